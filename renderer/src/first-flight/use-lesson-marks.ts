/**
 * A lesson's marks as the player goes through them, for both games' coaches (Coach.tsx, HexCoach.tsx): the mark
 * reached, kept in the lesson's progress (progress.ts) so that a lesson left is taken up there again; the control
 * the mark talks about and the panel it is in, found on the screen four times a second; and the mark passed once the
 * player has done its thing (`met`, counted from the turn or round the mark began in, `now`).
 */
import { useEffect, useRef, useState } from 'react'
import { finished, loadProgress, markReached, saveProgress } from './progress'
import { onScreen } from './runner'

export interface Rect {
  left: number
  top: number
  width: number
  height: number
}

export interface Box {
  /** the target's rectangle on screen, or null: the box goes at the top, with no arrow */
  rect: Rect | null
  /** the panel the target is in (the target itself when it is in none): the box goes beside the panel, not over it */
  panel: Rect | null
}

export function rectOf(el: Element | null | undefined): Rect | null {
  if (!el) return null
  const r = el.getBoundingClientRect()
  return { left: Math.round(r.left), top: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) }
}

export const sameRect = (a: Rect | null, b: Rect | null) => a === b || (!!a && !!b && a.left === b.left && a.top === b.top && a.width === b.width && a.height === b.height)

export interface LessonMarks<M> {
  /** the mark reached (the marks' count once done) */
  mark: number
  current: M | undefined
  done: boolean
  box: Box
  /** on to the next mark (a mark the player reads and passes with Next) */
  next(): void
}

export function useLessonMarks<M extends { target?: string }>(
  lesson: { id: string; marks: readonly M[] },
  session: string,
  /** the turn or round the game is at: where the next mark's count begins */
  now: () => number,
  /** the mark's thing done, counted from the turn or round it began in */
  met: (mark: M, began: number) => boolean,
  /** anything else the coach reads at each look (before the mark's) */
  look?: () => void,
): LessonMarks<M> {
  const [mark, setMark] = useState(() => {
    const p = loadProgress()
    return p.current === lesson.id && p.session === session ? Math.min(p.mark, lesson.marks.length) : 0
  })
  const [box, setBox] = useState<Box>({ rect: null, panel: null })
  // the turn or round the mark began in: read once when the coach comes, then as each mark is passed
  const [firstBegan] = useState(now)
  const began = useRef(firstBegan)
  // the latest of the coach's readers, without starting the timer again at each render
  const read = useRef({ now, met, look })
  read.current = { now, met, look }
  const done = mark >= lesson.marks.length
  const current = lesson.marks[mark]

  useEffect(() => {
    saveProgress(done ? finished(loadProgress(), lesson.id) : markReached(loadProgress(), lesson.id, session, mark))
  }, [done, lesson.id, session, mark])

  useEffect(() => {
    const tick = () => {
      read.current.look?.()
      if (current && read.current.met(current, began.current)) {
        began.current = read.current.now()
        // from this mark to the next only: a tick of this mark's timer that comes before React has moved on must
        // not pass the next mark too
        setMark((m) => (m === mark ? m + 1 : m))
        return
      }
      const el = current?.target ? onScreen(current.target) : null
      const rect = rectOf(el)
      const panel = rectOf(el?.closest('.panel')) ?? rect
      setBox((b) => (sameRect(b.rect, rect) && sameRect(b.panel, panel) ? b : { rect, panel }))
    }
    tick()
    const timer = window.setInterval(tick, 250)
    return () => window.clearInterval(timer)
  }, [current, mark])

  const next = () => {
    began.current = read.current.now()
    setMark((m) => (m === mark ? m + 1 : m))
  }
  return { mark, current, done, box, next }
}
