/**
 * Watching a replay: the table as it was after each phase, stepped forward (the phase's movement and firing are
 * played) and back one phase at a time or one card at a time (each plane's manoeuvre of a phase, then its fire:
 * shared/save/replay-cards.ts), scrubbed on a timeline, played and paused at a chosen speed, as one seat saw it, as
 * a spectator, or with everything revealed. The combat log shows the game up to the point shown.
 *
 * Keys: Left and Right step a card, Shift+Left and Shift+Right a phase, Space plays and pauses, Home and End go to
 * the start and the end.
 */
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import { TableScene } from '../../tables/card/scene/TableScene'
import { closeReplay, stepCard, stepPhase, stepTo, watchAs } from './player'
import { positionWords } from './replay-words'
import './replay-bar.css'
import { useAppDispatch, useAppSelector, type AppStore } from '../../store'
import { leftGame } from '../../store/game-slice'
import { playToggled, replayClosed, type ReplayViewer } from '../../store/replay-slice'
import { screenShown } from '../../store/ui-slice'
import { DamagePanel } from '../../tables/card/panels/DamagePanel'
import { EventLog } from '../../tables/card/panels/EventLog'
import { typingIn } from '../common/keys'
import { SpeedSelect } from '../../tables/common/SpeedSelect'

function viewerValue(v: ReplayViewer): string {
  return v.kind === 'seat' ? `seat:${v.seat}` : v.kind
}

/** The whole of each "Watch as" choice, for the select's tooltip; its options say it short so the slot never cuts them. */
function viewerTitle(v: ReplayViewer, seats: readonly { id: string; name: string }[]): string {
  if (v.kind === 'all') return 'Watch as: everything revealed (every plan and damage card face up)'
  if (v.kind === 'spectator') return 'Watch as: a spectator (what a spectator saw: no secret plans or damage)'
  return `Watch as: ${seats.find((s) => s.id === v.seat)?.name ?? v.seat} (what that seat saw)`
}

function parseViewer(s: string): ReplayViewer {
  if (s.startsWith('seat:')) return { kind: 'seat', seat: s.slice(5) }
  return s === 'spectator' ? { kind: 'spectator' } : { kind: 'all' }
}

/** The position as shown, "index / count"; its slot is as wide as the count's digits allow (tabular figures). */
export function framePosition(index: number, count: number): string {
  return `${Math.min(index + 1, Math.max(1, count))} / ${count}`
}

interface ReplayBarProps {
  title: string
  labels: readonly string[]
  index: number
  /** where the replay stands in words (replay-words.ts); the frame's label without it */
  position?: string
  /** cards into the phase after frame `index` */
  card?: number
  playing: boolean
  viewer: ReplayViewer
  seats: readonly { id: string; name: string }[]
  onStep: (index: number) => void
  /** one card on or back; one phase on or back */
  onCard?: (by: 1 | -1) => void
  onPhase?: (by: 1 | -1) => void
  onPlay: () => void
  onWatch: (viewer: ReplayViewer) => void
  onClose: () => void
}

/**
 * The replay's controls in one row of fixed slots (issue 9, layout): the frame's label is cut to its slot (the
 * whole of it in the tooltip), Play and Pause share one width, the position sits in a slot as wide as its longest
 * text in tabular figures, and the row never wraps; below 1180 px the buttons drop their words (styles.css).
 */
export function ReplayBar({ title, labels, index, position, card = 0, playing, viewer, seats, onStep, onCard, onPhase, onPlay, onWatch, onClose }: ReplayBarProps) {
  const n = labels.length
  const label = `${title}: ${position ?? labels[index] ?? ''}`
  const atStart = index === 0 && card === 0
  const atEnd = index >= n - 1
  const digits = String(Math.max(1, n)).length
  return (
    <div className="hud replay-bar" data-testid="replay-bar">
      <span className="turn replay-label" title={label} data-testid="replay-label">
        {label}
      </span>
      <button className="step-button" onClick={() => onStep(0)} disabled={atStart} title="Home: the start" data-testid="replay-start">
        ⇤<span className="label-text"> Start</span>
      </button>
      <button className="step-button" onClick={() => (onPhase ? onPhase(-1) : onStep(index - 1))} disabled={atStart} title="Shift+Left arrow: one phase back" data-testid="replay-back">
        ◀◀<span className="label-text"> Phase</span>
      </button>
      <button className="step-button card-step" onClick={() => onCard?.(-1)} disabled={atStart || !onCard} title="Left arrow: one card back (each plane's manoeuvre, then the fire)" data-testid="replay-card-back">
        ◀<span className="label-text"> Card</span>
      </button>
      <button className="primary play-button" onClick={onPlay} disabled={!playing && atEnd} title="Space" data-testid="replay-play">
        {playing ? 'Pause' : 'Play'}
      </button>
      <button className="step-button card-step" onClick={() => onCard?.(1)} disabled={atEnd || !onCard} title="Right arrow: one card on (each plane's manoeuvre, then the fire)" data-testid="replay-card-forward">
        <span className="label-text">Card </span>▶
      </button>
      <button className="step-button" onClick={() => (onPhase ? onPhase(1) : onStep(index + 1))} disabled={atEnd} title="Shift+Right arrow: one phase on" data-testid="replay-forward">
        <span className="label-text">Phase </span>▶▶
      </button>
      <button className="step-button" onClick={() => onStep(n - 1)} disabled={atEnd} title="End: the last phase" data-testid="replay-end">
        <span className="label-text">End </span>⇥
      </button>
      <input className="timeline" type="range" min={0} max={Math.max(0, n - 1)} value={index} onChange={(e) => onStep(Number(e.target.value))} aria-label="timeline" data-testid="replay-timeline" />
      <span className="frame-count" style={{ width: `${2 * digits + 3}ch` }} data-testid="replay-position">
        {framePosition(index, n)}
      </span>
      <label>
        <span className="label-text">Watch as</span>
        <select value={viewerValue(viewer)} onChange={(e) => onWatch(parseViewer(e.target.value))} title={viewerTitle(viewer, seats)} data-testid="replay-viewer">
          <option value="all" title={viewerTitle({ kind: 'all' }, seats)}>
            All revealed
          </option>
          <option value="spectator" title={viewerTitle({ kind: 'spectator' }, seats)}>
            Spectator
          </option>
          {seats.map((s) => (
            <option key={s.id} value={`seat:${s.id}`} title={viewerTitle({ kind: 'seat', seat: s.id }, seats)}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <SpeedSelect testId="replay-speed" />
      <button onClick={onClose} data-testid="replay-close">
        Close
      </button>
    </div>
  )
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
      if (e.key === 'ArrowRight') (e.shiftKey ? stepPhase : stepCard)(store, 1)
      else if (e.key === 'ArrowLeft') (e.shiftKey ? stepPhase : stepCard)(store, -1)
      else if (e.key === 'Home') stepTo(store, 0)
      else if (e.key === 'End') stepTo(store, Number.MAX_SAFE_INTEGER)
      else if (e.key === ' ') dispatch(playToggled())
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dispatch, store])

  const position = positionWords(replay.steps, replay.index, replay.card, replay.labels[replay.index])
  const close = () => {
    closeReplay()
    dispatch(replayClosed())
    dispatch(leftGame())
    dispatch(screenShown('saves'))
  }
  return (
    <div className="table-screen replay-screen" data-testid="replay-screen">
      {view ? <TableScene view={view} /> : <div className="loading">Opening the replay…</div>}
      <ReplayBar
        title={replay.title}
        labels={replay.labels}
        index={replay.index}
        position={position}
        card={replay.card}
        playing={replay.playing}
        viewer={replay.viewer}
        seats={replay.seats}
        onStep={(i) => stepTo(store, i)}
        onCard={(by) => stepCard(store, by)}
        onPhase={(by) => stepPhase(store, by)}
        onPlay={() => dispatch(playToggled())}
        onWatch={(v) => watchAs(store, v)}
        onClose={close}
      />
      <div className="replay-step" data-testid="replay-step" title="Left and Right arrows: a card back or on; with Shift: a phase">
        {position}
      </div>
      {view && <DamagePanel view={view} />}
      <EventLog />
    </div>
  )
}
