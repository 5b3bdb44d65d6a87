/**
 * A transport to another host on the LAN, through this app's own host: the renderer never connects elsewhere
 * itself. What it sends goes to its own host as `link-send` on the link; what the other host says comes back as
 * `link-message`s of that link. Its status follows the link's (`link` messages): open, or closed for good once
 * the link is closed or refused. Errors its own host answers to a `link-send` (a message the link would not
 * carry) come back as the other host's errors would, with the id of the request that failed.
 */
import type { ServerMessage } from '../../../shared/protocol/messages'
import type { Transport } from './transport'

type Status = 'connecting' | 'open' | 'closed'

/** How many sent requests it remembers, to give an error back under the request's own id. */
const REMEMBERED = 256

/**
 * @param local this app's own host
 * @param link the link's id, as its `link` messages name it
 * @param requestId fresh ids for the `link-send`s (unique on the local connection)
 * @param status the link's state now (a link transport is usually made when the link opens)
 */
export function linkTransport(local: Transport, link: string, requestId: () => string, status: Status = 'open'): Transport {
  const listeners: ((m: ServerMessage) => void)[] = []
  const statusListeners: ((s: Status) => void)[] = []
  /** the id of each link-send → the id of the request it carried */
  const carried = new Map<string, string | undefined>()
  let now = status

  local.onMessage((m) => {
    if (now === 'closed') return
    if (m.type === 'link-message' && m.link === link) {
      listeners.forEach((l) => l(m.message))
    } else if (m.type === 'link' && m.link === link) {
      now = m.state === 'open' ? 'open' : m.state === 'connecting' ? 'connecting' : 'closed'
      statusListeners.forEach((l) => l(now))
    } else if (m.type === 'error' && m.re !== undefined && carried.has(m.re)) {
      const re = carried.get(m.re)
      carried.delete(m.re)
      const error: ServerMessage = { type: 'error', code: m.code, message: m.message, ...(re !== undefined ? { re } : {}) }
      listeners.forEach((l) => l(error))
    }
  })

  return {
    send(message) {
      if (now === 'closed') return
      const re = requestId()
      carried.set(re, message.re)
      if (carried.size > REMEMBERED) carried.delete(carried.keys().next().value!)
      local.send({ type: 'link-send', re, link, message })
    },
    onMessage(listener) {
      listeners.push(listener)
    },
    onStatus(listener) {
      statusListeners.push(listener)
      // as a socket would: a listener hears the state the link is in
      queueMicrotask(() => listener(now))
    },
  }
}
