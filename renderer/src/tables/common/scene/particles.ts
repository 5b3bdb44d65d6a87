/**
 * Particles for smoke and fire: a pool of short-lived puffs that drift on the wind, grow and fade, written each
 * frame into an instanced mesh of soft puffs (puff-material.ts); and the fireball of an explosion or a crash.
 */
import { Color, InstancedBufferAttribute, InstancedMesh, Object3D, Vector3 } from 'three'

/** smoke drifts on the same wind as the clouds, and rises */
const DRIFT = new Vector3(0.9, 1.6, 0.2)

export interface Particle {
  x: number
  y: number
  z: number
  vx: number
  vy: number
  vz: number
  age: number
  life: number
  size0: number
  size1: number
  alpha: number
  colour: Color
}

export const SMOKE_LIGHT = new Color('#9c9890')
export const SMOKE_DARK = new Color('#3b3835')
export const SMOKE_BLACK = new Color('#1d1b1a')
/** earth thrown up by bombs */
export const DUST = new Color('#7a6448')
export const FIRE = new Color('#ff8a24')
export const FIRE_HOT = new Color('#ffd35c')
export const SPARK = new Color('#fff0b0')
export const JAM = new Color('#9ad0ff')

/** A repeatable pseudo-random number for round k of a burst: tracers spread the same way every frame. */
export function hash(k: number): number {
  const x = Math.sin(k * 127.1 + 311.7) * 43758.5453
  return x - Math.floor(x)
}

export class Pool {
  items: Particle[] = []
  constructor(private max: number) {}
  add(p: Omit<Particle, 'age'>): void {
    if (this.items.length < this.max) this.items.push({ ...p, age: 0 })
  }
  step(dt: number): void {
    let n = 0
    for (const p of this.items) {
      p.age += dt
      if (p.age >= p.life) continue
      p.x += p.vx * dt
      p.y += p.vy * dt
      p.z += p.vz * dt
      // air slows the bursts down
      const drag = Math.exp(-dt * 2.2)
      p.vx = p.vx * drag + DRIFT.x * (1 - drag)
      p.vy = p.vy * drag + DRIFT.y * (1 - drag) * (p.life > 1 ? 1 : 0.3)
      p.vz = p.vz * drag + DRIFT.z * (1 - drag)
      this.items[n++] = p
    }
    this.items.length = n
  }
  write(mesh: InstancedMesh, o: Object3D): void {
    const alpha = mesh.geometry.getAttribute('aAlpha') as InstancedBufferAttribute
    this.items.forEach((p, i) => {
      const u = p.age / p.life
      o.position.set(p.x, p.y, p.z)
      o.scale.setScalar(p.size0 + (p.size1 - p.size0) * Math.sqrt(u))
      o.updateMatrix()
      mesh.setMatrixAt(i, o.matrix)
      mesh.setColorAt(i, p.colour)
      alpha.setX(i, p.alpha * Math.min(1, u * 8) * (1 - u) * (1 - u * 0.3))
    })
    mesh.count = this.items.length
    mesh.instanceMatrix.needsUpdate = true
    if (mesh.instanceColor) mesh.instanceColor.needsUpdate = true
    alpha.needsUpdate = true
  }
}

/** A fireball: a flash, flames thrown out, black smoke rolling up. */
export function burst(state: { smoke: Pool; fire: Pool }, p: Vector3, scale: number): void {
  state.fire.add({ x: p.x, y: p.y, z: p.z, vx: 0, vy: 0, vz: 0, life: 0.6, size0: 4 * scale, size1: 11 * scale, alpha: 1, colour: SPARK })
  state.fire.add({ x: p.x, y: p.y, z: p.z, vx: 0, vy: 1, vz: 0, life: 1.1, size0: 5 * scale, size1: 8 * scale, alpha: 0.9, colour: FIRE })
  for (let k = 0; k < 22; k++) {
    const a = hash(k * 1.7 + p.x) * Math.PI * 2
    const e = hash(k * 2.3 + p.z) * 0.9 + 0.1
    const s = (4 + hash(k) * 8) * scale
    state.fire.add({ x: p.x, y: p.y, z: p.z, vx: Math.cos(a) * s, vy: e * s, vz: Math.sin(a) * s, life: 0.8 + hash(k + 5) * 0.6, size0: 2.6 * scale, size1: 1.2 * scale, alpha: 1, colour: k % 3 === 0 ? FIRE_HOT : FIRE })
  }
  for (let k = 0; k < 16; k++) {
    const a = hash(k * 4.1 + p.y) * Math.PI * 2
    const s = (1 + hash(k + 9) * 3) * scale
    state.smoke.add({ x: p.x, y: p.y, z: p.z, vx: Math.cos(a) * s, vy: 1.5 + hash(k + 3) * 2, vz: Math.sin(a) * s, life: 2.6 + hash(k) * 1.2, size0: 2 * scale, size1: 7 * scale, alpha: 0.8, colour: SMOKE_BLACK })
  }
}
