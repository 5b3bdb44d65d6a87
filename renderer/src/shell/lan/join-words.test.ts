import { describe, expect, it } from 'vitest'
import type { SeatInfo } from '../../../../shared/protocol/messages'
import { fliesText, phaseText, seatLine, seatsLine } from './join-words'

const seat = (over: Partial<SeatInfo>): SeatInfo => ({ id: 'allies-2', name: 'allies-2', team: 'allies', kind: 'guest', taken: false, ...over })

describe("the list of games' words (JoinScreen)", () => {
  it('says the aircraft a seat flies, a type flown twice once with its count', () => {
    expect(fliesText(seat({ flies: ['Bristol F2b'] }))).toBe('Bristol F2b')
    expect(fliesText(seat({ flies: ['SPAD XIII', 'Sopwith Camel', 'SPAD XIII'] }))).toBe('SPAD XIII ×2, Sopwith Camel')
    // a host that lists no aircraft (an older host), or a seat named for its plane (a free dogfight's): nothing more
    expect(fliesText(seat({}))).toBe('')
    expect(fliesText(seat({ name: 'Sopwith Camel', flies: ['Sopwith Camel'] }))).toBe('')
    // another host's list, relayed over a link, is not trusted to be well formed
    expect(fliesText(seat({ flies: 7 as unknown as string[] }))).toBe('')
    expect(fliesText(seat({ flies: ['Nieuport 17', { name: 'x' }] as unknown as string[] }))).toBe('Nieuport 17')
  })

  it('gives each seat its name, its aircraft and who plays it', () => {
    expect(seatLine(seat({ flies: ['Bristol F2b'] }), 'hex')).toBe('Allies 2 (Bristol F2b): free')
    expect(seatLine(seat({ kind: 'bot:heuristic', taken: true }), 'hex')).toBe('Allies 2: bot')
    expect(seatLine(seat({ taken: true, held: true }), 'hex')).toBe('Allies 2: kept for a guest who dropped')
    expect(seatLine(seat({ taken: true, player: 'Ann', flies: ['Bristol F2b'] }), 'hex')).toBe('Allies 2 (Bristol F2b): Ann')
    expect(
      seatsLine({
        ruleset: 'hex',
        seats: [seat({ id: 'allies-1', name: 'allies-1', kind: 'human', taken: true, flies: ['Sopwith Camel'] }), seat({ flies: ['Bristol F2b'] })],
      }),
    ).toBe("Allies 1 (Sopwith Camel): the host's screen · Allies 2 (Bristol F2b): free")
  })

  it('says where the game stands', () => {
    const s = { session: 's', title: 't', scenario: 'x', over: false, seats: [], rules: [] }
    expect(phaseText({ ...s, phase: 'lobby', turn: 0, people: 2 })).toBe('in the lobby, not started yet · 2 here')
    expect(phaseText({ ...s, phase: 'playing', turn: 4, people: 0 })).toBe('turn 4')
  })
})
