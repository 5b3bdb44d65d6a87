/**
 * 004 dice altitude (lines 171-201), a players' house rule: "get a dice for every plane ... 6 represent the max
 * altitude for a plane and 1 represents flying just above the ground", with rules 1-12 and the afterthought at line
 * 201 ("if a person forgets they are at level one and descends they collide with the ground and are destroyed").
 *
 * An alternative to 003's Altitude (rules/altitude): the level lives in the same record (`effects.alt`, so the table's
 * pegs show the die), but no climb counters, no climb or dive cards; instead each card of a plan says what it does
 * with the level, `dice` beside the plan's `cards` (the question at line 205: "Do you secretly write on a leaflet?":
 * yes, secret with the plan, shown with each card as `alt.dice`). The option cannot be played with 003's altitude nor
 * with the turn-less game (its queue is not a turn's plan): the game refuses them together (setup.ts).
 *
 * Judgement calls (docs/rules.md, "004 dice altitude"):
 * - rule 2, "a straight maneuver": a card with the straight symbol (not the stall, which is steep); the intents the
 *   cards cannot carry (a climb on a turn, a descent on a steep card, a climb above 6) are refused with the plan.
 * - rule 4: a climbing straight moves half its length, but never less than the slowest straight of its deck, which
 *   moves its full length ("The slowest straight maneuver being the planes slowest forward climb").
 * - rule 6: "climbing or descending towards them": the firer's card this phase climbed and the target is higher, or
 *   descended and the target is lower (levels after the change, as rule 7 measures).
 * - rule 8: "diving on a target": a firer whose card this phase descended (rule 6 puts the target at or below it)
 *   draws one damage card more, from the shot's deck.
 * - rule 11: an Immelmann card (the only card needing a set-up) flown just after a climb is illegal, found when it
 *   is revealed and dealt with as the option illegalPlan says, like the Immelmann's own straight.
 * - blocked aim is not in 004: a base blocks only at the firer's level or the target's, as 003's altitude plays it.
 * - an illegal card replaced by a straight at its reveal flies level (its intent was for another card).
 * - with 004's collisions by silhouette also ticked, those decide collisions, only between planes at the same level,
 *   in place of rule 12.
 * - tailing (003) is not changed by the levels: 004 says nothing of it.
 */
import type { ManoeuvreCard } from '../../../content/types'
import { rectanglesOverlap } from '../../../geometry/base'
import { cardsAtDistance, TOUCH_PER_RULER } from '../../../geometry/ruler'
import type { CompiledCard, CompiledRules } from '../../rule-types'
import { allCorners } from '../../firing'
import { removePlane } from '../../removal'
import type { AltitudeState, DiceIntent, GunArc, PlaneEffects, RulesOptions } from '../../state-types'
import { blocksAcrossLevels } from '../altitude/across-levels'
import { takeKnocks } from '../altitude/knocks'
import type { HookContext, PlanContext, RuleModule } from '../hooks'

/** rule 1: "Every plane starts at level 3" */
export const DICE_START = 3
/** "6 represent the max altitude for a plane and 1 represents flying just above the ground" (line 172) */
export const DICE_TOP = 6
export const DICE_BOTTOM = 1
/** rule 12: "both planes receive 4 A damage cards" */
export const COLLISION_CARDS = 4
export const COLLISION_DECK = 'A'

const INTENTS: readonly DiceIntent[] = ['up', 'down', 'level']

/** Why the options may not be played together with dice altitude; null when they may. */
export function diceOptionsProblem(options: Partial<RulesOptions>): string | null {
  if (!options.diceAltitude004) return null
  if (options.altitude) return "004's dice altitude and 003's Altitude are two ways of flying at levels: choose one (options diceAltitude004 and altitude)"
  if (options.turnless !== undefined && options.turnless !== 'off') return "004's dice altitude is planned with a turn's three cards: it cannot be played with the turn-less game (options diceAltitude004 and turnless)"
  return null
}

/** Why a plane may not start at `level` (rule 1: 3 unless a scenario says otherwise, on the die's 1 to 6). */
export function diceStartProblem(level: number): string | null {
  if (!Number.isInteger(level) || level < DICE_BOTTOM || level > DICE_TOP) return `with 004's dice altitude a plane starts at a level of the die, 1 to 6, not ${level}`
  return null
}

/** Whether a card is a straight manoeuvre (the straight symbol and a straight move: not the stall). */
export function isStraight(card: ManoeuvreCard): boolean {
  return card.straight && 'straight' in card.move
}

/**
 * Rule 2 (line 177): "To climb a plane must make a straight maneuver. While descending a plane can make any maneuver
 * other than those considered steep". Why `card` cannot carry `intent`; null when it can.
 */
export function intentProblem(card: ManoeuvreCard, intent: DiceIntent): string | null {
  if (intent === 'up' && !isStraight(card)) return `${card.id} (${card.name}) cannot climb: a plane climbs only with a straight card (004 dice altitude, rule 2, line 177)`
  if (intent === 'down' && card.steep) return `${card.id} (${card.name}) cannot descend: a steep card cannot be flown descending (004 dice altitude, rule 2, line 177)`
  return null
}

/**
 * Why a plan's intents may not be made from `level`: each must be one the card can carry (rule 2), one level a card
 * (rule 3, line 179: the intent says only up, down or level), never above 6 (line 172). Descending below 1 may be
 * planned: the plane hits the ground (line 201).
 */
export function dicePlanProblem(cards: readonly ManoeuvreCard[], dice: readonly DiceIntent[], level: number): string | null {
  if (dice.length !== cards.length) return `the plan has ${cards.length} cards but ${dice.length} altitude intents: one up, down or level for each card`
  let now = level
  for (let k = 0; k < cards.length; k++) {
    const why = intentProblem(cards[k], dice[k])
    if (why) return why
    if (dice[k] === 'up') {
      if (now >= DICE_TOP) return `${cards[k].id} cannot climb: level ${DICE_TOP} is the highest (004 dice altitude, line 172)`
      now++
    } else if (dice[k] === 'down') now--
  }
  return null
}

/** How far a deck's slowest straight card moves the stand (rule 4), cm. */
export function slowestStraight(cards: Iterable<CompiledCard>): number {
  let min = Infinity
  for (const c of cards) if (isStraight(c.card) && !c.card.altitude) min = Math.min(min, c.forward)
  return min
}

/**
 * Rules 4 and 5 (lines 181-183): a climbing straight moves half its length, the slowest straight its full length
 * (never less); a descending straight moves double; any other card as it is. The card itself when unchanged.
 */
export function flownAs(c: CompiledCard, intent: DiceIntent, slowest: number): CompiledCard {
  if (intent === 'level' || !isStraight(c.card)) return c
  const forward = intent === 'down' ? c.forward * 2 : Math.max(c.forward / 2, Math.min(slowest, c.forward))
  return { ...c, forward, right: c.right * (forward / c.forward) }
}

/**
 * Rule 7 (line 187): "Each level of altitude equals on half the length of the measuring stick ... The damage values
 * according to the length on the measuring stick remain the same": the cards at the ruler's distance plus half a
 * ruler a level, or null when that is beyond the ruler.
 */
export function cardsAcrossDice(apart: number, distance: number, ruler: number): 1 | 2 | null {
  const measured = distance + (apart * ruler) / 2
  if (measured > ruler + ruler * TOUCH_PER_RULER) return null
  return cardsAtDistance(measured, ruler)
}

/**
 * Rules 6 and 10 (lines 185, 193): why a plane at `firer` whose card this phase did `move` may not fire its `arc` at
 * a plane at `target`; null when it may.
 */
export function diceRuleOut(firer: number, target: number, move: DiceIntent | undefined, arc: GunArc): string | null {
  if (arc === 'rear' && target < firer) return 'a rear gun fires only at the same level or above (004 dice altitude, rule 10, line 193)'
  if (target > firer && move !== 'up') return `level ${target}, above: only a climbing plane attacks a higher one (004 dice altitude, rule 6, line 185)`
  if (target < firer && move !== 'down') return `level ${target}, below: only a descending plane attacks a lower one (004 dice altitude, rule 6, line 185)`
  return null
}

/**
 * Rule 11 (line 195): "maneuvers that require setups (i.e. Immelmann which requires you to fly straight before
 * performing it) cannot be performed after climbing but can be performed after dives".
 */
export function setupAfterClimb(card: ManoeuvreCard, prev: DiceIntent | undefined): string | null {
  return card.immelmann && prev === 'up' ? 'an Immelmann turn cannot be flown just after a climb (004 dice altitude, rule 11, line 195)' : null
}

function levelOf(p: { effects?: { alt?: AltitudeState } }): number {
  return p.effects?.alt?.level ?? DICE_START
}

/** The intents a plan command carries, kept with the plane's secrets by card id (turn.ts). */
export function recordDice(fx: PlaneEffects, turn: number, cards: readonly string[], dice: readonly DiceIntent[]): void {
  const byCard: Record<string, DiceIntent> = {}
  for (let k = 0; k < cards.length; k++) byCard[cards[k]] = dice[k]
  fx.dice = { turn, byCard }
}

/**
 * A plan command's `dice`, as the game checks it: only with the option, a list of intents, and (with the cards known
 * to the plane's deck) ones its cards and level allow. Returns why not, with whether the command is malformed.
 */
export function diceCommandProblem(rules: CompiledRules, i: number, level: number, cards: unknown, dice: unknown): { malformed: boolean; why: string } | null {
  if (!rules.setup.options.diceAltitude004) return { malformed: false, why: "altitude intents (dice) are planned only with 004's dice altitude in force (option diceAltitude004)" }
  if (!Array.isArray(dice) || dice.some((d) => !INTENTS.includes(d as DiceIntent))) return { malformed: true, why: "dice is a list of 'up', 'down' or 'level', one for each card" }
  if (!Array.isArray(cards)) return null
  const deck = rules.planes[i].cards
  const known = cards.map((c) => deck.get(c as string)?.card)
  if (known.some((c) => !c)) return null
  const why = dicePlanProblem(known as ManoeuvreCard[], dice as DiceIntent[], level)
  return why ? { malformed: false, why } : null
}

/** The level a new plane starts at (rule 1, or its setup's). */
function startAlt(level: number): AltitudeState {
  return { level, climbs: 0, climbRate: 1, floor: DICE_BOTTOM, top: DICE_TOP, counter: null, turnStart: { level, climbs: 0, counter: null } }
}

export const diceAltitude004: RuleModule = {
  id: 'diceAltitude004',
  source: '004 lines 171-201 (Altitude, with dice)',

  // each card's climb, descent or level, kept with the plane's secrets (rule 2: decided with the plan)
  planCommitted({ state }, i, cmd) {
    if (cmd.dice) recordDice(state.planes[i].effects!, state.turn, cmd.cards, cmd.dice)
  },

  beforePlanning(ctx: HookContext) {
    const { rules, state } = ctx
    if (state.turn === 1) {
      const problem = diceOptionsProblem(rules.setup.options)
      if (problem) throw new Error(problem)
    }
    for (let i = 0; i < state.planes.length; i++) {
      const fx = state.planes[i].effects
      if (!fx) continue
      if (!fx.alt) {
        const level = rules.setup.planes[i].altitude ?? DICE_START
        const problem = diceStartProblem(level)
        if (problem) throw new Error(`plane ${rules.planes[i].id}: ${problem}`)
        fx.alt = startAlt(level)
      }
      fx.alt.turnStart = { level: fx.alt.level, climbs: 0, counter: null }
    }
  },

  // rule 11: judged against the intent of the card flown before (the last turn's last card for the first)
  illegalAfter(ctx: PlanContext, card: ManoeuvreCard, before: readonly ManoeuvreCard[]) {
    if (!card.immelmann) return null
    const fx = ctx.plane.effects
    if (!fx) return null
    const prev = before.length === 0 ? fx.alt?.dice : fx.dice?.turn === ctx.turn ? fx.dice.byCard[before[before.length - 1].id] : undefined
    return setupAfterClimb(card, prev)
  },

  // rules 2-5: the card revealed shows its intent; the plane changes level and flies its straight shorter or longer
  beforeMovement(ctx: HookContext, flown: (CompiledCard | null)[]) {
    const { rules, state, events } = ctx
    const slot = state.phase - 1
    for (let i = 0; i < state.planes.length; i++) {
      const p = state.planes[i]
      const c = flown[i]
      const alt = p.effects?.alt
      if (!c || !alt || p.status !== 'flying') continue
      const fx = p.effects!
      // an illegal card flown as a straight flies level: its intent was for the card planned
      const planned = fx.dice?.turn === state.turn && p.plan?.[slot] === c.card.id ? fx.dice.byCard[c.card.id] : undefined
      let intent: DiceIntent = planned ?? 'level'
      if (intentProblem(c.card, intent) || (intent === 'up' && alt.level >= DICE_TOP)) intent = 'level'
      alt.dice = intent
      if (intent === 'level') continue
      flown[i] = flownAs(c, intent, slowestStraight(rules.planes[i].cards.values()))
      const from = alt.level
      alt.level += intent === 'up' ? 1 : -1
      events?.push({ type: 'altitude', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, card: c.card.id, from, level: alt.level, climbs: 0 })
      // line 201: "if a person forgets they are at level one and descends they collide with the ground and are destroyed"
      if (alt.level < DICE_BOTTOM) {
        removePlane(state, p, 'crashed', null, events)
        flown[i] = null
      }
    }
  },

  // rule 12 (line 197): "If two planes overlap and are at the same level after the maneuvers are played, then a
  // collision occurs and both planes receive 4 A damage cards"
  afterMovement(ctx: HookContext) {
    const { rules, state, events } = ctx
    // judgement call: with 004's collisions by silhouette ticked too, they decide (at the same level only) in place of rule 12
    if (rules.setup.options.collisionsBySilhouette004) return
    const planes = state.planes
    const corners = allCorners(rules, state)
    const hits = planes.map(() => 0)
    let any = false
    for (let i = 0; i < planes.length; i++) {
      if (planes[i].status !== 'flying') continue
      for (let j = i + 1; j < planes.length; j++) {
        if (planes[j].status !== 'flying' || levelOf(planes[i]) !== levelOf(planes[j])) continue
        if (!rectanglesOverlap(corners, corners, 8 * i, 8 * j)) continue
        events?.push({ type: 'collided', to: 'all', turn: state.turn, phase: state.phase, plane: planes[i].id, other: planes[j].id })
        hits[i]++
        hits[j]++
        any = true
      }
    }
    if (!any) return
    for (let i = 0; i < planes.length; i++) if (hits[i] > 0) takeKnocks(rules, state, planes[i], COLLISION_DECK, COLLISION_CARDS * hits[i], 'collision', ctx)
  },

  shotRuledOut(ctx, i, arc, j) {
    const f = ctx.state.planes[i]
    return diceRuleOut(levelOf(f), levelOf(ctx.state.planes[j]), f.effects?.alt?.dice, arc)
  },

  shotCards(ctx, i, _arc, j, cards, distance) {
    const apart = Math.abs(levelOf(ctx.state.planes[i]) - levelOf(ctx.state.planes[j]))
    if (apart === 0) return cards
    return cardsAcrossDice(apart, distance, ctx.rules.setup.options.ruler) ?? `${apart} level${apart > 1 ? 's' : ''} apart: half a ruler a level puts it beyond the ruler (004 dice altitude, rule 7, line 187)`
  },

  // rule 8 (line 189): "If diving on a target while attacking add one damage card to the attack"; rule 9: from below, no change
  extraCards(ctx, shot) {
    return ctx.state.planes[shot.firer].effects?.alt?.dice === 'down' ? 1 : 0
  },

  blocks(ctx, i, j, k) {
    const planes = ctx.state.planes
    return blocksAcrossLevels(levelOf(planes[i]), levelOf(planes[j]), levelOf(planes[k]))
  },
}
