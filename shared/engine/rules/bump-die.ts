/**
 * Overlapping during movement, as "WW1 Aerial Combat – Tactical Rules v6" plays it (document 000, line 183), option
 * bumpDie.
 *
 * "When the presence of the stands or the contact between models makes it impossible for everybody to execute their
 * manoeuvre exactly as planned then at least one aircraft must evade in order to avoid a collision. Roll a D6 for each
 * aircraft; the aircraft with the highest number moves first, executing the manoeuvre as planned. Then, following the
 * order shown on the dice, each player will move his aircraft as close as possible to its planned destination, keeping
 * the aircraft with the same orientation as planned and moving from its planned destination as little as possible."
 *
 * In place of 003's B cards, smaller first (movement.ts); who is involved and where the others are put are
 * movement.ts's, as in 003. The dice are the game's seeded generator, rolled in table order and shown to everyone
 * (the 'bumped' events).
 *
 * Judgement call: equal rolls are rolled again, by the tied planes only, until the order is known (000 does not say;
 * 003's equal cards are drawn again the same way in this game).
 */
import { nextInt } from '../rng'
import type { RuleModule } from './hooks'

/** Tied planes roll again; after this many rounds of ties (never seen: 6^-64) the table's order decides. */
const MAX_ROUNDS = 64

export const bumpDie: RuleModule = {
  id: 'bump-die',
  source: '000 line 183 (Overlapping)',

  bumpOrder(ctx, involved) {
    const rng = ctx.state.rng
    const rolls = new Map<number, number[]>(involved.map((i) => [i, []]))
    const roll = (i: number) => rolls.get(i)!.push(nextInt(rng, 6) + 1)
    for (const i of involved) roll(i)
    for (let round = 1; round < MAX_ROUNDS; round++) {
      const groups = new Map<string, number[]>()
      for (const i of involved) {
        const k = rolls.get(i)!.join(',')
        groups.set(k, [...(groups.get(k) ?? []), i])
      }
      const tied = [...groups.values()].filter((g) => g.length > 1)
      if (tied.length === 0) break
      for (const g of tied) for (const i of g) roll(i)
    }
    // "the aircraft with the highest number moves first": the first roll, then each roll-off
    const cmp = (a: number, b: number) => {
      const ra = rolls.get(a)!
      const rb = rolls.get(b)!
      for (let k = 0; k < Math.min(ra.length, rb.length); k++) if (ra[k] !== rb[k]) return rb[k] - ra[k]
      return a - b
    }
    return [...involved].sort(cmp).map((plane) => ({ plane, rolls: rolls.get(plane)! }))
  },
}
