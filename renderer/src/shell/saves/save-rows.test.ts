import { describe, expect, it } from 'vitest'
import type { SaveListing } from '../../../../shared/protocol/messages'
import { continueText, exportFileName, gameName, handsInside, importErrorText, importedText, isAutosaveFile, latestUnfinished, leftText, outcomeText, renameErrorText, saveDetails, saveName, saveRows } from './save-rows'

const listing = (file: string, over: boolean, more: Partial<SaveListing> = {}): SaveListing => ({
  file,
  size: 10,
  savedAt: '2026-11-22T10:00:00Z',
  kind: file.startsWith('autosave-') ? 'autosave' : 'manual',
  title: 'Duel over the Trenches',
  scenario: 'duel-over-the-trenches',
  turn: 5,
  over,
  winner: over ? 'German' : null,
  game: 'g1',
  seats: [],
  problem: null,
  interrupted: false,
  ...more,
})

describe('saveRows: a finished game kept twice (autosave and a named save) shows once, both files reachable', () => {
  it('collapses a finished game\'s autosave and manual save into one row that opens the named save', () => {
    const rows = saveRows([listing('autosave-x.journal', true, { savedAt: '2026-11-22T11:00:00Z' }), listing('The end.json', true), listing('Other.json', true, { game: 'g2' })])
    expect(rows.map((r) => r.main.file)).toEqual(['The end.json', 'Other.json'])
    expect(rows[0].files.map((f) => f.file)).toEqual(['The end.json', 'autosave-x.journal'])
  })

  it('keeps files apart when they are not the same finished game: unfinished, another end, another game, unreadable', () => {
    const list = [
      listing('autosave-a.journal', false),
      listing('earlier.json', false),
      listing('autosave-b.journal', true, { turn: 7 }),
      listing('draw.json', true, { winner: null }),
      listing('unknown.json', true, { game: null }),
      listing('broken.json', true, { problem: 'not valid JSON' }),
    ]
    expect(saveRows(list).map((r) => r.files.length)).toEqual([1, 1, 1, 1, 1, 1])
  })

  it('folds an imported replay of the same finished game in too, the named save still first', () => {
    const rows = saveRows([listing('shared.json', true, { kind: 'replay' }), listing('autosave-x.journal', true), listing('mine.json', true)])
    expect(rows).toHaveLength(1)
    expect(rows[0].files.map((f) => f.file)).toEqual(['mine.json', 'shared.json', 'autosave-x.journal'])
  })
})

describe('What a save row says', () => {
  it('names a save by its file, and an autosave after its scenario and turn (issue 26: not "Autosave")', () => {
    expect(saveName(listing('Dawn patrol.json', false))).toBe('Dawn patrol')
    expect(saveName(listing('autosave-abc.journal', false))).toBe('Duel over the Trenches — turn 5')
    // an old autosave (the version 2 file) reads alike; one whose listing knows no title falls back to the scenario
    expect(saveName(listing('autosave-abc.json', false, { title: null, turn: null }))).toBe('duel-over-the-trenches')
    // a player-renamed autosave is a manual save under its new name, which it keeps
    expect(saveName(listing('autosave-abc.json', false, { kind: 'manual' }))).toBe('autosave-abc')
    expect(saveName(listing('My duel.json', false, { kind: 'manual' }))).toBe('My duel')
    expect(isAutosaveFile(listing('autosave-abc.journal', false))).toBe(true)
    expect(isAutosaveFile(listing('Dawn patrol.json', false))).toBe(false)
  })

  it('offers an export under the save\'s name, made safe for any file system, and its day', () => {
    expect(exportFileName(listing('autosave-abc.journal', false))).toBe('duel-over-the-trenches-turn-5-2026-11-22.json')
    expect(exportFileName(listing('Dawn patrol.json', false))).toBe('dawn-patrol-2026-11-22.json')
    expect(exportFileName(listing('autosave-x.journal', false, { title: 'Über «CON» / nul: ..', savedAt: null }))).toBe('uber-con-nul-turn-5.json')
    expect(exportFileName(listing('autosave-x.journal', false, { title: '///', turn: null, savedAt: null }))).toBe('overdive-game.json')
  })

  it('says scenario, date, turn and winner, "draw" or "unfinished"', () => {
    expect(outcomeText(listing('a.json', true))).toBe('The Germans won')
    expect(outcomeText(listing('a.json', true, { winner: null }))).toBe('draw')
    expect(outcomeText(listing('a.json', false))).toBeNull()
    const details = saveDetails(listing('a.json', true), 'en-GB')
    expect(details).toMatch(/^Duel over the Trenches · 22 Nov 2026, \d\d:00 · turn 5 · The Germans won$/)
    expect(saveDetails(listing('a.json', false), 'en-GB')).toMatch(/ · turn 5 · unfinished$/)
    // an autosave's name says the scenario and the turn: its line does not repeat them
    expect(saveDetails(listing('autosave-a.journal', true), 'en-GB')).toMatch(/^22 Nov 2026, \d\d:00 · The Germans won$/)
  })
})

describe('The menu continues one game: the last unfinished one', () => {
  it('picks the newest unfinished, readable game', () => {
    const older = listing('autosave-old.journal', false, { savedAt: '2026-11-20T10:00:00Z', turn: 2 })
    const newer = listing('autosave-new.journal', false, { savedAt: '2026-11-22T10:00:00Z', turn: 4 })
    const broken = listing('autosave-bad.journal', false, { savedAt: '2026-11-23T10:00:00Z', problem: 'damaged' })
    expect(latestUnfinished([older, broken, newer])?.file).toBe('autosave-new.journal')
    expect(continueText(newer)).toBe('Continue Duel over the Trenches, turn 4')
    const seated = { ...newer, seats: [{ id: 'a', name: 'Allied', kind: 'human' as const }, { id: 'c', name: 'German', kind: 'bot:heuristic' as const }] }
    expect(leftText(seated, 'en-GB')).toMatch(/^Left 22 Nov 2026, \d\d:00 · Allied \(human\) vs German \(bot\)$/)
    expect(latestUnfinished([listing('autosave-done.journal', true)])).toBeNull()
    expect(latestUnfinished([])).toBeNull()
  })
})

describe('An import or a rename says how it went in plain words', () => {
  it('turns every save error code into a sentence, never the validator\'s text', () => {
    for (const code of ['not-json', 'not-a-save', 'newer-version', 'older-rules', 'schema', 'checksum', 'inconsistent', 'content', 'too-large', 'malformed', 'bad-name', 'screen-only', 'no-saves', 'internal']) {
      const text = importErrorText(code)
      expect(text, code).toMatch(/^[A-Z].*\.$/)
      expect(text, code).not.toMatch(/schema|zod|JSON|checksum|snapshot|malformed/i)
    }
    expect(importErrorText('newer-version')).toMatch(/Update Overdive/)
    expect(importedText('shared replay.json')).toBe('Imported shared replay')
  })

  it('gives a rename refused for its name in the store\'s own words, and the others in sentences', () => {
    expect(renameErrorText('bad-name', 'a save called "Evening" is already in the saves folder: choose another name')).toBe('A save called "Evening" is already in the saves folder: choose another name.')
    expect(renameErrorText('game-running', 'x')).toMatch(/still being played/)
    expect(renameErrorText('weird', 'stack trace')).toBe('The save could not be renamed.')
  })
})

describe('A hex game not over is neither replayed nor exported (its file holds both hands and the deck)', () => {
  it('offers them for a card game at any point and for a hex game once it is over', () => {
    expect(handsInside({ over: false })).toBe(false)
    expect(handsInside({ ruleset: 'card', over: false })).toBe(false)
    expect(handsInside({ ruleset: 'hex', over: false })).toBe(true)
    expect(handsInside({ ruleset: 'hex', over: null })).toBe(true)
    expect(handsInside({ ruleset: 'hex', over: true })).toBe(false)
  })
})

describe('lists name the game where they show one (issue 30)', () => {
  const hex = listing('hex-duel.json', false, { ruleset: 'hex', title: 'Duel: Sopwith Camel v Fokker D-VII', turn: 3 })
  it('a hex save says it is the hex card game, and counts rounds; a card save names no game', () => {
    expect(gameName('hex')).toBe('Hex card game')
    expect(gameName(undefined)).toBeNull()
    expect(gameName('card')).toBeNull()
    expect(saveDetails(hex)).toMatch(/^Hex card game · Duel: Sopwith Camel v Fokker D-VII · .* · round 3 · /)
    expect(continueText(hex)).toBe('Continue Duel: Sopwith Camel v Fokker D-VII, round 3')
    const card = listing('duel.json', false, { turn: 3 })
    expect(saveDetails(card)).toMatch(/^Duel over the Trenches · .* · turn 3 · /)
    expect(continueText(card)).toBe('Continue Duel over the Trenches, turn 3')
  })
})

describe('a hex game in the lists: its sides by their names', () => {
  it('"The Germans won", and who flew each side under Continue', () => {
    const hex = listing('autosave-h.journal', true, { ruleset: 'hex', winner: 'germans', seats: [{ id: 'allies', name: 'allies', kind: 'bot:heuristic' }, { id: 'germans', name: 'germans', kind: 'human' }] })
    expect(outcomeText(hex)).toBe('The Germans won')
    expect(outcomeText({ ...hex, winner: 'allies' })).toBe('The Allies won')
    expect(leftText({ ...hex, over: false }, 'en-GB')).toMatch(/ · Allies \(bot\) vs Germans \(human\)$/)
  })
})

