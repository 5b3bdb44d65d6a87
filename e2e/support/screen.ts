/**
 * The address of the host's own screen: a page opened with it shows the screen token (drawn once per run in
 * playwright.config.ts) and may save, load and replay games. A LAN guest or an overlay opens the plain path.
 */
export function screenToken(): string {
  const token = process.env.OVERDIVE_SCREEN_TOKEN
  if (!token) throw new Error('OVERDIVE_SCREEN_TOKEN is not set: run the specs through playwright.config.ts')
  return token
}

/** `path` (relative to the baseURL, or a full address) opened as the host's screen. */
export function screenUrl(path = '/?speed=10'): string {
  return `${path}#screen=${screenToken()}`
}

/**
 * The loopback ports every host of the specs uses for DNS-SD (OVERDIVE_MDNS): the real bonjour-service stack,
 * its "multicast" fanned out to these ports on 127.0.0.1 only.
 */
export const E2E_MDNS = process.env.OVERDIVE_E2E_MDNS ?? 'loopback:45611,45612,45613'
