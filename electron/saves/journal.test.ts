import { appendFileSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { BOTS } from '../../shared/bots'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import type { SeatId } from '../../shared/engine/types'
import { canonicalJson } from '../../shared/save/canonical'
import { makeSave, metaOf, readSave, type SeatKindName } from '../../shared/save/save-file'
import { verifySave } from '../../shared/save/verify'
import { content } from '../testing/fixtures'
import { SaveStore } from './save-store'

const seats: Record<SeatId, SeatKindName> = { allied: 'human', central: 'bot:heuristic' }

function freshStore(): SaveStore {
  return new SaveStore(mkdtempSync(join(tmpdir(), 'overdive-journal-')), content)
}

/** A game of Dawn Patrols and a function that plays its next move (one seat's commands), false once it is over. */
function dawnPatrol(seed = 5) {
  const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
  const game = Game.start(content, setup, seed)
  const bots = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)]))
  let turnOf = 0
  const step = (): boolean => {
    for (let tries = 0; tries < setup.seats.length && !game.over; tries++) {
      const seat = setup.seats[turnOf++ % setup.seats.length].id
      const cmds = bots[seat].decide(game.view(seat))
      for (const c of cmds) game.apply(c)
      if (cmds.length) return true
    }
    return false
  }
  return { game, step }
}

const lineCount = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1

describe('Autosave journal on disk: "one line per command ... appends and fdatasyncs"', () => {
  it('appends only the new commands, never rewriting what is written, and reads back as the game', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol()
    const writer = store.startJournal('g1', game, seats, { app: 'test' })
    expect(writer.file).toBe('autosave-g1.journal')
    const path = join(store.dir, writer.file)
    expect(lineCount(path)).toBe(1)
    for (let i = 0; i < 12 && step(); i++) {
      const before = readFileSync(path)
      const added = writer.append(game)
      const after = readFileSync(path)
      expect(added).toBeGreaterThan(0)
      // what was on disk is still there byte for byte; the new lines follow it
      expect(after.subarray(0, before.length).equals(before)).toBe(true)
      expect(lineCount(path)).toBe(1 + game.commands.length)
    }
    expect(writer.append(game)).toBe(0)
    writer.close()
    const { save, game: back } = store.read(writer.file)
    expect(canonicalJson(back.state)).toBe(canonicalJson(game.state))
    expect(back.commands).toEqual(game.commands)
    expect(save.kind).toBe('autosave')
    expect(save.app).toBe('test')
    expect(readdirSync(store.dir)).toEqual(['autosave-g1.journal'])
  })

  it('list() shows a journal from its first and last lines, as read() finds it; an unfinished one is offered to resume', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol(6)
    const writer = store.startJournal('g2', game, seats)
    for (let i = 0; i < 7 && step(); i++) writer.append(game)
    writer.setSeats({ allied: 'guest', central: 'bot:heuristic' })
    step()
    writer.append(game)
    const [entry] = store.list()
    expect(entry.problem).toBeNull()
    expect(entry.kind).toBe('autosave')
    expect(entry.meta).toEqual(metaOf(game.state, { allied: 'guest', central: 'bot:heuristic' }))
    expect(entry.meta).toEqual(store.read('autosave-g2.journal').save.meta)
    expect(store.resumable().map((e) => e.file)).toEqual(['autosave-g2.journal'])
  })

  it('text() of a journal is an ordinary save file, which reads and verifies', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol(7)
    const writer = store.startJournal('g3', game, seats)
    for (let i = 0; i < 9 && step(); i++) writer.append(game)
    const { save } = readSave(content, store.text('autosave-g3.journal'))
    expect(save.kind).toBe('autosave')
    expect(canonicalJson(verifySave(content, save).state)).toBe(canonicalJson(game.state))
  })

  it('a game loaded from its journal carries on in the same file, a torn last line cut off first', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol(8)
    const first = store.startJournal('g4', game, seats)
    for (let i = 0; i < 6 && step(); i++) first.append(game)
    first.close()
    const path = join(store.dir, 'autosave-g4.journal')
    // the process died halfway through writing a line
    appendFileSync(path, '{"n":999,"command":{"type":"pl')
    const loaded = store.read('autosave-g4.journal')
    expect(loaded.game.commands).toEqual(game.commands)
    const writer = store.resumeJournal('autosave-g4.journal', loaded.game, loaded.save.seats)
    expect(readFileSync(path, 'utf8').endsWith('\n')).toBe(true)
    const bots = Object.fromEntries(loaded.game.state.setup.seats.map((s) => [s.id, BOTS.random.make(content, s.id, 3)]))
    for (let i = 0; i < 4 && !loaded.game.over; i++) {
      for (const seat of loaded.game.state.setup.seats) for (const c of bots[seat.id].decide(loaded.game.view(seat.id))) loaded.game.apply(c)
      writer.append(loaded.game)
    }
    writer.close()
    expect(readdirSync(store.dir)).toEqual(['autosave-g4.journal'])
    const again = store.read('autosave-g4.journal')
    expect(canonicalJson(again.game.state)).toBe(canonicalJson(loaded.game.state))
    expect(again.game.commands.length).toBeGreaterThan(game.commands.length)
  })

  it('"A damaged journal must never make later autosaves go to new (2) files"', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol(9)
    const writer = store.startJournal('g5', game, seats)
    for (let i = 0; i < 6 && step(); i++) writer.append(game)
    writer.close()
    const path = join(store.dir, 'autosave-g5.journal')
    const lines = readFileSync(path, 'utf8').split('\n')
    lines[3] = lines[3].slice(0, 15)
    writeFileSync(path, lines.join('\n'))
    expect(() => store.read('autosave-g5.journal')).toThrow(/autosave-g5\.journal: line 4 of the journal is not valid JSON/)
    expect(store.list()[0].problem).toBeNull() // the list reads only the first and last lines
    // the game goes on (it is still in memory): its autosave stays in its one file, written afresh
    const resumed = store.resumeJournal('autosave-g5.journal', game, seats)
    step()
    resumed.append(game)
    resumed.close()
    expect(readdirSync(store.dir)).toEqual(['autosave-g5.journal'])
    expect(canonicalJson(store.read('autosave-g5.journal').game.state)).toBe(canonicalJson(game.state))
    // and a game started again under the same uid takes the same file
    writeFileSync(path, 'garbage')
    store.startJournal('g5', game, seats).close()
    expect(readdirSync(store.dir)).toEqual(['autosave-g5.journal'])
    expect(store.read('autosave-g5.journal').game.commands).toEqual(game.commands)
  })

  it('a journal with no complete first line is listed with its problem', () => {
    const store = freshStore()
    writeFileSync(join(store.dir, 'autosave-x.journal'), '{"format":"overdive-jour')
    expect(store.list()[0].problem).toMatch(/autosave-x\.journal: the journal has no complete first line/)
  })

  it('refuses to carry on the journal of another game, and to append a game other than its own', () => {
    const store = freshStore()
    const a = dawnPatrol(10)
    const writer = store.startJournal('g6', a.game, seats)
    a.step()
    writer.append(a.game)
    const b = dawnPatrol(11)
    b.step()
    expect(() => writer.append(b.game)).toThrow(/follows another game/)
    writer.close()
    expect(() => store.resumeJournal('autosave-g6.journal', b.game, seats)).toThrow(/journal of another game/)
  })

  it('a format 2 autosave taken over by a journal is deleted once the journal is written; uids are file-safe', () => {
    const store = freshStore()
    const { game, step } = dawnPatrol(12)
    step()
    store.write('autosave-g7', makeSave(game, seats, { kind: 'autosave' }))
    const loaded = store.read('autosave-g7.json')
    store.startJournal('g7', loaded.game, loaded.save.seats, { replaces: 'autosave-g7.json' }).close()
    expect(readdirSync(store.dir)).toEqual(['autosave-g7.journal'])
    expect(store.read('autosave-g7.journal').game.commands).toEqual(game.commands)
    expect(() => store.startJournal('../evil', game, seats)).toThrow(/cannot name a game's autosave/)
  })
})
