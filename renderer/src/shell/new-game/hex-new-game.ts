/**
 * New game's hex card game (issue 30): the model behind its form (HexNewGame.tsx), pure and tested on its own
 * (hex-new-game.test.ts). A hex game starts from one of its scenarios (assets/hex/scenarios.json), each seat a plane
 * (002: "1 plane per player") sat by a person or one of the hex game's bots, with 001's options as toggles, each
 * said in a player's words. The request it makes is what the host's createRulesetGame takes
 * (electron/host/ruleset-games.ts): the scenario, the seats' kinds in the order of the scenario's planes, and the
 * options by name (checked there by the hex game's own options schema).
 */
import type { SeatKind } from '../../../../shared/protocol/seat-kinds'
import type { HexContent, HexScenario } from '../../../../shared/rulesets/hex/content'
import type { Options001 } from '../../../../shared/rulesets/hex/options-001/schema'
import { HEX_OPTION_FLAGS, type HexOptionFlag } from '../../../../shared/rulesets/hex/options-001/words'
import { newGameSummary } from './new-game-summary'

// the options' words are the game's (the lobby and the table's bar say them too)
export { HEX_OPTION_FLAGS, HEX_OPTION_WORDS, NOVICE_WORDS, type HexOptionFlag } from '../../../../shared/rulesets/hex/options-001/words'

/** The games New game starts: the card-and-base game (003) or the hex card game (002). */
export type GameKind = 'card' | 'hex'

export const GAME_KINDS: Record<GameKind, { label: string; line: string }> = {
  card: { label: 'The card-and-base game', line: 'planes on bases on an open table, each side planning its manoeuvres in secret and revealing them together' },
  hex: { label: 'The hex card game', line: 'planes on a hex map at altitudes 1 to 6, each player moving in turn by playing cards from a hand drawn from one shared deck' },
}

/** The seats a hex plane takes, in the order offered: the people, then the bots from the weakest to the strongest. */
export const HEX_SEAT_KINDS = ['human', 'guest', 'bot:random', 'bot:heuristic', 'bot:search'] as const satisfies readonly SeatKind[]
export type HexSeatKind = (typeof HEX_SEAT_KINDS)[number]

/**
 * How each is named, with a line for its tooltip. The hex bots are not the card game's (shared/rulesets/hex/bots):
 * the search bot beats the quick one (docs/ai.md "Hex bots"), which beats the random one.
 */
export const HEX_SEAT_INFO: Record<HexSeatKind, { label: string; about: string }> = {
  human: { label: 'Human (this screen)', about: 'a player at this screen' },
  guest: { label: 'Human (LAN guest)', about: 'a player who joins from another computer or a browser' },
  'bot:random': { label: 'Random bot – weakest', about: 'plays any card it may, at random: for trying the controls' },
  'bot:heuristic': { label: 'Quick bot – easy', about: 'closes on you for a shot and fires when it pays; answers at once' },
  'bot:search': { label: 'Search bot – hardest', about: 'guesses your hand, plays its possible moves out and keeps the best; thinks a little longer' },
}

/** Where the hex game itself is written. */
export const HEX_GAME_SOURCE = {
  label: 'The hex card game',
  source: '002, the whole text (its sections: SETUP, TURN ORDER, DRAW PHASE, MOVE PHASE, SHOOT, CARD LIST ...)',
}

/** What New game's hex form holds. */
export interface HexForm {
  scenario: string
  /** the seat kinds chosen, by seat (a seat not named takes its default) */
  kinds: Record<string, HexSeatKind>
  options: Record<HexOptionFlag, boolean>
  /** the planes flown by novices, by plane id */
  novices: string[]
  /** how long a person has to answer a question mid-move before the host answers its default (null: no limit) */
  answerSeconds: number | null
}

/**
 * The answer times offered (the protocol takes 5 to 600 s): none at this screen, where the players are; on the LAN a
 * guest who walked away would otherwise hold the table up.
 */
export const ANSWER_TIMES = [null, 15, 30, 60, 120] as const

export function answerTimeLabel(s: number | null): string {
  return s === null ? 'No limit' : s < 60 ? `${s} seconds` : `${s / 60} minute${s === 60 ? '' : 's'}`
}

export const NO_HEX_OPTIONS = Object.fromEntries(HEX_OPTION_FLAGS.map((f) => [f, false])) as Record<HexOptionFlag, boolean>

/** The scenarios in the order of their file; the duel first when there is one. */
export function hexScenarios(content: HexContent): HexScenario[] {
  const all = Object.values(content.scenarios)
  return [...all.filter((s) => s.id === 'duel'), ...all.filter((s) => s.id !== 'duel')]
}

/** The form as it opens on a scenario: its default seats, no option on. */
export function hexFormFor(content: HexContent, scenario?: string): HexForm {
  const first = hexScenarios(content)[0]
  return { scenario: scenario && content.scenarios[scenario] ? scenario : first.id, kinds: {}, options: { ...NO_HEX_OPTIONS }, novices: [], answerSeconds: null }
}

/** A side as a player reads it ("allies" -> "Allies"). */
export function sideName(side: string): string {
  return side.charAt(0).toUpperCase() + side.slice(1)
}

export { sidePalette } from '../common/seat-words'

/** A scenario's seats as the form lists them: the seat, its plane, the aircraft's name and its side. */
export function hexSeatRows(content: HexContent, scenario: HexScenario): { seat: string; plane: string; aircraft: string; side: string; observer: boolean }[] {
  return scenario.planes.map((p) => ({ seat: p.seat, plane: p.id, aircraft: content.aircraft[p.aircraft]?.name ?? p.aircraft, side: p.side, observer: content.aircraft[p.aircraft]?.observer === true }))
}

/**
 * Who sits where by default: a solo game against the bots. The player flies the first Allied plane (the first
 * plane when no plane is Allied); the quick bot flies every other one, a team-mate's included.
 */
export function defaultHexKinds(scenario: HexScenario): HexSeatKind[] {
  const mine = Math.max(0, scenario.planes.findIndex((p) => p.side === 'allies'))
  return scenario.planes.map((_, i) => (i === mine ? 'human' : 'bot:heuristic'))
}

/** The kind chosen at each seat of the scenario, in its planes' order. */
export function hexKinds(scenario: HexScenario, form: HexForm): HexSeatKind[] {
  const defaults = defaultHexKinds(scenario)
  return scenario.planes.map((p, i) => form.kinds[p.seat] ?? defaults[i])
}

/** The scenario marks its trench lines (friendly fire needs them: with none it would never fire). */
export function hasTrenches(scenario: HexScenario): boolean {
  const ff = scenario.extra?.friendlyFire as { trenches?: unknown[] } | undefined
  return Array.isArray(ff?.trenches) && ff.trenches.length > 0
}

/** Why an option cannot be chosen for this scenario, or null. */
export function optionUnavailable(flag: HexOptionFlag, scenario: HexScenario): string | null {
  if (flag === 'friendlyFire' && !hasTrenches(scenario)) return 'this scenario marks no trench line, so no friendly fire can come'
  return null
}

/** The options sent: those ticked (and available here), and the novices of this scenario's planes. */
export function hexOptionsChoice(scenario: HexScenario, form: HexForm): Options001 {
  const out: Options001 = {}
  for (const f of HEX_OPTION_FLAGS) if (form.options[f] && !optionUnavailable(f, scenario)) out[f] = true
  const novices = form.novices.filter((id) => scenario.planes.some((p) => p.id === id))
  if (novices.length) out.novicePilots = novices
  return out
}

/** What create-game carries for a hex game, and the seats this screen takes (its humans'). */
export interface HexRequest {
  scenario: string
  seats: HexSeatKind[]
  rulesetOptions: Options001
  take: string[]
  answerSeconds?: number
}

export function hexRequest(content: HexContent, form: HexForm): HexRequest {
  const scenario = content.scenarios[form.scenario]
  if (!scenario) throw new Error(`there is no hex scenario "${form.scenario}"`)
  const seats = hexKinds(scenario, form)
  const take = scenario.planes.filter((_, i) => seats[i] === 'human').map((p) => p.seat)
  return { scenario: scenario.id, seats, rulesetOptions: hexOptionsChoice(scenario, form), take, ...(form.answerSeconds !== null ? { answerSeconds: form.answerSeconds } : {}) }
}

/** One line about the scenario's map for a newcomer choosing it. */
export function hexScenarioFacts(scenario: HexScenario): string {
  const facts = [`a ${scenario.map.width} by ${scenario.map.height} hex map`, `${scenario.planes.length} planes`]
  const clouds = scenario.clouds.reduce((n, c) => n + c.hexes.length, 0)
  if (clouds) facts.push(`${clouds} cloud hex${clouds === 1 ? '' : 'es'}`)
  if (scenario.balloons.length) facts.push(`${scenario.balloons.length} balloon${scenario.balloons.length === 1 ? '' : 's'}`)
  if (scenario.ground.length) facts.push(`${scenario.ground.length} ground gun${scenario.ground.length === 1 ? '' : 's'}`)
  if (scenario.turnLimit) facts.push(`${scenario.turnLimit} rounds at most`)
  return facts.join(', ')
}

/**
 * New game's one line beside Start for a hex game (new-game-summary.ts): the scenario, who flies for each side, and
 * the options ticked that the scenario allows. "Duel: Sopwith Camel v Fokker D-VII · Allies: you · Germans: Quick
 * bot · as written".
 */
export function hexSummary(content: HexContent, form: HexForm): string {
  const scenario = content.scenarios[form.scenario]
  if (!scenario) return ''
  const sides = [...new Set(scenario.planes.map((p) => p.side))]
  const setup = { teams: sides.map((s) => ({ id: s, name: sideName(s) })), seats: scenario.planes.map((p) => ({ team: p.side })) }
  const ticked = HEX_OPTION_FLAGS.filter((f) => form.options[f] && optionUnavailable(f, scenario) === null).length
  const novices = form.novices.filter((n) => scenario.planes.some((p) => p.id === n)).length
  const rules = [ticked ? `${ticked} option${ticked === 1 ? '' : 's'}` : 'as written', ...(novices ? [`${novices} novice${novices === 1 ? '' : 's'}`] : [])].join(', ')
  return newGameSummary(scenario.title, setup, hexKinds(scenario, form), rules)
}
