/**
 * Hidden information. The game state knows every secret; a view holds only what one seat may know.
 *
 * Secret (rulebook): the three planned cards ("Place these cards facedown"), the damage cards and their total
 * ("secretly looks at them ... keeps all damage cards ... facedown"), and the order of the damage decks, which
 * is why the seed and the generator's state stay out of every view until the game is over.
 * Derived from secrets, so hidden too: the damage points a plane dealt (its targets' face-down cards).
 * Public: where every base stands, each card once revealed, the counters on the game boards (last manoeuvre,
 * jammed guns, smoke and flame, an ace's blank counters once the card that used the ability is revealed), how many damage cards a plane holds and the cards that had to be shown
 * whole (jams, 003 line 111; explosions). A smoke or flame card shows its symbol, not itself: "announce the special
 * damage ... do not reveal the amount of damage points" (line 156), and a balloon's points are secret (line 559), so
 * another seat is told the smoke or flame (the counters) and sees the card face down. Secret with the optional rules: a jammed rudder, wounds, a damaged engine (003 Special
 * Damage: "kept secret"), the aim bonus a card scored and the phase a plane last took a point.
 *
 * A seat sees its own planes' plans and damage; a spectator (viewer null) sees only what is public. When the
 * game is over the damage of every plane is shown for the summary; plans that were never revealed stay hidden.
 */
import { cloneJson } from '../util/clone'
import type { Seed } from './rng'
import { cardsWanted, queueLength } from './rules/turnless'
import { anticipationWants } from './rules/aces/anticipation'
import { winchSeen, type WinchMoment } from './rules/balloons/winch'
import type { AceSkill, DamageCard, Edge } from '../content/types'
import { cardsTaken, snipesWaiting } from './fire-choices'
import type { AceCounters, Audience, FireOption, FireOrder, GameEvent, GameResult, GameSetup, GameState, LastManoeuvre, PlaneEffects, PlaneId, PlaneStats, PlaneStatus, SeatId, Step } from './state-types'

export interface PlaneView {
  id: PlaneId
  aircraft: string
  team: string
  seat: SeatId
  x: number
  y: number
  h: number
  status: PlaneStatus
  out: { turn: number; phase: number; edge: Edge | null } | null
  /** has committed its plan this turn (004's turn-less game: has queued its card for the coming phase) */
  committed: boolean
  /** cards revealed (and flown) so far this turn */
  revealed: string[]
  last: LastManoeuvre | null
  /**
   * an ace's blank counters (rules/aces.ts): public once the card that used the ability is revealed; a use planned
   * and not yet revealed is in the plan, which is secret
   */
  aceUsed?: AceCounters
  /** the once-a-game abilities used (003 Good at evading; 004 Tenacity, Sniper): public once the fire is resolved */
  aceSpent?: AceSkill[]
  jam: { front: number; rear: number }
  /** how many damage cards it holds */
  damageCount: number
  /** damage cards that had to be shown */
  shown: string[]
  /**
   * only for the plane's own seat (and everyone once the game is over); in 004's turn-less game the cards revealed
   * this turn and then the queue (rules/turnless.ts queueOf)
   */
  plan?: string[] | null
  damage?: string[]
  damageTotal?: number
  /** with `damage`: the places in it of cards that counted no points (infantry fire, 003 lines 662-666) */
  noPoints?: number[]
  /**
   * the optional rules' effects: all of them for the plane's own seat (and everyone once the game is over); for the
   * others only what the table shows, smoke and flame counters, each gun arc's run of fire and whom it tails (003 Special Damage:
   * rudder, wounds and engine "kept secret"; whether a card hurt, which Disruption turns on, is the owner's secret)
   */
  effects?: PlaneEffects | PublicEffects
  stats: Partial<PlaneStats> & Pick<PlaneStats, 'manoeuvres' | 'shots' | 'cardsDealt' | 'cardsTaken' | 'illegal'>
}

/** What every seat sees of a plane's effects. */
export type PublicEffects = Pick<PlaneEffects, 'smoke' | 'flame' | 'aim' | 'tail' | 'ammo' | 'oneGunJammed' | 'alt' | 'aa' | 'bombs' | 'photo' | 'winch' | 'observers' | 'entry' | 'rockets'>

export interface GameView {
  format: 'overdive-view'
  /** the seat this view is for; null for a spectator */
  viewer: SeatId | null
  setup: GameSetup
  /** the seed, once the game is over (before that it would let a seat predict the damage decks) */
  seed: Seed | null
  seq: number
  turn: number
  phase: number
  step: Step
  planes: PlaneView[]
  decks: Record<string, { draw: number; discard: number }>
  fireOptions: FireOption[]
  /** planes that have given their fire orders this step */
  ordered: PlaneId[]
  /** this seat's own fire orders not yet resolved */
  fireOrders: Record<PlaneId, FireOrder>
  result: GameResult | null
  /** 003 Flying Higher: the floor each seat has agreed to this turn, while some do not yet (public) */
  floorAgreed?: Record<SeatId, number>
  /**
   * step 'choosing' (fire-choices.ts): the answers this seat owes now, with the cards it alone may see (a sniper's
   * cards to give from, a target's cards it may evade); absent for every other seat and the spectator
   */
  choices?: ChoiceView[]
}

/** An answer a seat owes at the firing, with its cards: to give `give` of them (a sniper), or to ignore one or none (an evader). */
export type ChoiceView =
  | { kind: 'snipe'; plane: PlaneId; target: PlaneId; arc: 'front' | 'rear'; ability: 'sniper' | 'sniper-behind'; cards: string[]; give: number }
  | { kind: 'evade'; plane: PlaneId; cards: string[] }

/** The answers seat `viewer` owes now, and only those: snipers first, then the targets (fire-choices.ts). */
function choicesFor(state: GameState, viewer: SeatId | null): ChoiceView[] | null {
  const ch = state.choosing
  if (!ch || viewer === null || state.step !== 'choosing') return null
  const out: ChoiceView[] = []
  const snipes = snipesWaiting(ch)
  for (const h of snipes) {
    const f = state.planes[h.firer]
    if (f.seat === viewer) out.push({ kind: 'snipe', plane: f.id, target: state.planes[h.target].id, arc: h.arc, ability: h.snipe!.ability, cards: h.cards.slice(), give: h.snipe!.give })
  }
  if (snipes.length === 0)
    for (const e of ch.evaders) {
      const t = state.planes[e.plane]
      if (t.seat === viewer && e.card === undefined) out.push({ kind: 'evade', plane: t.id, cards: cardsTaken(ch, e.plane) })
    }
  return out.length ? out : null
}

/**
 * What the table shows of a plane's effects: smoke and flame, runs of fire, tailing, 004's ammunition and jammed
 * counters; `at`, the game's moment, for a balloon's winch order not yet seen (winch.ts winchSeen).
 */
export function publicEffects(fx: PlaneEffects, at: WinchMoment): PublicEffects {
  const out: PublicEffects = { smoke: fx.smoke, flame: fx.flame, aim: cloneJson(fx.aim), tail: fx.tail ? { ...fx.tail } : null }
  if (fx.ammo) out.ammo = { ...fx.ammo }
  if (fx.oneGunJammed) out.oneGunJammed = { ...fx.oneGunJammed }
  if (fx.alt) out.alt = cloneJson(fx.alt)
  // 003 Bombing: the load, the bomb cards on the table and where they fell are seen by all; the drops planned are secret
  if (fx.bombs) out.bombs = { ...cloneJson(fx.bombs), planned: [] }
  if (fx.photo) out.photo = { ...fx.photo }
  // a plane that enters later: that its seat has chosen is seen, not the place (the card is face down); 'entered' tells it
  if (fx.entry) out.entry = { chosen: fx.entry.chosen, place: null }
  // 003 Ground fire: an AA gun's artillery counter is on the table for all to see
  if (fx.aa) out.aa = { ...fx.aa }
  // 003 Balloon busting: the winch is seen working, the observers in the basket and on parachutes
  if (fx.winch) {
    const seen = winchSeen(at, fx.winch)
    if (seen) out.winch = seen
  }
  if (fx.observers) out.observers = { ...fx.observers }
  // 003 Le Prieur Rockets: the counters are on the control board, the salvo is seen fired
  if (fx.rockets) out.rockets = cloneJson(fx.rockets)
  return out
}

export function canSee(to: Audience, viewer: SeatId | null): boolean {
  return to === 'all' || (viewer !== null && to.includes(viewer))
}

/**
 * A plane's statistics as a viewer may see them. The damage points a plane dealt are the sum of cards its
 * targets hold face down, so even its own seat sees them only once the game is over; the damage it took is its
 * own seat's secret.
 */
function statsFor(stats: PlaneStats, over: boolean, mine: boolean): PlaneView['stats'] {
  if (over) return { ...stats }
  const seen: PlaneView['stats'] = { manoeuvres: stats.manoeuvres, shots: stats.shots, cardsDealt: stats.cardsDealt, cardsTaken: stats.cardsTaken, illegal: stats.illegal }
  if (mine) seen.damageTaken = stats.damageTaken
  return seen
}

/**
 * The cards a plane has shown to all: those shown whole, a jam (003 line 111) or an explosion; a card shown for its
 * smoke or flame symbol alone stays face down (its points are secret, line 156), among its own seat's `damage`.
 * Without the deck's cards (`cards`, the content's) none is told apart and every shown card is given.
 */
function shownWhole(shown: readonly string[], cards: Readonly<Record<string, DamageCard>> | undefined): string[] {
  if (!cards) return [...shown]
  return shown.filter((id) => {
    const special = cards[id]?.special
    return special !== undefined && (special.includes('jam') || special.includes('explosion'))
  })
}

/** The events a seat (or a spectator) may see. */
export function eventsFor(events: readonly GameEvent[], viewer: SeatId | null): GameEvent[] {
  return events.filter((e) => canSee(e.to, viewer))
}

/**
 * The view for a seat (or a spectator, viewer null). `revealAll` is for replays watched with everything revealed:
 * every plane's plan and damage are shown, as they are to a referee.
 */
export function viewFor(state: GameState, viewer: SeatId | null, opts: { revealAll?: boolean; cards?: Readonly<Record<string, DamageCard>> } = {}): GameView {
  const over = state.step === 'over' || opts.revealAll === true
  // 004's turn-less game: a plane has committed once its queue is full for the coming phase
  const q = queueLength(state.setup.options)
  const planes = state.planes.map((p, i): PlaneView => {
    const mine = (viewer !== null && p.seat === viewer) || opts.revealAll === true
    // a ground piece's damage cards "are kept face up beside the trench" (003 line 668); a balloon's are secret (line 559)
    const kind = state.setup.planes[i]?.kind
    const faceUp = kind !== undefined && kind !== 'balloon'
    const seeDamage = mine || over || faceUp
    const v: PlaneView = {
      id: p.id,
      aircraft: p.aircraft,
      team: p.team,
      seat: p.seat,
      x: p.x,
      y: p.y,
      h: p.h,
      status: p.status,
      out: p.out ? { ...p.out } : null,
      // 004's Anticipation: an anticipating pilot's plane has not committed its third card until it is placed
      committed: q ? p.plan !== null && cardsWanted(p.plan, state.phase, q) === 0 : p.plan !== null && anticipationWants(state.setup.planes[i]?.aceSkills?.includes('anticipation') === true, p.plan, state.phase) === 0,
      revealed: [...p.executed],
      last: p.last ? { ...p.last } : null,
      jam: { ...p.jam },
      damageCount: p.damage.length,
      // the same for every seat, its own too (the cards shown to all: a smoke card is among its own `damage`)
      shown: over || faceUp ? [...p.shown] : shownWhole(p.shown, opts.cards),
      stats: statsFor(p.stats, over, mine),
    }
    if (p.aceUsed) v.aceUsed = { ...p.aceUsed }
    if (p.aceSpent) v.aceSpent = [...p.aceSpent]
    if (mine) v.plan = p.plan ? [...p.plan] : null
    if (seeDamage) {
      v.damage = [...p.damage]
      v.damageTotal = p.damageTotal
      if (p.noPoints) v.noPoints = [...p.noPoints]
    }
    if (p.effects) v.effects = seeDamage ? cloneJson(p.effects) : publicEffects(p.effects, state)
    return v
  })
  const fireOrders: Record<PlaneId, FireOrder> = {}
  if (viewer !== null) for (const p of state.planes) if (p.seat === viewer && state.fireOrders[p.id]) fireOrders[p.id] = { ...state.fireOrders[p.id] }
  const choices = choicesFor(state, viewer)
  const decks: Record<string, { draw: number; discard: number }> = {}
  for (const [k, d] of Object.entries(state.decks)) decks[k] = { draw: d.draw.length, discard: d.discard.length }
  // while the aces choose, a declared shot's extra card is not counted out of its deck: the count would tell the
  // declaration, secret until the fire is resolved (fire-choices.ts)
  if (state.choosing && !over) for (const h of state.choosing.hits) if ((h.snipe || h.tenacity) && decks[h.cards[0]?.[0]]) decks[h.cards[0][0]].draw++
  return {
    format: 'overdive-view',
    viewer,
    setup: cloneJson(state.setup),
    seed: over ? state.seed : null,
    seq: state.seq,
    turn: state.turn,
    phase: state.phase,
    step: state.step,
    planes,
    decks,
    fireOptions: state.fireOptions.map((o) => ({ ...o })),
    ordered: Object.keys(state.fireOrders),
    fireOrders,
    result: state.result ? cloneJson(state.result) : null,
    // 003 Flying Higher: the floors agreed are said aloud at the table
    ...(state.floorAgreed?.turn === state.turn ? { floorAgreed: cloneJson(state.floorAgreed.seats) } : {}),
    ...(choices ? { choices } : {}),
  }
}
