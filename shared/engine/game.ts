/**
 * A game in progress: the compiled rules, the state, and the log of commands and events. Hosts, bots, the CLI
 * and tests drive games through this; the functions underneath are pure over (rules, state).
 */
import { cloneJson } from '../util/clone'
import type { Content } from '../content/types'
import { compileRules } from './compiled'
import type { CompiledRules } from './rule-types'
import { applyCommandInPlace, createGame, waitingFor } from './turn'
import type { Seed } from './rng'
import type { Command } from './command-schema'
import { copyByKind } from './command-registry'
import type { GameEvent, GameSetup, GameState, SeatId } from './state-types'
import { viewFor, type GameView } from './view'

export class Game {
  readonly rules: CompiledRules
  state: GameState
  readonly commands: Command[] = []
  readonly events: GameEvent[] = []

  private constructor(rules: CompiledRules, state: GameState) {
    this.rules = rules
    this.state = state
  }

  static start(content: Content, setup: GameSetup, seed: Seed): Game {
    const rules = compileRules(content, setup)
    const events: GameEvent[] = []
    const game = new Game(rules, createGame(rules, seed, events))
    game.events.push(...events)
    return game
  }

  /** Carry on from a saved state; the commands that led to it are kept so that the game can be saved again. */
  static resume(content: Content, state: GameState, commands: readonly Command[] = []): Game {
    const game = new Game(compileRules(content, state.setup), cloneJson(state))
    game.commands.push(...cloneJson(commands))
    return game
  }

  /** Apply a command; throws a CommandError (and changes nothing) if it is not allowed. Returns its events. */
  apply(cmd: Command): GameEvent[] {
    const start = this.events.length
    this.play(cmd)
    return this.events.slice(start)
  }

  /**
   * Apply a command as apply() does, its events only in the game's log (the host and the save files read them there):
   * throws a CommandError (and changes nothing) if it is not allowed.
   */
  play(cmd: Command): void {
    // the events go straight into the game's log (a refused command leaves it as it was)
    const log = this.events
    const start = log.length
    let kind
    try {
      kind = applyCommandInPlace(this.rules, this.state, cmd, log)
    } catch (e) {
      log.length = start
      throw e
    }
    // the command as the log keeps it (its kind's copy: copyCommand without a second look-up)
    this.commands.push(copyByKind(kind, cmd) as Command)
  }

  view(viewer: SeatId | null): GameView {
    return viewFor(this.state, viewer, { cards: this.rules.content.damageCards })
  }

  get over(): boolean {
    return this.state.step === 'over'
  }

  /** Planes the game is waiting for. */
  waitingFor(): string[] {
    return waitingFor(this.rules, this.state)
  }
}
