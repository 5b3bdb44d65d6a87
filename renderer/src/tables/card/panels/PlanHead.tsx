/**
 * The head of the planning panels (the basic game's and the turn-less queue's): the plane's team colour and name,
 * the panel's own chips, the plane's last manoeuvre, an ace's abilities and blank counters (ace-words.ts), a tab for each of the seat's planes still to plan, the panel's
 * own tools, and the button that folds the deck away (M).
 */
import type { ReactNode } from 'react'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { teamColour } from '../../common/team-colours'
import { useAppDispatch, useAppSelector } from '../../../store'
import { planeChosen } from '../../../store/planning-slice'
import { deckToggled } from '../../../store/ui-slice'
import { aceChips } from './ace-words'
import { lastManoeuvreLabel } from './card-reasons'
import { planeName } from './plane-name'

export interface PlanHeadProps {
  view: GameView
  /** the plane being planned */
  active: PlaneView
  /** the seat's planes still to plan */
  mine: readonly PlaneView[]
  /** the chips after the plane's name (the turn, its level…) */
  chips: ReactNode
  /** the tools after the planes' tabs */
  children?: ReactNode
}

export function PlanHead({ view, active, mine, chips, children }: PlanHeadProps) {
  const dispatch = useAppDispatch()
  const collapsed = useAppSelector((s) => s.ui.deckCollapsed)
  const side = view.setup.teams.find((t) => t.id === active.team)?.side
  const last = lastManoeuvreLabel(active.last)
  // every ability of the plane's pilot and observer (issue 28): those with a counter say ready or used
  const crew = view.setup.planes.find((p) => p.id === active.id)
  const aces = aceChips(crew?.aceSkills, active.aceUsed, view.turn, { observer: crew?.observerSkills, spent: active.aceSpent })
  return (
    <div className="panel-head">
      <span className="swatch" style={{ background: teamColour(side) }} />
      <strong className="panel-title" data-testid="planning-plane">
        {content.aircraft[active.aircraft].name}
      </strong>
      {chips}
      {last && (
        <span className="chip muted" data-testid="last-manoeuvre">
          {last}
        </span>
      )}
      {aces.map((a) => (
        <span key={`${a.who ?? 'pilot'}-${a.skill}`} className={`chip ace-chip ${a.spent ? 'muted' : ''}`} title={a.title} data-testid={`ace-${a.who ? 'observer-' : ''}${a.skill}`}>
          {a.text}
        </span>
      ))}
      {mine.length > 1 && (
        <span className="plane-tabs" role="tablist" aria-label="planes to plan (Tab)">
          {mine.map((p, i) => (
            <button key={p.id} role="tab" aria-selected={p.id === active.id} className={p.id === active.id ? 'on' : ''} onClick={() => dispatch(planeChosen(p.id))} data-testid={`plan-plane-${p.id}`}>
              {i + 1}. {planeName(view.planes, p.id, content)}
            </button>
          ))}
        </span>
      )}
      {children}
      <span className="spacer" />
      <button className={`deck-toggle ${collapsed ? 'folded' : ''}`} onClick={() => dispatch(deckToggled())} aria-expanded={!collapsed} title={collapsed ? 'Show the deck of cards (M)' : 'Fold the deck away, leaving the table in sight (M)'} data-testid="planning-collapse">
        {collapsed ? '▴ Show cards' : '▾ Hide cards'}
        <span className="key-hint"> (M)</span>
      </button>
    </div>
  )
}
