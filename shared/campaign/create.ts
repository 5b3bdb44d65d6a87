/**
 * Creating a campaign (003 line 921: "give a name to each pilot and observer and keep track of the number of victories
 * of each of them"): the squadrons and their rosters of named airmen with zero victories, the options, and the
 * campaign's own generator seeded for its draws (engine/rng.ts: a host's 128-bit secret, a small number in tests).
 */
import { seedRng, type Seed } from '../engine/rng'
import { refuse } from './errors'
import { cleanName, joinRoster } from './replacements'
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, type Campaign, type CampaignOptions, type NewCampaign } from './types'

export const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/
/** the most airmen of a role a squadron starts with */
export const MAX_ROSTER = 24

const DEFAULT_OPTIONS: CampaignOptions = { survivalDraw: false, d10Abilities: false, genericAces: false }

/** A new campaign. Throws a CampaignError when the squadrons are not two or more of two sides, or a name is bad. */
export function createCampaign(input: NewCampaign, seed: Seed): Campaign {
  if (!CAMPAIGN_ID.test(input.id)) refuse('a campaign id is 1 to 64 letters, digits, "-" or "_"')
  const name = cleanName(input.name ?? '', 'the campaign')
  if (!name) refuse('the campaign needs a name')
  const squadrons = Array.isArray(input.squadrons) ? input.squadrons : []
  if (squadrons.length < 2) refuse('a campaign has two squadrons or more')
  if (squadrons.length > 8) refuse('a campaign has at most eight squadrons')
  if (new Set(squadrons.map((s) => s.side)).size < 2) refuse('the squadrons must be of two sides at least: someone to fight')
  const c: Campaign = {
    format: CAMPAIGN_FORMAT,
    version: CAMPAIGN_VERSION,
    id: input.id,
    name,
    options: { ...DEFAULT_OPTIONS, ...input.options },
    squadrons: [],
    airmen: [],
    sorties: [],
    seed,
    rng: seedRng(seed),
  }
  const names = new Set<string>()
  squadrons.forEach((s, k) => {
    const sqName = cleanName(s.name ?? '', `squadron ${k + 1}`)
    if (!sqName) refuse(`squadron ${k + 1} needs a name`)
    if (names.has(sqName)) refuse(`two squadrons are named "${sqName}"`)
    names.add(sqName)
    if (s.side !== 'allied' && s.side !== 'central') refuse(`${sqName}: a side is allied or central`)
    if (!s.nation) refuse(`${sqName}: a squadron needs a nation`)
    if (!Array.isArray(s.aircraft) || s.aircraft.length === 0 || s.aircraft.some((a) => typeof a !== 'string' || a.length === 0)) refuse(`${sqName}: a squadron flies one aircraft type or more`)
    if (!Array.isArray(s.pilots) || !Array.isArray(s.observers) || [...s.pilots, ...s.observers].some((n) => typeof n !== 'string')) refuse(`${sqName}: the pilots and observers are lists of names`)
    if (s.pilots.length === 0) refuse(`${sqName}: a squadron needs at least one pilot`)
    if (s.pilots.length > MAX_ROSTER || s.observers.length > MAX_ROSTER) refuse(`${sqName}: at most ${MAX_ROSTER} pilots and ${MAX_ROSTER} observers`)
    c.squadrons.push({ id: `sq${k + 1}`, name: sqName, side: s.side, nation: s.nation, aircraft: s.aircraft.slice() })
  })
  // the named airmen first, so that a generated name never takes a name the players chose
  const chosen = squadrons.flatMap((s) => [...s.pilots, ...s.observers].map((n) => cleanName(n, s.name)).filter((n) => n !== ''))
  const dup = chosen.find((n, i) => chosen.indexOf(n) !== i)
  if (dup) refuse(`two airmen are named "${dup}"`)
  const chosenSet = new Set(chosen)
  squadrons.forEach((s, k) => {
    for (const n of s.pilots) joinRoster(c, `sq${k + 1}`, 'pilot', n, chosenSet)
    for (const n of s.observers) joinRoster(c, `sq${k + 1}`, 'observer', n, chosenSet)
  })
  return c
}

