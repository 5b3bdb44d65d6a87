/**
 * Bullet checker (003 Special abilities, aircraft abilities, lines 1006-1009; 004's D10 table, line 416).
 *
 * 003: "some pilots - such as the Italian ace Silvio Scaroni - checked every single bullet before taking off and
 * discarded up to half of them. When any of the weapons of that aircraft fire, ignore the jammed guns cards with a
 * green cross; the ace jams only when a card with the red cross is picked up." 004: "Ace ignores jamming cards with
 * green cross. Only red cross jams affect this Ace."
 *
 * An aircraft ability (lines 951-953): held by the pilot or the observer, it serves every gun of the plane, the
 * front one too, for the whole game, even once the observer is incapacitated. The compiled plane carries it as
 * `bulletChecker` (compiled.ts: a scenario's bullet checker, or the ability held by either airman); fire resolution
 * asks this module about each jam card (fire-resolution.ts applyHit; a rule that jams guns its own way, 004 twin
 * guns, is given the jam cards left).
 */
import type { DamageCard } from '../../../content/types'
import type { CompiledPlane } from '../../rule-types'

/** Whether a jam card drawn by a shot of this plane is ignored: a green cross, and the plane's bullets checked. */
export function greenJamIgnored(firer: CompiledPlane, card: DamageCard): boolean {
  return firer.bulletChecker && card.jam === 'green'
}
