/**
 * The card-and-base game (003, with 000's and 004's options) behind the ruleset contract. Its rules stay in
 * shared/engine (moved whole would touch every import of the app for no change of behaviour; docs/architecture.md
 * says why): this file is the seam, and the layers above reach the game through it.
 */
import type { Content } from '../../content/types'
import { Game } from '../../engine/game'
import { commandSchema, gameStateSchema, optionsSchema, setupSchema } from '../../engine/state-schema'
import { scenarioSetup } from '../../engine/setup'
import { victoryReport } from '../../engine/scoring/victories'
import type { Command, GameEvent, GameSetup, GameState, SeatId } from '../../engine/types'
import { eventsFor, type GameView } from '../../engine/view'
import { BOTS } from '../../bots'
import { rulesInWords } from '../../protocol/rules-words'
import type { GameReport, GameResult, Ruleset, RulesetGame, Seed } from '../contract'

/** The card game's version of its rules (a save names it): save-file.ts's RULES_VERSION. */
import { CARD_RULES_VERSION } from './version'
export { CARD_RULES_VERSION }

/** A card game as the contract's live game: the engine's Game, and the few questions the layers above ask. */
export class CardGame implements RulesetGame<Command, GameView, GameEvent, GameState> {
  constructor(readonly game: Game) {}
  get state(): GameState {
    return this.game.state
  }
  get commands(): readonly Command[] {
    return this.game.commands
  }
  get events(): readonly GameEvent[] {
    return this.game.events
  }
  get seq(): number {
    return this.game.state.seq
  }
  get over(): boolean {
    return this.game.over
  }
  play(cmd: Command): void {
    this.game.play(cmd)
  }
  view(seat: SeatId | null): GameView {
    return this.game.view(seat)
  }
  eventsFor(events: readonly GameEvent[], seat: SeatId | null): GameEvent[] {
    return eventsFor(events, seat)
  }
  waitingFor(): SeatId[] {
    const planes = new Set(this.game.waitingFor())
    const seats: SeatId[] = []
    for (const p of this.game.state.planes) if (planes.has(p.id) && !seats.includes(p.seat)) seats.push(p.seat)
    return seats
  }
  result(): GameResult | null {
    const r = this.game.state.result
    if (!this.game.over || !r) return null
    const teams = this.game.state.setup.teams
    const name = (t: string) => teams?.find((x) => x.id === t)?.name ?? t
    return { over: true, winner: r.winner, words: r.winner ? `${name(r.winner)} win` : 'A draw' }
  }
  report(): GameReport {
    return victoryReport(this.game.rules, this.game.state)
  }
}

export const cardRuleset: Ruleset<Content, GameSetup, Command, GameView, GameEvent, GameState> = {
  id: 'card',
  version: CARD_RULES_VERSION,
  title: 'The card-and-base game',
  schemas: { setup: setupSchema, options: optionsSchema, command: commandSchema, state: gameStateSchema },
  scenarios: (content) => Object.entries(content.scenarios).map(([id, s]) => ({ id, title: s.title, seats: s.teams.map((t) => t.id) })),
  setupFor: (content, scenario) => scenarioSetup(content, { scenario }),
  seats: (setup) => setup.seats.map((s) => s.id),
  rulesInWords: (setup) => rulesInWords(setup.options),
  start: (content, setup, seed: Seed) => new CardGame(Game.start(content, setup, seed)),
  resume: (content, state, commands = []) => new CardGame(Game.resume(content, state, commands)),
  bots: Object.fromEntries(
    Object.entries(BOTS).map(([id, b]) => [id, { title: b.title, offered: id === 'random' || id === 'heuristic' || id === 'recruit' || id === 'veteran' || id === 'ace', make: b.make }]),
  ),
}
