import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { content } from '../testing/fixtures'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { makeSave } from '../../shared/save/save-file'
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
    const written = store.write('duel', aSave())
    expect(written).toBe('duel (2).json')
    expect(readFileSync(join(store.dir, 'duel.json'), 'utf8')).toBe(before)
    const list = store.list()
    expect(list.find((e) => e.file === 'duel.json')!.problem).toMatch(/not valid JSON/)
    expect(list.find((e) => e.file === good)!.problem).toBeNull()
    expect(list.find((e) => e.file === written)!.problem).toBeNull()
  })

  it('reports a temporary file left by an interrupted write', () => {
    const store = freshStore()
    writeFileSync(join(store.dir, 'autosave.json.tmp-123-0'), '{"format":"overd')
    const [entry] = store.list()
    expect(entry.interrupted).toBe(true)
    expect(entry.problem).toMatch(/interrupted write/)
  })

  it('lists unfinished autosaves as games to resume', () => {
    const store = freshStore()
    const game = Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 4)
    store.write('autosave-g1', makeSave(game, seats, { kind: 'autosave' }))
    store.write('manual', makeSave(game, seats, { kind: 'manual' }))
    expect(store.resumable().map((e) => e.file)).toEqual(['autosave-g1.json'])
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

describe('Autosave under a killed process: "Every file it leaves either loads or is reported as an interrupted write ... and the last complete save always loads"', () => {
  it('survives being killed at random moments during autosaves, over many runs', async () => {
    const runs = 24
    let rng = 12345
    const rand = () => ((rng = (rng * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
    let interruptedSeen = 0
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
      const entries = store.list()
      for (const e of entries) {
        if (e.interrupted) interruptedSeen++
        else expect(e.problem, `${e.file} in run ${run}`).toBeNull()
      }
      // the last complete save loads, and is at least as far on as the last write the writer reported
      expect(existsSync(join(dir, 'autosave-test.json'))).toBe(true)
      const { save } = store.read('autosave-test.json')
      const done = lastDone as unknown as { round: number; seq: number }
      const round = (save.seed as number) - 1
      expect(round > done.round || (round === done.round && save.snapshot.seq >= done.seq)).toBe(true)
    }
    console.log(`autosave kill test: ${runs} runs, ${interruptedSeen} interrupted writes left behind and reported`)
  }, 240_000)
})
