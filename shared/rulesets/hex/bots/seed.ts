/**
 * A hex bot's own generator: seeded from the game's small seed (or the host's secret) and its seat, so that two bots
 * of one game draw apart and a headless run repeats. Never the game's generator.
 */
import { fnv1a } from '../../../util/fnv'
import { seedRng, type RngState, type Seed } from '../../../util/rng'

export function botRng(seed: Seed, seat: string, salt: string): RngState {
  return seedRng(fnv1a(`${String(seed)}/${seat}/${salt}`))
}
