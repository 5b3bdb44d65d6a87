/**
 * The host/client protocol. A client (the renderer in Electron, a browser tab, a LAN guest, a stream overlay)
 * talks to the host with these messages, over IPC or a WebSocket. Every message a client sends is checked
 * against these schemas; a malformed one gets an error reply and changes nothing.
 */
import { z } from 'zod'
import type { Command, GameEvent, GameResult, GameSetup, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'

const id = z.string().min(1).max(80)
const requestId = z.string().max(80).optional()

/** The largest message a client may send: an imported replay of a long game fits. */
export const MAX_CLIENT_MESSAGE = 17 * 1024 * 1024

export const seatKind = z.enum(['human', 'bot:heuristic', 'bot:random'])
export type SeatKind = z.infer<typeof seatKind>

const rulesOptions = z
  .strictObject({
    illegalPlan: z.enum(['straight', 'stress', 'out-of-control']).optional(),
    ruler: z.number().positive().max(200).optional(),
    explosionsInAB: z.boolean().optional(),
    turnLimit: z.number().int().min(0).max(1000).optional(),
  })
  .optional()

export const gameChoice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scenario'), scenario: id, variant: id.nullable().optional() }),
  z.strictObject({
    kind: z.literal('free'),
    table: z.strictObject({ width: z.number().min(20).max(1000), depth: z.number().min(20).max(1000) }),
    planes: z.array(z.strictObject({ aircraft: id, team: z.enum(['allied', 'central']) })).min(2).max(32),
  }),
])
export type GameChoice = z.infer<typeof gameChoice>

const command = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('plan'), seat: id, plane: id, cards: z.array(z.string().max(8)).max(10), seq: z.number().int().optional() }),
  z.strictObject({
    type: z.literal('fire'),
    seat: id,
    plane: id,
    front: id.nullable().optional(),
    rear: id.nullable().optional(),
    seq: z.number().int().optional(),
  }),
])

export const clientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('hello'), re: requestId, name: z.string().max(60).optional() }),
  z.strictObject({
    type: z.literal('create-game'),
    re: requestId,
    choice: gameChoice,
    /** who sits where: "team" (a seat per team) or "plane" (a seat per plane) */
    seating: z.enum(['team', 'plane']).optional(),
    /** seat kinds in the order of the setup's seats; missing seats are human */
    seats: z.array(seatKind).max(32),
    options: rulesOptions,
    seed: z.number().int().min(0).max(2 ** 32 - 1).optional(),
  }),
  /** sit at a seat (or watch as a spectator with seat null); a client may hold several seats (hotseat) */
  z.strictObject({ type: z.literal('join'), re: requestId, session: id, seat: id.nullable() }),
  z.strictObject({ type: z.literal('command'), re: requestId, session: id, command }),
  z.strictObject({ type: z.literal('leave'), re: requestId, session: id }),
  z.strictObject({ type: z.literal('list-sessions'), re: requestId }),
  /** save a game in the saves folder (a name is made up if none is given) */
  z.strictObject({ type: z.literal('save-game'), re: requestId, session: id, name: z.string().min(1).max(80).optional() }),
  z.strictObject({ type: z.literal('list-saves'), re: requestId }),
  /** host a saved game again (crash recovery resumes an autosave this way) */
  z.strictObject({ type: z.literal('load-game'), re: requestId, file: z.string().min(1).max(120) }),
  /** the text of a save, to export it or to watch it as a replay */
  z.strictObject({ type: z.literal('read-save'), re: requestId, file: z.string().min(1).max(120) }),
  /** put a save file (an imported replay) into the saves folder; it is checked first and never overwrites one */
  z.strictObject({ type: z.literal('import-save'), re: requestId, name: z.string().min(1).max(80), text: z.string().max(16 * 1024 * 1024) }),
  z.strictObject({ type: z.literal('delete-save'), re: requestId, file: z.string().min(1).max(120) }),
])
export type ClientMessage = z.infer<typeof clientMessage>
export type ClientMessageType = ClientMessage['type']

export interface SeatInfo {
  id: SeatId
  name: string
  team: string
  kind: SeatKind
  /** a client sits at this human seat */
  taken: boolean
}

export interface SessionSummary {
  session: string
  title: string
  scenario: string
  turn: number
  over: boolean
  seats: SeatInfo[]
}

/** A save in the host's saves folder. */
export interface SaveListing {
  file: string
  size: number
  savedAt: string | null
  kind: 'manual' | 'autosave' | 'replay' | null
  title: string | null
  scenario: string | null
  turn: number | null
  over: boolean | null
  seats: { id: string; name: string; kind: SeatKind }[]
  /** why it cannot be opened, if it cannot */
  problem: string | null
  interrupted: boolean
}

export type ServerMessage =
  | { type: 'welcome'; re?: string; client: string; sessions: SessionSummary[]; resumable: SaveListing[] }
  | { type: 'saves'; re?: string; saves: SaveListing[] }
  | { type: 'saved'; re?: string; session: string; file: string }
  | { type: 'save-text'; re?: string; file: string; text: string }
  | { type: 'sessions'; re?: string; sessions: SessionSummary[] }
  | { type: 'game-created'; re?: string; session: string; setup: GameSetup; seats: SeatInfo[] }
  | {
      type: 'view'
      re?: string
      session: string
      /** whose view this is: a seat, or null for a spectator */
      seat: SeatId | null
      /** the seats this client holds in the session */
      mine: SeatId[]
      seats: SeatInfo[]
      view: GameView
      /** events this seat may see since the last view sent to this client */
      events: GameEvent[]
      /** the game is waiting for these planes */
      waitingFor: string[]
    }
  | { type: 'error'; re?: string; code: string; message: string }
  | { type: 'save-deleted'; re?: string; file: string }
  | { type: 'game-over'; session: string; result: GameResult }

export type { Command }

/** Parse a raw message; returns an error description instead of throwing. */
export function parseClientMessage(raw: unknown): { ok: true; message: ClientMessage } | { ok: false; error: string } {
  let data = raw
  if (typeof raw === 'string') {
    if (raw.length > MAX_CLIENT_MESSAGE) return { ok: false, error: 'message too large' }
    try {
      data = JSON.parse(raw)
    } catch {
      return { ok: false, error: 'not valid JSON' }
    }
  }
  const r = clientMessage.safeParse(data)
  if (r.success) return { ok: true, message: r.data }
  const first = r.error.issues[0]
  return { ok: false, error: `malformed message: ${first.path.join('.') || '(top level)'}: ${first.message}` }
}
