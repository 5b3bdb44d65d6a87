/**
 * Clouds drifting over the table: soft puffs, all in one instanced draw call, wrapping round when they leave.
 */
import { useFrame } from '@react-three/fiber'
import { useMemo, useRef } from 'react'
import { IcosahedronGeometry, InstancedMesh, MeshStandardMaterial, Object3D } from 'three'

interface Puff {
  cloud: number
  dx: number
  dy: number
  dz: number
  r: number
}

export function Clouds({ width, depth, count = 6 }: { width: number; depth: number; count?: number }) {
  const mesh = useRef<InstancedMesh>(null)
  const { puffs, clouds } = useMemo(() => {
    let seed = 17
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647)
    const clouds = Array.from({ length: count }, (_, i) => ({ x: (rnd() - 0.5) * width * 1.4, z: (rnd() - 0.5) * depth, y: 28 + rnd() * 18 + (i % 2) * 6 }))
    const puffs: Puff[] = []
    clouds.forEach((_, c) => {
      const n = 6 + Math.floor(rnd() * 4)
      for (let k = 0; k < n; k++) puffs.push({ cloud: c, dx: (rnd() - 0.5) * 22, dy: (rnd() - 0.3) * 4, dz: (rnd() - 0.5) * 12, r: 4 + rnd() * 5 })
    })
    return { puffs, clouds }
  }, [width, depth, count])
  const geo = useMemo(() => new IcosahedronGeometry(1, 2), [])
  const mat = useMemo(() => new MeshStandardMaterial({ color: '#f4f6f8', roughness: 1, transparent: true, opacity: 0.55, depthWrite: false }), [])
  const o = useMemo(() => new Object3D(), [])

  useFrame((state) => {
    const m = mesh.current
    if (!m) return
    const t = state.clock.elapsedTime
    const span = width * 1.6
    puffs.forEach((p, i) => {
      const c = clouds[p.cloud]
      let x = c.x + t * 1.2
      x = ((((x + span / 2) % span) + span) % span) - span / 2
      o.position.set(x + p.dx, c.y + p.dy, c.z + p.dz)
      o.scale.set(p.r * 1.3, p.r * 0.7, p.r)
      o.updateMatrix()
      m.setMatrixAt(i, o.matrix)
    })
    m.instanceMatrix.needsUpdate = true
  })

  return <instancedMesh ref={mesh} args={[geo, mat, puffs.length]} frustumCulled={false} name="clouds" renderOrder={10} />
}
