/**
 * A nameplate over each plane on the table: its name with its team's colour and, where the view shows it, a bar
 * of the damage it has taken (nameplates.ts decides what is known). The plates are ordinary HTML in a layer over
 * the canvas (NameplateLayer, beside the Canvas), kept a fixed size on screen so that they read at a stream's
 * 1080p, letting clicks through to the table; inside the canvas NameplateTracker moves them each frame to where
 * their planes are drawn. A plate shows only while its plane flies on the table (the animator's pose, not the
 * host's view, which runs ahead), and its damage is what the table has played up to (the shown view).
 */
import { useFrame, useThree } from '@react-three/fiber'
import { useMemo } from 'react'
import { Vector3 } from 'three'
import type { GameView } from '../../../shared/engine/view'
import { content } from '../content'
import { useAppSelector } from '../store'
import { selectShownView } from '../store/shown-view'
import { DEFAULT_ALTITUDE, modelHeight, toWorld } from './coords'
import { damageShare, nameplatesFor, plannedPlane, type NameplateInfo } from './nameplates'
import { useAnimator } from './playback'
import './nameplates.css'

/** how far above the model's middle, up the screen, a plate's lower edge sits, cm (clear of the wings from any side or straight above) */
const LIFT = 5

/** The plates' elements by plane id: the layer registers them, the tracker moves them. */
export type PlateElements = Map<string, HTMLElement>

function Plate({ info, planned }: { info: NameplateInfo; planned: boolean }) {
  const d = info.damage
  return (
    <div className={`nameplate ${info.mine ? 'mine' : ''} ${planned ? 'planned' : ''}`} style={{ borderColor: info.colour }} data-testid={`nameplate-${info.id}`}>
      <span className="nameplate-name">{info.name}</span>
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
  const plates = useMemo(() => nameplatesFor(source, content), [source, palette])
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
          <Plate info={info} planned={planned === info.id} />
        </div>
      ))}
    </div>
  )
}

/** Inside the Canvas: puts each plate over its plane, every frame, or hides it. */
export function NameplateTracker({ view, elements }: { view: GameView; elements: PlateElements }) {
  const animator = useAnimator()
  const camera = useThree((s) => s.camera)
  const size = useThree((s) => s.size)
  const v = useMemo(() => new Vector3(), [])
  const up = useMemo(() => new Vector3(), [])
  const table = view.setup.table
  useFrame(() => {
    if (!elements.size) return
    camera.updateMatrixWorld()
    // the screen's up in the world: a plate stands above its plane as seen, even looking straight down
    up.set(0, 1, 0).applyQuaternion(camera.quaternion)
    for (const [id, el] of elements) {
      const d = animator.planes.get(id)
      let shown = !!d && d.look === 'flying'
      if (d && shown) {
        const [x, z] = toWorld(table, d.x, d.y)
        v.set(x, modelHeight(DEFAULT_ALTITUDE) + d.lift, z).addScaledVector(up, LIFT)
        const dist = v.distanceTo(camera.position)
        v.project(camera)
        shown = v.z < 1 && Math.abs(v.x) < 1.2 && Math.abs(v.y) < 1.2
        if (shown) {
          el.style.transform = `translate3d(${((v.x + 1) / 2) * size.width}px, ${((1 - v.y) / 2) * size.height}px, 0)`
          // the nearer plate over the farther
          el.style.zIndex = String(Math.max(0, 10000 - Math.round(dist * 10)))
        }
      }
      const display = shown ? '' : 'none'
      if (el.style.display !== display) el.style.display = display
    }
  })
  return null
}
