/**
 * A bot's plan for a plane on the ground (003 lines 379-411): it takes off as soon as it may, flying the take-off's
 * cards that keep the centre of its base in the field (a crash is never chosen); a landing under way is finished the
 * same way; otherwise it stays put with cards that leave it where it is.
 */
import type { CompiledCard, CompiledPlane } from '../engine/compiled'
import { CARDS_PER_TURN, checkPlan, type PlanRules } from '../engine/planning'
import { fieldAt } from '../engine/rules/altitude/landing'
import type { GameView, PlaneView } from '../engine/view'
import { advance, type Pose } from '../geometry/pose'

/** The plan of a plane on the ground, or null when it flies. */
export function groundPlan(view: GameView, me: PlaneView, plane: CompiledPlane, pr: PlanRules | undefined): string[] | null {
  const g = me.effects?.alt?.ground
  if (!g) return null
  const cards = [...plane.cards.values()]
  const stalls = cards.filter((c) => c.card.stall)
  const straights = cards.filter((c) => c.card.straight)
  const climbs = cards.filter((c) => c.card.altitude === 'climb')
  // the cards still to fly on the ground and the card that lifts it, from where it is in its sequence
  const seqs: CompiledCard[][] = []
  const pairs = (a: CompiledCard[], b: CompiledCard[]) => a.flatMap((x) => b.filter((y) => y !== x).map((y) => [x, y]))
  if (g.stage === 'parked') for (const [s, t] of pairs(stalls, straights)) for (const c of climbs) seqs.push([s, t, c])
  if (g.stage === 'take-off') for (const [t, c] of pairs(straights, climbs)) seqs.push([t, c])
  if (g.stage === 'run-up') for (const c of climbs) seqs.push([c])
  if (g.stage === 'landing') seqs.push(...pairs(straights, stalls))
  if (g.stage === 'rolling') for (const s of stalls) seqs.push([s])
  const fine = (ids: string[]) => checkPlan(plane, me.last, ids, pr).every((s) => s.reason === null)
  const fields = view.setup.fields
  // fillers: straights first (they keep a plane that has just lifted off level), then any card but the altitude ones
  const fillers = [...straights, ...cards.filter((c) => !c.card.straight && !c.card.altitude && !c.card.stall)]
  const complete = (seq: CompiledCard[]): string[] | null => {
    const ids = seq.map((c) => c.card.id)
    const rest = fillers.filter((c) => !ids.includes(c.card.id)).map((c) => c.card.id)
    const fill = (plan: string[]): string[] | null => {
      if (plan.length === CARDS_PER_TURN) return fine(plan) ? plan : null
      for (const id of rest) if (!plan.includes(id)) {
        const done = fill([...plan, id])
        if (done) return done
      }
      return null
    }
    return fill(ids)
  }
  for (const seq of seqs) {
    // every move on the ground must end with the centre of the base in a field
    let pose: Pose = { x: me.x, y: me.y, h: me.h }
    let safe = true
    for (const c of seq) {
      if (c.card.altitude === 'climb') break
      pose = advance(pose, c.right, c.forward, c.turn)
      if (!fieldAt(fields, pose.x, pose.y)) safe = false
    }
    const plan = safe ? complete(seq) : null
    if (plan) return plan
  }
  // stay where it is: three cards that are not a stall (a pretended take-off, or a crashed plane's still turn)
  for (const seq of [[] as CompiledCard[], ...seqs]) {
    const plan = complete(seq)
    if (plan) return plan
  }
  return null
}
