/**
 * A stream overlay cannot scroll: what its lobby says of how the game is won is set smaller, down to a floor, until
 * the lobby's body holds it whole (a scenario with many terms, such as Outnumbered!, on a 1080p stream). Sizes are
 * CSS px before the overlay's zoom: 11 px reads at about 16 px on a 1080p stream.
 */
import { useLayoutEffect, type RefObject } from 'react'

export const HOW_WON_PX = { max: 14, min: 11, step: 0.5 }

/** The largest size from `px.max` down to `px.min` at which `box` does not overflow, set on `text`; returned. */
export function fitText(box: Pick<HTMLElement, 'scrollHeight' | 'clientHeight'>, text: { style: { fontSize: string } }, px = HOW_WON_PX): number {
  let size = px.max
  text.style.fontSize = `${size}px`
  while (box.scrollHeight > box.clientHeight && size > px.min) {
    size = Math.max(px.min, size - px.step)
    text.style.fontSize = `${size}px`
  }
  return size
}

/** fitText after every render of the lobby and on every resize of the window, while `on`. */
export function useFitText(box: RefObject<HTMLElement | null>, text: RefObject<HTMLElement | null>, on: boolean): void {
  useLayoutEffect(() => {
    if (!on) return
    const fit = () => box.current && text.current && fitText(box.current, text.current)
    fit()
    window.addEventListener('resize', fit)
    return () => window.removeEventListener('resize', fit)
  })
}
