/**
 * The card table's screen (issue 30: a table per ruleset, App.tsx picks it): the 3D canvas with the HTML panels laid
 * over it as siblings. While the screen is handed to another player, only the hand-off screen and what is public are
 * shown. A game with guest seats waits in its lobby until the host's screen starts it.
 */
import { useAppSelector } from '../../store'
import { TableScene } from './scene/TableScene'
import { CommittedPlan } from './panels/CommittedPlan'
import { DamagePanel } from './panels/DamagePanel'
import { EventLog } from './panels/EventLog'
import { FirePanel } from './panels/FirePanel'
import { FloorAgreement } from './panels/FloorAgreement'
import { EntryChoice } from './panels/EntryChoice'
import { TailingPanel } from './panels/TailingPanel'
import { AceAnswerPanel } from './panels/AceAnswerPanel'
import { TaxiPanel } from './panels/TaxiPanel'
import { ArchiePanel } from './panels/ArchiePanel'
import { BalloonOrdersPanel } from './panels/BalloonOrdersPanel'
import { GameEnd } from './panels/GameEnd'
import { HandOff } from '../common/HandOff'
import { Hud } from './panels/Hud'
import { PlanningPanel } from './panels/PlanningPanel'
import { QueuePanel } from './panels/QueuePanel'
import { queueOfGame } from './panels/queue-words'
import { SeatNotices } from '../common/SeatNotices'
import { AutosaveNotice } from '../../shell/saves/SaveNotices'
import { CardLobby } from './panels/CardLobby'
import { TableChat } from '../common/ChatPanel'
import { selectShownView } from '../../store/shown-view'
import { Coach } from '../../first-flight/Coach'
import './card-phone.css'

export function CardTable() {
  const view = useAppSelector((s) => s.game.view)
  // what the table has played up to: the end screen waits for the table to play the end
  const shown = useAppSelector(selectShownView)
  const handOff = useAppSelector((s) => s.ui.handOff)
  const animating = useAppSelector((s) => s.ui.animating)
  // a game with guest seats waits in its lobby until the host's screen starts it
  const inLobby = useAppSelector((s) => s.lobby.current?.phase === 'lobby')
  if (inLobby) {
    return (
      <>
        <CardLobby />
        <SeatNotices />
      </>
    )
  }
  return (
    <div className="table-screen">
      {view ? <TableScene view={view} /> : <div className="loading">Setting up the table…</div>}
      {view && (
        <>
          <Hud view={view} />
          {/* 004's turn-less game plans a queue (issue 11) */}
          {!handOff && (queueOfGame(view) ? <QueuePanel view={view} /> : <PlanningPanel view={view} />)}
          {!handOff && <CommittedPlan view={view} />}
          {!handOff && <FloorAgreement view={view} />}
          {!handOff && <EntryChoice view={view} />}
          {!handOff && <FirePanel view={view} />}
          {!handOff && <TailingPanel view={view} />}
          {!handOff && <AceAnswerPanel view={view} />}
          {!handOff && <TaxiPanel view={view} />}
          {!handOff && <ArchiePanel view={view} />}
          {!handOff && <BalloonOrdersPanel view={view} />}
          {!handOff && <DamagePanel view={view} />}
          {!handOff && <EventLog />}
          {!handOff && <TableChat />}
          {shown?.step === 'over' && !animating && !handOff && <GameEnd view={shown} />}
        </>
      )}
      {handOff && <HandOff />}
      {/* the guided first flight's coach marks, over a lesson's table (first-flight/) */}
      {view && <Coach />}
      <SeatNotices />
      <AutosaveNotice />
    </div>
  )
}

export default CardTable
