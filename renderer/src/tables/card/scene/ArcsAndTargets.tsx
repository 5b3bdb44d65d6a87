/**
 * Fire arcs and the range ruler for any plane (short range, the ruler's first half, in a stronger tint), and
 * during firing the targets the selected plane may shoot, ringed by range band: red for short range (two
 * cards), amber for long range (one card). A plane's arcs are one mesh; geometries and materials are shared.
 *
 * During firing the ruler is laid from the shooter's stand to the nearest point of each target that it reaches
 * (shared/engine/fire-reasons.ts, rulerPoint: the engine's distance), its first half (short range) red and its
 * second half amber, a tick at the half and a dot where it touches the base; the chosen target's ruler is brighter.
 *
 * While the seat plans, a plane whose arcs are shown shows them at each of its ghosts too (the planned stand after
 * card 1, 2, 3), fainter, with a ruler to each enemy that would be in arc and range there, and beside the last
 * ghost a line per ghost saying so, numbered in the ghosts' colours (ghost-arcs.ts).
 */
import { HtmlLabel } from '../../common/scene/HtmlLabel'
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { BufferGeometry, CircleGeometry, Color, DoubleSide, Float32BufferAttribute, Group, MeshBasicMaterial, PlaneGeometry, RingGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { rulerPoint } from '../../../../../shared/engine/fire-reasons'
import { OBSERVATION_ARCS } from '../../../../../shared/geometry/observation-arc'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { useAppDispatch, useAppSelector } from '../../../store'
import { useLineUpChoices } from '../panels/LineUpChoice'
import { planeName } from '../panels/plane-name'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { ghostArcs } from './ghost-arcs'
import { planPreview, SLOT_COLOURS } from './ManoeuvrePreview'
import { useAnimator } from './playback'
import { fireTargetChosen } from './target-choice'
import { silencedGuns } from '../panels/silenced-guns'
import { fireChoice } from '../panels/fire-choice'
import './ghost-arcs.css'

const FRONT = '#ffd95a'
/** how far to the right of the last ghost the lines start, cm: clear of the plane's own nameplate */
const LABEL_OFFSET = 20
const REAR = '#8fd3ff'

/** A flat sector of a ring, coloured with an opacity per vertex; angle 0 is the nose (-z). */
function sector(inner: number, outer: number, centre: number, half: number, colour: string, alpha: number, edgeAlpha: number): BufferGeometry {
  // ringGeometry's angle 90 degrees points along -z once laid flat
  const g = new RingGeometry(inner, outer, 48, 1, Math.PI / 2 + centre - half, 2 * half).rotateX(-Math.PI / 2).toNonIndexed()
  const c = new Color(colour)
  const n = g.getAttribute('position').count
  const rgba = new Float32Array(n * 4)
  for (let i = 0; i < n; i++) rgba.set([c.r, c.g, c.b, alpha], 4 * i)
  g.setAttribute('color', new Float32BufferAttribute(rgba, 4))
  const parts = [g]
  // bright lines along the arc's sides, so it reads over any field
  for (const a of [centre - half, centre + half]) {
    const line = new RingGeometry(inner, outer, 1, 1, Math.PI / 2 + a - 0.004 * (34 / outer), 0.008 * (34 / outer)).rotateX(-Math.PI / 2).toNonIndexed()
    const m = line.getAttribute('position').count
    const la = new Float32Array(m * 4)
    for (let i = 0; i < m; i++) la.set([c.r, c.g, c.b, edgeAlpha], 4 * i)
    line.setAttribute('color', new Float32BufferAttribute(la, 4))
    parts.push(line)
  }
  return mergeGeometries(parts)!
}

const arcCache = new Map<string, BufferGeometry>()
const OBSERVE = '#9be07a'
const observeCache = new Map<number, BufferGeometry>()

/**
 * 000's Observation Arcs (Mission Rules, lines 560-562; geometry/observation-arc.ts): a two-seater's side arcs from the
 * wing to the tail, drawn faintly out to a ruler (they reach any distance), under its fire arcs.
 */
export function observationArcGeometry(ruler: number): BufferGeometry {
  let g = observeCache.get(ruler)
  if (!g) {
    g = mergeGeometries(OBSERVATION_ARCS.map((a) => sector(0.6, ruler, a.centre, a.half, OBSERVE, 0.14, 0.6)))!
    observeCache.set(ruler, g)
  }
  return g
}

/** A plane's (or an AA machine gun's) fire arcs out to the ruler, short range stronger; cached. */
export function arcGeometry(ruler: number, front: boolean, rear: boolean): BufferGeometry {
  const key = `${ruler}:${front}:${rear}`
  let g = arcCache.get(key)
  if (!g) {
    const f = (content.table.arcs.front.opening / 2) * (Math.PI / 180)
    const r = (content.table.arcs.rear.opening / 2) * (Math.PI / 180)
    const parts: BufferGeometry[] = []
    if (rear) parts.push(sector(0.6, ruler / 2, Math.PI, r, REAR, 0.3, 0.85), sector(ruler / 2, ruler, Math.PI, r, REAR, 0.14, 0.6))
    if (front) parts.push(sector(0.6, ruler / 2, 0, f, FRONT, 0.36, 0.95), sector(ruler / 2, ruler, 0, f, FRONT, 0.17, 0.7))
    g = mergeGeometries(parts)!
    arcCache.set(key, g)
  }
  return g
}

export function ArcsAndTargets({ view }: { view: GameView }) {
  const arcsFor = useAppSelector((s) => s.ui.arcsFor)
  const rulerFor = useAppSelector((s) => s.ui.rulerFor)
  const selected = useAppSelector((s) => s.ui.selected)
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const drafts = useAppSelector((s) => s.ui.fireDraft)
  const plans = useAppSelector((s) => s.planning.drafts)
  const lineUps = useLineUpChoices()
  const animator = useAnimator()
  const dispatch = useAppDispatch()
  const rules = rulesFor(view.setup)
  const ruler = rules.ruler
  const table = view.setup.table
  const groups = useRef(new Map<string, Group>())

  const shared = useMemo(
    () => ({
      arcMat: new MeshBasicMaterial({ vertexColors: true, transparent: true, side: DoubleSide, depthWrite: false }),
      ghostArcMat: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.65, side: DoubleSide, depthWrite: false }),
      ringShort: new RingGeometry(ruler / 2 - 0.25, ruler / 2 + 0.25, 96).rotateX(-Math.PI / 2),
      ringLong: new RingGeometry(ruler - 0.25, ruler + 0.25, 128).rotateX(-Math.PI / 2),
      ringMat: new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.7, depthWrite: false }),
      ringMatFaint: new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.45, depthWrite: false }),
      target: new RingGeometry(6.2, 7.4, 40).rotateX(-Math.PI / 2),
      targetShort: new MeshBasicMaterial({ color: '#ff4b3a', transparent: true, opacity: 0.9, depthWrite: false }),
      targetLong: new MeshBasicMaterial({ color: '#ffb43a', transparent: true, opacity: 0.9, depthWrite: false }),
      rulerShort: [0.55, 0.95].map((opacity) => new MeshBasicMaterial({ color: '#ff4b3a', transparent: true, opacity, depthWrite: false })),
      rulerLong: [0.55, 0.95].map((opacity) => new MeshBasicMaterial({ color: '#ffb43a', transparent: true, opacity, depthWrite: false })),
      rulerMark: new MeshBasicMaterial({ color: '#ffffff', transparent: true, opacity: 0.95, depthWrite: false }),
      strip: new PlaneGeometry(1, 1).rotateX(-Math.PI / 2),
      rulerDot: new CircleGeometry(0.7, 20).rotateX(-Math.PI / 2),
    }),
    [ruler],
  )

  const firing = view.step === 'firing' && !animating
  const shooter = firing ? view.planes.find((p) => p.id === selected && p.seat === seat && !view.ordered.includes(p.id)) : undefined
  // a gun silenced by a wound (003 Special Damage) is not offered to its own seat: no ring to click
  const targets = useMemo(() => {
    if (!shooter) return []
    const silent = silencedGuns(rules, view, shooter.id)
    return view.fireOptions.filter((o) => o.plane === shooter.id && !silent[o.arc])
  }, [shooter, view, rules])

  // the ruler to each target, from the positions of the view (public), as the engine measured it
  const rulers = useMemo(() => {
    if (!shooter) return []
    return targets.flatMap((o) => {
      const pt = rulerPoint(rules, view.planes, o.plane, o.arc, o.target)
      return pt ? [{ arc: o.arc, target: o.target, x: pt.x, y: pt.y, distance: pt.distance }] : []
    })
  }, [shooter, targets, rules, view.planes])
  // the player's choice, or the arc's only target, as the fire panel shows it
  const chosen = shooter ? fireChoice(targets, drafts[shooter.id]) : undefined

  // the arcs at the ghosts of the planes whose arcs are shown, while this seat plans
  const ghosts = useMemo(() => {
    if (view.step !== 'planning' || animating || arcsFor.length === 0) return []
    const preview = planPreview(rules, view, plans, seat, lineUps)
    return ghostArcs(rules, view, preview.steps, arcsFor, preview.unflown)
  }, [rules, view, plans, seat, arcsFor, animating, lineUps])

  const show = new Set(arcsFor)
  if (shooter) show.add(shooter.id)

  // arcs, ruler and target rings ride with the bases while they move
  useFrame(() => {
    for (const [id, g] of groups.current) {
      const d = animator.planes.get(id.slice(id.indexOf(':') + 1))
      if (!d) continue
      const [x, z] = toWorld(table, d.x, d.y)
      g.position.x = x
      g.position.z = z
      if (id.startsWith('arcs:')) g.rotation.y = headingToRotationY(d.h)
    }
  })
  const track = (key: string) => (g: Group | null) => {
    if (g) groups.current.set(key, g)
    else groups.current.delete(key)
  }
  const start = (id: string) => {
    const d = animator.planes.get(id) ?? view.planes.find((p) => p.id === id)!
    const [x, z] = toWorld(table, d.x, d.y)
    return { x, z, r: headingToRotationY(d.h) }
  }

  /** The ruler laid from a stand to where it touches a base: its short half red, its long half amber. */
  const rulerStrip = (key: string, name: string, parts: [string, string], from: { x: number; y: number }, to: { x: number; y: number; distance: number }, strong: 0 | 1, lift: number) => {
    const [x0, z0] = toWorld(table, from.x, from.y)
    const half = Math.min(to.distance, ruler / 2)
    const w = strong ? 0.9 : 0.6
    return (
      <group key={key} name={name} position={[x0, BASE_HEIGHT + 0.12 + lift, z0]} rotation-y={headingToRotationY(Math.atan2(to.x - from.x, to.y - from.y))}>
        <mesh name={parts[0]} position={[0, 0, -half / 2]} scale={[w, 1, half]} geometry={shared.strip} material={shared.rulerShort[strong]} renderOrder={4} />
        {to.distance > ruler / 2 && (
          <>
            <mesh name={parts[1]} position={[0, 0, -(ruler / 2 + to.distance) / 2]} scale={[w, 1, to.distance - ruler / 2]} geometry={shared.strip} material={shared.rulerLong[strong]} renderOrder={4} />
            <mesh position={[0, 0.01, -ruler / 2]} scale={[w * 2.6, 1, 0.25]} geometry={shared.strip} material={shared.rulerMark} renderOrder={5} />
          </>
        )}
        <mesh position={[0, 0.02, -to.distance]} geometry={shared.rulerDot} material={shared.rulerMark} renderOrder={5} />
      </group>
    )
  }

  // 000's Mission Rules show the two-seaters' observation arcs with their fire arcs
  const observe = view.setup.options.missionRules000 === true
  return (
    <group name="arcs-and-targets">
      {[...show].map((id) => {
        const p = view.planes.find((q) => q.id === id)
        const cp = rules.byId.get(id)
        if (!p || !cp || p.status !== 'flying') return null
        const at = start(id)
        return (
          <group key={id} ref={track(`arcs:${id}`)} position={[at.x, BASE_HEIGHT + 0.06, at.z]} rotation-y={at.r} name={`arcs-${id}`}>
            {observe && cp.aircraft.twoSeater && <mesh geometry={observationArcGeometry(ruler)} material={shared.arcMat} renderOrder={1} name="observation-arcs" />}
            <mesh geometry={arcGeometry(ruler, !!cp.arcs.front, !!cp.arcs.rear)} material={shared.arcMat} renderOrder={2} />
          </group>
        )
      })}
      {rulerFor &&
        (() => {
          const p = view.planes.find((q) => q.id === rulerFor)
          if (!p || p.status !== 'flying') return null
          const at = start(rulerFor)
          return (
            <group ref={track(`ruler:${rulerFor}`)} position={[at.x, BASE_HEIGHT + 0.08, at.z]} name={`ruler-${rulerFor}`}>
              <mesh geometry={shared.ringShort} material={shared.ringMat} renderOrder={3} />
              <mesh geometry={shared.ringLong} material={shared.ringMatFaint} renderOrder={3} />
            </group>
          )
        })()}
      {shooter &&
        rulers.map((r) => {
          const strong = chosen?.[r.arc] === r.target ? 1 : 0
          return rulerStrip(`ruler-${r.arc}-${r.target}`, `fire-ruler-${shooter.id}-${r.target}`, [`fire-ruler-short-${r.target}`, `fire-ruler-long-${r.target}`], shooter, r, strong, 0.01 * strong)
        })}
      {ghosts.map((g) => {
        const [x, z] = toWorld(table, g.pose.x, g.pose.y)
        return (
          <group key={`ghost-${g.plane}-${g.slot}`}>
            <group position={[x, BASE_HEIGHT + 0.05, z]} rotation-y={headingToRotationY(g.pose.h)} name={`ghost-arcs-${g.plane}-${g.slot}`}>
              <mesh geometry={arcGeometry(ruler, g.arcs.includes('front'), g.arcs.includes('rear'))} material={shared.ghostArcMat} renderOrder={2} />
            </group>
            {g.targets.map((t) => rulerStrip(`${t.arc}-${t.target}`, `ghost-ruler-${g.plane}-${g.slot}-${t.target}`, [`ghost-ruler-short-${g.plane}-${g.slot}-${t.target}`, `ghost-ruler-long-${g.plane}-${g.slot}-${t.target}`], g.pose, t, 0, 0))}
          </group>
        )
      })}
      {[...new Set(ghosts.map((g) => g.plane))].map((plane) => {
        // one block per plane, a line per ghost stacked in card order, beside its last ghost (the farthest from
        // the plane's nameplate)
        const mine = ghosts.filter((g) => g.plane === plane)
        const last = mine[mine.length - 1].pose
        const [x, z] = toWorld(table, last.x, last.y)
        return (
          <HtmlLabel key={`labels-${plane}`} position={[x + Math.cos(last.h) * LABEL_OFFSET, BASE_HEIGHT + 0.5, z + Math.sin(last.h) * LABEL_OFFSET]} zIndexRange={[0, 0]} name={`ghost-arc-labels-${plane}`}>
            <div className="ghost-arc-labels" data-testid={`ghost-arc-labels-${plane}`}>
              {mine.map((g) => (
                <div key={g.slot} className={`ghost-arc-label ${g.targets.length ? '' : 'none'}`} data-testid={`ghost-arc-label-${g.plane}-${g.slot}`}>
                  <b style={{ background: SLOT_COLOURS[g.slot] }}>{g.slot + 1}</b>
                  {g.targets.length === 0
                    ? 'no shot'
                    : g.targets.map((t, i) => (
                        <span key={`${t.arc}-${t.target}`} className={t.cards === 2 ? 'short' : 'long'}>
                          {i > 0 && ', '}
                          {g.arcs.length > 1 ? `${t.arc}: ` : ''}
                          {planeName(view.planes, t.target, content)} {t.cards === 2 ? 'short' : 'long'}
                        </span>
                      ))}
                </div>
              ))}
            </div>
          </HtmlLabel>
        )
      })}
      {targets.map((o) => {
        const at = start(o.target)
        return (
          <group key={`${o.arc}-${o.target}`} ref={track(`target-${o.arc}:${o.target}`)} position={[at.x, BASE_HEIGHT + 0.1, at.z]}>
            <mesh
              name={`target-${o.target}`}
              geometry={shared.target}
              material={o.cards === 2 ? shared.targetShort : shared.targetLong}
              renderOrder={3}
              onClick={(e) => {
                e.stopPropagation()
                dispatch(fireTargetChosen({ plane: o.plane, arc: o.arc, target: o.target }))
              }}
            />
          </group>
        )
      })}
    </group>
  )
}
