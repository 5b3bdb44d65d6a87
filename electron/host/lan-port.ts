/**
 * What the host needs of the LAN services (electron/lan/lan-services.ts): it hands them the host's own screen's
 * lan-* and link-* messages, and says when that screen's connection closes. The host runs without them (tests,
 * a host that does not play on a LAN): those messages are then refused plainly.
 */
import type { LanClientMessage } from '../../shared/protocol/messages'
import type { ClientConnection } from './session'

export type { LanClientMessage }

export interface LanPort {
  /** a message from the host's own screen (the host checked that it is the screen); replies go to conn.send */
  receive(conn: ClientConnection, msg: LanClientMessage): void | Promise<void>
  /** the screen's connection closed: its links close and its browsing stops */
  disconnected(conn: ClientConnection): void
  /** the host stops: stop hosting, announcing, browsing and every link */
  dispose(): Promise<void> | void
}
