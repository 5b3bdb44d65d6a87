/**
 * The combat log's lines (issue 26; the markers and counts of issue 9): headers where the turn or phase changes,
 * the same line told twice in a row counted, each line's kind for the filters, and a skipped fire step's no-shot
 * reasons folded into one line, from real games played through the engine (003 Firing: "If the ruler stays inside
 * the fire arc", "it can reach any point of an enemy plane base").
 */
import { describe, expect, it } from 'vitest'
import { arriving, fire, planNumbers } from '../../../../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../../../../electron/testing/fixtures'
import { BOTS } from '../../../../../../shared/bots'
import { scenarioSetup } from '../../../../../../shared/engine/setup'
import type { GameEvent } from '../../../../../../shared/engine/types'
import { eventsFor, viewFor } from '../../../../../../shared/engine/view'
import { playGame } from '../../../../../../shared/sim/play'
import { skippedFireReasons } from '../fire-notes'
import { emptyLogText, filterEntries, logEntries, logNarrator, noShotsSummary, type LogEntry } from './log-entries'
import { DEFAULT_SHOWN, kindOf, type LogKind } from './log-kinds'

const narrator = { name: (id: string) => (id === 'a' ? 'Camel' : id === 't' ? 'Dr.I 2' : 'Dr.I'), mine: () => false }
const at = (turn: number, phase: number) => ({ to: 'all' as const, turn, phase })
const ALL: Record<LogKind, boolean> = { shots: true, damage: true, intents: true, moves: true, other: true }
const said = (entries: LogEntry[]) => entries.map((l) => `${l.kind === 'header' ? 'marker' : l.kind === 'line' ? l.of : 'no-shots'}: ${l.text}`)

describe('the log lines', () => {
  it('starts each phase that has something to tell with a turn and phase marker; each line has its kind', () => {
    const events: GameEvent[] = [
      { type: 'turn-started', ...at(2, 0) },
      { type: 'plan-committed', plane: 'a', ...at(2, 0) },
      { type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 2, distance: 10, ...at(2, 1) },
      { type: 'damage-taken', plane: 't', from: 'a', cards: 2, cause: 'fire', ...at(2, 1) },
      { type: 'shot-down', plane: 't', ...at(2, 3) },
      { type: 'intent', plane: 'a', text: 'I turned to get on his tail', ...at(2, 3) },
      { type: 'game-over', result: { winner: 'allied', scores: {}, reason: 'last-standing' }, ...at(2, 3) },
    ]
    expect(said(logEntries(events, narrator))).toEqual([
      'marker: Turn 2 · phase 1',
      'shots: Camel fires at Dr.I 2 (short range, 2 cards)',
      'damage: Dr.I 2 takes 2 damage cards',
      'marker: Turn 2 · phase 3',
      'damage: Dr.I 2 is shot down',
      "intents: Camel's pilot: “I turned to get on his tail”",
      'other: The game is over',
    ])
  })

  it('counts a line repeated back to back ("front guns jam ×2") and not lines apart', () => {
    const jam: GameEvent = { type: 'jammed', plane: 't', arc: 'front', by: 'a', card: 'A26', ...at(1, 2) }
    const lines = logEntries([jam, jam, { type: 'fired', plane: 'a', arc: 'front', target: 't', cards: 1, distance: 20, ...at(1, 2) }, jam], narrator).filter((l) => l.kind === 'line')
    expect(lines.map((l) => [l.text, l.kind === 'line' && l.times])).toEqual([
      ["Dr.I 2's front guns jam", 2],
      ['Camel fires at Dr.I 2 (long range, 1 card)', 1],
      ["Dr.I 2's front guns jam", 1],
    ])
  })

  it("tells each plane's card as a move when the narrator knows the cards, and not otherwise", () => {
    const moved: GameEvent = { type: 'moved', plane: 'a', card: 'A5', from: { x: 0, y: 0, h: 0 }, at: { x: 1, y: 1, h: 0 }, ...at(1, 1) }
    expect(logEntries([moved], narrator)).toEqual([])
    expect(said(logEntries([moved], { ...narrator, card: (_p, c) => `card ${c.slice(1)}: Bank left` }))).toEqual(['marker: Turn 1 · phase 1', 'moves: Camel flies card 5: Bank left'])
  })
})

describe("003 Firing: a skipped fire step's reasons, one line a phase", () => {
  it('a Camel with the only enemy behind it: "No shots this phase (1 out of arc)" after the moves of each phase, opening on the reason', () => {
    // the Dr.I flies south, away from the Camel flying north: no one ever has a target this turn
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 70, 180)])
    planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3] })
    const played = eventsFor(game.events, 'allied')
    const entries = logEntries(played, narrator, skippedFireReasons(game.rules, viewFor(game.state, 'allied'), 'allied', played))
    const folds = entries.filter((e) => e.kind === 'no-shots')
    expect(folds.map((f) => [f.text, f.kind === 'no-shots' && f.details])).toEqual(Array(3).fill(['No shots this phase (1 out of arc)', ['Camel has no shot: Dr.I out of the fire arc']]))
    // each under the marker of its phase
    const markers = entries.filter((e) => e.kind === 'header').map((e) => e.text)
    expect(markers).toEqual(['Turn 1 · phase 1', 'Turn 1 · phase 2', 'Turn 1 · phase 3'])
    for (const f of folds) expect(entries[entries.indexOf(f) - 1].kind).toBe('header')
  })

  it('counts each enemy by its reason: one behind (out of arc), one far ahead (beyond the ruler)', () => {
    const game = startGame([
      arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0),
      arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 70, 180),
      arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 160, 0),
    ])
    planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3], t: [1, 2, 3] })
    const played = eventsFor(game.events, 'allied')
    const reasons = skippedFireReasons(game.rules, viewFor(game.state, 'allied'), 'allied', played)
    const first = [...reasons.values()][0]
    expect(noShotsSummary(first)).toBe('No shots this phase (1 out of arc, 1 beyond the ruler)')
    const entries = logEntries(played, narrator, reasons)
    const fold = entries.find((e) => e.kind === 'no-shots')!
    expect(fold.kind === 'no-shots' && fold.details[0]).toMatch(/^Camel has no shot: Dr\.I out of the fire arc; Dr\.I 2 beyond the ruler \(\d+\.\d cm\)$/)
    // the other seat's planes are told to their own seat only
    expect(skippedFireReasons(game.rules, viewFor(game.state, null), null, eventsFor(game.events, null)).size).toBe(0)
  })
})

describe('the filters', () => {
  const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 70, 180)])
  planNumbers(game, { a: [1, 2, 3], u: [1, 2, 3] })
  const played = eventsFor(game.events, 'allied')
  const cards = { ...narrator, card: (p: string, c: string) => `card ${game.rules.byId.get(p)!.cards.get(c)!.card.n}` }
  const entries = logEntries(played, cards, skippedFireReasons(game.rules, viewFor(game.state, 'allied'), 'allied', played))

  it('hide the lines of a kind, and a phase marker left with no line under it', () => {
    expect(filterEntries(entries, ALL)).toEqual(entries)
    const noShots = filterEntries(entries, { ...ALL, shots: false })
    expect(noShots.some((e) => e.kind === 'no-shots')).toBe(false)
    // the moves are left, each phase still under its marker
    expect(said(noShots).slice(0, 3)).toEqual(['marker: Turn 1 · phase 1', 'moves: Camel flies card 1', 'moves: Dr.I flies card 1'])
    const nothing = filterEntries(entries, { ...ALL, shots: false, moves: false })
    expect(nothing.filter((e) => e.kind === 'header')).toEqual([])
  })

  it('show everything but the moves to a new player', () => {
    const shown = filterEntries(entries, DEFAULT_SHOWN)
    expect(shown.some((e) => e.kind === 'line' && e.of === 'moves')).toBe(false)
    expect(shown.filter((e) => e.kind === 'no-shots')).toHaveLength(3)
  })

  it('says why it shows nothing: nothing yet, or only the kinds it hides, named (no order to click, for an audience)', () => {
    expect(emptyLogText([], DEFAULT_SHOWN)).toBe('Nothing has happened yet.')
    expect(emptyLogText(entries, { ...ALL, shots: false, moves: false })).toBe('Nothing shown yet: so far only shots and moves, which this log hides.')
    const moves = entries.filter((e) => e.kind !== 'line' || e.of === 'moves').filter((e) => e.kind !== 'no-shots')
    expect(emptyLogText(moves, DEFAULT_SHOWN)).toBe('Nothing shown yet: so far only moves, which this log hides.')
  })
})

describe("a bot duel's log", () => {
  it('tells every shot, hit and pilot intent the seat may see, each under its kind', () => {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches', variant: null })
    const game = playGame(content, setup, 2, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 2)])), { maxTurns: 6 })
    const seat = setup.seats[0].id
    const played = eventsFor(game.events, seat)
    const names = (id: string) => setup.planes.find((p) => p.id === id)?.aircraft ?? id
    const entries = logEntries(played, { name: names, mine: (id) => setup.planes.find((p) => p.id === id)?.seat === seat }, skippedFireReasons(game.rules, viewFor(game.state, seat), seat, played))
    const lines = entries.filter((e): e is Extract<LogEntry, { kind: 'line' }> => e.kind === 'line')
    const count = (of: LogKind) => lines.filter((l) => l.of === of).reduce((n, l) => n + l.times, 0)
    const fired = played.filter((e) => e.type === 'fired').length
    expect(fired + played.filter((e) => e.type === 'intent').length, 'the duel had shots or intents to tell').toBeGreaterThan(0)
    expect(lines.filter((l) => l.text.includes(' fires ')).reduce((n, l) => n + l.times, 0)).toBe(fired)
    expect(count('intents')).toBe(played.filter((e) => e.type === 'intent').length)
    for (const l of lines) expect(kindOf(played[Number(l.key.slice(1))].type)).toBe(l.of)
    // the markers go forward in time
    const order = entries.filter((e) => e.kind === 'header').map((e) => e.text.match(/Turn (\d+) · (?:phase (\d)|planning)/)!.slice(1).map((x) => Number(x ?? 0)))
    for (let i = 1; i < order.length; i++) expect(order[i][0] * 4 + order[i][1]).toBeGreaterThan(order[i - 1][0] * 4 + order[i - 1][1])
  })
})

describe('who is told what a hit did', () => {
  // the Dr.I 20 cm ahead of the Camel, both flying straight: the Camel has it at short range in phase 1
  const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 120, 0)])
  planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
  fire(game, { a: { front: 't' } })
  const hits = (viewer: 'allied' | 'central' | 'all') => {
    const played = viewer === 'all' ? game.events : eventsFor(game.events, viewer)
    const n = logNarrator(game.rules, game.state.planes, viewer === 'all' ? null : viewer, played, narrator.name)
    return logEntries(played, n).filter((e) => e.kind === 'line' && e.of === 'damage').map((e) => e.text)
  }

  it('the target\'s seat is told the points of its cards; the firer only how many cards', () => {
    expect(hits('allied')).toEqual([expect.stringMatching(/^Dr\.I 2 takes [12] damage cards?$/)])
    expect(hits('central')).toEqual([expect.stringMatching(/^Dr\.I 2 takes \d+ damage \(\d+ in all\)$/)])
  })

  it('a replay with everything revealed tells the points once, not the count as well', () => {
    expect(hits('all')).toEqual(hits('central'))
  })
})
