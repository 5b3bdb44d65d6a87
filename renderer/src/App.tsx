/**
 * The app: one screen at a time (the screens are in shell/). At the table, the table of the game's ruleset
 * (tables/<ruleset>/: the card table's is tables/card/CardTable.tsx, the hex game's tables/hex/HexTable.tsx), each a
 * chunk of its own loaded when a game of its ruleset is on screen (issue 30): the first load (the menu, New game,
 * the saves, the campaign and the first flight's list) carries neither table nor three.js.
 */
import { lazy, Suspense } from 'react'
import { useAppSelector } from './store'
import { ErrorToast } from './shell/connection/ErrorToast'
import { MainMenu } from './shell/menu/MainMenu'
import { NewGame } from './shell/new-game/NewGame'
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

// each table, and the replay screen (it shows the card table's scene), a chunk of its own
const CardTable = lazy(() => import('./tables/card/CardTable'))
const HexTable = lazy(() => import('./tables/hex/HexTable'))
const ReplayScreen = lazy(() => import('./shell/replay/ReplayScreen').then((m) => ({ default: m.ReplayScreen })))

/** The tables, by the ruleset of the game they show. */
const TABLES = { card: CardTable, hex: HexTable } as const

const SETTING_UP = (
  <div className="loading" data-testid="table-loading">
    Setting up the table…
  </div>
)

/**
 * The table of the game on screen: the hex table for a game of the hex ruleset (the rulesetGame slice holds it), the
 * card table otherwise (the game slice's card game, or none yet: the card table says it is setting up).
 */
function Table() {
  const ruleset = useAppSelector((s) => s.rulesetGame?.ruleset ?? 'card')
  const Chosen = Object.hasOwn(TABLES, ruleset) ? TABLES[ruleset as keyof typeof TABLES] : null
  return (
    <Suspense fallback={SETTING_UP}>
      {Chosen ? (
        <Chosen />
      ) : (
        <div className="loading" data-testid="table-unknown">
          This app has no table for the {ruleset} game.
        </div>
      )}
    </Suspense>
  )
}

export function App() {
  const screen = useAppSelector((s) => s.ui.screen)
  // the team palette is read by every panel: a change re-renders them all (settings-watch sets it first)
  useAppSelector((s) => s.settings.values.palette)
  // the host's own screen shown to an audience (the stream mode setting): the table's text made to read on a stream
  const streamed = useAppSelector((s) => s.settings.values.streamMode)
  // a stream source shows the table it watches, or waits for the next game: never a menu
  if (STREAM) return <StreamStage audience>{screen === 'table' ? <Table /> : <StreamWaiting />}</StreamStage>
  const table = streamed ? (
    <StreamStage>
      <Table />
    </StreamStage>
  ) : (
    <Table />
  )
  return (
    <>
      {screen === 'menu' ? <MainMenu /> : screen === 'new-game' ? <NewGame /> : screen === 'saves' ? <SavesScreen /> : screen === 'join' ? <JoinScreen /> : screen === 'host-lan' ? <HostingScreen /> : screen === 'lan-join' ? <LanJoinScreen /> : screen === 'replay' ? <Suspense fallback={SETTING_UP}><ReplayScreen /></Suspense> : screen === 'first-flight' ? <FirstFlightScreen /> : screen === 'campaign' ? <CampaignScreen /> : table}
      <ErrorToast />
      <ConnectionBanner />
      <SettingsOverlay />
      <RulesOverlay />
      <KeyMapOverlay />
      <MuteKey />
    </>
  )
}
