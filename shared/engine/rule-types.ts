/**
 * What a rule module works with, as types only: a game's compiled rules (its planes, their cards and guns, the
 * modules in force by hook: compiled.ts works them out) and the turn's seams a module registers on (the hooks and
 * what each is given; rules/hooks.ts lists the seams in the turn's order).
 *
 * The bottom of the engine's layers (docs/architecture.md, "The engine's layers"): it imports no rule module and no
 * engine function, so every rule module, the engine's steps and the registry above them may import it. The compiled
 * rules and the hooks name each other (a module is given the compiled rules, which hold the modules), so they share
 * this file.
 */
import type { AceSkill, AircraftType, Content, DamageCard, DamageDeck, ManoeuvreCard, PieceKind } from '../content/types'
import type { BaseShape } from '../geometry/base'
import type { ArcShape } from '../geometry/ruler'
import type { GameEvent, GameSetup, GameState, GunArc, LastManoeuvre, PlaneEffects, PlaneState } from './state-types'
import type { PlanCommand } from './basic-command-schema'

export interface CompiledCard {
  card: ManoeuvreCard
  /** the counter this card leaves once flown (shared, never mutated) */
  counter: LastManoeuvre
  /** how the stand moves, in the frame of the base before the move */
  right: number
  forward: number
  turn: number
}

/** One arc a plane has guns in (CompiledPlane.armedArcs). */
export interface ArmedArc {
  arc: GunArc
  shape: ArcShape
}

export interface CompiledPlane {
  index: number
  id: string
  aircraft: AircraftType
  /** what it is: an aeroplane, or a piece that never plans nor moves (a balloon, a ground piece) */
  kind: PieceKind
  /** whether guns may fire at it while it is in play: aeroplanes, balloons, trenches and AA guns, not target cards */
  target: boolean
  /** whether its base is in the way of a shot: aeroplanes and balloons, not the cards lying on the ground */
  blocks: boolean
  shape: BaseShape
  radius: number
  /** the cards of the deck in play (the altitude cards are out unless the altitude rules are used) */
  cards: Map<string, CompiledCard>
  /** the same cards by their number (a card's id is its deck's letter and its number: compiled-plane.ts cardOf) */
  byNumber: readonly (CompiledCard | undefined)[]
  /**
   * The numbers of the cards the plan's check last found, slot by slot: a hint the reveal verifies by the card's id
   * before it takes it (compiled-plane.ts plannedCard). Numbers in a typed array, which the write barrier never watches
   */
  planned: Uint8Array
  /** the straight that replaces an illegal card (a piece's is a card of no move it never flies) */
  straight: CompiledCard
  /** damage deck letter per gun arc, null where the plane has no gun */
  guns: { front: string | null; rear: string | null }
  arcs: { front: ArcShape | null; rear: ArcShape | null }
  /** the arcs it has guns in, front first (`arcs` without its nulls): the fire checks look through these alone */
  armedArcs: readonly ArmedArc[]
  /** 003 Roland C.II (lines 287-291), with the altitude rules: the rear gun fires all round at a higher target */
  rearRing: boolean
  /** the indexes of the other teams' planes and pieces, in table order: those its guns may aim at (a gun on the ground, what flies) */
  enemies: readonly number[]
  bulletChecker: boolean
  /** the pilot's special abilities (rules/aces/abilities.ts); none for most planes */
  aceSkills: readonly AceSkill[]
  /** the observer's special abilities (003 lines 948-953); none for most planes */
  observerSkills: readonly AceSkill[]
  /** the aircraft abilities of either airman, applied to all the plane's weapons for the whole game (003 lines 951-953) */
  aircraftSkills: readonly AceSkill[]
  /** 004's generic ace abilities (lines 346-360): the pilot is an ace */
  ace: boolean
}

export interface CompiledRules {
  content: Content
  setup: GameSetup
  planes: CompiledPlane[]
  byId: Map<string, CompiledPlane>
  /** the damage decks in play, explosions removed where the options say so */
  damageDecks: Record<string, DamageDeck>
  ruler: number
  standClearance: number
  /** the largest base radius of any plane in the game (for the stand grid's queries) */
  maxRadius: number
  /** the optional rule modules in force, by hook */
  hooks: Hooks
  /**
   * whether a plan may name an Exceptional pilot's "1" or "2" (003 lines 972-975): some airman of the game is one, or a
   * rule judges the plans itself (004's turn-less game); else the plan's check refuses them and a plan is its cards
   */
  repeatCards: boolean
  /** whether a rule adds to the sequence rules a revealed card is judged by (hooks illegalAfter or sequence: reveal.ts) */
  sequenceRules: boolean
  /** whether no rule acts at a firing step without targets or at a phase's end (turn.ts finishPhase) */
  quietFiring: boolean
  /** whether no rule acts before, during or after the planes' movement (hooks beforeMovement, runDownJams, afterMovement: turn.ts startPhase) */
  quietMovement: boolean
  /** whether no rule acts between a phase's fire and the next phase's reveal (hooks endOfPhase, plansBeforePhase, beforeReveal: turn.ts afterFire) */
  quietBetweenPhases: boolean
  /**
   * whether the fire is resolved in one volley, each shot drawn from its guns' deck, with no rule's own shots (no hooks
   * firesFirst, fireOrder, shotLetter, shotDeck, extraCards or extraFire: fire-resolution.ts resolveFire)
   */
  plainFire: boolean
  /** whether a damage card counts, is taken and explodes as the basic game's (no hooks cardPoints, cardTaken or explosion: fire-hits.ts applyHit) */
  plainDamage: boolean
  /**
   * whether a shot is found as the basic game's (no hooks fireShapes, overlapShot, shotRuledOut or shotCards:
   * firing.ts fireOptions)
   */
  plainShots: boolean
  /** whether an airman of the game holds an ability decided at the firing (rules/aces/declarations.ts firingChoicesPlayed) */
  firingChoices: boolean
  /** whether no rule acts as a turn ends or begins (hooks endOfTurn, carryPlan, beforePlanning: turn.ts afterFire, beginTurn) */
  quietTurns: boolean
}

/** The public parts of a plane a planning rule may look at on the table (an ace's blank counters among them). */
export type PlanStand = Pick<PlaneState, 'id' | 'x' | 'y' | 'h' | 'last' | 'aceUsed'>

/** What the sequence rules are told to let pass for an ace (planning.ts illegalReason, altitude/sequence.ts). */
export interface SequenceWaiver {
  /** two steep manoeuvres in a row (Daredevil) */
  steep?: boolean
  /** no straight after an Immelmann turn or a Split-S (Acrobatic pilot, Face to Face's ace) */
  straightAfter?: boolean
}

/** What a hook is given: the rules, the state and the event log (null when no one is listening). */
export interface HookContext {
  rules: CompiledRules
  state: GameState
  events: GameEvent[] | null
}

/** What a planning rule sees of the plane it judges: its own state, effects included, and the rules in force. */
/** A whole plan's refusal that belongs to one of its cards (0, 1, 2): the planning screen and the refusal name that card. */
export interface SlotRefusal {
  slot: number
  reason: string
}

export interface PlanContext {
  rules: CompiledRules
  /**
   * the plane's effects (a seat judges its own plane from its view, which holds them); for a whole plan, where it
   * stands when the caller knows (000's badly wounded pilot must turn for home)
   */
  plane: { effects?: PlaneEffects; stand?: PlanStand }
  /** the counter of the manoeuvre before this card (null before the plane's first) */
  prev: LastManoeuvre | null
  /** the turn being planned */
  turn: number
  /** what an ace's ability lets pass this card (rules/aces.ts): the sequence rules leave those checks out */
  waive?: SequenceWaiver
}

/** A shot fired this phase. */
export interface Shot {
  firer: number
  arc: GunArc
  target: number
}

export interface PhaseContext extends HookContext {
  shots: readonly Shot[]
}

/** One damage card as fire resolution deals it. */
export interface DealtCard {
  firer: number
  arc: GunArc
  target: number
  card: DamageCard
  /** the red letter the shot fired at (its gun's, or as shotLetter made it); the card may come from another deck (shotDeck) */
  letter: string
}

/** A shot ordered this phase, before its cards are drawn. */
export interface OrderedShot extends Shot {
  /** 2: short range, 1: long range */
  cards: 1 | 2
  /** the ruler's shortest reach to the target, cm */
  distance: number
}

/**
 * A shot no fire order gave, fired by a rule at the phase's firing, its cards already drawn (003 Ground fire: a
 * trench's infantry fire, an AA gun's burst): its damage is taken with the ordered shots', all at once.
 */
export interface RuleShot {
  firer: number
  target: number
  cards: readonly DamageCard[]
  /** the deck its cards came from */
  letter: string
  /** only its special damage counts; its damage points are ignored (003 line 663: infantry fire) */
  specialOnly: boolean
  /** its jam cards jam nothing (003 line 665: "Infantry fire never jams"; an AA gun has no guns to jam) */
  neverJams: boolean
}

/** A shot's cards as fire resolution draws them. */
export interface ShotCards extends Shot {
  letter: string
  cards: readonly DamageCard[]
}

export interface RuleModule {
  /** a short id, as the options and the docs name it */
  id: string
  /** the document and lines it implements, e.g. '003 lines 191-196 (Aim)' */
  source: string
  /**
   * The cards plane i brings into a new turn's plan, in place of none (004 The turn-less game: its queue's cards not
   * flown yet)
   */
  carryPlan?(ctx: HookContext, i: number): string[] | null
  /** after the turn starts, before anyone plans */
  beforePlanning?(ctx: HookContext): void
  /**
   * How many cards flying plane i is still to plan before the next reveal, in place of the basic game's "three until
   * it has a plan" (004 The turn-less game: one card behind its queue before every phase)
   */
  cardsWanted?(ctx: HookContext, i: number): number
  /**
   * Why plane i may not plan `cards` now, in place of the basic game's checks of a three-card plan (004 The turn-less
   * game: the cards put behind its queue); null when it may. Asked only when cardsWanted says it has cards to plan.
   */
  planProblem?(ctx: HookContext, i: number, cards: unknown): string | null
  /**
   * Plane i's plan command has been taken: what a rule keeps of it beyond its cards, with the plane's secrets until
   * its cards are flown (000 Collisions: a ramming declaration; 004 dice altitude: each card's climb or descent;
   * 003 Bombing: the drops)
   */
  planCommitted?(ctx: HookContext, i: number, cmd: PlanCommand): void
  /** before the card of a phase after the first is revealed: whether the game waits for plans first (004 turn-less) */
  plansBeforePhase?(ctx: HookContext): boolean
  /**
   * While planning: the planes whose seats the game also waits for before the turn's first card is revealed, beside
   * the plans (a plane that enters later: its place chosen in secret, rules/entering.ts); empty when none
   */
  awaited?(ctx: HookContext): string[]
  /**
   * Why `card` may not be flown after this turn's cards `before` (as flown), in place of the basic game's sequence
   * rules (two steep cards, the Immelmann turn's straights): the altitude rules' Split-S and overdive change them.
   * The first module that has it decides.
   */
  sequence?(ctx: PlanContext, card: ManoeuvreCard, before: readonly ManoeuvreCard[]): string | null
  /** why a card may not be planned in a slot (every reason, none when it may) */
  cardRefusals?(ctx: PlanContext, card: ManoeuvreCard): string[]
  /**
   * why `card` may not be flown after this turn's cards `before` (as flown): such a card is illegal, found when it is
   * revealed and dealt with as the option illegalPlan says, like the basic game's sequences (004 Turning)
   */
  illegalAfter?(ctx: PlanContext, card: ManoeuvreCard, before: readonly ManoeuvreCard[]): string | null
  /** why a whole plan may not be made (a reason that belongs to one card of it names its slot: a climb above the top) */
  planRefusals?(ctx: PlanContext, cards: readonly ManoeuvreCard[]): readonly (string | SlotRefusal)[]
  /** once every plane has planned, before the first card is revealed */
  beforeFirstReveal?(ctx: HookContext): void
  /**
   * Before the card of `slot` (0, 1, 2) is revealed: true to make the game wait (step 'tailing') until every plane
   * whose effects.reorder is set has answered with a reorder command (003 Tailing).
   */
  beforeReveal?(ctx: HookContext, slot: number): boolean
  /**
   * Whether the tailed planes' cards are held back, this phase, until another wait before the reveal is answered
   * (003 Tailing and friendly Anti-Aircraft Fire: the guns' owners place their counters first). The module that holds
   * them shows them when its wait is over (tailing.ts showTailedCards).
   */
  holdsTailing?(ctx: HookContext): boolean
  /**
   * After every plane has moved in a phase: the jam counters run down, in place of the basic game's one counter
   * after each manoeuvre (000 Jammed Guns: one after each manoeuvre that is neither steep nor an Immelmann, the last
   * only on a D6 roll of 4+). A gun whose counters are gone may fire this phase.
   */
  runDownJams?(ctx: HookContext): void
  /**
   * Stands `involved` cannot all stand where their cards put them: the order they move in, first mover first, with
   * what decided it for the 'bumped' events (000 Overlapping: a D6 each, in place of 003's B cards). The first module
   * that has it decides.
   */
  bumpOrder?(ctx: HookContext, involved: readonly number[]): { plane: number; rolls: number[] }[]
  /** plane i's stand has ended a manoeuvre off the table; it leaves the game after this, unless this removed it (000 Exiting: a burning plane takes its flame cards) */
  exiting?(ctx: HookContext, i: number): void
  /**
   * After the phase's cards are revealed, before the planes move: a module may move a plane its own way and take it
   * out of the common movement by setting its card to null (003 Cloud Cover: a plane above the clouds stays put,
   * and flies its stacked cards at once when it comes down)
   */
  beforeMovement?(ctx: HookContext, flown: (CompiledCard | null)[]): void
  /** after every plane has moved in a phase (planes that left the table are gone) */
  afterMovement?(ctx: HookContext): void
  /**
   * Why plane i may not fire its guns of `arc` at plane j although the ruler reaches it, for everyone to see (003
   * Blind Spots for Rear Guns): the shot is not offered. The planes are those of the state, or of a seat's view.
   */
  shotRuledOut?(ctx: HookContext, i: number, arc: GunArc, j: number): string | null
  /**
   * The cards a shot of plane i's `arc` at plane j takes, given the ruler's (2 within half a ruler, 1 beyond), or why
   * there is no shot, for everyone to see (003 Altitude: one level apart short range counts as long). `distance`: the
   * ruler's shortest reach to j, cm (004 dice altitude adds half a ruler a level to it)
   */
  shotCards?(ctx: HookContext, i: number, arc: GunArc, j: number, cards: 1 | 2, distance: number): 1 | 2 | string
  /**
   * Plane i's base overlaps plane j's: the cards a shot of its `arc` at j takes, or why there is none, for everyone to
   * see, in place of 003's "Two or more planes whose bases overlap cannot fire at each other" (000 Overlapping: the
   * pilot's guns, one card, when j's centre is in the arc). The first module that has it decides; the shot is then
   * measured, blocked, ruled out and carded (shotCards, from these cards) like any other.
   */
  overlapShot?(ctx: HookContext, i: number, arc: GunArc, j: number): 1 | 2 | string
  /** whether plane k's base can block a shot of plane i at plane j at all (003 Altitude, Blocked Aim: only at the levels) */
  blocks?(ctx: HookContext, i: number, j: number, k: number): boolean
  /**
   * What of plane k the ruler must reach when k is a target, and what of it is in the way when k could block, in place
   * of its base (004 Shoot at the real thing: the drawing of the plane): world corners of convex pieces, 8 numbers
   * each, ordered as a base's corners, lying within the base's circumscribed circle. The first module that has it
   * decides. Whether bases overlap is still asked of the bases.
   */
  fireShapes?(ctx: HookContext, k: number): Float64Array
  /** whether plane i may tail plane j as far as this module is concerned (003 Altitude: the same level or one above) */
  mayTail?(ctx: HookContext, i: number, j: number): boolean
  /**
   * Why plane i may not fire its guns of `arc` at a target the ruler reaches, known to its own seat only: the
   * option is offered to everyone (not firing reveals nothing, as on the table) and the command is refused.
   */
  fireRefusal?(ctx: HookContext, i: number, arc: GunArc): string | null
  /** the red letter a shot fires at, given its gun's (or the letter an earlier module made it) (004 Jamming twin guns) */
  shotLetter?(ctx: HookContext, shot: Shot, letter: string): string
  /** cards a shot draws beyond its range's (004 dice altitude, rule 8: one more when diving on the target) */
  extraCards?(ctx: HookContext, shot: OrderedShot): number
  /** the damage deck a shot at `letter` draws its cards from (004 Firing with a single machinegun: B from the A deck) */
  shotDeck?(ctx: HookContext, shot: Shot, letter: string): string
  /**
   * The order the phase's shots are fired in (004 Order of firing). When a module orders them, each shot's damage is
   * taken before the next is fired, and a shot at a plane already downed this phase is not fired.
   */
  fireOrder?(ctx: HookContext, shots: readonly OrderedShot[]): OrderedShot[]
  /**
   * Whether a shot is fired in a first volley, before the others, and why (003 Itchy trigger finger, lines 1000-1002;
   * 004 generic b), line 358): the first volley's damage is taken together, the planes it downs are removed, then
   * the surviving planes' other shots are fired by the usual rules (fire-volleys.ts). Null: with the others.
   */
  firesFirst?(ctx: HookContext, shot: OrderedShot): 'itchy-trigger' | 'ace-004' | null
  /**
   * A shot's explosion card is about to be taken (003 Chivalrous attitude, lines 1021-1023): 'explodes' as the basic
   * game has it, or the card taken in its place, its jam ignored. The first module that has it decides.
   */
  explosion?(ctx: HookContext, dealt: DealtCard): 'explodes' | DamageCard
  /**
   * The jam cards a shot drew (a bullet checker's green crosses left out), when it drew some: true when this module
   * has jammed the firer's guns its own way (004 Jamming twin guns), false to leave them to the basic game
   */
  gunsJammed?(ctx: HookContext, shot: ShotCards, jams: readonly DamageCard[]): boolean
  /**
   * At the phase's firing, after the ordered shots' cards are drawn: the shots this module's pieces fire on their own
   * (003 Ground fire: infantry fire, AA guns' bursts), simultaneous with the others
   */
  extraFire?(ctx: HookContext): RuleShot[]
  /** the damage points a card dealt by a shot counts for */
  cardPoints?(ctx: HookContext, dealt: DealtCard, points: number): number
  /** after a card dealt by a shot is taken with `points` (added to the target's total): its other effects */
  cardTaken?(ctx: HookContext, dealt: DealtCard, points: number): void
  /**
   * A jam card jams plane i's guns of `arc`: the counters they take, in place of the basic game's three (000 Jammed
   * Guns: two). The first module that has it decides.
   */
  jamCounters?(ctx: HookContext, i: number, arc: GunArc): number
  /**
   * once every shot's damage is taken: whether plane i leaves the game for a rule of this module (a ground piece is
   * 'silenced', 003 Ground fire); 'silenced' comes before the basic game's explosion and damage total
   */
  downed?(ctx: HookContext, i: number): 'shot-down' | 'exploded' | 'silenced' | null
  /** after the phase's fire is resolved (`shots`: who fired at whom with which arc) and planes downed are gone */
  endOfPhase?(ctx: PhaseContext): void
  /** after the third phase, before the next turn starts */
  endOfTurn?(ctx: HookContext): void
  /**
   * The game is over, before the scores are determined (003 Burning Drachens: a burning balloon takes the cards of
   * the turns not played); the scores are counted again after it
   */
  beforeScoring?(ctx: HookContext): void
  /**
   * The game would be over now (checkVictory): true to play on (A Race against Time with altitude: "the game is not
   * finished until the balloon reaches the ground or is destroyed")
   */
  keepsGameOpen?(ctx: HookContext): boolean
}

export type HookName = Exclude<keyof RuleModule, 'id' | 'source'>

/** The modules in force, and for each hook the modules that registered it, in order. */
export interface Hooks {
  modules: readonly RuleModule[]
  carryPlan: RuleModule[]
  beforePlanning: RuleModule[]
  cardsWanted: RuleModule[]
  planProblem: RuleModule[]
  planCommitted: RuleModule[]
  plansBeforePhase: RuleModule[]
  awaited: RuleModule[]
  sequence: RuleModule[]
  cardRefusals: RuleModule[]
  planRefusals: RuleModule[]
  illegalAfter: RuleModule[]
  beforeFirstReveal: RuleModule[]
  beforeReveal: RuleModule[]
  holdsTailing: RuleModule[]
  runDownJams: RuleModule[]
  bumpOrder: RuleModule[]
  exiting: RuleModule[]
  beforeMovement: RuleModule[]
  afterMovement: RuleModule[]
  fireRefusal: RuleModule[]
  shotRuledOut: RuleModule[]
  shotLetter: RuleModule[]
  shotDeck: RuleModule[]
  extraCards: RuleModule[]
  fireOrder: RuleModule[]
  firesFirst: RuleModule[]
  explosion: RuleModule[]
  gunsJammed: RuleModule[]
  extraFire: RuleModule[]
  shotCards: RuleModule[]
  overlapShot: RuleModule[]
  blocks: RuleModule[]
  fireShapes: RuleModule[]
  mayTail: RuleModule[]
  cardPoints: RuleModule[]
  cardTaken: RuleModule[]
  jamCounters: RuleModule[]
  downed: RuleModule[]
  endOfPhase: RuleModule[]
  endOfTurn: RuleModule[]
  beforeScoring: RuleModule[]
  keepsGameOpen: RuleModule[]
}
