/**
 * The planned manoeuvres in world space: the path of each planned card drawn on the table from where the last
 * one ends, and a ghost base at the end of each. They follow the planning panel as cards change.
 */
import { useMemo } from 'react'
import { BufferAttribute, BufferGeometry, InstancedMesh, LineBasicMaterial, MeshBasicMaterial, Object3D, BoxGeometry } from 'three'
import type { CompiledRules } from '../../../shared/engine/compiled'
import type { GameView } from '../../../shared/engine/view'
import { standPath } from '../../../shared/geometry/manoeuvre'
import { advance, type Pose } from '../../../shared/geometry/pose'
import { content, rulesFor } from '../content'
import { useAppSelector } from '../store'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'

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

export function ManoeuvrePreview({ view }: { view: GameView }) {
  const drafts = useAppSelector((s) => s.planning.drafts)
  const seat = useAppSelector((s) => s.game.seat)
  const rules = rulesFor(view.setup)
  const mine = useMemo(() => view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed).map((p) => p.id), [view, seat])
  const steps = useMemo(() => (view.step === 'planning' ? previewSteps(rules, view, drafts, mine) : []), [rules, view, drafts, mine])
  const table = view.setup.table
  const base = content.table.bases.standard

  const { lineGeo, lineMat } = useMemo(() => {
    const pts: number[] = []
    const cols: number[] = []
    for (const s of steps) {
      const c = SLOT_COLOURS[s.slot]
      const r = parseInt(c.slice(1, 3), 16) / 255
      const g = parseInt(c.slice(3, 5), 16) / 255
      const b = parseInt(c.slice(5, 7), 16) / 255
      for (let k = 0; k < s.path.length - 1; k++) {
        const [x0, z0] = toWorld(table, s.path[k].x, s.path[k].y)
        const [x1, z1] = toWorld(table, s.path[k + 1].x, s.path[k + 1].y)
        pts.push(x0, BASE_HEIGHT + 0.15, z0, x1, BASE_HEIGHT + 0.15, z1)
        cols.push(r, g, b, r, g, b)
      }
    }
    const g = new BufferGeometry()
    g.setAttribute('position', new BufferAttribute(new Float32Array(pts), 3))
    g.setAttribute('color', new BufferAttribute(new Float32Array(cols), 3))
    return { lineGeo: g, lineMat: new LineBasicMaterial({ vertexColors: true, linewidth: 2 }) }
  }, [steps, table])

  const ghosts = useMemo(() => {
    const mesh = new InstancedMesh(new BoxGeometry(base.width, BASE_HEIGHT * 0.6, base.depth), new MeshBasicMaterial({ color: '#fff3c4', transparent: true, opacity: 0.35, depthWrite: false }), Math.max(1, steps.length))
    const o = new Object3D()
    steps.forEach((s, i) => {
      const [x, z] = toWorld(table, s.end.x, s.end.y)
      o.position.set(x, BASE_HEIGHT * 0.3, z)
      o.rotation.set(0, headingToRotationY(s.end.h), 0)
      o.updateMatrix()
      mesh.setMatrixAt(i, o.matrix)
    })
    mesh.count = steps.length
    mesh.frustumCulled = false
    mesh.name = 'ghost-bases'
    return mesh
  }, [steps, table, base.width, base.depth])

  if (steps.length === 0) return null
  return (
    <group name="manoeuvre-preview">
      <lineSegments geometry={lineGeo} material={lineMat} frustumCulled={false} name="preview-arcs" />
      <primitive object={ghosts} />
    </group>
  )
}
