/**
 * drei's `<Html>` (as HtmlLabel: taps go through) for a label over the hex table that keeps inside the framed area's
 * sides and off the other labels of its `<LabelRoomKeeper>` (label-room.ts): its place is drei's own, moved by the
 * room's last layout, the label measured as it stands. `still` says that what it names stands still (a balloon, a
 * ground unit), so that its label keeps its place and the moving ones give way; `fixed` that it marks its place and
 * is moved only to keep inside the sides (a range badge on its hex, the dice by the plane that rolled them), and
 * every other label keeps off it; `apart` that it is fixed but kept off the others so marked (the dice of two planes).
 */
import type { Html } from '@react-three/drei'
import { useFrame, useThree } from '@react-three/fiber'
import { createContext, useContext, useId, useMemo, useRef, type ComponentProps, type ReactNode } from 'react'
import { HtmlLabel } from './HtmlLabel'
import { LabelRoom } from './label-room'
import { labelSync } from './label-sync'
import { canvasPoint } from './within-sides'

const Room = createContext<LabelRoom | null>(null)

export function HtmlInside({ still = false, fixed = false, apart = false, ...props }: ComponentProps<typeof Html> & { still?: boolean; fixed?: boolean; apart?: boolean }) {
  const room = useContext(Room)
  const id = useId()
  // drei's wrapper (positioned at the label's middle, as big as the label), measured when it comes and when it
  // changes size, not read in every frame's placing (drei writes each label's place in turn, and a read between
  // two writes made the browser work out the page's styles again)
  const size = useRef({ width: 0, height: 0 })
  const measure = useMemo(() => {
    let observer: ResizeObserver | null = null
    return (el: HTMLDivElement | null) => {
      observer?.disconnect()
      observer = null
      if (!el) return
      const read = () => (size.current = { width: el.offsetWidth, height: el.offsetHeight })
      read()
      observer = new ResizeObserver(read)
      observer.observe(el)
    }
  }, [])
  const place = useMemo<NonNullable<ComponentProps<typeof Html>['calculatePosition']>>(() => {
    if (!room) throw new Error('HtmlInside is placed by a LabelRoomKeeper: put it inside one')
    return (el, camera, canvas) => {
      labelSync.place(camera, el)
      const [x, y] = canvasPoint(el, camera, canvas)
      return room.place(id, { x, y, ...size.current, still, fixed: fixed || apart, apart }, canvas)
    }
  }, [room, id, still, fixed, apart])
  return <HtmlLabel {...props} ref={measure} calculatePosition={place} />
}

/**
 * Inside the Canvas: the labels under it are kept off each other and within the area the map is framed in, below
 * its top and between its sides; a frame is asked for when one has to move.
 */
export function LabelRoomKeeper({ children }: { children: ReactNode }) {
  const room = useMemo(() => new LabelRoom(), [])
  const size = useThree((s) => s.size)
  const gl = useThree((s) => s.gl)
  const invalidate = useThree((s) => s.invalidate)
  useFrame(() => {
    // the labels keep below the top bands and between the side bands the map is framed in (the camera's
    // `data-map-area`, "top right bottom left"), off the panels there
    const [top, right, , left] = (gl.domElement.dataset.mapArea ?? '').split(' ').map(Number)
    if (room.settle(size.width, { top: top || 0, left: left || 0, right: right || 0 })) invalidate()
  })
  return <Room.Provider value={room}>{children}</Room.Provider>
}
