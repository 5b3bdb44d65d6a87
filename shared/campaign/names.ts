/**
 * The name list airmen's names are drawn from (assets/campaign/names.json, data): first names and surnames by
 * nation, for the replacements (003 lines 930-931: "a new crew with zero victories") and for rosters New campaign
 * leaves unnamed. Checked when it is read: a broken list is a broken build, not a campaign that cannot name anyone.
 */
import { z } from 'zod'
import list from '../../assets/campaign/names.json' with { type: 'json' }
import { nextInt, type RngState } from '../engine/rng'

const names = z.array(z.string().min(1).max(30)).min(1)
const namesFile = z.strictObject({
  about: z.string(),
  nations: z.record(z.string(), z.strictObject({ first: names, last: names })).refine((n) => 'default' in n, 'the list needs a "default" nation'),
})

const NAMES = namesFile.parse(list)

/** The nation's first names and surnames (the default list when it has none of its own). */
export function namesFor(nation: string): { first: string[]; last: string[] } {
  return NAMES.nations[nation] ?? NAMES.nations.default
}

/** A name drawn with `rng` (advanced in place) for the nation, not one of `taken`. */
export function generatedName(nation: string, rng: RngState, taken: ReadonlySet<string>): string {
  const { first, last } = namesFor(nation)
  let name = ''
  for (let k = 0; k < 40; k++) {
    name = `${first[nextInt(rng, first.length)]} ${last[nextInt(rng, last.length)]}`
    if (!taken.has(name)) return name
  }
  // a long campaign may use the list up: the last name drawn, told apart by a number
  let n = 2
  while (taken.has(`${name} ${n}`)) n++
  return `${name} ${n}`
}
