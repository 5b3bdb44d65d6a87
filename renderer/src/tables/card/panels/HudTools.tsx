/**
 * The top bar's controls that fold into a "☰ More" menu when the window is too narrow for them (issue 26: at
 * 1280×800 the Leave button fell off the bar's right end). Each control is a HudTool with a rank (hud-fold.ts: the
 * lowest fold first); the bar is measured after every render and whenever it or a control changes size
 * (ResizeObserver), and the controls that do not fit go, in their order, into a dropdown under the "☰ More" button.
 * A folded control stays mounted (hidden with its menu) so that its state (pressed, chosen) is still there to read.
 *
 * Another slice adds a control by adding a HudTool to the list Hud passes here: an id, a rank and its node.
 * The menu closes on Escape, on a click outside it, and once one of its buttons is pressed.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react'
import { foldedIds } from './hud-fold'
import './hud-fold.css'

export interface HudTool {
  id: string
  /** lower folds first (hud-fold.ts) */
  rank: number
  /** the control; a function is told whether it stands in the menu (where an icon can say its name too) */
  node: ReactNode | ((inMenu: boolean) => ReactNode)
}

const render = (t: HudTool, inMenu: boolean): ReactNode => (typeof t.node === 'function' ? t.node(inMenu) : t.node)

/** the status line counts at most this much of its width: past it, it is cut with an ellipsis rather than fold more */
const STATUS_MAX = 240
/** the "☰ More" button's width before it has been measured, px */
const MENU_GUESS = 72

export function HudTools({ bar, tools }: { bar: RefObject<HTMLElement | null>; tools: readonly HudTool[] }) {
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set())
  const [open, setOpen] = useState(false)
  const [, setTick] = useState(0)
  const widths = useRef(new Map<string, number>())
  const menuWidth = useRef(MENU_GUESS)
  const more = useRef<HTMLSpanElement>(null)

  // measure after every render: the controls on the bar, what never folds, and the room
  // eslint-disable-next-line react-hooks/exhaustive-deps -- on purpose without deps: any render may change a control's width; it sets state only when the folded set changes, so it settles
  useLayoutEffect(() => {
    const hud = bar.current
    if (!hud) return
    const style = getComputedStyle(hud)
    const gap = parseFloat(style.columnGap) || 0
    const available = hud.clientWidth - (parseFloat(style.paddingLeft) || 0) - (parseFloat(style.paddingRight) || 0)
    let fixed = -gap
    for (const el of Array.from(hud.children) as HTMLElement[]) {
      const tool = el.dataset.tool
      if (tool) {
        widths.current.set(tool, el.offsetWidth)
        continue
      }
      if (el === more.current) {
        menuWidth.current = el.offsetWidth || menuWidth.current
        continue
      }
      // the spacer takes no width, but it is a flex item: a gap on each side of it
      if (el.classList.contains('spacer')) {
        fixed += gap
        continue
      }
      const css = getComputedStyle(el)
      if (css.position === 'absolute' || css.position === 'fixed' || css.display === 'none') continue
      // a row of its own (the status on a phone, card-phone.css) takes no room on the controls' row
      if (css.flexBasis === '100%') continue
      // the rules chip counts its whole list (it shrinks, so its width now may be a cut one): a control folds first
      fixed += (el.classList.contains('waiting') ? Math.min(el.scrollWidth, STATUS_MAX) : el.classList.contains('rules-chip') ? el.scrollWidth : el.offsetWidth) + gap
    }
    const next = foldedIds(
      available,
      Math.max(0, fixed),
      tools.map((t) => ({ id: t.id, rank: t.rank, width: widths.current.get(t.id) })),
      gap,
      menuWidth.current,
    )
    if (next.size !== folded.size || [...next].some((id) => !folded.has(id))) setFolded(next)
  })

  // a resize of the window or of a control measures again
  useEffect(() => {
    const hud = bar.current
    if (!hud || typeof ResizeObserver === 'undefined') return
    const ro = new ResizeObserver(() => setTick((t) => t + 1))
    ro.observe(hud)
    for (const el of Array.from(hud.children)) ro.observe(el)
    return () => ro.disconnect()
  }, [bar, tools.length, folded])

  // the menu closes on Escape (before anything else hears it) and on a press outside it
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      e.preventDefault()
      e.stopImmediatePropagation()
      setOpen(false)
    }
    const onDown = (e: MouseEvent) => {
      if (!more.current?.contains(e.target as Node)) setOpen(false)
    }
    window.addEventListener('keydown', onKey, true)
    window.addEventListener('mousedown', onDown, true)
    return () => {
      window.removeEventListener('keydown', onKey, true)
      window.removeEventListener('mousedown', onDown, true)
    }
  }, [open])

  useEffect(() => {
    if (folded.size === 0) setOpen(false)
  }, [folded])

  const inMenu = tools.filter((t) => folded.has(t.id))
  return (
    <>
      {tools
        .filter((t) => !folded.has(t.id))
        .map((t) => (
          <span key={t.id} className="hud-tool" data-tool={t.id}>
            {render(t, false)}
          </span>
        ))}
      {inMenu.length > 0 && (
        <span className="hud-more" ref={more}>
          <button className={open ? 'on' : ''} onClick={() => setOpen(!open)} aria-haspopup="menu" aria-expanded={open} title={`More: ${inMenu.length} control${inMenu.length === 1 ? '' : 's'} the bar has no room for`} data-testid="hud-more">
            ☰ More
          </button>
          <div
            className="hud-menu"
            role="menu"
            hidden={!open}
            data-testid="hud-menu"
            onClick={(e) => (e.target as HTMLElement).closest('button') && setOpen(false)}
            onChange={() => setOpen(false)}
          >
            {inMenu.map((t) => (
              <span key={t.id} className="hud-menu-item" data-menu-tool={t.id}>
                {render(t, true)}
              </span>
            ))}
          </div>
        </span>
      )}
    </>
  )
}
