/**
 * The basic game's two commands as schemas: a plane's plan for the turn and its fire orders for a phase, with the
 * fields the optional rules add to them (a ramming declaration, dice intents, bombs' drops, a line-up; rockets, the
 * aces' declarations). Their checks and effects are declared above the rule modules that judge those fields
 * (plan-command.ts, fire-command.ts); their shapes are here, below them, since the rule modules and their hooks read
 * these commands (rule-types.ts planCommitted).
 *
 * Two strictnesses of the plan's cards: a save holds only plans the engine accepted (card ids, three at most),
 * while a client's plan is let through to the engine, which says what is wrong with its cards in the game's own
 * words ("a plan has exactly 3 cards, not 2") rather than a schema's.
 */
import { z } from 'zod'
import { gunArc, id, seq } from './command-fields'

/**
 * 004 dice altitude (option diceAltitude004): beside a plan's cards, what each does with the plane's level, in the
 * same order (left out: every card level); secret like the plan until each card is revealed
 */
const diceIntents = z.array(z.enum(['up', 'down', 'level'])).max(10)
/**
 * 003 Bombing (lines 823-824): the groups of the bomber's load (by index) dropped with the card of each slot "before
 * revealing any manoeuvre"; secret like the plan until that card is revealed
 */
const drops = z.array(z.strictObject({ slot: z.number().int().min(0).max(2), groups: z.array(z.number().int().min(0).max(9)).min(1).max(10) })).min(1).max(3)

/**
 * a plane's three cards for the turn, in the order they will be flown; `ram`: 000 Collisions (line 456), the pilot
 * declares he is ramming this turn (with 000's collision damage), secret until his plane collides
 */
function planOf<C extends z.ZodType<string[]>>(cards: C) {
  return z.strictObject({ type: z.literal('plan'), seat: id, plane: id, cards, ram: z.literal(true).optional(), dice: diceIntents.optional(), drop: drops.optional(), lineUp: z.array(z.strictObject({ slot: z.number().int().min(0).max(2), target: id })).min(1).max(3).optional(), intent: z.string().min(1).max(160).optional(), seq })
}

/** A plan as the engine accepted it: what a save's command log holds (a plan's "1" and "2": 003 Exceptional pilot, lines 972-975). */
export const planSchema = planOf(z.array(z.string().regex(/^([A-Z][0-9]{2}|[12])$/)).max(3))
/** A plan as a client sends it: the engine judges the cards (planning.ts, plan-command.ts). */
export const clientPlanSchema = planOf(z.array(z.string().max(8)).max(10))

/**
 * a plane's fire orders for the phase: a target for each gun arc, or null to hold fire; `rockets`: 003 Le Prieur
 * Rockets (lines 608-612), one or both rockets fired at the `front` target in place of the guns; `perfectAim`: 003
 * Perfect aim (lines 991-992), the +1 Aim bonus declared for the guns whose airman holds it; `fireAfter`: 004
 * generic c) (line 360), an ace lets the non-aces at his target fire before him. Both secret until fired
 */
export const fireSchema = z.strictObject({ type: z.literal('fire'), seat: id, plane: id, front: id.nullable().optional(), rear: id.nullable().optional(), rockets: z.union([z.literal(1), z.literal(2)]).optional(), snipe: gunArc.optional(), tenacity: gunArc.optional(), perfectAim: z.literal(true).optional(), fireAfter: z.literal(true).optional(), seq })

export type PlanCommand = z.infer<typeof planSchema>
export type FireCommand = z.infer<typeof fireSchema>
