/**
 * The autosave journal on disk of a hex game (issue 29): written a line per command, read back as the game, carried
 * on by a game loaded from it after a torn last line (cut off, then appended to), and refused for another game.
 */
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hexRuleset, type HexGame } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { playRandomGame } from '../../shared/rulesets/hex/random-play'
import type { SaveSource } from '../../shared/save/ruleset-save'
import { content } from '../testing/fixtures'
import { SaveStore } from './save-store'

const contents = { hex: hexContent }
const seats = { allies: 'human', germans: 'bot:search' } as const

function hexGame(seed: number): SaveSource & { game: HexGame } {
  const setup = hexRuleset.setupFor(hexContent, 'duel')
  return { ruleset: hexRuleset, game: hexRuleset.start(hexContent, setup, seed) as HexGame, setup, seed }
}

describe("a hex game's autosave journal on disk (issue 29)", () => {
  it('is written a line per command, and a game loaded from it after a torn line carries on in the same file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-hex-journal-'))
    const store = new SaveStore(dir, content, contents)
    const src = hexGame(5)
    const writer = store.startRulesetJournal('g1', src, seats)
    playRandomGame(src.game, 5, undefined, 12)
    expect(writer.append(src.game)).toBe(src.game.commands.length)
    writer.close()
    const path = join(dir, 'autosave-g1.journal')
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1 + src.game.commands.length)

    // the process died while writing a line
    appendFileSync(path, '{"n":99,"command":{"ty')
    const loaded = store.readAny('autosave-g1.journal')
    expect(JSON.stringify(loaded.game.state)).toBe(JSON.stringify(src.game.state))
    expect(loaded.save).toMatchObject({ ruleset: 'hex', kind: 'autosave', seats })

    // carried on: the torn line is cut off and the new commands follow
    const again = store.resumeRulesetJournal('autosave-g1.journal', loaded.source, seats)
    const more = playRandomGame(loaded.game as HexGame, 6, undefined, 6)
    expect(more).toBeGreaterThan(0)
    again.append(loaded.game)
    again.close()
    const text = readFileSync(path, 'utf8')
    expect(text).not.toContain('"n":99')
    expect(text.trim().split('\n')).toHaveLength(1 + loaded.game.commands.length)
    expect(JSON.stringify(store.readAny('autosave-g1.journal').game.state)).toBe(JSON.stringify(loaded.game.state))

    // the journal of another game is not carried on by this one
    const other = hexGame(9)
    expect(() => store.resumeRulesetJournal('autosave-g1.journal', other, seats)).toThrow(/the journal of another game/)
  })
})
