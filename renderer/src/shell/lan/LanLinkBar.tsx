/**
 * On the menu and the Join screen: while this app plays at another host as its guest, whose guest it is and the
 * way back ("Leave Kitchen PC"); after a link to another host ended on its own, why, until the player has read it.
 */
import { useLan } from '../../net/lan-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { linkNotice, linkNoticeDismissed, remoteHost } from '../../store/lan-slice'
import { sentence } from './lan-text'
import './lan.css'

export function LanLinkBar() {
  const lan = useLan()
  const dispatch = useAppDispatch()
  const link = useAppSelector((s) => s.lan.link)
  const dismissed = useAppSelector((s) => s.lan.linkNoticeDismissed)
  const remote = remoteHost({ link })
  const notice = linkNotice({ link, linkNoticeDismissed: dismissed })
  if (remote) {
    return (
      <div className="lan-link-bar" data-testid="lan-remote">
        <span>
          You are a guest of <strong>{remote.hostName}</strong> <small>({remote.address})</small>, over the LAN.
        </span>
        <button onClick={() => lan.leaveRemote()} data-testid="leave-remote">
          Leave {remote.hostName}
        </button>
      </div>
    )
  }
  if (notice) {
    return (
      <div className="lan-link-bar ended" role="alert" data-testid="lan-link-notice">
        <span>
          {notice.refused ? `${notice.address} cannot be joined: ` : `The link to ${notice.address} closed: `}
          {sentence(notice.message)}
          {!notice.refused && ' You are back at your own host.'}
        </span>
        <button onClick={() => dispatch(linkNoticeDismissed())} data-testid="lan-link-notice-dismiss">
          OK
        </button>
      </div>
    )
  }
  return null
}
