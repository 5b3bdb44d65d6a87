/**
 * The host's own screen proves itself with a secret drawn at start and shown only in the address printed on the
 * host's console (`/#screen=<token>`); the page hands it back on `/ws?screen=<token>`. An address proves nothing:
 * any page in the player's browser connects from 127.0.0.1 too.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { ConnectOptions } from '../host/host'

/** what a token given from outside (OVERDIVE_SCREEN_TOKEN) must look like: URL-safe and long enough to guess at */
export const SCREEN_TOKEN_FORMAT = /^[A-Za-z0-9_-]{32,}$/

export function newScreenToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Both sides hashed first: equal-length buffers for timingSafeEqual, and nothing learnt from the length. */
function sameSecret(given: string, token: string): boolean {
  const a = createHash('sha256').update(given).digest()
  const b = createHash('sha256').update(token).digest()
  return timingSafeEqual(a, b)
}

/** What a WebSocket client may be, from the `screen` query parameter of its upgrade request. */
export function screenClaim(given: string | null, token: string): ConnectOptions {
  if (!given) return { screen: false }
  return sameSecret(given, token) ? { screen: true } : { screen: false, screenRefused: true }
}
