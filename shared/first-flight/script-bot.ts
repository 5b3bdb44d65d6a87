/**
 * The opponent of a first-flight lesson (lesson.ts): it flies the plans the lesson's script gives its planes turn by
 * turn, so that the situation the coach marks talk about is the one on the table. A turn the script does not plan
 * (the player took longer than the lesson expected) is flown as the safe plan of straights. It fires as the script
 * says (its `fire` choices, else its `autoFire`: at the nearest target, or holding fire); it sees only its seat's
 * view, as every bot does.
 */
import type { Content } from '../content/types'
import { checkPlan } from '../engine/planning'
import type { Seed } from '../engine/rng'
import type { FireCommand, SeatId } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { planRulesOf, safePlan } from '../bots/plan-rules'
import { SeatBot } from '../bots/seat-bot'
import type { Lesson } from './lesson'

export class LessonBot extends SeatBot {
  constructor(
    content: Content,
    seat: SeatId,
    seed: Seed,
    private readonly lesson: Lesson,
  ) {
    super(content, seat, seed)
  }

  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    const pr = planRulesOf(rules, view, p)
    const scripted = this.lesson.script.turns[view.turn - 1]?.plans[p.id]
    if (scripted && checkPlan(plane, p.last, scripted, pr).every((s) => !s.refused)) return [...scripted]
    return safePlan(plane, pr)
  }

  protected fire(view: GameView, p: PlaneView): FireCommand {
    const cmd: FireCommand = { type: 'fire', seat: this.seat, plane: p.id }
    const options = view.fireOptions.filter((o) => o.plane === p.id)
    const phases = this.lesson.script.turns[view.turn - 1]?.fire as Record<string, Record<string, unknown>> | undefined
    const choice = phases?.[String(view.phase)]?.[p.id]
    const nearest = choice === undefined ? this.lesson.script.autoFire === 'nearest' : typeof choice === 'string'
    for (const arc of ['front', 'rear'] as const) {
      const here = options.filter((o) => o.arc === arc && (typeof choice !== 'string' || o.target === choice)).sort((a, b) => a.distance - b.distance)
      if (here.length === 0) continue
      cmd[arc] = nearest && here[0].target !== cmd.front ? here[0].target : null
    }
    return cmd
  }
}
