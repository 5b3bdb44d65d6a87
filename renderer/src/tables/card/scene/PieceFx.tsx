/**
 * What stays on the table a while after the pieces' events (issue 13; 003 Ground fire, Bombing): the artillery
 * counter where an AA gun's shell was placed or burst (a black disc ringed in white, at its height with a faint stalk
 * to the ground), bombs falling from a plane, bomb cards falling with their markers (the altitude rules: the card's
 * outline on the table and the bombs hanging over it, lower with each marker gone), craters and scorches where bombs
 * landed, a small "Photo taken" marker over a plane that took its photograph, and each archie burst: an orange flash at
 * its heart and a compact black cloud lingering a few seconds (piece-effects.ts burstPuff, burstFlash), in the
 * animator's time so that a slow table holds it. The blasts' smoke and fire and the guns' muzzle flashes are
 * Effects.tsx's particles. Seven instanced meshes (those with nothing to draw hidden); nothing allocated per frame.
 */
import { HtmlLabel } from '../../common/scene/HtmlLabel'
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef, useState } from 'react'
import { CanvasTexture, CircleGeometry, Color, CylinderGeometry, Float32BufferAttribute, InstancedBufferAttribute, InstancedMesh, MeshBasicMaterial, MeshLambertMaterial, Object3D, SphereGeometry } from 'three'
import { mergeGeometries } from 'three/examples/jsm/utils/BufferGeometryUtils.js'
import { BOMB_CARD } from '../../../../../shared/engine/rules/bombing/bomb-card'
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { planeName } from '../panels/plane-name'
import { BELLY } from '../../common/models/model-size'
import { headingToRotationY, modelHeight, PEG_HEIGHT, toWorld, pegFloor } from './coords'
import { bombAt, BURST_PUFFS, burstFlash, burstHeight, burstPuff } from './piece-effects'
import { FIRE, FIRE_HOT, SMOKE_BLACK } from '../../common/scene/particles'
import { glowTexture, puffGeometry, puffMaterial, puffTexture } from '../../common/scene/puff-material'
import { useAnimator } from './playback'
import './piece-fx.css'

const MAX_MARKS = 16
const MAX_BOMBS = 48
const MAX_CARDS = 16
const MAX_SCORCH = 24
/** bombs in each drop */
const BOMBS_PER_DROP = 3
/** archie bursts drawn at once: their black puffs, and the flash's hot core and orange glow */
const MAX_BURSTS = 8
const MAX_CLOUD = MAX_BURSTS * BURST_PUFFS
const MAX_FLASH = MAX_BURSTS * 2

function scorchTexture(): CanvasTexture {
  const c = document.createElement('canvas')
  c.width = c.height = 64
  const g = c.getContext('2d')!
  const r = g.createRadialGradient(32, 32, 2, 32, 32, 31)
  r.addColorStop(0, 'rgba(12,10,8,0.95)')
  r.addColorStop(0.35, 'rgba(30,24,18,0.85)')
  r.addColorStop(0.7, 'rgba(60,48,34,0.45)')
  r.addColorStop(1, 'rgba(60,48,34,0)')
  g.fillStyle = r
  g.fillRect(0, 0, 64, 64)
  return new CanvasTexture(c)
}

/** The bomb card's outline, flat on the table (cm, its centre at the origin). */
function cardFrame() {
  const w = BOMB_CARD.width
  const d = BOMB_CARD.depth
  const t = 0.3
  const bar = (x: number, z: number, sx: number, sz: number) => new CylinderGeometry(0.5, 0.5, 0.04, 4, 1).rotateY(Math.PI / 4).scale(sx * Math.SQRT2, 1, sz * Math.SQRT2).translate(x, 0, z)
  return mergeGeometries([bar(0, -d / 2, w, t), bar(0, d / 2, w, t), bar(-w / 2, 0, t, d), bar(w / 2, 0, t, d)])!
}

export function PieceFx({ view }: { view: GameView }) {
  const animator = useAnimator()
  const table = view.setup.table
  // 003 Flying Higher: heights count from the floor
  const floor = pegFloor(view)
  const marks = useRef<InstancedMesh>(null)
  const stalks = useRef<InstancedMesh>(null)
  const bombs = useRef<InstancedMesh>(null)
  const cards = useRef<InstancedMesh>(null)
  const scorches = useRef<InstancedMesh>(null)
  const cloud = useRef<InstancedMesh>(null)
  const flash = useRef<InstancedMesh>(null)
  const shared = useMemo(() => {
    const disc = mergeGeometries([new CylinderGeometry(1.1, 1.1, 0.25, 20).toNonIndexed(), new CylinderGeometry(1.3, 1.3, 0.2, 20).translate(0, -0.03, 0).toNonIndexed()])!
    // a white rim under the black counter: it reads against fields and sky
    const n = disc.getAttribute('position').count
    const colours = new Float32Array(n * 3)
    const inner = new CylinderGeometry(1.1, 1.1, 0.25, 20).toNonIndexed().getAttribute('position').count
    for (let i = 0; i < n; i++) colours.set(i < inner ? [0.08, 0.08, 0.08] : [0.95, 0.93, 0.88], 3 * i)
    disc.setAttribute('color', new Float32BufferAttribute(colours, 3))
    return {
      disc,
      discMat: new MeshBasicMaterial({ vertexColors: true }),
      stalk: new CylinderGeometry(0.06, 0.06, 1, 5).translate(0, 0.5, 0),
      stalkMat: new MeshBasicMaterial({ color: '#f2eee4', transparent: true, opacity: 0.45, depthWrite: false }),
      // a bomb: a fat body and a tail, nose down
      bomb: mergeGeometries([new SphereGeometry(0.32, 10, 6).scale(1, 2.2, 1), new CylinderGeometry(0.3, 0.05, 0.45, 6).translate(0, 0.8, 0)].map((g) => g.toNonIndexed()))!,
      bombMat: new MeshLambertMaterial({ color: '#3a3a34' }),
      card: cardFrame(),
      cardMat: new MeshBasicMaterial({ color: '#fff2c8', transparent: true, opacity: 0.85, depthWrite: false }),
      scorch: new CircleGeometry(4.2, 24).rotateX(-Math.PI / 2),
      scorchMat: new MeshBasicMaterial({ map: scorchTexture(), transparent: true, depthWrite: false, polygonOffset: true, polygonOffsetFactor: -2 }),
      cloud: puffGeometry(MAX_CLOUD),
      cloudMat: puffMaterial(puffTexture(11, 16), { opacity: 1, shade: 0.2 }),
      flash: puffGeometry(MAX_FLASH),
      flashMat: puffMaterial(glowTexture(), { opacity: 1 }),
    }
  }, [])
  const tmp = useMemo(() => ({ o: new Object3D(), c: new Color(), at: { x: 0, y: 0, h: 0 }, puff: { x: 0, y: 0, z: 0, size: 0, alpha: 0 }, glow: { size: 0, alpha: 0 } }), [])
  const [photos, setPhotos] = useState<{ key: string; plane: string; target: string }[]>([])
  const photoList = useRef<readonly unknown[]>([])
  const photoCount = useRef(0)
  const photoRefs = useRef(new Map<string, HTMLDivElement>())

  useFrame(() => {
    const { o } = tmp
    // the artillery counters
    let nm = 0
    let ns = 0
    for (const m of animator.marks) {
      if (nm >= MAX_MARKS) break
      const [x, z] = toWorld(table, m.x, m.y)
      const high = m.level !== undefined
      const y = high ? burstHeight(m.level, floor) : 0.15
      const fade = m.placed ? 1 : Math.max(0, Math.min(1, (6 - m.age) / 1.5))
      o.position.set(x, y, z)
      o.rotation.set(0, 0, 0)
      o.scale.setScalar(0.4 + 0.6 * fade)
      o.updateMatrix()
      marks.current?.setMatrixAt(nm++, o.matrix)
      if (high && ns < MAX_MARKS) {
        o.position.set(x, 0, z)
        o.scale.set(fade, y, fade)
        o.updateMatrix()
        stalks.current?.setMatrixAt(ns++, o.matrix)
      }
    }
    // bombs falling from the planes, and those hanging over their cards while their markers last
    let nb = 0
    let nc = 0
    const putBomb = (x: number, y: number, z: number, tilt: number) => {
      if (nb >= MAX_BOMBS) return
      o.position.set(x, y, z)
      o.rotation.set(tilt, 0, tilt * 0.5)
      o.scale.setScalar(1)
      o.updateMatrix()
      bombs.current?.setMatrixAt(nb++, o.matrix)
    }
    for (const d of animator.drops) {
      for (let k = 0; k < BOMBS_PER_DROP; k++) {
        const u = (d.age - k * 0.08) / 0.8
        if (u < 0) continue
        const p = bombAt(d.from.x, d.from.y, d.from.height - d.to.height, d.to.x, d.to.y, u, tmp.at)
        const [x, z] = toWorld(table, p.x + (k - 1) * 0.9, p.y + (k % 2) * 0.6)
        putBomb(x, p.h + d.to.height, z, 0.3 * (1 - u))
      }
    }
    // bomb cards still falling (public, 003 line 844): from the view once the table has caught up with it
    if (!animator.busy)
      for (const p of view.planes) {
        for (const b of p.effects?.bombs?.falling ?? []) {
          if (nc >= MAX_CARDS) break
          const [x, z] = toWorld(table, b.x, b.y)
          o.position.set(x, 0.08, z)
          o.rotation.set(0, headingToRotationY(b.h), 0)
          o.scale.setScalar(1)
          o.updateMatrix()
          cards.current?.setMatrixAt(nc++, o.matrix)
          for (let k = 0; k < BOMBS_PER_DROP; k++) putBomb(x + (k - 1) * 0.9, b.markers * PEG_HEIGHT + (k % 2) * 0.4, z, 0)
        }
      }
    // craters: fade by shrinking in their last ten seconds
    let nk = 0
    for (const s of animator.scorches) {
      if (nk >= MAX_SCORCH) break
      const [x, z] = toWorld(table, s.x, s.y)
      o.position.set(x, 0.05 + nk * 0.002, z)
      o.rotation.set(0, headingToRotationY(s.h), 0)
      const grow = Math.min(1, s.age * 4)
      const fade = Math.min(1, (120 - s.age) / 10)
      o.scale.set(s.size * grow * fade, 1, s.size * grow * fade * 0.8)
      o.updateMatrix()
      scorches.current?.setMatrixAt(nk++, o.matrix)
    }
    // the archie bursts: the black cloud, and the flash at its heart drawn over it
    let nu = 0
    let nf = 0
    const cloudAlpha = cloud.current?.geometry.getAttribute('aAlpha') as InstancedBufferAttribute | undefined
    const flashAlpha = flash.current?.geometry.getAttribute('aAlpha') as InstancedBufferAttribute | undefined
    o.rotation.set(0, 0, 0)
    for (const b of animator.bursts) {
      if (b.age < 0 || nu + BURST_PUFFS > MAX_CLOUD) continue
      const [x, z] = toWorld(table, b.x, b.y)
      const y = burstHeight(b.level, floor)
      for (let k = 0; k < BURST_PUFFS; k++) {
        const p = burstPuff(b.age, k, tmp.puff)
        if (p.alpha <= 0) continue
        o.position.set(x + p.x, y + p.y, z + p.z)
        o.scale.setScalar(p.size)
        o.updateMatrix()
        cloud.current?.setMatrixAt(nu, o.matrix)
        cloud.current?.setColorAt(nu, SMOKE_BLACK)
        cloudAlpha?.setX(nu++, p.alpha)
      }
      const f = burstFlash(b.age, tmp.glow)
      if (f.alpha > 0 && nf + 2 <= MAX_FLASH) {
        o.position.set(x, y, z)
        o.scale.setScalar(f.size)
        o.updateMatrix()
        flash.current?.setMatrixAt(nf, o.matrix)
        flash.current?.setColorAt(nf, FIRE)
        flashAlpha?.setX(nf++, f.alpha)
        o.scale.setScalar(f.size * 0.5)
        o.updateMatrix()
        flash.current?.setMatrixAt(nf, o.matrix)
        flash.current?.setColorAt(nf, FIRE_HOT)
        flashAlpha?.setX(nf++, f.alpha)
      }
    }
    if (cloudAlpha) cloudAlpha.needsUpdate = true
    if (flashAlpha) flashAlpha.needsUpdate = true
    if (cloud.current?.instanceColor) cloud.current.instanceColor.needsUpdate = true
    if (flash.current?.instanceColor) flash.current.instanceColor.needsUpdate = true

    const finish = (mesh: InstancedMesh | null, n: number) => {
      if (!mesh) return
      mesh.count = n
      mesh.visible = n > 0
      mesh.instanceMatrix.needsUpdate = true
    }
    finish(marks.current, nm)
    finish(stalks.current, ns)
    finish(bombs.current, nb)
    finish(cards.current, nc)
    finish(scorches.current, nk)
    finish(cloud.current, nu)
    finish(flash.current, nf)

    // the photograph markers: React draws the labels when the set changes; they fade here
    // (a new list when photographs expire, a longer one when one is taken)
    if (animator.photos !== photoList.current || animator.photos.length !== photoCount.current) {
      photoList.current = animator.photos
      photoCount.current = animator.photos.length
      setPhotos(animator.photos.map((p) => ({ key: `${p.plane}>${p.target}`, plane: p.plane, target: p.target })))
    }
    for (const ph of animator.photos) {
      const el = photoRefs.current.get(`${ph.plane}>${ph.target}`)
      if (el) el.style.opacity = String(Math.max(0, Math.min(1, ph.age * 4, (4.5 - ph.age) / 1)))
    }
  })

  return (
    <group name="piece-fx">
      <instancedMesh ref={marks} args={[shared.disc, shared.discMat, MAX_MARKS]} frustumCulled={false} visible={false} name="archie-counters" />
      <instancedMesh ref={stalks} args={[shared.stalk, shared.stalkMat, MAX_MARKS]} frustumCulled={false} visible={false} name="archie-stalks" renderOrder={3} />
      <instancedMesh ref={bombs} args={[shared.bomb, shared.bombMat, MAX_BOMBS]} frustumCulled={false} visible={false} name="bombs-falling" />
      <instancedMesh ref={cards} args={[shared.card, shared.cardMat, MAX_CARDS]} frustumCulled={false} visible={false} name="bomb-cards" renderOrder={3} />
      <instancedMesh ref={cloud} args={[shared.cloud, shared.cloudMat, MAX_CLOUD]} frustumCulled={false} visible={false} name="archie-cloud" renderOrder={5} />
      <instancedMesh ref={flash} args={[shared.flash, shared.flashMat, MAX_FLASH]} frustumCulled={false} visible={false} name="archie-flash" renderOrder={6} />
      <instancedMesh ref={scorches} args={[shared.scorch, shared.scorchMat, MAX_SCORCH]} frustumCulled={false} visible={false} name="bomb-craters" renderOrder={1} />
      {photos.map((ph) => {
        const d = animator.planes.get(ph.plane)
        if (!d) return null
        const [x, z] = toWorld(table, d.x, d.y)
        return (
          <HtmlLabel key={ph.key} position={[x, modelHeight(d.level) + BELLY + 3, z]} center zIndexRange={[5, 5]} name={`photo-taken-${ph.plane}`}>
            <div
              className="photo-taken"
              data-testid={`photo-taken-${ph.plane}`}
              ref={(el) => {
                if (el) photoRefs.current.set(ph.key, el)
                else photoRefs.current.delete(ph.key)
              }}
            >
              {/* a camera drawn, not an emoji: a machine without an emoji font shows a box */}
              <svg aria-hidden="true" className="photo-icon" width="1.15em" height="0.95em" viewBox="0 0 22 18">
                <rect x="1" y="4" width="20" height="13" rx="2" fill="currentColor" />
                <rect x="7" y="1" width="8" height="4" rx="1" fill="currentColor" />
                <circle cx="11" cy="10.5" r="4.2" fill="rgba(0,0,0,0.6)" />
                <circle cx="11" cy="10.5" r="2" fill="currentColor" />
              </svg>{' '}
              Photo taken: {planeName(view.planes, ph.target, content)}
            </div>
          </HtmlLabel>
        )
      })}
    </group>
  )
}
