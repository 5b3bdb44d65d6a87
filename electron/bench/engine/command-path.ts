/**
 * The real command path, as a host or a bot drives a game: every plan and fire order goes through Game.play, so
 * it is validated, copied into the command log, resolved with the event log on, and followed by the victory check.
 * Fire orders name each plane's first target. Each turn starts from the arena's next furball; a turn ends when its
 * third phase is resolved or when the game is won (a 1v1 phase that shoots a plane down ends the game). The command
 * and event logs grow as in a game and are emptied every GAME_TURNS turns.
 */
import type { Content } from '../../../shared/content/types'
import { fireRefusal } from '../../../shared/engine/commands'
import { Game } from '../../../shared/engine/game'
import type { Command, GameState } from '../../../shared/engine/types'
import { resetPlanes, type Arena } from './arena'

/** The logs are emptied every this many turns, as if a new game of that length began. */
export const GAME_TURNS = 30

export class CommandPath {
  readonly game: Game
  private turnIndex = 0
  phases = 0
  shots = 0
  commands = 0

  constructor(
    content: Content,
    private readonly a: Arena,
  ) {
    this.game = Game.start(content, a.setup, 42)
  }

  /** Play one turn from the next furball; returns the phases it resolved. */
  turn(): number {
    const game = this.game
    const s = game.state
    const t = ++this.turnIndex
    restartTurn(s)
    resetPlanes(this.a, s, t)
    const planes = s.planes
    for (let i = 0; i < planes.length; i++) {
      const p = planes[i]
      this.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: this.a.plans[i][(t * 7 + i) & 63] })
    }
    while (s.step === 'firing' || s.step === 'tailing') {
      if (s.step === 'tailing') {
        // 003 Tailing: a tailing plane keeps the order of its cards, as the bots do
        for (const p of planes) if (p.effects?.reorder != null) this.apply({ type: 'reorder', seat: p.seat, plane: p.id, cards: p.plan!.slice(p.effects.reorder) })
        continue
      }
      const options = s.fireOptions
      // the options come firer by firer: each firer orders once, at its first option
      let last: string | null = null
      let i = 0
      for (let k = 0; k < options.length; k++) {
        const o = options[k]
        if (s.fireOptions !== options) break
        if (o.plane === last) continue
        last = o.plane
        // the first target of each arc, as the options list them
        let front: string | null = null
        let rear: string | null = null
        for (let q = k; q < options.length; q++) {
          const x = options[q]
          if (x.plane !== o.plane) continue
          if (x.arc === 'front') front ??= x.target
          else rear ??= x.target
        }
        // the firer's index: options come in table order (the harness's own look-up, as a seat has its plane's)
        while (planes[i].id !== o.plane) i++
        if (this.a.rules.hooks.fireRefusal.length) {
          // a gun the optional rules silence (a wounded crew) holds fire, as a bot's does
          if (front && fireRefusal(this.a.rules, planes, i, 'front')) front = null
          if (rear && fireRefusal(this.a.rules, planes, i, 'rear')) rear = null
        }
        this.apply({ type: 'fire', seat: planes[i].seat, plane: o.plane, front, rear })
        this.shots += (front ? 1 : 0) + (rear ? 1 : 0)
      }
    }
    const resolved = s.step === 'over' ? s.phase : 3
    this.phases += resolved
    if (t % GAME_TURNS === 0) {
      game.commands.length = 0
      game.events.length = 0
    }
    return resolved
  }

  private apply(cmd: Command): void {
    this.game.play(cmd)
    this.commands++
  }
}

/**
 * Back to the planning of a new turn from a finished game. A turn that ended by itself has already begun the next
 * (its plans and flown cards cleared by the engine), as in a game.
 */
function restartTurn(s: GameState): void {
  if (s.step === 'planning' && s.phase === 0) return
  s.step = 'planning'
  s.result = null
  s.turn++
  s.phase = 0
  s.fireOptions = []
  s.fireOrders = {}
  for (const p of s.planes) {
    p.plan = null
    p.executed = []
  }
}
