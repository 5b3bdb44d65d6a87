import { describe, expect, it } from 'vitest'
import { freeDogfightSetup, scenarioSetup } from '../../../../shared/engine/setup'
import { content } from '../../../../electron/testing/fixtures'
import { defaultSeatKinds } from './seat-kinds'
import { SEAT_KIND_INFO, SEAT_KINDS } from '../../../../shared/protocol/seat-kinds'

describe('defaultSeatKinds: a new game is a solo game against the bots until the player says otherwise', () => {
  it('the duel: the player flies the Allied Camel, the bot the Dr.I', () => {
    const setup = scenarioSetup(content, { scenario: 'duel-over-the-trenches' })
    const kinds = defaultSeatKinds(setup)
    expect(setup.seats.map((s, i) => [s.team, kinds[i]])).toEqual([
      ['central', 'bot:heuristic'],
      ['allied', 'human'],
    ])
  })

  it('a free dogfight, one seat per plane: one human seat, an Allied one', () => {
    const setup = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, seating: 'plane', planes: [{ aircraft: 'fokker-dr-i', team: 'central' }, { aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'spad-xiii', team: 'allied' }] })
    const kinds = defaultSeatKinds(setup)
    expect(kinds.filter((k) => k === 'human')).toHaveLength(1)
    const human = setup.seats[kinds.indexOf('human')]
    expect(setup.teams.find((t) => t.id === human.team)?.side).toBe('allied')
  })

  it('without Allies, the first seat of the second side; a lone seat is the player\'s', () => {
    const seats = [
      { id: 'a', name: 'a', team: 'red' },
      { id: 'b', name: 'b', team: 'red' },
      { id: 'c', name: 'c', team: 'blue' },
    ]
    expect(defaultSeatKinds({ seats, teams: [] })).toEqual(['bot:heuristic', 'bot:heuristic', 'human'])
    expect(defaultSeatKinds({ seats: [seats[0]], teams: [] })).toEqual(['human'])
  })
})

describe('a scenario of attackers and pieces (issue 13)', () => {
  it("003 Fireworks over the Front: the player flies the Nieuport; the bot keeps the German balloons and guns", () => {
    const setup = scenarioSetup(content, { scenario: 'fireworks-over-the-front' })
    expect(setup.seats.map((s) => s.id)).toEqual(['central', 'allied'])
    expect(defaultSeatKinds(setup)).toEqual(['bot:heuristic', 'human'])
    expect(defaultSeatKinds(scenarioSetup(content, { scenario: 'into-the-mud' }))).toEqual(['human', 'bot:heuristic'])
  })
})

describe("003 Look Up!'s two-player variant (lines 1240-1241): \"two players on the same side, with one plane each\"", () => {
  it('a player to each German plane; the bot keeps the Allied pieces', () => {
    const setup = scenarioSetup(content, { scenario: 'look-up', variant: 'two-players' })
    expect(setup.seats.map((s) => s.id)).toEqual(['albatros', 'nieuport', 'allied'])
    expect(defaultSeatKinds(setup)).toEqual(['human', 'human', 'bot:heuristic'])
  })
})

describe('bot levels named with their strength (issue 26)', () => {
  it('New game lists the people, then the bots from the weakest to the strongest, each saying how strong it is', () => {
    expect(SEAT_KINDS.map((k) => SEAT_KIND_INFO[k].label)).toEqual(['Human (this screen)', 'Human (LAN guest)', 'Random bot – weakest', 'Quick bot – easy', 'Recruit – medium', 'Veteran – hard', 'Ace – hardest'])
    for (const k of SEAT_KINDS) if (SEAT_KIND_INFO[k].player === 'bot') expect(SEAT_KIND_INFO[k].about, k).toBeTruthy()
  })

  it('the default bot of a new game is the quick one, named so', () => {
    const kinds = defaultSeatKinds(scenarioSetup(content, { scenario: 'duel-over-the-trenches' }))
    expect(kinds.filter((k) => k !== 'human').map((k) => SEAT_KIND_INFO[k].label)).toEqual(['Quick bot – easy'])
  })
})
