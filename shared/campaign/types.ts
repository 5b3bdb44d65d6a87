/**
 * A campaign (003 "Campaign rules: awarding victories", lines 919-944; 004's Campaign and Aces, lines 332-424): the
 * squadrons' rosters of named pilots and observers with their victories, abilities and status, and the sorties flown,
 * each a game with its crews, its replay and what it brought (victories, losses, draws, promotions).
 *
 * Plain JSON, so a campaign is saved, sent and compared like a game (schema.ts checks a file of it). Nothing here
 * knows the engine's rules beyond its report of victories (engine/scoring/victories.ts): the roster sits above them.
 */
import type { AceSkill, Side } from '../content/types'
import type { RngState, Seed } from '../engine/rng'
import type { Downing, VictoryCredit } from '../engine/scoring/victories'
import type { PlaneId } from '../engine/types'

export const CAMPAIGN_FORMAT = 'overdive-campaign'
/** The campaign file's format written now. */
export const CAMPAIGN_VERSION = 1

export type AirmanId = string
export type SquadronId = string
export type AirmanRole = 'pilot' | 'observer'

/** The options a campaign is played with, chosen when it is created. */
export interface CampaignOptions {
  /**
   * 004 line 340: a shot-down pilot draws the next A card and lands safely on a 4 or 5 (only a 5 when his plane's last
   * damage point was due to fire; with Longevity, line 396, 3-5 and 4-5). Off: 003 line 930, the airmen are out.
   */
  survivalDraw: boolean
  /** 004 lines 374-375: an ace's ability is rolled on the D10 table (D10_TABLE) for every five victories, not chosen */
  d10Abilities: boolean
  /** 004 lines 346-360: an ace pilot flies with the GENERIC abilities (SetupPlane.ace; the game's acesGeneric004 option) */
  genericAces: boolean
}

/** A squadron: one side of the campaign (two or more). */
export interface Squadron {
  id: SquadronId
  name: string
  side: Side
  /** the nation (assets/nations) whose names its replacements get */
  nation: string
  /** the aircraft its crews fly, offered first when a sortie is planned */
  aircraft: string[]
}

/**
 * Where an airman stands:
 * - 'flying': on the roster, may fly the next sortie
 * - 'recovering': an incapacitated observer who "will be able to fly again after that number of matches" (lines
 *   935-936): back when `sorties` more sorties have been closed (1: he misses the next sortie and flies the one after;
 *   an observer back for the very next sortie is never recovering)
 * - 'lost': shot down (line 930-931: "permanently injured, prisoners or else casualties"), in sortie `sortie`
 * - 'wounded-out': an observer permanently incapacitated by his B card (lines 933-935), in sortie `sortie`
 */
export type AirmanStatus =
  | { kind: 'flying' }
  | { kind: 'recovering'; sorties: number; since: number }
  | { kind: 'lost'; sortie: number; why: Downing }
  | { kind: 'wounded-out'; sortie: number }

export interface Airman {
  id: AirmanId
  name: string
  squadron: SquadronId
  role: AirmanRole
  /** victories credited so far (lines 921-924) */
  victories: number
  /** the special abilities he holds, in force in every sortie he flies after he got them (lines 939-941) */
  abilities: AceSkill[]
  /** abilities earned (one for each five victories) and not chosen yet */
  toChoose: number
  status: AirmanStatus
  /** the sortie after which he joined the roster (0: from the start); a replacement joins with zero victories */
  joined: number
  /** sorties flown */
  sorties: number
}

/** A plane of a sortie and who flies it. */
export interface SortieCrew {
  /** the plane's id in the game's setup */
  plane: PlaneId
  squadron: SquadronId
  aircraft: string
  pilot: AirmanId
  /** a two-seater's observer */
  observer?: AirmanId
}

/** One airman's victories of a sortie. */
export interface Award {
  airman: AirmanId
  /** the planes he was credited with */
  victims: PlaneId[]
  /** his victories after the sortie */
  victories: number
}

/** A draw of the campaign's own generator, told to all: a damage card or a D10 roll. */
export interface CampaignDraw {
  airman: AirmanId
  /** 'survival': 004 line 340; 'observer': lines 933-937; 'ability': 004 lines 374-375 */
  why: 'survival' | 'observer' | 'ability'
  /** the deck drawn from ('A', 'B') or 'D10' */
  deck: string
  /** the card's id, or the roll (1-10) */
  card: string
  /** what it meant, in words ("a 4: lands safely") */
  outcome: string
}

/** What became of an airman whose plane fell or whose observer was hit. */
export interface Loss {
  airman: AirmanId
  plane: PlaneId
  /** the plane downed (how), or its observer incapacitated */
  why: Downing | 'observer-incapacitated'
  /** out of the campaign, back after some sorties, survived (004's draw), or out for good by his wound */
  outcome: 'lost' | 'survived' | 'recovering' | 'wounded-out'
  /** 'recovering': the sorties before he flies again */
  sorties?: number
}

/** An airman who reached five victories more (lines 939-941), with the abilities he gets. */
export interface Promotion {
  airman: AirmanId
  /** abilities earned by this sortie's victories */
  earned: number
  /** with the D10 option: the abilities rolled (given at once); without: none, he chooses them (toChoose) */
  rolled: AceSkill[]
  /** he became an ace by this sortie (five victories or more for the first time) */
  ace: boolean
}

/** What a closed sortie brought. */
export interface SortieResult {
  /** the squadrons whose team won; empty on a draw */
  winners: SquadronId[]
  /** the engine's report: every aircraft downed and the planes credited */
  credits: VictoryCredit[]
  awards: Award[]
  losses: Loss[]
  draws: CampaignDraw[]
  promotions: Promotion[]
  /** recovering airmen back on the roster after this sortie */
  returned: AirmanId[]
  /** new airmen with zero victories who took the places of those lost (lines 930-931, 936-937) */
  replacements: AirmanId[]
}

/** A game of the campaign. */
export interface Sortie {
  /** 1, 2, 3... */
  number: number
  /** the ruleset its game is played under: absent for the card-and-base game, 'hex' for 002's (issue 29) */
  ruleset?: 'hex'
  /** the scenario's id, or 'free-dogfight' */
  scenario: string
  variant: string | null
  /** the sortie's title, as the list shows it */
  title: string
  crews: SortieCrew[]
  /** the game's save (its replay); null until the host has one */
  save: string | null
  status: 'in-flight' | 'done'
  /** null while in flight */
  result: SortieResult | null
}

/** A campaign file. */
export interface Campaign {
  format: typeof CAMPAIGN_FORMAT
  version: typeof CAMPAIGN_VERSION
  id: string
  name: string
  options: CampaignOptions
  squadrons: Squadron[]
  airmen: Airman[]
  sorties: Sortie[]
  /** the campaign's own generator (engine/rng.ts) for its draws: survival, observers' wounds, D10 abilities, names */
  seed: Seed
  rng: RngState
}

// ---------------------------------------------------------------- what the functions take and give

/** A squadron as New campaign describes it. */
export interface NewSquadron {
  name: string
  side: Side
  nation: string
  aircraft: string[]
  /** the pilots' names; an empty name gets one from the name list */
  pilots: string[]
  /** the observers' names (none for a squadron of single-seaters) */
  observers: string[]
}

export interface NewCampaign {
  id: string
  name: string
  options?: Partial<CampaignOptions>
  /** two or more, of at least two sides between them */
  squadrons: NewSquadron[]
}

/** A sortie as the players plan it: the game and the crews they pick from the rosters. */
export interface SortiePlan {
  /** 'hex' for a game of 002's hex game; absent for the card-and-base game */
  ruleset?: 'hex'
  scenario: string
  variant: string | null
  title: string
  crews: SortieCrew[]
}

/**
 * What a plane of a sortie takes into the game's setup (SetupPlane's fields of the same names). An empty list of
 * abilities is left out of the setup (its schema wants one ability or more where the field is given).
 */
export interface SortiePlane {
  plane: PlaneId
  crew: { pilot: string; observer?: string }
  aceSkills: AceSkill[]
  observerSkills: AceSkill[]
  /** the pilot is an ace: 004's generic abilities (with the genericAces option), or any ace in a hex sortie (002 ACES) */
  ace?: true
}
