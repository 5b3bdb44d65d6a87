/**
 * Whether the player has taken the camera by hand since its preset was last set: a drag or a wheel on drei's
 * OrbitControls (their 'start'). Both tables' rigs (CameraRig.tsx, HexCamera.tsx) then leave the camera where the
 * player put it, until the preset, or anything else named in `resetOn`, changes.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { OrbitControls as OrbitControlsImpl } from 'three-stdlib'

export function useTakenByHand(controls: RefObject<OrbitControlsImpl | null>, mode: string, ...resetOn: unknown[]): RefObject<boolean> {
  const taken = useRef(false)
  useEffect(() => {
    taken.current = false
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the preset and what the caller names
  }, [mode, ...resetOn])
  useEffect(() => {
    // the controls are made again with the preset (their `enabled` changes)
    const c = controls.current
    if (!c) return
    const take = () => (taken.current = true)
    c.addEventListener('start', take)
    return () => c.removeEventListener('start', take)
  }, [controls, mode])
  return taken
}
