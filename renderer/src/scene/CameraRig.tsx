/**
 * The camera: orbit the table freely, look straight down on it, or follow a plane from behind and above.
 */
import { OrbitControls } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { useEffect, useRef } from 'react'
import { Vector3 } from 'three'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'
import { useAppSelector } from '../store'
import { headingToRotationY, modelHeight, DEFAULT_ALTITUDE, toWorld } from './coords'
import { useAnimator } from './playback'

export function CameraRig({ width, depth }: { width: number; depth: number }) {
  const mode = useAppSelector((s) => s.ui.camera)
  const selected = useAppSelector((s) => s.ui.selected)
  const firstFollow = useAppSelector((s) => s.game.view?.planes.find((p) => p.status === 'flying')?.id ?? null)
  const controls = useRef<OrbitControlsImpl>(null)
  const animator = useAnimator()
  const { camera } = useThree()
  const goal = useRef(new Vector3())
  const look = useRef(new Vector3())
  const size = Math.max(width, depth)

  useEffect(() => {
    if (mode === 'orbit') {
      camera.position.set(0, size * 0.85, depth * 0.75 + 25)
      controls.current?.target.set(0, 0, 0)
      controls.current?.update()
    }
  }, [mode, camera, size, depth])

  useFrame((_, dt) => {
    if (mode === 'orbit') return
    if (mode === 'top') {
      goal.current.set(0, size * 1.15, 0.01)
      look.current.set(0, 0, 0)
    } else {
      const id = selected ?? firstFollow
      const d = id ? animator.planes.get(id) : undefined
      if (!d) return
      const [x, z] = toWorld({ width, depth }, d.x, d.y)
      const r = headingToRotationY(d.h)
      // behind the tail (+z in the model's frame) and above
      goal.current.set(x + Math.sin(r) * 26, modelHeight(DEFAULT_ALTITUDE) + 14, z + Math.cos(r) * 26)
      look.current.set(x - Math.sin(r) * 20, modelHeight(DEFAULT_ALTITUDE), z - Math.cos(r) * 20)
    }
    const k = 1 - Math.exp(-dt * 4)
    camera.position.lerp(goal.current, k)
    camera.lookAt(look.current)
  })

  return <OrbitControls ref={controls} enabled={mode === 'orbit'} makeDefault maxPolarAngle={Math.PI / 2.05} minDistance={15} maxDistance={size * 3} />
}
