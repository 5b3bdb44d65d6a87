/**
 * Issue 27: "the event loop stands still 1.3 s while the screen imports a 16 MiB save". The host checks an
 * imported save (read, migrated, replayed from its setup) in a worker thread: while it does, the host answers
 * everyone else. The worker is the real one (import-worker.ts), started here through tsx as the bots' is in the
 * soak test.
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { makeAnySave, makeSave, serializeSave, type SaveFile } from '../../shared/save/save-file'
import { hexRuleset, type HexGame } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { playRandomGame } from '../../shared/rulesets/hex/random-play'
import { longGame } from '../bench/long-game'
import { ASSETS_DIR } from '../content/load-assets'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { content } from '../testing/fixtures'
import { Client } from '../testing/host-client'
import { workerSaveChecker } from './import-checker'
import { checkSaveInline, checkSaveText, type SaveChecker } from './save-check'
import { SaveStore } from './save-store'

const dir = mkdtempSync(join(tmpdir(), 'overdive-import-'))
// the worker is TypeScript here (the app runs it built): it starts with tsx, as the soak test's bots do
const boot = join(dir, 'import-worker-boot.mjs')
writeFileSync(boot, `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}\nregister()\nawait import(${JSON.stringify(new URL('./import-worker.ts', import.meta.url).href)})\n`)
const checker = workerSaveChecker(boot, ASSETS_DIR, 200)
afterAll(() => checker.dispose())

// a long game: 8 against 8 for 60 turns, a save of some hundreds of KiB
const game = longGame(content, 60)
const text = serializeSave(makeSave(game, Object.fromEntries(game.state.setup.seats.map((s) => [s.id, 'bot:heuristic'])), { kind: 'manual' }))

describe('the save checker in a worker thread', () => {
  it('gives the same save the host would check on its own thread', async () => {
    expect(await checker.check(text)).toBe(serializeSave(checkSaveText(content, text)))
  }, 60_000)

  it('refuses a bad save with the error the host would give', async () => {
    await expect(checker.check('not a save')).rejects.toMatchObject({ name: 'SaveError', code: 'not-json' })
    const tampered = text.replace('"turn":', '"turn":1e9,"x":')
    await expect(checker.check(tampered)).rejects.toThrow()
  }, 60_000)

  it('checks a save of the hex game (issue 29) with the same reader as the host, and refuses one edited', async () => {
    const setup = hexRuleset.setupFor(hexContent, 'duel')
    const hex = hexRuleset.start(hexContent, setup, 4) as HexGame
    playRandomGame(hex, 4, undefined, 30)
    const hexText = serializeSave(makeAnySave({ ruleset: hexRuleset, game: hex, setup, seed: 4 }, { allies: 'human', germans: 'bot:search' }) as SaveFile)
    expect(await checker.check(hexText)).toBe(serializeSave(checkSaveText(content, hexText, { hex: hexContent })))
    expect(JSON.parse(await checker.check(hexText)).ruleset).toBe('hex')
    // the card game's checker alone does not know the hex game's content, and says so
    expect(() => checkSaveText(content, hexText)).toThrow(/content is not loaded/)
    await expect(checker.check(hexText.replace('"round":', '"round":1e9,"x":'))).rejects.toMatchObject({ name: 'SaveError', code: 'schema' })
  }, 60_000)

  /** Import `text` at a host checking saves with `check`: what the host had answered when the event loop next turned. */
  async function firstTurn(check: SaveChecker): Promise<{ atFirstTurn: string[]; atEnd: string[] }> {
    const host = new Host({ content, botFactory: inlineBots(content), saves: new SaveStore(join(dir, 'saves'), content), checkSave: check })
    const screen = new Client(host)
    const answered = () => screen.received.filter((m) => m.type === 'sessions' || m.type === 'saved').map((m) => m.type)
    const turned = new Promise<string[]>((ok) => setTimeout(() => ok(answered()), 0))
    screen.send({ type: 'import-save', re: 'imp', name: 'long', text })
    // asked after the import
    screen.send({ type: 'list-sessions', re: 'ls' })
    const atFirstTurn = await turned
    for (let i = 0; i < 600 && !answered().includes('saved'); i++) await new Promise((r) => setTimeout(r, 50))
    expect(screen.errors()).toEqual([])
    host.dispose()
    return { atFirstTurn, atEnd: answered() }
  }

  it('lets the host answer others, and its event loop turn, while a large save is checked', async () => {
    const worker = await firstTurn(checker.check)
    // the loop turned while the worker checked: the list was answered, the import not yet
    expect(worker.atFirstTurn).toEqual(['sessions'])
    expect(worker.atEnd).toEqual(['sessions', 'saved'])
    // on the host's own thread the check held the loop until it was done
    const inline = await firstTurn(checkSaveInline(content))
    expect(inline.atFirstTurn).toEqual(['sessions', 'saved'])
  }, 60_000)

  it('stops its worker when no import has come for a while', async () => {
    await checker.check(text)
    expect(checker.running).toBe(true)
    for (let i = 0; i < 100 && checker.running; i++) await new Promise((r) => setTimeout(r, 20))
    expect(checker.running).toBe(false)
  }, 60_000)
})
