/**
 * What the aces' manoeuvring abilities share: the blank counters, and which card of a plan uses which ability. Each
 * ability's rule is its own module: daredevil.ts (003 lines 959-962, 004 line 404) and acrobatic-pilot.ts (003 lines
 * 964-965, Face to Face's ace, lines 1175-1177, 004 line 420). In their words:
 *
 * - Daredevil (003 line 962): "Can do two steep manoeuvres in a row. Once this ability is used, it can not be re-used
 *   for the rest of the turn and for the whole of the next one. Use a blank counter to remember that you used the
 *   ability and discard it after a turn." It lifts "you may not plan two steep manoeuvres in a row" and "If the last
 *   card of the previous turn was a steep manoeuvre, you cannot use a steep manoeuvre as the first card of the new
 *   turn" (Planning) alike.
 * - Acrobatic pilot (003 lines 966-967): "Can do an Immelmann turn without having to do a straight after it. The
 *   straight before has to be done anyway. Once this ability is used, it can not be re-used for the rest of the turn
 *   and for the whole of the next one." With the altitude rules the Split-S, "a downward Immelmann turn" flown with
 *   "the standard Immelmann card" (line 346), is taken to be an Immelmann turn for it too.
 * - Face to Face's ace Pfalz (003 lines 1175-1177): "He is not forced to play a straight after an Immelmann or a
 *   Split-S (but he must always do a straight or a stall before)": the straight after is lifted with no limit; the
 *   card before is as the rules in force want it (a straight before an Immelmann turn; a stall before a Split-S,
 *   which only the altitude rules have). Its Nieuport's "he can do two steep manoeuvres in a row. Once this last
 *   ability is used, it cannot be reused for the rest of the turn or the turn after that. Use a blank counter to show
 *   when you use the ability and remove it at the end of the next turn" is the Daredevil.
 *
 * - 004's Daredevil (line 404) and Acrobat (line 420), of the D10 table: the same, but "Only available once per
 *   dogfight": their counter stays on the plane for the rest of the game (ONCE). An ace holding both a two-turn and a
 *   once-a-game ability that lift the same card uses the two-turn one first.
 *
 * An ability is used by the card that needs it: the card that would otherwise break the rule it lifts (the second
 * steep card; the card after the Immelmann that is not a straight). Each limited ability lifts one such card a
 * turn. The plan is secret, so the use is too until that card is revealed: the blank counter is put on the plane
 * then (PlaneState.aceUsed, public, event 'ace-ability'), and taken away at the end of the next turn (endOfTurn
 * here). Planning judges the plan card by card the way the reveal will (planning.ts checkPlan): an ability spent by
 * an earlier card of the plan, or whose counter is still on the plane, lifts nothing.
 */
import type { AceSkill } from '../../../content/types'
import type { AceCounters, GameEvent, PlaneState } from '../../state-types'
import type { HookContext, RuleModule, SequenceWaiver } from '../../rule-types'
import { ability } from './abilities'
import { acrobatOf } from './acrobatic-pilot'
import { daredevilOf } from './daredevil'

/** What the sequence rules are told to let pass for an ace (rule-types.ts, beside the hooks that take it). */
export type { SequenceWaiver } from '../../rule-types'

/** The abilities that leave a blank counter, and the turns it stays: the turn of use and the next one. */
export const LIMITED: readonly (keyof AceCounters)[] = ['daredevil', 'acrobatic', 'technical-eye', 'sniper']

/** The abilities usable once a game (004 lines 404, 420): their counter is never taken away. */
export const ONCE: readonly (keyof AceCounters)[] = ['daredevil-once', 'acrobat-once']


/** The ability's name as the rulebook gives it. */
export function aceSkillName(skill: AceSkill): string {
  return skill === 'free-immelmann' ? 'no straight needed after an Immelmann' : ability(skill).name
}

function isLimited(skill: AceSkill): skill is Extract<keyof AceCounters, AceSkill> {
  return skill === 'daredevil' || skill === 'acrobatic' || skill === 'technical-eye' || skill === 'sniper' || isOnce(skill)
}

/** A once-a-game ability (004 lines 404, 420). */
export function isOnce(skill: AceSkill): skill is 'daredevil-once' | 'acrobat-once' {
  return skill === 'daredevil-once' || skill === 'acrobat-once'
}

/** The first turn an ability used in turn `used` may be used again ("the rest of the turn and ... the whole of the next one"). */
export function againFrom(used: number): number {
  return used + 2
}

/**
 * The abilities of `skills` an ace may use in turn `turn`: those whose blank counter is not on the plane. `counters`
 * null: the counters are not known to the caller, and the limited abilities are taken as spent (a plan judged so is
 * legal whatever they are).
 */
export function availableSkills(skills: readonly AceSkill[], counters: AceCounters | undefined | null, turn: number | undefined): readonly AceSkill[] {
  if (skills.length === 0) return skills
  const known = counters !== null && turn !== undefined
  return skills.filter((s) => !isLimited(s) || (known && (counters?.[s] === undefined || (!isOnce(s) && turn! >= againFrom(counters[s]!)))))
}

/** The abilities left after a card used `uses`: a limited one is spent for the rest of the turn. */
export function afterUse(skills: readonly AceSkill[], uses: readonly AceSkill[]): readonly AceSkill[] {
  return uses.length === 0 ? skills : skills.filter((s) => !isLimited(s) || !uses.includes(s))
}

/**
 * The sets of abilities that could let a card pass, fewest first, an unlimited one before a limited one: the straight
 * after an Immelmann, two steep cards in a row, or both at once.
 */
export function waiverSets(skills: readonly AceSkill[]): AceSkill[][] {
  const after = acrobatOf(skills)
  const steep = daredevilOf(skills)
  const out: AceSkill[][] = []
  if (after) out.push([after])
  if (steep) out.push([steep])
  if (after && steep) out.push([after, steep])
  return out
}

/** What a set of abilities lets pass. */
export function waiverOf(set: readonly AceSkill[]): SequenceWaiver {
  return { steep: daredevilOf(set) !== null, straightAfter: acrobatOf(set) !== null }
}

/**
 * A card revealed has used `uses`: the blank counters go on the plane, and everyone is told (the plan was secret
 * until now).
 */
export function recordAceUse(plane: PlaneState, uses: readonly AceSkill[], card: string, turn: number, phase: number, events: GameEvent[] | null): void {
  for (const skill of uses) {
    if (isLimited(skill)) plane.aceUsed = { ...plane.aceUsed, [skill]: turn }
    if (events) events.push({ type: 'ace-ability', to: 'all', turn, phase, plane: plane.id, card, ability: skill, ...(isLimited(skill) && !isOnce(skill) ? { again: againFrom(turn) } : {}) })
  }
}

/**
 * Played when a plane of the game has a limited ability (and Technical eye, rules/aces/technical-eye.ts, whose counter
 * is one of the same kind): its blank counters come off at the end of the turn after their use.
 */
export const aces: RuleModule = {
  id: 'aces',
  source: '003 lines 960-967 (Daredevil, Acrobatic pilot), 1175-1180 (Face to Face); 004 lines 404, 420 (once a dogfight)',

  endOfTurn(ctx: HookContext) {
    const turn = ctx.state.turn
    for (const p of ctx.state.planes) {
      const used = p.aceUsed
      if (!used) continue
      // only the two-turn counters whose time is over come off: a once-a-game counter stays (004 lines 404, 420), and
      // another ability's counter is its own module's to take away
      const kept: AceCounters = { ...used }
      for (const s of LIMITED) if (kept[s] !== undefined && againFrom(kept[s]!) <= turn + 1) delete kept[s]
      if (Object.keys(kept).length) p.aceUsed = kept
      else delete p.aceUsed
    }
  },
}
