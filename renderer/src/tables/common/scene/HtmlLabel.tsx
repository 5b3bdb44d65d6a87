/**
 * drei's `<Html>` for a label over a table that only shows: taps and clicks go through it to the table and to any
 * panel it stands by. drei's wrapper took them (the label inside it lets them through): held sideways on a phone a
 * plane's label at the map's side took the taps meant for the move's first step, and the dice of the start's rolls,
 * standing over the planes, took the taps on the map.
 */
import { Html } from '@react-three/drei'
import { forwardRef, type ComponentProps } from 'react'

export const HtmlLabel = forwardRef<HTMLDivElement, ComponentProps<typeof Html>>(function HtmlLabel(props, ref) {
  // html-label: what it holds is zoomed by the UI scale (settings.css), the canvas's pixels it is placed in are not
  return <Html {...props} ref={ref} className={`html-label${props.className ? ` ${props.className}` : ''}`} style={{ pointerEvents: 'none', ...props.style }} />
})
