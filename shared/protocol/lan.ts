/**
 * What the host's screen is told about the LAN: hosting (the addresses guests use), the games found on the
 * network (from their DNS-SD announcements), and its link when it plays as a guest of another host.
 */
import type { Compat } from './compat'

export interface LanHostingStatus {
  hosting: boolean
  /** the port guests connect to, while hosting */
  port: number | null
  /** the pages guests open ("http://192.168.1.20:4317/"), best first; the QR code shows the first */
  addresses: string[]
  /** the name this host is announced under on the LAN */
  name: string
  /** the host is announced on the LAN (DNS-SD); false when announcing failed or is switched off */
  announced: boolean
  /** why hosting could not start (a port in use), or why announcing failed */
  problem: string | null
  /** started outside the app (`npm run serve --host 0.0.0.0`): it cannot be stopped from the screen */
  fixed?: boolean
}

/** A game found on the LAN: one hosting app, and the game it offers (the newest one with guest seats). */
export interface LanGame {
  /** the announcement's name: unique on the network */
  id: string
  /** the host's name, for people */
  host: string
  /** where to connect: "192.168.1.20:4317" */
  address: string
  /** the game offered, or null when the host runs none with guest seats yet */
  title: string | null
  phase: 'lobby' | 'playing' | null
  /** guest seats nobody holds */
  free: number
  /** people in that game */
  players: number
  compat: Compat
  /** why this copy cannot join it (another version), in plain words; null when it can */
  problem: string | null
}

export type LinkState =
  | { state: 'connecting'; link: string; address: string }
  /** connected, and the host runs the same protocol and rules: messages now flow through the link */
  | { state: 'open'; link: string; address: string; hostName: string }
  /** the host could not be reached or runs another version: `message` says which, plainly */
  | { state: 'refused'; link: string; address: string; message: string }
  | { state: 'closed'; link: string; address: string; message: string }
