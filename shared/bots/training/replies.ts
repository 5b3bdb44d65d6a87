/**
 * What the enemy is likely to fly: its tracks ranked by what each is worth to it (Duel.foeValue) on average against
 * a spread of the tracks the pilot itself could fly, best for the enemy first. An enemy that reasons at all picks
 * from the top of this list; one that flies straight or at random does not, which a pilot guards against by mixing in
 * the straight.
 */
import type { Duel } from './duel'
import { spread, type Track } from './tracks'

export interface Reply {
  track: Track
  /** what it is worth to the enemy, on average over the pilot's sampled tracks */
  worth: number
}

/** the pilot's own tracks the enemy's are judged against */
const SAMPLE = 12

export function likelyReplies(duel: Duel, mine: readonly Track[], n: number): Reply[] {
  const staying = mine.filter((t) => t.stands.every((s) => s.onTable))
  const sample = spread(staying.length ? staying : mine, SAMPLE)
  const ranked = duel.foe.tracks.map((track) => {
    let worth = 0
    for (const m of sample) worth += duel.foeValue(m, track)
    return { track, worth: worth / sample.length }
  })
  ranked.sort((a, b) => b.worth - a.worth)
  return ranked.slice(0, n)
}
