/**
 * A bot's plan for a plane on the ground (003 lines 379-411): it takes off as soon as it may, flying the take-off's
 * cards that keep the centre of its base in the field (a crash is never chosen); a landing under way is finished the
 * same way; otherwise it stays put with cards that leave it where it is.
 */
import type { CompiledCard, CompiledPlane, CompiledRules } from '../engine/compiled'
import { CARDS_PER_TURN, checkPlan, type PlanRules } from '../engine/planning'
import { taxiProblem, type TaxiPose } from '../engine/rules/altitude/ground-move'
import { fieldAt } from '../engine/rules/altitude/landing'
import type { GameView, PlaneView } from '../engine/view'
import { advance, bearing, type Pose } from '../geometry/pose'

/** how far inside a field's end the bot parks the centre of a base it backs up (cm) */
const END_MARGIN = 1

/**
 * 003 Planes on the Ground (lines 409-411): where the bot puts a parked plane's base before the second card, or null to
 * leave it. In a field: backed up along the field's length (at most half a ruler) and turned to face its far end, the
 * most runway ahead for a take-off; failing that only turned. Out of a field (after a crash): pushed half a ruler
 * towards the nearest field, facing it. Only a pose the engine accepts (taxiProblem) is given.
 */
export function taxiTarget(rules: CompiledRules, view: GameView, me: PlaneView): TaxiPose | null {
  const fields = view.setup.fields ?? []
  const i = rules.byId.get(me.id)!.index
  const reach = rules.ruler / 2
  const f = fieldAt(fields, me.x, me.y)
  const tries: TaxiPose[] = []
  if (f) {
    const alongX = f.width >= f.depth
    // a heading of 0 faces north (+y), 90 east (+x)
    const [c, at, half] = alongX ? [f.x, me.x, f.width / 2] : [f.y, me.y, f.depth / 2]
    const ahead = at <= c ? 1 : -1
    const heading = alongX ? (ahead > 0 ? 90 : 270) : ahead > 0 ? 0 : 180
    // back towards the near end, the centre kept just inside it
    const shift = Math.min(reach, Math.max(0, ahead * (at - (c - ahead * (half - END_MARGIN)))))
    const to = alongX ? { x: me.x - ahead * shift, y: me.y, heading } : { x: me.x, y: me.y - ahead * shift, heading }
    tries.push(to, { x: me.x, y: me.y, heading })
  } else if (fields.length) {
    const near = [...fields].sort((a, b) => Math.hypot(a.x - me.x, a.y - me.y) - Math.hypot(b.x - me.x, b.y - me.y))[0]
    const d = Math.hypot(near.x - me.x, near.y - me.y)
    const step = Math.min(reach, d)
    const heading = (bearing(me.x, me.y, near.x, near.y) * 180) / Math.PI
    tries.push({ x: me.x + ((near.x - me.x) / d) * step, y: me.y + ((near.y - me.y) / d) * step, heading })
  }
  return tries.find((to) => taxiProblem(rules, view.planes, i, to) === null) ?? null
}

/**
 * The plan of a plane on the ground, or null when it flies. With the rules, a parked plane that cannot take off from
 * where it stands plans a take-off from the second card, after its owner has turned it down the field (taxiTarget).
 */
export function groundPlan(view: GameView, me: PlaneView, plane: CompiledPlane, pr: PlanRules | undefined, rules?: CompiledRules): string[] | null {
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
  // a take-off from the second card, from where the base will be put before it (Planes on the Ground, lines 409-411)
  const taxi = rules && g.stage === 'parked' && fieldAt(fields, me.x, me.y) ? taxiTarget(rules, view, { ...me, plan: null }) : null
  if (taxi) {
    for (const [s, t] of pairs(stalls, straights)) {
      let pose: Pose = { x: taxi.x, y: taxi.y, h: (taxi.heading * Math.PI) / 180 }
      let safe = true
      for (const c of [s, t]) {
        pose = advance(pose, c.right, c.forward, c.turn)
        if (!fieldAt(fields, pose.x, pose.y)) safe = false
      }
      if (!safe) continue
      for (const x of fillers) {
        const ids = [x.card.id, s.card.id, t.card.id]
        if (new Set(ids).size === CARDS_PER_TURN && fine(ids)) return ids
      }
    }
  }
  // stay where it is: three cards that are not a stall (a pretended take-off, or a crashed plane's still turn)
  for (const seq of [[] as CompiledCard[], ...seqs]) {
    const plan = complete(seq)
    if (plan) return plan
  }
  return null
}
