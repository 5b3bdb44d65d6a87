/**
 * Inside the table's canvas: each frame, the cues for what the table has just shown go to the sound board, and
 * the engines hum while planes move.
 */
import { useFrame } from '@react-three/fiber'
import { useEffect, useMemo } from 'react'
import { useAnimator } from '../tables/card/scene/playback'
import { CueWatch, engineLevel } from './cues'
import { soundBoard } from './sound-board'

export function SoundCues() {
  const animator = useAnimator()
  const watch = useMemo(() => new CueWatch(), [])
  useEffect(() => () => soundBoard.engines(0), [])
  useFrame(() => {
    const { cues, moving } = watch.observe({ tracers: animator.tracers, flashes: animator.flashes, planes: animator.planes.values(), bursts: animator.bursts, blasts: animator.blasts })
    for (const c of cues) soundBoard.play(c)
    soundBoard.engines(engineLevel(moving))
  })
  return null
}
