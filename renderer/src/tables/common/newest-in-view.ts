/**
 * A list read from the bottom (the combat log, the hex log, the chat): its newest line is kept in view as lines
 * come, unless the reader has scrolled up to older ones, who then stays where they read until they scroll back
 * down (or press a "newest" button).
 *
 * A change of the list's size is not the reader's doing: the window resized, the UI scale changed, the panel grew
 * or shrank. A list at its newest line stays there through it. Before, the browser's own scroll on a resize read
 * as the reader's, and the combat log stopped short of its newest lines with "↓ newest" shown.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

export interface NewestInView<E extends HTMLElement> {
  /** the list's ref (a callback: the list may come and go, as the chat folds) */
  ref: (el: E | null) => void
  /** the reader has scrolled up from the newest line */
  away: boolean
  onScroll: () => void
  /** back to the newest line, and kept there */
  toNewest: () => void
}

const sizeOf = (el: HTMLElement) => `${el.clientWidth}x${el.clientHeight}`

/**
 * `lines`: the lines shown, a new value when lines come (the lines themselves, not their count, which stays as it was
 * when a list capped at its newest lines drops its oldest); `stickPx`: this close to the bottom counts as at it.
 */
export function useNewestInView<E extends HTMLElement>(lines: unknown, stickPx: number): NewestInView<E> {
  const [el, setEl] = useState<E | null>(null)
  const stuck = useRef(true)
  const size = useRef('')
  const [away, setAway] = useState(false)

  useLayoutEffect(() => {
    if (el && stuck.current) el.scrollTop = el.scrollHeight
  }, [el, lines])

  useEffect(() => {
    if (!el || typeof ResizeObserver === 'undefined') return
    size.current = sizeOf(el)
    const watch = new ResizeObserver(() => {
      size.current = sizeOf(el)
      if (stuck.current) el.scrollTop = el.scrollHeight
    })
    watch.observe(el)
    return () => watch.disconnect()
  }, [el])

  const onScroll = useCallback(() => {
    if (!el) return
    const now = sizeOf(el)
    if (now !== size.current) {
      // the browser's scroll for a new size (it comes before the resize is observed): not the reader's
      size.current = now
      if (stuck.current) {
        el.scrollTop = el.scrollHeight
        return
      }
    }
    stuck.current = el.scrollHeight - el.scrollTop - el.clientHeight <= stickPx
    setAway(!stuck.current)
  }, [el, stickPx])

  const toNewest = useCallback(() => {
    stuck.current = true
    setAway(false)
    if (el) el.scrollTop = el.scrollHeight
  }, [el])

  return { ref: setEl, away, onScroll, toNewest }
}
