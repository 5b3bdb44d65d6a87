/**
 * The planned manoeuvres in world space: the path of each planned card drawn on the table from where the last
 * one ends, and a ghost base at the end of each. They follow the planning panel as cards change.
 */
import { useEffect, useMemo, useRef } from 'react'
import { BufferGeometry, Color, DoubleSide, Float32BufferAttribute, InstancedMesh, MeshBasicMaterial, Object3D } from 'three'
import type { CompiledRules } from '../../../shared/engine/compiled'
import type { GameView } from '../../../shared/engine/view'
import { standPath } from '../../../shared/geometry/manoeuvre'
import { advance, type Pose } from '../../../shared/geometry/pose'
import { content, rulesFor } from '../content'
import { useAppSelector } from '../store'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { baseBodyGeometry } from './models/base-geometry'

export interface PreviewStep {
  plane: string
  slot: number
  card: string
  path: Pose[]
  end: Pose
}

/** Where each planned card takes the plane, in order (pure: also used by the test hooks). */
export function previewSteps(rules: CompiledRules, view: GameView, drafts: Record<string, (string | null)[]>, planes: string[]): PreviewStep[] {
  const out: PreviewStep[] = []
  for (const id of planes) {
    const p = view.planes.find((q) => q.id === id)
    const cp = rules.byId.get(id)
    if (!p || !cp || p.status !== 'flying') continue
    let pose: Pose = { x: p.x, y: p.y, h: p.h }
    const draft = drafts[id] ?? []
    for (let slot = 0; slot < 3; slot++) {
      const cardId = draft[slot]
      if (!cardId) break
      const c = cp.cards.get(cardId)
      if (!c) break
      const start = pose
      const path = standPath(c.card.move, c.card.turn, cp.shape.depth, 24).map((l) => advance(start, l.right, l.forward, l.turn))
      pose = path[path.length - 1]
      out.push({ plane: id, slot, card: cardId, path, end: pose })
    }
  }
  return out
}

const SLOT_COLOURS = ['#ffe08a', '#ffb25e', '#ff7a59']
const MAX_GHOSTS = 3 * 64
const RIBBON = 0.45

/** A flat ribbon along each card's path with an arrowhead at its end, coloured by slot. */
function ribbons(steps: PreviewStep[], table: { width: number; depth: number }): BufferGeometry {
  const pos: number[] = []
  const col: number[] = []
  const y = BASE_HEIGHT + 0.15
  const c = new Color()
  const push = (x: number, z: number) => {
    pos.push(x, y, z)
    col.push(c.r, c.g, c.b)
  }
  for (const s of steps) {
    c.set(SLOT_COLOURS[s.slot])
    const pts = s.path.map((p) => toWorld(table, p.x, p.y))
    for (let k = 0; k < pts.length - 1; k++) {
      const [x0, z0] = pts[k]
      const [x1, z1] = pts[k + 1]
      const len = Math.hypot(x1 - x0, z1 - z0) || 1
      const nx = (-(z1 - z0) / len) * (RIBBON / 2)
      const nz = ((x1 - x0) / len) * (RIBBON / 2)
      push(x0 - nx, z0 - nz)
      push(x1 - nx, z1 - nz)
      push(x1 + nx, z1 + nz)
      push(x0 - nx, z0 - nz)
      push(x1 + nx, z1 + nz)
      push(x0 + nx, z0 + nz)
    }
    // the arrowhead, pointing along the end heading
    const [ex, ez] = pts[pts.length - 1]
    const fx = Math.sin(s.end.h)
    const fz = -Math.cos(s.end.h)
    push(ex + fx * 1.1, ez + fz * 1.1)
    push(ex - fz * 0.8, ez + fx * 0.8)
    push(ex + fz * 0.8, ez - fx * 0.8)
  }
  const g = new BufferGeometry()
  g.setAttribute('position', new Float32BufferAttribute(pos, 3))
  g.setAttribute('color', new Float32BufferAttribute(col, 3))
  return g
}

export function ManoeuvrePreview({ view }: { view: GameView }) {
  const drafts = useAppSelector((s) => s.planning.drafts)
  const seat = useAppSelector((s) => s.game.seat)
  const rules = rulesFor(view.setup)
  const mine = useMemo(() => view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed).map((p) => p.id), [view, seat])
  const steps = useMemo(() => (view.step === 'planning' ? previewSteps(rules, view, drafts, mine) : []), [rules, view, drafts, mine])
  const table = view.setup.table
  const base = content.table.bases.standard

  const shared = useMemo(
    () => ({
      lineMat: new MeshBasicMaterial({ vertexColors: true, side: DoubleSide, transparent: true, opacity: 0.9, depthWrite: false }),
      ghostGeo: baseBodyGeometry(base.width, base.depth),
      ghostMat: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.38, depthWrite: false }),
    }),
    [base.width, base.depth],
  )
  const lineGeo = useMemo(() => ribbons(steps, table), [steps, table])
  useEffect(() => () => lineGeo.dispose(), [lineGeo])
  const ghosts = useRef<InstancedMesh>(null)

  useEffect(() => {
    const mesh = ghosts.current
    if (!mesh) return
    const o = new Object3D()
    const c = new Color()
    const n = Math.min(MAX_GHOSTS, steps.length)
    for (let i = 0; i < n; i++) {
      const s = steps[i]
      const [x, z] = toWorld(table, s.end.x, s.end.y)
      o.position.set(x, 0.02, z)
      o.rotation.set(0, headingToRotationY(s.end.h), 0)
      o.updateMatrix()
      mesh.setMatrixAt(i, o.matrix)
      mesh.setColorAt(i, c.set(SLOT_COLOURS[s.slot]))
    }
    mesh.count = n
    mesh.instanceMatrix.needsUpdate = true
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
  }, [steps, table])

  return (
    <group name="manoeuvre-preview" visible={steps.length > 0}>
      <mesh geometry={lineGeo} material={shared.lineMat} frustumCulled={false} name="preview-arcs" renderOrder={3} />
      <instancedMesh ref={ghosts} args={[shared.ghostGeo, shared.ghostMat, MAX_GHOSTS]} frustumCulled={false} name="ghost-bases" renderOrder={2} />
    </group>
  )
}
