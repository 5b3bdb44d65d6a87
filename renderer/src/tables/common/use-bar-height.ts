/**
 * The panels under a table's top bar start where a stylesheet variable says: the card table's `--top` (styles.css:
 * 48 px; card-phone.css: 56 px, the bar on two rows), the hex table's `--hex-hud-h` when held upright
 * (hex-phone.css). A bar that wraps onto more rows than that leaves room for (a phone's bar at the game's end: the
 * game-over chip, the seat, More and Leave; a spectator's hex bar with its Watching chip) sets the variable on its
 * table from its own height, so that no panel slides under it; a bar that fits leaves the stylesheet's value alone.
 * The hex table's log starts under its cards panel the same way (`--hex-cards-foot`): with three or four other hands
 * the panel grew over the log's top.
 */
import { useLayoutEffect, type RefObject } from 'react'

export interface BarRoom {
  /** the variable the panels below read, px */
  variable: string
  /** the table the variable is set on (the bar's nearest ancestor matching it) */
  table: string
  /** what the variable measures from the table's top: the bar's foot plus `gap` (the card table), or its height */
  from: 'foot' | 'height'
  gap: number
}

export const CARD_BAR: BarRoom = { variable: '--top', table: '.table-screen', from: 'foot', gap: 6 }
export const HEX_BAR: BarRoom = { variable: '--hex-hud-h', table: '.hex-table', from: 'height', gap: 0 }
export const HEX_CARDS: BarRoom = { variable: '--hex-cards-foot', table: '.hex-table', from: 'foot', gap: 10 }

export function useBarHeight(bar: RefObject<HTMLElement | null>, room: BarRoom): void {
  useLayoutEffect(() => {
    const el = bar.current
    const table = el?.closest<HTMLElement>(room.table)
    if (!el || !table || typeof ResizeObserver === 'undefined') return
    const fit = () => {
      table.style.removeProperty(room.variable)
      const styled = parseFloat(getComputedStyle(table).getPropertyValue(room.variable)) || 0
      const box = el.getBoundingClientRect()
      // the element's zoom (the UI scale, a stream's zoom): the panels that read the variable are zoomed as it is, so
      // the variable is in their unzoomed pixels (set in the page's, a stream's log stood a third lower than it should)
      const zoom = el.offsetHeight > 0 ? box.height / el.offsetHeight : 1
      const needed = Math.ceil((room.from === 'foot' ? box.bottom - table.getBoundingClientRect().top : box.height) / zoom + room.gap)
      if (styled > 0 && needed > styled) table.style.setProperty(room.variable, `${needed}px`)
    }
    fit()
    const watch = new ResizeObserver(fit)
    watch.observe(el)
    return () => {
      watch.disconnect()
      table.style.removeProperty(room.variable)
    }
  }, [bar, room])
}
