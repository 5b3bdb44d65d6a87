/**
 * Issue 28, choosing abilities in New game (003 Scenario Rules, lines 903-907: "Set a number of special abilities:
 * for example one or two. Each player can freely choose that number of abilities for the pilot of his plane"): in the
 * duel, two abilities each; the Camel's pilot ticks three, is told why he cannot start, takes one back, and the two he
 * chose are on the planning panel's head (Daredevil ready, Good at escaping a plain chip) and on his plate.
 */
import { expect, test } from './support/fixtures'
import { screenUrl } from './support/screen'
import { nextPrompt } from './support/table'

test("New game: two abilities for the Camel's pilot, then on the table's planning head and its nameplate", async ({ page }) => {
  test.setTimeout(240_000)
  await page.goto(screenUrl())
  await page.getByTestId('new-game').click()
  await page.getByTestId('mode-scenario').click()
  await page.getByTestId('scenario').selectOption('duel-over-the-trenches')
  await expect(page.getByTestId('seat-kind-allied')).toHaveValue('human')
  // no aces until a number is set
  await expect(page.getByTestId('aces-pilot-camel')).toHaveCount(0)
  await page.getByTestId('aces-count').selectOption('2')
  await page.getByTestId('aces-pilot-camel-daredevil').click()
  await page.getByTestId('aces-pilot-camel-good-at-escaping').click()
  await page.getByTestId('aces-pilot-camel-perfect-aim').click()
  // a third is one too many: said in words beside the pilot and under the form, and Start waits
  await expect(page.getByTestId('aces-problem-pilot-camel')).toHaveText('3 abilities chosen where 2 are allowed.')
  await expect(page.getByTestId('setup-problem')).toContainText('the pilot of the Sopwith Camel: 3 abilities chosen where 2 are allowed')
  await expect(page.getByTestId('start-game')).toBeDisabled()
  await page.getByTestId('aces-pilot-camel-perfect-aim').click()
  await expect(page.getByTestId('aces-line-pilot-camel')).toHaveText('2 of 2 chosen: Daredevil, Good at escaping')
  // named for players (issue 26): no document nor line outside the folded rule sources, the house rules' aces on too
  await page.getByTestId('rule-acesGeneric004').check()
  await page.getByTestId('rule-acesD10Table004').check()
  await expect(page.getByTestId('ace-mark-dr1')).toBeVisible()
  const said = await page.getByTestId('aces-choice').evaluate((el) => {
    const copy = el.cloneNode(true) as typeof el
    for (const s of copy.querySelectorAll('.rule-source')) s.remove()
    const titles = [...el.querySelectorAll('[title]')].filter((t) => !t.closest('.rule-source')).map((t) => t.getAttribute('title'))
    return [copy.textContent ?? '', ...titles].join('\n')
  })
  expect(said).toContain('Tenacity')
  expect(said).not.toMatch(/\blines? \d/)
  expect(said).not.toMatch(/\b00[0-4]\b/)
  await page.getByTestId('rule-acesD10Table004').uncheck()
  await page.getByTestId('rule-acesGeneric004').uncheck()
  await expect(page.getByTestId('setup-problem')).toHaveCount(0)
  await page.getByTestId('start-game').click()
  expect(await nextPrompt(page)).toBe('plan')
  await expect(page.getByTestId('planning-plane')).toHaveText('Sopwith Camel')
  await expect(page.getByTestId('ace-daredevil')).toHaveText('Daredevil: ready')
  await expect(page.getByTestId('ace-good-at-escaping')).toHaveText('Good at escaping')
  await expect(page.getByTestId('ace-good-at-escaping')).toHaveAttribute('title', /^Good at escaping: cannot be tailed, unless by an ace with a pilots-only ability/)
  // the plate: each ability by its name; the Dr.I's pilot chose none
  await expect(page.getByTestId('nameplate-ace-daredevil-camel')).toHaveText('Daredevil')
  await expect(page.getByTestId('nameplate-ace-good-at-escaping-camel')).toHaveText('Good at escaping')
  await expect(page.getByTestId('nameplate-effects-dr1')).toHaveCount(0)
})
