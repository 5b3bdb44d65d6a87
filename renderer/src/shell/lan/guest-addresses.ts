/**
 * The addresses a host's guests open, in the order to show them: addresses on the LAN first (the host lists its
 * best first), addresses that only work on this computer last, each with a word on who can use it.
 */

export interface GuestAddress {
  url: string
  /** only a browser on this same computer can open it (127.0.0.1, localhost, ::1) */
  thisComputerOnly: boolean
}

const LOOPBACK = /^[a-z]+:\/\/(127\.|localhost(?::|\/|$)|\[::1\])/i

export function guestAddresses(urls: string[]): GuestAddress[] {
  const all = urls.map((url) => ({ url, thisComputerOnly: LOOPBACK.test(url) }))
  return [...all.filter((a) => !a.thisComputerOnly), ...all.filter((a) => a.thisComputerOnly)]
}
