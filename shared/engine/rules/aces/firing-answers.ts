/**
 * The aces' answers at the firing, once the cards drawn are shown to the seat that chooses (fire-choices.ts holds the
 * wait): 003 Sniper (lines 994-998), 004 Sniper (line 412): the sniper gives the target the cards of its choice;
 * 003 Good at evading (lines 966-967), 004 Evading (line 400): the target ignores one card, or none. Once every
 * answer is in, the fire's damage is taken and the phase goes on.
 */
import { z } from 'zod'
import { planeFor } from '../../command-checks'
import { defineCommand } from '../../command-kind'
import { id, seq } from '../../command-fields'
import { answerChoice, checkChoice } from '../../fire-choices'

/**
 * 003 Sniper (lines 994-998), 004 Sniper (line 412): the sniper, shown the cards drawn for its shot, gives the target
 * the ones of its choice (`give`: as many as the target takes); the others go under the deck (004: are discarded)
 */
const snipeSchema = z.strictObject({ type: z.literal('snipe'), seat: id, plane: id, give: z.array(z.string().min(1).max(8)).min(1).max(4), seq })
export type SnipeCommand = z.infer<typeof snipeSchema>

/**
 * 003 Good at evading (lines 966-967), 004 Evading (line 400): the target, shown the cards it takes this firing,
 * ignores one (`card`), which goes to the bottom of the deck, or none (`card: null`, the ability kept)
 */
const evadeSchema = z.strictObject({ type: z.literal('evade'), seat: id, plane: id, card: z.string().min(1).max(8).nullable(), seq })
export type EvadeCommand = z.infer<typeof evadeSchema>

export const snipeCommand = defineCommand({
  type: 'snipe',
  schema: snipeSchema,
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd)
    checkChoice(rules, state, rules.byId.get(plane.id)!.index, cmd)
    return plane
  },
  apply: (rules, state, cmd, plane) => (answerChoice(rules, state, rules.byId.get(plane.id)!.index, cmd) ? 'answered' : undefined),
  copy(cmd) {
    const snipe: SnipeCommand = { type: 'snipe', seat: cmd.seat, plane: cmd.plane, give: cmd.give.slice() }
    if (cmd.seq !== undefined) snipe.seq = cmd.seq
    return snipe
  },
})

export const evadeCommand = defineCommand({
  type: 'evade',
  schema: evadeSchema,
  validate(rules, state, cmd) {
    const plane = planeFor(rules, state, cmd)
    checkChoice(rules, state, rules.byId.get(plane.id)!.index, cmd)
    return plane
  },
  apply: (rules, state, cmd, plane) => (answerChoice(rules, state, rules.byId.get(plane.id)!.index, cmd) ? 'answered' : undefined),
  copy(cmd) {
    const evade: EvadeCommand = { type: 'evade', seat: cmd.seat, plane: cmd.plane, card: cmd.card }
    if (cmd.seq !== undefined) evade.seq = cmd.seq
    return evade
  },
})
