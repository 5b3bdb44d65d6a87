import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { content, setupWith, startGame } from '../../electron/testing/fixtures'
import { straights } from '../../electron/testing/rule-helpers'
import { BOTS } from '../bots'
import { scenarioSetup } from '../engine/setup'
import { playGame } from '../sim/play'
import { checksum } from './checksum'
import { makeSave, migrateV1, readSave, redactForReplay, RULES_VERSION, SAVE_VERSION, SaveError, serializeSave, verifyReplay, gameFromSave, type SaveFileV1, type SeatKindName } from './save-file'
import { Replay } from './replay'
import { Game } from '../engine/game'
import { verifySave } from './verify'

function botGame(scenario: string, seed: number, maxTurns = 40) {
  const setup = scenarioSetup(content, { scenario })
  const policies = Object.fromEntries(setup.seats.map((s, i) => [s.id, BOTS[i % 2 ? 'random' : 'heuristic'].make(content, s.id, seed)]))
  const game = playGame(content, setup, seed, policies, { maxTurns })
  const seats: Record<string, SeatKindName> = Object.fromEntries(setup.seats.map((s, i) => [s.id, i % 2 ? 'bot:random' : 'bot:heuristic']))
  return { game, seats }
}

describe('Save file: "a versioned JSON document that holds the setup, the seed, the command log, and a snapshot"', () => {
  const { game, seats } = botGame('dawn-patrols', 11)
  const save = makeSave(game, seats, { now: new Date('2026-11-22T10:00:00Z') })
  const text = serializeSave(save)

  it('holds the setup, seed, commands, snapshot, format and rules versions', () => {
    expect(save.format).toBe('overdive-save')
    expect(save.version).toBe(SAVE_VERSION)
    expect(save.rulesVersion).toBe(RULES_VERSION)
    expect(save.setup).toEqual(game.state.setup)
    expect(save.seed).toBe(11)
    expect(save.commands).toEqual(game.commands)
    expect(save.snapshot).toEqual(game.state)
    expect(save.meta.turn).toBe(game.state.turn)
  })

  it('reads back exactly what was written, and the game carries on from the snapshot', () => {
    const { save: back, migratedFrom } = readSave(content, text)
    expect(migratedFrom).toBeNull()
    expect(serializeSave(back)).toBe(text)
    const resumed = gameFromSave(content, back)
    expect(JSON.stringify(resumed.state)).toBe(JSON.stringify(game.state))
    expect(resumed.commands).toEqual(game.commands)
  })

  it('"Every saved game replays to the identical outcome"', () => {
    for (const [scenario, seed] of [['duel-over-the-trenches', 1], ['dawn-patrols', 2], ['face-to-face', 3], ['nothing-quiet-on-the-western-front', 4], ['on-the-way-to-become-aces', 5]] as const) {
      const g = botGame(scenario, seed, 25)
      const s = readSave(content, serializeSave(makeSave(g.game, g.seats))).save
      const { identical, game: replayed } = verifyReplay(content, s)
      expect(identical, scenario).toBe(true)
      expect(replayed.state.result).toEqual(g.game.state.result)
    }
  })

  it('a save of a game in the middle of a turn keeps the committed plans secret in views but intact in the state', () => {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
    const policy = BOTS.heuristic.make(content, 'central', 3)
    const g = playGame(content, setup, 3, {}, {})
    for (const cmd of policy.decide(g.view('central'))) g.apply(cmd)
    const back = gameFromSave(content, readSave(content, serializeSave(makeSave(g, { central: 'bot:heuristic', allied: 'human' }))).save)
    expect(back.state.planes.find((p) => p.seat === 'central')!.plan).toHaveLength(3)
    expect(back.view('allied').planes.find((p) => p.seat === 'central')!.plan).toBeUndefined()
  })

  it('"A save names the rules version it was played under ... a newer version gets a clear message"', () => {
    const newer = JSON.parse(text)
    newer.version = SAVE_VERSION + 1
    expect(() => readSave(content, JSON.stringify(newer))).toThrow(`newer version of Overdive (save format ${SAVE_VERSION + 1}); this version reads formats 1 to ${SAVE_VERSION}. Update Overdive`)
    const { checksum: _c, ...body } = save
    const newerRules = { ...body, rulesVersion: RULES_VERSION + 1 }
    const withSum = { ...newerRules, checksum: checksum(JSON.stringify(newerRules)) }
    expect(() => readSave(content, JSON.stringify(withSum))).toThrow(`played under rules version ${RULES_VERSION + 1}, newer than this version`)
  })

  it('a save of an older rules version loads when its commands still make its game, and is refused naming what changed when not', () => {
    const older = { ...save, rulesVersion: 1 }
    expect(verifySave(content, older).state.seq).toBe(save.commands.length)
    // a snapshot the rules now played do not reach: as if a rule had changed the game
    const moved = JSON.parse(JSON.stringify(older))
    moved.snapshot.planes[0].x += 1
    let err: unknown
    try {
      verifySave(content, moved)
    } catch (e) {
      err = e
    }
    expect(err).toBeInstanceOf(SaveError)
    expect((err as SaveError).code).toBe('older-rules')
    expect((err as SaveError).message).toMatch(/played under rules version 1.*What changed: rules 2: the ruler no longer loses or lengthens shots.*The file is unchanged/)
    // the same damage under the rules it was written with is plain inconsistency
    expect(() => verifySave(content, { ...moved, rulesVersion: RULES_VERSION })).toThrow(/snapshot is not the game its/)
  })

  it('"Older versions are migrated": a format 1 save (a command log without snapshot) opens as format 2', () => {
    const v1: SaveFileV1 = {
      format: 'overdive-save',
      version: 1,
      savedAt: '2026-01-05T12:00:00.000Z',
      setup: game.state.setup,
      seed: 11,
      seats: seats as SaveFileV1['seats'],
      log: game.commands.map((command, seq) => ({ seq, command })),
    }
    const { save: migrated, migratedFrom } = readSave(content, JSON.stringify(v1))
    expect(migratedFrom).toBe(1)
    expect(migrated.version).toBe(SAVE_VERSION)
    expect(migrated.rulesVersion).toBe(RULES_VERSION)
    expect(migrated.savedAt).toBe('2026-01-05T12:00:00.000Z')
    expect(JSON.stringify(migrated.snapshot)).toBe(JSON.stringify(game.state))
    expect(migrateV1(content, v1).commands).toEqual(game.commands)
  })

  for (const older of [2, 3, 4]) {
    it(`"Older versions are migrated": a format ${older} save opens as the format written now, unchanged but for its number and checksum`, () => {
      const { checksum: _c, ...body } = save
      const oldBody = { ...body, version: older }
      const text = JSON.stringify({ ...oldBody, checksum: checksum(JSON.stringify(oldBody)) })
      const { save: migrated, migratedFrom } = readSave(content, text)
      expect(migratedFrom).toBe(older)
      expect(migrated.version).toBe(SAVE_VERSION)
      expect({ ...migrated, version: older, checksum: '' }).toEqual({ ...oldBody, checksum: '' })
      // the migrated save carries a checksum of its own and reads back in the format written now
      expect(readSave(content, serializeSave(migrated)).migratedFrom).toBeNull()
    })
  }

  it('format 5 holds a game with balloons and ground pieces (issue 13): it reads back and replays; a format 4 save claiming pieces is refused', () => {
    const { game, seats } = botGame('fireworks-over-the-front', 7, 2)
    const text = serializeSave(makeSave(game, seats, { kind: 'manual', app: 'test', now: new Date(0) }))
    const { save: back, migratedFrom } = readSave(content, text)
    expect(migratedFrom).toBeNull()
    expect(back.setup.planes.filter((p) => p.kind).map((p) => p.kind)).toEqual(['balloon', 'balloon', 'aa-gun', 'aa-gun', 'aa-gun'])
    expect(back.snapshot.planes.filter((p) => p.status === 'standing').length).toBeGreaterThan(0)
    expect(gameFromSave(content, back).state).toEqual(game.state)
    expect(verifyReplay(content, back).identical).toBe(true)
    const { checksum: _c, ...body } = back
    const v4 = { ...body, version: 4 }
    expect(() => readSave(content, JSON.stringify({ ...v4, checksum: checksum(JSON.stringify(v4)) }))).toThrow(/save format 4: setup\.planes: "balloon-left" is a balloon/)
  })

  it('format 4 holds a game saved in its tailing step (003 Tailing, lines 198-217): the save reads back and replays', () => {
    const tailed = startGame(
      [
        { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
        { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
      ],
      { options: { tailing: true } },
    )
    tailed.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(tailed, 'dr1') })
    tailed.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(tailed, 'camel') })
    expect(tailed.state.step).toBe('tailing')
    const saved = makeSave(tailed, { allied: 'human', central: 'bot:heuristic' })
    expect(saved.meta.step).toBe('tailing')
    const { save: back } = readSave(content, serializeSave(saved))
    expect(back.snapshot).toEqual(tailed.state)
    expect(verifySave(content, back).state).toEqual(tailed.state)
  })

  it('formats 3 and 4 take their seat kinds from protocol/seat-kinds.ts: a LAN guest\'s seat is saved; format 2 knew no guests', () => {
    const withGuest = makeSave(game, { ...seats, allied: 'guest' })
    expect(readSave(content, serializeSave(withGuest)).save.seats.allied).toBe('guest')
    const { checksum: _c, ...body } = withGuest
    const v2body = { ...body, version: 2 }
    expect(() => readSave(content, JSON.stringify({ ...v2body, checksum: checksum(JSON.stringify(v2body)) }))).toThrow(/save format 2: (meta\.seats\.\d+\.kind|seats\.allied)/)
    const { checksum: _d, ...b3 } = save
    const robot = { ...b3, seats: { ...b3.seats, allied: 'bot:robot' } }
    expect(() => readSave(content, JSON.stringify({ ...robot, checksum: checksum(JSON.stringify(robot)) }))).toThrow(`save format ${SAVE_VERSION}: seats.allied`)
  })

  it('the checksum covers the file as written, whatever order its keys are in (a scripted start lists effects as it likes)', () => {
    const game = Game.start(
      content,
      setupWith(
        [
          { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
          { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 130, heading: 180 },
        ],
        { options: { specialDamage: true } },
      ),
      5,
    )
    const setup = game.state.setup
    // keys in another order than the schema's: flame before smoke
    setup.planes[1].start = { effects: { flame: 2, smoke: 1 } }
    const started = Game.start(content, setup, 5)
    const text = serializeSave(makeSave(started, { allied: 'human', central: 'bot:heuristic' }))
    expect(text.indexOf('"flame":2')).toBeLessThan(text.indexOf('"smoke":1'))
    expect(readSave(content, text).save.setup.planes[1].start).toEqual({ effects: { smoke: 1, flame: 2 } })
  })

  it('a file damaged after saving is caught by its checksum, naming the problem', () => {
    const edited = text.replace(`"seed":11`, `"seed":12`)
    expect(() => readSave(content, edited)).toThrow(SaveError)
    expect(() => readSave(content, edited)).toThrow(/checksum/)
  })

  it('names the field when the structure is wrong', () => {
    const wrong = JSON.parse(text)
    wrong.snapshot.planes[0].x = 'north'
    expect(() => readSave(content, JSON.stringify(wrong))).toThrow(/snapshot\.planes\.0\.x/)
    expect(() => readSave(content, '{"format":"something-else"}')).toThrow(/not an Overdive save/)
    expect(() => readSave(content, text.slice(0, text.length / 2))).toThrow(/not valid JSON.*damaged or was cut short/)
  })

  it('fuzzed saves (flipped bytes, truncations, wrong types, huge numbers) always give a clear SaveError, never a crash or a hang', () => {
    const small = serializeSave(makeSave(botGame('duel-over-the-trenches', 8, 3).game, { central: 'bot:heuristic', allied: 'bot:random' }))
    const check = (mutated: string) => {
      const t0 = performance.now()
      try {
        readSave(content, mutated)
      } catch (e) {
        expect(e).toBeInstanceOf(SaveError)
        expect((e as Error).message.length).toBeGreaterThan(10)
      }
      expect(performance.now() - t0).toBeLessThan(2000)
    }
    fc.assert(
      fc.property(fc.integer({ min: 0, max: small.length - 1 }), fc.integer({ min: 1, max: 255 }), (at, xor) => {
        check(small.slice(0, at) + String.fromCharCode(small.charCodeAt(at) ^ xor) + small.slice(at + 1))
      }),
      { numRuns: 300, seed: 42 },
    )
    fc.assert(fc.property(fc.integer({ min: 0, max: small.length - 1 }), (at) => check(small.slice(0, at))), { numRuns: 150, seed: 43 })
    const paths = (o: unknown, prefix: (string | number)[] = []): (string | number)[][] =>
      o && typeof o === 'object' ? Object.entries(o).flatMap(([k, v]) => [[...prefix, Array.isArray(o) ? Number(k) : k], ...paths(v, [...prefix, Array.isArray(o) ? Number(k) : k])]) : []
    const all = paths(JSON.parse(small))
    const replacements: unknown[] = [1e308, -1e308, 2 ** 60, -1, 'x'.repeat(10_000), null, [], {}, true, '']
    fc.assert(
      fc.property(fc.integer({ min: 0, max: all.length - 1 }), fc.integer({ min: 0, max: replacements.length - 1 }), (pi, ri) => {
        const obj = JSON.parse(small)
        const path = all[pi]
        let at = obj
        for (const k of path.slice(0, -1)) at = at[k]
        at[path[path.length - 1]] = replacements[ri]
        check(JSON.stringify(obj))
      }),
      { numRuns: 300, seed: 44 },
    )
    check('x'.repeat(1000))
    check('[]')
    check('null')
    check('"overdive-save"')
  })
})

describe('Replays: "step forward and back one phase at a time ... watched as one seat\'s view or as a spectator with everything revealed"', () => {
  const { game } = botGame('dawn-patrols', 21, 20)
  const replay = Replay.build(content, game.state.setup, game.state.seed, game.commands)

  it('has a frame for the start and for the end of every phase flown, and ends where the game ended', () => {
    expect(replay.frames[0].label).toBe('Start')
    const phasesFlown = new Set(game.events.filter((e) => e.type === 'manoeuvre-revealed').map((e) => `${e.turn}.${e.phase}`)).size
    expect(replay.length).toBe(phasesFlown + 1)
    expect(JSON.stringify(replay.frames[replay.length - 1].state)).toBe(JSON.stringify(game.state))
    for (let i = 1; i < replay.length; i++) expect(replay.frames[i].events.some((e) => e.type === 'moved')).toBe(true)
  })

  it('a seat sees only its own secrets; the revealed spectator sees every plan and damage card', () => {
    const i = Math.min(3, replay.length - 1)
    const all = replay.view(i, 'all')
    const spectator = replay.view(i, null)
    const allied = replay.view(i, 'allied')
    expect(all.planes.every((p) => p.damage !== undefined)).toBe(true)
    if (replay.frames[i].state.step !== 'over') {
      expect(spectator.planes.every((p) => p.damage === undefined && p.plan === undefined)).toBe(true)
      expect(allied.planes.filter((p) => p.seat !== 'allied').every((p) => p.damage === undefined)).toBe(true)
    }
    expect(replay.events(i, null).every((e) => e.to === 'all')).toBe(true)
  })

  it('stepping back shows the earlier phase again exactly', () => {
    const a = JSON.stringify(replay.view(2, 'all'))
    replay.view(5, 'all')
    expect(JSON.stringify(replay.view(2, 'all'))).toBe(a)
  })
})

describe('Replaying an unfinished game keeps the turn in progress secret', () => {
  it('cuts the save back to the start of the last turn whose plans were all flown', () => {
    const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
    const bots = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 4)]))
    const game = playGame(content, { ...setup, options: { ...setup.options, turnLimit: 0 } }, 4, {}, {})
    // two whole turns, then one side commits its plans for the third
    while (game.state.turn < 3 && !game.over) for (const seat of setup.seats) for (const cmd of bots[seat.id].decide(game.view(seat.id))) game.apply(cmd)
    expect(game.over).toBe(false)
    for (const cmd of bots.central.decide(game.view('central'))) game.apply(cmd)
    const committed = game.commands.length
    const save = makeSave(game, { central: 'bot:heuristic', allied: 'bot:heuristic' })
    const cut = redactForReplay(content, save)
    expect(cut.commands.length).toBeLessThan(committed)
    expect(cut.commands).toEqual(save.commands.slice(0, cut.commands.length))
    expect(cut.snapshot.turn).toBe(3)
    expect(cut.snapshot.step).toBe('planning')
    expect(cut.snapshot.planes.every((p) => p.plan === null)).toBe(true)
    // a finished game is given whole
    const over = botGame('duel-over-the-trenches', 2, 30)
    const whole = makeSave(over.game, over.seats)
    expect(redactForReplay(content, whole)).toBe(whole)
  })
})
