/**
 * One row of "Who flies": the seat's colour and name, what it flies, and who sits there, chosen from a list that
 * runs from the people to the bots, the weakest bot first. New game (either game) and a campaign's sortie have one a
 * seat; `children` stand between the name and the choice (the hex game's novice box).
 */
import type { ReactNode } from 'react'

export function SeatRow<K extends string>(props: {
  colour: string
  name: string
  /** what the seat flies, small after its name ("Allies · Sopwith Camel") */
  detail?: string
  kinds: readonly K[]
  info: Record<K, { label: string; about?: string }>
  value: K
  onChange: (kind: K) => void
  /** the choice's name for a screen reader, where the row's name alone does not say it */
  label?: string
  /** the row's and the choice's test ids */
  rowId?: string
  choiceId: string
  children?: ReactNode
}) {
  return (
    <div className="row seat-row" data-testid={props.rowId}>
      <span className="swatch" style={{ background: props.colour }} />
      <span className="seat-name">
        {props.name} {props.detail && <small>{props.detail}</small>}
      </span>
      {props.children}
      <select value={props.value} onChange={(e) => props.onChange(e.target.value as K)} aria-label={props.label} data-testid={props.choiceId}>
        {props.kinds.map((k) => (
          <option key={k} value={k} title={props.info[k].about}>
            {props.info[k].label}
          </option>
        ))}
      </select>
    </div>
  )
}
