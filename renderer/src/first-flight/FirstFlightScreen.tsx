/**
 * Learn to fly: the guided first flight's lessons, in order, with what each teaches and whether it is done. The
 * first button flies the lesson to fly next (the one left half-way, else the first not done); any lesson can be
 * flown again from its row. The whole first flight can be skipped (its lessons count as done) or started over.
 * Below them, the hex card game's lessons (issue 30: hex-lessons.ts), each a duel at the hex table with a coach.
 */
import { useState } from 'react'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { screenShown } from '../store/ui-slice'
import { LESSONS, lessonById } from './lessons'
import { allSkipped, lessonToFly, loadProgress, NO_PROGRESS, saveProgress, type Progress } from './progress'
import { startLesson } from './start'
import { HEX_LESSONS } from './hex-lessons'
import { startHexLesson } from './HexCoach'
import './first-flight.css'

export function FirstFlightScreen() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const joining = useAppSelector((s) => s.ui.joining)
  const role = useAppSelector((s) => s.lobby.role)
  const [progress, setProgress] = useState<Progress>(() => loadProgress())
  const order = LESSONS.map((l) => l.id)
  const toFly = lessonById(lessonToFly(progress, order))
  const resuming = !!toFly && progress.current === toFly.id && !progress.done.includes(toFly.id)
  const keep = (p: Progress) => (saveProgress(p), setProgress(p))
  const fly = (id: string) => startLesson(client, id)
  return (
    <div className="menu-screen">
      <div className="menu-card wide" data-testid="first-flight">
        <h2 className="title">Learn to fly</h2>
        <p className="subtitle">A guided first flight: four short lessons at the real table against a scripted Fokker. A box points at each control as you need it. Then two lessons at the hex card game’s table.</p>
        {role === 'guest' ? (
          <p className="status">Lessons are started at the host's own screen.</p>
        ) : (
          <>
            {toFly ? (
              <button className="big primary" onClick={() => fly(toFly.id)} disabled={joining} autoFocus data-testid="first-flight-go">
                {resuming ? `Resume: ${toFly.title}` : progress.done.length ? `Continue: ${toFly.title}` : `Start: ${toFly.title}`}
                <small>{toFly.goal}</small>
              </button>
            ) : (
              <p className="status" data-testid="first-flight-all-done">
                {progress.skipped ? 'You skipped the first flight. Any lesson can still be flown from the list.' : 'All lessons flown. Fly any of them again from the list.'}
              </p>
            )}
            <h3 className="first-flight-chapter">The card-and-base game</h3>
            <ol className="first-flight-list" data-testid="card-lessons">
              {LESSONS.map((l, i) => {
                const done = progress.done.includes(l.id)
                return (
                  <li key={l.id}>
                    <button onClick={() => fly(l.id)} disabled={joining} title={l.goal} data-testid={`lesson-${l.id}`}>
                      {i + 1}. {l.title}
                    </button>
                    <span className={`state ${done ? 'done' : ''}`} data-testid={`lesson-state-${l.id}`}>
                      {done ? 'done' : progress.current === l.id ? 'left here' : ''}
                    </span>
                  </li>
                )
              })}
            </ol>
            <h3 className="first-flight-chapter">The hex card game</h3>
            <ol className="first-flight-list" data-testid="hex-lessons">
              {HEX_LESSONS.map((l, i) => {
                const done = progress.done.includes(l.id)
                return (
                  <li key={l.id}>
                    <button onClick={() => startHexLesson(client, l)} disabled={joining} title={l.goal} data-testid={`lesson-${l.id}`}>
                      {i + 1}. {l.title}
                    </button>
                    <span className={`state ${done ? 'done' : ''}`} data-testid={`lesson-state-${l.id}`}>
                      {done ? 'done' : progress.current === l.id ? 'left here' : ''}
                    </span>
                  </li>
                )
              })}
            </ol>
          </>
        )}
        <div className="first-flight-actions">
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="first-flight-back">
            Back
          </button>
          {role !== 'guest' && (
            <span>
              <button onClick={() => keep(NO_PROGRESS)} data-testid="first-flight-reset" disabled={progress.done.length === 0 && progress.current === null}>
                Start over
              </button>{' '}
              <button onClick={() => (keep(allSkipped(progress, order)), dispatch(screenShown('menu')))} data-testid="first-flight-skip-all" disabled={!toFly}>
                Skip the first flight
              </button>
            </span>
          )}
        </div>
      </div>
    </div>
  )
}
