/**
 * 004's "Turn less" Game (lines 149-160) on the planning screen (issue 11): the plane's queue as the player sees it,
 * each card with the turn and phase it will fly in, the slot (or the first plan's slots) for the new card, and the
 * drafts the table's preview draws (the queued cards first, then the new one, from where the plane stands now).
 *
 * The engine keeps turns of three phases as a clock (docs/rules.md): a plan holds the cards flown this turn and then
 * the queue, so the card revealed in phase p is plan[p - 1], and the queue's first card flies in the coming phase.
 */
import { cardsWanted, queueLength, queueOf } from '../../../../../shared/engine/rules/turnless'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'

/** When a card of the queue flies: its turn and phase. */
export interface FlyingAt {
  turn: number
  phase: number
}

/** A place in the queue as the panel shows it: a card already queued (fixed) or a slot for a new card (the draft's). */
export interface QueuePlace extends FlyingAt {
  /** the card queued here (null: a slot for a new card) */
  queued: string | null
  /** the draft's slot this place fills (-1: a card already queued) */
  slot: number
}

/** The queue's length in this game (0: the game has turns). */
export function queueOfGame(view: Pick<GameView, 'setup'>): number {
  return queueLength(view.setup.options)
}

/** The index in a plan of the card revealed next (as turnless.ts counts: the first while a turn is planned). */
function head(phase: number): number {
  return phase > 1 ? phase - 1 : 0
}

/** When the card `k` places behind the queue's head flies, planning before `phase` of `turn`. */
export function flyingAt(turn: number, phase: number, k: number): FlyingAt {
  const i = head(phase) + k
  return { turn: turn + Math.floor(i / 3), phase: (i % 3) + 1 }
}

/**
 * The places the panel shows for a plane that queues cards: the cards queued, in order, then one slot for each card
 * it is to add now (one before every phase, the whole queue for the first plan), each with when it flies.
 */
export function queuePlaces(plan: readonly string[] | null | undefined, turn: number, phase: number, q: number): QueuePlace[] {
  const queue = queueOf(plan, phase)
  const want = cardsWanted(plan, phase, q)
  const out: QueuePlace[] = queue.map((id, k) => ({ queued: id, slot: -1, ...flyingAt(turn, phase, k) }))
  for (let s = 0; s < want; s++) out.push({ queued: null, slot: s, ...flyingAt(turn, phase, queue.length + s) })
  return out
}

/** "turn 3, phase 1", or "phase 2" within the turn being played. */
export function whenWords(at: FlyingAt, turn: number): string {
  return at.turn === turn ? `phase ${at.phase}` : `turn ${at.turn}, phase ${at.phase}`
}

/** How many phases from now a place flies ("next phase", "in 3 phases"), planning before `phase` of `turn`. */
export function phasesAway(at: FlyingAt, turn: number, phase: number): string {
  const now = (turn - 1) * 3 + head(phase) + 1
  const then = (at.turn - 1) * 3 + at.phase
  const n = then - now
  return n <= 0 ? 'next phase' : `in ${n + 1} phases`
}

/**
 * What the panel asks, in a newcomer's words: the first plan fills the queue; later, one card goes behind it.
 */
export function queueAsk(places: readonly QueuePlace[], turn: number): string {
  const fresh = places.filter((p) => p.queued === null)
  if (fresh.length === 0) return ''
  if (fresh.length === places.length) return `Turn-less game: plan your first ${fresh.length} cards. From now on you add one card before every phase, and it flies ${fresh.length} phases later.`
  const first = places[0]
  return `Turn-less game: your queued cards fly first (the next one in ${whenWords(first, turn)}). Add one card at the back of the queue: it flies in ${whenWords(fresh[0], turn)}.`
}

/**
 * The drafts the table's preview draws for a seat's planes still to plan in a turn-less game: the cards queued, then
 * those drafted, so the ghosts show where the plane goes card by card from where it stands now. Other planes' drafts,
 * and every draft in a game with turns, are as given.
 */
export function queuedDrafts(view: Pick<GameView, 'setup' | 'planes' | 'phase' | 'step'>, drafts: Record<string, (string | null)[]>, seat: string | null): Record<string, (string | null)[]> {
  const q = queueOfGame(view)
  if (!q || view.step !== 'planning') return drafts
  const out = { ...drafts }
  for (const p of view.planes) {
    if (p.seat !== seat || p.status !== 'flying' || p.committed) continue
    const want = cardsWanted(p.plan, view.phase, q)
    out[p.id] = [...queueOf(p.plan, view.phase), ...(drafts[p.id] ?? []).slice(0, want)]
  }
  return out
}

/** A committed plane's cards still to fly, for the preview of the seat's committed plans: its queue in a turn-less game. */
export function cardsToFly(view: Pick<GameView, 'setup' | 'phase'>, p: Pick<PlaneView, 'plan'>): string[] {
  return queueOfGame(view) ? queueOf(p.plan, view.phase) : (p.plan ?? [])
}
