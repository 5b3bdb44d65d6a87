/**
 * The first flight's hex lessons (issue 30): each starts a duel the host can make (a hex scenario, its seats, the
 * hex game's bots), points only at controls the hex table has, speaks plain words, and each coach mark is done when
 * the player did the thing, or once the game has moved past the moment.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { HEX_BOTS } from '../../../shared/rulesets/hex/bots'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import { HexGame } from '../../../shared/rulesets/hex/game'
import { hexSetupFor } from '../../../shared/rulesets/hex/setup'
import type { HexView } from '../../../shared/rulesets/hex/types'
import { BOOKKEEPING } from '../shell/help/rule-source'
import { hexLessonOf } from './HexCoach'
import { HEX_LESSONS, nextHexLesson } from './hex-lessons'
import { hexMarkDone, type HexSituation } from './hex-runner'

const HEX_TABLE = join(__dirname, '../tables/hex')

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx$/.test(e.name) && !e.name.includes('.test.') ? [join(dir, e.name)] : []))
}

/** the data-testids the hex table's components write: literal ones */
function tableTestIds(): Set<string> {
  const ids = new Set<string>()
  for (const f of sources(HEX_TABLE)) for (const m of readFileSync(f, 'utf8').matchAll(/data-testid="([a-z0-9-]+)"/g)) ids.add(m[1])
  return ids
}

function duelView(seed = 3): { game: HexGame; view: HexView } {
  const game = HexGame.start(hexSetupFor(hexContent, 'duel', {}), seed)
  return { game, view: game.view('allies') }
}

const situation = (view: HexView, over: Partial<HexSituation> = {}): HexSituation => ({ view, seat: 'allies', picked: false, visible: () => false, ...over })

describe('the hex lessons of the first flight', () => {
  it('start games the host can make, with the hex game’s own bots', () => {
    expect(HEX_LESSONS.length).toBeGreaterThanOrEqual(2)
    for (const l of HEX_LESSONS) {
      const scenario = hexContent.scenarios[l.scenario]
      expect(scenario, l.id).toBeDefined()
      expect(l.seats.length, l.id).toBe(new Set(scenario.planes.map((p) => p.seat)).size)
      expect(l.seats[0], l.id).toBe('human')
      for (const k of l.seats.slice(1)) expect(Object.keys(HEX_BOTS).map((b) => `bot:${b}`), `${l.id}: ${k}`).toContain(k)
    }
    // the first lesson deals the same game each time: the player moves first, with a move card to play
    const first = HEX_LESSONS[0]
    expect(first.seed).toMatch(/^[0-9a-f]{32}$/)
    const dealt = HexGame.start(hexSetupFor(hexContent, first.scenario, {}), first.seed!).view('allies')
    expect(dealt.current).toBe('allies')
    expect(dealt.hand.some((c) => ['left', 'right', 'forward', 'hard-left', 'hard-right', 'slide-left', 'slide-right'].includes(c.type))).toBe(true)
    expect(nextHexLesson(HEX_LESSONS[0].id)).toBe(HEX_LESSONS[1])
    expect(nextHexLesson(HEX_LESSONS[HEX_LESSONS.length - 1].id)).toBeUndefined()
  })

  it('point only at controls the hex table has, and speak plain words', () => {
    const ids = tableTestIds()
    expect(ids.size).toBeGreaterThan(10)
    for (const l of HEX_LESSONS) {
      for (const m of l.marks) {
        if (m.target) expect(ids, `${l.id}: "${m.target}"`).toContain(m.target)
        if (m.until.kind === 'shown' || m.until.kind === 'gone') expect(ids, `${l.id}: "${m.until.testid}"`).toContain(m.until.testid)
        for (const re of BOOKKEEPING) expect(m.text, l.id).not.toMatch(re)
        expect(m.text.length, l.id).toBeLessThanOrEqual(400)
      }
      // the lesson ends on something the game does, not on a Next the player could click through
      expect(l.marks[l.marks.length - 1].until.kind, l.id).not.toBe('next')
    }
  })

  it('a mark is done when the player did the thing', () => {
    const { game, view } = duelView()
    const mine = view.planes.find((p) => p.seat === 'allies')!
    expect(hexMarkDone({ kind: 'next' }, situation(view), 1)).toBe(false)
    expect(hexMarkDone({ kind: 'picked' }, situation(view), 1)).toBe(false)
    expect(hexMarkDone({ kind: 'picked' }, situation(view, { picked: true }), 1)).toBe(true)
    expect(hexMarkDone({ kind: 'shown', testid: 'hex-prompt' }, situation(view, { visible: (id) => id === 'hex-prompt' }), 1)).toBe(true)
    expect(hexMarkDone({ kind: 'gone', testid: 'hex-prompt' }, situation(view, { visible: (id) => id === 'hex-prompt' }), 1)).toBe(false)
    // the player's move: a card played, a hex flown
    const moving = { ...view, move: { plane: mine.id, moved: 0, freeFacing: false, freeAltitude: false, freeVelocity: false, cards: 0, shot: false, observerShot: false, groundFired: [], traded: false, altitudeSteps: [] } }
    expect(hexMarkDone({ kind: 'played' }, situation(moving), 1)).toBe(false)
    expect(hexMarkDone({ kind: 'played' }, situation({ ...moving, move: { ...moving.move, cards: 1 } }), 1)).toBe(true)
    expect(hexMarkDone({ kind: 'moved' }, situation({ ...moving, move: { ...moving.move, moved: 1 } }), 1)).toBe(true)
    // another plane's move does not count
    const other = view.planes.find((p) => p.seat !== 'allies')!
    expect(hexMarkDone({ kind: 'moved' }, situation({ ...moving, move: { ...moving.move, plane: other.id, moved: 2 } }), 1)).toBe(false)
    // rounds, and the moment gone
    expect(hexMarkDone({ kind: 'round', round: 2 }, situation(view), 1)).toBe(view.round >= 2)
    expect(hexMarkDone({ kind: 'round', round: 2 }, situation({ ...view, round: 2 }), 1)).toBe(true)
    expect(hexMarkDone({ kind: 'picked' }, situation({ ...view, round: 2 }), 1)).toBe(true)
    expect(hexMarkDone({ kind: 'round', round: 9 }, situation({ ...view, phase: 'over' }), 1)).toBe(true)
    expect(game.over).toBe(false)
  })

  it('coaches the game begun for the lesson only', () => {
    const { view } = duelView()
    const id = HEX_LESSONS[0].id
    const begun = { current: id, session: null, done: [] as string[] }
    expect(hexLessonOf(begun, 's1', view)?.id).toBe(id)
    // bound to its game: another game is not coached
    expect(hexLessonOf({ ...begun, session: 's1' }, 's1', { ...view, round: 5 })?.id).toBe(id)
    expect(hexLessonOf({ ...begun, session: 's1' }, 's2', view)).toBeUndefined()
    // a game well under way that the lesson never saw, another scenario, a lesson done, no lesson
    expect(hexLessonOf(begun, 's3', { ...view, round: 4 })).toBeUndefined()
    expect(hexLessonOf(begun, 's1', { ...view, setup: { ...view.setup, scenario: 'two-seaters' } })).toBeUndefined()
    expect(hexLessonOf({ ...begun, done: [id] }, 's1', view)).toBeUndefined()
    expect(hexLessonOf({ current: 'first-turn', session: null, done: [] }, 's1', view)).toBeUndefined()
  })
})
