/**
 * Determinization: a whole game state the real engine can play on, built from one seat's view alone.
 *
 * The view (engine/view.ts) holds every public fact: where each base stands, the counters, the cards revealed, how
 * many damage cards each plane holds and the ones that had to be shown, the size of each damage deck's piles. What it
 * hides is sampled here from what it allows, with the bot's own generator: the other planes' face-down damage cards
 * (drawn from the cards this seat has not seen, keeping the plane in the air), the order of the damage decks (the
 * unseen cards shuffled), the other seats' secret effects (taken as none: no jammed rudder, no wound), their fire
 * orders not yet resolved (their likeliest target), and the game's generator (seeded from the bot's). Other planes'
 * plans are left unplanned while planning (the search gives them a reply); later in a turn their unrevealed cards are
 * filled with a legal continuation.
 */
import type { CompiledRules } from '../../engine/compiled'
import { checkPlan, CARDS_PER_TURN } from '../../engine/planning'
import { newEffects } from '../../engine/rules/effects'
import { nextInt, nextUint32, seedRng, shuffle, type RngState } from '../../engine/rng'
import type { FireOrder, GameState, PlaneEffects, PlaneState } from '../../engine/types'
import type { GameView, PlaneView } from '../../engine/view'
import { cloneJson } from '../../util/clone'

/** A state consistent with `view`, its hidden parts drawn with `rng` (the bot's generator, advanced). */
export function determinize(rules: CompiledRules, view: GameView, rng: RngState): GameState {
  const planes = view.planes.map((p) => planeOf(rules, view, p, rng))
  const decks = sampleDecks(rules, view, planes, rng)
  const seed = nextUint32(rng)
  const state: GameState = {
    format: 'overdive-game',
    version: 1,
    setup: view.setup,
    seed,
    rng: seedRng(seed),
    seq: view.seq,
    turn: view.turn,
    phase: view.phase,
    step: view.step,
    planes,
    decks,
    fireOptions: view.fireOptions.map((o) => ({ ...o })),
    fireOrders: fireOrdersOf(view),
    result: view.result ? cloneJson(view.result) : null,
  }
  if (view.floorAgreed) state.floorAgreed = { turn: view.turn, seats: { ...view.floorAgreed } }
  return state
}

/** Whether the view shows this plane's damage cards (its own seat's, a ground piece's, every one once the game is over). */
function seesDamage(p: PlaneView): boolean {
  return p.damage !== undefined
}

function planeOf(rules: CompiledRules, view: GameView, p: PlaneView, rng: RngState): PlaneState {
  const mine = p.seat === view.viewer
  const effects = p.effects ? (seesDamage(p) ? (cloneJson(p.effects) as PlaneEffects) : { ...newEffects(), ...cloneJson(p.effects) }) : undefined
  const plane: PlaneState = {
    id: p.id,
    aircraft: p.aircraft,
    team: p.team,
    seat: p.seat,
    x: p.x,
    y: p.y,
    h: p.h,
    status: p.status,
    out: p.out ? { ...p.out } : null,
    plan: mine ? (p.plan ? [...p.plan] : null) : otherPlan(rules, view, p, rng),
    executed: [...p.revealed],
    last: p.last ? { ...p.last } : null,
    jam: { ...p.jam },
    damage: p.damage ? [...p.damage] : [...p.shown],
    shown: [...p.shown],
    damageTotal: p.damageTotal ?? 0,
    stats: { damageDealt: 0, damageTaken: 0, ...p.stats },
  }
  if (effects) plane.effects = effects
  if (!seesDamage(p)) plane.damageTotal = plane.damage.reduce((s, id) => s + (rules.content.damageCards[id]?.points ?? 0), 0)
  return plane
}

/**
 * Another seat's plan: none while planning (the search plans it), else the cards revealed this turn followed by a legal
 * continuation drawn at random.
 */
function otherPlan(rules: CompiledRules, view: GameView, p: PlaneView, rng: RngState): string[] | null {
  if (view.step === 'planning' || p.status !== 'flying' || !p.committed) return null
  const cp = rules.byId.get(p.id)!
  const plan = [...p.revealed]
  const free = [...cp.cards.keys()].filter((id) => !plan.includes(id))
  while (plan.length < CARDS_PER_TURN) {
    const legal = free.filter((id) => !plan.includes(id) && checkPlan(cp, p.last, [...plan, id]).every((s) => !s.reason))
    const from = legal.length ? legal : free.filter((id) => !plan.includes(id))
    plan.push(from[nextInt(rng, from.length)])
  }
  return plan
}

/** Own fire orders as the view holds them; another plane that has ordered fires at its likeliest target (most cards). */
function fireOrdersOf(view: GameView): Record<string, FireOrder> {
  const out: Record<string, FireOrder> = {}
  for (const id of view.ordered) {
    if (view.fireOrders[id]) {
      out[id] = { ...view.fireOrders[id] }
      continue
    }
    const order: FireOrder = {}
    for (const o of view.fireOptions) {
      if (o.plane !== id) continue
      const held = order[o.arc]
      const best = held ? view.fireOptions.find((b) => b.plane === id && b.arc === o.arc && b.target === held) : undefined
      if (!best || o.cards > best.cards) order[o.arc] = o.target
    }
    out[id] = order
  }
  return out
}

/**
 * The damage decks and the hidden damage cards. For each deck, the cards not seen (every copy in play less the cards
 * this seat has seen: its own planes' and every card shown) are shuffled; each plane whose damage is hidden draws its
 * face-down cards from them (from the decks of the guns that can hit it, drawn again while the cards would already have
 * shot it down), and the rest fill the draw and discard piles by their public sizes.
 */
function sampleDecks(rules: CompiledRules, view: GameView, planes: PlaneState[], rng: RngState): GameState['decks'] {
  const pools = new Map<string, string[]>()
  const hidden = view.planes.map((p) => (seesDamage(p) ? 0 : p.damageCount - p.shown.length))
  for (const [letter, deck] of Object.entries(rules.damageDecks)) {
    const seen = planes.flatMap((p) => p.damage).filter((id) => id.charAt(0) === letter)
    const needed = (view.decks[letter]?.draw ?? 0) + (view.decks[letter]?.discard ?? 0) + seen.length
    const ids = deck.cards.map((c) => c.id)
    const pool: string[] = []
    // a table with many planes may have opened fresh copies of a deck (engine/damage.ts)
    for (let copy = 0; copy === 0 || pool.length < needed; copy++) pool.push(...ids)
    for (const id of seen) {
      const at = pool.indexOf(id)
      if (at >= 0) pool.splice(at, 1)
    }
    pools.set(letter, shuffle(rng, pool))
  }
  view.planes.forEach((p, i) => {
    if (hidden[i] > 0) planes[i].damage.push(...hiddenCards(rules, view, p, hidden[i], pools, rng))
    if (hidden[i] > 0) planes[i].damageTotal = planes[i].damage.reduce((s, id) => s + (rules.content.damageCards[id]?.points ?? 0), 0)
  })
  const decks: GameState['decks'] = {}
  for (const [letter, pool] of pools) {
    const draw = view.decks[letter]?.draw ?? 0
    const discard = view.decks[letter]?.discard ?? 0
    decks[letter] = { draw: pool.slice(0, draw), discard: pool.slice(draw, draw + discard) }
  }
  return decks
}

/**
 * A card that would have been shown is never one of the face-down ones: a jam or an explosion, and with Special Damage
 * smoke and flame (engine/view.ts).
 */
function showable(rules: CompiledRules, id: string): boolean {
  const special = rules.content.damageCards[id]?.special ?? []
  if (special.includes('jam') || special.includes('explosion')) return true
  return rules.setup.options.specialDamage === true && (special.includes('smoke') || special.includes('fire'))
}

const TRIES = 8

/** `n` face-down cards for plane p, taken out of the pools. */
function hiddenCards(rules: CompiledRules, view: GameView, p: PlaneView, n: number, pools: Map<string, string[]>, rng: RngState): string[] {
  const letters = enemyLetters(rules, view, p).filter((l) => pools.has(l))
  const from = letters.length ? letters : [...pools.keys()]
  const limit = rules.byId.get(p.id)!.aircraft.damagePoints
  const shownPoints = p.shown.reduce((s, id) => s + (rules.content.damageCards[id]?.points ?? 0), 0)
  let pick: { letter: string; at: number }[] = []
  for (let t = 0; t < TRIES; t++) {
    pick = []
    let total = shownPoints
    for (let k = 0; k < n; k++) {
      const letter = from[nextInt(rng, from.length)]
      const pool = pools.get(letter)!
      const open = pool.map((id, at) => ({ id, at })).filter((c) => !showable(rules, c.id) && !pick.some((q) => q.letter === letter && q.at === c.at))
      if (!open.length) continue
      const c = open[nextInt(rng, open.length)]
      pick.push({ letter, at: c.at })
      total += rules.content.damageCards[c.id]?.points ?? 0
    }
    if (total < limit) break
  }
  const out = pick.map((q) => pools.get(q.letter)![q.at])
  // take them out of the pools, the highest positions first so that the others stay put
  for (const q of [...pick].sort((a, b) => b.at - a.at)) pools.get(q.letter)!.splice(q.at, 1)
  return out
}

/** The decks of the guns of the other teams, which are what can have hit this plane. */
function enemyLetters(rules: CompiledRules, view: GameView, p: PlaneView): string[] {
  const out = new Set<string>()
  view.planes.forEach((q, i) => {
    if (q.team === p.team) return
    const g = rules.planes[i].guns
    if (g.front) out.add(g.front)
    if (g.rear) out.add(g.rear)
  })
  return [...out]
}
