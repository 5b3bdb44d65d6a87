/**
 * A transport that shows the host's messages `delayMs` late, in order (stream mode's delay: an opponent
 * watching the stream learns nothing before the table would have shown it anyway). What this page sends goes at
 * once; a stream only asks to watch.
 */
import type { ServerMessage } from '../../../shared/protocol/messages'
import type { Transport } from './transport'

export function delayedTransport(inner: Transport, delayMs: number, schedule: (f: () => void, ms: number) => unknown = setTimeout): Transport {
  if (delayMs <= 0) return inner
  return {
    send: (m) => inner.send(m),
    onMessage(listener: (m: ServerMessage) => void) {
      // each message is held for the same time: their order is kept
      inner.onMessage((m) => schedule(() => listener(m), delayMs))
    },
    onStatus: (l) => inner.onStatus(l),
  }
}
