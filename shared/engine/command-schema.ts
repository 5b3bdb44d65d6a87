/**
 * The commands that change a game, defined once (issue 11, "one source for each schema"): the TypeScript types
 * (types.ts re-exports them), the saves' command log (engine/state-schema.ts) and the protocol's `command` message
 * (protocol/messages.ts) all come from here.
 *
 * Two strictnesses of the same shape: a save holds only commands the engine accepted (card ids, three at most),
 * while a client's plan is let through to the engine, which says what is wrong with its cards in the game's own
 * words ("a plan has exactly 3 cards, not 2") rather than a schema's.
 */
import { z } from 'zod'

const id = z.string().min(1).max(80)
const gunArc = z.enum(['front', 'rear'])
/** the state seq the seat saw; a stale command is refused */
const seq = z.number().int().optional()
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

function commandUnion<C extends z.ZodType<string[]>>(planCards: C, reorderCards: C) {
  return z.discriminatedUnion('type', [
    /**
     * a plane's three cards for the turn, in the order they will be flown; `ram`: 000 Collisions (line 456), the pilot
     * declares he is ramming this turn (with 000's collision damage), secret until his plane collides
     */
    z.strictObject({ type: z.literal('plan'), seat: id, plane: id, cards: planCards, ram: z.literal(true).optional(), dice: diceIntents.optional(), drop: drops.optional(), lineUp: z.array(z.strictObject({ slot: z.number().int().min(0).max(2), target: id })).min(1).max(3).optional(), intent: z.string().min(1).max(160).optional(), seq }),
    /**
     * a plane's fire orders for the phase: a target for each gun arc, or null to hold fire; `rockets`: 003 Le Prieur
     * Rockets (lines 608-612), one or both rockets fired at the `front` target in place of the guns; `perfectAim`: 003
     * Perfect aim (lines 991-992), the +1 Aim bonus declared for the guns whose airman holds it; `fireAfter`: 004
     * generic c) (line 360), an ace lets the non-aces at his target fire before him. Both secret until fired
     */
    z.strictObject({ type: z.literal('fire'), seat: id, plane: id, front: id.nullable().optional(), rear: id.nullable().optional(), rockets: z.union([z.literal(1), z.literal(2)]).optional(), snipe: gunArc.optional(), tenacity: gunArc.optional(), perfectAim: z.literal(true).optional(), fireAfter: z.literal(true).optional(), seq }),
    /**
     * 003 Tailing: a tailing plane, shown the tailed plane's next card, puts its own remaining cards in a new order
     * (or the same). `cards` are the plane's cards from the slot about to be revealed on.
     */
    z.strictObject({ type: z.literal('reorder'), seat: id, plane: id, cards: reorderCards, seq }),
    /**
     * 003 Flying Higher (lines 442-447): before planning a turn, a seat proposes or agrees to move the scenario's floor
     * (null withdraws); it moves once every seat with a plane in the game agrees to the same floor
     */
    z.strictObject({ type: z.literal('floor'), seat: id, floor: z.number().int().min(0).max(20).nullable(), seq }),
    /**
     * 003 Planes on the Ground (lines 409-411): before the second card, the owner of a plane at rest on the ground puts
     * its base at a new centre (cm) and heading (degrees), or leaves it (`to: null`)
     */
    z.strictObject({ type: z.literal('taxi'), seat: id, plane: id, to: z.strictObject({ x: z.number().finite(), y: z.number().finite(), heading: z.number().finite() }).nullable(), seq }),
    /**
     * A plane kept off the table (003 A Lonely Sentinel, lines 1288-1292: "puts either a left or a right manoeuvre card
     * facedown"): its seat chooses in secret where it will enter, before the first card of turn 1 is revealed
     */
    z.strictObject({ type: z.literal('enter'), seat: id, plane: id, place: id, seq }),
    /**
     * 003 Balloon busting: a balloon's owner orders it winched down (`down`: true) or, with the altitude rules, stops
     * or resumes its descent (lines 574-583; A Race against Time); 003 Bailing Out (lines 795-801): `bail` orders its
     * observers out after this round's fire
     */
    z.strictObject({ type: z.literal('winch'), seat: id, plane: id, down: z.boolean().optional(), bail: z.literal(true).optional(), seq }),
    /**
     * 003 Ground fire (lines 679-697): just before the manoeuvres are revealed, the owner of a loaded AA gun places its
     * artillery counter at `at` (cm; null: the gun does not fire, or a counter out is left as it is), at height `level`
     * with the altitude rules; with Adjusting the Aim (lines 744-759) moves it, raises or lowers it, or `retire`s it
     */
    z.strictObject({ type: z.literal('archie'), seat: id, plane: id, at: z.strictObject({ x: z.number().finite(), y: z.number().finite() }).nullable(), level: z.number().int().min(1).max(5).optional(), retire: z.literal(true).optional(), seq }),
    /**
     * 003 Sniper (lines 994-998), 004 Sniper (line 412): the sniper, shown the cards drawn for its shot, gives the target
     * the ones of its choice (`give`: as many as the target takes); the others go under the deck (004: are discarded)
     */
    z.strictObject({ type: z.literal('snipe'), seat: id, plane: id, give: z.array(z.string().min(1).max(8)).min(1).max(4), seq }),
    /**
     * 003 Good at evading (lines 966-967), 004 Evading (line 400): the target, shown the cards it takes this firing,
     * ignores one (`card`), which goes to the bottom of the deck, or none (`card: null`, the ability kept)
     */
    z.strictObject({ type: z.literal('evade'), seat: id, plane: id, card: z.string().min(1).max(8).nullable(), seq }),
    /**
     * 003 Technical eye (lines 985-989): the ace of `plane` looks at the damage cards of `target`, friend or foe, within
     * a ruler, while the game waits for anyone (rules/aces/technical-eye.ts); the cards are shown to its seat alone
     */
    z.strictObject({ type: z.literal('look'), seat: id, plane: id, target: id, seq }),
  ])
}

const cardId = z.string().regex(/^[A-Z][0-9]{2}$/)

/** A command as the engine accepted it: what a save's command log holds (a plan's "1" and "2": 003 Exceptional pilot, lines 972-975). */
export const commandSchema = commandUnion(z.array(z.string().regex(/^([A-Z][0-9]{2}|[12])$/)).max(3), z.array(cardId).max(3))

/** A command as a client sends it: the engine judges the cards (planning.ts, commands.ts). */
export const clientCommandSchema = commandUnion(z.array(z.string().max(8)).max(10), z.array(z.string().max(8)).max(3))

export type Command = z.infer<typeof commandSchema>
export type PlanCommand = Extract<Command, { type: 'plan' }>
export type FireCommand = Extract<Command, { type: 'fire' }>
export type ReorderCommand = Extract<Command, { type: 'reorder' }>
export type FloorCommand = Extract<Command, { type: 'floor' }>
export type TaxiCommand = Extract<Command, { type: 'taxi' }>
export type EnterCommand = Extract<Command, { type: 'enter' }>
export type WinchCommand = Extract<Command, { type: 'winch' }>
export type ArchieCommand = Extract<Command, { type: 'archie' }>
export type SnipeCommand = Extract<Command, { type: 'snipe' }>
export type EvadeCommand = Extract<Command, { type: 'evade' }>
export type LookCommand = Extract<Command, { type: 'look' }>
