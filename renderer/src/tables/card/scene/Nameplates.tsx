/**
 * A nameplate over each plane on the table: its name with its team's colour and, where the view shows it, a bar
 * of the damage it has taken (nameplates.ts decides what is known). The plates are ordinary HTML in a layer over
 * the canvas (NameplateLayer, beside the Canvas), kept a fixed size on screen so that they read at a stream's
 * 1080p, letting clicks through to the table; inside the canvas NameplateTracker moves them each frame to where
 * their planes are drawn. A plate shows only while its plane flies on the table (the animator's pose, not the
 * host's view, which runs ahead), and its damage is what the table has played up to (the shown view). A balloon or
 * ground piece has a smaller plate over its card (or its envelope) while it stands on the table, silenced or not: its
 * short name ("AA MG (B) 1"), its state when it is not simply standing, and its public damage (issue 13).
 */
import { useFrame, useThree } from '@react-three/fiber'
import { useMemo } from 'react'
import { Vector3 } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { useAppSelector } from '../../../store'
import { selectShownView } from '../../../store/shown-view'
import { BASE_HEIGHT, modelHeight, toWorld, pegFloor, pegLevel } from './coords'
import { balloonHeight } from './piece-looks'
import { damageShare, effectTagWords, nameplatesFor, pieceShowsPlate, plannedPlane, plateStateTag, type NameplateInfo } from './nameplates'
import { labelSync } from '../../common/scene/label-sync'
import { nearestOnBox, placePlates, type PlateToPlace, type ScreenObstacle } from '../../common/scene/plate-placing'
import { useAnimator } from './playback'
import { levelTag } from '../panels/altitude-words'
import './nameplates.css'

/**
 * how far above its plane as drawn (base and model, from any side or straight above) a plate's lower edge sits, px:
 * room for the notch under the plate that points down at its plane
 */
const GAP = 8

/** a ground piece's plate stands this high over its card, cm; a balloon's this far over the bottom of its basket (over its envelope) */
const PIECE_TOP = 1
/** a piece's plate stands closer over it than a plane's: nothing above the card to keep clear of, cm */
const PIECE_LIFT = 1
/** the top of a balloon's envelope over the bottom of its basket, cm (models/balloon-geometry.ts: its centre 2.6 above, 1.6 round, flown nose up) */
const BALLOON_TOP = 4.6

/** The plates' elements by plane id: the layer registers them, the tracker moves them. */
export type PlateElements = Map<string, HTMLElement>

function Plate({ info, planned }: { info: NameplateInfo; planned: boolean }) {
  const d = info.damage
  const tags = effectTagWords(info)
  const level = info.alt ? levelTag(info.alt) : null
  const state = plateStateTag(info.piece)
  return (
    <div className={`nameplate ${info.mine ? 'mine' : ''} ${planned ? 'planned' : ''} ${info.piece ? 'piece' : ''}`} style={{ borderColor: info.colour }} data-testid={`nameplate-${info.id}`}>
      <span className="nameplate-name">
        {state && (
          <span className={`nameplate-tag piece-state ${state.startsWith('burning') ? 'flame' : ''}`} data-testid={`nameplate-state-${info.id}`}>
            {state}
          </span>
        )}
        {level && (
          <span className={`nameplate-level level-${Math.min(3, info.alt!.level)}`} title={level.title} data-testid={`nameplate-level-${info.id}`}>
            {level.text}
          </span>
        )}
        {info.name}
      </span>
      {info.crew && (
        <span className="nameplate-crew" title="the crew: pilot · observer" data-testid={`nameplate-crew-${info.id}`}>
          {info.crew}
        </span>
      )}
      {d ? (
        <span className="nameplate-damage" title={info.mine ? 'damage taken: secret to you' : 'damage taken'} data-testid={`nameplate-damage-${info.id}`}>
          <span className="nameplate-bar">
            <span style={{ width: `${Math.round(damageShare(d) * 100)}%` }} />
          </span>
          {d.total}/{d.of}
        </span>
      ) : (
        info.cards > 0 && (
          <span className="nameplate-cards" title="damage cards held, face down" data-testid={`nameplate-cards-${info.id}`}>
            {info.cards} ▮
          </span>
        )
      )}
      {tags.length > 0 && (
        <span className="nameplate-tags" data-testid={`nameplate-effects-${info.id}`}>
          {tags.map((t) => (
            <span key={t.key} className={`nameplate-tag ${t.cls ?? (t.key.startsWith('aim') ? 'aim' : t.key)}`} title={t.title} data-testid={`nameplate-${t.key}-${info.id}`}>
              {t.text}
            </span>
          ))}
        </span>
      )}
    </div>
  )
}

/** The HTML layer of plates over the canvas (outside the Canvas). */
export function NameplateLayer({ view, elements }: { view: GameView; elements: PlateElements }) {
  const on = useAppSelector((s) => s.ui.nameplates)
  const shown = useAppSelector(selectShownView)
  const chosen = useAppSelector((s) => s.planning.active)
  const busy = useAppSelector((s) => s.ui.animating || s.ui.handOff !== null)
  // the damage the table has played up to, from the same seat's view (never another seat's left over)
  const source = shown && shown.viewer === view.viewer && shown.planes.length === view.planes.length ? shown : view
  // a new palette recolours the plates at once, not at the next view
  const palette = useAppSelector((s) => s.settings.values.palette)
  const plates = useMemo(() => nameplatesFor(source, content, palette), [source, palette])
  const planned = busy ? null : plannedPlane(view, view.viewer, chosen)
  if (!on) return null
  return (
    <div className="nameplate-layer" data-testid="nameplates">
      {plates.map((info) => (
        <div
          key={info.id}
          className="nameplate-place"
          style={{ display: 'none' }}
          ref={(e) => {
            if (e) elements.set(info.id, e)
            else elements.delete(info.id)
          }}
        >
          <div className="nameplate-leader" style={{ display: 'none', background: info.colour }} />
          <Plate info={info} planned={planned === info.id} />
        </div>
      ))}
    </div>
  )
}

/** a plate moved further than this from its point gets a leader line down to its plane, px */
const LEADER_FROM = 6

/**
 * Inside the Canvas: puts each plate over its plane, every frame, or hides it. Plates are then moved clear of
 * each other, of the ghosts' warning labels and of other planes, base to model (deOverlapPlates); one moved under its
 * own plane points up at it, and one moved elsewhere draws a short leader line back to it, so that it is never read
 * as another plane's. The DOM is read once a
 * frame (the plates' sizes, the warning labels' boxes) before anything is written.
 */
export function NameplateTracker({ view, elements }: { view: GameView; elements: PlateElements }) {
  const animator = useAnimator()
  const camera = useThree((s) => s.camera)
  const size = useThree((s) => s.size)
  const v = useMemo(() => new Vector3(), [])
  const up = useMemo(() => new Vector3(), [])
  const table = view.setup.table
  const base = content.table.bases.standard
  // the pieces whose plates show, where they stand
  const pieces = useMemo(() => {
    const kinds = new Map(view.setup.planes.map((p) => [p.id, p.kind]))
    // 003 Flying Higher: heights count from the floor
    const floor = pegFloor(view)
    const out = new Map<string, { x: number; y: number; balloon: boolean; level: number | undefined }>()
    for (const p of view.planes) {
      const kind = kinds.get(p.id)
      if (kind && pieceShowsPlate(p.status)) out.set(p.id, { x: p.x, y: p.y, balloon: kind === 'balloon', level: p.effects?.alt ? pegLevel(p.effects.alt.level, floor) : undefined })
    }
    return out
  }, [view])
  useFrame(() => {
    if (!elements.size) return
    camera.updateMatrixWorld()
    labelSync.place(camera)
    // the screen's up in the world: a plate stands above its plane as seen, even looking straight down
    up.set(0, 1, 0).applyQuaternion(camera.quaternion)
    const toScreen = (): [number, number] => [((v.x + 1) / 2) * size.width, ((1 - v.y) / 2) * size.height]
    const shown: { id: string; el: HTMLElement; x: number; y: number; z: number; model: [number, number]; piece: boolean }[] = []
    const obstacles: ScreenObstacle[] = []
    for (const [id, el] of elements) {
      const d = animator.planes.get(id)
      // a balloon or ground piece stands still: its plate over its card, or over the balloon at its level
      const piece = pieces.get(id)
      if (piece) {
        const [x, z] = toWorld(table, piece.x, piece.y)
        const height = piece.balloon ? balloonHeight('up', piece.level) + BALLOON_TOP : PIECE_TOP
        v.set(x, height, z).addScaledVector(up, PIECE_LIFT)
        const dist = v.distanceTo(camera.position)
        v.project(camera)
        if (!(v.z < 1 && Math.abs(v.x) < 1.2 && Math.abs(v.y) < 1.2)) continue
        const [sx, sy] = toScreen()
        v.set(x, height, z).project(camera)
        shown.push({ id, el, x: sx, y: sy, z: dist, model: toScreen(), piece: true })
        continue
      }
      if (!d || d.look !== 'flying') continue
      const [x, z] = toWorld(table, d.x, d.y)
      const top = modelHeight(d.level) + d.lift
      // the model itself: where a moved plate's leader line ends, and the plate's middle
      v.set(x, top, z)
      const dist = v.distanceTo(camera.position)
      v.project(camera)
      if (!(v.z < 1 && Math.abs(v.x) < 1.2 && Math.abs(v.y) < 1.2)) continue
      const model = toScreen()
      // the plane on the screen, from its base up to its model on the pegs: its plate stands just over it, and the
      // other plates keep off it (under 003 Altitude a plane stands up to four pegs high, and a plate over its model hid it)
      const c = Math.cos(d.h)
      const s = Math.sin(d.h)
      let left = Infinity
      let upper = Infinity
      let right = -Infinity
      let bottom = -Infinity
      for (const [r, f] of [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ]) {
        const rx = (r * base.width) / 2
        const fy = (f * base.depth) / 2
        const [wx, wz] = toWorld(table, d.x + rx * c + fy * s, d.y - rx * s + fy * c)
        for (const y of [BASE_HEIGHT, top]) {
          v.set(wx, y, wz).project(camera)
          const [px, py] = toScreen()
          left = Math.min(left, px)
          right = Math.max(right, px)
          upper = Math.min(upper, py)
          bottom = Math.max(bottom, py)
        }
      }
      obstacles.push({ left, top: upper, right, bottom, owner: id })
      shown.push({ id, el, x: model[0], y: upper - GAP, z: dist, model, piece: false })
    }
    // reads: the plates' sizes and the warning labels' boxes, relative to the layer
    const placing: PlateToPlace[] = []
    for (const p of shown) {
      const plate = p.el.lastElementChild as HTMLElement | null
      placing.push({ id: p.id, x: p.x, y: p.y, width: plate?.offsetWidth ?? 0, height: plate?.offsetHeight ?? 0 })
    }
    const layer = shown[0]?.el.parentElement
    // no plate goes up under the HUD's bar: its lower edge, in the layer's pixels
    let ceiling = -Infinity
    // nor past the window's sides
    let sides = { left: -Infinity, right: Infinity }
    if (layer) {
      const at = layer.getBoundingClientRect()
      sides = { left: 2 - at.left, right: window.innerWidth - 2 - at.left }
      const labels = document.querySelectorAll('.plan-warning-label')
      for (const l of labels) {
        const r = l.getBoundingClientRect()
        if (r.width) obstacles.push({ left: r.left - at.left, top: r.top - at.top, right: r.right - at.left, bottom: r.bottom - at.top })
      }
      const hud = document.querySelector('[data-testid=hud]')?.getBoundingClientRect()
      if (hud && hud.height > 0) ceiling = hud.bottom - at.top + 2
    }
    const shifts = placePlates(
      placing,
      new Set(shown.filter((p) => p.piece).map((p) => p.id)),
      obstacles,
      ceiling,
      sides,
    )
    // writes
    const visible = new Set<string>()
    for (const [i, p] of shown.entries()) {
      visible.add(p.id)
      const s = shifts.get(p.id) ?? { dx: 0, dy: 0 }
      const { el } = p
      el.style.transform = `translate3d(${p.x + s.dx}px, ${p.y + s.dy}px, 0)`
      // the nearer plate over the farther
      el.style.zIndex = String(Math.max(0, 10000 - Math.round(p.z * 10)))
      const leader = el.firstElementChild as HTMLElement | null
      // under its own plane, the plate points up at it (its notch turned over) and needs no leader line
      if (el.classList.contains('under') !== !!s.under) el.classList.toggle('under', !!s.under)
      if (leader) {
        const far = !s.under && Math.hypot(s.dx, s.dy) > LEADER_FROM
        if (far) {
          const { width, height } = placing[i]
          // from the plate's edge nearest the plane to the model, in the place's own frame
          const tx = p.model[0] - p.x - s.dx
          const ty = p.model[1] - p.y - s.dy
          const [x0, y0] = nearestOnBox({ left: -width / 2, right: width / 2, top: -height, bottom: 0 }, tx, ty)
          leader.style.width = `${Math.hypot(tx - x0, ty - y0)}px`
          leader.style.transform = `translate(${x0}px, ${y0}px) rotate(${Math.atan2(ty - y0, tx - x0)}rad)`
        }
        const display = far ? '' : 'none'
        if (leader.style.display !== display) {
          leader.style.display = display
          // a plate led back to its plane by a line does not also point straight down
          el.classList.toggle('led', far)
        }
      }
      if (el.style.display !== '') el.style.display = ''
    }
    for (const [id, el] of elements) if (!visible.has(id) && el.style.display !== 'none') el.style.display = 'none'
  })
  return null
}
