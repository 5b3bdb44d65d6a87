/**
 * "Host on the LAN": let players on the same network join this app's games, from a browser (a computer, a phone
 * or tablet scanning the QR code) or from their own Overdive ("Join a LAN game"). Off until the player starts it;
 * the port is the usual 4317 unless another is typed. Once hosting, it shows the addresses guests open, whether
 * other copies of Overdive can find this host on the LAN, and what to do next.
 */
import { useEffect, useState, type FormEvent } from 'react'
import { SEAT_KIND_INFO } from '../../../../shared/protocol/seat-kinds'
import { DEFAULT_LAN_PORT, typedPort } from '../../net/lan-client'
import { useLan } from '../../net/lan-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { screenShown } from '../../store/ui-slice'
import { guestAddresses } from './guest-addresses'
import { sentence } from './lan-text'
import { QrCode } from './QrCode'
import './lan.css'

/** The address a streaming program on this computer opens: the newest game, as a spectator, in stream mode. */
export function streamLink(port: number): string {
  return `http://127.0.0.1:${port}/?watch=latest&stream=1`
}

export function HostingScreen() {
  const lan = useLan()
  const dispatch = useAppDispatch()
  const hosting = useAppSelector((s) => s.lan.hosting)
  const pending = useAppSelector((s) => s.lan.pending.host)
  const refused = useAppSelector((s) => s.lan.refused.host)
  const [port, setPort] = useState('')
  useEffect(() => lan.hostingStatus(), [lan])

  const on = hosting?.hosting === true
  const portNumber = typedPort(port)
  const addresses = on ? guestAddresses(hosting.addresses) : []
  const start = (e: FormEvent) => {
    e.preventDefault()
    if (portNumber !== null && !pending) lan.hostOnLan(portNumber)
  }

  return (
    <div className="menu-screen">
      <div className="menu-card wide lan-card" data-testid="host-lan-screen">
        <h2 className="screen-title">Host on the LAN</h2>
        <p className="lan-intro">
          Let players on this network join your games: from a browser on their computer, phone or tablet, or from their own copy of Overdive. Nobody can join until you start hosting.
        </p>

        {hosting === null && !refused && <p className="status">Asking the host how hosting stands…</p>}

        {!on && hosting !== null && (
          <form className="lan-start" onSubmit={start}>
            <label className="lan-port-field">
              <span>Port</span>
              <input value={port} onChange={(e) => setPort(e.target.value)} inputMode="numeric" placeholder={String(DEFAULT_LAN_PORT)} size={7} spellCheck={false} aria-invalid={portNumber === null} data-testid="lan-port" />
            </label>
            <button type="submit" className="primary" disabled={portNumber === null || pending !== null} data-testid="lan-start">
              {pending === 'start' ? 'Starting…' : 'Start hosting'}
            </button>
            <p className="hint lan-port-hint">{portNumber === null ? <span className="problem">A port is a whole number from 1 to 65535.</span> : `Leave it blank for the usual ${DEFAULT_LAN_PORT}; choose another if something else on this computer uses it.`}</p>
          </form>
        )}

        {hosting?.problem && (
          <p className="lan-problem" role="alert" data-testid="lan-problem">
            {on ? 'Other copies of Overdive cannot find this host by themselves: ' : 'Hosting did not start: '}
            {sentence(hosting.problem)}
            {on && ' Guests can still type or scan the address below.'}
          </p>
        )}
        {refused && (
          <p className="lan-problem" role="alert" data-testid="lan-refused">
            That did not work: {sentence(refused)}
          </p>
        )}

        {on && (
          <>
            <div className="lan-hosting">
              <div className="lan-hosting-text">
                <p className="lan-state on" data-testid="lan-hosting-state">
                  <span className="lan-dot" aria-hidden /> Hosting on port {hosting.port}
                </p>
                <p className="lan-label">Guests open this address in a browser:</p>
                <ul className="lan-addresses">
                  {addresses.map((a, i) => (
                    <li key={a.url} className={i === 0 ? 'first' : undefined}>
                      <code data-testid="lan-address">{a.url}</code>
                      {a.thisComputerOnly && <small> (only from this computer)</small>}
                    </li>
                  ))}
                  {addresses.length === 0 && <li className="problem">The host found no network address to give guests: is this computer on a network?</li>}
                </ul>
                <p className={`lan-announced ${hosting.announced ? 'yes' : 'no'}`} data-testid="lan-announced">
                  {hosting.announced ? (
                    <>
                      Announced on the LAN as <strong>{hosting.name}</strong>: other players see it in their own Overdive under <em>Join a LAN game</em>.
                    </>
                  ) : (
                    <>Not announced on the LAN: players with Overdive type the address above under <em>Join a LAN game</em>.</>
                  )}
                </p>
                {hosting.port !== null && (
                  <p className="lan-stream" data-testid="lan-stream-link">
                    To stream the games: in your streaming program, add a browser source (1920 × 1080) showing <code>{streamLink(hosting.port)}</code>. It shows only what
                    the audience may know, follows each new game, and <code>&amp;delay=30</code> shows it 30 seconds late.
                  </p>
                )}
              </div>
              {addresses[0] && (
                <figure className="lan-qr">
                  <QrCode text={addresses[0].url} testId="lan-qr" label={`QR code of ${addresses[0].url}`} />
                  <figcaption>Scan with a phone or tablet on the same network</figcaption>
                </figure>
              )}
            </div>

            <div className="lan-next" data-testid="lan-next">
              <p>
                <strong>Next:</strong> start a <em>New game</em> and set a seat to <em>{SEAT_KIND_INFO.guest.label}</em>. Guests then take that seat under <em>Join or watch a game</em>, and the game waits in its lobby until you start it.
              </p>
              <div className="row end">
                <button className="primary" onClick={() => dispatch(screenShown('new-game'))} data-testid="lan-new-game">
                  New game…
                </button>
              </div>
            </div>
          </>
        )}

        <div className="row end">
          {on && hosting.fixed && <span className="hint lan-fixed">Hosting was started with the host (npm run serve): stop it there.</span>}
          <span className="spacer" />
          {on && !hosting.fixed && (
            <button className="danger" onClick={() => lan.stopHosting()} disabled={pending !== null} data-testid="lan-stop">
              {pending === 'stop' ? 'Stopping…' : 'Stop hosting'}
            </button>
          )}
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="lan-back">
            Back
          </button>
        </div>
      </div>
    </div>
  )
}
