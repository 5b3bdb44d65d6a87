/**
 * The replay's controls (issue 9, layout; issue 26, by card): one row of fixed slots under the table's top edge, for
 * the card game's replay (ReplayScreen.tsx) and a hex game's (tables/hex/replay/HexReplayScreen.tsx, issue 30: a step
 * a command, no cards and no "everything revealed"). Its own file, so that the hex table's chunk takes the bar without
 * the card table's scene.
 */
import { SpeedSelect } from '../../tables/common/SpeedSelect'
import type { ReplayViewer } from '../../store/replay-slice'

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
  /** offer "All revealed" among the points of view (a hex game hides nothing but the hands: it has none) */
  revealAll?: boolean
  /** what the step buttons step by when not by phase (a hex replay steps a command: "Step") */
  stepWord?: string
}

/**
 * The replay's controls in one row of fixed slots (issue 9, layout): the frame's label is cut to its slot (the
 * whole of it in the tooltip), Play and Pause share one width, the position sits in a slot as wide as its longest
 * text in tabular figures, and the row never wraps; below 1180 px the buttons drop their words (styles.css).
 */
export function ReplayBar({ title, labels, index, position, card = 0, playing, viewer, seats, onStep, onCard, onPhase, onPlay, onWatch, onClose, revealAll = true, stepWord }: ReplayBarProps) {
  const unit = stepWord ?? 'Phase'
  const unitTitle = stepWord ? stepWord.toLowerCase() : 'phase'
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
      <button className="step-button" onClick={() => (onPhase ? onPhase(-1) : onStep(index - 1))} disabled={atStart} title={stepWord ? `Left arrow: one ${unitTitle} back` : 'Shift+Left arrow: one phase back'} data-testid="replay-back">
        ◀◀<span className="label-text"> {unit}</span>
      </button>
      {!stepWord && (
        <button className="step-button card-step" onClick={() => onCard?.(-1)} disabled={atStart || !onCard} title="Left arrow: one card back (each plane's manoeuvre, then the fire)" data-testid="replay-card-back">
          ◀<span className="label-text"> Card</span>
        </button>
      )}
      <button className="primary play-button" onClick={onPlay} disabled={!playing && atEnd} title="Space" data-testid="replay-play">
        {playing ? 'Pause' : 'Play'}
      </button>
      {!stepWord && (
        <button className="step-button card-step" onClick={() => onCard?.(1)} disabled={atEnd || !onCard} title="Right arrow: one card on (each plane's manoeuvre, then the fire)" data-testid="replay-card-forward">
          <span className="label-text">Card </span>▶
        </button>
      )}
      <button className="step-button" onClick={() => (onPhase ? onPhase(1) : onStep(index + 1))} disabled={atEnd} title={stepWord ? `Right arrow: one ${unitTitle} on` : 'Shift+Right arrow: one phase on'} data-testid="replay-forward">
        <span className="label-text">{unit} </span>▶▶
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
          {revealAll && (
            <option value="all" title={viewerTitle({ kind: 'all' }, seats)}>
              All revealed
            </option>
          )}
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
