/**
 * A new game of a ruleset other than the card game on the host (issue 29): its setup from a scenario of its
 * content and its own options (checked by its options schema), its seats from the setup, its bots from
 * `ruleset.bots` (a seat kind "bot:<name>" names one; they think in the host's thread), and a session that shows it
 * through the contract (hosted-game.ts). The card game's games are made by host.ts as before.
 */
import type { ClientMessage } from '../../shared/protocol/messages'
import type { SeatKind } from '../../shared/protocol/seat-kinds'
import type { AnyRuleset, BaseCommand, RulesetGame, SeatId, Seed } from '../../shared/rulesets/contract'
import { RULESETS } from '../../shared/rulesets'
import { HostError } from './host-error'
import { rulesetHosted } from './hosted-game'
import { Session, type AnyBotFactory, type SessionHooks } from './session'

type CreateGame = Extract<ClientMessage, { type: 'create-game' }>

export type RulesetSession = Session<RulesetGame<BaseCommand>>

/** The ruleset a create-game names, or a HostError saying which this host plays. */
export function rulesetFor(id: string): AnyRuleset {
  const r = Object.hasOwn(RULESETS, id) ? RULESETS[id] : undefined
  if (!r) throw new HostError('unknown-ruleset', `this host plays no game called "${id}": it plays ${Object.keys(RULESETS).join(' and ')}`)
  return r
}

/** Bots of the ruleset, each in this thread: a seat kind "bot:heuristic" sits the ruleset's "heuristic" bot. */
function botsOf(ruleset: AnyRuleset, content: unknown): AnyBotFactory {
  return (kind, seat, seed) => {
    const policy = ruleset.bots[kind.slice('bot:'.length)].make(content, seat, seed)
    return { decide: async (view) => policy.decide(view) as BaseCommand[], dispose: () => {} }
  }
}

export interface RulesetGameStart {
  ruleset: AnyRuleset
  setup: unknown
  kinds: Record<SeatId, SeatKind>
  /** the new game, not hosted yet (rulesetSession hosts it) */
  game: RulesetGame<BaseCommand>
  content: unknown
}

/**
 * The session that hosts a game of another ruleset (a new one, or one loaded from a save: `uid` then names its
 * autosave, so that a resumed autosave goes on in its own file). Not started: the host registers it first.
 */
export function rulesetSession(ruleset: AnyRuleset, content: unknown, game: RulesetGame<BaseCommand>, setup: unknown, kinds: Record<SeatId, SeatKind>, hooks: SessionHooks<RulesetGame<BaseCommand>>, uid?: string): RulesetSession {
  return new Session(game, kinds, botsOf(ruleset, content), hooks, uid, rulesetHosted(ruleset, game, setup))
}

/** Every bot seat names a bot the ruleset has (the hex game's "search" among them; the card game's "ace" not). */
export function checkRulesetBots(ruleset: AnyRuleset, kinds: Record<SeatId, SeatKind>): void {
  for (const kind of Object.values(kinds)) {
    if (!kind.startsWith('bot:')) continue
    const name = kind.slice('bot:'.length)
    if (!Object.hasOwn(ruleset.bots, name)) throw new HostError('bad-seats', `the ${ruleset.id} game has no "${name}" bot: it has ${Object.keys(ruleset.bots).join(', ')}`)
  }
}

/**
 * Make the game a create-game asks for (not hosted yet: the host makes its session with rulesetSession, registers
 * it, then starts it). `checkRoom` refuses a game with too many bots or a host with too many games.
 */
export function createRulesetGame(
  msg: CreateGame,
  contents: Readonly<Record<string, unknown>>,
  seed: Seed,
  checkRoom: (kinds: Record<SeatId, SeatKind>) => void,
): RulesetGameStart {
  const ruleset = rulesetFor(msg.ruleset ?? 'card')
  const content = contents[ruleset.id]
  if (content === undefined) throw new HostError('no-content', `this host has not loaded the ${ruleset.id} game's content, so it cannot start one`)
  const choice = msg.choice
  if (choice.kind !== 'scenario') throw new HostError('bad-choice', `the ${ruleset.id} game starts from one of its scenarios (${ruleset.scenarios(content).map((s) => s.id).join(', ')})`)
  const options = ruleset.schemas.options.safeParse(msg.rulesetOptions ?? {})
  if (!options.success) {
    const first = options.error.issues[0]
    throw new HostError('bad-options', `not options of the ${ruleset.id} game: ${first.path.join('.') || '(top level)'}: ${first.message}`)
  }
  if (!ruleset.scenarios(content).some((s) => s.id === choice.scenario)) {
    throw new HostError('bad-setup', `the ${ruleset.id} game has no scenario "${choice.scenario}": it has ${ruleset.scenarios(content).map((s) => s.id).join(', ')}`)
  }
  const setup = ruleset.setupFor(content, choice.scenario, options.data)
  const seats = [...new Set(ruleset.seats(setup) as SeatId[])]
  if (msg.seats.length > seats.length) throw new HostError('bad-seats', `this game has ${seats.length} seats, not ${msg.seats.length}`)
  const kinds: Record<SeatId, SeatKind> = {}
  seats.forEach((s, i) => (kinds[s] = msg.seats[i] ?? 'human'))
  checkRulesetBots(ruleset, kinds)
  checkRoom(kinds)
  const game = ruleset.start(content, setup, seed) as RulesetGame<BaseCommand>
  return { ruleset, setup, kinds, game, content }
}
