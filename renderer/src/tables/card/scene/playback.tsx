/**
 * Connects the store to the animator: new events are queued for playing, finished ones are let go, and the
 * store is told when the table starts and stops moving. Per-frame work stays in refs, never in the store.
 */
import { useFrame } from '@react-three/fiber'
import { createContext, useContext, useEffect, useRef } from 'react'
import { useStore } from 'react-redux'
import type { AppStore } from '../../../store'
import { eventsPlayed } from '../../../store/game-slice'
import { animationChanged } from '../../../store/ui-slice'
import { rulesFor } from '../../../content'
import { Animator } from './animator'

export const AnimatorContext = createContext<Animator>(new Animator())

export function useAnimator(): Animator {
  return useContext(AnimatorContext)
}

export function Playback() {
  const animator = useAnimator()
  const store = useStore() as AppStore
  const handed = useRef(0)
  const key = useRef('')

  useEffect(() => {
    const onChange = () => {
      const { game } = store.getState()
      const k = `${game.session}|${game.seat}`
      if (k !== key.current) {
        // another game or another seat: start over from its view
        key.current = k
        handed.current = 0
        animator.reset()
      }
      if (!game.view) return
      if (game.pending.length > handed.current) {
        animator.enqueue(game.pending.slice(handed.current), rulesFor(game.view.setup))
        handed.current = game.pending.length
        // the table is behind the host from now: the planning and fire panels wait for it (not for the next frame)
        if (!store.getState().ui.animating) store.dispatch(animationChanged(true))
      }
      if (!animator.busy && game.pending.length === 0) animator.sync(game.view)
    }
    onChange()
    return store.subscribe(onChange)
  }, [store, animator])

  useFrame((_, delta) => {
    const state = store.getState()
    const wasBusy = state.ui.animating
    const done = animator.update(Math.min(delta, 0.1) * state.ui.speed)
    if (done > 0) {
      handed.current -= done
      store.dispatch(eventsPlayed(done))
    }
    const busy = animator.busy || store.getState().game.pending.length > 0
    if (busy !== wasBusy) store.dispatch(animationChanged(busy))
    if (!busy) {
      const v = store.getState().game.view
      if (v && done > 0) animator.sync(v)
    }
  })
  return null
}
