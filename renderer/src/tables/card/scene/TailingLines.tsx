/**
 * 003 Tailing on the table: a dashed line from each tailing plane's stand to the stand of the plane it tails, in the
 * tailing side's colour, while the tailing holds this turn. Who tails whom is public (the positions show it); the
 * cards shown are not, and nothing of them is drawn here. Hidden while the planes move, since it joins the stands
 * where they stand between moves.
 */
import { Line } from '@react-three/drei'
import { useMemo } from 'react'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { useAppSelector } from '../../../store'
import { BASE_HEIGHT, toWorld } from './coords'
import { teamColour } from '../../common/team-colours'

export function tailingPairs(view: GameView): { from: string; to: string; side: string | undefined }[] {
  const out: { from: string; to: string; side: string | undefined }[] = []
  for (const p of view.planes) {
    const tail = p.effects && 'tail' in p.effects ? (p.effects as Pick<PlaneEffects, 'tail'>).tail : null
    if (!tail || tail.turn !== view.turn || p.status !== 'flying') continue
    const t = view.planes.find((q) => q.id === tail.target)
    if (!t || t.status !== 'flying') continue
    out.push({ from: p.id, to: t.id, side: view.setup.teams.find((x) => x.id === p.team)?.side })
  }
  return out
}

export function TailingLines({ view }: { view: GameView }) {
  const animating = useAppSelector((s) => s.ui.animating)
  const pairs = useMemo(() => tailingPairs(view), [view])
  if (animating || pairs.length === 0) return null
  const table = view.setup.table
  const at = (id: string): [number, number, number] => {
    const p = view.planes.find((q) => q.id === id)!
    const [x, z] = toWorld(table, p.x, p.y)
    return [x, BASE_HEIGHT + 0.2, z]
  }
  return (
    <group name="tailing-lines">
      {pairs.map((pair) => (
        <Line key={`${pair.from}-${pair.to}`} points={[at(pair.from), at(pair.to)]} color={teamColour(pair.side)} lineWidth={2} dashed dashSize={1.2} gapSize={0.8} />
      ))}
    </group>
  )
}
