/**
 * Watching a replay: the table as it was after each phase, stepped forward (the phase's movement and firing are
 * played) and back one phase at a time, scrubbed on a timeline, played and paused at a chosen speed, as one
 * seat saw it, as a spectator, or with everything revealed.
 *
 * Keys: Left and Right step, Space plays and pauses, Home and End go to the start and the end.
 */
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import { TableScene } from '../scene/TableScene'
import { closeReplay, stepTo, watchAs } from '../replay/player'
import { useAppDispatch, useAppSelector, type AppStore } from '../store'
import { leftGame } from '../store/game-slice'
import { playToggled, replayClosed, type ReplayViewer } from '../store/replay-slice'
import { screenShown } from '../store/ui-slice'
import { DamagePanel } from './DamagePanel'
import { EventLog } from './EventLog'
import { typingIn } from './keys'
import { SpeedSelect } from './SpeedSelect'

function viewerValue(v: ReplayViewer): string {
  return v.kind === 'seat' ? `seat:${v.seat}` : v.kind
}

function parseViewer(s: string): ReplayViewer {
  if (s.startsWith('seat:')) return { kind: 'seat', seat: s.slice(5) }
  return s === 'spectator' ? { kind: 'spectator' } : { kind: 'all' }
}

export function ReplayScreen() {
  const store = useStore() as AppStore
  const dispatch = useAppDispatch()
  const replay = useAppSelector((s) => s.replay)
  const view = useAppSelector((s) => s.game.view)
  const animating = useAppSelector((s) => s.ui.animating)
  const speed = useAppSelector((s) => s.ui.speed)
  // playing: go on to the next frame once the table has finished playing this one
  useEffect(() => {
    if (!replay.playing || animating) return
    const t = setTimeout(() => stepTo(store, replay.index + 1), 500 / speed)
    return () => clearTimeout(t)
  }, [replay.playing, animating, replay.index, speed, store])

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const i = store.getState().replay.index
      if (e.key === 'ArrowRight') stepTo(store, i + 1)
      else if (e.key === 'ArrowLeft') stepTo(store, i - 1)
      else if (e.key === 'Home') stepTo(store, 0)
      else if (e.key === 'End') stepTo(store, Number.MAX_SAFE_INTEGER)
      else if (e.key === ' ') dispatch(playToggled())
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dispatch, store])

  const close = () => {
    closeReplay()
    dispatch(replayClosed())
    dispatch(leftGame())
    dispatch(screenShown('saves'))
  }
  const n = replay.labels.length
  return (
    <div className="table-screen replay-screen" data-testid="replay-screen">
      {view ? <TableScene view={view} /> : <div className="loading">Opening the replay…</div>}
      <div className="hud replay-bar" data-testid="replay-bar">
        <span className="turn" data-testid="replay-label">
          {replay.title}: {replay.labels[replay.index] ?? ''}
        </span>
        <button onClick={() => stepTo(store, 0)} disabled={replay.index === 0} title="Home" data-testid="replay-start">
          ⇤ Start
        </button>
        <button onClick={() => stepTo(store, replay.index - 1)} disabled={replay.index === 0} title="Left arrow: one phase back" data-testid="replay-back">
          ◀ Back
        </button>
        <button className="primary" onClick={() => dispatch(playToggled())} disabled={!replay.playing && replay.index >= n - 1} title="Space" data-testid="replay-play">
          {replay.playing ? 'Pause' : 'Play'}
        </button>
        <button onClick={() => stepTo(store, replay.index + 1)} disabled={replay.index >= n - 1} title="Right arrow: one phase on" data-testid="replay-forward">
          Forward ▶
        </button>
        <button onClick={() => stepTo(store, n - 1)} disabled={replay.index >= n - 1} title="End" data-testid="replay-end">
          End ⇥
        </button>
        <input
          className="timeline"
          type="range"
          min={0}
          max={Math.max(0, n - 1)}
          value={replay.index}
          onChange={(e) => stepTo(store, Number(e.target.value))}
          aria-label="timeline"
          data-testid="replay-timeline"
        />
        <span className="frame-count" data-testid="replay-position">
          {replay.index + 1} / {n}
        </span>
        <label>
          <span className="label-text">Watch as</span>
          <select value={viewerValue(replay.viewer)} onChange={(e) => watchAs(store, parseViewer(e.target.value))} data-testid="replay-viewer">
            <option value="all">Everything revealed</option>
            <option value="spectator">A spectator</option>
            {replay.seats.map((s) => (
              <option key={s.id} value={`seat:${s.id}`}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <SpeedSelect testId="replay-speed" />
        <button onClick={close} data-testid="replay-close">
          Close
        </button>
      </div>
      {view && <DamagePanel view={view} />}
      <EventLog />
    </div>
  )
}
