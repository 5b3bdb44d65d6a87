/**
 * A manoeuvre card drawn as on the table: the arrow from the front mark to the arrowhead, and the card's
 * symbols: the diamond of a steep manoeuvre, the up arrow of a straight, the down arrow of an Immelmann and the
 * little turn arrow in the lower left corner. Every card is drawn to the same scale, so that a long straight
 * looks longer than a short one, as the printed cards do.
 *
 * CardTip is a deck card's tooltip (issue 26): its name and key, why it may not go now or what it does to the level,
 * and what the card is (card-words.ts): how far it flies, steep or not, what an Immelmann needs. It is drawn on the
 * page itself (a browser's own tooltip is late, plain and never in a screenshot), beside the planning panel where
 * there is room, else above the card.
 */
import { createPortal } from 'react-dom'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { arrowhead, arrowPath } from '../../../../../shared/geometry/manoeuvre'
import { content } from '../../../content'
import { cardLines } from './card-words'
import './card-tip.css'
import { inZoom, pageScale } from '../../../shell/common/zoom'

/** The frame every card is drawn in, cm: wide enough for the widest turn, tall enough for the longest move. */
const FRAME = (() => {
  let forward = 10
  let right = 6
  for (const deck of Object.values(content.manoeuvreDecks)) {
    for (const c of deck.cards) {
      for (const p of arrowPath(c.move, c.turn, 12)) {
        forward = Math.max(forward, p.forward + 1.5)
        right = Math.max(right, Math.abs(p.right) + 1.5)
      }
    }
  }
  return { width: right * 2, height: forward + 1.5 }
})()

export function cardColour(card: ManoeuvreCard): string {
  return card.altitude ? '#a8322a' : card.steep ? '#1f5fa8' : '#2c6e3f'
}

export function CardPath({ card, width = 44, height = 40 }: { card: ManoeuvreCard; width?: number; height?: number }) {
  const pts = arrowPath(card.move, card.turn, 24)
  const end = arrowhead(card.move, card.turn)
  const d = pts.map((p, i) => `${i ? 'L' : 'M'}${p.right.toFixed(2)},${(-p.forward).toFixed(2)}`).join(' ')
  // arrowhead: a small triangle pointing along the final heading
  const ax = end.right
  const ay = -end.forward
  const hx = Math.sin(end.turn)
  const hy = -Math.cos(end.turn)
  const s = 1.6
  const tri = `${ax + hx * s},${ay + hy * s} ${ax - hx * s * 0.5 + hy * s * 0.8},${ay - hy * s * 0.5 - hx * s * 0.8} ${ax - hx * s * 0.5 - hy * s * 0.8},${ay - hy * s * 0.5 + hx * s * 0.8}`
  const colour = cardColour(card)
  const { width: w, height: h } = FRAME
  return (
    <svg className="card-path" width={width} height={height} viewBox={`${-w / 2} ${-h + 0.75} ${w} ${h}`} aria-hidden>
      <line x1={-2} y1={0} x2={2} y2={0} stroke="#3a3020" strokeWidth={0.7} />
      <path d={d} fill="none" stroke={colour} strokeWidth={1.3} strokeLinecap="round" />
      <polygon points={tri} fill={colour} />
    </svg>
  )
}

export function CardSymbols({ card }: { card: ManoeuvreCard }) {
  return (
    <span className="card-symbols">
      {card.steep && <span title={card.stall ? 'stall (steep)' : 'steep manoeuvre'}>◆</span>}
      {card.straight && <span title="straight">↑</span>}
      {card.immelmann && <span title="Immelmann turn">↓</span>}
      {card.turn === 'left' && <span title="turns left">↰</span>}
      {card.turn === 'right' && <span title="turns right">↱</span>}
    </span>
  )
}

/** A small face-up card: the path and the name (slots, committed plans, the game summary). */
export function MiniCard({ card, label }: { card: ManoeuvreCard; label?: string }) {
  return (
    <span className="mini-card" title={card.name}>
      <CardPath card={card} width={26} height={24} />
      <span className="mini-name">{label ?? card.name}</span>
    </span>
  )
}

/** The tooltip's width, CSS pixels. */
const TIP_W = 290

export interface CardTipProps {
  card: ManoeuvreCard
  /** the card's button, where the tooltip is put beside */
  anchor: DOMRect
  /** the planning panel's box: the tooltip goes to its right when there is room */
  panel: DOMRect | null
  keyName?: string
  /** why it may not go now (shown first, in red) */
  reason?: string | null
  /** what it does to the level now, when altitude is played */
  altitude?: string | null
  /** 003 Altitude is in play */
  altitudeRules?: boolean
}

export function CardTip({ card, anchor, panel, keyName, reason, altitude, altitudeRules }: CardTipProps) {
  if (typeof document === 'undefined') return null
  // the tip stands in the page's body, zoomed by the UI scale as the panels are (card-tip.css): the card's and the
  // panel's places, in the window's pixels, are divided by it, as is the window
  const z = pageScale()
  const at = inZoom(anchor, z)!
  const by = inZoom(panel, z)
  const w = window.innerWidth / z
  const h = window.innerHeight / z
  const beside = by && by.left + by.width + 8 + TIP_W <= w
  const style: React.CSSProperties = beside
    ? { left: by!.left + by!.width + 8, bottom: Math.max(8, h - (at.top + at.height)), width: TIP_W }
    : { left: Math.max(8, Math.min(w - TIP_W - 8, at.left + at.width / 2 - TIP_W / 2)), bottom: h - at.top + 8, width: TIP_W }
  return createPortal(
    <div className="card-tip" role="tooltip" id="card-tip" style={style} data-testid="card-tip" data-card={card.id}>
      <div className="card-tip-head">
        <b>{card.name}</b>
        {keyName && <kbd>{keyName}</kbd>}
        <CardSymbols card={card} />
      </div>
      {reason && <p className="card-tip-reason">{reason}</p>}
      {!reason && altitude && <p className="card-tip-alt">{altitude}</p>}
      <ul>
        {cardLines(card, { altitude: altitudeRules }).map((l) => (
          <li key={l}>{l}</li>
        ))}
      </ul>
    </div>,
    document.body,
  )
}
