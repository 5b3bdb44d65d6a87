/**
 * The app: one screen at a time. At the table, the 3D canvas with the HTML panels laid over it as siblings.
 * While the screen is handed to another player, only the hand-off screen and what is public are shown.
 */
import { useAppSelector } from './store'
import { TableScene } from './scene/TableScene'
import { CommittedPlan } from './ui/CommittedPlan'
import { DamagePanel } from './ui/DamagePanel'
import { ErrorToast } from './ui/ErrorToast'
import { EventLog } from './ui/EventLog'
import { FirePanel } from './ui/FirePanel'
import { FloorAgreement } from './ui/FloorAgreement'
import { EntryChoice } from './ui/EntryChoice'
import { TailingPanel } from './ui/TailingPanel'
import { AceAnswerPanel } from './ui/AceAnswerPanel'
import { TaxiPanel } from './ui/TaxiPanel'
import { ArchiePanel } from './ui/ArchiePanel'
import { BalloonOrdersPanel } from './ui/BalloonOrdersPanel'
import { GameEnd } from './ui/GameEnd'
import { HandOff } from './ui/HandOff'
import { Hud } from './ui/Hud'
import { MainMenu } from './ui/MainMenu'
import { NewGame } from './ui/NewGame'
import { PlanningPanel } from './ui/PlanningPanel'
import { QueuePanel } from './ui/QueuePanel'
import { queueOfGame } from './ui/queue-words'
import { ReplayScreen } from './ui/ReplayScreen'
import { SavesScreen } from './ui/SavesScreen'
import { JoinScreen } from './ui/JoinScreen'
import { HostingScreen } from './ui/HostingScreen'
import { LanJoinScreen } from './ui/LanJoinScreen'
import { SeatNotices } from './ui/SeatNotices'
import { AutosaveNotice } from './ui/SaveNotices'
import { LobbyScreen } from './ui/LobbyScreen'
import { TableChat } from './ui/ChatPanel'
import { ConnectionBanner } from './ui/ConnectionBanner'
import { STREAM } from './net/stream-page'
import { selectShownView } from './store/shown-view'
import { StreamStage, StreamWaiting } from './ui/StreamMode'
import { SettingsOverlay } from './ui/SettingsScreen'
import { RulesOverlay } from './ui/RulesReference'
import { KeyMapOverlay } from './ui/KeyMap'
import { MuteKey } from './sound/MuteKey'
import { Coach } from './first-flight/Coach'
import { FirstFlightScreen } from './first-flight/FirstFlightScreen'
import { CampaignScreen } from './campaign/CampaignScreen'

function TableScreen() {
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
        <LobbyScreen />
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

export function App() {
  const screen = useAppSelector((s) => s.ui.screen)
  // the team palette is read by every panel: a change re-renders them all (settings-watch sets it first)
  useAppSelector((s) => s.settings.values.palette)
  // the host's own screen shown to an audience (the stream mode setting): the table's text made to read on a stream
  const streamed = useAppSelector((s) => s.settings.values.streamMode)
  // a stream source shows the table it watches, or waits for the next game: never a menu
  if (STREAM) return <StreamStage audience>{screen === 'table' ? <TableScreen /> : <StreamWaiting />}</StreamStage>
  const table = streamed ? (
    <StreamStage>
      <TableScreen />
    </StreamStage>
  ) : (
    <TableScreen />
  )
  return (
    <>
      {screen === 'menu' ? <MainMenu /> : screen === 'new-game' ? <NewGame /> : screen === 'saves' ? <SavesScreen /> : screen === 'join' ? <JoinScreen /> : screen === 'host-lan' ? <HostingScreen /> : screen === 'lan-join' ? <LanJoinScreen /> : screen === 'replay' ? <ReplayScreen /> : screen === 'first-flight' ? <FirstFlightScreen /> : screen === 'campaign' ? <CampaignScreen /> : table}
      <ErrorToast />
      <ConnectionBanner />
      <SettingsOverlay />
      <RulesOverlay />
      <KeyMapOverlay />
      <MuteKey />
    </>
  )
}
