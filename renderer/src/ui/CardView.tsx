/**
 * A manoeuvre card drawn as on the table: the arrow from the front mark to the arrowhead, and the card's
 * symbols: the diamond of a steep manoeuvre, the up arrow of a straight, the down arrow of an Immelmann and the
 * little turn arrow in the lower left corner.
 */
import type { ManoeuvreCard } from '../../../shared/content/types'
import { arrowhead, arrowPath } from '../../../shared/geometry/manoeuvre'

export function CardPath({ card, size = 64 }: { card: ManoeuvreCard; size?: number }) {
  const pts = arrowPath(card.move, card.turn, 24)
  const end = arrowhead(card.move, card.turn)
  const maxF = Math.max(10, ...pts.map((p) => p.forward + 1))
  const maxR = Math.max(6, ...pts.map((p) => Math.abs(p.right) + 1))
  const w = maxR * 2
  const h = maxF + 2
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${p.right.toFixed(2)},${(-p.forward).toFixed(2)}`).join(' ')
  // arrowhead: a small triangle pointing along the final heading
  const ax = end.right
  const ay = -end.forward
  const hx = Math.sin(end.turn)
  const hy = -Math.cos(end.turn)
  const s = 1.2
  const tri = `${ax + hx * s},${ay + hy * s} ${ax - hx * s * 0.5 + hy * s * 0.7},${ay - hy * s * 0.5 - hx * s * 0.7} ${ax - hx * s * 0.5 - hy * s * 0.7},${ay - hy * s * 0.5 + hx * s * 0.7}`
  const colour = card.altitude ? '#c0392b' : card.steep ? '#1f5fa8' : '#2c6e3f'
  return (
    <svg className="card-path" width={size} height={size * (h / w > 1.6 ? 1.6 : h / w)} viewBox={`${-w / 2} ${-h + 1} ${w} ${h}`} aria-hidden>
      <line x1={-1.5} y1={0} x2={1.5} y2={0} stroke="#333" strokeWidth={0.5} />
      <path d={d} fill="none" stroke={colour} strokeWidth={0.9} strokeLinecap="round" />
      <polygon points={tri} fill={colour} />
    </svg>
  )
}

export function CardSymbols({ card }: { card: ManoeuvreCard }) {
  return (
    <span className="card-symbols">
      {card.steep && <span title="steep manoeuvre">◆</span>}
      {card.straight && <span title="straight">↑</span>}
      {card.immelmann && <span title="Immelmann turn">↓</span>}
      {card.turn === 'left' && <span title="turns left">↰</span>}
      {card.turn === 'right' && <span title="turns right">↱</span>}
    </span>
  )
}
