/**
 * A hex bot's own generator: seeded from the game's small seed (or the host's secret) and its seat, so that two bots
 * of one game draw apart and a headless run repeats. Never the game's generator.
 */
import { seedRng, type RngState, type Seed } from '../../../util/rng'

export function botRng(seed: Seed, seat: string, salt: string): RngState {
  const text = `${String(seed)}/${seat}/${salt}`
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return seedRng(h >>> 0)
}
