/**
 * Watching a replay: the table as it was after each phase, stepped forward (the phase's movement and firing are
 * played) and back one phase at a time or one card at a time (each plane's manoeuvre of a phase, then its fire:
 * shared/save/replay-cards.ts), scrubbed on a timeline, played and paused at a chosen speed, as one seat saw it, as
 * a spectator, or with everything revealed. The combat log shows the game up to the point shown.
 *
 * Keys: Left and Right step a card, Shift+Left and Shift+Right a phase, Space plays and pauses, Home and End go to
 * the start and the end.
 */
import { lazy, Suspense, useEffect } from 'react'
import { useStore } from 'react-redux'
import { TableScene } from '../../tables/card/scene/TableScene'
import { closeReplay, stepCard, stepPhase, stepTo, watchAs } from './player'
import { positionWords } from './replay-words'
import './replay-bar.css'
import { useAppDispatch, useAppSelector, type AppStore } from '../../store'
import { leftGame } from '../../store/game-slice'
import { playToggled, replayClosed } from '../../store/replay-slice'
import { screenShown } from '../../store/ui-slice'
import { DamagePanel } from '../../tables/card/panels/DamagePanel'
import { EventLog } from '../../tables/card/panels/EventLog'
import { ReplayBar } from './ReplayBar'
import { useReplayKeys } from './use-replay-keys'

/** A hex game's replay (issue 30): its own screen, loaded with the hex table's chunk. */
const HexReplayScreen = lazy(() => import('../../tables/hex/replay/HexReplayScreen'))

/** The replay on screen: a card game's (below), or a game of another ruleset's. */
export function ReplayScreen() {
  const ruleset = useAppSelector((s) => s.replay.ruleset)
  if (ruleset === 'hex') {
    return (
      <Suspense fallback={<div className="loading">Opening the replay…</div>}>
        <HexReplayScreen />
      </Suspense>
    )
  }
  return <CardReplayScreen />
}

function CardReplayScreen() {
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

  useReplayKeys({ step: (dir, shift) => (shift ? stepPhase : stepCard)(store, dir), to: (i) => stepTo(store, i), toggle: () => dispatch(playToggled()) })

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
