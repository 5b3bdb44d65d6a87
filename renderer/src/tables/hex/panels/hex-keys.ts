/**
 * The hex table's keys (listed in shell/help/key-list.ts): the number keys pick the card of the hand at that place,
 * Enter plays the picked card's first way or answers the question's default, Escape puts the card back; F flies a
 * space, the arrows turn (left, right) and climb or dive (up, down), + and - change speed, E ends the move, C
 * cycles the camera's presets.
 *
 * Listened for on the window's capture phase so that Escape used here (a card put back) does not also ask to leave
 * the table (TableExitButtons takes an Escape no one has used). Keys typed into a field are left alone, but for a
 * field marked `data-table-keys` (the Ace's "as" list): there Enter, Escape and the number keys are still the
 * table's, so that a player who chose what the Ace stands in for plays it by Enter, as any card (a closed list uses
 * none of them; its arrows and letters stay its own).
 */
import { useEffect, useRef } from 'react'
import { typingIn } from '../../../shell/common/keys'

export interface HexKeyHandlers {
  /** a number key 1-9: the card at that place (0-based) */
  pick(index: number): void
  /** Enter: true when it was used */
  enter(): boolean
  /** Escape: true when it was used (a card put back, a choice cancelled) */
  escape(): boolean
  step(id: 'move' | 'face-left' | 'face-right' | 'climb' | 'dive' | 'faster' | 'slower' | 'end-move'): void
  /** C: the next camera preset */
  camera(): void
}

export function useHexKeys(handlers: HexKeyHandlers, on: boolean): void {
  const h = useRef(handlers)
  h.current = handlers
  useEffect(() => {
    if (!on) return
    const onKey = (e: KeyboardEvent) => {
      if ((typingIn(e) && !tableKeyInField(e)) || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return
      // a dialog (Save, Leave) or an overlay (rules, keys) open takes its own keys
      if (document.querySelector('[role=dialog]:not([data-testid=hex-end]), [data-testid=handoff]')) return
      let used = true
      if (/^[1-9]$/.test(e.key)) h.current.pick(Number(e.key) - 1)
      else if (e.key === 'Enter') used = h.current.enter()
      else if (e.key === 'Escape') used = h.current.escape()
      else if (e.key === 'f' || e.key === 'F') h.current.step('move')
      else if (e.key === 'ArrowLeft') h.current.step('face-left')
      else if (e.key === 'ArrowRight') h.current.step('face-right')
      else if (e.key === 'ArrowUp') h.current.step('climb')
      else if (e.key === 'ArrowDown') h.current.step('dive')
      else if (e.key === '+' || e.key === '=') h.current.step('faster')
      else if (e.key === '-') h.current.step('slower')
      else if (e.key === 'e' || e.key === 'E') h.current.step('end-move')
      else if (e.key === 'c' || e.key === 'C') h.current.camera()
      else used = false
      if (used) e.preventDefault()
    }
    window.addEventListener('keydown', onKey, true)
    return () => window.removeEventListener('keydown', onKey, true)
  }, [on])
}

/** A key the table takes even from a field that lets it (`data-table-keys`): Enter, Escape, a number key. */
function tableKeyInField(e: KeyboardEvent): boolean {
  const t = e.target
  const lets = typeof HTMLElement !== 'undefined' && t instanceof HTMLElement && t.dataset.tableKeys !== undefined
  return lets && (e.key === 'Enter' || e.key === 'Escape' || /^[1-9]$/.test(e.key))
}
