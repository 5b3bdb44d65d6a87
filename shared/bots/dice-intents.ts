/**
 * 004 dice altitude (rules/dice-altitude-004): the heuristic bot's climbs and descents. It heads for the level of the
 * nearest enemy it can see (levels are public, on the dice), one level a card where the card allows it (a climb on a
 * straight, a descent on any card but a steep one, rule 2), never above 6 nor down into the ground (line 201); once
 * level with it, it stays. Rules 6 and 7 then let it fire: at one level, no half rulers added.
 */
import type { CompiledPlane } from '../engine/compiled'
import { DICE_BOTTOM, DICE_START, DICE_TOP, intentProblem } from '../engine/rules/dice-altitude-004'
import type { DiceIntent } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'

function levelOf(p: PlaneView): number {
  return p.effects && 'alt' in p.effects && p.effects.alt ? p.effects.alt.level : DICE_START
}

export function chaseIntents(view: GameView, me: PlaneView, plane: CompiledPlane, cards: readonly string[]): DiceIntent[] {
  let nearest: PlaneView | null = null
  let best = Infinity
  for (const q of view.planes) {
    if (q.status !== 'flying' || q.team === me.team) continue
    const d = (q.x - me.x) ** 2 + (q.y - me.y) ** 2
    if (d < best) {
      best = d
      nearest = q
    }
  }
  const goal = nearest ? levelOf(nearest) : levelOf(me)
  let level = levelOf(me)
  return cards.map((id) => {
    const card = plane.cards.get(id)!.card
    let want: DiceIntent = goal > level ? 'up' : goal < level ? 'down' : 'level'
    if (intentProblem(card, want) || (want === 'up' && level >= DICE_TOP) || (want === 'down' && level <= DICE_BOTTOM)) want = 'level'
    level += want === 'up' ? 1 : want === 'down' ? -1 : 0
    return want
  })
}
