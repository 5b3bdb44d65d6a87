/**
 * Fire arcs and the range ruler for any plane (short range, the ruler's first half, in a stronger tint), and
 * during firing the targets the selected plane may shoot, ringed by range band: red for short range (two
 * cards), amber for long range (one card).
 */
import { useMemo } from 'react'
import { DoubleSide } from 'three'
import type { GameView } from '../../../shared/engine/view'
import { content, rulesFor } from '../content'
import { useAppDispatch, useAppSelector } from '../store'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { useAnimator } from './playback'
import { fireTargetChosen } from './target-choice'

function Sector({ radius, inner = 0, half, centre, colour, opacity }: { radius: number; inner?: number; half: number; centre: number; colour: string; opacity: number }) {
  // ringGeometry's angle 90 degrees points along -z (the nose) once laid flat
  return (
    <mesh rotation-x={-Math.PI / 2} position-y={BASE_HEIGHT + 0.06}>
      <ringGeometry args={[inner, radius, 48, 1, Math.PI / 2 + centre - half, 2 * half]} />
      <meshBasicMaterial color={colour} transparent opacity={opacity} side={DoubleSide} depthWrite={false} />
    </mesh>
  )
}

export function ArcsAndTargets({ view }: { view: GameView }) {
  const arcsFor = useAppSelector((s) => s.ui.arcsFor)
  const rulerFor = useAppSelector((s) => s.ui.rulerFor)
  const selected = useAppSelector((s) => s.ui.selected)
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const animator = useAnimator()
  const dispatch = useAppDispatch()
  const rules = rulesFor(view.setup)
  const ruler = rules.ruler
  const table = view.setup.table
  const front = (content.table.arcs.front.opening / 2) * (Math.PI / 180)
  const rear = (content.table.arcs.rear.opening / 2) * (Math.PI / 180)

  const firing = view.step === 'firing' && !animating
  const shooter = firing ? view.planes.find((p) => p.id === selected && p.seat === seat && !view.ordered.includes(p.id)) : undefined
  const targets = useMemo(() => (shooter ? view.fireOptions.filter((o) => o.plane === shooter.id) : []), [shooter, view.fireOptions])

  const show = new Set(arcsFor)
  if (shooter) show.add(shooter.id)
  const pose = (id: string) => {
    const d = animator.planes.get(id) ?? view.planes.find((p) => p.id === id)!
    const [x, z] = toWorld(table, d.x, d.y)
    return { x, z, r: headingToRotationY(d.h) }
  }

  return (
    <group name="arcs-and-targets">
      {[...show].map((id) => {
        const p = view.planes.find((q) => q.id === id)
        const cp = rules.byId.get(id)
        if (!p || !cp || p.status !== 'flying') return null
        const at = pose(id)
        return (
          <group key={id} position={[at.x, 0, at.z]} rotation-y={at.r} name={`arcs-${id}`}>
            {cp.arcs.front && (
              <>
                <Sector radius={ruler / 2} half={front} centre={0} colour="#ffdf6b" opacity={0.32} />
                <Sector radius={ruler} inner={ruler / 2} half={front} centre={0} colour="#ffdf6b" opacity={0.16} />
              </>
            )}
            {cp.arcs.rear && (
              <>
                <Sector radius={ruler / 2} half={rear} centre={Math.PI} colour="#8fd3ff" opacity={0.28} />
                <Sector radius={ruler} inner={ruler / 2} half={rear} centre={Math.PI} colour="#8fd3ff" opacity={0.13} />
              </>
            )}
          </group>
        )
      })}
      {rulerFor &&
        (() => {
          const p = view.planes.find((q) => q.id === rulerFor)
          if (!p || p.status !== 'flying') return null
          const at = pose(rulerFor)
          return (
            <group position={[at.x, BASE_HEIGHT + 0.08, at.z]} name={`ruler-${rulerFor}`}>
              <mesh rotation-x={-Math.PI / 2}>
                <ringGeometry args={[ruler / 2 - 0.25, ruler / 2 + 0.25, 96]} />
                <meshBasicMaterial color="#ffffff" transparent opacity={0.7} depthWrite={false} />
              </mesh>
              <mesh rotation-x={-Math.PI / 2}>
                <ringGeometry args={[ruler - 0.25, ruler + 0.25, 128]} />
                <meshBasicMaterial color="#ffffff" transparent opacity={0.45} depthWrite={false} />
              </mesh>
            </group>
          )
        })()}
      {targets.map((o) => {
        const at = pose(o.target)
        const short = o.cards === 2
        return (
          <mesh
            key={`${o.arc}-${o.target}`}
            name={`target-${o.target}`}
            position={[at.x, BASE_HEIGHT + 0.1, at.z]}
            rotation-x={-Math.PI / 2}
            onClick={(e) => {
              e.stopPropagation()
              dispatch(fireTargetChosen({ plane: o.plane, arc: o.arc, target: o.target }))
            }}
          >
            <ringGeometry args={[6.2, 7.4, 40]} />
            <meshBasicMaterial color={short ? '#ff4b3a' : '#ffb43a'} transparent opacity={0.9} depthWrite={false} />
          </mesh>
        )
      })}
    </group>
  )
}
