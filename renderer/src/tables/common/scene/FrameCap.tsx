/**
 * Frames at a capped rate: inside a `<Canvas frameloop="demand">`, asks for a frame `fps` times a second. Anything
 * else that asks (a React change to the scene, the camera's controls) still draws at once, so the table never shows
 * an old state; only the frames of steady motion are fewer. See render-quality.ts for who caps.
 */
import { useEffect } from 'react'
import { useThree } from '@react-three/fiber'

export function FrameCap({ fps }: { fps: number }) {
  const invalidate = useThree((s) => s.invalidate)
  useEffect(() => {
    const timer = setInterval(() => invalidate(), 1000 / fps)
    return () => clearInterval(timer)
  }, [fps, invalidate])
  return null
}
