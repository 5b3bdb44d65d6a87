/**
 * "Join a LAN game": the games other copies of Overdive host on this network, found while this screen is open,
 * and a field to type a host's address when they cannot be found (some networks block the announcements). Once
 * the link to that host is open, this app is its guest: the app shows that host's Join screen, and the guest
 * screens work as they do in a browser.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { hostAddress } from '../../net/lan-client'
import { useLan } from '../../net/lan-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { linkNoticeDismissed } from '../../store/lan-slice'
import { screenShown } from '../../store/ui-slice'
import { gameFacts, linkText, sentence } from './lan-text'
import './lan.css'

export function LanJoinScreen() {
  const lan = useLan()
  const dispatch = useAppDispatch()
  const { games, browsing, browseProblem, link, pending, refused } = useAppSelector((s) => s.lan)
  const [typed, setTyped] = useState('')
  useEffect(() => {
    lan.browse()
    return () => {
      lan.stopBrowsing()
      // how a link ended was told here: the menu need not tell it again
      dispatch(linkNoticeDismissed())
    }
  }, [lan, dispatch])

  const connecting = pending.connect !== null || link?.state === 'connecting'
  const connect = (e: FormEvent) => {
    e.preventDefault()
    if (hostAddress(typed) && !connecting) lan.connect(typed)
  }
  const cantFind = browseProblem ?? refused.browse

  return (
    <div className="menu-screen">
      <div className="menu-card wide lan-card" data-testid="lan-join-screen">
        <h2 className="screen-title">Join a LAN game</h2>
        <p className="lan-intro">Games hosted by other copies of Overdive on this network. Pick one, or type the address its host shows under <em>Host on the LAN</em>.</p>

        <div className="lan-games" data-testid="lan-games">
          {games.map((g) => (
            <div className={`lan-game${g.problem ? ' other-version' : ''}`} key={g.id} data-testid="lan-game" data-host={g.host} data-address={g.address}>
              <div className="lan-game-text">
                <div>
                  <strong>{g.host}</strong> <small className="lan-game-address">{g.address}</small>
                </div>
                <div>
                  {g.title !== null && <span className="lan-game-title">{g.title}</span>}
                  {gameFacts(g).map((f) => (
                    <span key={f} className="chip muted">
                      {f}
                    </span>
                  ))}
                </div>
                {g.problem && (
                  <p className="lan-game-problem" data-testid="lan-game-problem">
                    Cannot be joined from here: {sentence(g.problem)}
                  </p>
                )}
              </div>
              <button className="primary" onClick={() => lan.connect(g.address)} disabled={g.problem !== null || connecting} title={g.problem ?? `Join ${g.host}`} data-testid="lan-game-join">
                Join
              </button>
            </div>
          ))}
          {games.length === 0 && !cantFind && (
            <p className="status lan-looking" data-testid="lan-looking">
              {browsing ? 'Looking for games on this network… A host appears here once it hosts on the LAN.' : 'Starting to look for games…'}
            </p>
          )}
          {cantFind && (
            <p className="lan-problem" role="alert" data-testid="lan-browse-problem">
              Games on this network cannot be found from here: {sentence(cantFind)}
              {/* the host's words may already say to type the address */}
              {!/address/i.test(cantFind) && " Type the host's address below instead."}
            </p>
          )}
        </div>

        <form className="lan-address-form" onSubmit={connect}>
          <label>
            <span>
              Or type a host's address <small>(its host sees it under Host on the LAN)</small>
            </span>
            <input value={typed} onChange={(e) => setTyped(e.target.value)} placeholder="192.168.1.20:4317" spellCheck={false} autoComplete="off" data-testid="lan-address-input" />
          </label>
          <button type="submit" className="primary" disabled={!hostAddress(typed) || connecting} data-testid="lan-connect">
            Connect
          </button>
        </form>

        {(link || pending.connect || refused.connect) && (
          <div className={`lan-link-status ${link?.state ?? (refused.connect ? 'refused' : 'connecting')}`} role="status" data-testid="lan-link-status">
            <span>{refused.connect ? `Could not join: ${sentence(refused.connect)}` : link ? linkText(link) : `Connecting to ${pending.connect}…`}</span>
            {link?.state === 'connecting' && (
              <button onClick={() => lan.leaveRemote()} data-testid="lan-cancel">
                Cancel
              </button>
            )}
          </div>
        )}

        <div className="row end">
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="lan-back">
            Back
          </button>
        </div>
      </div>
    </div>
  )
}
