/**
 * The replay's keys, the same on either game's replay screen (ReplayScreen.tsx, HexReplayScreen.tsx): → and ← a step
 * forward and back (with Shift, the card game's phase), Home and End the replay's ends, Space plays or pauses. Not
 * while typing, nor with Ctrl, Cmd or Alt held.
 */
import { useEffect, useRef } from 'react'
import { typingIn } from '../common/keys'

export interface ReplayKeys {
  /** a step forward (1) or back (-1); `shift` when Shift is held */
  step(dir: 1 | -1, shift: boolean): void
  /** to a step: 0 the first, MAX_SAFE_INTEGER the last */
  to(index: number): void
  /** play or pause */
  toggle(): void
}

export function useReplayKeys(keys: ReplayKeys): void {
  // the latest handlers, without listening again at each render
  const latest = useRef(keys)
  latest.current = keys
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const k = latest.current
      if (e.key === 'ArrowRight') k.step(1, e.shiftKey)
      else if (e.key === 'ArrowLeft') k.step(-1, e.shiftKey)
      else if (e.key === 'Home') k.to(0)
      else if (e.key === 'End') k.to(Number.MAX_SAFE_INTEGER)
      else if (e.key === ' ') k.toggle()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
