/**
 * The specs' `test`: Playwright's, with every uncaught error in the page collected, attached to the report and
 * failing the test (a React crash blanks the table, which would otherwise show up only as a timeout).
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(`${e.message}\n${e.stack ?? ''}`))
      await use(errors)
      if (errors.length) await testInfo.attach('page errors', { body: errors.join('\n\n'), contentType: 'text/plain' })
      expect(errors, 'no uncaught error in the page').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
