/**
 * 003 Altitude on the turn-less game's queue panel (004 lines 149-160; issue 11): the plane's level chip and what each
 * queued card, each drafted card and each card of the deck does to its level, as the planning panel shows them
 * (altitude-words.ts). The turn-less module judges a card put behind the queue from where the plane is now, not from
 * the turn's start (turnless.ts fromNow), after the queue's cards as flown (an illegal one as the straight that
 * replaces it, turnless.ts afterQueue); so do these words.
 */
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import type { CompiledPlane } from '../../../../../shared/engine/compiled'
import { counterOf, sequenceReason, type PlanRules } from '../../../../../shared/engine/planning'
import { altitudeNow } from '../../../../../shared/engine/rules/turnless'
import type { LandingField, LastManoeuvre } from '../../../../../shared/engine/types'
import type { Pose } from '../../../../../shared/geometry/pose'
import { cardsEnd, deckAltitudes, levelTag, planAltitudes, type CardAltitude } from './altitude-words'

export interface QueueAltitudes {
  /** the level chip: the plane's level and climb counters now */
  level: { text: string; title: string; level: number }
  /** each place of the queue, the queued cards then the draft's (null: no effect, empty, or flown as a straight) */
  places: (CardAltitude | null)[]
  /** each card of the deck put in draft slot `slot` */
  deck: Map<string, CardAltitude>
}

/**
 * The altitude words of a queue: `queue` the cards queued and not yet flown, `draft` the new cards (null: empty, flown
 * as a straight), `slot` the draft slot being filled; `at` where the base stands now (where a dive to the ground
 * touches down, 003 lines 383-387). Null without the altitude rules.
 */
export function queueAltitudes(plane: CompiledPlane, last: LastManoeuvre | null, queue: readonly string[], draft: readonly (string | null)[], slot: number, pr: PlanRules | undefined, at: Pose, fields?: readonly LandingField[]): QueueAltitudes | null {
  const alt = pr?.effects?.alt
  if (!pr || !alt) return null
  const now = altitudeNow(alt)
  const judge: PlanRules = { ...pr, effects: { ...pr.effects!, alt: now } }
  const overdive = pr.rules.setup.options.overdive === true
  const flame = pr.effects!.flame ?? 0
  const ordered: (ManoeuvreCard | null)[] = [...queue, ...draft].map((id) => (id ? (plane.cards.get(id)?.card ?? null) : null))
  // as flown: an empty slot or an illegal card as the straight, each judged after the cards before it
  const flown: ManoeuvreCard[] = []
  let prev = last
  for (const c of ordered) {
    const as = c && !sequenceReason(judge, prev, c, flown) ? c : plane.straight.card
    prev = counterOf(as)
    flown.push(as)
  }
  const look = fields?.length ? { fields, end: cardsEnd(plane, at) } : undefined
  const places = planAltitudes(ordered, flown, now, overdive, flame, look).map((a, i) => (ordered[i] && flown[i] === ordered[i] ? a : null))
  const deckCards = [...plane.cards.values()].map((c) => c.card)
  const deck = deckAltitudes(deckCards, now, flown.slice(0, queue.length + slot), overdive, flame, look)
  const tag = levelTag({ level: alt.level, climbs: alt.climbs, climbRate: alt.climbRate })
  return { level: { ...tag, level: alt.level }, places, deck }
}
