/**
 * The rule modules a game plays, from its rule options. The basic game (003 lines 1-141) runs at the turn's fixed
 * steps; each optional rule is a module on the turn's hooks (hooks.ts), beside the rulebook section it implements.
 */
import type { AceSkill, PieceKind } from '../../content/types'
import type { RulesOptions } from '../state-types'
import { pieceModules } from './piece-rules'
import { rockets as rocketsModule } from './balloons/rockets'
import { barrage as barrageModule } from './balloons/barrage'
import { entering } from './entering'
import { aim } from './aim'
import { altitude } from './altitude'
import { cloudCover } from './altitude/cloud-cover'
import { blindSpotLevels000 } from './altitude/blind-spot-levels-000'
import { collisions } from './altitude/collisions'
import { collisionsBySilhouette004 } from './altitude/collisions-by-silhouette-004'
import { ammunition } from './ammunition'
import { blindSpots } from './blind-spots'
import { blindSpotOneCard } from './blind-spot-one-card'
import { bumpDie } from './bump-die'
import { burningExit } from './burning-exit'
import { deflection } from './deflection'
import { diceAltitude004 } from './dice-altitude-004'
import { missionRules000 } from './line-up-000'
import { oppositeTurns } from './opposite-turns'
import { disruption } from './disruption'
import { hooksOf, type Hooks, type RuleModule } from './hooks'
import { orderOfFiring } from './order-of-firing'
import { realThing } from './real-thing'
import { overlapFire } from './overlap-fire'
import { singleGun } from './single-gun'
import { specialDamage } from './special-damage'
import { tailing } from './tailing'
import { jamRoll } from './jam-roll'
import { woundTiers } from './wound-tiers'
import { turnless } from './turnless'
import { twinGuns } from './twin-guns'
import { aceModules } from './aces'
import { fireCredit } from '../scoring/credit'
import { campaignRecord } from '../scoring/campaign-record'

/** Every optional rule module, with the option that turns it on. */
export const OPTIONAL_RULES: readonly { option: 'altitude' | 'overdive' | 'collisions' | 'specialDamage' | 'aim' | 'disruption' | 'blindSpots' | 'tailing' | 'deflection' | 'oppositeTurns' | 'ammunition' | 'twinGunJamming' | 'orderOfFiring' | 'singleGunADeck' | 'jamRoll' | 'woundTiers' | 'engineShotDown' | 'smokeBeforeReveal' | 'overlapFire' | 'bumpDie' | 'blindSpotOneCard' | 'burningExit' | 'realThing' | 'collisionDamage000' | 'blindSpotLevels000' | 'collisionsBySilhouette004' | 'diceAltitude004' | 'randomArchie000' | 'playerArchie000' | 'missionRules000' | 'adjustAim' | 'acesGeneric004' | 'acesD10Table004'; module?: RuleModule; needs?: 'specialDamage' | 'altitude' | 'collisions' | 'acesGeneric004'; /** the options it plays in place of, when they are on too */ replaces?: readonly ('blindSpots' | 'blindSpotOneCard' | 'collisions' | 'collisionDamage000')[] }[] = [
  // first: the other rules look at the levels it sets before planning (tailing)
  { option: 'altitude', module: altitude },
  // played by the altitude module itself
  { option: 'overdive', needs: 'altitude' },
  { option: 'collisions', module: collisions, needs: 'altitude' },
  { option: 'specialDamage', module: specialDamage },
  { option: 'aim', module: aim },
  { option: 'disruption', module: disruption },
  { option: 'blindSpots', module: blindSpots },
  { option: 'tailing', module: tailing },
  // 003 Ground Fire's optional rule: played by ground-fire/player-aa.ts itself, with guns placed by their players
  { option: 'adjustAim' },
  // 004's house rules
  { option: 'deflection', module: deflection },
  { option: 'oppositeTurns', module: oppositeTurns },
  { option: 'ammunition', module: ammunition },
  { option: 'twinGunJamming', module: twinGuns },
  { option: 'orderOfFiring', module: orderOfFiring },
  { option: 'singleGunADeck', module: singleGun },
  { option: 'realThing', module: realThing },
  // 004's dice altitude: levels 1 to 6 in place of 003's Altitude, never with it nor with the turn-less game (the
  // game refuses them together: dice-altitude-004/index.ts diceOptionsProblem)
  { option: 'diceAltitude004', module: diceAltitude004 },
  // 004's collisions stand in for 003's when both are ticked (with or without Altitude)
  { option: 'collisionsBySilhouette004', module: collisionsBySilhouette004, replaces: ['collisions', 'collisionDamage000'] },
  // 004's aces (lines 346-424): the generic abilities of the planes whose pilots are aces (SetupPlane.ace), played by the
  // aces' own modules (rules/aces/); the D10 table's specific abilities are chosen in New game (rules/aces/choice.ts)
  { option: 'acesGeneric004' },
  { option: 'acesD10Table004', needs: 'acesGeneric004' },
  // 000's variants ("Tactical Rules v6"); those that change 003's special damage need it in force
  { option: 'jamRoll', module: jamRoll },
  { option: 'woundTiers', module: woundTiers, needs: 'specialDamage' },
  // played by special-damage.ts itself
  { option: 'engineShotDown', needs: 'specialDamage' },
  { option: 'smokeBeforeReveal', needs: 'specialDamage' },
  { option: 'overlapFire', module: overlapFire },
  { option: 'bumpDie', module: bumpDie },
  // 003's blind spot rules the shot out; 000's only takes a card away
  { option: 'blindSpotOneCard', module: blindSpotOneCard, replaces: ['blindSpots'] },
  { option: 'burningExit', module: burningExit, needs: 'specialDamage' },
  // 000's altitude rules: its collisions' damage is played by collisions.ts itself; its blind spot across levels is
  // the one played with altitude
  { option: 'collisionDamage000', needs: 'collisions' },
  { option: 'blindSpotLevels000', module: blindSpotLevels000, needs: 'altitude', replaces: ['blindSpots', 'blindSpotOneCard'] },
  // 000's Random Archie: played by the ground-fire piece module itself (ground-fire/random-archie-000.ts), for the guns no player aims
  { option: 'randomArchie000' },
  // 000's Player Controlled Archie: played by ground-fire/player-aa.ts itself (player-archie-000.ts), for guns placed by their players
  { option: 'playerArchie000' },
  { option: 'missionRules000', module: missionRules000 },
]

/** Rules turned on by a level rather than a tick: 003's Cloud Cover, at the level of the cover (with Altitude). */
export const LEVEL_RULES: readonly { option: 'cloudCover'; module: RuleModule; needs: 'altitude' }[] = [{ option: 'cloudCover', module: cloudCover, needs: 'altitude' }]

/** Rules turned on by a choice other than off: 004's turn-less game, with a queue of three cards or two. */
export const CHOICE_RULES: readonly { option: 'turnless'; module: RuleModule; off: 'off' }[] = [{ option: 'turnless', module: turnless, off: 'off' }]

export function modulesFor(options: RulesOptions): RuleModule[] {
  const on = (r: (typeof OPTIONAL_RULES)[number]) => options[r.option] === true && (!r.needs || options[r.needs] === true)
  const replaced = new Set<string>(OPTIONAL_RULES.flatMap((r) => (r.replaces && on(r) ? r.replaces : [])))
  const out: RuleModule[] = []
  for (const r of OPTIONAL_RULES) if (r.module && on(r) && !replaced.has(r.option)) out.push(r.module)
  for (const r of LEVEL_RULES) if (options[r.option] !== undefined && options[r.needs] === true) out.push(r.module)
  for (const r of CHOICE_RULES) if (options[r.option] !== undefined && options[r.option] !== r.off) out.push(r.module)
  return out
}

/**
 * The hooks of a game: planes that enter later first (entering.ts: a plane is on the table before the other rules
 * look at it), its optional rules' modules, Le Prieur rockets where a plane carries them (before the balloons: a
 * balloon they explode is the balloons module's to blast), then those of the pieces on its table (piece-rules.ts), then
 * a balloon barrage where the setup names one and the altitude rules are on (balloons/barrage.ts), and last who dealt
 * the damage where the scores are kept separately (scoring/credit.ts: after the rules have counted each card's points),
 * and the aces' blank counters where a plane has an ability that leaves one (aces.ts), and very last a campaign's record of
 * the fire and the ends (scoring/campaign-record.ts: it reads what the rules before it dealt and downed).
 */
export function hooksFor(options: RulesOptions, kinds: ReadonlySet<PieceKind> = NO_PIECES, later = false, rockets = false, barrage = false, credit = false, skills: ReadonlySet<AceSkill> = NO_SKILLS, campaign = false): Hooks {
  return hooksOf([...(later ? [entering] : []), ...modulesFor(options), ...(rockets ? [rocketsModule] : []), ...pieceModules(kinds), ...(barrage ? [barrageModule] : []), ...(credit ? [fireCredit] : []), ...aceModules(skills, options), ...(campaign ? [campaignRecord] : [])])
}

const NO_PIECES: ReadonlySet<PieceKind> = new Set()
const NO_SKILLS: ReadonlySet<AceSkill> = new Set()
