/**
 * The campaign's messages (issue 28; shared/campaign holds its rules, electron/campaigns keeps its files): a client
 * lists, creates, opens, exports, imports and deletes campaigns, starts a sortie (a game of a scenario or a free
 * dogfight, flown by airmen picked from the rosters), calls off a sortie whose game was abandoned, and chooses a
 * promoted airman's ability. Only the host's own screen may send them: a LAN guest flies a seat of a sortie's game
 * (it joins that game as any other) but never reads or edits a roster.
 *
 * They are part of the protocol's one union (messages.ts); every field is bounded, and a bad message fails that
 * request with an error that says why, never the host.
 */
import { z } from 'zod'
import { aceSkill } from '../content/schema'
import { rulesChoiceSchema } from '../engine/options'
import type { Campaign } from '../campaign/types'
import { seatKindSchema } from './seat-kinds'

const requestId = z.string().max(80).optional()
/** a campaign's id: its file's name in the campaigns folder (electron/campaigns/campaign-store.ts) */
export const campaignId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'a campaign id is letters, digits, "-" and "_"')
const id = z.string().min(1).max(80)
const name = z.string().max(60)

/** The largest campaign file an import may bring (a long campaign is a few hundred kilobytes). */
export const MAX_CAMPAIGN_TEXT = 4 * 1024 * 1024

/** A squadron as New campaign describes it (shared/campaign NewSquadron). */
const newSquadron = z.strictObject({
  name: z.string().min(1).max(60),
  side: z.enum(['allied', 'central']),
  nation: id,
  aircraft: z.array(id).max(16),
  /** the pilots' names; an empty name gets one from the nation's name list */
  pilots: z.array(name).max(40),
  observers: z.array(name).max(40),
})

/** A new campaign (shared/campaign NewCampaign, the host gives it its id). */
export const newCampaignSchema = z.strictObject({
  name: z.string().min(1).max(60),
  options: z.strictObject({ survivalDraw: z.boolean().optional(), d10Abilities: z.boolean().optional(), genericAces: z.boolean().optional() }).optional(),
  squadrons: z.array(newSquadron).min(2).max(8),
})
export type NewCampaignRequest = z.infer<typeof newCampaignSchema>

/** Who flies a plane of a sortie: the plane's id in the game's setup and the airmen picked from its squadron. */
const sortieCrew = z.strictObject({ plane: id, squadron: id, pilot: id, observer: id.optional() })
export type SortieCrewRequest = z.infer<typeof sortieCrew>

/** A sortie's game: a scenario (and variant), or a free dogfight, as New game chooses them (messages.ts gameChoice). */
const sortieGame = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('scenario'), scenario: id, variant: id.nullable().optional() }),
  z.strictObject({
    kind: z.literal('free'),
    table: z.strictObject({ width: z.number().min(20).max(1000), depth: z.number().min(20).max(1000) }),
    planes: z.array(z.strictObject({ aircraft: id, team: z.enum(['allied', 'central']), altitude: z.number().int().min(1).max(23).optional() })).min(2).max(32),
  }),
])
export type SortieGame = z.infer<typeof sortieGame>

export const campaignMessages = [
  z.strictObject({ type: z.literal('list-campaigns'), re: requestId }),
  z.strictObject({ type: z.literal('create-campaign'), re: requestId, campaign: newCampaignSchema }),
  /** the campaign's whole state (its sorties in flight are told as they stand: campaignGames) */
  z.strictObject({ type: z.literal('open-campaign'), re: requestId, id: campaignId }),
  /** the text of a campaign, to keep outside the app */
  z.strictObject({ type: z.literal('export-campaign'), re: requestId, id: campaignId }),
  /** a campaign's text brought in: checked, then kept under an id of its own (never over another) */
  z.strictObject({ type: z.literal('import-campaign'), re: requestId, text: z.string().min(1).max(MAX_CAMPAIGN_TEXT) }),
  z.strictObject({ type: z.literal('delete-campaign'), re: requestId, id: campaignId }),
  /**
   * Fly a sortie: the game is created as New game creates one, its planes crewed by the airmen picked (names and
   * abilities on the setup's planes), its seats played by this screen, LAN guests or bots. Answered with the
   * `game-created` a `create-game` gets (this screen then sits at the human seats), then the campaign.
   */
  z.strictObject({
    type: z.literal('start-sortie'),
    re: requestId,
    id: campaignId,
    game: sortieGame,
    crews: z.array(sortieCrew).min(1).max(32),
    seating: z.enum(['team', 'plane']).optional(),
    seats: z.array(seatKindSchema).max(32),
    options: rulesChoiceSchema.optional(),
    /** a sortie's title as the list shows it; the game's by default */
    title: z.string().min(1).max(80).optional(),
  }),
  /**
   * A sortie in flight whose game was left unfinished (the host stopped and the player does not want it back, or its
   * save is gone): called off. Nothing is awarded, no one is lost; its game's save, if any, stays in the saves.
   */
  z.strictObject({ type: z.literal('cancel-sortie'), re: requestId, id: campaignId, sortie: z.number().int().min(1).max(100_000) }),
  /** a promoted airman's ability (003 lines 939-941), in force from the next sortie */
  z.strictObject({ type: z.literal('choose-ability'), re: requestId, id: campaignId, airman: id, ability: aceSkill }),
] as const

/** A campaign in the campaigns folder, as the list shows it. */
export interface CampaignListing {
  id: string
  name: string
  /** sorties flown (closed; one in flight is not counted); null for a file that cannot be opened */
  sorties: number | null
  /** when it was last written (ISO) */
  updatedAt: string
  /** why it cannot be opened, if it cannot (the file is kept as it is) */
  problem: string | null
  /** a temporary file left by an interrupted write (the campaign beside it is intact) */
  interrupted: boolean
}

/**
 * How the game of a sortie in flight stands on this host:
 * - 'playing': the host runs it now (session: join it to go back to the table);
 * - 'unfinished': not running, its save is there: Continue it (load-game with `save`), or call the sortie off;
 * - 'missing': its save is gone or cannot be read: the sortie can only be called off.
 */
export interface SortieGameState {
  sortie: number
  state: 'playing' | 'unfinished' | 'missing'
  session?: string
  /** the game's save in the saves folder (its autosave while it is played) */
  save: string | null
  /** why its save cannot be read ('missing') */
  problem?: string
}

export type CampaignServerMessage =
  | { type: 'campaigns'; re?: string; campaigns: CampaignListing[]; problem?: string }
  /**
   * A campaign's whole state: the answer to open, create, import, choose-ability, start- and cancel-sortie, and sent
   * unasked to the host's screens when a sortie's game ends and the sortie is closed (`closed`: its number)
   */
  | { type: 'campaign'; re?: string; campaign: Campaign; games: SortieGameState[]; closed?: number }
  | { type: 'campaign-text'; re?: string; id: string; name: string; text: string }
  | { type: 'campaign-deleted'; re?: string; id: string }
