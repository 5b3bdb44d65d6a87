/**
 * The campaign file: its zod schema, reading (never trusting the file: JSON, a campaign, a version this app knows,
 * the schema, and a roster that agrees with itself) and writing. A file that fails is refused with a CampaignError
 * that says what is wrong and where; the file itself is left as it is.
 */
import { z } from 'zod'
import { aceSkill } from '../content/schema'
import { isSecret } from '../engine/rng'
import { seedSchema } from '../engine/state-schema'
import { CampaignError } from './errors'
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION, type Campaign } from './types'

/** The largest campaign file read (a long campaign of hundreds of sorties is well under it). */
export const MAX_CAMPAIGN_BYTES = 8_000_000

const id = z.string().min(1).max(80)
const name = z.string().min(1).max(80)
const count = z.number().int().min(0).max(1e6)
const u32 = z.number().int().min(0).max(0xffffffff)
const downing = z.enum(['shot-down', 'exploded', 'out-of-control', 'crashed', 'burned'])
const role = z.enum(['pilot', 'observer'])

const status = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('flying') }),
  z.strictObject({ kind: z.literal('recovering'), sorties: z.number().int().min(1).max(10), since: count }),
  z.strictObject({ kind: z.literal('lost'), sortie: count, why: downing }),
  z.strictObject({ kind: z.literal('wounded-out'), sortie: count }),
])

const airman = z.strictObject({
  id,
  name: z.string().min(1).max(60),
  squadron: id,
  role,
  victories: count,
  abilities: z.array(aceSkill).max(20),
  toChoose: z.number().int().min(0).max(1000),
  status,
  joined: count,
  sorties: count,
})

const crew = z.strictObject({ plane: id, squadron: id, aircraft: id, pilot: id, observer: id.optional() })

const credit = z.strictObject({ victim: id, how: downing, turn: count, phase: z.number().int().min(0).max(3), by: z.array(id).max(64), downingShot: z.literal(true).optional() })

const result = z.strictObject({
  winners: z.array(id).max(8),
  credits: z.array(credit).max(64),
  awards: z.array(z.strictObject({ airman: id, victims: z.array(id).min(1).max(64), victories: count })).max(128),
  losses: z.array(z.strictObject({ airman: id, plane: id, why: z.union([downing, z.literal('observer-incapacitated')]), outcome: z.enum(['lost', 'survived', 'recovering', 'wounded-out']), sorties: z.number().int().min(0).max(10).optional() })).max(128),
  draws: z.array(z.strictObject({ airman: id, why: z.enum(['survival', 'observer', 'ability']), deck: z.string().min(1).max(8), card: z.string().min(1).max(16), outcome: z.string().max(300) })).max(2000),
  promotions: z.array(z.strictObject({ airman: id, earned: z.number().int().min(1).max(100), rolled: z.array(aceSkill).max(100), ace: z.boolean() })).max(128),
  returned: z.array(id).max(1000),
  replacements: z.array(id).max(1000),
})

const sortie = z.strictObject({
  number: z.number().int().min(1).max(100000),
  ruleset: z.literal('hex').optional(),
  scenario: id,
  variant: id.nullable(),
  title: z.string().min(1).max(120),
  crews: z.array(crew).min(1).max(16),
  save: z.string().min(1).max(200).nullable(),
  status: z.enum(['in-flight', 'done']),
  result: result.nullable(),
})

export const campaignSchema = z.strictObject({
  format: z.literal(CAMPAIGN_FORMAT),
  version: z.literal(CAMPAIGN_VERSION),
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  name,
  options: z.strictObject({ survivalDraw: z.boolean(), d10Abilities: z.boolean(), genericAces: z.boolean() }),
  squadrons: z.array(z.strictObject({ id, name, side: z.enum(['allied', 'central']), nation: id, aircraft: z.array(id).min(1).max(32) })).min(2).max(8),
  airmen: z.array(airman).min(2).max(5000),
  sorties: z.array(sortie).max(10000),
  seed: seedSchema,
  rng: z.union([z.tuple([u32, u32, u32, u32]), z.array(u32).length(29)]),
})

// the schema and the type are one: a change to either that the other misses does not compile
type SchemaCampaign = z.infer<typeof campaignSchema>
const same: [SchemaCampaign extends Campaign ? true : never, Campaign extends SchemaCampaign ? true : never] = [true, true]
void same

/** Why the campaign does not agree with itself (an airman of no squadron, a sortie naming no one), or null. */
export function campaignProblem(c: Campaign): string | null {
  const squadrons = new Set<string>()
  for (const s of c.squadrons) {
    if (squadrons.has(s.id)) return `squadron "${s.id}" appears twice`
    squadrons.add(s.id)
  }
  if (new Set(c.squadrons.map((s) => s.side)).size < 2) return 'the squadrons are all of one side'
  const airmen = new Map<string, Campaign['airmen'][number]>()
  for (const a of c.airmen) {
    if (airmen.has(a.id)) return `airman "${a.id}" appears twice`
    airmen.set(a.id, a)
    if (!squadrons.has(a.squadron)) return `${a.name} is of squadron "${a.squadron}", which is not in the campaign`
    if (a.status.kind === 'recovering' && a.role !== 'observer') return `${a.name} is recovering, which only an incapacitated observer does`
  }
  if ((typeof c.seed === 'number') !== (c.rng.length === 4) || (isSecret(c.seed) && c.rng.length !== 29)) return "the generator's state does not fit its seed"
  let last = 0
  let flying = 0
  for (const s of c.sorties) {
    if (s.number <= last) return `sortie ${s.number} comes after sortie ${last}`
    last = s.number
    if (s.status === 'in-flight') flying++
    if ((s.status === 'done') !== (s.result !== null)) return `sortie ${s.number}: ${s.status === 'done' ? 'closed without a result' : 'in flight with a result'}`
    const planes = new Set<string>()
    for (const k of s.crews) {
      if (planes.has(k.plane)) return `sortie ${s.number}: plane "${k.plane}" appears twice`
      planes.add(k.plane)
      if (!squadrons.has(k.squadron)) return `sortie ${s.number}: squadron "${k.squadron}" is not in the campaign`
      for (const [who, r] of [[k.pilot, 'pilot'], [k.observer, 'observer']] as const) {
        if (who === undefined) continue
        const a = airmen.get(who)
        if (!a) return `sortie ${s.number}: airman "${who}" is not in the campaign`
        if (a.role !== r || a.squadron !== k.squadron) return `sortie ${s.number}: ${a.name} cannot fly as ${r} of squadron "${k.squadron}"`
      }
    }
    if (s.result) {
      for (const w of s.result.awards) if (!airmen.has(w.airman)) return `sortie ${s.number}: a victory for "${w.airman}", who is not in the campaign`
      for (const w of s.result.winners) if (!squadrons.has(w)) return `sortie ${s.number}: the winner "${w}" is not in the campaign`
    }
  }
  if (flying > 1) return 'more than one sortie is in flight'
  // a victory count that the sorties do not add up to
  const won = new Map<string, number>()
  for (const s of c.sorties) for (const w of s.result?.awards ?? []) won.set(w.airman, (won.get(w.airman) ?? 0) + w.victims.length)
  for (const a of c.airmen) if ((won.get(a.id) ?? 0) !== a.victories) return `${a.name} has ${a.victories} victories where the sorties give ${won.get(a.id) ?? 0}`
  return null
}

function describe(issues: readonly z.core.$ZodIssue[]): string {
  const first = issues[0]
  const where = first.path.length ? first.path.map(String).join('.') : '(top level)'
  return `${where}: ${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`
}

/** A campaign read from a file's text; throws a CampaignError saying what is wrong. */
export function parseCampaign(text: string): Campaign {
  if (text.length > MAX_CAMPAIGN_BYTES) throw new CampaignError('not-a-campaign', `the file is too large for a campaign (over ${MAX_CAMPAIGN_BYTES / 1e6} MB)`)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    throw new CampaignError('not-json', `the file is not JSON: ${(e as Error).message}`)
  }
  if (typeof json !== 'object' || json === null || (json as { format?: unknown }).format !== CAMPAIGN_FORMAT) throw new CampaignError('not-a-campaign', 'the file is not an Overdive campaign')
  const version = (json as { version?: unknown }).version
  if (typeof version === 'number' && version > CAMPAIGN_VERSION) throw new CampaignError('newer-version', `the campaign was saved by a newer Overdive (format ${version}; this one reads up to ${CAMPAIGN_VERSION})`)
  const parsed = campaignSchema.safeParse(json)
  if (!parsed.success) throw new CampaignError('schema', `the campaign file is damaged: ${describe(parsed.error.issues)}`)
  const c = parsed.data as Campaign
  const problem = campaignProblem(c)
  if (problem) throw new CampaignError('inconsistent', `the campaign does not agree with itself: ${problem}`)
  return c
}

/** The file's text. */
export function serializeCampaign(c: Campaign): string {
  return JSON.stringify(c, null, 2) + '\n'
}
