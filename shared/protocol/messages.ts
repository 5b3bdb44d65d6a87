/**
 * The host/client protocol. A client (the renderer in Electron, a browser tab, a LAN guest, a stream overlay)
 * talks to the host with these messages, over IPC or a WebSocket. Every message a client sends is checked
 * against these schemas; a malformed one gets an error reply and changes nothing.
 */
import { z } from 'zod'
import { clientCommandSchema } from '../engine/command-schema'
import { rulesChoiceSchema } from '../engine/options'
import { aceSkill } from '../content/schema'
import type { Command, GameEvent, GameResult, GameSetup, SeatId } from '../engine/types'
import type { GameView } from '../engine/view'
import { SECRET_PATTERN } from '../engine/rng'
import { seatKindSchema, type SeatKind } from './seat-kinds'
import type { Compat } from './compat'
import type { LanGame, LanHostingStatus, LinkState } from './lan'
import { campaignMessages, type CampaignServerMessage } from './campaign-messages'

export type { SeatKind }

const id = z.string().min(1).max(80)
const requestId = z.string().max(80).optional()

/** The largest message a client may send: an imported replay of a long game fits. */
export const MAX_CLIENT_MESSAGE = 17 * 1024 * 1024

/** The most bots one game may have: each bot thinks on the host's CPU. */
export const MAX_BOT_SEATS = 16

/** A seat token: proves the holder is the guest who sat at the seat, so that it (and only it) can come back. */
const seatToken = z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/)

/** The most a chat line may say. */
export const MAX_CHAT_TEXT = 200
/** A player's name as others see it in the lobby and the chat (the host cuts a longer one short). */
export const MAX_PLAYER_NAME = 24
const playerName = z.string().max(60)

/** the rule options a new game is created with, the others taking their defaults (engine/options.ts) */
const rulesOptions = rulesChoiceSchema.optional()

export const gameChoice = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scenario'), scenario: id, variant: id.nullable().optional() }),
  z.strictObject({
    kind: z.literal('free'),
    table: z.strictObject({ width: z.number().min(20).max(1000), depth: z.number().min(20).max(1000) }),
    /**
     * altitude: 003 Altitude's starting level, "at least 1 and no higher than 3" (lines 306-307), or with Flying Higher's
     * floor (lines 436-437) up to the floor's ceiling; only with the altitude rules (the setup judges it: setup.ts)
     */
    planes: z.array(z.strictObject({ aircraft: id, team: z.enum(['allied', 'central']), altitude: z.number().int().min(1).max(23).optional() })).min(2).max(32),
  }),
  /**
   * a lesson of the guided first flight (assets/first-flight/, docs/first-flight.md), by id: the host builds its exact
   * setup from the lesson's data and seats its script's opponent; the client's seats and options are not used
   */
  z.strictObject({ kind: z.literal('lesson'), lesson: id }),
])
export type GameChoice = z.infer<typeof gameChoice>

/**
 * The host's own screen's LAN requests (electron/lan): they mean something only to the host on this computer, so
 * a link to another host never relays them (electron/lan/remote-link.ts), and the host hands them to its LAN
 * services (electron/host/lan-port.ts).
 */
const lanMessages = [
  /** the host's screen: host on the LAN (start, stop) or ask how hosting stands */
  z.strictObject({ type: z.literal('lan-host'), re: requestId, action: z.enum(['start', 'stop', 'status']), port: z.number().int().min(0).max(65535).optional() }),
  /** the host's screen: look for games on the LAN (lan-games answers as they come and go), or stop looking */
  z.strictObject({ type: z.literal('lan-browse'), re: requestId, action: z.enum(['start', 'stop']) }),
  /** the host's screen: become a guest of another host, at a typed or found address ("192.168.1.20:4317") */
  z.strictObject({ type: z.literal('lan-connect'), re: requestId, address: z.string().min(1).max(200) }),
  /** a message for the other host, through the link (checked against this schema before it leaves) */
  z.strictObject({ type: z.literal('link-send'), re: requestId, link: id, message: z.unknown() }),
  z.strictObject({ type: z.literal('lan-disconnect'), re: requestId, link: id }),
] as const

/**
 * Every message a client may send the host, listed once. The message types (CLIENT_MESSAGE_TYPES), the Electron
 * IPC allow-list (electron/main/security.ts), the preload's `send` and the renderer's transports all follow from
 * this union; adding a message is one edit here (and its handling in the host).
 */
export const clientMessage = z.discriminatedUnion('type', [
  /** the client's protocol and rules (compat.ts): a host on other ones answers with a plain "version-mismatch" */
  z.strictObject({ type: z.literal('hello'), re: requestId, name: z.string().max(60).optional(), protocol: z.number().int().min(0).max(1_000_000).optional(), rules: z.string().max(40).optional() }),
  z.strictObject({
    type: z.literal('create-game'),
    re: requestId,
    choice: gameChoice,
    /** who sits where: "team" (a seat per team) or "plane" (a seat per plane) */
    seating: z.enum(['team', 'plane']).optional(),
    /** seat kinds in the order of the setup's seats; missing seats are human (this screen) */
    seats: z.array(seatKindSchema).max(32),
    options: rulesOptions,
    /** 003 Altitude, Landings (lines 379-381): landing fields, rectangles square to the table's edges (centre x, y; width, depth in cm), with the altitude rules */
    fields: z.array(z.strictObject({ id, x: z.number().finite().min(0).max(1000), y: z.number().finite().min(0).max(1000), width: z.number().finite().min(1).max(1000), depth: z.number().finite().min(1).max(1000) })).max(16).optional(),
    /** 003 Ground fire: who fires a scenario's AA guns, the solo rules (the default) or their players (lines 679-706) */
    groundFire: z.strictObject({ aa: z.enum(['solo', 'player']) }).optional(),
    /** 003 Altitude: the starting levels chosen for a scenario's planes whose players choose them (scenario levelsChosen) */
    levels: z
      .record(id, z.number().int().min(1).max(3))
      .refine((r) => Object.keys(r).length <= 64, { message: 'at most 64 levels' })
      .optional(),
    /**
     * 003 Scenario Rules (lines 903-912) and 004 Aces: the number of abilities each airman may choose and, by plane id,
     * its pilot's and observer's abilities and 004's ace mark (the host checks them: rules/aces/choice.ts). At most
     * five each: three, and Chivalrous attitude's two free ones
     */
    aces: z
      .strictObject({
        count: z.number().int().min(0).max(3),
        crews: z
          .record(id, z.strictObject({ pilot: z.array(aceSkill).max(5).optional(), observer: z.array(aceSkill).max(5).optional(), ace: z.literal(true).optional() }))
          .refine((r) => Object.keys(r).length <= 64, { message: 'at most 64 crews' }),
      })
      .optional(),
    /** a game's secret (32 hex digits), to replay a game exactly; the host draws one when none is given */
    seed: z.string().regex(SECRET_PATTERN, 'a seed is a secret of 32 lowercase hex digits').optional(),
    /**
     * the game to play (issue 29): a ruleset's id, "card" (the card-and-base game) when absent, as every client
     * before issue 29 sends it. For another ruleset `choice` is a scenario of its content, `seats` its seats' kinds
     * (a bot kind names one of its bots) and `rulesetOptions` its options, checked by its own options schema
     */
    ruleset: id.optional(),
    rulesetOptions: z.record(z.string().max(60), z.unknown()).optional(),
    /**
     * a game of another ruleset (issue 30): how long a seat played by a person has to answer a question the rules
     * ask it mid-move (the hex game's evade, stall, recover, discard) before the host gives the default answer for
     * it; no limit when absent. A LAN host sets it so that an absent guest does not hold the table up
     */
    answerSeconds: z.number().int().min(5).max(600).optional(),
    /** this screen will show the game and say what it has shown ('shown'): a game of bots only waits for its table */
    paced: z.literal(true).optional(),
  }),
  /**
   * sit at a seat (or watch as a spectator with seat null); the host's screen may hold several seats (hotseat).
   * A guest who sat at a seat before shows the seat token it was given to take it back.
   */
  z.strictObject({
    type: z.literal('join'),
    re: requestId,
    session: id,
    seat: id.nullable(),
    token: seatToken.optional(),
    name: playerName.optional(),
    /**
     * a stream overlay watching (with seat null): the host lists it to nobody in the lobby. It says so itself: a
     * display matter, not a check (a client could say it to hide; it still sees only what a spectator may)
     */
    overlay: z.literal(true).optional(),
  }),
  /**
   * The host's screen decides about a guest seat:
   * - bot: a bot plays it (until its guest is back, or until the screen frees it again);
   * - release: free it for any guest (a stand-in bot gives it back; its old token no longer takes it);
   * - remove: the guest sitting there is removed from the game and the seat freed;
   * - move: the guest sitting there moves to the free guest seat `to`.
   */
  z.strictObject({ type: z.literal('seat-control'), re: requestId, session: id, seat: id, action: z.enum(['bot', 'release', 'remove', 'move']), to: id.optional() }),
  /** in the lobby: this client's player is ready to start (or not any more) */
  z.strictObject({ type: z.literal('ready'), re: requestId, session: id, ready: z.boolean() }),
  /** the host's screen starts the game waiting in its lobby */
  z.strictObject({ type: z.literal('start-game'), re: requestId, session: id }),
  /** a line of table talk, to everyone in the game (players and spectators) */
  z.strictObject({ type: z.literal('chat'), re: requestId, session: id, text: z.string().min(1).max(MAX_CHAT_TEXT) }),
  z.strictObject({ type: z.literal('command'), re: requestId, session: id, command: clientCommandSchema }),
  /**
   * a command in a game of a ruleset other than the card game (issue 29): any command shape here, checked by the
   * session's ruleset's command schema on the host (a card game's commands come as "command", checked above)
   */
  z.strictObject({ type: z.literal('ruleset-command'), re: requestId, session: id, command: z.looseObject({ type: z.string().min(1).max(40), seat: id }) }),
  z.strictObject({ type: z.literal('leave'), re: requestId, session: id }),
  /**
   * this client's table has played the game to the end of the view with this seq (every event it was sent). A game
   * whose seats are all bots goes at the pace of the tables that say so (electron/host/pace.ts); any other game
   * ignores it. No answer.
   */
  z.strictObject({ type: z.literal('shown'), re: requestId, session: id, seq: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) }),
  z.strictObject({ type: z.literal('list-sessions'), re: requestId }),
  /** save a game in the saves folder (a name is made up if none is given) */
  z.strictObject({ type: z.literal('save-game'), re: requestId, session: id, name: z.string().min(1).max(80).optional() }),
  z.strictObject({ type: z.literal('list-saves'), re: requestId }),
  /**
   * the ace's memory of the player at the host's screen (electron/host/opponent-memory.ts), the screen's only: how it
   * stands (answered with "opponent-memory"), after turning its learning on or off and forgetting it if asked
   */
  z.strictObject({ type: z.literal('opponent-memory'), re: requestId, learning: z.boolean().optional(), forget: z.literal(true).optional() }),
  /** host a saved game again (crash recovery resumes an autosave this way) */
  /** load a save and play it on; `paced` as create-game's */
  z.strictObject({ type: z.literal('load-game'), re: requestId, file: z.string().min(1).max(120), paced: z.literal(true).optional() }),
  /** the text of a save, to export it or to watch it as a replay */
  z.strictObject({ type: z.literal('read-save'), re: requestId, file: z.string().min(1).max(120) }),
  /** put a save file (an imported replay) into the saves folder; it is checked first and never overwrites one */
  z.strictObject({ type: z.literal('import-save'), re: requestId, name: z.string().min(1).max(80), text: z.string().max(16 * 1024 * 1024) }),
  z.strictObject({ type: z.literal('delete-save'), re: requestId, file: z.string().min(1).max(120) }),
  /** the host's screen gives a save a new name; it never takes the name of another file */
  z.strictObject({ type: z.literal('rename-save'), re: requestId, file: z.string().min(1).max(120), name: z.string().min(1).max(80) }),
  /** the campaign's messages (campaign-messages.ts): the host's screen only */
  ...campaignMessages,
  ...lanMessages,
])
export type ClientMessage = z.infer<typeof clientMessage>
export type ClientMessageType = ClientMessage['type']
/** a message of one of these types without its type: what the preload carries beside the type */
export type ClientPayload<K extends ClientMessageType> = Extract<ClientMessage, { type: K }> extends infer M ? (M extends unknown ? Omit<M, 'type'> : never) : never

export const lanClientMessage = z.discriminatedUnion('type', [...lanMessages])

/** The types of the campaign's messages (campaign-messages.ts): the host hands them to its campaigns (electron/campaigns). */
export const CAMPAIGN_MESSAGE_TYPES: ReadonlySet<ClientMessageType> = new Set(campaignMessages.map((o) => o.shape.type.value))
export type CampaignClientMessage = Extract<ClientMessage, { type: (typeof campaignMessages)[number]['shape']['type']['value'] }>
export function isCampaignClientMessage(m: ClientMessage): m is CampaignClientMessage {
  return CAMPAIGN_MESSAGE_TYPES.has(m.type)
}
export type LanClientMessage = z.infer<typeof lanClientMessage>

/** The type of every message a client may send, in the order of the union. */
export const CLIENT_MESSAGE_TYPES: readonly ClientMessageType[] = clientMessage.options.map((o) => o.shape.type.value)
/** The types of the host's screen's LAN requests (lanMessages). */
export const LAN_MESSAGE_TYPES: ReadonlySet<ClientMessageType> = new Set(lanMessages.map((o) => o.shape.type.value))

const clientTypes: ReadonlySet<string> = new Set(CLIENT_MESSAGE_TYPES)
/** Whether a client may send a message of this type at all (its fields are checked by parseClientMessage). */
export function isClientMessageType(type: unknown): type is ClientMessageType {
  return typeof type === 'string' && clientTypes.has(type)
}

export function isLanClientMessage(m: ClientMessage): m is LanClientMessage {
  return LAN_MESSAGE_TYPES.has(m.type)
}

/**
 * The answer time running on the question a game waits on (issue 30, create-game's answerSeconds): whose answer, and
 * the whole seconds left when the message was sent. Public: every seat sees that the question is asked anyway.
 */
export interface AnswerClock {
  seat: SeatId
  seconds: number
}

export interface SeatInfo {
  id: SeatId
  name: string
  team: string
  kind: SeatKind
  /** someone plays this seat now: a client sits at it, or a bot stands in for its guest */
  taken: boolean
  /** a guest seat whose guest dropped: kept for it (its seat token brings it back) */
  held?: boolean
  /** a bot plays this guest seat until its guest comes back */
  standIn?: boolean
  /** the name of the person sitting here (a guest's chosen name; "Host" for the host's screen) */
  player?: string
  /** in the lobby: the person here said they are ready */
  ready?: boolean
  /** the aircraft its planes are, by name (public: they stand on the table from the start), for the list of games */
  flies?: string[]
}

/** Someone in a game's lobby: a player at one or more seats, or a spectator. */
export interface LobbyPerson {
  /** stable within the session while they are connected; says nothing else */
  id: string
  name: string
  seats: SeatId[]
  ready: boolean
  /** the host's own screen */
  screen: boolean
  /** this is the client the message was sent to */
  you?: true
}

export interface ChatLine {
  /** counts the session's lines from 1 */
  n: number
  from: string
  /** the team of the seat the speaker sits at, or null for a spectator or the host's screen with no seat */
  team: string | null
  text: string
  /** the game's turn when it was said (0 in the lobby) */
  turn: number
}

export interface SessionSummary {
  session: string
  /** the game's ruleset (issue 29), absent for the card game (as before issue 29) */
  ruleset?: string
  title: string
  scenario: string
  turn: number
  over: boolean
  seats: SeatInfo[]
  /** a game with guest seats waits in its lobby until the host's screen starts it */
  phase: 'lobby' | 'playing'
  /** the rules chosen, in words ("Illegal manoeuvres are flown as straights", "Ends after turn 8") */
  rules: string[]
  /** how many people are in the game (players and spectators) */
  people: number
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
  /** the winning team's name ("Allied") of a finished game; null for a draw or a game not over */
  winner: string | null
  /** which game it holds (a digest of its setup and seed, never the seed itself): two files of one game share it */
  game: string | null
  seats: { id: string; name: string; kind: SeatKind }[]
  /** why it cannot be opened, if it cannot */
  problem: string | null
  interrupted: boolean
  /** the ruleset of a game other than the card game ('hex', issue 29); absent for a card game's save */
  ruleset?: string
}

export type ServerMessage =
  | {
      type: 'welcome'
      re?: string
      client: string
      /** the host's own screen (it showed this run's screen token, or it is the Electron window), or a guest */
      role: 'screen' | 'guest'
      /** it showed a screen token that is not this run's (a tab left open from an earlier run): it is a guest */
      screenRefused?: boolean
      sessions: SessionSummary[]
      resumable: SaveListing[]
      /** what this host runs: a client on another protocol or rules is refused before anything starts */
      compat: Compat
      /** the host's name as guests see it */
      hostName: string
      /** to the host's screen: why games cannot be saved (the saves folder checked at start), if they cannot */
      savesProblem?: string
    }
  /** a guest took a seat: the token that brings it back after a drop (keep it, show it to nobody) */
  | { type: 'seated'; re?: string; session: string; seat: SeatId; token: string }
  /** who sits where changed */
  | { type: 'seats'; session: string; seats: SeatInfo[] }
  /** to the host's screen: a guest dropped; its seat is held for it until the screen decides otherwise */
  | { type: 'seat-dropped'; session: string; seat: SeatId; name: string }
  /** who is in the game's lobby and where they sit (sent to everyone in it whenever that changes) */
  | { type: 'lobby'; session: string; ruleset?: string; phase: 'lobby' | 'playing'; title: string; scenario: string; rules: string[]; people: LobbyPerson[]; seats: SeatInfo[] }
  /** the host's screen removed this client from the game (its seat token no longer takes the seat) */
  | { type: 'removed'; session: string; message: string }
  /** new chat lines (on joining: the last ones said) */
  | { type: 'chat'; session: string; lines: ChatLine[] }
  /** to the host's screen: how hosting on the LAN stands */
  | ({ type: 'lan-hosting'; re?: string } & LanHostingStatus)
  /** to the host's screen: the games found on the LAN, whole list each time it changes */
  | { type: 'lan-games'; re?: string; browsing: boolean; games: LanGame[]; problem?: string }
  /** to the host's screen: how its link to another host stands */
  | ({ type: 'link'; re?: string } & LinkState)
  /** to the host's screen: a message from the other host, through the link */
  | { type: 'link-message'; link: string; message: ServerMessage }
  /** the game failed on the host and cannot go on; every other game carries on */
  | { type: 'session-broken'; session: string; message: string }
  /** whether the game is being autosaved: sent when that changes (a full or read-only disk, then room again), and on joining a game that is not */
  | { type: 'autosave'; session: string; saving: boolean; message: string }
  | { type: 'saves'; re?: string; saves: SaveListing[] }
  /** how the ace's memory of the screen's player stands: whether it learns, how many turns it holds, what went wrong */
  | { type: 'opponent-memory'; re?: string; learning: boolean; turns: number; problem?: string }
  | { type: 'saved'; re?: string; session: string; file: string }
  | { type: 'save-text'; re?: string; file: string; text: string }
  | { type: 'sessions'; re?: string; sessions: SessionSummary[] }
  | { type: 'game-created'; re?: string; session: string; setup: GameSetup; seats: SeatInfo[] }
  /** a game of a ruleset other than the card game was created (issue 29): its setup is that ruleset's */
  | { type: 'ruleset-game-created'; re?: string; session: string; ruleset: string; setup: unknown; seats: SeatInfo[] }
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
      /**
       * for a client that arrived at a game under way: the public events from before it came (the last few thousand;
       * what a spectator is told, whatever the seat), for its combat log alone; the table does not play them
       */
      past?: GameEvent[]
      /** the game is waiting for these planes */
      waitingFor: string[]
    }
  /**
   * a seat's (or a spectator's) view of a game of a ruleset other than the card game (issue 29): that ruleset's
   * view and events, never another seat's secrets; `waitingFor` names the seats the game waits for; `past`, as the
   * card game's, the events before a client arriving at a game under way came, for its log
   */
  | { type: 'ruleset-view'; re?: string; session: string; ruleset: string; seat: SeatId | null; mine: SeatId[]; seats: SeatInfo[]; view: unknown; events: unknown[]; past?: unknown[]; waitingFor: string[]; answer?: AnswerClock }
  | { type: 'error'; re?: string; code: string; message: string }
  | { type: 'save-deleted'; re?: string; file: string }
  | { type: 'save-renamed'; re?: string; file: string; to: string }
  | { type: 'game-over'; session: string; result: GameResult }
  | CampaignServerMessage

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
