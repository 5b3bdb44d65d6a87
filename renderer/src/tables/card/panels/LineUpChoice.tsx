/**
 * 000 Line-up on Target (Mission Rules, 000 lines 556-558; option missionRules000): "a player may declare that he is
 * lining up on a target. To do this he must have played a right or left turn (in the direction of the target) and be
 * within two ruler lengths of the target." Beside a plan with a turn card: the target to line up on with one of its
 * turns (or none), sent with the plan as its `lineUp` and kept secret with it until that card is flown; the engine
 * judges the direction and the reach then (rules/line-up-000.ts).
 */
import { useSyncExternalStore } from 'react'
import { content } from '../../../content'
import type { GameView } from '../../../../../shared/engine/view'
import { planeName } from './plane-name'

/** What each plane lines up on, and the turn it was chosen for. */
export type LineUpChoices = ReadonlyMap<string, { turn: number; slot: number; target: string }>

let chosen: LineUpChoices = new Map()
const listeners = new Set<() => void>()

function subscribe(l: () => void): () => void {
  listeners.add(l)
  return () => listeners.delete(l)
}

export function setLineUp(plane: string, turn: number, pick: { slot: number; target: string } | null): void {
  const next = new Map(chosen)
  if (pick === null) next.delete(plane)
  else next.set(plane, { turn, ...pick })
  chosen = next
  for (const l of listeners) l()
}

/** The line-ups chosen so far (a new map at each choice): the previews that draw them recompute with it. */
export function useLineUpChoices(): LineUpChoices {
  return useSyncExternalStore(subscribe, () => chosen)
}

/** The line-ups this plan may declare: each turn card of the draft (an arc, left or right) with each enemy target on the table. */
export function lineUpOptions(view: GameView, plane: string, draft: readonly (string | null)[]): { slot: number; target: string; label: string }[] {
  if (view.setup.options.missionRules000 !== true) return []
  const me = view.planes.find((p) => p.id === plane)
  if (!me) return []
  const targets = view.planes.filter((p) => p.team !== me.team && p.status === 'standing' && content.aircraft[p.aircraft]?.kind !== 'aeroplane')
  const out: { slot: number; target: string; label: string }[] = []
  draft.forEach((id, slot) => {
    const card = id ? content.cards[id] : undefined
    if (!card || card.turn === null || !('arc' in card.move)) return
    for (const t of targets) out.push({ slot, target: t.id, label: `card ${slot + 1} (${card.name.toLowerCase()}) on the ${planeName(view.planes, t.id, content)}` })
  })
  return out
}

/** The plan command's `lineUp` for this plane and turn: the one chosen, if the draft still allows it, or nothing. */
export function lineUpChosen(view: GameView, plane: string, draft: readonly (string | null)[], choices: LineUpChoices = chosen): { slot: number; target: string }[] | undefined {
  const c = choices.get(plane)
  if (!c || c.turn !== view.turn) return undefined
  return lineUpOptions(view, plane, draft).some((o) => o.slot === c.slot && o.target === c.target) ? [{ slot: c.slot, target: c.target }] : undefined
}

export function LineUpChoice({ view, plane, draft }: { view: GameView; plane: string; draft: readonly (string | null)[] }) {
  const map = useLineUpChoices()
  const options = lineUpOptions(view, plane, draft)
  if (options.length === 0) return null
  const c = map.get(plane)
  const value = c && c.turn === view.turn && options.some((o) => o.slot === c.slot && o.target === c.target) ? `${c.slot}:${c.target}` : ''
  return (
    <label className="chip line-up" title={"Line-up on target: with a right or left turn towards a target within two rulers, the plane turns only as far as points it at the target, then flies on straight. Judged when the card is flown; secret until then.\nRule source: 000 Line-up on Target (lines 556-558)"} data-testid="line-up">
      Line up:{' '}
      <select
        value={value}
        onChange={(e) => {
          const [slot, ...rest] = e.target.value.split(':')
          setLineUp(plane, view.turn, e.target.value === '' ? null : { slot: Number(slot), target: rest.join(':') })
        }}
        data-testid="line-up-choice"
      >
        <option value="">no</option>
        {options.map((o) => (
          <option key={`${o.slot}:${o.target}`} value={`${o.slot}:${o.target}`}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  )
}
