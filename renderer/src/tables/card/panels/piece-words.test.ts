import { describe, expect, it } from 'vitest'
import { arriving, planNumbers } from '../../../../../electron/testing/engine-helpers'
import { content, startGame } from '../../../../../electron/testing/fixtures'
import { describeEvent } from './event-text'
import { resultHeadline, summaryRows } from './game-summary'
import { panelOrder, pieceDamage, pieceKind, pieceState, targetRecord } from './piece-words'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { nameplatesFor } from '../scene/nameplates'
import { ownShooters, gunsName } from './fire-shooters'

/** An Allied Camel with a trench and an AA machine gun, against a Dr.I with a Drachen. */
function table() {
  return startGame([
    { id: 'trench', aircraft: 'trench', team: 'allied', seat: 'allied', x: 60, y: 20, heading: 0 },
    { id: 'drachen', aircraft: 'parseval-sigsfeld-drachen', team: 'central', seat: 'central', x: 100, y: 160, heading: 180 },
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', seat: 'allied', x: 20, y: 60, heading: 0 },
    { id: 'aamg', aircraft: 'aamg-a', team: 'allied', seat: 'allied', x: 100, y: 40, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', seat: 'central', x: 180, y: 190, heading: 180 },
  ])
}

describe('piece words: how a balloon or ground piece stands, for a newcomer (003 lines 530-777)', () => {
  it('standing, silenced (lines 670, 725-727), winched down (landed), burning with its flame counters (lines 561, 565)', () => {
    expect(pieceState('trench', { status: 'standing' })).toBe('standing')
    expect(pieceState('aamg', { status: 'silenced' })).toBe('silenced')
    expect(pieceState('balloon', { status: 'standing' })).toBe('up')
    expect(pieceState('balloon', { status: 'landed' })).toBe('winched down')
    expect(pieceState('balloon', { status: 'standing', effects: { flame: 2 } })).toBe('burning (2 flames)')
    expect(pieceState('balloon', { status: 'standing', effects: { flame: 1 } })).toBe('burning (1 flame)')
    expect(pieceState('balloon', { status: 'shot-down' })).toBe('shot down')
    expect(pieceState('balloon', { status: 'exploded' })).toBe('burnt out')
  })

  it("a ground piece's damage is public, with what silences it (line 668: cards face up); a balloon's is its owner's secret (line 559)", () => {
    const game = table()
    const central = game.view('central')
    const trench = central.planes.find((p) => p.id === 'trench')!
    expect(pieceKind(central, 'trench')).toBe('trench')
    expect(pieceDamage('trench', trench, content.aircraft.trench.damagePoints)).toBe(`0/${content.aircraft.trench.damagePoints} (silences at ${content.aircraft.trench.damagePoints})`)
    expect(pieceDamage('aamg', { damageTotal: 7, status: 'silenced' }, 5)).toBe('7/5')
    const allied = game.view('allied')
    const drachen = content.aircraft['parseval-sigsfeld-drachen'].damagePoints
    expect(pieceDamage('balloon', allied.planes.find((p) => p.id === 'drachen')!, drachen)).toBeNull()
    expect(pieceDamage('balloon', central.planes.find((p) => p.id === 'drachen')!, drachen)).toBe(`0/${drachen}`)
  })

  it('the panels list the aeroplanes first, then the pieces grouped by team', () => {
    const v = table().view('allied')
    const pieces = { allied: ['trench', 'aamg'], central: ['drachen'] } as Record<string, string[]>
    expect(panelOrder(v, v.planes).map((p) => p.id)).toEqual(['camel', 'dr1', ...v.setup.teams.flatMap((t) => pieces[t.id])])
  })

  it("the game's summary: aircraft rows first, then pieces, with a piece's fate in words", () => {
    const game = table()
    const trench = game.state.planes.find((p) => p.id === 'trench')!
    trench.status = 'silenced'
    trench.out = { turn: 2, phase: 3, edge: null }
    const rows = summaryRows(game.view(null), content)
    expect(rows.slice(0, 2).map((r) => r.kind)).toEqual(['aeroplane', 'aeroplane'])
    expect(rows.find((r) => r.id === 'trench')).toMatchObject({ kind: 'trench', fate: 'silenced, turn 2' })
    expect(rows.find((r) => r.id === 'aamg')).toMatchObject({ kind: 'aamg', fate: 'standing' })
    expect(resultHeadline({ ...game.view(null), result: { winner: 'allied', scores: {}, reason: 'last-standing' } }, ['allied'])).toBe('You won')
  })

  it("the narration names the piece: silenced (003 lines 670, 725-727), a balloon winched down", () => {
    const n = { name: (id: string) => ({ aamg: 'Anti-aircraft machine gun (A)', drachen: 'Parseval-Sigsfeld Drachen' })[id] ?? id, mine: () => false }
    const at = { to: 'all' as const, turn: 3, phase: 2 }
    expect(describeEvent({ ...at, type: 'silenced', plane: 'aamg' }, n)).toBe('Anti-aircraft machine gun (A) is silenced: it fires no more')
    expect(describeEvent({ ...at, type: 'balloon-landed', plane: 'drachen' }, n)).toBe('Parseval-Sigsfeld Drachen is winched down: out of the game, not destroyed')
  })
})

describe("the fire panel's shooters: an AA machine gun gives fire orders like an aeroplane (003 lines 712-732)", () => {
  it("the seat's flying planes and its AA machine gun, never its trench; the other seat's balloon never", () => {
    const game = table()
    expect(ownShooters(game.rules, game.view('allied'), 'allied')).toEqual(['camel', 'aamg'])
    expect(ownShooters(game.rules, game.view('central'), 'central')).toEqual(['dr1'])
    expect(ownShooters(game.rules, game.view(null), null)).toEqual([])
    expect(gunsName('aamg', 'front')).toBe('Machine gun')
    expect(gunsName('aeroplane', 'rear')).toBe('Rear guns')
  })

  it('a silenced AA machine gun no longer shoots', () => {
    const game = table()
    game.state.planes.find((p) => p.id === 'aamg')!.status = 'silenced'
    expect(ownShooters(game.rules, game.view('allied'), 'allied')).toEqual(['camel'])
  })

  it('the seat is asked for the AA machine gun only when it has a target (turn.ts waitingFor), never to plan it', () => {
    const game = startGame([
      arriving({ id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', seat: 'central' }, 100, 60, 180),
      { id: 'aamg', aircraft: 'aamg-a', team: 'allied', seat: 'allied', x: 100, y: 40, heading: 0 },
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', seat: 'allied', x: 20, y: 20, heading: 180 },
    ])
    expect(game.waitingFor().sort()).toEqual(['camel', 'dr1'])
    planNumbers(game, { dr1: [1, 2, 3], camel: [1, 2, 3] })
    expect(game.state.step).toBe('firing')
    expect(game.waitingFor()).toContain('aamg')
    expect(game.view('allied').fireOptions.some((o) => o.plane === 'aamg' && o.target === 'dr1')).toBe(true)
  })
})

describe('the narration of balloon busting (003 lines 561-599)', () => {
  const n = { name: (id: string) => ({ d: 'Parseval-Sigsfeld Drachen', a: 'Sopwith Camel' })[id] ?? id, mine: () => false }
  const at = { to: 'all' as const, turn: 1, phase: 1 }
  it('lines 561-566: a burning balloon with its flame counters; 568-572: its blast and whom it catches; 590-599: Burning Drachens', () => {
    expect(describeEvent({ ...at, type: 'balloon-burning', plane: 'd', counters: 2 }, n)).toBe('Parseval-Sigsfeld Drachen is on fire: 2 flame counters, an A damage card for each every turn')
    expect(describeEvent({ ...at, type: 'balloon-exploded', plane: 'd', hit: ['a'] }, n)).toBe('Parseval-Sigsfeld Drachen explodes: Sopwith Camel caught in the blast (a C card each)')
    expect(describeEvent({ ...at, type: 'balloon-exploded', plane: 'd', hit: [] }, n)).toBe('Parseval-Sigsfeld Drachen explodes in flames')
    expect(describeEvent({ ...at, type: 'burning-drachens', plane: 'd', counters: 1, turns: 2, cards: 2 }, n)).toBe('Parseval-Sigsfeld Drachen burns on as the game ends: 2 turns of fire, 2 A cards')
  })
})

describe('the narration of ground fire (003 Ground fire, lines 649-777)', () => {
  const n = { name: (id: string) => ({ tr: 'Trench', aa: 'Anti-aircraft gun', a: 'Sopwith Camel', b: 'SPAD XIII' })[id] ?? id, mine: () => false }
  const at = { to: 'all' as const, turn: 1, phase: 1 }
  it("lines 662-666: a trench's infantry fire names the piece and its target", () => {
    expect(describeEvent({ ...at, type: 'infantry-fire', piece: 'tr', target: 'a' }, n)).toBe('Trench opens infantry fire on Sopwith Camel (1 A card)')
  })
  it('an AA gun\'s shell burst names whom it hits, or says it hit no one (lines 683-685, solo 773-783)', () => {
    expect(describeEvent({ ...at, type: 'archie-burst', gun: 'aa', x: 0, y: 0, hit: ['a', 'b'], cards: 1 }, n)).toBe("Anti-aircraft gun's shell bursts: Sopwith Camel and SPAD XIII hit (1 C card)")
    expect(describeEvent({ ...at, type: 'archie-burst', gun: 'aa', x: 0, y: 0, level: 2, hit: [], cards: 0 }, n)).toBe("Anti-aircraft gun's shell bursts at level 2: no one is hit")
    expect(describeEvent({ ...at, type: 'archie-burst', gun: 'aa', x: 0, y: 0, hit: [], aimCard: 'A03', cards: 0 }, n)).toBe('Anti-aircraft gun fires: the shell is wasted (no symbol on the aim card)')
    // a player's gun (003 lines 679-684, 744-759)
    expect(describeEvent({ ...at, type: 'archie-placed', gun: 'aa', x: 0, y: 0, level: 3 }, n)).toBe('Anti-aircraft gun places its artillery counter at level 3: it bursts after the second manoeuvre')
    expect(describeEvent({ ...at, type: 'archie-placed', gun: 'aa', x: 0, y: 0, adjusted: true }, n)).toBe('Anti-aircraft gun adjusts its aim: it bursts after the second manoeuvre')
    expect(describeEvent({ ...at, type: 'archie-retired', gun: 'aa' }, n)).toBe('Anti-aircraft gun retires its artillery counter: it will be able to fire next round')
  })
})

describe('the narration of bombing and photographs (003 Bombing, lines 826-844; Outnumbered!)', () => {
  const n = { name: (id: string) => ({ u: 'UFAG C.I', t: 'Target' })[id] ?? id, mine: () => false }
  const at = { to: 'all' as const, turn: 1, phase: 1 }
  it('bombs dropped, their hit (full or half on the card) or miss, a photograph taken', () => {
    expect(describeEvent({ ...at, type: 'bombs-dropped', plane: 'u', points: 6, markers: 1, at: { x: 0, y: 0, h: 0 } }, n)).toBe('UFAG C.I drops its bombs (6 points) from high up: they land after 1 more manoeuvre')
    expect(describeEvent({ ...at, type: 'bombs-dropped', plane: 'u', points: 1, markers: 0, at: { x: 0, y: 0, h: 0 } }, n)).toBe('UFAG C.I drops its bombs (1 point)')
    expect(describeEvent({ ...at, type: 'bombs-hit', plane: 'u', target: 't', points: 6, result: 'full' }, n)).toBe("UFAG C.I's bombs hit Target square on the red dot: 6 points")
    expect(describeEvent({ ...at, type: 'bombs-hit', plane: 'u', target: 't', points: 1, result: 'half' }, n)).toBe("UFAG C.I's bombs hit Target, on the card but not the red dot (half): 1 point")
    expect(describeEvent({ ...at, type: 'bombs-hit', plane: 'u', target: null, points: 0, result: 'miss' }, n)).toBe("UFAG C.I's bombs miss")
    expect(describeEvent({ ...at, type: 'photographed', plane: 'u', target: 't' }, n)).toBe('UFAG C.I photographs Target')
  })
})

describe('a target card in the panels (003 Bombing, line 834: bombs score for the bomber)', () => {
  it('reads "target", with no damage of its own to show', () => {
    expect(pieceState('target', { status: 'standing' })).toBe('target')
    expect(pieceDamage('target', { damageTotal: 0, status: 'standing' }, 5)).toBeNull()
  })
})

describe('what came to a target card (003 Bombing, lines 832-835; Raid over Istriana, lines 1104-1106)', () => {
  it('waits for its bomber or its camera, then says its bombs (their points, each side of the red dot) and its photograph, to every seat', () => {
    const wings = Game.start(content, scenarioSetup(content, { scenario: 'wings-over-the-flanders' }), 1)
    expect(targetRecord(wings.view('central'), 'target')).toEqual({ words: 'not bombed yet', done: false })
    const dh4 = wings.state.planes.find((p) => p.effects?.bombs)!
    dh4.effects!.bombs!.hits.push({ target: 'target', points: 4, result: 'full', turn: 3, phase: 2 }, { target: null, points: 0, result: 'miss', turn: 4, phase: 1 })
    expect(targetRecord(wings.view('central'), 'target')).toEqual({ words: 'bombed (4 points)', done: true })
    dh4.effects!.bombs!.hits.push({ target: 'target', points: 1, result: 'half', turn: 4, phase: 2 })
    expect(targetRecord(wings.view(null), 'target').words).toBe('bombed (5 points)')
    // the end's summary and the target's plate say it too
    expect(summaryRows(wings.view(null), content).find((r) => r.id === 'target')!.fate).toBe('bombed (5 points)')
    expect(nameplatesFor(wings.view('allied'), content).find((p) => p.id === 'target')!.piece).toEqual({ kind: 'target', state: 'bombed (5 points)' })

    const raid = Game.start(content, scenarioSetup(content, { scenario: 'raid-over-istriana' }), 1)
    expect(targetRecord(raid.view('italian'), 'target')).toEqual({ words: 'not photographed yet', done: false })
    expect(nameplatesFor(raid.view('italian'), content).find((p) => p.id === 'target')!.piece).toEqual({ kind: 'target', state: 'target' })
    raid.state.planes.find((p) => p.id === 'ufag')!.effects!.photo = { target: 'target', turn: 2, phase: 3 }
    expect(targetRecord(raid.view('italian'), 'target')).toEqual({ words: 'photographed', done: true })
  })
})

describe('the narration of planes that enter later (003 A Lonely Sentinel)', () => {
  const n = { name: (id: string) => ({ alb: 'Albatros D.III' })[id] ?? id, mine: () => false }
  const at = { to: 'all' as const, turn: 2, phase: 0 }
  it('the choice is said to have been made, not what it is; the entry says where', () => {
    expect(describeEvent({ ...at, type: 'entry-chosen', plane: 'alb' }, n)).toBe("Albatros D.III's place to enter the table is chosen (secret until it enters)")
    expect(describeEvent({ ...at, type: 'entered', plane: 'alb', place: 'left', at: { x: 0, y: 0, h: 0 } }, n)).toBe('Albatros D.III enters the table at the left')
  })
})
