/**
 * Fire explained (issue 9): a scripted position at the fire step, loaded from a save. The Camel has one Dr.I
 * ahead in its arc at long range, one behind it (out of the arc) and one ahead but far (beyond the ruler). The fire
 * panel lists all three: the one it can fire at as a target with its range band, the others with the reason; the
 * ruler is laid on the table from the Camel's stand to the target, its two halves coloured.
 *
 * Issue 26: the one target in reach starts chosen (holding fire is one key away), and a double Enter gives the
 * orders once: no second command, no "That did not work" toast.
 */
import { content } from '../electron/testing/fixtures'
import { expect, test } from './support/fixtures'
import { fireReasonsSave } from './support/positions'
import { resumeSave } from './support/saves'
import { blur, scene, snap, view } from './support/table'

const FILE = 'fire-reasons-scripted.json'
const RULER = content.table.ruler
const HALF_DEPTH = content.table.bases.standard.depth / 2


test('fire explained: every enemy listed with why it can or cannot be fired at, and the ruler on the table', async ({ page }, testInfo) => {
  test.setTimeout(240_000)
  // the fire commands this page sends to the host
  const fireCommands: string[] = []
  page.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const text = typeof f.payload === 'string' ? f.payload : f.payload.toString()
      if (text.includes('"type":"command"') && text.includes('"type":"fire"')) fireCommands.push(text)
    }),
  )
  await page.setViewportSize({ width: 1280, height: 800 })
  await resumeSave(page, FILE, fireReasonsSave())

  const panel = page.getByTestId('fire-panel')
  await expect(panel).toBeVisible({ timeout: 60_000 })
  const v = await view(page)
  expect(v.step).toBe('firing')
  expect(v.fireOptions.map((o) => `${o.plane}>${o.target}`)).toEqual(['a>t'])

  await test.step('003 Firing: the target in arc and range is offered with its band; the others say why not', async () => {
    await expect(page.getByTestId('target-front-t')).toBeVisible()
    await expect(page.getByTestId('band-front-t')).toHaveText('long range · 1 card')
    const out = page.getByTestId('reason-front-u')
    await expect(out).toHaveAttribute('data-reason', 'out-of-arc')
    await expect(out).toContainText('out of the fire arc')
    const far = page.getByTestId('reason-front-v')
    await expect(far).toHaveAttribute('data-reason', 'beyond-ruler')
    await expect(far).toContainText(/beyond the ruler \(\d+\.\d cm\)/)
    // the listed targets are buttons; the unreachable ones are not
    await expect(page.locator('[data-testid="reason-front-u"] button, button[data-testid="reason-front-u"]')).toHaveCount(0)
  })

  await test.step('the ruler runs from the Camel to the Dr.I, its short half and its long half drawn', async () => {
    await expect
      .poll(async () => (await scene(page)).objects.filter((n) => n.startsWith('fire-ruler')).sort(), { message: 'the ruler to the target is drawn, and no other' })
      .toEqual(['fire-ruler-a-t', 'fire-ruler-long-t', 'fire-ruler-short-t'])
    const o = v.fireOptions[0]
    expect(o.distance).toBeCloseTo(26 - HALF_DEPTH, 3)
    expect(o.distance).toBeGreaterThan(RULER / 2)
  })

  await test.step('issue 26: the only target in reach starts chosen; H holds fire, 1 chooses it again', async () => {
    await expect(page.getByTestId('target-front-t')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('hold-front')).toHaveAttribute('aria-pressed', 'false')
    await expect(page.getByTestId('confirm-fire')).toContainText('Fire at')
    await blur(page)
    await page.keyboard.press('h')
    await expect(page.getByTestId('hold-front')).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByTestId('confirm-fire')).toContainText('Confirm: hold fire')
    await page.keyboard.press('1')
    await expect(page.getByTestId('target-front-t')).toHaveAttribute('aria-pressed', 'true')
  })

  await snap(page, testInfo, 'fire reasons 1280x800')
  await page.setViewportSize({ width: 1920, height: 1080 })
  await expect(page.getByTestId('reason-front-u')).toBeVisible()
  await snap(page, testInfo, 'fire reasons 1920x1080')

  await test.step('issue 26: Enter twice gives the orders once, and the host refuses nothing', async () => {
    await blur(page)
    await page.keyboard.press('Enter')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await view(page)).seq, { message: 'the host took the fire order' }).toBeGreaterThan(v.seq)
    // a refusal would come back within a moment of a second command (the next phase's panel, with the same only
    // target chosen, may be up by then: it is not pressed)
    await page.waitForTimeout(1500)
    expect(fireCommands, 'one fire command sent').toHaveLength(1)
    expect(JSON.parse(fireCommands[0]).command).toMatchObject({ type: 'fire', plane: 'a', front: 't' })
    await expect(page.getByTestId('error-toast')).toHaveCount(0)
  })
})
