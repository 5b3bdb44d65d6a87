import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { scenarioSetup } from '../engine/setup'
import { RULESETS } from '../rulesets'
import { Driver } from '../seats/driver'
import { policySeats } from '../seats/policy-seat'
import { RulesetTable } from '../seats/ruleset-table'
import { playGame } from '../sim/play'
import { checksum } from './checksum'
import { countRuleset, type CountCommand, type CountSetup, type CountState, type CountView } from './count-ruleset.fixture'
import { journalHeader, journalText, lineMetaOf, parseJournal, replayJournal } from './journal'
import { parseRulesetJournal, replayRulesetJournal, rulesetJournalHeader, rulesetJournalLine } from './ruleset-journal'
import { gameFromAnySave, makeAnySave, makeSave, readSave, SAVE_VERSION, SaveError, serializeSave, type AnySave, type SeatKindName } from './save-file'
import type { SaveSource } from './ruleset-save'
import { verifyAnySave } from './verify'
import { Game } from '../engine/game'
import { CardGame } from '../rulesets/card'

// Issue 29: a save and a journal name their ruleset and its version; a game of any ruleset is written, read by its
// ruleset's schemas, verified by replaying it with its own start and play, and resumed, by the same code as the
// card game's. The counting game of count-ruleset.fixture.ts stands for a ruleset the save code has never heard of.

const contents = { card: content, count: null }
const seats: Record<string, SeatKindName> = { a: 'bot:heuristic', b: 'human' }
const setup: CountSetup = { title: 'Two count', scenario: 'two', seats: ['a', 'b'] }

beforeAll(() => {
  RULESETS.count = countRuleset
})
afterAll(() => {
  delete RULESETS.count
})

/** A count game played by its bots to the end, as a save's source; `upTo` stops it after that many commands. */
function played(seed: number, upTo = Infinity): SaveSource {
  const game = countRuleset.start(null, setup, seed)
  const bots = Object.fromEntries(setup.seats.map((s) => [s, countRuleset.bots.sayer.make(null, s, seed)]))
  const table = new RulesetTable<CountView, CountCommand>({
    get over() {
      return game.over || game.seq >= upTo
    },
    get seq() {
      return game.seq
    },
    play: (c) => game.play(c),
    view: (s) => game.view(s),
    waitingFor: () => game.waitingFor(),
  })
  void new Driver(table, policySeats(bots)).run()
  return { ruleset: countRuleset, game, setup, seed }
}

/** A save's text with some fields changed and its checksum made to match again (a forger's edit). */
function forged(save: AnySave, change: (s: Record<string, unknown>) => void): string {
  const { checksum: _c, ...body } = JSON.parse(serializeSave(save as never)) as Record<string, unknown>
  change(body)
  return JSON.stringify({ ...body, checksum: checksum(JSON.stringify(body)) })
}

describe('saves of any ruleset (issue 29)', () => {
  it('a finished game saves naming its ruleset and version, reads back, verifies and resumes to the same state', () => {
    const src = played(4)
    expect(src.game.over).toBe(true)
    const save = makeAnySave(src, seats, { now: new Date('2026-11-29T09:00:00Z') })
    expect(save.version).toBe(SAVE_VERSION)
    expect([save.ruleset, save.rulesVersion]).toEqual(['count', 3])
    expect(save.meta).toMatchObject({ title: 'Two count', step: 'over', over: true, winner: (src.game.state as CountState).winner, seats: [{ id: 'a', name: 'Seat a', team: 'a', kind: 'bot:heuristic' }, { id: 'b', name: 'Seat b', team: 'b', kind: 'human' }] })
    const text = serializeSave(save as never)
    const { save: back, migratedFrom } = readSave(contents, text)
    expect(migratedFrom).toBeNull()
    expect(serializeSave(back as never)).toBe(text)
    expect(verifyAnySave(contents, back).state).toEqual(src.game.state)
    const resumed = gameFromAnySave(contents, back)
    expect(resumed.state).toEqual(src.game.state)
    expect(resumed.commands).toEqual(src.game.commands)
  })

  it('a game saved in the middle plays on from its save exactly as the original would have', () => {
    const whole = played(8)
    const half = played(8, 3)
    expect(half.game.over).toBe(false)
    const back = readSave(contents, serializeSave(makeAnySave(half, seats) as never)).save
    const resumed = verifyAnySave(contents, back)
    for (const cmd of whole.game.commands.slice(3)) resumed.play(cmd)
    expect(resumed.state).toEqual(whole.game.state)
  })

  it('the ruleset reads its own parts: a command its schema refuses, or a seat the setup lacks, is a SaveError naming it', () => {
    const save = makeAnySave(played(2), seats)
    expect(() => readSave(contents, forged(save, (b) => ((b.commands as CountCommand[])[0] = { type: 'shout', seat: 'a', n: 1 } as never)))).toThrow(/save format 6 of the count game: commands\.0\.type/)
    expect(() => readSave(contents, forged(save, (b) => (b.seats = { a: 'human', c: 'human' })))).toThrow(/names the seats "a", "c" but the game has "a", "b"/)
  })

  it('verifying replays with its start and play: a snapshot its commands do not make, or a command its rules refuse, is refused', () => {
    const save = makeAnySave(played(2), seats)
    const edited = readSave(contents, forged(save, (b) => ((b.snapshot as CountState).total += 1))).save
    expect(() => verifyAnySave(contents, edited)).toThrow(/snapshot is not the game its \d+ commands replay to \(they differ at snapshot\.total\)/)
    const refused = readSave(contents, forged(save, (b) => ((b.commands as CountCommand[])[0].n = 3))).save
    let err: unknown
    try {
      verifyAnySave(contents, refused)
    } catch (e) {
      err = e
    }
    // the first say changed: the replayed game differs from the snapshot (or a later say is out of turn)
    expect(err).toBeInstanceOf(SaveError)
    expect((err as SaveError).code).toBe('inconsistent')
    // the seed is part of the game: another seed draws another goal and other secret numbers
    const reseeded = readSave(contents, forged(save, (b) => (b.seed = 3))).save
    expect(() => verifyAnySave(contents, reseeded)).toThrow(SaveError)
  })

  it('a save of a ruleset this version does not play, of a newer rules version, or opened without its content, gets a clear SaveError', () => {
    const save = makeAnySave(played(2), seats)
    const read = (text: string, c: Parameters<typeof readSave>[0] = contents) => {
      try {
        readSave(c as never, text)
      } catch (e) {
        return e as SaveError
      }
      throw new Error('read')
    }
    const chess = read(forged(save, (b) => (b.ruleset = 'chess')))
    expect([chess.code, chess.message]).toEqual(['unknown-ruleset', expect.stringMatching(/a game called "chess", which this version of Overdive does not play/)])
    const newer = read(forged(save, (b) => (b.rulesVersion = 4)))
    expect([newer.code, newer.message]).toEqual(['newer-version', expect.stringMatching(/count game was played under rules version 4, newer than this version of Overdive \(3\)/)])
    const noContent = read(serializeSave(save as never), content as never)
    expect([noContent.code, noContent.message]).toEqual(['content', expect.stringMatching(/a save of the count game/)])
  })

  it('a game of an older version of its rules that no longer replays is refused as older-rules, the file named unchanged', () => {
    const save = makeAnySave(played(2), seats)
    const older = readSave(contents, forged(save, (b) => ((b.rulesVersion = 2), ((b.snapshot as CountState).total += 1)))).save
    expect(() => verifyAnySave(contents, older)).toThrow(/played under rules version 2, and under the rules this version of Overdive plays \(3\).*The file is unchanged/)
  })
})

describe('the card game through the same code (issue 29)', () => {
  const cardSetup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
  const policies = Object.fromEntries(cardSetup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 5)]))
  const game = playGame(content, cardSetup, 5, policies, { maxTurns: 2 })
  const cardSeats: Record<string, SeatKindName> = { allied: 'human', central: 'bot:heuristic' }

  it('a card save names the card game right after its format version; read with every ruleset content it verifies and resumes as a CardGame', () => {
    const save = makeAnySave({ ruleset: RULESETS.card, game: new CardGame(game), setup: cardSetup, seed: 5 }, cardSeats)
    expect(Object.keys(save).slice(0, 4)).toEqual(['format', 'version', 'ruleset', 'rulesVersion'])
    expect(save.ruleset).toBe('card')
    const back = readSave(contents, serializeSave(save as never)).save
    const verified = verifyAnySave(contents, back)
    expect(verified).toBeInstanceOf(CardGame)
    expect(verified.state).toEqual(game.state)
    expect(gameFromAnySave(contents, back).state).toEqual(game.state)
  })

  it('a format 5 save (no ruleset named) is a card game: it opens as format 6 naming the card game', () => {
    const { checksum: _c, ruleset: _r, ...body } = makeSave(game, cardSeats)
    const v5 = { ...body, version: 5 }
    const { save, migratedFrom } = readSave(content, JSON.stringify({ ...v5, checksum: checksum(JSON.stringify(v5)) }))
    expect(migratedFrom).toBe(5)
    expect(Object.keys(save).slice(0, 4)).toEqual(['format', 'version', 'ruleset', 'rulesVersion'])
    expect([save.version, save.ruleset]).toEqual([6, 'card'])
    expect(readSave(content, serializeSave(save)).migratedFrom).toBeNull()
  })

  it('a format 5 save naming another ruleset is not one Overdive wrote: refused', () => {
    const { checksum: _c, ...body } = makeSave(game, cardSeats)
    const v5 = { ...body, version: 5, ruleset: 'hex' }
    expect(() => readSave(content, JSON.stringify({ ...v5, checksum: checksum(JSON.stringify(v5)) }))).toThrow(/save format 5: ruleset/)
  })

  it('a journal names the card game (version 2); a version 1 journal, naming none, is still read as one', () => {
    const replay = Game.start(content, game.state.setup, game.state.seed)
    const header = journalHeader(replay, cardSeats)
    expect([header.version, header.ruleset]).toEqual([2, 'card'])
    const { ruleset: _r, ...v1 } = { ...header, version: 1 as const }
    let text = journalText(v1)
    game.commands.forEach((command, i) => {
      replay.apply(command)
      text += journalText({ n: i + 1, command, meta: lineMetaOf(replay.state) })
    })
    expect(replayJournal(content, parseJournal(text)).game.state).toEqual(game.state)
  })
})

describe('journals of any ruleset (issue 29)', () => {
  /** The journal as a writer makes it: the header, then a line after each command. */
  function journalOf(src: SaveSource): string {
    const again = countRuleset.start(null, setup, src.seed)
    const follow: SaveSource = { ...src, game: again }
    let text = journalText(rulesetJournalHeader(follow, seats, { now: new Date('2026-11-29T09:00:00Z') }))
    for (const cmd of src.game.commands as CountCommand[]) {
      again.play(cmd)
      text += journalText(rulesetJournalLine(follow))
    }
    return text
  }

  it('replays to exactly the game it was written from; its header names the ruleset and version', () => {
    const src = played(6)
    const text = journalOf(src)
    expect(JSON.parse(text.split('\n')[0])).toMatchObject({ format: 'overdive-journal', version: 2, ruleset: 'count', rulesVersion: 3 })
    const journal = parseRulesetJournal(text)
    expect(journal.torn).toBe(false)
    const { game, seats: now } = replayRulesetJournal(contents, journal)
    expect(game.state).toEqual(src.game.state)
    expect(now).toEqual(seats)
    // and a save made from the replayed journal verifies like any other
    const save = makeAnySave({ ...src, game }, now)
    expect(verifyAnySave(contents, readSave(contents, serializeSave(save as never)).save).state).toEqual(src.game.state)
  })

  it('a last line cut short is left out; a line whose meta was edited is refused, naming its command', () => {
    const src = played(6)
    const text = journalOf(src)
    const torn = text.slice(0, -5)
    const journal = parseRulesetJournal(torn)
    expect(journal.torn).toBe(true)
    expect(replayRulesetJournal(contents, journal).game.commands).toEqual(src.game.commands.slice(0, -1))
    const lines = text.split('\n')
    const second = JSON.parse(lines[2])
    lines[2] = JSON.stringify({ ...second, meta: { ...second.meta, turn: 7 } })
    expect(() => replayRulesetJournal(contents, parseRulesetJournal(lines.join('\n')))).toThrow(/command 2 leaves the game at turn 3 \(saying\), not where its line says/)
  })

  it("a command line its ruleset's schema refuses is a SaveError naming the line", () => {
    const lines = journalOf(played(6)).split('\n')
    lines[1] = lines[1].replace('"type":"say"', '"type":"yell"')
    expect(() => parseRulesetJournal(lines.join('\n'))).toThrow(/line 2 of the journal is neither a command nor seats/)
  })
})
