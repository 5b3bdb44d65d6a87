import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { content } from '../testing/fixtures'
import { BOTS } from '../../shared/bots'
import { Game } from '../../shared/engine/game'
import { playGame } from '../../shared/sim/play'
import { scenarioSetup } from '../../shared/engine/setup'
import { checksum } from '../../shared/save/checksum'
import { makeSave, serializeSave } from '../../shared/save/save-file'
import { readJournal } from './journal'
import { safeFileName, SaveStore, writeAtomic } from './save-store'

const seats = { central: 'bot:heuristic', allied: 'human' } as const

function freshStore(): SaveStore {
  return new SaveStore(mkdtempSync(join(tmpdir(), 'overdive-saves-')), content)
}

function aSave() {
  const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 4)
  return makeSave(game, seats)
}

describe('Save files on disk: "Writes are atomic: a temporary file, fsync, then rename"', () => {
  it('writes a save that reads back, and leaves no temporary file behind', () => {
    const store = freshStore()
    const name = store.write('My duel', aSave())
    expect(name).toBe('My duel.json')
    expect(readdirSync(store.dir)).toEqual(['My duel.json'])
    expect(store.read(name).save.meta.scenario).toBe('duel-over-the-trenches')
  })

  it('keeps file names safe', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd.json')
    expect(safeFileName('Dawn: patrol?')).toBe('Dawn- patrol-.json')
    expect(() => freshStore().path('../x.json')).toThrow(/not a save in the saves folder/)
  })

  it('"A corrupt or unreadable file gets a clear error that names what is wrong. It is never overwritten, and the player\'s other saves are untouched"', () => {
    const store = freshStore()
    const good = store.write('good', aSave())
    writeFileSync(join(store.dir, 'duel.json'), '{"format":"overdive-save","version":2, "trunc')
    const before = readFileSync(join(store.dir, 'duel.json'), 'utf8')
    expect(() => store.read('duel.json')).toThrow(/duel\.json: the file is not valid JSON/)
    const written = store.write(store.freeNameIfTaken('duel'), aSave())
    expect(written).toBe('duel (2).json')
    expect(readFileSync(join(store.dir, 'duel.json'), 'utf8')).toBe(before)
    const list = store.list()
    expect(list.find((e) => e.file === 'duel.json')!.problem).toMatch(/not valid JSON/)
    expect(list.find((e) => e.file === good)!.problem).toBeNull()
    expect(list.find((e) => e.file === written)!.problem).toBeNull()
  })

  it('reports a temporary file of a live process as an interrupted write', () => {
    const store = freshStore()
    writeFileSync(join(store.dir, `autosave.json.tmp-${process.pid}-0`), '{"format":"overd')
    const [entry] = store.list()
    expect(entry.interrupted).toBe(true)
    expect(entry.problem).toMatch(/interrupted write/)
  })

  it('"sweeps .tmp-<pid>-<n> files whose pid is not alive" when the store opens, and leaves a live writer\'s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-sweep-'))
    // a process that has come and gone: its pid is free
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' })
    const deadPid = Number(dead.stdout)
    expect(deadPid).toBeGreaterThan(0)
    writeFileSync(join(dir, `duel.json.tmp-${deadPid}-3`), '{"format":"overd')
    writeFileSync(join(dir, `duel.json.tmp-${process.pid}-0`), '{"format":"overd')
    writeFileSync(join(dir, 'duel.json'), serializeSave(aSave()))
    const store = new SaveStore(dir, content)
    expect(store.swept).toEqual([`duel.json.tmp-${deadPid}-3`])
    expect(readdirSync(dir).sort()).toEqual(['duel.json', `duel.json.tmp-${process.pid}-0`])
  })

  it('refuses Windows device names (CON, PRN, AUX, NUL, COM1-9, LPT1-9), in any case, with or without an extension', () => {
    for (const name of ['CON', 'con', 'Prn.json', 'aux.txt', 'NUL', 'nul.tar.json', 'com1', 'COM9.json', 'lpt1', 'LPT9.log', 'con ']) {
      expect(() => safeFileName(name), name).toThrow(expect.objectContaining({ code: 'bad-name' }))
    }
    for (const name of ['console', 'COM10', 'com', 'LPT0', 'nul-patrol', 'icon', 'auxiliary.json']) expect(safeFileName(name), name).toMatch(/\.json$/)
    const store = freshStore()
    expect(() => store.write('AUX', aSave())).toThrow(/Windows keeps it for a device/)
    expect(() => store.import('com3', serializeSave(aSave()))).toThrow(/Windows keeps it for a device/)
    expect(readdirSync(store.dir)).toEqual([])
  })

  it('read() and import() replay the save: a snapshot its commands do not make is refused, and import writes nothing', () => {
    const store = freshStore()
    const { checksum: _c, ...body } = aSave()
    body.snapshot.planes[0].x += 1
    const forged = JSON.stringify({ ...body, checksum: checksum(JSON.stringify(body)) })
    writeFileSync(join(store.dir, 'forged.json'), forged)
    expect(() => store.read('forged.json')).toThrow(/forged\.json: the snapshot is not the game its 0 commands replay to \(they differ at snapshot\.planes\.0\.x\)/)
    expect(() => store.import('shared', forged)).toThrow(/the snapshot is not the game/)
    expect(readdirSync(store.dir)).toEqual(['forged.json'])
    expect(store.import('shared', serializeSave(aSave()))).toBe('shared.json')
    expect(store.import('shared', serializeSave(aSave()))).toBe('shared (2).json')
  })

  it('lists unfinished autosaves as games to resume: journals, and format 2 autosaves', () => {
    const store = freshStore()
    const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 4)
    store.write('autosave-g1', makeSave(game, seats, { kind: 'autosave' }))
    store.write('manual', makeSave(game, seats, { kind: 'manual' }))
    store.startJournal('g2', game, seats).close()
    expect(store.resumable().map((e) => e.file).sort()).toEqual(['autosave-g1.json', 'autosave-g2.journal'])
  })

  it("names who won a finished game: the team, or the winning player's seat where scores are kept separately (003 Look Up!'s variant, line 1245)", () => {
    const store = freshStore()
    const finished = (scenario: string, variant: string | null, seed: number) => {
      const setup = scenarioSetup(content, { scenario, variant })
      return playGame(content, setup, seed, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, seed)])), { maxTurns: 40 })
    }
    const duel = finished('duel-over-the-trenches', null, 2)
    const pair = finished('look-up', 'two-players', 2)
    expect(duel.state.result?.winner).toBeTruthy()
    expect(pair.state.result).toMatchObject({ winner: 'central', winnerPlane: 'albatros' })
    const kinds = (g: Game) => Object.fromEntries(g.state.setup.seats.map((s) => [s.id, 'bot:heuristic' as const]))
    store.write('duel', makeSave(duel, kinds(duel)))
    store.write('pair', makeSave(pair, kinds(pair)))
    const listed = Object.fromEntries(store.list().map((e) => [e.file, e.winner]))
    expect(listed['duel.json']).toBe(duel.state.setup.teams.find((t) => t.id === duel.state.result!.winner)!.name)
    const albatrosSeat = pair.state.setup.planes.find((p) => p.id === 'albatros')!.seat
    expect(listed['pair.json']).toBe(pair.state.setup.seats.find((s) => s.id === albatrosSeat)!.name)
    expect(listed['pair.json']).not.toBe('German')
  })

  it('writeAtomic replaces a file whole', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-atomic-'))
    const f = join(dir, 'a.json')
    writeAtomic(f, 'one')
    writeAtomic(f, 'two')
    expect(readFileSync(f, 'utf8')).toBe('two')
    expect(readdirSync(dir)).toEqual(['a.json'])
  })
})

describe('Autosave under a killed process: "a child killed mid-game leaves a journal that loads"', () => {
  it('survives being killed at random moments during autosaves, over many runs', async () => {
    const runs = 24
    let rng = 12345
    const rand = () => ((rng = (rng * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
    let torn = 0
    let swept = 0
    for (let run = 0; run < runs; run++) {
      const dir = mkdtempSync(join(tmpdir(), 'overdive-kill-'))
      const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../testing/autosave-writer.ts'), dir], { stdio: ['ignore', 'pipe', 'pipe'] })
      let lastDone: { round: number; seq: number } | null = null
      let buffer = ''
      child.stdout.on('data', (d: Buffer) => {
        buffer += d.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop()!
        for (const l of lines) {
          const m = /^saved (\d+) (\d+)$/.exec(l)
          if (m) lastDone = { round: Number(m[1]), seq: Number(m[2]) }
        }
      })
      // wait until it has started writing, then kill it at a random moment
      await new Promise<void>((ok) => {
        const t0 = Date.now()
        const poll = setInterval(() => {
          if (lastDone || Date.now() - t0 > 20000) {
            clearInterval(poll)
            ok()
          }
        }, 5)
      })
      await new Promise((ok) => setTimeout(ok, 5 + rand() * 120))
      child.kill('SIGKILL')
      await new Promise((ok) => child.on('exit', ok))
      expect(lastDone, 'the writer never wrote').not.toBeNull()
      const store = new SaveStore(dir, content)
      swept += store.swept.length
      const entries = store.list()
      // the dead writer's temporary files were swept: every file left is a journal that lists and loads
      for (const e of entries) {
        expect(e.interrupted, `${e.file} in run ${run}`).toBe(false)
        expect(e.problem, `${e.file} in run ${run}`).toBeNull()
        expect(() => store.read(e.file), `${e.file} in run ${run}`).not.toThrow()
      }
      // the journal of the game being played loads, at least as far on as the last append the writer reported
      const done = lastDone as unknown as { round: number; seq: number }
      const file = `autosave-r${done.round}.journal`
      expect(existsSync(join(dir, file)), `${file} in run ${run}`).toBe(true)
      expect(store.read(file).game.state.seq).toBeGreaterThanOrEqual(done.seq)
      if (readJournal(content, join(dir, file)).torn) torn++
    }
    console.log(`autosave kill test: ${runs} runs, ${torn} journals with a torn last line, ${swept} temporary files swept`)
  }, 240_000)
})
