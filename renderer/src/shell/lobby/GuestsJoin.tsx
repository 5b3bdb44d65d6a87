/**
 * How guests reach this game, on the host's screen (players and spectators alike): the address they open (and its
 * QR code for a phone) while this app hosts on the LAN; else that nobody on another computer can reach the game
 * yet, with a button that starts hosting as the menu's Host on the LAN does with its port left blank: on the usual
 * port, or a free one when that is taken (the address then says which). Before, the lobby said a seat waited for a
 * guest and nothing of where the guest should go; and its button asked for the usual port only, so with that port
 * taken it said to leave the port empty, where there was no port to leave.
 */
import { useEffect } from 'react'
import { DEFAULT_LAN_PORT } from '../../net/lan-client'
import { useLan } from '../../net/lan-context'
import { useAppSelector } from '../../store'
import { guestAddresses } from '../lan/guest-addresses'
import { sentence } from '../lan/lan-text'
import { QrCode } from '../lan/QrCode'

export function GuestsJoin() {
  const lan = useLan()
  const hosting = useAppSelector((s) => s.lan.hosting)
  const pending = useAppSelector((s) => s.lan.pending.host)
  const refused = useAppSelector((s) => s.lan.refused.host)
  useEffect(() => lan.hostingStatus(), [lan])

  if (hosting === null && !refused) return <p className="hint lobby-join">Asking how hosting on the LAN stands…</p>
  const first = hosting?.hosting ? guestAddresses(hosting.addresses)[0] : undefined
  return (
    <section className="lobby-join" aria-label="how guests join" data-testid="lobby-join">
      {first ? (
        <div className="lobby-join-on">
          <p>
            Guests open <code data-testid="lobby-join-address">{first.url}</code> in a browser and choose <em>Join or watch a game</em>
            {first.thisComputerOnly ? ' (this address works on this computer only)' : ''}. With Overdive, they find it under <em>Join a LAN game</em>.
          </p>
          <QrCode text={first.url} testId="lobby-join-qr" label={`QR code of ${first.url}`} />
        </div>
      ) : (
        <div className="lobby-join-off">
          <p data-testid="lobby-join-off">Not on the LAN yet: nobody on another computer can reach this game.</p>
          <button className="primary" onClick={() => lan.hostOnLan()} disabled={pending !== null} data-testid="lobby-host-lan">
            {pending === 'start' ? 'Starting…' : 'Host on the LAN'}
          </button>
          <p className="hint">On port {DEFAULT_LAN_PORT}, or a free one if another program holds it.</p>
        </div>
      )}
      {(refused || (hosting?.problem && !hosting.hosting)) && (
        <p className="lan-problem" role="alert" data-testid="lobby-join-problem">
          Hosting did not start: {sentence(refused ?? hosting!.problem!)}
        </p>
      )}
    </section>
  )
}
