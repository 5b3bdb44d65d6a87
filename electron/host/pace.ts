/**
 * The pace of a game whose every seat is a bot. Two quick bots finish a game on the host within a second; the tables
 * showing it play it back for minutes. Left alone, such a game is over on the host before a stream overlay has
 * seen it run (`watch=latest` takes the newest game not over), its autosave holds the end before the table shows
 * the first turn, and the host's list calls it over while the screen still plays it. So a game of bots goes at the
 * pace of the tables watching it: its bots are asked for the next commands only once a table has shown the game as
 * it is now. A table says what it has shown with `shown` (the seq of the view it has played to the end).
 *
 * - The fastest table sets the pace: a table that is slow or hidden (a minimised window, an overlay running late)
 *   holds nothing back while another one shows the game.
 * - A table counts once it has said what it showed. The screen that started the game counts from the start
 *   (create-game's or load-game's `paced`), so the bots wait for it to come; one that has not come in FIRST_MS does
 *   not count.
 * - Nobody counting (everyone left, or no table says what it shows: the host's tests, an old client): the bots play
 *   as fast as they think, as before.
 * - The guard: no command waits longer than GUARD_MS, so a table that stops answering can slow a game but never stop it.
 *
 * Anyone watching may say what it showed. Since the fastest table counts, a client that says it (or stops saying
 * it) holds a game only while no faster table watches it, and then no more than GUARD_MS a step. Nothing here is a
 * right or a secret: a seq is public (every spectator's view has it).
 */
import type { BaseCommand } from '../../shared/rulesets/contract'
import type { Seat } from '../../shared/seats/seat'

/** how long the screen that started a game has to come to it before the bots stop waiting for it */
export const FIRST_MS = 15_000
/** the longest a command waits for a table */
export const GUARD_MS = 30_000

interface Waiter {
  seq: number
  go(): void
  timer: ReturnType<typeof setTimeout>
}

export class Pace {
  /** the tables that count, by connection: the seq each has shown (-1: none yet) */
  private readonly shown = new Map<string, number>()
  private waiting: Waiter[] = []
  private readonly timers = new Set<ReturnType<typeof setTimeout>>()

  constructor(private readonly times: { firstMs?: number; guardMs?: number } = {}) {}

  /**
   * The screen that started the game will show it: the bots wait for it from the start. `present` says whether it
   * has come by FIRST_MS; one that has not stops counting then.
   */
  expect(conn: string, present: () => boolean): void {
    if (!this.shown.has(conn)) this.shown.set(conn, -1)
    const timer = setTimeout(() => {
      this.timers.delete(timer)
      if (!present()) this.left(conn)
    }, this.times.firstMs ?? FIRST_MS)
    timer.unref?.()
    this.timers.add(timer)
  }

  /** A table has shown the game up to `seq` (a seq past the game's own is taken as the game's). */
  shownBy(conn: string, seq: number, now: number): void {
    this.shown.set(conn, Math.max(this.shown.get(conn) ?? -1, Math.min(seq, now)))
    this.release()
  }

  /** A table left the game: it no longer counts. */
  left(conn: string): void {
    if (!this.shown.delete(conn)) return
    this.release()
  }

  /** Whether the bots may play on from `seq`. */
  open(seq: number): boolean {
    if (this.shown.size === 0) return true
    for (const s of this.shown.values()) if (s >= seq) return true
    return false
  }

  /** Settles once the bots may play on from `seq` (at once when they may now). */
  wait(seq: number): Promise<void> {
    if (this.open(seq)) return Promise.resolve()
    return new Promise<void>((resolve) => {
      const w: Waiter = {
        seq,
        go: () => {
          clearTimeout(w.timer)
          this.waiting = this.waiting.filter((x) => x !== w)
          resolve()
        },
        timer: setTimeout(() => w.go(), this.times.guardMs ?? GUARD_MS),
      }
      w.timer.unref?.()
      this.waiting.push(w)
    })
  }

  /** The game is closed: nothing waits any more (the waiting bots are never asked). */
  close(): void {
    for (const w of this.waiting) clearTimeout(w.timer)
    this.waiting = []
    for (const t of this.timers) clearTimeout(t)
    this.timers.clear()
  }

  private release(): void {
    for (const w of [...this.waiting]) if (this.open(w.seq)) w.go()
  }
}

/**
 * A bot's seat that waits for the pace before it is asked. If the game moved while it waited (another bot of the
 * game played), it answers nothing and the driver asks it again with the game as it is now.
 */
export function pacedSeat<View, Cmd extends BaseCommand>(seat: Seat<View, Cmd>, pace: Pace, seq: () => number): Seat<View, Cmd> {
  return {
    id: seat.id,
    interactive: seat.interactive,
    decide(view) {
      const at = seq()
      if (pace.open(at)) return seat.decide(view)
      return pace.wait(at).then(() => (seq() === at ? seat.decide(view) : []))
    },
    accepted: (cmd) => seat.accepted?.(cmd),
    refused: (cmd, e) => seat.refused?.(cmd, e),
    idle: () => seat.idle?.(),
    dispose: () => seat.dispose?.(),
  }
}
