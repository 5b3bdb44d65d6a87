/**
 * Firing and damage on the table: tracer rounds from the guns to the target, muzzle flashes, sparks where shots
 * hit, smoke trailing from damaged planes (thicker the more damage cards a plane holds, which is public) and fire
 * once it is badly hit (with 003's Special Damage: thick smoke from a plane with smoke counters, flames from one with
 * flame counters), fire and black smoke behind a plane going down, a fireball for an explosion and a burst
 * where a falling plane meets the ground. Tracers, smoke and fire are one draw call each.
 */
import { useFrame, useThree } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { InstancedMesh, Matrix4, Object3D, PerspectiveCamera, Vector3 } from 'three'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import type { BombBlast, Burst, DisplayedPlane, Flash, PhotoTaken, Tracer } from './animator'
import { BELLY, modelSize } from '../../common/models/model-size'
import { toWorld } from './coords'
import { balloonHeight } from './piece-looks'

/** how far above a balloon's height its envelope's middle is, and how high above a ground card fire is aimed */
const BALLOON_MIDDLE = 1.5
const GROUND_AIM = 0.6
import { blankPose, planePose, poseMatrix } from './plane-pose'
import { burst, DUST, FIRE, FIRE_HOT, hash, JAM, Pool, SMOKE_BLACK, SMOKE_DARK, SMOKE_LIGHT, SPARK } from '../../common/scene/particles'
import { useAnimator } from './playback'
import { glowTexture, puffGeometry, puffMaterial, puffTexture } from '../../common/scene/puff-material'
import { tracerGeometry, tracerMaterial, tracerMatrix } from '../../common/scene/tracer-material'

const MAX_ROUNDS = 160
const MAX_SMOKE = 700
const MAX_FIRE = 500

export function Effects({ view }: { view: GameView }) {
  const animator = useAnimator()
  const table = view.setup.table
  const camera = useThree((s) => s.camera) as PerspectiveCamera
  const size = useThree((s) => s.size)
  const rounds = useRef<InstancedMesh>(null)
  const smoke = useRef<InstancedMesh>(null)
  const flames = useRef<InstancedMesh>(null)
  const state = useMemo(
    () => ({
      smoke: new Pool(MAX_SMOKE),
      fire: new Pool(MAX_FIRE),
      emit: new Map<string, number>(),
      seenFlashes: new WeakSet<Flash>(),
      /** shells whose gun has flashed, bombs that have landed, photographs flashed */
      fired: new WeakSet<Burst>(),
      landed: new WeakSet<BombBlast>(),
      snapped: new WeakSet<PhotoTaken>(),
      blastDue: 0,
      crashed: new Set<string>(),
      o: new Object3D(),
      m: new Matrix4(),
      v: new Vector3(),
      w: new Vector3(),
      muzzle: new Vector3(),
      target: new Vector3(),
      end: new Vector3(),
      round: new Matrix4(),
      pose: blankPose(),
    }),
    [],
  )
  const shared = useMemo(() => {
    const smokeTex = puffTexture(5, 12)
    const glow = glowTexture()
    return {
      roundGeo: tracerGeometry(),
      roundMat: tracerMaterial(),
      smokeGeo: puffGeometry(MAX_SMOKE),
      smokeMat: puffMaterial(smokeTex, { opacity: 0.85, shade: 0.25 }),
      fireGeo: puffGeometry(MAX_FIRE),
      // fire is drawn over the colours behind it rather than added to them: it must read over a sunlit field too
      fireMat: puffMaterial(glow, { opacity: 1 }),
    }
  }, [])
  const planes = useMemo(() => new Map(view.planes.map((p) => [p.id, content.aircraft[p.aircraft]])), [view.planes])
  // balloons and ground pieces (issue 13): where fire reaches them and leaves them, not at a plane's stand; with the
  // altitude rules a balloon flies at its own level (as Pieces.tsx draws it)
  const pieces = useMemo(() => new Map(view.planes.filter((p) => content.aircraft[p.aircraft]?.kind !== 'aeroplane').map((p) => [p.id, { kind: content.aircraft[p.aircraft].kind, levels: p.effects?.alt !== undefined }])), [view.planes])

  useFrame((_, rawDt) => {
    // smoke ages and is emitted in real time, even at a low frame rate
    const dt = Math.min(rawDt, 0.25)
    const { o, m, v, w } = state
    /** a point in a plane's own frame (x right, y up from the stand top, z back), in the world */
    const at = (d: DisplayedPlane, lx: number, ly: number, lz: number, out: Vector3) => {
      poseMatrix(planePose(d, table, state.pose), m)
      return out.set(lx, ly, lz).applyMatrix4(m)
    }
    /** a point on a piece: the middle of a balloon's envelope, just above a ground card */
    const pieceAt = (id: string, d: DisplayedPlane, out: Vector3): Vector3 | null => {
      const piece = pieces.get(id)
      if (!piece) return null
      const [wx, wz] = toWorld(table, d.x, d.y)
      return out.set(wx, piece.kind === 'balloon' ? balloonHeight('up', piece.levels ? d.level : undefined) + BALLOON_MIDDLE : GROUND_AIM, wz)
    }
    const lengthOf = (id: string) => {
      const a = planes.get(id)
      return a ? modelSize(a).length : 5
    }

    // tracer rounds: a burst from the guns, more rounds for short range, spread about the target
    shared.roundMat.uniforms.uPixel.value = (2 * Math.tan(((camera.fov / 2) * Math.PI) / 180)) / Math.max(1, size.height)
    const roundMesh = rounds.current
    let nr = 0
    animator.tracers.forEach((tr: Tracer, ti: number) => {
      const from = animator.planes.get(tr.from)
      const to = animator.planes.get(tr.to)
      if (!from || !to) return
      const len = lengthOf(tr.from)
      const rear = tr.arc === 'rear'
      // 003 Ground fire: infantry fire is a crackle of rifles from along the trench card, thinner rounds spread about
      const rifle = tr.arc === 'rifle'
      const muzzle = pieceAt(tr.from, from, state.muzzle) ?? (rear ? at(from, 0.1, BELLY + 0.85, len * 0.2, state.muzzle) : at(from, 0, BELLY + 0.5, -len / 2 - 0.2, state.muzzle))
      const target = pieceAt(tr.to, to, state.target) ?? at(to, 0, BELLY, 0, state.target)
      const count = rifle ? 9 : 5 + tr.cards * 3
      const gap = rifle ? 0.1 : 0.075
      const dist = muzzle.distanceTo(target)
      const streak = Math.min(3.5, Math.max(1.2, dist * 0.35))
      for (let k = 0; k < count && nr < MAX_ROUNDS && roundMesh; k++) {
        const seed = ti * 31 + k
        // a hit puts most rounds on the plane; the rest, and a miss, fly on past it
        const onTarget = tr.hit && k % 3 !== 2
        const spread = onTarget ? 0.7 : rifle ? 3.2 : 2.4
        w.set((hash(seed) - 0.5) * spread, (hash(seed + 7) - 0.5) * spread * 0.6, (hash(seed + 13) - 0.5) * spread).add(target).sub(muzzle)
        const reach = onTarget ? 1 : 1.6
        const u = (tr.age - k * gap) / 0.3
        if (u <= 0 || u > reach + streak / Math.max(dist, 0.1)) continue
        const head = Math.min(reach, u)
        const tail = Math.max(0, u - streak / Math.max(dist, 0.1))
        if (tail >= head) continue
        v.copy(w).multiplyScalar(tail).add(muzzle)
        state.end.copy(w).multiplyScalar(head).add(muzzle)
        // rifles from along the trench, not one muzzle
        if (rifle) {
          const side = (hash(seed + 29) - 0.5) * 5
          v.x += side
          state.end.x += side * (1 - head)
        }
        roundMesh.setMatrixAt(nr++, tracerMatrix(state.round, v.x, v.y, v.z, state.end.x, state.end.y, state.end.z, (u > reach ? Math.max(0, 1 - (u - reach) * 3) : 1) * (rifle ? 0.85 : 1)))
      }
      // the muzzle flash flickers while the burst lasts (rifles: small pricks of light)
      if (tr.age < count * gap && Math.floor(tr.age * 30) % 2 === 0)
        state.fire.add({ x: muzzle.x + (rifle ? (hash(Math.floor(tr.age * 30)) - 0.5) * 5 : 0), y: muzzle.y, z: muzzle.z, vx: 0, vy: 0, vz: 0, life: rifle ? 0.1 : 0.06, size0: rifle ? 0.9 : 0.9, size1: rifle ? 1.2 : 1.3, alpha: 0.9, colour: FIRE_HOT })
    })
    if (roundMesh) {
      roundMesh.count = nr
      roundMesh.instanceMatrix.needsUpdate = true
    }

    // new hits, jams and explosions
    for (const f of animator.flashes) {
      if (state.seenFlashes.has(f)) continue
      state.seenFlashes.add(f)
      const d = animator.planes.get(f.plane)
      if (!d) continue
      // a balloon's explosion is Pieces.tsx's, at its envelope
      if (f.kind === 'explosion' && pieces.has(f.plane)) continue
      const p = pieceAt(f.plane, d, v) ?? at(d, 0, BELLY, 0, v)
      if (f.kind === 'hit') {
        for (let k = 0; k < 10; k++) {
          const a = hash(k + p.x) * Math.PI * 2
          const e = (hash(k * 3 + p.z) - 0.3) * 1.5
          state.fire.add({ x: p.x, y: p.y, z: p.z, vx: Math.cos(a) * 9, vy: e * 7, vz: Math.sin(a) * 9, life: 0.45, size0: 0.7, size1: 0.25, alpha: 1, colour: SPARK })
        }
        state.fire.add({ x: p.x, y: p.y, z: p.z, vx: 0, vy: 0, vz: 0, life: 0.4, size0: 1.8, size1: 3.8, alpha: 1, colour: FIRE_HOT })
        state.smoke.add({ x: p.x, y: p.y, z: p.z, vx: 0, vy: 0.5, vz: 0, life: 1.4, size0: 1, size1: 3, alpha: 0.6, colour: SMOKE_DARK })
      } else if (f.kind === 'jam') {
        state.fire.add({ x: p.x, y: p.y + 0.6, z: p.z, vx: 0, vy: 0, vz: 0, life: 0.5, size0: 1.2, size1: 2.2, alpha: 0.9, colour: JAM })
      } else {
        burst(state, p, 1)
      }
    }

    // 003 Ground fire: an AA gun's muzzle flashes as its shell leaves
    for (const b of animator.bursts) {
      if (!state.fired.has(b)) {
        state.fired.add(b)
        const g = animator.planes.get(b.gun)
        const p = g && pieceAt(b.gun, g, v)
        if (p) {
          state.fire.add({ x: p.x, y: p.y + 1.2, z: p.z, vx: 0, vy: 2, vz: 0, life: 0.22, size0: 2.4, size1: 3.4, alpha: 1, colour: FIRE_HOT })
          for (let k = 0; k < 3; k++) state.smoke.add({ x: p.x, y: p.y + 1.4, z: p.z, vx: (hash(k + p.x) - 0.5) * 2, vy: 1.5, vz: (hash(k + p.z) - 0.5) * 2, life: 1.6, size0: 0.8, size1: 2.6, alpha: 0.55, colour: SMOKE_LIGHT })
        }
      }
      // the burst itself, its flash and its black cloud, is PieceFx.tsx's (in the animator's time)
    }

    // 003 Bombing: dust, fire and smoke where the bombs land; a hit target burns a while
    for (const b of animator.blasts) {
      if (b.age < 0) continue
      const [bx, bz] = toWorld(table, b.x, b.y)
      if (!state.landed.has(b)) {
        state.landed.add(b)
        const scale = b.result === 'full' ? 1.1 : 0.8
        burst(state, v.set(bx, 0.6, bz), scale)
        for (let k = 0; k < 14; k++) {
          const a = hash(k * 3.7 + bx) * Math.PI * 2
          const s = 4 + hash(k + 2) * 5
          state.smoke.add({ x: bx, y: 0.5, z: bz, vx: Math.cos(a) * s, vy: 1 + hash(k + 8) * 2, vz: Math.sin(a) * s, life: 2.4 + hash(k) * 1.2, size0: 2, size1: 6, alpha: 0.8, colour: DUST })
        }
      } else if (b.age < 2.6) {
        state.blastDue += dt * (b.result === 'miss' ? 6 : 14)
        for (; state.blastDue >= 1; state.blastDue--) {
          const jx = (hash(b.age * 13) - 0.5) * 4
          const jz = (hash(b.age * 17 + 1) - 0.5) * 3
          if (b.result !== 'miss') state.fire.add({ x: bx + jx, y: 0.8, z: bz + jz, vx: 0, vy: 1.4, vz: 0, life: 0.6, size0: 2.2, size1: 0.8, alpha: 1, colour: FIRE })
          state.smoke.add({ x: bx + jx, y: 1.2, z: bz + jz, vx: 0, vy: 1, vz: 0, life: 3, size0: 1.5, size1: 5, alpha: 0.75, colour: SMOKE_BLACK })
        }
      }
    }

    // a photograph: the camera's flash at the plane
    for (const ph of animator.photos) {
      if (state.snapped.has(ph)) continue
      state.snapped.add(ph)
      const d = animator.planes.get(ph.plane)
      if (!d) continue
      const p = at(d, 0, BELLY, 0, v)
      state.fire.add({ x: p.x, y: p.y, z: p.z, vx: 0, vy: 0, vz: 0, life: 0.35, size0: 3, size1: 9, alpha: 1, colour: SPARK })
      for (let k = 0; k < 8; k++) {
        const a = (k / 8) * Math.PI * 2
        state.fire.add({ x: p.x, y: p.y, z: p.z, vx: Math.cos(a) * 8, vy: 0, vz: Math.sin(a) * 8, life: 0.3, size0: 0.8, size1: 0.3, alpha: 1, colour: SPARK })
      }
    }

    // trails: smoke from damaged planes, fire too when badly hit, and a plane going down burns
    for (const d of animator.planes.values()) {
      // a piece's fire and smoke are Pieces.tsx's
      if (d.look === 'gone' || pieces.has(d.id)) continue
      const burning = d.look === 'falling' || d.look === 'exploding'
      // 003 Special Damage: a plane with flame counters burns, one with smoke counters trails thick dark smoke
      const aflame = !burning && (d.counters?.flame ?? 0) > 0
      const smoking = !burning && !aflame && (d.counters?.smoke ?? 0) > 0
      if (d.smoke <= 0 && !burning && !aflame && !smoking) continue
      const heavy = d.smoke >= 3 || smoking
      const rate = burning ? 40 : aflame ? 28 : smoking ? 18 : Math.min(16, 4 + d.smoke * 2.5)
      const acc = (state.emit.get(d.id) ?? 0) + dt * rate
      const whole = Math.floor(acc)
      state.emit.set(d.id, acc - whole)
      if (d.look === 'exploding') continue
      const len = lengthOf(d.id)
      for (let k = 0; k < whole; k++) {
        // from the engine, streaming back past the tail
        const src = at(d, (hash(k + d.fate * 97) - 0.5) * 0.3, BELLY + 0.2, -len * 0.3, w)
        const jitter = () => (Math.random() - 0.5) * 0.6
        if (burning || aflame) {
          state.smoke.add({ x: src.x + jitter(), y: src.y, z: src.z + jitter(), vx: 0, vy: 0.6, vz: 0, life: 2.4, size0: 1, size1: 3.6, alpha: 0.7, colour: SMOKE_BLACK })
          // a burning plane's flames lick back further than a falling one's: they must read from across the table
          state.fire.add({ x: src.x, y: src.y, z: src.z, vx: jitter(), vy: 1, vz: jitter(), life: aflame ? 0.75 : 0.5, size0: aflame ? 2.8 : 2.2, size1: 0.9, alpha: 1, colour: k % 3 === 0 ? FIRE_HOT : FIRE })
        } else {
          const thick = smoking ? Math.max(d.smoke, 4) : d.smoke
          state.smoke.add({ x: src.x + jitter() * 0.4, y: src.y, z: src.z + jitter() * 0.4, vx: 0, vy: 0.4, vz: 0, life: 2.2 + thick * 0.3, size0: 0.8 + thick * 0.1, size1: 2.4 + thick * 0.45, alpha: Math.min(0.9, 0.55 + thick * 0.07), colour: heavy ? SMOKE_DARK : SMOKE_LIGHT })
          if (d.smoke >= 3 && k % 2 === 0) state.fire.add({ x: src.x, y: src.y, z: src.z, vx: 0, vy: 0.8, vz: 0, life: 0.4, size0: 1, size1: 0.4, alpha: 0.9, colour: FIRE })
        }
      }
      // a falling plane bursts into flames where it meets the ground
      if (d.look === 'falling' && d.fate > 0.93 && !state.crashed.has(d.id)) {
        state.crashed.add(d.id)
        burst(state, at(d, 0, 0, 0, w), 0.6)
      }
      if (d.look === 'flying') state.crashed.delete(d.id)
    }

    state.smoke.step(dt)
    state.fire.step(dt)
    if (smoke.current) state.smoke.write(smoke.current, o)
    if (flames.current) state.fire.write(flames.current, o)
  })

  return (
    <group name="effects">
      <instancedMesh ref={smoke} args={[shared.smokeGeo, shared.smokeMat, MAX_SMOKE]} frustumCulled={false} name="smoke" renderOrder={5} />
      <instancedMesh ref={flames} args={[shared.fireGeo, shared.fireMat, MAX_FIRE]} frustumCulled={false} name="flames" renderOrder={6} />
      <instancedMesh ref={rounds} args={[shared.roundGeo, shared.roundMat, MAX_ROUNDS]} frustumCulled={false} name="tracers" renderOrder={7} />
    </group>
  )
}
