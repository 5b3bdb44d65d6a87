/**
 * The hex game's event log in plain words: a sentence for every event the hex game of 002 and its 001 options tell
 * (shared/rulesets/hex/*.ts and options-001/*.ts, `ctx.say` and `events.push`), from the point of view of the seat
 * on screen. The engine's own `words` name planes and seats by their ids ("camel", "allies-1") and facings by number;
 * here a plane is called what the table calls it (its aircraft, numbered when two fly the same one; "your ..." for
 * the seat's own), a seat by its player's name or its plane ("you" for the seat itself), a side by its army ("the
 * Allies"), a facing by its direction, and the rules' "velocity" is the table's "speed".
 *
 * Secrets: an event meant for one seat (a drawn card, a wound, a damaged section, a wound roll) is told only to that
 * seat; for any other screen `hexEventText` gives null (and for the seat's own public draw count, which its drawn
 * cards already tell) (the host never sends it there, but a hotseat screen's log
 * may hold the previous seat's events).
 */
import { CARD_NAMES } from '../../../../../shared/rulesets/hex/util'
import { FACING_NAMES } from '../../../../../shared/rulesets/hex/geometry'
import { hexPlaneName } from '../../../../../shared/rulesets/hex/plane-name'
import type { Card, GroundKind, HexEvent, HexView, SeatId } from '../../../../../shared/rulesets/hex/types'

/** What a screen may add: the players' names by seat (the lobby's), shown instead of their planes' names. */
export interface HexNames {
  seats?: Record<SeatId, string>
}

const SIDES: Record<string, { noun: string; adjective: string }> = {
  allies: { noun: 'the Allies', adjective: 'Allied' },
  germans: { noun: 'the Germans', adjective: 'German' },
}

const GROUND: Record<GroundKind, string> = { rifle: 'riflemen', 'machine-gun': 'machine gun', flak: 'flak gun' }

export { hexPlaneName }

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)
const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/** A side as a noun ("the Allies") or an adjective ("Allied"). */
export function hexSideName(side: string, adjective = false): string {
  const s = SIDES[side]
  if (s) return adjective ? s.adjective : s.noun
  const words = side.replace(/[-_]+/g, ' ')
  return adjective ? cap(words) : `the ${cap(words)}`
}

/** A seat as the table names it: its player's name when the screen knows it, else its plane's name. */
export function hexSeatName(view: Pick<HexView, 'planes'>, seat: SeatId, names?: HexNames): string {
  const named = names?.seats?.[seat]
  if (named) return named
  const p = view.planes.find((q) => q.seat === seat)
  return p ? hexPlaneName(view, p.id) : seat
}

/** The words for one view: planes, seats, balloons and ground units by name, from the seat's point of view. */
class Teller {
  constructor(
    readonly view: HexView,
    readonly names?: HexNames,
  ) {}

  mine(seat: SeatId | undefined): boolean {
    return seat !== undefined && seat !== null && seat === this.view.seat
  }

  /** a plane mid-sentence: "your Sopwith Camel" for the seat's own */
  plane(id: unknown): string {
    const key = String(id)
    const p = this.view.planes.find((q) => q.id === key)
    if (!p) return this.thing(key)
    const name = hexPlaneName(this.view, key)
    return this.mine(p.seat) ? `your ${name}` : name
  }

  /** a seat mid-sentence: "you" for the seat itself */
  seat(seat: unknown): string {
    const key = String(seat)
    return this.mine(key) ? 'you' : hexSeatName(this.view, key, this.names)
  }

  /** the verb for a seat as its subject: "you draw", "Fokker D-VII draws" */
  verb(seat: unknown, you: string, other: string): string {
    return this.mine(String(seat)) ? you : other
  }

  /** a balloon or a ground unit by what it is ("the German balloon", "the German machine gun"), else the id */
  thing(id: string): string {
    const { setup } = this.view
    const b = setup.balloons.find((x) => x.id === id)
    if (b) {
      const same = setup.balloons.filter((x) => x.side === b.side)
      return `the ${hexSideName(b.side, true)} balloon${same.length > 1 ? ` ${same.indexOf(b) + 1}` : ''}`
    }
    const g = setup.ground.find((x) => x.id === id)
    if (g) {
      const same = setup.ground.filter((x) => x.side === g.side && x.kind === g.kind)
      return `the ${hexSideName(g.side, true)} ${GROUND[g.kind]}${same.length > 1 ? ` ${same.indexOf(g) + 1}` : ''}`
    }
    return id
  }

  /**
   * The engine's words with every plane, balloon and ground unit named, facings as directions, "velocity" as speed
   * and "->" as "to". Seats and sides are not renamed here (their ids are the same words in a duel): the events that
   * name them are told by their own cases below.
   */
  rename(words: string): string {
    const { setup } = this.view
    const ids = [...this.view.planes.map((p) => p.id), ...setup.balloons.map((b) => b.id), ...setup.ground.map((g) => g.id)]
      .filter((id) => id.length > 0)
      .sort((a, b) => b.length - a.length)
      .map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    let out = words
    if (ids.length) {
      const re = new RegExp(`(the balloon )?(?<![\\w-])(${ids.join('|')})(?![\\w-])`, 'g')
      out = out.replace(re, (_, balloon: string | undefined, id: string) => {
        const isPlane = this.view.planes.some((p) => p.id === id)
        return isPlane ? `${balloon ?? ''}${this.plane(id)}` : this.thing(id)
      })
    }
    return out
      .replace(/\bfacing ([0-5])\b/g, (_, f: string) => `facing ${FACING_NAMES[Number(f)]}`)
      .replace(/\bvelocity\b/g, 'speed')
      .replace(/\s*->\s*/g, ' to ')
  }

  cards(cards: unknown): string {
    const list = Array.isArray(cards) ? (cards as Card[]) : []
    return list.map((c) => CARD_NAMES[c.type] ?? String(c.type)).join(', ') || 'nothing'
  }

  /** seats named in the engine's words as "a, b" or "a and b" */
  seatList(text: string): string {
    return text
      .split(/,\s*|\s+and\s+/)
      .filter(Boolean)
      .map((s) => this.seat(s))
      .join(' and ')
  }

  /** sides named in a game's end words ("allies 2, germans 1") */
  sides(words: string): string {
    const sides = [...new Set(this.view.planes.map((p) => p.side))].sort((a, b) => b.length - a.length)
    if (!sides.length) return words
    const re = new RegExp(`(?<![\\w-])(${sides.map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\w-])`, 'g')
    return words.replace(re, (s: string) => hexSideName(s))
  }
}

type Tell = (e: HexEvent, t: Teller, view: HexView) => string | null

const num = (x: unknown): number => (typeof x === 'number' ? x : Number(x))

/** A sentence for every event type the hex game and its options tell; `rename` where the engine's words are plain. */
export const HEX_EVENT_WORDS: Record<string, Tell> = {
  // --- the round: turn order, draws, whose turn ---------------------------------------------------------------
  roll: (e, t) => {
    const order = /^(\S+) rolls for turn order/.exec(e.words)
    if (!e.plane && order) return `${cap(t.seat(order[1]))} ${t.verb(order[1], 'roll', 'rolls')} ${e.roll} for the turn order`
    return `${cap(t.rename(e.words.replace(/: rolled (\d+)$/, ''))).replace(/\s+$/, '')}: the die shows ${e.roll}`
  },
  tie: (e, t) => {
    const m = /^(.+) tie\b/.exec(e.words)
    return `${cap(m ? t.seatList(m[1]) : 'Some players')} tie for the turn order and roll again`
  },
  order: (e, t) => {
    const order = Array.isArray(e.order) ? (e.order as string[]) : []
    const list = order.map((s) => t.seat(s)).join(', then ')
    return /stays/.test(e.words) ? `Round ${e.round}: the turn order stays ${list}` : `Round ${e.round}: the turn order is ${list}`
  },
  drew: (e, t) => `${cap(t.seat(e.seat ?? e.to))} ${t.verb(e.seat ?? e.to, 'draw', 'draws')} ${t.cards(e.cards)}`,
  // the seat's own draw is told by its `drew` (the cards themselves): its count would say it twice
  draws: (e, t) => (t.mine(e.seat) ? null : `${cap(t.seat(e.seat))} draws ${plural(num(e.count), 'card')}`),
  reshuffle: (e) => cap(e.words),
  turn: (e, t) => (t.mine(e.seat) ? `Your turn: your ${hexPlaneName(t.view, String(e.plane))} moves` : `${cap(t.seat(e.seat))}'s turn`),
  'ask-discard': (e, t) =>
    t.mine(e.seat)
      ? `You hold ${plural(num(e.count), 'card')} more than your hand may keep: discard ${num(e.count) === 1 ? 'one' : num(e.count)}`
      : `${cap(t.seat(e.seat))} holds ${plural(num(e.count), 'card')} too many and must discard`,
  discard: (e, t) => `${cap(t.seat(e.seat))} ${t.verb(e.seat, 'discard', 'discards')} ${t.cards(e.cards)}`,

  // --- moving ---------------------------------------------------------------------------------------------------
  card: (e, t) => `${cap(t.plane(e.plane))} plays ${/the Ace as/.test(e.words) ? `the Ace as ${CARD_NAMES[e.card as Card['type']] ?? e.card}` : (CARD_NAMES[e.card as Card['type']] ?? e.card)}`,
  move: (e, t) => {
    const h = e.hex as { col: number; row: number } | undefined
    return h ? `${cap(t.plane(e.plane))} flies forward to (${h.col},${h.row})` : cap(t.rename(e.words))
  },
  face: (e, t) => {
    const dir = /turns (left|right)/.exec(e.words)?.[1]
    const to = FACING_NAMES[num(e.facing)]
    return `${cap(t.plane(e.plane))} turns ${dir ? `${dir} ` : ''}to face ${to ?? 'a new way'}`
  },
  speed: (e, t) => `${cap(t.plane(e.plane))}'s speed is now ${e.velocity}`,
  climb: (e, t) => `${cap(t.plane(e.plane))} climbs to altitude ${e.altitude}`,
  dive: (e, t) => `${cap(t.plane(e.plane))} dives to altitude ${e.altitude}`,
  fall: (e, t) => cap(t.rename(e.words)),
  position: (e, t) => cap(t.rename(e.words)),
  'end-move': (e, t) => cap(t.rename(e.words)),
  collision: (e, t) => cap(t.rename(e.words)),
  objective: (e, t) => `Objective achieved: ${t.rename(e.words)}`,

  // --- shooting and damage --------------------------------------------------------------------------------------
  miss: (e, t) => cap(t.rename(e.words)),
  'balloon-down': (e, t) => `${cap(t.plane(e.plane))} shoots down ${t.thing(String(e.balloon))}`,
  'ask-evade': (e, t) => {
    // its player: "you", or the lobby's name; never the plane's name twice in one sentence
    const p = t.view.planes.find((q) => q.id === e.plane)
    const who = p && (t.mine(p.seat) || t.names?.seats?.[p.seat]) ? t.seat(p.seat) : 'its player'
    return `${cap(t.plane(e.plane))} would take ${plural(num(e.hits), 'hit')}: ${who} may discard a Recover card to evade`
  },
  evade: (e, t) => `${cap(t.plane(e.plane))} discards a Recover card and evades the attack`,
  hit: (e, t) => `${cap(t.plane(e.plane))} takes ${plural(num(e.hits), 'hit')}${typeof e.by === 'string' && e.by ? ` from ${t.plane(e.by)}` : ''} (${plural(num(e.total), 'hit')} in all)`,
  critical: (e, t) => `Critical hit! ${t.rename(e.words)}`,
  'plane-out': (e, t) => cap(t.rename(e.words)),

  // --- stalls -----------------------------------------------------------------------------------------------------
  'ask-stall': (e, t) => {
    const seats = /: (.+) may play a Stall card/.exec(e.words)?.[1]
    const speed = /at velocity (\d+)/.exec(e.words)?.[1]
    return `${cap(t.plane(e.plane))} ends its move at speed ${speed ?? 'too low'}: ${seats ? t.seatList(seats) : 'its enemies'} may play a Stall card on it`
  },
  stall: (e, t) => {
    const seat = /^(\S+) plays a Stall card/.exec(e.words)?.[1]
    const who = seat ? t.seat(seat) : t.plane(e.by)
    return `${cap(who)} ${seat ? t.verb(seat, 'play', 'plays') : 'plays'} a Stall card on ${t.plane(e.plane)}: it must play a Recover card or drop 2 altitude steps`
  },
  recover: (e, t) => `${cap(t.plane(e.plane))} plays a Recover card and recovers from the stall`,
  pass: (e, t) => {
    if (e.seat) {
      const target = /Stall card on (\S+)$/.exec(e.words)?.[1]
      return `${cap(t.seat(e.seat))} ${t.verb(e.seat, 'play', 'plays')} no Stall card${target ? ` on ${t.plane(target)}` : ''}`
    }
    return `${cap(t.plane(e.plane))} does not evade`
  },

  // --- the end -----------------------------------------------------------------------------------------------------
  'game-over': (e, t) => `Game over. ${cap(t.sides(e.words))}`,

  // --- 001 options ---------------------------------------------------------------------------------------------------
  oxygen: (e, t) => cap(t.rename(e.words)),
  anoxia: (e, t) => cap(t.rename(e.words)),
  'anoxia-recovered': (e, t) => cap(t.rename(e.words)),
  fuel: (e, t) => cap(t.rename(e.words)),
  glide: (e, t) => cap(t.rename(e.words)),
  'glide-sink': (e, t) => cap(t.rename(e.words)),
  'glide-landed': (e, t) => cap(t.rename(e.words)),
  reload: (e, t) => cap(t.rename(e.words)),
  spin: (e, t) => cap(t.rename(e.words)),
  'spin-recovered': (e, t) => cap(t.rename(e.words)),
  'spin-fall': (e, t) => cap(t.rename(e.words)),
  'steep-dive': (e, t) => cap(t.rename(e.words)),
  'steep-climb': (e, t) => cap(t.rename(e.words)),
  'engine-smoke': (e, t) => cap(t.rename(e.words)),
  'engine-fire': (e, t) => cap(t.rename(e.words)),
  'crew-hit': (e, t) => cap(t.rename(e.words)),
  wound: (e, t) => cap(t.rename(e.words)),
  'section-damage': (e, t) => `Damage to ${t.rename(e.words)}`,
  'friendly-fire': (e, t, view) => {
    const p = view.planes.find((q) => q.id === e.plane)
    const troops = `The ${p ? hexSideName(p.side, true) : 'friendly'} troops`
    return /hold their fire/.test(e.words) ? `${troops} below ${t.plane(e.plane)} hold their fire` : `${troops} fire on their own plane, ${t.plane(e.plane)}`
  },
}

/**
 * What a die was rolled for, in plain words and without its result, for a die shown on the table ("Sopwith Camel
 * fires at your Fokker D-VII (range 2: 1D6-1)", "You roll for the turn order"); null for what is not a roll or is
 * another seat's secret roll.
 */
export function hexRollWhy(event: HexEvent, view: HexView, names?: HexNames): string | null {
  if (event.type !== 'roll' || (event.to !== 'all' && event.to !== view.seat)) return null
  const t = new Teller(view, names)
  const order = /^(\S+) rolls for turn order/.exec(event.words)
  if (!event.plane && order) return `${cap(t.seat(order[1]))} ${t.verb(order[1], 'roll', 'rolls')} for the turn order`
  return cap(t.rename(event.words.replace(/: rolled \d+$/, '')))
}

/**
 * The event as a sentence for the seat on screen (`view.seat`; a spectator's view has none), or null when the event
 * is another seat's secret, or the count of the seat's own draw (its `drew` names the cards).
 */
export function hexEventText(event: HexEvent, view: HexView, names?: HexNames): string | null {
  if (event.to !== 'all' && event.to !== view.seat) return null
  const t = new Teller(view, names)
  const tell = HEX_EVENT_WORDS[event.type]
  return tell ? tell(event, t, view) : cap(t.rename(event.words))
}
