/**
 * Connects the store to the animator (playback-feed.ts): on every change of the store, and every frame. Per-frame
 * work stays in refs, never in the store.
 */
import { useFrame } from '@react-three/fiber'
import { createContext, useContext, useEffect, useMemo } from 'react'
import { useStore } from 'react-redux'
import type { AppStore } from '../../../store'
import { MOVE_PIECES } from '../../common/scene/frame-order'
import { Animator } from './animator'
import { PlaybackFeed } from './playback-feed'

export const AnimatorContext = createContext<Animator>(new Animator())

export function useAnimator(): Animator {
  return useContext(AnimatorContext)
}

export function Playback() {
  const animator = useAnimator()
  const store = useStore() as AppStore
  const feed = useMemo(() => new PlaybackFeed(store, animator), [store, animator])

  useEffect(() => {
    feed.changed()
    return store.subscribe(() => feed.changed())
  }, [store, feed])

  // before anything drawn from the poses: the camera that follows a plane, the nameplates (frame-order.ts)
  useFrame((_, delta) => feed.frame(delta), MOVE_PIECES)
  return null
}
