/**
 * The name list airmen's names are drawn from (assets/campaign/names.json, data): first names and surnames by
 * nation, for the replacements and for rosters New campaign leaves unnamed.
 */
import type { RngState } from '../engine/rng'

/** The nation's first names and surnames (another nation's list when it has none of its own). */
export function namesFor(nation: string): { first: string[]; last: string[] } {
  void nation
  throw new Error('not yet')
}

/** A name drawn with `rng` (advanced in place) for the nation, not one of `taken`. */
export function generatedName(nation: string, rng: RngState, taken: ReadonlySet<string>): string {
  void nation
  void rng
  void taken
  throw new Error('not yet')
}
