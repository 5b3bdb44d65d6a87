import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import type { ServerMessage } from '../../shared/protocol/messages'
import { makeSave } from '../../shared/save/save-file'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { content } from '../testing/fixtures'
import { gameIdentity, SaveStore } from './save-store'

const seats = { central: 'bot:heuristic', allied: 'human' } as const

function freshStore(): SaveStore {
  return new SaveStore(mkdtempSync(join(tmpdir(), 'overdive-rename-')), content)
}

function aGame(seed = 4) {
  return Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), seed)
}

function hostOn(dir: string, screen = true) {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => 7, saves: new SaveStore(dir, content) })
  const inbox: ServerMessage[] = []
  const conn = host.connect((m) => inbox.push(m), { screen })
  const last = <T extends ServerMessage['type']>(type: T) => [...inbox].reverse().find((m) => m.type === type) as Extract<ServerMessage, { type: T }>
  return { host, conn, inbox, last, send: (m: unknown) => host.receive(conn, m) }
}

/** Wait until the host's game is over (two bots play it out). */
async function playedOut(h: ReturnType<typeof hostOn>, session: string): Promise<void> {
  for (let i = 0; i < 600 && !h.host.getSession(session)?.game.over; i++) await new Promise((ok) => setTimeout(ok, 10))
  expect(h.host.getSession(session)?.game.over, 'the bots finished the game').toBe(true)
}

describe('Saves are named and renamed: rename never replaces a save', () => {
  it('renames a manual save, keeping its game, and refuses a name another save has', () => {
    const store = freshStore()
    const a = store.write('first', makeSave(aGame(), seats))
    const b = store.write('second', makeSave(aGame(5), seats))
    const before = readFileSync(join(store.dir, b), 'utf8')
    expect(store.rename(a, 'Dawn patrol')).toBe('Dawn patrol.json')
    expect(readdirSync(store.dir).sort()).toEqual(['Dawn patrol.json', 'second.json'])
    expect(store.read('Dawn patrol.json').save.meta.scenario).toBe('duel-over-the-trenches')
    // taken: refused, and both files stay as they were
    expect(() => store.rename('Dawn patrol.json', 'second')).toThrow(expect.objectContaining({ code: 'bad-name', message: expect.stringMatching(/already in the saves folder/) }))
    expect(readFileSync(join(store.dir, 'second.json'), 'utf8')).toBe(before)
    expect(existsSync(join(store.dir, 'Dawn patrol.json'))).toBe(true)
    // the same name is no change; a new case of the same name is allowed
    expect(store.rename('second.json', 'second')).toBe('second.json')
    expect(store.rename('second.json', 'Second')).toBe('Second.json')
    expect(readdirSync(store.dir).sort()).toEqual(['Dawn patrol.json', 'Second.json'])
  })

  it('refuses Windows device names as write() does, and a file that is not there', () => {
    const store = freshStore()
    const a = store.write('first', makeSave(aGame(), seats))
    for (const name of ['CON', 'nul.txt', 'LPT1']) expect(() => store.rename(a, name), name).toThrow(expect.objectContaining({ code: 'bad-name' }))
    expect(() => store.rename('missing.json', 'x')).toThrow(expect.objectContaining({ code: 'not-a-save' }))
    expect(() => store.rename('../first.json', 'x')).toThrow(/not a save in the saves folder/)
    expect(readdirSync(store.dir)).toEqual(['first.json'])
  })

  it('turns a left game\'s autosave into a manual save under the name: the same game, no longer offered for recovery', () => {
    const store = freshStore()
    const game = aGame()
    const writer = store.startJournal('g1', game, seats)
    writer.close()
    const [journal] = store.list()
    expect(journal.kind).toBe('autosave')
    expect(store.resumable().map((e) => e.file)).toEqual(['autosave-g1.journal'])
    expect(store.rename('autosave-g1.journal', 'Unfinished duel')).toBe('Unfinished duel.json')
    expect(readdirSync(store.dir)).toEqual(['Unfinished duel.json'])
    const [named] = store.list()
    expect(named).toMatchObject({ kind: 'manual', game: journal.game, problem: null })
    expect(store.resumable()).toEqual([])
    expect(JSON.stringify(store.read('Unfinished duel.json').game.state)).toBe(JSON.stringify(game.state))
  })
})

describe('The list of saves says which game each file holds and who won it', () => {
  it('gives every file of one game the same identity, a digest that does not show the seed', () => {
    const store = freshStore()
    const game = aGame(123456789)
    store.write('manual', makeSave(game, seats))
    store.startJournal('g1', game, seats).close()
    store.write('other', makeSave(aGame(5), seats))
    const list = store.list()
    const id = (f: string) => list.find((e) => e.file === f)!.game
    expect(id('manual.json')).toBe(id('autosave-g1.journal'))
    expect(id('manual.json')).toBe(gameIdentity(game.state.setup, game.state.seed))
    expect(id('other.json')).not.toBe(id('manual.json'))
    expect(id('manual.json')).toMatch(/^[0-9a-f]{16}$/)
    expect(id('manual.json')).not.toContain('123456789')
  })
})

describe('Host: rename-save, and the listing\'s winner', () => {
  it('renames a save for the screen and answers save-renamed; a taken name is an error that changes nothing', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-rename-host-'))
    const a = hostOn(dir)
    a.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'face-to-face' }, seats: ['bot:random', 'human'] })
    const { session } = a.last('game-created')
    a.send({ type: 'save-game', session, name: 'Morning' })
    a.send({ type: 'save-game', session, name: 'Evening' })
    a.send({ type: 'rename-save', re: 'r1', file: 'Morning.json', name: 'Dawn' })
    expect(a.last('save-renamed')).toEqual({ type: 'save-renamed', re: 'r1', file: 'Morning.json', to: 'Dawn.json' })
    a.send({ type: 'rename-save', re: 'r2', file: 'Dawn.json', name: 'Evening' })
    expect(a.last('error')).toMatchObject({ re: 'r2', code: 'bad-name' })
    expect(readdirSync(dir).filter((f) => f.endsWith('.json')).sort()).toEqual(['Dawn.json', 'Evening.json'])
  })

  it('refuses to rename the autosave of a game still running', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-rename-host-'))
    const a = hostOn(dir)
    a.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'human'] })
    const autosave = readdirSync(dir).find((f) => f.startsWith('autosave-'))!
    a.send({ type: 'rename-save', re: 'r1', file: autosave, name: 'mine' })
    expect(a.last('error')).toMatchObject({ re: 'r1', code: 'game-running' })
    expect(readdirSync(dir)).toEqual([autosave])
  })

  it('is screen-only: a guest cannot rename a save (a save holds every secret of its game)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-rename-host-'))
    const a = hostOn(dir)
    a.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'face-to-face' }, seats: ['bot:random', 'human'] })
    a.send({ type: 'save-game', session: a.last('game-created').session, name: 'kept' })
    const guest = hostOn(dir, false)
    guest.send({ type: 'rename-save', re: 'g1', file: 'kept.json', name: 'taken over' })
    expect(guest.inbox).toEqual([expect.objectContaining({ type: 'error', re: 'g1', code: 'screen-only' })])
    expect(readdirSync(dir)).toContain('kept.json')
  })

  it('lists a finished game with its winner\'s team name, and its autosave and manual save as the same game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-rename-host-'))
    const a = hostOn(dir)
    a.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'bot:heuristic'], options: { turnLimit: 3 } })
    const { session } = a.last('game-created')
    await playedOut(a, session)
    const result = a.host.getSession(session)!.game.state.result!
    a.send({ type: 'save-game', session, name: 'The end' })
    a.send({ type: 'list-saves' })
    const saves = a.last('saves').saves
    expect(saves).toHaveLength(2)
    const [manual, auto] = [saves.find((s) => s.kind === 'manual')!, saves.find((s) => s.kind === 'autosave')!]
    expect(manual.over).toBe(true)
    expect(auto.over).toBe(true)
    expect(manual.game).toBe(auto.game)
    // the host's seed 7 plays out to a German win; the listing names the team as the scenario does
    expect(result.winner).toBe('central')
    expect(manual.winner).toBe('German')
    expect(auto.winner).toBe('German')
  })
})
