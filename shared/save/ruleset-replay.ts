/**
 * A replay of any ruleset's game (issue 29): rebuilt from a save's setup, seed and commands with the ruleset's own
 * `start` and `play`, one frame per command (the start first), so that it can be stepped forward and back and
 * scrubbed. What a frame shows a seat is the ruleset's view of that frame's state, never another seat's secrets;
 * the card game's replays (replay.ts) keep their phases and cards.
 */
import type { AnyRuleset, BaseCommand, SeatId } from '../rulesets/contract'
import { cloneJson } from '../util/clone'
import { replayRulesetChecked, rulesetNamed } from './ruleset-save'
import { contentFor, SaveError, type AnySave, type SaveContents } from './save-format'

export class RulesetReplay {
  private constructor(
    readonly ruleset: AnyRuleset,
    private readonly content: unknown,
    private readonly states: unknown[],
    /** each frame's events (the start's: those of setting the game up) */
    private readonly frameEvents: unknown[][],
  ) {}

  /** The replay of a save (checked as it is replayed: a refused command is a SaveError naming it). */
  static ofSave(contents: SaveContents, save: AnySave): RulesetReplay {
    const ruleset = rulesetNamed(save.ruleset)
    const content = contentFor(contents, ruleset.id)
    const states: unknown[] = []
    const events: unknown[][] = []
    let seen = 0
    const frame = (game: { state: unknown; events: readonly unknown[] }) => {
      states.push(cloneJson(game.state))
      events.push(game.events.slice(seen))
      seen = game.events.length
    }
    const game = replayRulesetChecked(ruleset, content, save.setup, save.seed, [])
    frame(game)
    const commands = save.commands as BaseCommand[]
    commands.forEach((cmd, i) => {
      try {
        game.play(cmd)
      } catch (e) {
        throw new SaveError('inconsistent', `command ${i + 1} of ${commands.length} (seat "${cmd.seat}" gives "${cmd.type}") is refused by the rules: ${(e as Error).message}`)
      }
      frame(game)
    })
    return new RulesetReplay(ruleset, content, states, events)
  }

  get length(): number {
    return this.states.length
  }

  private at(index: number): number {
    return Math.max(0, Math.min(this.states.length - 1, index))
  }

  /** The whole state of frame `index` (secrets included: the referee's copy). */
  state(index: number): unknown {
    return this.states[this.at(index)]
  }

  /** What frame `index` shows a seat, or a spectator (null). */
  view(index: number, seat: SeatId | null): unknown {
    return this.ruleset.resume(this.content, cloneJson(this.states[this.at(index)])).view(seat)
  }

  /** The events of frame `index` (what its command did) that a seat, or a spectator, may see. */
  events(index: number, seat: SeatId | null): unknown[] {
    const i = this.at(index)
    return this.ruleset.resume(this.content, cloneJson(this.states[i])).eventsFor(this.frameEvents[i], seat)
  }
}
