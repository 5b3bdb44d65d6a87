/**
 * How a damage card is drawn in the panels: its points (or the explosion symbol), and whether it jams guns.
 * In the basic game only the points, the explosion and the jam count; other specials are named in the title.
 */
import { content } from '../content'

export interface DamageCardFace {
  label: string
  /** plain, explosion, or a jam with the colour of its cross */
  kind: 'plain' | 'explosion' | 'jam green' | 'jam red'
  title: string
}

export function damageCardFace(id: string): DamageCardFace {
  const c = content.damageCards[id]
  if (!c) return { label: '?', kind: 'plain', title: id }
  const others = c.special.filter((s) => s !== 'jam' && s !== 'explosion')
  const extra = others.length ? ` (${others.join(', ')})` : ''
  if (c.special.includes('explosion') || c.points === null) return { label: '✸', kind: 'explosion', title: `${c.id}: explosion, the plane is eliminated${extra}` }
  if (c.special.includes('jam')) {
    return { label: `${c.points}✚`, kind: c.jam === 'red' ? 'jam red' : 'jam green', title: `${c.id}: ${c.points} point${c.points === 1 ? '' : 's'}, jammed guns (${c.jam ?? 'green'} cross)${extra}` }
  }
  return { label: String(c.points), kind: 'plain', title: `${c.id}: ${c.points} point${c.points === 1 ? '' : 's'}${extra}` }
}
