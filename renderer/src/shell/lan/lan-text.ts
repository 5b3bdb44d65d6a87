/**
 * The LAN screens' words for what the host reports: a found game's facts, how a link stands, and a problem
 * turned into a sentence that another can follow.
 */
import type { LanGame, LinkState } from '../../../../shared/protocol/lan'

/** A problem as the host words it, ending as a sentence ends, so that advice can follow it. */
export function sentence(text: string): string {
  const t = text.trim()
  return /[.!?…]$/.test(t) ? t : `${t}.`
}

/** What a found game offers, in a few words: "in the lobby", "1 free seat", "2 players". */
export function gameFacts(g: Pick<LanGame, 'title' | 'phase' | 'free' | 'players'>): string[] {
  if (g.title === null) return ['no game with guest seats yet']
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
  return [g.phase === 'lobby' ? 'in the lobby' : 'being played', g.free === 0 ? 'no free seat: watch only' : count(g.free, 'free seat', 'free seats'), count(g.players, 'player', 'players')]
}

/** How the link to another host stands, in plain words. */
export function linkText(l: LinkState): string {
  switch (l.state) {
    case 'connecting':
      return `Connecting to ${l.address}…`
    case 'open':
      return `Connected to ${l.hostName}.`
    case 'refused':
      return `${l.address} cannot be joined: ${sentence(l.message)}`
    case 'closed':
      return `The link to ${l.address} closed: ${sentence(l.message)}`
  }
}
