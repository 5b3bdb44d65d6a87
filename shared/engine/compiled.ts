/**
 * What the engine needs to know about each plane of a game, worked out once from the content and the setup so
 * that resolving a phase does no look-ups in the content and no trigonometry it could have done before.
 *
 * compileRules sits above the rule registry (rules/index.ts), which it asks for the modules in force; the types it
 * returns are below every rule module (rule-types.ts) and are re-exported here for the rest of the app.
 */
import { hooksFor } from './rules'
import { isAircraftAbility } from './rules/aces/abilities'
import { firingChoicesIn } from './rules/aces/declarations'
import type { AceSkill, AircraftType, Content, DamageDeck } from '../content/types'
import { baseRadius } from '../geometry/base'
import { DEG } from '../geometry/pose'
import type { ArcShape } from '../geometry/ruler'
import { standDelta } from '../geometry/manoeuvre'
import { counterOf } from './planning'
import { NO_SKILLS, PLAN_HINTS } from './compiled-plane'
import type { ArmedArc, CompiledCard, CompiledPlane, CompiledRules } from './rule-types'
import type { GameSetup } from './state-types'

export type { CompiledCard, CompiledPlane, CompiledRules } from './rule-types'
export { firingSkills, gunArcs, hasSkill } from './compiled-plane'

/** Every ability some airman of the game holds (each brings its rule module: rules/aces/index.ts). */
function skillsInPlay(planes: readonly CompiledPlane[]): ReadonlySet<AceSkill> {
  const out = new Set<AceSkill>()
  for (const p of planes) for (const s of p.aceSkills.concat(p.observerSkills)) out.add(s)
  return out
}

/** A card of no move, standing in for the straight of a piece that never flies. */
const NO_MOVE: CompiledCard = Object.freeze({
  card: Object.freeze({ id: 'none', deck: '', n: 0, name: 'stays put', move: { straight: 0 }, straight: true, steep: false, stall: false, immelmann: false, turn: null, altitude: null }),
  counter: Object.freeze({ steep: false, straight: true, immelmann: false }),
  right: 0,
  forward: 0,
  turn: 0,
})

/**
 * A balloon or a ground piece (003 Balloon busting, Ground fire): no cards, and a front gun only for an AA machine
 * gun, which "shoots and jams exactly like A- or B-firing aircraft" (lines 714-716) with an aircraft's front arc.
 */
function compilePiece(content: Content, setup: GameSetup, sp: GameSetup['planes'][number], index: number, aircraft: AircraftType, frontArc: ArcShape): CompiledPlane {
  const shape = content.table.bases[aircraft.base]
  const front = aircraft.kind === 'aamg' ? aircraft.fire.front : null
  return {
    index,
    id: sp.id,
    aircraft,
    kind: aircraft.kind,
    // "Planes in the air can strafe trenches" and AA guns and machine guns "just like trench cards" (lines 666, 690, 725)
    target: aircraft.kind !== 'target',
    blocks: aircraft.kind === 'balloon',
    shape,
    radius: baseRadius(shape),
    cards: new Map(),
    byNumber: [],
    planned: new Uint8Array(PLAN_HINTS),
    straight: NO_MOVE,
    guns: { front, rear: null },
    arcs: { front: front ? frontArc : null, rear: null },
    armedArcs: armed(front ? frontArc : null, null),
    rearRing: false,
    enemies: enemiesOf(setup, sp.team, true),
    bulletChecker: false,
    aceSkills: NO_SKILLS,
    observerSkills: NO_SKILLS,
    aircraftSkills: NO_SKILLS,
    ace: false,
  }
}

/** A deck's cards by their number (CompiledPlane.byNumber). */
function byNumber(cards: Map<string, CompiledCard>): (CompiledCard | undefined)[] {
  const out: (CompiledCard | undefined)[] = []
  for (const c of cards.values()) out[c.card.n] = c
  // (every slot filled, the numbers a deck lacks with undefined: a list with holes is read more slowly)
  for (let n = 0; n < out.length; n++) out[n] ??= undefined
  return out
}

/** The arcs with guns, front first (CompiledPlane.armedArcs). */
function armed(front: ArcShape | null, rear: ArcShape | null): readonly ArmedArc[] {
  const out: ArmedArc[] = []
  if (front) out.push({ arc: 'front', shape: front })
  if (rear) out.push({ arc: 'rear', shape: rear })
  return out
}

/**
 * The indexes of the planes and pieces not of `team`, in table order (CompiledPlane.enemies); for a gun on the ground
 * (`airOnly`, an AA machine gun) only what flies, aircraft and balloons: nothing in 003 has one ground piece fire at
 * another (strafing is done by "planes in the air", line 666).
 */
function enemiesOf(setup: GameSetup, team: string, airOnly = false): number[] {
  const out: number[] = []
  for (let k = 0; k < setup.planes.length; k++) {
    const sp = setup.planes[k]
    if (sp.team === team) continue
    if (airOnly && sp.kind !== undefined && sp.kind !== 'balloon') continue
    out.push(k)
  }
  return out
}

export function compileRules(content: Content, setup: GameSetup): CompiledRules {
  const frontArc: ArcShape = { centre: 0, halfAngle: (content.table.arcs.front.opening / 2) * DEG }
  const rearArc: ArcShape = { centre: Math.PI, halfAngle: (content.table.arcs.rear.opening / 2) * DEG }
  const planes = setup.planes.map((sp, index): CompiledPlane => {
    const aircraft = content.aircraft[sp.aircraft]
    if (!aircraft) throw new Error(`plane ${sp.id}: there is no aircraft "${sp.aircraft}"`)
    // the setup says what a piece is; the content must agree (a save made with other content would not)
    if ((sp.kind ?? 'aeroplane') !== aircraft.kind) throw new Error(`plane ${sp.id}: the setup has it as ${sp.kind ? `a ${sp.kind}` : 'an aeroplane'}, but "${sp.aircraft}" is a ${aircraft.kind}`)
    if (aircraft.kind !== 'aeroplane') return compilePiece(content, setup, sp, index, aircraft, frontArc)
    const deck = aircraft.manoeuvreDeck ? content.manoeuvreDecks[aircraft.manoeuvreDeck] : undefined
    if (!deck) throw new Error(`plane ${sp.id}: ${aircraft.name} has no manoeuvre deck`)
    const shape = content.table.bases[aircraft.base]
    const cards = new Map<string, CompiledCard>()
    // "If you are not using the optional rules for Altitude, remove the last two cards of the deck"
    for (const card of deck.cards) {
      if (card.altitude && !setup.options.altitude) continue
      const d = standDelta(card.move, card.turn, shape.depth)
      cards.set(card.id, { card, counter: Object.freeze(counterOf(card)), right: d.right, forward: d.forward, turn: d.turn })
    }
    const straight = [...cards.values()].find((c) => c.card.straight)
    if (!straight) throw new Error(`manoeuvre deck ${deck.letter} has no straight card to replace illegal manoeuvres with`)
    // the scenario's override of a red letter for this plane (003 Look up!: "pretending it is A-firing"), else the aircraft's
    for (const arc of ['front', 'rear'] as const) {
      const l = sp.fire?.[arc]
      if (l && !content.damageDecks[l]) throw new Error(`plane ${sp.id}: fire.${arc}: there is no damage deck "${l}"`)
      if (l && !aircraft.fire[arc]) throw new Error(`plane ${sp.id}: fire.${arc}: ${aircraft.name} has no ${arc} gun whose letter could be changed to "${l}"`)
    }
    const front = sp.fire?.front !== undefined ? sp.fire.front : aircraft.fire.front
    const aircraftSkills = Object.freeze([...new Set([...(sp.aceSkills ?? []), ...(sp.observerSkills ?? [])].filter(isAircraftAbility))])
    const rear = sp.fire?.rear !== undefined ? sp.fire.rear : aircraft.fire.rear
    return {
      index,
      id: sp.id,
      aircraft,
      kind: aircraft.kind,
      target: true,
      blocks: true,
      shape,
      radius: baseRadius(shape),
      cards,
      byNumber: byNumber(cards),
      planned: new Uint8Array(PLAN_HINTS),
      straight,
      guns: { front: front ?? null, rear: rear ?? null },
      arcs: { front: front ? frontArc : null, rear: rear ? rearArc : null },
      armedArcs: armed(front ? frontArc : null, rear ? rearArc : null),
      rearRing: aircraft.rearRing === true && rear !== null && setup.options.altitude === true,
      enemies: enemiesOf(setup, sp.team),
      // 003 Bullet checker is an aircraft ability (line 1008: "When any of the weapons of that aircraft fire")
      bulletChecker: (sp.bulletChecker ?? false) || aircraftSkills.includes('bullet-checker'),
      aceSkills: sp.aceSkills?.length ? Object.freeze(sp.aceSkills.slice()) : NO_SKILLS,
      observerSkills: sp.observerSkills?.length ? Object.freeze(sp.observerSkills.slice()) : NO_SKILLS,
      aircraftSkills,
      ace: sp.ace === true,
    }
  })
  const damageDecks: Record<string, DamageDeck> = {}
  for (const [letter, deck] of Object.entries(content.damageDecks)) {
    const strip = !setup.options.explosionsInAB && (letter === 'A' || letter === 'B')
    damageDecks[letter] = strip ? { ...deck, cards: deck.cards.filter((c) => !c.special.includes('explosion')) } : deck
  }
  const skills = skillsInPlay(planes)
  const hooks = hooksFor(setup.options, new Set(planes.map((p) => p.kind)), setup.planes.some((p) => p.enters !== undefined), setup.planes.some((p) => (p.rockets ?? 0) > 0), (setup.balloons?.barrage?.length ?? 0) > 1 && setup.options.altitude === true, setup.score?.separate === true, skills, setup.campaign === true)
  return {
    content,
    setup,
    planes,
    byId: new Map(planes.map((p) => [p.id, p])),
    damageDecks,
    ruler: setup.options.ruler,
    standClearance: content.table.standClearance,
    maxRadius: planes.reduce((m, p) => Math.max(m, p.radius), 0),
    // planes kept off the table at the start bring in the rule that puts them on it (rules/entering.ts), planes with
    // rockets the rule that fires them (rules/balloons/rockets.ts), an ace whose ability leaves a blank counter the rule
    // that takes it away (rules/aces.ts)
    hooks,
    repeatCards: skills.has('exceptional') || hooks.planProblem.length > 0,
    // (facts of the hooks asked every phase, read once here: issue 31, a phase's cost)
    sequenceRules: hooks.illegalAfter.length > 0 || hooks.sequence.length > 0,
    quietFiring: hooks.firesFirst.length === 0 && hooks.fireOrder.length === 0 && hooks.extraFire.length === 0 && hooks.endOfPhase.length === 0,
    quietMovement: hooks.beforeMovement.length === 0 && hooks.runDownJams.length === 0 && hooks.afterMovement.length === 0,
    quietBetweenPhases: hooks.endOfPhase.length === 0 && hooks.plansBeforePhase.length === 0 && hooks.beforeReveal.length === 0,
    plainFire: hooks.firesFirst.length === 0 && hooks.fireOrder.length === 0 && hooks.shotLetter.length === 0 && hooks.shotDeck.length === 0 && hooks.extraCards.length === 0 && hooks.extraFire.length === 0,
    plainDamage: hooks.cardPoints.length === 0 && hooks.cardTaken.length === 0 && hooks.explosion.length === 0,
    plainShots: hooks.fireShapes.length === 0 && hooks.overlapShot.length === 0 && hooks.shotRuledOut.length === 0 && hooks.shotCards.length === 0,
    firingChoices: firingChoicesIn(skills),
    quietTurns: hooks.endOfTurn.length === 0 && hooks.carryPlan.length === 0 && hooks.beforePlanning.length === 0,
  }
}
