/**
 * The coach of the hex lessons (hex-lessons.ts), over the real hex table: the card lessons' callout box and ring
 * (Coach.tsx's look and placing), on the control each mark talks about, done when the player did the thing
 * (hex-runner.ts, read from the store and the screen four times a second). A lesson's game is the hex game the
 * screen gets after the lesson was begun (progress.ts: its session is kept once seen, so another game is never
 * coached); the last mark ends the lesson. Skipping and leaving keep the progress as the card lessons do.
 */
import { useState } from 'react'
import type { HexView } from '../../../shared/rulesets/hex/types'
import type { HostClient } from '../net/client'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector, useAppStore, type RootState } from '../store'
import { screenShown } from '../store/ui-slice'
import { BOX_W, CoachMark, LessonExits } from './Coach'
import { HEX_LESSONS, hexLessonById, nextHexLesson, type HexLesson } from './hex-lessons'
import { hexMarkDone, type HexSituation } from './hex-runner'
import { begun, finished, loadProgress, saveProgress } from './progress'
import { onScreen } from './runner'
import { useLessonMarks } from './use-lesson-marks'
import './first-flight.css'

/** Begin a hex lesson: its progress, then its game (a duel of the hex game with the lesson's seats) on this host. */
export function startHexLesson(client: Pick<HostClient, 'expectGame' | 'localTransport' | 'requestId'>, lesson: HexLesson): void {
  saveProgress(begun(loadProgress(), lesson.id))
  client.expectGame('all-human')
  client.localTransport.send({ type: 'create-game', re: client.requestId(), ruleset: 'hex', choice: { kind: 'scenario', scenario: lesson.scenario }, seats: lesson.seats as never, ...(lesson.seed ? { seed: lesson.seed } : {}) })
}

/** The lesson this hex game is, if any: the lesson begun, its scenario, and this game (or a fresh one not yet bound). */
export function hexLessonOf(progress: { current: string | null; session: string | null; done: string[] }, session: string, view: Pick<HexView, 'setup' | 'round'>): HexLesson | undefined {
  const lesson = hexLessonById(progress.current)
  if (!lesson || progress.done.includes(lesson.id) || view.setup.scenario !== lesson.scenario) return undefined
  return progress.session === session || (progress.session === null && view.round <= 1) ? lesson : undefined
}

export function HexCoach() {
  const session = useAppSelector((s) => s.rulesetGame?.session ?? null)
  const view = useAppSelector((s) => (s.rulesetGame?.ruleset === 'hex' ? (s.rulesetGame.view as HexView | null) : null))
  const seat = useAppSelector((s) => s.rulesetGame?.seat ?? null)
  const handOff = useAppSelector((s) => s.ui.handOff)
  const player = useAppSelector((s) => s.lobby.role === 'screen')
  if (!session || !view || !seat || handOff || !player) return null
  return <HexCoachFor key={session} session={session} view={view} seat={seat} />
}

/** The lesson is looked up once the game's first view is here, and kept for the game (its progress binds it). */
function HexCoachFor({ session, view, seat }: { session: string; view: HexView; seat: string }) {
  const [lesson] = useState(() => hexLessonOf(loadProgress(), session, view))
  return lesson ? <HexLessonCoach lesson={lesson} session={session} seat={seat} /> : null
}

function situationOf(s: RootState, seat: string): HexSituation | null {
  const view = s.rulesetGame?.view as HexView | null | undefined
  if (!view) return null
  return { view, seat, picked: s.rulesetGame?.picked != null, visible: (id) => onScreen(id) !== null }
}

function HexLessonCoach({ lesson, session, seat }: { lesson: HexLesson; session: string; seat: string }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const { mark, current, done, box, next: nextMark } = useLessonMarks(
    lesson,
    session,
    () => situationOf(store.getState(), seat)?.view.round ?? 1,
    (m, began) => {
      const here = situationOf(store.getState(), seat)
      return !!here && hexMarkDone(m.until, here, began)
    },
  )
  const number = HEX_LESSONS.findIndex((l) => l.id === lesson.id) + 1
  const next = nextHexLesson(lesson.id)

  const leave = () => {
    client.leave()
    dispatch(screenShown('first-flight'))
  }
  const goOn = () => {
    client.leave()
    if (next) startHexLesson(client, next)
    else dispatch(screenShown('first-flight'))
  }
  const skip = () => {
    saveProgress(finished(loadProgress(), lesson.id))
    goOn()
  }

  const head = (
    <div className="coach-head">
      <span className="coach-lesson">
        The hex card game · lesson {number} of {HEX_LESSONS.length}: {lesson.title}
      </span>
      {!done && (
        <span className="coach-count" data-testid="coach-step">
          {mark + 1}/{lesson.marks.length}
        </span>
      )}
    </div>
  )

  if (done || !current) {
    return (
      <div className="coach-layer">
        <div className="coach-box coach-centre" role="dialog" aria-label="Lesson done" data-testid="coach-done" style={{ width: BOX_W }}>
          {head}
          <p className="coach-text">{next ? `Lesson done. Next: ${next.title}` : 'That is the hex card game. Play the duel on from here, or start any hex scenario from New game.'}</p>
          <div className="coach-buttons">
            {next ? (
              <button className="primary" onClick={goOn} autoFocus data-testid="coach-next-lesson">
                Next lesson
              </button>
            ) : null}
            <button onClick={leave} data-testid="coach-leave">
              Lessons
            </button>
          </div>
        </div>
      </div>
    )
  }

  return (
    <CoachMark mark={current} box={box} head={head} onNext={nextMark}>
      <LessonExits skip={skip} leave={leave} />
    </CoachMark>
  )
}
