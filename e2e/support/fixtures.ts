/**
 * The specs' `test`: Playwright's, with every uncaught error in the page collected, attached to the report and
 * failing the test (a React crash blanks the table, which would otherwise show up only as a timeout).
 *
 * Contexts a spec opens itself (`browser.newContext()`: a guest, a stream source) are closed when it ends. The
 * browser outlives the spec, and Playwright leaves such contexts open: a stream source left behind with
 * `watch=latest` would follow the next spec's game and sit in its lobby as a stranger.
 */
import { test as base, expect } from '@playwright/test'

export const test = base.extend<{ pageErrors: string[]; ownContextsClosed: void }>({
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
  ownContextsClosed: [
    async ({ browser, context }, use) => {
      await use()
      for (const c of browser.contexts()) if (c !== context) await c.close()
    },
    { auto: true },
  ],
})

export { expect }
