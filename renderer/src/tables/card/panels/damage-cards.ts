/**
 * How a damage card is drawn in the panels: its points (or the explosion symbol), and whether it jams guns.
 * In the basic game only the points, the explosion and the jam count; other specials are named in the title.
 *
 * A card that counted no points is drawn struck through, with why: infantry fire's (trenches, AA machine guns),
 * of which "only special damage results" count and which "never jams" (003 lines 662-666; docs/rules.md). The
 * tooltip never gives such a card its printed points as if they counted.
 */
import { content } from '../../../content'

export interface DamageCardFace {
  label: string
  /** plain, explosion, a jam with the colour of its cross, or a card that counted nothing */
  kind: 'plain' | 'explosion' | 'jam green' | 'jam red' | 'no-points'
  title: string
}

/** Why a struck-through card counts nothing, as the panel's legend says it. */
export const NO_POINTS_WHY = 'infantry fire counts only the special damage on a card (an explosion, a wound, a jammed rudder...), never its points, and never jams guns'

const pts = (n: number) => `${n} point${n === 1 ? '' : 's'}`

export function damageCardFace(id: string, counted = true): DamageCardFace {
  const c = content.damageCards[id]
  if (!c) return { label: '?', kind: 'plain', title: id }
  const others = c.special.filter((s) => s !== 'jam' && s !== 'explosion')
  const extra = others.length ? ` (${others.join(', ')})` : ''
  if (c.special.includes('explosion') || c.points === null) return { label: '✸', kind: 'explosion', title: `${c.id}: explosion, the plane is eliminated${extra}` }
  if (!counted) {
    const special = others.length ? `; its special damage counts${extra}` : '; it has no special damage'
    return { label: String(c.points), kind: 'no-points', title: `${c.id}: counts nothing here (its printed ${c.points} is ignored): ${NO_POINTS_WHY}${special}` }
  }
  if (c.special.includes('jam')) {
    return {
      label: `${c.points}✚`,
      kind: c.jam === 'red' ? 'jam red' : 'jam green',
      title: `${c.id}: ${pts(c.points)}, and a jam (${c.jam ?? 'green'} cross): the guns that fired this card jam and cannot fire for the next manoeuvres${extra}`,
    }
  }
  return { label: String(c.points), kind: 'plain', title: `${c.id}: ${pts(c.points)}${extra}` }
}

/** The points a plane's cards count, card by card (0 for an explosion and for a card that counted nothing). */
export function countedPoints(damage: readonly string[], noPoints: readonly number[] | undefined): number[] {
  return damage.map((id, k) => (noPoints?.includes(k) ? 0 : (content.damageCards[id]?.points ?? 0)))
}
