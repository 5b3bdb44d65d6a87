/**
 * A finished hex game's save watched as a replay (issue 30): a frame per command with the start first, each labelled
 * in the event log's words; stepping on plays a frame's events, any other move jumps; the log is the game's up to
 * the frame shown; watched as a seat a frame shows that seat's hand and never the other's, as a spectator no hand.
 */
import { describe, expect, it } from 'vitest'
import { hexRuleset, type HexEvent, type HexGame, type HexView } from '../../../../../shared/rulesets/hex'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { playRandomGame } from '../../../../../shared/rulesets/hex/random-play'
import { makeAnySave, serializeSave } from '../../../../../shared/save/save-file'
import { makeStore } from '../../../store'
import { closeHexReplay, currentHexReplay, hexStepTo, hexWatchAs, openHexReplay } from './hex-replay'

function finishedHexSave(seed: number): { text: string; game: HexGame } {
  const setup = hexRuleset.setupFor(hexContent, 'duel')
  const game = hexRuleset.start(hexContent, setup, seed) as HexGame
  playRandomGame(game, seed)
  const save = makeAnySave({ ruleset: hexRuleset, game, setup, seed }, { allies: 'human', germans: 'bot:heuristic' })
  return { text: serializeSave(save as never), game }
}

describe('a hex replay in the renderer', () => {
  it('opens a finished game on its first frame, a frame per command, each labelled in words', () => {
    const { text, game } = finishedHexSave(3)
    expect(game.over).toBe(true)
    const store = makeStore()
    openHexReplay(store, 'duel.json', text)
    const s = store.getState()
    expect(s.ui.screen).toBe('replay')
    expect(s.replay).toMatchObject({ file: 'duel.json', ruleset: 'hex', index: 0, problem: null })
    expect(s.replay.labels).toHaveLength(game.commands.length + 1)
    expect(s.replay.labels[0]).toBe('The start')
    expect(s.replay.labels.slice(1).every((l) => /^Round \d+/.test(l))).toBe(true)
    expect(s.rulesetGame).toMatchObject({ session: 'replay:duel.json', ruleset: 'hex', seat: null })
    expect((s.rulesetGame!.view as HexView).hand).toEqual([])
    closeHexReplay()
  })

  it('steps on and back: the next frame plays its events, a jump none; the log is everything up to the frame', () => {
    const { text, game } = finishedHexSave(5)
    const store = makeStore()
    openHexReplay(store, 'g.json', text)
    const replay = currentHexReplay()!
    hexStepTo(store, 1)
    let r = store.getState().rulesetGame!
    expect(r.events).toEqual(replay.events(1, null))
    hexStepTo(store, 10)
    r = store.getState().rulesetGame!
    expect(r.events, 'a jump plays nothing').toEqual([])
    const upTo10 = Array.from({ length: 11 }, (_, i) => replay.events(i, null)).flat()
    expect(r.log).toEqual(upTo10)
    expect((r.view as HexView).seq).toBe(10)
    hexStepTo(store, Number.MAX_SAFE_INTEGER)
    r = store.getState().rulesetGame!
    expect(store.getState().replay.index).toBe(game.commands.length)
    expect((r.view as HexView).result).toEqual((game.state as { result: unknown }).result)
    closeHexReplay()
  })

  it("watched as a seat: that seat's hand and drawn cards, never the other's; back to the spectator: no hand", () => {
    const { text } = finishedHexSave(7)
    const store = makeStore()
    openHexReplay(store, 'g.json', text)
    hexStepTo(store, 6)
    hexWatchAs(store, { kind: 'seat', seat: 'allies' })
    const replay = currentHexReplay()!
    let r = store.getState().rulesetGame!
    const hands = (replay.state(6) as { hands: Record<string, { id: number }[]> }).hands
    expect(r.seat).toBe('allies')
    expect((r.view as HexView).hand).toEqual(hands.allies)
    expect((r.log as HexEvent[]).some((e) => e.to === 'allies'), 'the cards the allies drew are in their log').toBe(true)
    expect((r.log as HexEvent[]).filter((e) => e.to === 'germans')).toEqual([])
    hexWatchAs(store, { kind: 'all' })
    r = store.getState().rulesetGame!
    expect(store.getState().replay.viewer).toEqual({ kind: 'spectator' })
    expect([r.seat, (r.view as HexView).hand]).toEqual([null, []])
    expect((r.log as HexEvent[]).every((e) => e.to === 'all')).toBe(true)
    closeHexReplay()
  })

  it('a save that is not a finished hex game, or not a save at all, says why and opens nothing', () => {
    const store = makeStore()
    openHexReplay(store, 'junk.json', '{"format":"nothing"}')
    expect(store.getState().replay.problem).toMatch(/^cannot replay junk.json: /)
    expect(store.getState().game.error).toMatch(/cannot replay junk.json/)
    expect(store.getState().rulesetGame).toBeNull()
    expect(store.getState().ui.screen).not.toBe('replay')
  })
})
