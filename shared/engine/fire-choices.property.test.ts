/**
 * Issue 28's property: no seat's view before the fire is resolved lets it learn another seat's snipe or evade choice,
 * nor a card the rules keep hidden (the sniper's cards, the cards a target may evade), nor a declaration.
 */
import { describe, expect, it } from 'vitest'
import { expectViewsHideSecrets } from '../../electron/testing/engine-helpers'
import { at } from '../../electron/testing/ace-fire-helpers'
import { startGame } from '../../electron/testing/fixtures'
import { seedRng, nextInt } from './rng'
import { viewFor } from './view'
import type { Game } from './game'
import type { AceSkill } from '../content/types'

const SEATS = ['allied', 'central', 'third', null]

/**
 * Two Camels (seats allied and third) chase a Dr.I (central) that may evade; each Camel may be a Sniper. Returns the
 * game at its first firing, its orders given as `declare` says.
 */
function chase(seed: number, declare: { a?: boolean; b?: boolean }): Game {
  const r = seedRng(seed)
  const sniper = (on: boolean): AceSkill[] => (on ? ['sniper'] : [])
  const game = startGame(
    [
      at({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', aceSkills: sniper(true) }, 96, 60),
      at({ id: 'b', aircraft: 'sopwith-camel', team: 'allied', seat: 'third', aceSkills: sniper(true) }, 104, 58),
      at({ id: 't', aircraft: 'fokker-dr-i', team: 'central', aceSkills: ['good-at-evading'] }, 100, 60 + 12 + nextInt(r, 14)),
    ],
    { table: { width: 200, depth: 1000 } },
    seed,
  )
  const first3 = (id: string) => [...game.rules.byId.get(id)!.cards.values()].filter((c) => c.card.n <= 3).map((c) => c.card.id)
  for (const p of game.state.planes) game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: first3(p.id) })
  expect(game.state.step).toBe('firing')
  for (const [id, seat, snipe] of [['a', 'allied', declare.a], ['b', 'third', declare.b]] as const) {
    if (!game.waitingFor().includes(id)) continue
    const canT = game.state.fireOptions.some((o) => o.plane === id && o.target === 't')
    game.apply({ type: 'fire', seat, plane: id, front: canT ? 't' : null, ...(canT && snipe ? { snipe: 'front' as const } : {}) })
  }
  return game
}

describe('the aces\' choices at the firing keep every secret (fire-choices.ts, view.ts)', () => {
  it('at every pause, each view is the same whatever the cards and answers it may not know are', () => {
    let pauses = 0
    for (let seed = 1; seed <= 40; seed++) {
      const r = seedRng(seed * 7)
      const game = chase(seed, { a: nextInt(r, 2) === 0, b: nextInt(r, 2) === 0 })
      // answer one at a time, checking the views before each answer
      for (let k = 0; k < 6 && game.state.step === 'choosing'; k++) {
        pauses++
        expectViewsHideSecrets(game.state, SEATS)
        const id = game.waitingFor()[0]
        const mine = viewFor(game.state, game.state.planes.find((p) => p.id === id)!.seat).choices!
        const c = mine[0]
        if (c.kind === 'snipe') game.apply({ type: 'snipe', seat: game.state.planes.find((p) => p.id === id)!.seat, plane: id, give: c.cards.slice(0, c.give) })
        else game.apply({ type: 'evade', seat: 'central', plane: id, card: nextInt(r, 2) ? c.cards[0] : null })
      }
      expect(game.state.step).not.toBe('choosing')
    }
    expect(pauses).toBeGreaterThan(40)
  })

  it('a declaration is not in any other seat\'s view nor the spectator\'s, while the fire waits', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const declared = chase(seed, { a: true })
      const plain = chase(seed, { a: false })
      if (declared.state.step !== 'choosing' || plain.state.step !== 'choosing') continue
      // seat 'third' (a friend of the sniper, not it) and the spectator see the same in both games
      for (const viewer of ['third', null]) expect(JSON.stringify(viewFor(declared.state, viewer))).toBe(JSON.stringify(viewFor(plain.state, viewer)))
    }
  })
})
