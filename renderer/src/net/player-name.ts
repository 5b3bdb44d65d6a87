/**
 * The name this player chose, as others see it in the lobby and the chat. It is kept in this browser's storage
 * (so it is asked for once) and sent to the host with every seat taken; empty means "no name": the host shows
 * "Guest".
 */
import { MAX_PLAYER_NAME } from '../../../shared/protocol/messages'

const KEY = 'overdive.playerName'

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/**
 * A name as it may be sent: spaces trimmed and squeezed, control characters (Unicode's Cc: C0, DEL and C1)
 * dropped, at most 24 characters.
 */
export function cleanPlayerName(name: string): string {
  return name
    .replace(/\p{Cc}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_PLAYER_NAME)
}

/** The name stored in this browser ('' if none). */
export function playerName(): string {
  return cleanPlayerName(storage()?.getItem(KEY) ?? '')
}

export function rememberPlayerName(name: string): void {
  const s = storage()
  if (!s) return
  const clean = cleanPlayerName(name)
  if (clean) s.setItem(KEY, clean)
  else s.removeItem(KEY)
}
