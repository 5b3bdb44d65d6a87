/**
 * What a seat's planning panel reads, the basic game's (PlanningPanel) and the turn-less game's queue (QueuePanel)
 * alike: the seat's planes still to plan and the one being planned, its deck, the optional rules' refusals from its
 * own effects, the drafts, the table's preview with this plane's warnings, undo and redo, and a plan in flight.
 * The camera turns to the plane being planned when it changes (the player may look elsewhere afterwards).
 */
import { useEffect, useMemo } from 'react'
import type { PlanRules } from '../../../../../shared/engine/planning'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { rulesFor } from '../../../content'
import { planPreview } from '../scene/ManoeuvrePreview'
import { useLineUpChoices } from './LineUpChoice'
import { useAppDispatch, useAppSelector } from '../../../store'
import { planeSelected } from '../../../store/ui-slice'

export function useSeatPlanning(view: GameView) {
  const dispatch = useAppDispatch()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const collapsed = useAppSelector((s) => s.ui.deckCollapsed)
  const activeId = useAppSelector((s) => s.planning.active)
  const drafts = useAppSelector((s) => s.planning.drafts)
  const slots = useAppSelector((s) => s.planning.slot)
  const past = useAppSelector((s) => s.planning.past)
  const future = useAppSelector((s) => s.planning.future)
  const committing = useAppSelector((s) => s.planning.committing)
  const rules = rulesFor(view.setup)

  const mine = useMemo(() => (view.step === 'planning' ? view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed) : []), [view, seat])
  const active = mine.find((p) => p.id === activeId) ?? mine[0]
  const plane = active ? rules.byId.get(active.id) : undefined
  const cards = useMemo(() => (plane ? [...plane.cards.values()].map((c) => c.card) : []), [plane])
  // the optional rules' refusals (a jammed rudder, a damaged engine) from this plane's own effects
  // an ace's abilities (rules/aces.ts) are judged with its blank counters and the turn, in the basic game too
  const pr = useMemo<PlanRules | undefined>(() => (active?.effects || plane?.aceSkills.length ? { rules, effects: active!.effects as PlaneEffects | undefined, turn: view.turn, stand: active! } : undefined), [rules, active, plane, view.turn])
  // a line-up chosen beside the drafts bends its ghost, and so what the warnings say (000 Line-up on Target)
  const lineUps = useLineUpChoices()
  const preview = useMemo(() => planPreview(rules, view, drafts, seat, lineUps), [rules, view, drafts, seat, lineUps])
  const warnings = useMemo(() => (active ? preview.warnings.filter((w) => w.plane === active.id) : []), [preview, active])
  const visible = !!active && !animating
  const inFlight = !!active && committing.includes(active.id)
  const canUndo = !!active && (past[active.id]?.length ?? 0) > 0
  const canRedo = !!active && (future[active.id]?.length ?? 0) > 0

  const shownId = active?.id
  useEffect(() => {
    if (visible && shownId) dispatch(planeSelected(shownId))
  }, [visible, shownId, dispatch])

  return { seat, collapsed, drafts, slots, rules, mine, active, plane, cards, pr, preview, warnings, visible, inFlight, canUndo, canRedo }
}
