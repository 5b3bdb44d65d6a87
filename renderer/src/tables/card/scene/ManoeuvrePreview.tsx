/**
 * The planned manoeuvres in world space: the path of each planned card drawn on the table from where the last
 * one ends, and a ghost base at the end of each. They follow the planning panel as cards change.
 *
 * A ghost that leaves the table is drawn in the warning colour with a label saying so and what it costs in this
 * game (the cards after it are never flown: grey); a ghost ending within the stand clearance of a known base says
 * a bump is likely (shared/geometry/plan-warnings.ts). The seat's other planes' committed paths stay on the table,
 * dimmed, while the next plane is planned (the ring round the plane being planned is Planes.tsx's).
 *
 * The card the pointer (or the keyboard focus) is on in the deck, not yet placed, is previewed too (issue 26, as
 * FlyCasual shows the template first): a dashed white path and a faint ghost with a dashed outline, flown from where
 * the plane would be after the cards in the slots before the one it would go in (an empty slot before it counts as
 * the straight, as the plan's checks count it).
 */
import { HtmlLabel } from '../../common/scene/HtmlLabel'
import { useEffect, useMemo, useRef } from 'react'
import { BufferGeometry, CanvasTexture, Color, DoubleSide, EdgesGeometry, LineDashedMaterial, LineSegments, Float32BufferAttribute, InstancedMesh, MeshBasicMaterial, Object3D, PlaneGeometry, RepeatWrapping, SRGBColorSpace } from 'three'
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import type { GameView } from '../../../../../shared/engine/view'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { lineUpAngle, lineUpLapsesFrom, linedUpPath, type LineUp } from '../../../../../shared/engine/rules/line-up-000'
import type { PlaneEffects } from '../../../../../shared/engine/types'
import { standPath, type LocalPose } from '../../../../../shared/geometry/manoeuvre'
import { exitCost, flownStands, planWarnings, type ExitCost, type KnownStand, type PlanWarning } from '../../../../../shared/geometry/plan-warnings'
import { advance, type Pose } from '../../../../../shared/geometry/pose'
import { isOnTable } from '../../../../../shared/geometry/table'
import { content, rulesFor } from '../../../content'
import { useAppSelector } from '../../../store'
import type { CardHover } from '../../../store/planning-slice'
import { planeName } from '../panels/plane-name'
import { lineUpChosen, useLineUpChoices, type LineUpChoices } from '../panels/LineUpChoice'
import { cardsToFly, queuedDrafts } from '../panels/queue-words'
import { squareCanvas } from '../../common/scene/canvas-2d'
import { BASE_HEIGHT, headingToRotationY, toWorld } from './coords'
import { baseBodyGeometry } from './base-geometry'
import '../panels/plan-warnings.css'

export interface PreviewStep {
  plane: string
  slot: number
  card: string
  path: Pose[]
  end: Pose
}

/**
 * Where each planned card takes the plane, in order (pure: also used by the test hooks). A turn card declared to line
 * up on a target (000 Line-up on Target, `lineUps`) turns only until the nose points at it, if the rule would take the
 * declaration from where that card starts (rules/line-up-000.ts): the target's side and reach.
 */
export function previewSteps(rules: CompiledRules, view: GameView, drafts: Record<string, (string | null)[]>, planes: string[], lineUps: Record<string, LineUp | undefined> = {}): PreviewStep[] {
  const out: PreviewStep[] = []
  for (const id of planes) {
    const p = view.planes.find((q) => q.id === id)
    const cp = rules.byId.get(id)
    if (!p || !cp || p.status !== 'flying') continue
    let pose: Pose = { x: p.x, y: p.y, h: p.h }
    const draft = drafts[id] ?? []
    for (let slot = 0; slot < 3; slot++) {
      // an Exceptional pilot's "1" and "2" fly the first and second cards again (003 lines 972-975)
      const cardId = draft[slot] === '1' ? draft[0] : draft[slot] === '2' ? (draft[1] === '1' ? draft[0] : draft[1]) : draft[slot]
      if (!cardId) break
      const c = cp.cards.get(cardId)
      if (!c) break
      const start = pose
      const local = linedUpLocalPath(rules, view, start, c.card, cp.shape.depth, lineUps[id]?.find((l) => l.slot === slot)?.target) ?? standPath(c.card.move, c.card.turn, cp.shape.depth, 24)
      const path = local.map((l) => advance(start, l.right, l.forward, l.turn))
      pose = path[path.length - 1]
      out.push({ plane: id, slot, card: cardId, path, end: pose })
    }
  }
  return out
}

/** The lined-up path of a turn card flown from `start` on the target, or null when there is none or it would lapse. */
function linedUpLocalPath(rules: CompiledRules, view: GameView, start: Pose, card: ManoeuvreCard, depth: number, target: string | undefined): LocalPose[] | null {
  if (target === undefined || card.turn === null || !('arc' in card.move)) return null
  const t = view.planes.find((q) => q.id === target)
  const ct = rules.byId.get(target)
  if (!t || !ct || lineUpLapsesFrom(rules, start, card, t, ct.index) !== null) return null
  return linedUpPath(card, depth, lineUpAngle(start, card, depth, t))
}

/**
 * The line-ups each plane's plan declares this turn: those chosen beside the drafts (`choices`, the current ones
 * unless given), and those committed with the seat's plans.
 */
export function previewLineUps(view: GameView, drafts: Record<string, (string | null)[]>, planes: readonly string[], choices?: LineUpChoices): Record<string, LineUp | undefined> {
  const out: Record<string, LineUp | undefined> = {}
  for (const p of view.planes) {
    const own = (p.effects as PlaneEffects | undefined)?.lineUp?.filter((l) => l.turn === view.turn)
    if (own?.length) out[p.id] = own
  }
  for (const id of planes) out[id] = lineUpChosen(view, id, drafts[id] ?? [], choices)
  return out
}


/** A warning with the words the player reads: on the table (`label`) and in the planning panel (`sentence`). */
export type ShownWarning = PlanWarning & { label: string; sentence: string; cost?: ExitCost }

export interface PlanPreview {
  /** the drafts of the planes still to plan, card by card (the ghost-bases mesh draws them in this order) */
  steps: PreviewStep[]
  /** the seat's committed plans, as far as they stay on the table */
  committed: PreviewStep[]
  warnings: ShownWarning[]
  /** "plane:slot" of drafted cards after an exit: never flown */
  unflown: Set<string>
}

/** The planes of `seat` still to plan this turn. */
export function planesToPlan(view: GameView, seat: string | null): string[] {
  return view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed).map((p) => p.id)
}

/**
 * Everything the preview shows for a seat's drafts (pure: the planning panel and the test hooks use it too). The
 * known bases are every other flying plane where it stands now and the seat's committed stands card by card.
 * `lineUpChoices`: the line-ups chosen beside the drafts (the current ones unless given; a memo passes the ones it
 * was computed with, so that a new choice recomputes it).
 */
export function planPreview(rules: CompiledRules, view: GameView, drafts: Record<string, (string | null)[]>, seat: string | null, lineUpChoices?: LineUpChoices): PlanPreview {
  const none: PlanPreview = { steps: [], committed: [], warnings: [], unflown: new Set() }
  if (view.step !== 'planning' || !seat) return none
  const table = view.setup.table
  // 004's turn-less game: the queued cards, then the drafted one (issue 11)
  const toPlan = planesToPlan(view, seat)
  const queued = queuedDrafts(view, drafts, seat)
  const lineUps = previewLineUps(view, drafts, toPlan, lineUpChoices)
  const steps = previewSteps(rules, view, queued, toPlan, lineUps)
  const own = view.planes.filter((p) => p.seat === seat && p.status === 'flying' && p.committed && p.plan)
  const committedAll = previewSteps(rules, view, Object.fromEntries(own.map((p) => [p.id, cardsToFly(view, p)])), own.map((p) => p.id), lineUps)
  const committed = flownStands(table, committedAll) as PreviewStep[]
  const leaving = new Set(committed.filter((s) => !isOnTable(table, s.end.x, s.end.y)).map((s) => s.plane))
  const known: KnownStand[] = view.planes.filter((p) => p.status === 'flying').map((p) => ({ plane: p.id, x: p.x, y: p.y, slot: null }))
  for (const s of committed) if (isOnTable(table, s.end.x, s.end.y)) known.push({ plane: s.plane, x: s.end.x, y: s.end.y, slot: s.slot })
  const raw = planWarnings(table, rules.standClearance, steps, known)
  const name = (id: string) => planeName(view.planes, id, content)
  const warnings = raw.map((w): ShownWarning => {
    if (w.kind === 'leaves-table') {
      const cost = exitCost(view.setup, view.planes, w.plane, leaving)
      return { ...w, cost, label: `leaves the table: ${cost.short}`, sentence: `Your ${name(w.plane)} leaves the table over the ${w.edge} edge on card ${w.slot + 1}: ${cost.text}.` }
    }
    const other = view.planes.find((p) => p.id === w.other)
    const whose = other?.seat === seat ? 'your ' : ''
    return { ...w, label: `bump likely: ${name(w.other)}`, sentence: `Card ${w.slot + 1} of your ${name(w.plane)} ends on ${whose}${name(w.other)}’s stand: a bump is likely (both go back and draw B cards for the order).` }
  })
  const exitAt = new Map(raw.filter((w) => w.kind === 'leaves-table').map((w) => [w.plane, w.slot]))
  const unflown = new Set(steps.filter((s) => s.slot > (exitAt.get(s.plane) ?? 3)).map((s) => `${s.plane}:${s.slot}`))
  return { steps, committed, warnings, unflown }
}

/**
 * Where the card pointed at in the deck (`hover`) would take the plane if it went in its slot, or null (no card
 * pointed at, not planning, a plane not this seat's to plan, a card not in its deck). The slots before it fly as
 * drafted; an empty one counts as the plane's straight (an empty or illegal slot is judged as a straight, as the
 * plan's checks judge it). In 004's turn-less game the queued cards fly first (queuedDrafts). Pure: the test hooks
 * report it.
 */
export function hoverStep(rules: CompiledRules, view: GameView, drafts: Record<string, (string | null)[]>, hover: CardHover | null | undefined, seat: string | null, lineUpChoices?: LineUpChoices): PreviewStep | null {
  if (!hover || view.step !== 'planning' || !seat || !planesToPlan(view, seat).includes(hover.plane)) return null
  const cp = rules.byId.get(hover.plane)
  if (!cp || !cp.cards.get(hover.card) || hover.slot < 0) return null
  const own = drafts[hover.plane] ?? []
  const draft: string[] = []
  for (let i = 0; i < hover.slot; i++) draft.push(own[i] ?? cp.straight.card.id)
  draft.push(hover.card)
  const withHover = { ...drafts, [hover.plane]: draft }
  const queued = queuedDrafts(view, withHover, seat)
  const steps = previewSteps(rules, view, queued, [hover.plane], previewLineUps(view, withHover, [hover.plane], lineUpChoices))
  const last = steps[steps.length - 1]
  return last && steps.length === (queued[hover.plane] ?? []).length && last.card === hover.card ? last : null
}

/** the card pointed at in the deck: white, dashed, fainter than a placed ghost */
export const HOVER_COLOUR = '#ffffff'

/** the ghosts of cards 1, 2 and 3 (the arcs' lines at the ghosts number them in the same colours) */
export const SLOT_COLOURS = ['#ffe08a', '#ffb25e', '#ff7a59']
/**
 * A ghost that leaves the table, and one that will likely bump. The exit warning is hazard stripes, yellow and
 * black, on the ghost, its path and its label: a pattern no side's base has in either palette (the sides are solid
 * blue and red, or blue and orange; a newcomer read the old red ghost as a German base). EXIT_COLOUR is its yellow.
 */
export const EXIT_COLOUR = '#ffd400'
export const EXIT_STRIPE = '#141414'
export const BUMP_COLOUR = '#e66cff'
/** cards after an exit (never flown), and the committed plans of the seat's other planes */
const UNFLOWN_COLOUR = '#8c8c8c'
const COMMITTED_COLOURS = ['#7fb0e0', '#5f93c8', '#4a78aa']
const MAX_GHOSTS = 3 * 64
const RIBBON = 0.45

/** Diagonal hazard stripes, yellow and black, for the top of a ghost that leaves the table. */
function hazardTexture(): CanvasTexture {
  const { canvas, g } = squareCanvas(64)
  g.fillStyle = EXIT_COLOUR
  g.fillRect(0, 0, 64, 64)
  g.fillStyle = EXIT_STRIPE
  for (let k = -64; k < 128; k += 32) {
    g.beginPath()
    g.moveTo(k, 0)
    g.lineTo(k + 16, 0)
    g.lineTo(k + 16 - 64, 64)
    g.lineTo(k - 64, 64)
    g.closePath()
    g.fill()
  }
  const t = new CanvasTexture(canvas)
  t.colorSpace = SRGBColorSpace
  t.wrapS = t.wrapT = RepeatWrapping
  return t
}

/**
 * A flat ribbon along each card's path with an arrowhead at its end, coloured by slot; a path `dashed` says so
 * gives every other segment (about 1 cm) its stripe colour instead, the hazard pattern of an exit.
 */
function ribbons(
  steps: PreviewStep[],
  table: { width: number; depth: number },
  colour: (s: PreviewStep) => string,
  dashed: (s: PreviewStep) => string | null = () => null,
  gaps = false,
): BufferGeometry {
  const pos: number[] = []
  const col: number[] = []
  const y = BASE_HEIGHT + 0.15
  const c = new Color()
  const push = (x: number, z: number) => {
    pos.push(x, y, z)
    col.push(c.r, c.g, c.b)
  }
  for (const s of steps) {
    const stripe = dashed(s)
    const pts = s.path.map((p) => toWorld(table, p.x, p.y))
    let along = 0
    for (let k = 0; k < pts.length - 1; k++) {
      const [x0, z0] = pts[k]
      const [x1, z1] = pts[k + 1]
      const len = Math.hypot(x1 - x0, z1 - z0) || 1
      c.set(stripe && Math.floor(along / 1.2) % 2 === 1 ? stripe : colour(s))
      const gap = gaps && Math.floor(along / 0.9) % 2 === 1
      along += len
      if (gap) continue
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
    c.set(colour(s))
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

/** Where a label for a stand goes: on the table, at the edge it went over if it left. */
function labelSpot(table: { width: number; depth: number }, p: Pose): [number, number] {
  const x = Math.max(4, Math.min(table.width - 4, p.x))
  const y = Math.max(3, Math.min(table.depth - 3, p.y))
  return toWorld(table, x, y)
}

/**
 * The card pointed at in the deck, previewed: its path dashed and a faint ghost base with a dashed outline, so it
 * is never taken for a card already placed.
 */
/** The card pointed at in the deck, where it would fly (hoverStep), or null; none while the table plays a phase. */
export function useHoverStep(view: GameView): PreviewStep | null {
  const drafts = useAppSelector((s) => s.planning.drafts)
  const hover = useAppSelector((s) => s.planning.hover)
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const rules = rulesFor(view.setup)
  // a line-up chosen while a card is pointed at bends the pointed card's ghost at once
  const lineUps = useLineUpChoices()
  return useMemo(() => (animating ? null : hoverStep(rules, view, drafts, hover, seat, lineUps)), [rules, view, drafts, hover, seat, animating, lineUps])
}

/** This seat's plan preview (planPreview), following the planning panel's drafts and line-ups. */
export function usePlanPreview(view: GameView): PlanPreview {
  const drafts = useAppSelector((s) => s.planning.drafts)
  const seat = useAppSelector((s) => s.game.seat)
  const rules = rulesFor(view.setup)
  // the line-ups chosen beside the drafts bend their ghosts (000 Line-up on Target)
  const lineUps = useLineUpChoices()
  return useMemo(() => planPreview(rules, view, drafts, seat, lineUps), [rules, view, drafts, seat, lineUps])
}

function HoverPreview({ view }: { view: GameView }) {
  const step = useHoverStep(view)
  const table = view.setup.table
  const base = content.table.bases.standard
  const looks = useMemo(() => {
    const body = baseBodyGeometry(base.width, base.depth)
    const edges = new LineSegments(new EdgesGeometry(body), new LineDashedMaterial({ color: HOVER_COLOUR, dashSize: 0.8, gapSize: 0.6, transparent: true, opacity: 0.9, depthWrite: false }))
    edges.computeLineDistances()
    edges.name = 'hover-ghost-outline'
    edges.renderOrder = 4
    return {
      body,
      edges,
      ghostMat: new MeshBasicMaterial({ color: HOVER_COLOUR, transparent: true, opacity: 0.3, depthWrite: false }),
      lineMat: new MeshBasicMaterial({ vertexColors: true, side: DoubleSide, transparent: true, opacity: 0.9, depthWrite: false }),
    }
  }, [base.width, base.depth])
  useEffect(
    () => () => {
      looks.body.dispose()
      looks.edges.geometry.dispose()
      ;(looks.edges.material as LineDashedMaterial).dispose()
      looks.ghostMat.dispose()
      looks.lineMat.dispose()
    },
    [looks],
  )
  const lineGeo = useMemo(() => ribbons(step ? [step] : [], table, () => HOVER_COLOUR, () => null, true), [step, table])
  useEffect(() => () => lineGeo.dispose(), [lineGeo])
  if (!step) return null
  const [x, z] = toWorld(table, step.end.x, step.end.y)
  return (
    <group name="hover-preview" userData={{ plane: step.plane, slot: step.slot, card: step.card }}>
      <mesh geometry={lineGeo} material={looks.lineMat} frustumCulled={false} name="hover-arc" renderOrder={4} />
      <group position={[x, 0.02, z]} rotation={[0, headingToRotationY(step.end.h), 0]} name="hover-ghost">
        <mesh geometry={looks.body} material={looks.ghostMat} frustumCulled={false} renderOrder={3} />
        <primitive object={looks.edges} />
      </group>
    </group>
  )
}

export function ManoeuvrePreview({ view }: { view: GameView }) {
  const preview = usePlanPreview(view)
  const { steps, committed, warnings, unflown } = preview
  const table = view.setup.table
  const base = content.table.bases.standard

  const colourOf = useMemo(() => {
    const byStep = new Map(warnings.map((w) => [`${w.plane}:${w.slot}`, w.kind === 'leaves-table' ? EXIT_COLOUR : BUMP_COLOUR]))
    return (s: PreviewStep) => byStep.get(`${s.plane}:${s.slot}`) ?? (unflown.has(`${s.plane}:${s.slot}`) ? UNFLOWN_COLOUR : SLOT_COLOURS[s.slot])
  }, [warnings, unflown])

  const shared = useMemo(
    () => ({
      lineMat: new MeshBasicMaterial({ vertexColors: true, side: DoubleSide, transparent: true, opacity: 0.9, depthWrite: false }),
      ghostGeo: baseBodyGeometry(base.width, base.depth),
      ghostMat: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.38, depthWrite: false }),
      dimLineMat: new MeshBasicMaterial({ vertexColors: true, side: DoubleSide, transparent: true, opacity: 0.6, depthWrite: false }),
      dimGhostMat: new MeshBasicMaterial({ vertexColors: true, transparent: true, opacity: 0.3, depthWrite: false }),
    }),
    [base.width, base.depth],
  )
  const exits = useMemo(() => {
    const at = new Set(warnings.filter((w) => w.kind === 'leaves-table').map((w) => `${w.plane}:${w.slot}`))
    return steps.filter((s) => at.has(`${s.plane}:${s.slot}`))
  }, [warnings, steps])
  const hazard = useMemo(() => {
    const map = hazardTexture()
    return {
      map,
      mat: new MeshBasicMaterial({ map, transparent: true, opacity: 0.85, depthWrite: false }),
      geo: new PlaneGeometry(base.width, base.depth).rotateX(-Math.PI / 2),
    }
  }, [base.width, base.depth])
  useEffect(() => () => (hazard.map.dispose(), hazard.mat.dispose(), hazard.geo.dispose()), [hazard])
  const lineGeo = useMemo(
    () => ribbons(steps, table, colourOf, (s) => (exits.includes(s) ? EXIT_STRIPE : null)),
    [steps, table, colourOf, exits],
  )
  useEffect(() => () => lineGeo.dispose(), [lineGeo])
  const committedGeo = useMemo(() => ribbons(committed, table, (s) => COMMITTED_COLOURS[s.slot]), [committed, table])
  useEffect(() => () => committedGeo.dispose(), [committedGeo])
  const ghosts = useRef<InstancedMesh>(null)
  const committedGhosts = useRef<InstancedMesh>(null)

  useEffect(() => {
    const place = (mesh: InstancedMesh | null, list: PreviewStep[], colour: (s: PreviewStep) => string) => {
      if (!mesh) return
      const o = new Object3D()
      const c = new Color()
      const n = Math.min(MAX_GHOSTS, list.length)
      for (let i = 0; i < n; i++) {
        const s = list[i]
        const [x, z] = toWorld(table, s.end.x, s.end.y)
        o.position.set(x, 0.02, z)
        o.rotation.set(0, headingToRotationY(s.end.h), 0)
        o.updateMatrix()
        mesh.setMatrixAt(i, o.matrix)
        mesh.setColorAt(i, c.set(colour(s)))
      }
      mesh.count = n
      mesh.instanceMatrix.needsUpdate = true
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    }
    place(ghosts.current, steps, colourOf)
    place(committedGhosts.current, committed, (s) => COMMITTED_COLOURS[s.slot])
  }, [steps, committed, table, colourOf])

  const stepOf = (w: ShownWarning) => steps.find((s) => s.plane === w.plane && s.slot === w.slot)

  return (
    <>
      <HoverPreview view={view} />
      <group name="manoeuvre-preview" visible={steps.length > 0}>
        <mesh geometry={lineGeo} material={shared.lineMat} frustumCulled={false} name="preview-arcs" renderOrder={3} />
        <instancedMesh ref={ghosts} args={[shared.ghostGeo, shared.ghostMat, MAX_GHOSTS]} frustumCulled={false} name="ghost-bases" renderOrder={2} />
        {exits.map((s) => {
          const [x, z] = toWorld(table, s.end.x, s.end.y)
          return (
            <mesh
              key={`${s.plane}:${s.slot}`}
              geometry={hazard.geo}
              material={hazard.mat}
              position={[x, BASE_HEIGHT + 0.05, z]}
              rotation={[0, headingToRotationY(s.end.h), 0]}
              frustumCulled={false}
              name={`ghost-hazard-${s.plane}-${s.slot}`}
              renderOrder={2}
            />
          )
        })}
      </group>
      <group name="committed-paths" visible={committed.length > 0}>
        <mesh geometry={committedGeo} material={shared.dimLineMat} frustumCulled={false} renderOrder={1} />
        <instancedMesh ref={committedGhosts} args={[shared.ghostGeo, shared.dimGhostMat, MAX_GHOSTS]} frustumCulled={false} name="committed-ghosts" renderOrder={1} />
      </group>
      {warnings.map((w) => {
        const s = stepOf(w)
        if (!s) return null
        const [x, z] = labelSpot(table, s.end)
        return (
          <HtmlLabel key={`${w.plane}:${w.slot}`} position={[x, 3, z]} center zIndexRange={[0, 0]} name={`plan-warning-${w.plane}-${w.slot}`}>
            <div className={`plan-warning-label ${w.kind}`} data-testid={`plan-warning-${w.plane}-${w.slot}`}>
              <b>{w.slot + 1}</b> {w.label}
            </div>
          </HtmlLabel>
        )
      })}
    </>
  )
}
