/**
 * Watching a finished hex game (issue 30): the hex table as it was after each command (hex-replay.ts), stepped on
 * (the command's dice roll on the table) and back, scrubbed on the timeline, played and paused at a chosen speed, as
 * one seat saw it (its hand) or as a spectator; beside it the game's log up to the point shown, in the event log's
 * words. The card game's replay bar, with a step for each command.
 *
 * Keys: Left and Right step a command, Home and End go to the start and the end, Space plays and pauses.
 */
import { useEffect } from 'react'
import { useStore } from 'react-redux'
import type { HexEvent, HexView } from '../../../../../shared/rulesets/hex/types'
import { ReplayBar } from '../../../shell/replay/ReplayBar'
import { useReplayKeys } from '../../../shell/replay/use-replay-keys'
import '../../../shell/replay/replay-bar.css'
import { useAppDispatch, useAppSelector, type AppStore } from '../../../store'
import { leftGame } from '../../../store/game-slice'
import { playToggled, replayClosed } from '../../../store/replay-slice'
import { screenShown } from '../../../store/ui-slice'
import { hexEventText } from '../panels/hex-event-words'
import { HexScene } from '../scene/HexScene'
import { closeHexReplay, hexStepTo, hexWatchAs } from './hex-replay'
import './hex-replay.css'

/** The log of the replay up to the frame shown, newest first (the last 60 lines), in the event log's words. */
function ReplayLog({ view, log }: { view: HexView; log: HexEvent[] }) {
  const lines = log.map((e) => hexEventText(e, view)).filter((t): t is string => !!t)
  const shown = lines.slice(-60).reverse()
  return (
    <section className="hex-replay-log" aria-label="The game so far" data-hex-edge="right" data-testid="hex-replay-log">
      <h3>The game so far, newest first</h3>
      <ol reversed start={lines.length}>
        {shown.map((t, i) => (
          <li key={lines.length - i}>{t}</li>
        ))}
      </ol>
    </section>
  )
}

export function HexReplayScreen() {
  const store = useStore() as AppStore
  const dispatch = useAppDispatch()
  const replay = useAppSelector((s) => s.replay)
  const game = useAppSelector((s) => s.rulesetGame)
  const speed = useAppSelector((s) => s.ui.speed)
  // playing: a command a beat, slower at the speeds below normal
  useEffect(() => {
    if (!replay.playing) return
    const t = setTimeout(() => hexStepTo(store, replay.index + 1), 1200 / speed)
    return () => clearTimeout(t)
  }, [replay.playing, replay.index, speed, store])

  useReplayKeys({ step: (dir) => hexStepTo(store, store.getState().replay.index + dir), to: (i) => hexStepTo(store, i), toggle: () => dispatch(playToggled()) })

  const close = () => {
    closeHexReplay()
    dispatch(replayClosed())
    dispatch(leftGame())
    dispatch(screenShown('saves'))
  }
  const view = (game?.view ?? null) as HexView | null
  const label = replay.labels[replay.index] ?? ''
  return (
    <div className="table-screen replay-screen hex-replay" data-testid="replay-screen">
      {view && game ? <HexScene view={view} events={game.events as HexEvent[]} picked={null} seat={game.seat} /> : <div className="loading">Opening the replay…</div>}
      <ReplayBar
        title={replay.title}
        labels={replay.labels}
        index={replay.index}
        position={label}
        playing={replay.playing}
        viewer={replay.viewer}
        seats={replay.seats}
        revealAll={false}
        stepWord="Step"
        onStep={(i) => hexStepTo(store, i)}
        onPlay={() => dispatch(playToggled())}
        onWatch={(v) => hexWatchAs(store, v)}
        onClose={close}
      />
      {/* the step's words under the bar: the camera frames the map below them and beside the log (HexCamera) */}
      <div className="replay-step" data-hex-edge="top" data-testid="replay-step" title="Left and Right arrows: a step back or on">
        {label}
      </div>
      {view && game && <ReplayLog view={view} log={game.log as HexEvent[]} />}
    </div>
  )
}

export default HexReplayScreen
