/**
 * The seat tokens a guest was given: kept in this browser's storage so that the guest takes its seat back after a
 * dropped connection or a reload. A token is this guest's proof; it is sent to nobody but the host.
 */
const key = (session: string, seat: string) => `overdive.seat.${session}.${seat}`

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

export function rememberSeatToken(session: string, seat: string, token: string): void {
  storage()?.setItem(key(session, seat), token)
}

export function seatToken(session: string, seat: string): string | undefined {
  return storage()?.getItem(key(session, seat)) ?? undefined
}
