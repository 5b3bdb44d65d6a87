/**
 * The hex table's screen (issue 30: a table per ruleset, App.tsx picks it by the game's ruleset): the hex game of
 * 002 in 3D (scene/HexScene.tsx) with its panels laid over it as siblings (panels/): the bar across the top, the
 * planes, the move's free steps, the other hands and the deck, the log, the seat's hand along the bottom, the
 * question the game asks this seat, and the game's end.
 *
 * What the seat may do is worked out from its own view with the game's own commands (panels/hand-plays.ts), so a
 * button is lit only when the host will take it; every command goes to the host as a ruleset-command, and a
 * refusal comes back to the error toast. While the screen is handed to another player (hotseat), only the hand-off
 * screen and what is public are shown. A game with guest seats waits in its lobby until the host's screen starts it.
 */
import { useEffect, useMemo, useState } from 'react'
import type { GameView } from '../../../../shared/engine/view'
import type { HexCommand } from '../../../../shared/rulesets/hex/types'
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { cardPicked } from '../../store/ruleset-slice'
import { cameraModeChosen, cameraModeCycled } from '../../store/ui-slice'
import { HexHandOff } from './HexHandOff'
import { SeatNotices } from '../common/SeatNotices'
import { useTableExits } from '../common/TableExitButtons'
import { AutosaveNotice } from '../../shell/saves/SaveNotices'
import { HexLobby } from './panels/HexLobby'
import { HexScene } from './scene/HexScene'
import { decisionFor } from './panels/decision'
import { DecisionPrompt, useCountdown } from './panels/DecisionPrompt'
import { handPlays, HexJudge, moveActions, playsShown, tradeWhy } from './panels/hand-plays'
import { HandPanel, type Choosing } from './panels/HandPanel'
import { hexNames } from './panels/hex-names'
import { useHexKeys } from './panels/hex-keys'
import { HexGameOver } from './panels/HexGameOver'
import { HexHud } from './panels/HexHud'
import { HexLog } from './panels/HexLog'
import { TableChat } from '../common/ChatPanel'
import { MovePanel } from './panels/MovePanel'
import { PlanesPanel } from './panels/PlanesPanel'
import { TableCards } from './panels/TableCards'
import { useHexGame, type HexGameOnTable } from './panels/use-hex-game'
import { HexCoach } from '../../first-flight/HexCoach'
import './panels/hex-panels.css'
import './panels/hex-phone.css'

const CAMERAS = [
  { mode: 'orbit', label: 'Oblique', title: 'the whole map from an angle (drag to turn it)' },
  { mode: 'top', label: 'Top', title: 'straight down on the map' },
  { mode: 'follow', label: 'Follow', title: 'close behind the plane moving now' },
] as const

function Cameras() {
  const dispatch = useAppDispatch()
  const camera = useAppSelector((s) => s.ui.camera)
  return (
    <>
      {CAMERAS.map((c) => (
        <button key={c.mode} className={camera === c.mode ? 'preferred' : undefined} title={`${c.title} (C cycles)`} onClick={() => dispatch(cameraModeChosen(c.mode))} data-testid={`hex-camera-${c.mode}`}>
          {c.label}
        </button>
      ))}
    </>
  )
}

/** The table of a game whose view has come. */
function HexTableOn({ game }: { game: HexGameOnTable }) {
  const { view, seat, session } = game
  // a client at no seat (the screen watching bots play, a spectator) has no move to make and no hand: the HUD says
  // it watches, and the map takes the room of the move panel and the hand
  const seatless = game.mine.length === 0
  const client = useClient()
  const dispatch = useAppDispatch()
  const handOff = useAppSelector((s) => s.ui.handOff)
  const screen = useAppSelector((s) => s.lobby.role !== 'guest')
  const [hover, setHover] = useState<number | null>(null)
  const [trade, setTrade] = useState<number[] | null>(null)
  const [discard, setDiscard] = useState<number[]>([])
  // the card a picked Ace is to be played as (null: the first it may stand in for)
  const [aceAs, setAceAs] = useState<string | null>(null)
  const names = useMemo(() => hexNames(game.seats), [game.seats])

  // what the seat may do now, from its own view (each command tried with the game's own rules)
  const judge = useMemo(() => new HexJudge(view), [view])
  const plays = useMemo(() => handPlays(view, seat, judge), [view, seat, judge])
  const actions = useMemo(() => moveActions(view, seat, judge), [view, seat, judge])
  const tradeNot = useMemo(() => tradeWhy(view, seat, judge), [view, seat, judge])
  const decision = useMemo(() => decisionFor(view, seat), [view, seat])
  const secondsLeft = useCountdown(game.answer && game.answer.seat === seat ? game.answer : null, game.batch)

  // a new view: choices half made belong to the last one
  useEffect(() => {
    setTrade(null)
    setDiscard([])
  }, [view.seq])

  const choosing: Choosing | null = decision?.discard ? { kind: 'discard', count: decision.discard, chosen: discard } : trade ? { kind: 'trade', count: 2, chosen: trade } : null
  const picked = game.picked?.index ?? null

  const send = (command: HexCommand) => {
    client.sendRulesetCommand(session, command)
    dispatch(cardPicked(null))
    setTrade(null)
  }
  const toggle = (i: number) => {
    if (!choosing) return
    const has = choosing.chosen.includes(i)
    const next = has ? choosing.chosen.filter((x) => x !== i) : choosing.chosen.length < choosing.count ? [...choosing.chosen, i] : choosing.chosen
    if (choosing.kind === 'discard') setDiscard(next)
    else setTrade(next)
  }
  const sendChosen = () => {
    if (!choosing || choosing.chosen.length !== choosing.count || seat === null) return
    const cards = choosing.chosen.map((i) => view.hand[i].id)
    send({ type: choosing.kind, seat, cards })
    setDiscard([])
  }
  const pick = (i: number | null) => {
    dispatch(cardPicked(i))
    setTrade(null)
    setAceAs(null)
  }

  const over = view.phase === 'over'
  useHexKeys(
    {
      pick: (i) => {
        if (i >= view.hand.length) return
        if (choosing) toggle(i)
        else pick(picked === i ? null : i)
      },
      enter: () => {
        if (decision && !decision.discard) {
          send(decision.choices[decision.preferred].command)
          return true
        }
        if (choosing) {
          if (choosing.chosen.length !== choosing.count) return false
          sendChosen()
          return true
        }
        const p = picked !== null ? plays[picked] : undefined
        if (p && p.plays.length) {
          send(playsShown(p.plays, aceAs)[0].command)
          return true
        }
        return false
      },
      escape: () => {
        if (trade) {
          setTrade(null)
          return true
        }
        if (picked !== null) {
          pick(null)
          return true
        }
        return false
      },
      step: (id) => {
        const a = actions.find((x) => x.id === id)
        if (a && a.why === null) send(a.command)
      },
      camera: () => dispatch(cameraModeCycled()),
    },
    !handOff,
  )

  // Save and Leave, as the card table has them (the dialogs read a game's title, round and whether it is over)
  const exits = useTableExits({ step: over ? 'over' : 'move', turn: view.round, setup: { title: view.setup.title } } as unknown as GameView, screen)

  // the card the scene lights the reach of: the one chosen, else the one pointed at
  const sceneIndex = picked ?? hover
  const sceneCard = sceneIndex !== null && view.hand[sceneIndex] ? { card: view.hand[sceneIndex], index: sceneIndex } : null

  return (
    <div className={`hex-table${seatless ? ' seatless' : ''}`} data-testid="hex-table">
      <div className="hex-scene-slot">
        <HexScene view={view} events={game.events} picked={handOff ? null : sceneCard} seat={seat} />
      </div>
      <HexHud view={view} seat={seat} seats={game.seats} names={names} watching={seatless} cameras={<Cameras />} exits={<>{exits.save}{exits.leave}</>} />
      {!handOff && (
        <>
          <PlanesPanel view={view} seat={seat} />
          {/* once the game is over there is nothing to fly or play: the end takes the hand's place along the foot */}
          {!seatless && !over && <MovePanel view={view} seat={seat} actions={actions} tradeWhy={tradeNot} onPlay={send} onTrade={() => (dispatch(cardPicked(null)), setTrade([]))} />}
          <TableCards view={view} seat={seat} names={names} />
          <HexLog log={game.log} view={view} names={names} />
          {/* the table's chat, as at the card table: shown once the game has guests or another person watching */}
          <TableChat />
          {!seatless && !over && (
            <HandPanel
              view={view}
              plays={plays}
              picked={picked}
              aceAs={aceAs}
              choosing={choosing}
              watching={seat === null}
              onPick={pick}
              onHover={setHover}
              onPlay={send}
              onAceAs={setAceAs}
              onToggle={toggle}
              onSendChosen={sendChosen}
              onCancelChoosing={() => setTrade(null)}
            />
          )}
          {decision && !over && <DecisionPrompt decision={decision} secondsLeft={secondsLeft} onAnswer={send} />}
          {over && <HexGameOver view={view} seat={seat} mine={game.mine} canSave={screen && !session.startsWith('replay:')} onMenu={() => client.leave()} onSave={() => client.saveGame()} />}
        </>
      )}
      {exits.dialogs}
      {handOff && <HexHandOff />}
      <SeatNotices />
      <AutosaveNotice />
      <HexCoach />
    </div>
  )
}

export function HexTable() {
  const game = useHexGame()
  // a game with guest seats waits in its lobby until the host's screen starts it
  const inLobby = useAppSelector((s) => s.lobby.current?.phase === 'lobby')
  if (inLobby) {
    return (
      <>
        <HexLobby />
        <SeatNotices />
      </>
    )
  }
  if (!game) return <div className="loading">Setting up the table…</div>
  return <HexTableOn game={game} />
}

export default HexTable
