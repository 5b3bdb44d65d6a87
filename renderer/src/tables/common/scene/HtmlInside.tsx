/**
 * drei's `<Html>` for a label over the table that keeps inside the window's sides (within-sides.ts): its place is drei's
 * own, moved sideways by as much as the label, measured as it stands, would reach past a side.
 */
import { Html } from '@react-three/drei'
import { useMemo, useRef, type ComponentProps } from 'react'
import { insideSides } from './within-sides'

export function HtmlInside(props: ComponentProps<typeof Html>) {
  // drei's wrapper: positioned at the label's middle, as wide as the label
  const wrapper = useRef<HTMLDivElement>(null)
  const place = useMemo(() => insideSides(() => wrapper.current?.offsetWidth ?? 0), [])
  return <Html {...props} ref={wrapper} calculatePosition={place} />
}
