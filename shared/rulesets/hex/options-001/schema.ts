/**
 * The 001 options of the hex game: each a toggle in the setup's options, off by default (issue 29). 001 is a
 * fragment of another hex system's advanced rules (`001_6aeb1c45d0310b1d.txt`); docs/rules.md, "001 options on the
 * hex game", says rule by rule how each maps onto 002's moves.
 */
import { z } from 'zod'
import { RuleRefusal } from '../../refusal'

const hex = z.object({ col: z.number().int(), row: z.number().int() })

/** One side's trench line: the hexes over which its own troops may fire on its own planes (001 lines 67-70). */
export const trenchSchema = z.object({ side: z.string(), hexes: z.array(hex) })

export const options001Schema = z
  .object({
    /** Fuel Consumption and Zoom Climbing (001 lines 19-26), with restriction 1 (line 3) */
    fuel: z.boolean().optional(),
    /** a fuel load for every plane in place of its aircraft's (tests, short scenarios) */
    fuelLoad: z.number().int().min(1).max(999).optional(),
    /** Maneuver Restrictions 2-4 (001 lines 2-9): restricted manoeuvres after a straight, no [ ] twice, speed +-1 */
    restrictedManoeuvres: z.boolean().optional(),
    /** Aircraft Stability A and B (001 lines 11-14) */
    stability: z.boolean().optional(),
    /** Novice Pilot's Maneuver Restrictions (001 lines 16-17): the planes flown by novices, by id */
    novicePilots: z.array(z.string()).optional(),
    /** Steep Dives and Steep Climbs (001 lines 40-48) */
    steepClimbsDives: z.boolean().optional(),
    /** Reloading Weapons (001 lines 28-38): guns fed from magazines, and a reload */
    reloading: z.boolean().optional(),
    /** Wound Effects (001 lines 92-111): a crew hit on the critical table wounds before it kills */
    wounds: z.boolean().optional(),
    /** Anoxia and Oxygen Carried On board (001 lines 113-137): the ceiling rises to 10 */
    anoxia: z.boolean().optional(),
    /** Friendly Fire (001 lines 67-70) over the trench hexes of one's own side */
    friendlyFire: z.boolean().optional(),
    /** each side's trench line hexes, when the scenario has none (`setup.extra.friendlyFire.trenches`) */
    trenches: z.array(trenchSchema).optional(),
    /** Battle Damage by section, Critical Battle Damage, Engine Seizure, glides and spins (001 lines 50-56, 72-90) */
    battleDamage: z.boolean().optional(),
  })
  .strict()

export type Options001 = z.infer<typeof options001Schema>

/** The names of the toggles, for menus and the all-on property test. */
export const OPTION_001_FLAGS = ['fuel', 'restrictedManoeuvres', 'stability', 'steepClimbsDives', 'reloading', 'wounds', 'anoxia', 'friendlyFire', 'battleDamage'] as const

/**
 * The options checked, or a refusal that names what is wrong (a misspelt toggle, a load that is not a number, a
 * novice pilot in no plane of the scenario, when its planes are given).
 */
export function parseOptions001(raw: unknown, planes?: readonly string[]): Options001 {
  const r = options001Schema.safeParse(raw ?? {})
  if (r.success) {
    const unknown = (r.data.novicePilots ?? []).filter((id) => planes && !planes.includes(id))
    if (unknown.length) throw new RuleRefusal('bad-options', `novicePilots names ${unknown.join(', ')}, not a plane of this scenario (${planes!.join(', ')})`)
    return r.data
  }
  const what = r.error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message)).join('; ')
  throw new RuleRefusal('bad-options', `The hex game's options are not right (${what}); the 001 options are ${OPTION_001_FLAGS.join(', ')}, novicePilots, fuelLoad, trenches`)
}
