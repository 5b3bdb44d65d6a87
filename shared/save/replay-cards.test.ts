/**
 * Replays step by card and by phase (issue 26, docs/saves.md "Replays"): a bot duel replayed from its commands; each
 * phase's cards are steps of their own (the table after each plane's 'moved'), then the phase's fire; the events
 * handed to the table and to the combat log add up to the game's, and a seat sees only its own.
 */
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { scenarioSetup } from '../engine/setup'
import type { GameEvent } from '../engine/types'
import { playGame } from '../sim/play'
import { Replay } from './replay'
import { nextCard, nextPhase, playsOn, previousCard, previousPhase, type ReplayPosition } from './replay-cards'

const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches', variant: null })
const SEED = 3
const game = playGame(content, setup, SEED, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, SEED)])), { maxTurns: 3 })
const replay = Replay.build(content, game.state.setup, SEED, game.commands)
const counts = replay.cardCounts()
const planes = game.state.setup.planes.length

/** Every position from the start to the end, a card at a time. */
function walk(): ReplayPosition[] {
  const out: ReplayPosition[] = [{ frame: 0, card: 0 }]
  for (;;) {
    const last = out[out.length - 1]
    const next = nextCard(last, counts)
    if (next.frame === last.frame && next.card === last.card) return out
    out.push(next)
  }
}

describe('a replay stepped card by card', () => {
  it('has a step for each plane that flies a card in each phase, then the end of the phase', () => {
    expect(replay.length).toBeGreaterThan(4)
    // two planes fly in every phase of this duel until it ends; the last frame has nothing after it
    expect(counts.slice(0, -1).every((n) => n >= 1 && n <= planes)).toBe(true)
    expect(counts.at(-1)).toBe(0)
    expect(counts[0]).toBe(planes)
    const steps = walk()
    expect(steps.length).toBe(replay.length + counts.reduce((a, b) => a + b, 0))
    expect(steps.slice(0, planes + 2)).toEqual([{ frame: 0, card: 0 }, ...Array.from({ length: planes }, (_, k) => ({ frame: 0, card: k + 1 })), { frame: 1, card: 0 }])
    // every step is played from the one before (the table animates it), and back again step by step to the start
    for (let i = 1; i < steps.length; i++) expect(playsOn(steps[i - 1], steps[i])).toBe(true)
    for (let i = steps.length - 1; i > 0; i--) expect(previousCard(steps[i], counts)).toEqual(steps[i - 1])
    expect(previousCard({ frame: 0, card: 0 }, counts)).toEqual({ frame: 0, card: 0 })
  })

  it('moves one plane at a time to where its card took it, the others where the phase found them', () => {
    const moves = replay.frames[1].events.filter((e): e is Extract<GameEvent, { type: 'moved' }> => e.type === 'moved')
    expect(replay.cardPlanes(0)).toEqual(moves.map((m) => m.plane))
    const start = replay.view(0, 'all')
    const first = replay.viewAt({ frame: 0, card: 1 }, 'all')
    const at = (v: typeof start, id: string) => v.planes.find((p) => p.id === id)!
    expect({ x: at(first, moves[0].plane).x, y: at(first, moves[0].plane).y, h: at(first, moves[0].plane).h }).toEqual(moves[0].at)
    expect(at(first, moves[1].plane).x).toBe(at(start, moves[1].plane).x)
    expect(at(first, moves[1].plane).y).toBe(at(start, moves[1].plane).y)
    const all = replay.viewAt({ frame: 0, card: moves.length }, 'all')
    for (const m of moves) expect(at(all, m.plane).x).toBe(m.at.x)
    // the frame itself is untouched by the steps
    expect(replay.view(0, 'all').planes.map((p) => p.x)).toEqual(start.planes.map((p) => p.x))
  })

  it("hands the table each step's events, which add up to the phase's; the log gets all before the step", () => {
    const steps = walk()
    const played: GameEvent[] = [...replay.events(0, 'all')]
    for (let i = 1; i < steps.length; i++) {
      played.push(...replay.eventsBetween(steps[i - 1], steps[i], 'all'))
      expect(replay.eventsBefore(steps[i], 'all')).toEqual(played)
    }
    expect(played).toEqual(replay.frames.flatMap((f) => f.events))
    // each card step brings exactly one plane's 'moved'
    const one = replay.eventsBetween({ frame: 2, card: 0 }, { frame: 2, card: 1 }, 'all')
    expect(one.filter((e) => e.type === 'moved')).toHaveLength(1)
    expect(one.at(-1)!.type).toBe('moved')
  })

  it("gives a seat only the events it may see, in the log of a jump as in a step's", () => {
    const seat = game.state.setup.seats[0].id
    const mid = { frame: 3, card: 1 }
    const seen = replay.eventsBefore(mid, seat)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((e) => e.to === 'all' || e.to.includes(seat))).toBe(true)
    expect(replay.eventsBefore(mid, 'all').some((e) => e.to !== 'all' && !e.to.includes(seat)), 'the other seat has secrets to keep').toBe(true)
    expect(replay.eventsBetween({ frame: 3, card: 0 }, { frame: 4, card: 0 }, seat).every((e) => e.to === 'all' || e.to.includes(seat))).toBe(true)
  })
})

describe('a replay stepped phase by phase', () => {
  it('goes to the end of the phase being flown, or back to its start; a phase back from its end is the phase before', () => {
    expect(nextPhase({ frame: 2, card: 1 }, counts)).toEqual({ frame: 3, card: 0 })
    expect(nextPhase({ frame: 2, card: 0 }, counts)).toEqual({ frame: 3, card: 0 })
    expect(nextPhase({ frame: replay.length - 1, card: 0 }, counts)).toEqual({ frame: replay.length - 1, card: 0 })
    expect(previousPhase({ frame: 2, card: 1 })).toEqual({ frame: 2, card: 0 })
    expect(previousPhase({ frame: 2, card: 0 })).toEqual({ frame: 1, card: 0 })
    expect(previousPhase({ frame: 0, card: 0 })).toEqual({ frame: 0, card: 0 })
    // from within a phase, the rest of it is played; a phase back is a jump
    expect(playsOn({ frame: 2, card: 1 }, { frame: 3, card: 0 })).toBe(true)
    expect(playsOn({ frame: 2, card: 1 }, { frame: 2, card: 0 })).toBe(false)
    expect(playsOn({ frame: 2, card: 0 }, { frame: 4, card: 0 })).toBe(false)
    expect(replay.viewAt({ frame: 3, card: 0 }, 'all')).toEqual(replay.view(3, 'all'))
  })
})
