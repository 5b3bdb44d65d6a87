import { describe, expect, it } from 'vitest'
import { hexRuleset, type HexCommand, type HexGame, type HexSetup } from '../rulesets/hex'
import { hexContent } from '../rulesets/hex/content-fixture'
import { playRandomGame } from '../rulesets/hex/random-play'
import { journalText } from './journal'
import { parseRulesetJournal, replayRulesetJournal, rulesetJournalHeader, rulesetJournalLine } from './ruleset-journal'
import type { SaveSource } from './ruleset-save'
import { gameFromAnySave, makeAnySave, readSave, SaveError, serializeSave, type AnySave, type SeatKindName } from './save-file'
import { RulesetReplay } from './ruleset-replay'
import { verifyAnySave } from './verify'

// Issue 29: "A hex save and replay round-trip through the same journal and verification as the card game's". Hex
// games (002) played by random legal commands are saved, read, verified, resumed, journalled and replayed by the
// same save code as the card game's, through the ruleset contract.

const contents = { hex: hexContent }
const seats: Record<string, SeatKindName> = { allies: 'human', germans: 'bot:heuristic' }

function playedHex(seed: number, upTo = Infinity): SaveSource {
  const setup = hexRuleset.setupFor(hexContent, 'duel')
  const game = hexRuleset.start(hexContent, setup, seed) as HexGame
  playRandomGame(game, seed, undefined, upTo)
  return { ruleset: hexRuleset, game, setup, seed }
}

describe('hex games through the save code (issue 29)', () => {
  for (const seed of [1, 2, 3]) {
    it(`a random hex game (seed ${seed}) saves naming the hex game, reads back, verifies and resumes to the same state`, () => {
      const src = playedHex(seed)
      expect(src.game.commands.length).toBeGreaterThan(5)
      const save = makeAnySave(src, seats, { now: new Date('2026-11-29T10:00:00Z') })
      expect([save.ruleset, save.rulesVersion]).toEqual(['hex', hexRuleset.version])
      // the list of saves shows the hex game's round and phase (its summary), and who won
      const state = src.game.state as { round: number; phase: string; result: { winner: string | null } | null }
      expect(save.meta).toMatchObject({ turn: state.round, step: state.phase, over: src.game.over, winner: state.result?.winner ?? null })
      expect(save.meta.seats.map((s) => [s.id, s.kind])).toEqual([['allies', 'human'], ['germans', 'bot:heuristic']])
      const text = serializeSave(save as never)
      const back = readSave(contents, text).save
      expect(serializeSave(back as never)).toBe(text)
      expect(verifyAnySave(contents, back).state).toEqual(src.game.state)
      expect(gameFromAnySave(contents, back).state).toEqual(src.game.state)
    })
  }

  it('a hex game saved in the middle plays on from its save as the original does, and its hands stay out of the views', () => {
    const half = playedHex(4, 12)
    expect(half.game.over).toBe(false)
    const back = readSave(contents, serializeSave(makeAnySave(half, seats) as never)).save
    const resumed = verifyAnySave(contents, back)
    expect(resumed.view('allies')).toEqual(half.game.view('allies'))
    const germansHand = (half.game.state as { hands: Record<string, unknown[]> }).hands.germans
    expect(JSON.stringify(resumed.view('allies'))).not.toContain(JSON.stringify(germansHand))
  })

  it('an edited hex save is refused: a snapshot its commands do not make, an unknown card in a command', () => {
    const save = makeAnySave(playedHex(5), seats)
    const forge = (change: (s: AnySave) => void) => {
      const copy = JSON.parse(serializeSave(save as never)) as AnySave
      change(copy)
      return copy
    }
    const moved = forge((s) => ((s.snapshot as { round: number }).round += 1))
    expect(() => verifyAnySave(contents, moved)).toThrow(/differ at snapshot\.round/)
    const other = forge((s) => (s.seed = 99))
    expect(() => verifyAnySave(contents, other)).toThrow(SaveError)
  })

  it('a hex journal replays to exactly the game it was written from', () => {
    const src = playedHex(6)
    const again = hexRuleset.start(hexContent, src.setup as HexSetup, src.seed)
    const follow: SaveSource = { ...src, game: again }
    let text = journalText(rulesetJournalHeader(follow, seats))
    for (const cmd of src.game.commands as HexCommand[]) {
      again.play(cmd)
      text += journalText(rulesetJournalLine(follow))
    }
    const { game } = replayRulesetJournal(contents, parseRulesetJournal(text))
    expect(game.state).toEqual(src.game.state)
  })

  it('a hex replay steps through the game command by command, each seat seeing only its own hand', () => {
    const src = playedHex(7)
    const replay = RulesetReplay.ofSave(contents, makeAnySave(src, seats))
    expect(replay.length).toBe(src.game.commands.length + 1)
    expect(replay.state(replay.length - 1)).toEqual(src.game.state)
    const mid = Math.floor(replay.length / 2)
    const view = replay.view(mid, 'allies') as { hand: unknown[]; seat: string }
    expect(view.seat).toBe('allies')
    const state = replay.state(mid) as { hands: Record<string, unknown[]> }
    expect(view.hand).toEqual(state.hands.allies)
    expect(JSON.stringify(replay.view(mid, null))).not.toContain('"hands"')
  })
})
