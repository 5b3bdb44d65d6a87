/**
 * The panels under the card table's top bar start at `--top` (styles.css: 48 px; card-phone.css: 56 px, the bar on
 * two rows). A bar that wraps onto more rows than that leaves room for (a phone's bar at the game's end: the
 * game-over chip, the seat, More and Leave) sets `--top` on the table from its own height, so that no panel slides
 * under it; a bar that fits leaves the stylesheet's value alone.
 */
import { useLayoutEffect, type RefObject } from 'react'

/** the room kept between the bar's foot and the panels below it, px */
const GAP = 6

export function useBarHeight(bar: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = bar.current
    const table = el?.closest<HTMLElement>('.table-screen') ?? el?.parentElement
    if (!el || !table || typeof ResizeObserver === 'undefined') return
    const fit = () => {
      table.style.removeProperty('--top')
      const styled = parseFloat(getComputedStyle(table).getPropertyValue('--top')) || 0
      const needed = Math.ceil(el.getBoundingClientRect().bottom - table.getBoundingClientRect().top + GAP)
      if (needed > styled) table.style.setProperty('--top', `${needed}px`)
    }
    fit()
    const watch = new ResizeObserver(fit)
    watch.observe(el)
    return () => {
      watch.disconnect()
      table.style.removeProperty('--top')
    }
  }, [bar])
}
