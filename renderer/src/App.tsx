/**
 * The app: one screen at a time (the screens are in shell/). At the table, the table's screen: the card table's is
 * tables/card/CardTable.tsx (the 3D canvas with the HTML panels laid over it as siblings).
 */
import { useAppSelector } from './store'
import { ErrorToast } from './shell/connection/ErrorToast'
import { MainMenu } from './shell/menu/MainMenu'
import { NewGame } from './shell/new-game/NewGame'
import { ReplayScreen } from './shell/replay/ReplayScreen'
import { SavesScreen } from './shell/saves/SavesScreen'
import { JoinScreen } from './shell/lan/JoinScreen'
import { HostingScreen } from './shell/lan/HostingScreen'
import { LanJoinScreen } from './shell/lan/LanJoinScreen'
import { ConnectionBanner } from './shell/connection/ConnectionBanner'
import { STREAM } from './net/stream-page'
import { StreamStage, StreamWaiting } from './shell/stream/StreamMode'
import { SettingsOverlay } from './shell/settings/SettingsScreen'
import { RulesOverlay } from './shell/help/RulesReference'
import { KeyMapOverlay } from './shell/help/KeyMap'
import { MuteKey } from './sound/MuteKey'
import { FirstFlightScreen } from './first-flight/FirstFlightScreen'
import { CampaignScreen } from './campaign/CampaignScreen'
import { CardTable } from './tables/card/CardTable'

export function App() {
  const screen = useAppSelector((s) => s.ui.screen)
  // the team palette is read by every panel: a change re-renders them all (settings-watch sets it first)
  useAppSelector((s) => s.settings.values.palette)
  // the host's own screen shown to an audience (the stream mode setting): the table's text made to read on a stream
  const streamed = useAppSelector((s) => s.settings.values.streamMode)
  // a stream source shows the table it watches, or waits for the next game: never a menu
  if (STREAM) return <StreamStage audience>{screen === 'table' ? <CardTable /> : <StreamWaiting />}</StreamStage>
  const table = streamed ? (
    <StreamStage>
      <CardTable />
    </StreamStage>
  ) : (
    <CardTable />
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
