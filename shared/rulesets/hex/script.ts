/**
 * Hex scripts (docs/script-format.md, "Hex games"): a small JSON file that sets a game up by scenario and seed and
 * plays a list of steps: commands (a card named by its type, e.g. "card": "shoot", is the seat's first card of that
 * type), the dice to come, planes placed, hands and the deck's top set, and expectations checked on the way.
 * `npm run sim -- --ruleset hex --script <file>` plays one; docs/examples/hex/ holds a worked example for each rule
 * of 002, and script.test.ts plays every one of them.
 */
import { z } from 'zod'
import { isRefusal } from '../refusal'
import { CARD_TYPES, type HexContent } from './content'
import { HexGame } from './game'
import { burn, place, rigDice, setHand, stackDeck, type Placement } from './rig'
import { hexSetupFor } from './setup'
import type { CardType, HexCommand, HexPlane } from './types'

const cardType = z.enum(CARD_TYPES)
const hexPos = z.strictObject({ col: z.number().int(), row: z.number().int() })
const placement = z.strictObject({
  hex: hexPos.optional(),
  facing: z.number().int().min(0).max(5).optional(),
  altitude: z.number().int().min(0).max(20).optional(),
  velocity: z.number().int().min(0).max(20).optional(),
  ammo: z.number().int().min(0).max(12).optional(),
  hits: z.number().int().min(0).max(20).optional(),
  ace: z.boolean().optional(),
  crits: z.looseObject({}).optional(),
  crew: z.strictObject({ pilot: z.boolean().optional(), observer: z.boolean().optional() }).optional(),
})

const expectation = z.strictObject({
  planes: z.record(z.string(), z.looseObject({})).optional(),
  waitingFor: z.array(z.string()).optional(),
  pending: z.string().nullable().optional(),
  result: z.string().nullable().optional(),
  over: z.boolean().optional(),
  event: z.string().optional(),
  noEvent: z.string().optional(),
  handCount: z.record(z.string(), z.number().int()).optional(),
  deckCount: z.number().int().optional(),
  discardTop: cardType.optional(),
  achieved: z.array(z.string()).optional(),
  balloons: z.array(z.string()).optional(),
  credits: z.array(z.strictObject({ victim: z.string(), by: z.array(z.string()) })).optional(),
  round: z.number().int().optional(),
  order: z.array(z.string()).optional(),
})

const step = z.union([
  z.strictObject({ dice: z.array(z.number().int().min(1).max(6)).min(1).max(6), note: z.string().optional() }),
  z.strictObject({ place: z.record(z.string(), placement), note: z.string().optional() }),
  z.strictObject({ hands: z.record(z.string(), z.array(cardType)), note: z.string().optional() }),
  z.strictObject({ deck: z.array(cardType), note: z.string().optional() }),
  z.strictObject({ burn: z.number().int().min(0).max(52), note: z.string().optional() }),
  z.strictObject({ expect: expectation, note: z.string().optional() }),
  z.looseObject({ type: z.string(), seat: z.string(), refused: z.string().optional(), note: z.string().optional() }),
])

export const hexScriptSchema = z.strictObject({
  title: z.string().optional(),
  /** the rule it shows, quoted */
  rule: z.string().optional(),
  scenario: z.string(),
  seed: z.union([z.number().int(), z.string()]),
  options: z.record(z.string(), z.unknown()).optional(),
  turnLimit: z.number().int().min(1).optional(),
  steps: z.array(step),
})

export type HexScript = z.infer<typeof hexScriptSchema>

/** A script command with cards named by type, made a game command (the seat's first cards of those types). */
function resolveCards(game: HexGame, raw: Record<string, unknown>): HexCommand {
  const { refused: _r, note: _n, ...cmd } = raw
  const hand = [...(game.state.hands[String(cmd.seat)] ?? [])]
  const pick = (v: unknown): unknown => {
    if (typeof v !== 'string' || !(CARD_TYPES as readonly string[]).includes(v)) return v
    const i = hand.findIndex((c) => c.type === v)
    if (i < 0) return -1
    return hand.splice(i, 1)[0].id
  }
  if ('card' in cmd) cmd.card = pick(cmd.card)
  if (Array.isArray(cmd.cards)) cmd.cards = cmd.cards.map(pick)
  return cmd as HexCommand
}

function checkPlane(p: HexPlane, want: Record<string, unknown>, at: string, errors: string[]): void {
  for (const [k, v] of Object.entries(want)) {
    const got = (p as unknown as Record<string, unknown>)[k]
    const same = typeof v === 'object' && v !== null ? Object.entries(v).every(([kk, vv]) => JSON.stringify((got as Record<string, unknown>)?.[kk]) === JSON.stringify(vv)) : got === v
    if (!same) errors.push(`${at}: ${p.id}.${k} is ${JSON.stringify(got)}, expected ${JSON.stringify(v)}`)
  }
}

function check(game: HexGame, e: z.infer<typeof expectation>, since: number, at: string, errors: string[]): void {
  const s = game.state
  const fail = (what: string, got: unknown, want: unknown) => errors.push(`${at}: ${what} is ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`)
  for (const [id, want] of Object.entries(e.planes ?? {})) {
    const p = s.planes.find((x) => x.id === id)
    if (!p) errors.push(`${at}: no plane "${id}"`)
    else checkPlane(p, want, at, errors)
  }
  if (e.waitingFor && JSON.stringify(game.waitingFor()) !== JSON.stringify(e.waitingFor)) fail('waitingFor', game.waitingFor(), e.waitingFor)
  if (e.pending !== undefined && (s.pending[0]?.kind ?? null) !== e.pending) fail('the pending decision', s.pending[0]?.kind ?? null, e.pending)
  if (e.over !== undefined && game.over !== e.over) fail('over', game.over, e.over)
  if (e.result !== undefined && (game.result()?.winner ?? null) !== e.result) fail('the winner', game.result()?.winner ?? null, e.result)
  const words = game.events.slice(since).map((x) => x.words)
  if (e.event && !words.some((w) => w.includes(e.event!))) errors.push(`${at}: no event since the last expectation says "${e.event}" (saw: ${words.slice(-8).join(' | ')})`)
  if (e.noEvent && words.some((w) => w.includes(e.noEvent!))) errors.push(`${at}: an event says "${e.noEvent}"`)
  for (const [seat, n] of Object.entries(e.handCount ?? {})) if ((s.hands[seat]?.length ?? 0) !== n) fail(`${seat}'s hand count`, s.hands[seat]?.length ?? 0, n)
  if (e.deckCount !== undefined && s.deck.length !== e.deckCount) fail('the deck count', s.deck.length, e.deckCount)
  if (e.discardTop && s.discard[s.discard.length - 1]?.type !== e.discardTop) fail('the discard pile top', s.discard[s.discard.length - 1]?.type, e.discardTop)
  if (e.achieved && JSON.stringify(s.achieved) !== JSON.stringify(e.achieved)) fail('the objectives achieved', s.achieved, e.achieved)
  if (e.balloons && JSON.stringify(s.balloons) !== JSON.stringify(e.balloons)) fail('the balloons up', s.balloons, e.balloons)
  if (e.credits && JSON.stringify(game.victories()) !== JSON.stringify(e.credits)) fail('the credits', game.victories(), e.credits)
  if (e.round !== undefined && s.round !== e.round) fail('the round', s.round, e.round)
  if (e.order && JSON.stringify(s.order) !== JSON.stringify(e.order)) fail('the turn order', s.order, e.order)
}

/** Plays a hex script: the game as it ended, and every expectation or command that failed (none: it passed). */
export function playHexScript(content: HexContent, scriptJson: unknown): { game: HexGame | null; errors: string[] } {
  const parsed = hexScriptSchema.safeParse(scriptJson)
  if (!parsed.success) return { game: null, errors: parsed.error.issues.map((i) => `script ${i.path.join('.') || '(top)'}: ${i.message}`) }
  const script = parsed.data
  let game: HexGame
  try {
    game = HexGame.start(hexSetupFor(content, script.scenario, script.options ?? {}, script.turnLimit), script.seed)
  } catch (e) {
    return { game: null, errors: [(e as Error).message] }
  }
  return { game, errors: playHexSteps(game, script.steps) }
}

/**
 * Plays a script's steps on a game (a test may change the game between two runs of steps): every expectation or
 * command that failed. `from.step` numbers the steps in the messages; the first expectation reads the events from
 * `from.event` on (a script's, from the game's start).
 */
export function playHexSteps(game: HexGame, steps: HexScript['steps'], from = { step: 1, event: 0 }): string[] {
  const errors: string[] = []
  let since = from.event
  steps.forEach((st, i) => {
    const at = `step ${from.step + i}`
    try {
      const x = st as Record<string, unknown>
      if ('dice' in x) rigDice(game.state, x.dice as number[])
      else if ('place' in x) for (const [id, p] of Object.entries(x.place as Record<string, Placement>)) place(game.state, id, p)
      else if ('hands' in x) for (const [seat, types] of Object.entries(x.hands as Record<string, CardType[]>)) setHand(game.state, seat, types)
      else if ('deck' in x) stackDeck(game.state, x.deck as CardType[])
      else if ('burn' in x) burn(game.state, x.burn as number)
      else if ('expect' in x) {
        check(game, x.expect as z.infer<typeof expectation>, since, at, errors)
        since = game.events.length
      } else {
        const cmd = resolveCards(game, x)
        try {
          game.play(cmd)
          if (x.refused) errors.push(`${at}: ${cmd.type} by ${cmd.seat} was taken; expected the refusal "${String(x.refused)}"`)
        } catch (e) {
          if (!isRefusal(e)) throw e
          if (!x.refused) errors.push(`${at}: ${cmd.type} by ${cmd.seat} was refused: ${e.message}`)
          else if (e.code !== x.refused) errors.push(`${at}: ${cmd.type} was refused with "${e.code}" (${e.message}), expected "${String(x.refused)}"`)
        }
      }
    } catch (e) {
      errors.push(`${at}: ${(e as Error).message}`)
    }
  })
  return errors
}

/** What the game says to one command, for a test that looks at the words: "taken", or the refusal's "code: message". */
export function refusalOf(game: HexGame, cmd: HexCommand): string {
  try {
    game.play(cmd)
  } catch (e) {
    if (isRefusal(e)) return `${e.code}: ${e.message}`
    throw e
  }
  return 'taken'
}
