/**
 * A game as a host session holds it, whatever its ruleset (issue 29): the contract's live game, the driver's table,
 * the seats with their names and sides, what the lobby and the list of games say of it, how a client's command is
 * made fit to apply, who plays a bot seat, and the message that carries a seat's view. The session (session.ts)
 * does seats, guests, the lobby and the chat through this and nothing else of the game.
 *
 * The card game keeps every message it sent before issue 29, byte for byte ('view' with its planes' waitingFor,
 * its rules in words, a plan's intent cleaned, bots that wait on the people's floor); any other ruleset's game is
 * shown with 'ruleset-view' and its commands checked by its own command schema.
 */
import { CommandError } from '../../shared/engine/commands'
import type { Game } from '../../shared/engine/game'
import type { Command, SeatId } from '../../shared/engine/types'
import { eventsFor, type GameView } from '../../shared/engine/view'
import type { AnswerClock, ServerMessage } from '../../shared/protocol/messages'
import { cleanText } from '../../shared/protocol/clean-text'
import { CardGame } from '../../shared/rulesets/card'
import type { AnyRuleset, BaseCommand, RulesetGame } from '../../shared/rulesets/contract'
import { RuleRefusal } from '../../shared/rulesets/refusal'
import { RULESETS } from '../../shared/rulesets'
import { GameTable } from '../../shared/seats/game-table'
import { RulesetTable } from '../../shared/seats/ruleset-table'
import type { Seat, Table } from '../../shared/seats/seat'

/** Something that plays a bot seat: given the seat's view, the commands it gives. */
export interface BotDriver<View = GameView, Cmd extends BaseCommand = Command> {
  decide(view: View): Promise<Cmd[]>
  dispose(): void
}

/** The view message's parts the session fills in. */
export interface ViewParts {
  re?: string
  session: string
  seat: SeatId | null
  mine: SeatId[]
  seats: import('../../shared/protocol/messages').SeatInfo[]
  /** the answer time running on the question the game waits on, if the host set one (ruleset games only) */
  answer?: AnswerClock
  /**
   * for a client that arrives at a game under way: the event its log starts from. The events from there up to the
   * view's own (`from`) come as `past`, for the log alone, and only their public part (what a spectator is told),
   * whatever the seat: a seat taken over mid-game is not told what its earlier holder alone was told
   */
  pastFrom?: number
}

export interface HostedGame {
  readonly ruleset: AnyRuleset
  readonly live: RulesetGame<BaseCommand>
  readonly table: Table<unknown, BaseCommand>
  readonly seats: readonly { id: SeatId; name: string; team: string }[]
  title(): string
  scenario(): string
  turn(): number
  /** the options chosen, in words, for the lobby and the list of games */
  rules(): string[]
  /** the aircraft each seat's planes are, by name, for the list of games (public: the planes stand on the table) */
  flies(seat: SeatId): string[]
  /** a command a client sent, made fit to apply; throws a RuleRefusal if its ruleset's schema refuses it */
  clean(cmd: BaseCommand): BaseCommand
  /** the seat a bot plays; `people` are the seats people play now */
  botSeat(id: SeatId, bot: BotDriver<unknown, BaseCommand>, people: () => ReadonlySet<SeatId>): Seat<unknown, BaseCommand>
  /** a seat's (or a spectator's) view and the events it may see since `from` */
  viewMessage(parts: ViewParts, from: number): ServerMessage
  /**
   * Its table shows a batch's dice for a while after the batch (the hex game's, HexDice.tsx): a spectator arriving
   * in that while is sent the batch as its table's (session.ts, RECENT_MS), so that it sees them too. The card game's
   * table plays a batch's moves, which an arriving client's table already stands after: never.
   */
  readonly recentOnArrival: boolean
}

/** the longest intent a plan may state (the command schema's limit) */
const MAX_INTENT = 160

/** A plan's stated intent is read by everyone at the table: cleaned as chat is, and left out when nothing is left. */
function cleanIntent(cmd: Command): Command {
  if (cmd.type !== 'plan' || cmd.intent === undefined) return cmd
  const { intent, ...rest } = cmd
  const clean = cleanText(intent, MAX_INTENT)
  return clean === '' ? rest : { ...rest, intent: clean }
}

/** A bot seat of any ruleset: asks its bot, and a refusal (a bot's mistake) is reported, not fatal. */
class RulesetBotSeat implements Seat<unknown, BaseCommand> {
  constructor(
    readonly id: SeatId,
    private readonly bot: BotDriver<unknown, BaseCommand>,
  ) {}
  decide(view: unknown): Promise<BaseCommand[]> {
    return this.bot.decide(view)
  }
  refused(cmd: BaseCommand, e: RuleRefusal): void {
    console.error(`bot ${cmd.seat}: ${e.message}`)
  }
  dispose(): void {
    this.bot.dispose()
  }
}

/** The card game as a session holds it; `botSeat` is the card game's (floor-aware) bot seat. */
export function cardHosted(game: Game, botSeat: HostedGame['botSeat']): HostedGame {
  const setup = game.state.setup
  return {
    ruleset: RULESETS.card,
    live: new CardGame(game),
    table: new GameTable(game) as unknown as Table<unknown, BaseCommand>,
    seats: setup.seats,
    title: () => setup.title,
    scenario: () => setup.scenario,
    turn: () => game.state.turn,
    rules: () => RULESETS.card.rulesInWords?.(setup) ?? [],
    flies: (seat) => setup.planes.filter((p) => p.seat === seat).map((p) => game.rules.content.aircraft[p.aircraft]?.name ?? p.aircraft),
    clean: (cmd) => cleanIntent(cmd as Command),
    botSeat,
    recentOnArrival: false,
    viewMessage: (parts, from) => ({
      type: 'view',
      ...(parts.re ? { re: parts.re } : {}),
      session: parts.session,
      seat: parts.seat,
      mine: parts.mine,
      seats: parts.seats,
      view: game.view(parts.seat),
      events: eventsFor(game.events.slice(from), parts.seat),
      ...(parts.pastFrom !== undefined && parts.pastFrom < from ? { past: eventsFor(game.events.slice(parts.pastFrom, from), null) } : {}),
      waitingFor: game.waitingFor(),
    }),
  }
}

/** A game of any other ruleset as a session holds it. */
export function rulesetHosted(ruleset: AnyRuleset, game: RulesetGame<BaseCommand>, setup: unknown): HostedGame {
  const summary = () => ruleset.summary?.(game.state)
  const text = (x: unknown) => (typeof x === 'string' ? x : '')
  const named = summary()?.seats
  const seats = [...new Set(ruleset.seats(setup) as SeatId[])].map((id) => named?.find((s) => s.id === id) ?? { id, name: id, team: id })
  return {
    ruleset,
    live: game,
    table: new RulesetTable(game),
    seats,
    title: () => summary()?.title ?? (text((setup as { title?: unknown })?.title) || ruleset.title),
    scenario: () => summary()?.scenario ?? text((setup as { scenario?: unknown })?.scenario),
    turn: () => summary()?.turn ?? 0,
    rules: () => ruleset.rulesInWords?.(setup) ?? [],
    flies: (seat) => named?.find((s) => s.id === seat)?.flies ?? [],
    clean: (cmd) => {
      const parsed = ruleset.schemas.command.safeParse(cmd)
      if (!parsed.success) {
        const first = parsed.error.issues[0]
        throw new RuleRefusal('malformed', `not a command of the ${ruleset.id} game: ${first.path.join('.') || '(top level)'}: ${first.message}`)
      }
      return parsed.data as BaseCommand
    },
    botSeat: (id, bot) => new RulesetBotSeat(id, bot),
    recentOnArrival: true,
    viewMessage: (parts, from) => ({
      type: 'ruleset-view',
      ...(parts.re ? { re: parts.re } : {}),
      session: parts.session,
      ruleset: ruleset.id,
      seat: parts.seat,
      mine: parts.mine,
      seats: parts.seats,
      view: game.view(parts.seat),
      events: game.eventsFor(game.events.slice(from), parts.seat) as unknown[],
      ...(parts.pastFrom !== undefined && parts.pastFrom < from ? { past: game.eventsFor(game.events.slice(parts.pastFrom, from), null) as unknown[] } : {}),
      waitingFor: game.waitingFor(),
      ...(parts.answer ? { answer: parts.answer } : {}),
    }),
  }
}

/** The game is over or not waiting for this seat: the session's early answer, the same words for every ruleset. */
export function notWaiting(over: boolean): RuleRefusal {
  return over ? new CommandError('game-over', 'the game is over') : new CommandError('wrong-step', 'the game is not waiting for your planes now')
}
