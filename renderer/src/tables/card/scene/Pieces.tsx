/**
 * The pieces that are not aeroplanes (003 Balloon busting and Ground fire, lines 530-896): each on its card, the card
 * outlined in its team's colour because the rules measure to the card. A balloon hangs over its card at its level (or
 * high, at BALLOON_DEFAULT_LEVEL, without the altitude rules), swaying on the cable from its winch lorry; it burns
 * while it has flame counters, sinks when shot down, lies deflated or burnt out on its card afterwards, and bedded
 * down by the lorry once winched to the ground. Trenches, AA guns, AA machine guns and targets lie on their cards,
 * darker, knocked about and smoking once silenced.
 *
 * Statuses are shown as the table has played them: a piece keeps its last look while events are being played.
 * One instanced mesh per model (and one for every card's outline), one line mesh for the cables, one mesh per balloon,
 * and the smoke and fire in two more: a handful of draw calls, nothing allocated per frame but particles.
 */
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { BufferAttribute, BufferGeometry, Color, DynamicDrawUsage, Euler, InstancedMesh, LineBasicMaterial, Matrix4, Mesh, MeshBasicMaterial, MeshLambertMaterial, MeshStandardMaterial, Object3D, Quaternion, Vector3 } from 'three'
import type { AircraftType } from '../../../../../shared/content/types'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { headingToRotationY, toWorld } from './coords'
import { markingsAtlas } from '../../common/models/markings-atlas'
import { balloonGeometry } from '../../common/models/balloon-geometry'
import { pieceModel } from '../../common/models/piece-models'
import { BALLOON_RIGGING, WINCH_AT, WINCH_DRUM } from '../../common/models/winch-geometry'
import { burst, FIRE, FIRE_HOT, Pool, SMOKE_BLACK } from '../../common/scene/particles'
import { balloonHeight, balloonSway, emission, isPiece, lookTint, pieceLook, seedOf, type PieceLook, type Sway } from './piece-looks'
import { useAnimator } from './playback'
import { glowTexture, puffGeometry, puffMaterial, puffTexture } from '../../common/scene/puff-material'
import { teamColour } from '../../common/team-colours'

const MAX_PIECES = 48
/** a target card the bombs hit is drawn this dark, and smoulders */
const BOMBED_TINT = 0.5
/** the smoke of a silenced piece: darker than a damaged plane's light trail, to read against the fields */
const SMOKE_GREY = new Color('#5f5c57')
const MAX_SMOKE = 320
const MAX_FIRE = 240
/** points along each cable: it sags a little between the lorry and the balloon */
const CABLE_POINTS = 8

interface Shown {
  status: string
  look: PieceLook
}

/** The key of a piece's model on its card for a look (piece-models.ts): a balloon's card shows its winch lorry. */
function modelKey(a: AircraftType, look: PieceLook): string {
  if (a.kind === 'balloon') return `winch|${a.base}`
  return `${a.kind}|${a.base}|${look === 'up' ? 'up' : 'knocked'}`
}

/** What is left of a destroyed balloon, beside its lorry; null while it is whole. */
function remainsKey(a: AircraftType, look: PieceLook): string | null {
  if (a.kind !== 'balloon') return null
  return look === 'wreck' ? 'wreck' : look === 'deflated' ? `deflated|${a.id}` : null
}

/** One more instance of a model this frame. */
function put(meshes: Map<string, InstancedMesh>, counts: Map<string, number>, key: string, matrix: Matrix4, tint: Color): void {
  const mesh = meshes.get(key)
  const n = counts.get(key) ?? 0
  if (!mesh || n >= MAX_PIECES) return
  mesh.setMatrixAt(n, matrix)
  mesh.setColorAt(n, tint)
  counts.set(key, n + 1)
}

/** How many particles are due now at a rate of `amount` this frame, keeping the fraction for the next. */
function due(owed: Map<string, number>, id: string, amount: number): number {
  if (amount <= 0) return 0
  const acc = (owed.get(id) ?? 0) + amount
  const whole = Math.floor(acc)
  owed.set(id, acc - whole)
  return whole
}

export function Pieces({ view }: { view: GameView }) {
  const animator = useAnimator()
  const table = view.setup.table
  // every view is a new object: the pieces are made again only when the planes' ids or aircraft change
  const piecesKey = JSON.stringify(view.planes.map((p) => [p.id, p.aircraft]))
  const pieces = useMemo(
    () =>
      (JSON.parse(piecesKey) as [string, string][])
        .filter(([, aircraft]) => isPiece(content.aircraft[aircraft]?.kind ?? 'aeroplane'))
        .map(([id, aircraft]) => ({ id, aircraft: content.aircraft[aircraft], seed: seedOf(id) })),
    [piecesKey],
  )
  const teams = useMemo(() => new Map(view.setup.teams.map((t) => [t.id, t.side])), [view.setup.teams])
  const byId = useMemo(() => new Map(view.planes.map((p) => [p.id, p])), [view.planes])
  // 003 Bombing (lines 832-837): target cards the bombs have hit (public), darkened once the table has shown the blast
  const bombed = useMemo(() => new Set(view.planes.flatMap((p) => (p.effects?.bombs?.hits ?? []).filter((h) => h.target && h.result !== 'miss').map((h) => h.target!))), [view.planes])
  // every model any of these pieces may need, whatever its status turns to
  const models = useMemo(() => {
    const keys = new Set<string>()
    for (const { aircraft: a } of pieces) {
      keys.add(`outline|${a.base}`)
      for (const look of ['up', 'silenced', 'deflated', 'wreck'] as PieceLook[]) {
        keys.add(modelKey(a, look))
        const remains = remainsKey(a, look)
        if (remains) keys.add(remains)
      }
    }
    return [...keys].map((key) => ({ key, geo: pieceModel(key, content) }))
  }, [pieces])

  const shared = useMemo(() => {
    const cable = new BufferGeometry()
    cable.setAttribute('position', new BufferAttribute(new Float32Array(MAX_PIECES * (CABLE_POINTS - 1) * 2 * 3), 3).setUsage(DynamicDrawUsage))
    return {
      groundMat: new MeshLambertMaterial({ vertexColors: true }),
      outlineMat: new MeshBasicMaterial({ vertexColors: true }),
      balloonMat: new MeshStandardMaterial({ vertexColors: true, map: markingsAtlas(Object.values(content.nations)), alphaTest: 0.5, roughness: 0.85, metalness: 0 }),
      cable,
      cableMat: new LineBasicMaterial({ color: '#e4ddc8' }),
      smokeGeo: puffGeometry(MAX_SMOKE),
      smokeMat: puffMaterial(puffTexture(9, 12), { opacity: 0.85, shade: 0.25 }),
      fireGeo: puffGeometry(MAX_FIRE),
      fireMat: puffMaterial(glowTexture(), { opacity: 1 }),
    }
  }, [])

  const meshes = useRef(new Map<string, InstancedMesh>())
  const balloons = useRef(new Map<string, Mesh>())
  const smoke = useRef<InstancedMesh>(null)
  const flames = useRef<InstancedMesh>(null)
  const tmp = useMemo(
    () => ({
      shown: new Map<string, Shown>(),
      counts: new Map<string, number>(),
      fireDue: new Map<string, number>(),
      smokeDue: new Map<string, number>(),
      exploded: new Set<string>(),
      /** balloons whose fall or explosion has been played, hidden until their new status shows */
      fated: new Set<string>(),
      smoke: new Pool(MAX_SMOKE),
      fire: new Pool(MAX_FIRE),
      o: new Object3D(),
      c: new Color(),
      q: new Quaternion(),
      e: new Euler(),
      v: new Vector3(),
      drum: new Vector3(),
      top: new Vector3(),
      sway: { dx: 0, dz: 0, yaw: 0, roll: 0, pitch: 0 } as Sway,
    }),
    [],
  )

  useFrame((state, rawDt) => {
    const dt = Math.min(rawDt, 0.25)
    const t = state.clock.elapsedTime
    const { o, c, v, counts, shown } = tmp
    // a piece's status shows once the table has played the events that changed it
    if (!animator.busy)
      for (const p of view.planes) {
        const a = content.aircraft[p.aircraft]
        if (!a || !isPiece(a.kind)) continue
        const s = shown.get(p.id)
        if (s && s.status === p.status) continue
        shown.set(p.id, { status: p.status, look: pieceLook(a.kind, p.status) })
        tmp.fated.delete(p.id)
      }
    counts.clear()
    const cable = shared.cable.getAttribute('position') as BufferAttribute
    let nc = 0
    for (const piece of pieces) {
      const p = byId.get(piece.id)
      const look = shown.get(piece.id)?.look
      if (!p || !look || look === 'gone') {
        const hidden = balloons.current.get(piece.id)
        if (hidden) hidden.visible = false
        continue
      }
      const a = piece.aircraft
      const d = animator.planes.get(p.id)
      const [wx, wz] = toWorld(table, p.x, p.y)
      const rot = headingToRotationY(p.h)
      const cos = Math.cos(rot)
      const sin = Math.sin(rot)
      o.position.set(wx, 0, wz)
      o.rotation.set(0, rot, 0)
      o.scale.set(1, 1, 1)
      o.updateMatrix()
      put(meshes.current, counts, `outline|${a.base}`, o.matrix, c.set(teamColour(teams.get(p.team))))
      const remains = remainsKey(a, look)
      // a balloon's lorry is left as it was; a silenced ground piece is darkened, a bombed target scorched
      const hitByBombs = a.kind === 'target' && (animator.bombed.has(p.id) || (!animator.busy && bombed.has(p.id)))
      put(meshes.current, counts, modelKey(a, look), o.matrix, c.setScalar(a.kind === 'balloon' ? 1 : hitByBombs ? Math.min(BOMBED_TINT, lookTint(look)) : lookTint(look)))
      if (remains) put(meshes.current, counts, remains, o.matrix, c.setScalar(1))
      const flame = d?.counters?.flame ?? 0
      const out = emission(hitByBombs && look === 'up' ? 'silenced' : look, flame)
      let sx = wx
      let sy = 0.6
      let sz = wz
      const model = balloons.current.get(p.id)
      if (a.kind === 'balloon' && model) {
        // the balloon over the card's centre: its level, a fall being played, its sway on the cable
        let h = balloonHeight(look, p.effects?.alt && d ? d.level : undefined, p.effects?.alt && d ? d.lift : 0)
        let pitch = 0
        const falling = look === 'up' && d?.look === 'falling'
        if (falling) {
          h = h * (1 - d.fate * d.fate) - 1.05 * d.fate
          pitch = -0.5 * d.fate
        }
        const exploding = look === 'up' && d?.look === 'exploding'
        if (falling || exploding) tmp.fated.add(p.id)
        const over = tmp.fated.has(p.id) && !falling && !exploding
        model.visible = (look === 'up' || look === 'landed') && !(exploding && d.fate > 0.12) && !over
        const sway = look === 'up' && !falling ? balloonSway(t, piece.seed, tmp.sway) : null
        tmp.e.set(pitch + (sway?.pitch ?? 0), rot + (sway?.yaw ?? 0), -(sway?.roll ?? 0), 'YXZ')
        const bx = sway ? sway.dx * cos + sway.dz * sin : 0
        const bz = sway ? -sway.dx * sin + sway.dz * cos : 0
        model.matrix.compose(v.set(wx + bx, h, wz + bz), tmp.q.setFromEuler(tmp.e), o.scale)
        model.matrixWorldNeedsUpdate = true
        if (exploding && !tmp.exploded.has(p.id)) {
          tmp.exploded.add(p.id)
          burst(tmp, v.set(0, 2.6, 0).applyMatrix4(model.matrix), 1.3)
        }
        if (!exploding) tmp.exploded.delete(p.id)
        // the cable from the drum on the lorry up to the rigging under the envelope
        if (model.visible && nc < MAX_PIECES) {
          const [lx, , lz] = WINCH_AT
          tmp.drum.set(lx + WINCH_DRUM[0], WINCH_DRUM[1] + 0.12, lz + WINCH_DRUM[2]).applyMatrix4(o.matrix)
          tmp.top.set(BALLOON_RIGGING[0], BALLOON_RIGGING[1], BALLOON_RIGGING[2]).applyMatrix4(model.matrix)
          const sag = 0.05 * tmp.drum.distanceTo(tmp.top)
          // segment k runs from point k to point k + 1: each inner point is written twice
          for (let i = 0; i < (CABLE_POINTS - 1) * 2; i++) {
            const u = ((i + 1) >> 1) / (CABLE_POINTS - 1)
            v.lerpVectors(tmp.drum, tmp.top, u)
            cable.setXYZ(nc * (CABLE_POINTS - 1) * 2 + i, v.x, v.y - sag * 4 * u * (1 - u), v.z)
          }
          nc++
        }
        if (out.fire > 0) {
          v.set(0, 2.6, 0).applyMatrix4(model.matrix)
          sx = v.x
          sy = v.y
          sz = v.z
        }
      }
      // smoke and fire: flames licking over a burning envelope, wisps from a silenced piece or a wreck
      if (out.fire > 0 && !model?.visible) continue
      const fires = due(tmp.fireDue, p.id, out.fire * dt)
      const puffs = due(tmp.smokeDue, p.id, out.smoke * dt)
      const spread = out.fire > 0 ? 2 : 3
      // along the envelope's length for a balloon, the card's middle for a ground piece
      const length = out.fire > 0 ? 5 : 2.5
      for (let k = 0; k < fires + puffs; k++) {
        const r1 = (Math.random() - 0.5) * spread
        const r2 = (Math.random() - 0.5) * length
        const x = sx + r1 * cos + r2 * sin
        const z = sz - r1 * sin + r2 * cos
        if (k < fires) tmp.fire.add({ x, y: sy + 0.8 + Math.random() * 0.8, z, vx: r1 * 0.5, vy: 1.4, vz: r2 * 0.2, life: 0.75, size0: 3.2, size1: 1.2, alpha: 1, colour: k % 3 === 0 ? FIRE_HOT : FIRE })
        else if (out.black) tmp.smoke.add({ x, y: sy + 1.6, z, vx: 0, vy: 0.8, vz: 0, life: 2.6, size0: 1.4, size1: 4.2, alpha: 0.7, colour: SMOKE_BLACK })
        else tmp.smoke.add({ x, y: sy, z, vx: 0, vy: 0.7, vz: 0, life: 3.6, size0: 1.2, size1: 4.4, alpha: 0.9, colour: SMOKE_GREY })
      }
    }
    for (const [key, mesh] of meshes.current) {
      const n = counts.get(key) ?? 0
      mesh.count = n
      mesh.visible = n > 0
      mesh.instanceMatrix.needsUpdate = true
      if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    }
    cable.needsUpdate = true
    shared.cable.setDrawRange(0, nc * (CABLE_POINTS - 1) * 2)
    tmp.smoke.step(dt)
    tmp.fire.step(dt)
    if (smoke.current) tmp.smoke.write(smoke.current, o)
    if (flames.current) tmp.fire.write(flames.current, o)
  })

  if (pieces.length === 0) return null
  return (
    <group name="pieces">
      {models.map(({ key, geo }) => (
        <instancedMesh
          key={key}
          name={`pieces-${key}`}
          ref={(mesh) => {
            if (mesh) meshes.current.set(key, mesh)
            else meshes.current.delete(key)
          }}
          args={[geo, key.startsWith('outline') ? shared.outlineMat : shared.groundMat, MAX_PIECES]}
          frustumCulled={false}
          visible={false}
        />
      ))}
      {pieces
        .filter((p) => p.aircraft.kind === 'balloon')
        .map((p) => (
          <mesh
            key={p.id}
            name={`balloon-${p.id}`}
            geometry={balloonGeometry(p.aircraft, content.nations[p.aircraft.nation])}
            material={shared.balloonMat}
            matrixAutoUpdate={false}
            visible={false}
            ref={(mesh) => {
              if (mesh) balloons.current.set(p.id, mesh)
              else balloons.current.delete(p.id)
            }}
          />
        ))}
      <lineSegments geometry={shared.cable} material={shared.cableMat} frustumCulled={false} name="balloon-cables" />
      <instancedMesh ref={smoke} args={[shared.smokeGeo, shared.smokeMat, MAX_SMOKE]} frustumCulled={false} name="piece-smoke" renderOrder={5} />
      <instancedMesh ref={flames} args={[shared.fireGeo, shared.fireMat, MAX_FIRE]} frustumCulled={false} name="piece-flames" renderOrder={6} />
    </group>
  )
}
