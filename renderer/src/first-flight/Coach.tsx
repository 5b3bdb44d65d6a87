/**
 * The coach of the first flight: over the real table of a lesson's game (its setup names the lesson), a callout box
 * with an arrow and a ring on the control it talks about, found by its data-testid (so that it follows the control
 * wherever the layout puts it; a control not on screen gets the box at the top of the screen). Each mark is done
 * when the player did the thing (runner.ts, read from the store and the screen four times a second), and the last
 * one ends the lesson. A lesson can be skipped or left (its progress is kept: progress.ts).
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector, useAppStore, type RootState } from '../store'
import { selectShownView } from '../store/shown-view'
import { screenShown } from '../store/ui-slice'
import { lessonOfScenario, type Lesson } from '../../../shared/first-flight/lesson'
import { LESSONS, lessonById, nextLesson } from './lessons'
import { finished, loadProgress, saveProgress } from './progress'
import { markDone, onScreen, type Situation } from './runner'
import { startLesson } from './start'
import { type Box, type Rect, useLessonMarks } from './use-lesson-marks'
import { inZoom, zoomOf } from '../shell/common/zoom'
import './first-flight.css'

export function Coach() {
  const scenario = useAppSelector((s) => s.game.view?.setup.scenario)
  const session = useAppSelector((s) => s.game.session)
  const handOff = useAppSelector((s) => s.ui.handOff)
  // the player at the host's screen is coached; a guest watching a lesson's game sees the table only
  const player = useAppSelector((s) => s.lobby.role === 'screen' && s.game.seat !== null)
  const lesson = lessonById(scenario ? lessonOfScenario(scenario) : null)
  if (!lesson || !session || handOff || !player) return null
  return <LessonCoach key={session} lesson={lesson} session={session} />
}

const EMPTY: (string | null)[] = [null, null, null]

function situationOf(s: RootState, player: string): Situation {
  const latest = s.game.view
  const shown = selectShownView(s) ?? latest
  return {
    turn: shown?.turn ?? 1,
    latestTurn: latest?.turn ?? 1,
    animating: s.ui.animating,
    over: latest?.step === 'over',
    draft: s.planning.drafts[player] ?? EMPTY,
    committed: latest?.planes.find((p) => p.id === player)?.committed ?? false,
    visible: (id) => onScreen(id) !== null,
  }
}

export const BOX_W = 340

function LessonCoach({ lesson, session }: { lesson: Lesson; session: string }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const [out, setOut] = useState(false)
  const { mark, current, done, box, next: nextMark } = useLessonMarks(
    lesson,
    session,
    () => situationOf(store.getState(), lesson.player).turn,
    (m, began) => markDone(m.until, situationOf(store.getState(), lesson.player), began),
    () => {
      // the Camel shot down or off the table before the lesson's end
      const plane = store.getState().game.view?.planes.find((p) => p.id === lesson.player)
      setOut(mark < lesson.marks.length && !!plane && plane.status !== 'flying')
    },
  )
  const number = LESSONS.findIndex((l) => l.id === lesson.id) + 1
  const next = nextLesson(lesson.id)

  const leave = () => {
    client.leave()
    dispatch(screenShown('first-flight'))
  }
  const goOn = () => {
    client.leave()
    if (next) startLesson(client, next.id)
    else dispatch(screenShown('first-flight'))
  }
  const skip = () => {
    saveProgress(finished(loadProgress(), lesson.id))
    goOn()
  }
  const again = () => {
    client.leave()
    startLesson(client, lesson.id)
  }

  const head = (
    <div className="coach-head">
      <span className="coach-lesson">
        Learn to fly · lesson {number} of {LESSONS.length}: {lesson.title}
      </span>
      {!done && !out && (
        <span className="coach-count" data-testid="coach-step">
          {mark + 1}/{lesson.marks.length}
        </span>
      )}
    </div>
  )
  const exits = <LessonExits skip={skip} leave={leave} />

  if (out || done || !current) {
    return (
      <div className="coach-layer">
        <div className="coach-box coach-centre" role="dialog" aria-label={done ? 'Lesson done' : 'Out of the game'} data-testid={done ? 'coach-done' : 'coach-out'} style={{ width: BOX_W }}>
          {head}
          {done ? (
            <p className="coach-text">{next ? `Lesson done. Next: ${next.title}` : 'You have flown the whole first flight. Try a quick duel against the bot from the menu!'}</p>
          ) : (
            <p className="coach-text">Your Camel is out of the game before the end of the lesson. Try it again, or skip it.</p>
          )}
          <div className="coach-buttons">
            {done ? (
              <button className="primary" onClick={goOn} autoFocus data-testid={next ? 'coach-next-lesson' : 'coach-finish'}>
                {next ? 'Next lesson' : 'Finish'}
              </button>
            ) : (
              <button className="primary" onClick={again} data-testid="coach-again">
                Try again
              </button>
            )}
            {done ? (
              <button onClick={leave} data-testid="coach-leave">
                Lessons
              </button>
            ) : (
              exits
            )}
          </div>
        </div>
      </div>
    )
  }

  return (
    <CoachMark mark={current} box={box} head={head} onNext={nextMark}>
      {exits}
    </CoachMark>
  )
}

/** A lesson's two ways out, under every coach mark of either game's lessons: skip it (counted as done) or leave it for later. */
export function LessonExits({ skip, leave }: { skip: () => void; leave: () => void }) {
  return (
    <>
      <button onClick={skip} data-testid="coach-skip" title="Count this lesson as done and go on">
        Skip lesson
      </button>
      <button onClick={leave} data-testid="coach-leave" title="Back to the lessons; you can resume this lesson later">
        Leave lesson
      </button>
    </>
  )
}

/** What a coach's mark says and points at, in either game's lessons. */
export interface CoachMarkSpec {
  text: ReactNode
  target?: string
  side?: 'top' | 'bottom' | 'left' | 'right'
  until: { kind: string }
}

/**
 * A coach mark on the table: the ring round its target and the box beside it (placeBox), its words, Next when the
 * mark waits for it (`onNext`), then the lesson's other buttons (`children`).
 */
export function CoachMark(props: { mark: CoachMarkSpec; box: Box; head: ReactNode; onNext: () => void; children: ReactNode }) {
  const { mark } = props
  const layer = useRef<HTMLDivElement>(null)
  const [zoom, setZoom] = useState(1)
  // the layer is zoomed with the screen by the UI scale, and the targets' places are the window's pixels: placed as
  // they were, the ring and the box were zoomed again (at 1.25 the hand's ring stood 90 px right of it and 140 below)
  useLayoutEffect(() => {
    const z = zoomOf(layer.current)
    if (Math.abs(z - zoom) > 0.001) setZoom(z)
  }, [props.box, zoom])
  const rect = inZoom(props.box.rect, zoom)
  const placed = placeBox(rect, inZoom(props.box.panel, zoom), mark.side, { width: window.innerWidth / zoom, height: window.innerHeight / zoom })
  return (
    <div className="coach-layer" ref={layer}>
      {rect && <div className="coach-ring" style={{ left: rect.left - 5, top: rect.top - 5, width: rect.width + 10, height: rect.height + 10 }} data-testid="coach-ring" />}
      <div className={`coach-box ${placed.arrow ? `arrow-${placed.arrow}` : 'coach-centre'}`} style={{ ...placed.style, width: BOX_W, ['--arrow-at' as string]: `${placed.arrowAt}px` }} role="note" aria-live="polite" data-testid="coach-mark" data-target={mark.target ?? ''} data-until={mark.until.kind}>
        {props.head}
        <p className="coach-text" data-testid="coach-text">
          {mark.text}
        </p>
        <div className="coach-buttons">
          {mark.until.kind === 'next' && (
            <button className="primary" onClick={props.onNext} data-testid="coach-next">
              Next
            </button>
          )}
          {props.children}
        </div>
      </div>
    </div>
  )
}

/**
 * Where the box goes: above the panel its target is in when there is room (the table's controls are mostly at the
 * bottom; the box never covers the panel's own cards and buttons), else below it; or the side of the target the
 * lesson asks for. The arrow points at the target's middle, the ring shows the target itself.
 */
export function placeBox(
  rect: Rect | null,
  panel: Rect | null,
  side?: 'top' | 'bottom' | 'left' | 'right',
  page = { width: window.innerWidth, height: window.innerHeight },
): { style: React.CSSProperties; arrow: 'down' | 'up' | 'left' | 'right' | null; arrowAt: number } {
  if (!rect) return { style: {}, arrow: null, arrowAt: 0 }
  const vw = page.width
  const vh = page.height
  const gap = 14
  if (side === 'left' || side === 'right') {
    const left = side === 'right' ? rect.left + rect.width + gap : rect.left - gap - BOX_W
    const top = Math.max(8, Math.min(vh - 160, rect.top + rect.height / 2 - 60))
    return { style: { left: Math.max(8, Math.min(vw - BOX_W - 8, left)), top }, arrow: side === 'right' ? 'left' : 'right', arrowAt: Math.max(14, Math.min(140, rect.top + rect.height / 2 - top)) }
  }
  const around = side ? rect : (panel ?? rect)
  const where = side ?? (around.top > 190 ? 'top' : 'bottom')
  const left = Math.max(8, Math.min(vw - BOX_W - 8, rect.left + rect.width / 2 - BOX_W / 2))
  const arrowAt = Math.max(14, Math.min(BOX_W - 14, rect.left + rect.width / 2 - left))
  if (where === 'top') return { style: { left, bottom: Math.max(8, vh - around.top + gap) }, arrow: 'down', arrowAt }
  return { style: { left, top: Math.min(vh - 120, around.top + around.height + gap) }, arrow: 'up', arrowAt }
}
