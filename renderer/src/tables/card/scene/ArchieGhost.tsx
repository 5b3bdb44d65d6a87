/**
 * 003 Ground fire, AA guns placed by their players (lines 679-706): while the archie panel is up (panels/ArchiePanel.tsx,
 * through the store's archieAim) the table shows the gun's reach, a ring round its red dot at the chosen height's reach
 * (2, 1.5, 1, half a ruler; the gun card outlined at height 5), and the counter where it would go: green where the
 * engine would take it, red where not. With a counter already out (Adjusting the Aim, lines 744-759) its place and a
 * ring of a ruler round it, the reach of a move. A click on the table puts the pending counter there.
 */
import type { ThreeEvent } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import { CircleGeometry, DoubleSide, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { rulesFor } from '../../../content'
import { useAppDispatch, useAppSelector } from '../../../store'
import { archieAimMoved } from '../../../store/ui-slice'
import { COUNTER_RADIUS, counterOut, reachAt } from '../panels/archie-aim'
import { headingToRotationY, toWorld } from './coords'

const OK = '#8df0a8'
const REFUSED = '#ff5a4a'
const REACH = '#f4e3b0'
const OUT = '#ffb347'
const LIFT = 0.12
/** a press and release further apart than this (px) turned the camera: no click */
const DRAG_PX = 6

const flat = (color: string, opacity: number) => new MeshBasicMaterial({ color, side: DoubleSide, transparent: true, opacity, depthWrite: false, depthTest: false })

export function ArchieGhost({ view }: { view: GameView }) {
  const aim = useAppSelector((s) => s.ui.archieAim)
  const dispatch = useAppDispatch()
  const rules = rulesFor(view.setup)
  const gun = aim && view.step === 'archie' ? view.planes.find((p) => p.id === aim.gun) : undefined
  const altitude = view.setup.options.altitude === true
  const out = gun ? counterOut(gun) : null
  const reach = reachAt(rules, altitude, out?.level ?? aim?.level).cm
  const shape = gun ? rules.byId.get(gun.id)?.shape : undefined
  const { width, depth } = view.setup.table
  const parts = useMemo(
    () => ({
      ring: new RingGeometry(Math.max(0.5, reach - 0.35), Math.max(0.9, reach + 0.35), 128).rotateX(-Math.PI / 2),
      move: new RingGeometry(rules.ruler - 0.3, rules.ruler + 0.3, 128).rotateX(-Math.PI / 2),
      disc: new CircleGeometry(COUNTER_RADIUS, 48).rotateX(-Math.PI / 2),
      rim: new RingGeometry(COUNTER_RADIUS, COUNTER_RADIUS + 0.7, 48).rotateX(-Math.PI / 2),
      dot: new CircleGeometry(0.5, 24).rotateX(-Math.PI / 2),
      card: new PlaneGeometry(shape?.width ?? 1, shape?.depth ?? 1).rotateX(-Math.PI / 2),
      catcher: new PlaneGeometry(width, depth).rotateX(-Math.PI / 2),
      reachMat: flat(REACH, 0.75),
      cardMat: flat(REACH, 0.3),
      okMat: flat(OK, 0.55),
      badMat: flat(REFUSED, 0.55),
      okRim: flat(OK, 0.95),
      badRim: flat(REFUSED, 0.95),
      outMat: flat(OUT, 0.6),
      outRim: flat(OUT, 0.95),
      // seen by no one: catches the clicks on the table
      catcherMat: new MeshBasicMaterial({ transparent: true, opacity: 0, depthWrite: false, colorWrite: false }),
    }),
    [reach, rules.ruler, shape?.width, shape?.depth, width, depth],
  )
  useEffect(() => () => Object.values(parts).forEach((p) => p.dispose()), [parts])
  if (!aim || !gun) return null
  const [gx, gz] = toWorld(view.setup.table, gun.x, gun.y)
  const click = (e: ThreeEvent<MouseEvent>) => {
    if (e.delta > DRAG_PX) return
    // world back to the table (coords.ts)
    dispatch(archieAimMoved({ x: Math.round((e.point.x + width / 2) * 10) / 10, y: Math.round((depth / 2 - e.point.z) * 10) / 10 }))
  }
  const at = aim.at ? toWorld(view.setup.table, aim.at.x, aim.at.y) : null
  const o = out ? toWorld(view.setup.table, out.x, out.y) : null
  return (
    <group name="archie-aim">
      <mesh geometry={parts.catcher} material={parts.catcherMat} position={[0, 0.02, 0]} onClick={click} name="archie-catcher" />
      {reach > 0 ? (
        <mesh geometry={parts.ring} material={parts.reachMat} position={[gx, LIFT, gz]} frustumCulled={false} name="archie-reach" renderOrder={9} />
      ) : (
        <mesh geometry={parts.card} material={parts.cardMat} position={[gx, LIFT, gz]} rotation={[0, headingToRotationY(gun.h), 0]} frustumCulled={false} name="archie-reach" renderOrder={9} />
      )}
      <mesh geometry={parts.dot} material={parts.reachMat} position={[gx, LIFT, gz]} frustumCulled={false} renderOrder={9} />
      {o && (
        <group position={[o[0], LIFT, o[1]]}>
          <mesh geometry={parts.move} material={parts.outRim} frustumCulled={false} name="archie-move-reach" renderOrder={9} />
          <mesh geometry={parts.disc} material={parts.outMat} frustumCulled={false} name="archie-counter-out" renderOrder={10} />
        </group>
      )}
      {at && (
        <group position={[at[0], LIFT + 0.02, at[1]]}>
          <mesh geometry={parts.disc} material={aim.ok ? parts.okMat : parts.badMat} frustumCulled={false} name="archie-counter" renderOrder={11} />
          <mesh geometry={parts.rim} material={aim.ok ? parts.okRim : parts.badRim} frustumCulled={false} renderOrder={12} />
        </group>
      )}
    </group>
  )
}
