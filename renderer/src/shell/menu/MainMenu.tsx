/**
 * The first screen. A solo duel against the bot is one click away; a duel for two players sharing the screen
 * is one click too. The game played last and left unfinished is one click away as well ("Continue"), and any
 * other unfinished games are a link to the saves screen, not a row each.
 */
import { useEffect, useLayoutEffect, useState } from 'react'
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { screenShown } from '../../store/ui-slice'
import { savesFiltered } from '../../store/saves-slice'
import { continueText, latestUnfinished, leftText } from '../saves/save-rows'
import '../saves/saves-menu.css'
import { LanLinkBar } from '../lan/LanLinkBar'
import { GameLostNotice } from '../connection/ConnectionBanner'
import { SavesFolderProblem } from '../saves/SaveNotices'
import { rulesOpened, settingsOpened } from '../../store/settings-slice'

export function MainMenu() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const connection = useAppSelector((s) => s.ui.connection)
  const joining = useAppSelector((s) => s.ui.joining)
  const resumable = useAppSelector((s) => s.saves.resumable)
  // one game to continue, the last one played; the others wait on the saves screen
  const latest = latestUnfinished(resumable)
  const others = latest ? resumable.filter((r) => r.file !== latest.file && r.over === false && r.problem === null).length : 0
  const role = useAppSelector((s) => s.lobby.role)
  const screenRefused = useAppSelector((s) => s.lobby.screenRefused)
  // the games left since the host said welcome (a game just left, for one) are offered too: ask for the saves
  // (before the menu is painted, so that it is painted waiting for them)
  useLayoutEffect(() => {
    if (role === 'screen' && connection === 'open') client.listSaves()
  }, [client, role, connection])
  // the offer to continue comes in above the buttons once the host has said which games are left: until then (a
  // second at most) the buttons keep their places unseen and take no click, so that none moves under a pointer
  const loading = useAppSelector((s) => s.saves.loading)
  const [patient, setPatient] = useState(true)
  useEffect(() => {
    const t = setTimeout(() => setPatient(false), 1000)
    return () => clearTimeout(t)
  }, [])
  const settling = patient && (role === null || (role === 'screen' && loading))
  const quickDuel = () => client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['bot:heuristic', 'human'])
  const hotseatDuel = () => client.createGame({ kind: 'scenario', scenario: 'duel-over-the-trenches' }, ['human', 'human'])
  return (
    <div className="menu-screen">
      <div className={settling ? 'menu-card menu-main settling' : 'menu-card menu-main'} data-testid="main-menu">
        <div className="title-block">
          <span className="roundel" aria-hidden />
          <h1 className="title">Overdive</h1>
          <span className="cross" aria-hidden />
        </div>
        <p className="subtitle">A flight table for dogfights over the Western Front, 1914–1918</p>
        <LanLinkBar />
        <GameLostNotice />
        {screenRefused && (
          <p className="screen-refused" data-testid="screen-refused">
            This page was opened with a link from an earlier run of the host. Open the address the host printed when it started to play at its screen; from here you can join or watch as a guest.
          </p>
        )}
        {role === 'guest' ? (
          <>
            <button className="big primary" onClick={() => dispatch(screenShown('join'))} autoFocus data-testid="open-join">
              Join or watch a game…
              <small>Sit at a seat the host left for you, or watch a dogfight as a spectator</small>
            </button>
            <p className="status">You are a guest of this host: games are started and saved at the host's own screen.</p>
          </>
        ) : (
          <>
            {latest && (
              <div className="resume-offer" data-testid="resume-offer">
                <button className="big primary" onClick={() => client.loadGame(latest.file)} disabled={joining} autoFocus data-testid={`resume-game-${latest.file}`}>
                  {continueText(latest)}
                  <small>{leftText(latest)}</small>
                </button>
                {others > 0 && (
                  <button className="link" onClick={() => (dispatch(savesFiltered('unfinished')), dispatch(screenShown('saves')))} data-testid="other-unfinished">
                    Other unfinished games ({others})…
                  </button>
                )}
              </div>
            )}
            <button className={latest ? 'big' : 'big primary'} onClick={quickDuel} disabled={joining} autoFocus={!latest} data-testid="quick-duel">
              Quick duel against the bot
              <small>Your Sopwith Camel against a Fokker Dr.I</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('first-flight'))} disabled={joining} data-testid="learn-to-fly">
              Learn to fly
              <small>A guided first flight: plan, fire, steep cards, the Immelmann, the table's edge</small>
            </button>
            <button className="big" onClick={hotseatDuel} disabled={joining} data-testid="quick-hotseat">
              Duel for two at this screen
              <small>Camel against Dr.I, passing the screen each turn</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('new-game'))} data-testid="new-game">
              New game…
              <small>Scenarios, free dogfights, bots and hotseat seats</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('campaign'))} disabled={joining} data-testid="open-campaign">
              Campaign…
              <small>Squadrons of named pilots from sortie to sortie: victories, aces and their abilities</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('join'))} data-testid="open-join">
              Join or watch a game…
              <small>Sit at a seat a LAN host left for you, or watch a dogfight as a spectator</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('host-lan'))} data-testid="open-host-lan">
              Host on the LAN…
              <small>Let players on this network join from a browser, a phone or their own Overdive</small>
            </button>
            <button className="big" onClick={() => dispatch(screenShown('lan-join'))} data-testid="open-lan-join">
              Join a LAN game…
              <small>Play at another Overdive on this network as its guest</small>
            </button>
            <button className="big" onClick={() => (dispatch(savesFiltered('all')), dispatch(screenShown('saves')))} data-testid="open-saves">
              Saves and replays…
              <small>Resume a saved game, watch a replay, share a dogfight</small>
            </button>
          </>
        )}
        <div className="menu-extras">
          <button onClick={() => dispatch(settingsOpened(true))} data-testid="menu-settings">
            Settings
          </button>
          <button onClick={() => dispatch(rulesOpened(true))} title="?" data-testid="menu-rules">
            How to play
          </button>
        </div>
        <SavesFolderProblem />
        <p className={`status ${connection}`} data-testid="connection">
          {joining ? 'Setting up the table…' : connection === 'open' ? 'Ready to fly' : connection === 'connecting' ? 'Connecting to the host…' : 'The host is not answering; retrying…'}
        </p>
      </div>
    </div>
  )
}
