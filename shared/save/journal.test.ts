import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { Game } from '../engine/game'
import { scenarioSetup } from '../engine/setup'
import type { SeatId } from '../engine/types'
import { playGame } from '../sim/play'
import { canonicalJson } from './canonical'
import { journalCommands, journalHeader, journalSummary, journalText, lineMetaOf, parseJournal, replayJournal } from './journal'
import { metaOf, SaveError, type SeatKindName } from './save-file'

const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 9)]))
const played = playGame(content, setup, 9, policies, { maxTurns: 3 })
const seats: Record<SeatId, SeatKindName> = { allied: 'human', central: 'bot:heuristic' }

/** The journal of the game as the writer makes it: a header, then each command with where it left the game. */
function journalOf(game: Game, opts: { seatsAfter?: [number, Record<SeatId, SeatKindName>] } = {}): string {
  const replay = Game.start(content, game.state.setup, game.state.seed)
  let text = journalText(journalHeader(replay, seats, { now: new Date('2026-03-01T10:00:00Z') }))
  game.commands.forEach((command, i) => {
    replay.apply(command)
    text += journalText({ n: i + 1, command, meta: lineMetaOf(replay.state) })
    if (opts.seatsAfter && opts.seatsAfter[0] === i + 1) text += journalText({ seats: opts.seatsAfter[1] })
  })
  return text
}

const text = journalOf(played)
const lines = text.split('\n').slice(0, -1)

function damage(lineNo: number, replacement: string): string {
  return lines.map((l, i) => (i + 1 === lineNo ? replacement : l)).join('\n') + '\n'
}

describe('The autosave journal: "First line a header, then one line per command"', () => {
  it('replays to exactly the game it was written from', () => {
    const journal = parseJournal(text)
    expect(journal.torn).toBe(false)
    expect(journal.length).toBe(text.length)
    expect(journalCommands(journal)).toEqual(played.commands)
    const { game, seats: now } = replayJournal(content, journal)
    expect(canonicalJson(game.state)).toBe(canonicalJson(played.state))
    expect(now).toEqual(seats)
  })

  it('"tolerates a torn last line": cut anywhere in its last line, the journal is every command before it', () => {
    const lastStart = text.lastIndexOf('\n', text.length - 2) + 1
    const before = Game.start(content, played.state.setup, 9)
    for (const c of played.commands.slice(0, -1)) before.apply(c)
    for (let cut = lastStart + 1; cut < text.length; cut++) {
      const journal = parseJournal(text.slice(0, cut))
      expect(journal.torn).toBe(true)
      expect(journal.length).toBe(lastStart)
      expect(journalCommands(journal)).toHaveLength(played.commands.length - 1)
    }
    expect(canonicalJson(replayJournal(content, parseJournal(text.slice(0, lastStart + 7))).game.state)).toBe(canonicalJson(before.state))
    // blocks of zeros where the power went before the data reached the disk
    const zeroed = parseJournal(text.slice(0, lastStart) + '\0'.repeat(300) + '\n')
    expect(zeroed.torn).toBe(true)
    expect(journalCommands(zeroed)).toHaveLength(played.commands.length - 1)
  })

  it('a damaged line before the last is damage, not a torn write: the error names the line', () => {
    expect(() => parseJournal(damage(3, lines[2].slice(0, 20)))).toThrow(/line 3 of the journal is not valid JSON: the file was damaged/)
    expect(() => parseJournal(damage(4, '{"n":3,"command":{"type":"loop"}}'))).toThrow(/line 4 of the journal is neither a command nor seats/)
    const missing = lines.filter((_, i) => i !== 3).join('\n') + '\n'
    expect(() => parseJournal(missing)).toThrow(/line 4 of the journal is command 4 but command 3 was due/)
    expect(() => parseJournal(lines[0].slice(0, 50))).toThrow(/no complete first line/)
    expect(() => parseJournal('{"format":"overdive-save"}\n')).toThrow(/not an Overdive journal/)
  })

  it('a line whose command the rules refuse, or whose position is not where the command left the game, is refused', () => {
    const line = JSON.parse(lines[1])
    line.command.cards = ['Z01', 'Z02', 'Z03']
    expect(() => replayJournal(content, parseJournal(damage(2, JSON.stringify(line))))).toThrow(/command 1 of \d+ \(plane ".*" plans Z01, Z02, Z03\) is refused by the rules/)
    const n = lines.length - 2
    const lying = JSON.parse(lines[n])
    lying.meta = { ...lying.meta, turn: lying.meta.turn + 5 }
    expect(() => replayJournal(content, parseJournal(damage(n + 1, JSON.stringify(lying))))).toThrow(new RegExp(`command ${n} leaves the game at turn \\d+, .* not where its line says`))
    try {
      replayJournal(content, parseJournal(damage(n + 1, JSON.stringify(lying))))
    } catch (e) {
      expect(e).toBeInstanceOf(SaveError)
    }
    const stranger = parseJournal(text.replace('"seats":{"allied":"human"', '"seats":{"stranger":"human","allied":"human"'))
    expect(() => replayJournal(content, stranger)).toThrow(/first line names the seats "allied", "central", "stranger" but the game has "allied", "central"/)
  })

  it("keeps a game that waits at any step: 003 Ground fire's guns laid by their player (the 'archie' step) and who won a game scored per player", () => {
    // Fireworks over the Front with the AA guns laid by the German player: every phase waits for the guns
    const aaSetup = { ...scenarioSetup(content, { scenario: 'fireworks-over-the-front' }), groundFire: { aa: 'player' as const } }
    const aaGame = playGame(content, aaSetup, 3, Object.fromEntries(aaSetup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 3)])), { maxTurns: 2 })
    // and Look Up! for two players, played to its end: the plane whose player won
    const pairSetup = scenarioSetup(content, { scenario: 'look-up', variant: 'two-players' })
    const pair = playGame(content, pairSetup, 2, Object.fromEntries(pairSetup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 2)])), { maxTurns: 40 })
    for (const g of [aaGame, pair]) {
      const replay = Game.start(content, g.state.setup, g.state.seed)
      const kinds = Object.fromEntries(g.state.setup.seats.map((s) => [s.id, 'human' as const]))
      let journal = journalText(journalHeader(replay, kinds, { now: new Date('2026-03-01T10:00:00Z') }))
      const steps = new Set<string>()
      for (const [i, command] of g.commands.entries()) {
        replay.apply(command)
        steps.add(replay.state.step)
        journal += journalText({ n: i + 1, command, meta: lineMetaOf(replay.state) })
      }
      if (g === aaGame) expect(steps).toContain('archie')
      const { game } = replayJournal(content, parseJournal(journal))
      expect(canonicalJson(game.state)).toBe(canonicalJson(g.state))
      expect(journalSummary(journal).meta).toEqual(metaOf(g.state, kinds))
    }
    expect(pair.state.result?.winnerPlane).toBe('albatros')
  })

  it('a seats line records who plays each seat from then on', () => {
    const later: Record<SeatId, SeatKindName> = { allied: 'guest', central: 'bot:random' }
    const journal = parseJournal(journalOf(played, { seatsAfter: [2, later] }))
    expect(replayJournal(content, journal).seats).toEqual(later)
  })

  it('the summary for the list of saves comes from the first and last lines and agrees with the replay', () => {
    const later: Record<SeatId, SeatKindName> = { allied: 'guest', central: 'bot:random' }
    const withSeats = journalOf(played, { seatsAfter: [3, later] })
    expect(journalSummary(withSeats).meta).toEqual(metaOf(played.state, later))
    expect(journalSummary(text).meta).toEqual(metaOf(played.state, seats))
    // a torn last line is left out here as well
    const lastStart = text.lastIndexOf('\n', text.length - 2) + 1
    const before = Game.start(content, played.state.setup, 9)
    for (const c of played.commands.slice(0, -1)) before.apply(c)
    expect(journalSummary(text.slice(0, text.length - 5)).meta).toEqual(metaOf(before.state, seats))
    expect(journalSummary(text.slice(0, lastStart) + '\0\0\0\n').meta).toEqual(metaOf(before.state, seats))
    // a journal of a game not yet begun
    const fresh = Game.start(content, setup, 9)
    expect(journalSummary(journalOf(fresh)).meta).toEqual(metaOf(fresh.state, seats))
  })
})
