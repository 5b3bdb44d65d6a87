import { describe, expect, it } from 'vitest'
import { eventsOfType, expectRejected, fire, planeOf } from '../../../../electron/testing/engine-helpers'
import { stackDeck } from '../../damage'
import { viewFor } from '../../view'
import { at, tailChase } from '../../../../electron/testing/ace-fire-helpers'
import { startGame } from '../../../../electron/testing/fixtures'

const evader = { target: { aceSkills: ['good-at-evading' as const] } }

describe('Good at evading (003 lines 966-967): "Can ignore a single damage card once in a game, after drawing and seeing it. The ignored card is put at the bottom of the damage deck."', () => {
  it('"after drawing and seeing it": the fire waits for the target\'s seat, which alone sees its cards; the card ignored goes to the bottom of the deck', () => {
    const game = tailChase(evader)
    stackDeck(game.state, 'A', ['A44', 'A30'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    expect(game.state.step).toBe('choosing')
    expect(game.waitingFor()).toEqual(['t'])
    expect(viewFor(game.state, 'central').choices).toEqual([{ kind: 'evade', plane: 't', cards: ['A44', 'A30'] }])
    expect(viewFor(game.state, 'allied').choices).toBeUndefined()
    expect(viewFor(game.state, null).choices).toBeUndefined()
    expectRejected(game, { type: 'evade', seat: 'central', plane: 't', card: 'A07' }, 'illegal-plan', /"A07" is not among the cards this plane takes now/)
    expectRejected(game, { type: 'evade', seat: 'allied', plane: 't', card: 'A44' }, 'not-your-plane', /does not fly/)
    const events = game.apply({ type: 'evade', seat: 'central', plane: 't', card: 'A44' })
    expect(planeOf(game, 't').damage).toEqual(['A30'])
    expect(planeOf(game, 't').damageTotal).toBe(3)
    expect(game.state.decks.A.draw[0]).toBe('A44')
    expect(planeOf(game, 't').aceSpent).toEqual(['good-at-evading'])
    expect(eventsOfType(events, 'evaded')).toEqual([expect.objectContaining({ to: 'all', plane: 't' })])
    expect(eventsOfType(events, 'evaded-card')).toEqual([expect.objectContaining({ to: ['central'], plane: 't', card: 'A44' })])
    expect(eventsOfType(events, 'damage-taken')).toEqual([expect.objectContaining({ plane: 't', cards: 1 })])
  })

  it('"once in a game": after its use the fire no longer waits for it', () => {
    const game = tailChase(evader)
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: game.state.choosing!.hits[0].cards[0] })
    expect(game.state.step).toBe('firing')
    fire(game, { a: { front: 't' } })
    expect(game.state.step).not.toBe('choosing')
  })

  it('a target that ignores nothing (card null) keeps the ability for a later card', () => {
    const game = tailChase(evader)
    stackDeck(game.state, 'A', ['A01', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: null })
    expect(planeOf(game, 't').damage).toHaveLength(2)
    expect(planeOf(game, 't').aceSpent).toBeUndefined()
    expect(game.state.step).toBe('firing')
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    expect(game.waitingFor()).toEqual(['t'])
  })

  it('against a Sniper: the sniper chooses first, then the target sees only the cards given to it (an explosion it may ignore)', () => {
    const game = tailChase({ ...evader, gap: 30 })
    stackDeck(game.state, 'A', ['A48', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(game.waitingFor()).toEqual(['a'])
    expect(viewFor(game.state, 'central').choices).toBeUndefined()
    expectRejected(game, { type: 'evade', seat: 'central', plane: 't', card: null }, 'wrong-step', /snipers choose the cards they give first/)
    game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: ['A48'] })
    expect(game.waitingFor()).toEqual(['t'])
    expect(viewFor(game.state, 'central').choices).toEqual([{ kind: 'evade', plane: 't', cards: ['A48'] }])
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: 'A48' })
    expect(planeOf(game, 't').status).toBe('flying')
    expect(planeOf(game, 't').damage).toEqual([])
    // both went under the deck: the sniper's other card first, then the card evaded
    expect(game.state.decks.A.draw.slice(0, 2)).toEqual(['A48', 'A01'])
  })

  it('004 Evading (line 400) is the same ability; with 004\'s Order of firing each shot at the evader is asked on its own, nearest first', () => {
    const game = tailChase({ ...evader, options: { orderOfFiring: true } })
    stackDeck(game.state, 'A', ['A44', 'A30'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
    expect(game.state.choosing!.queue).toEqual([])
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: 'A30' })
    expect(planeOf(game, 't').damage).toEqual(['A44'])
    expect(game.state.step).toBe('firing')
  })

  it('004 Order of firing with two shots at the evader: asked for the nearer shot\'s cards first; kept, it is asked again for the next shot\'s', () => {
    const game = startGame(
      [
        at({ id: 'near', aircraft: 'sopwith-camel', team: 'allied' }, 100, 60),
        at({ id: 'far', aircraft: 'sopwith-camel', team: 'allied', seat: 'allied2' }, 114, 58, 320),
        at({ id: 't', aircraft: 'fokker-dr-i', team: 'central', aceSkills: ['good-at-evading'] }, 100, 75),
      ],
      { table: { width: 200, depth: 1000 }, options: { orderOfFiring: true } },
    )
    const first3 = (id: string) => [...game.rules.byId.get(id)!.cards.values()].filter((c) => c.card.n <= 3).map((c) => c.card.id)
    for (const p of game.state.planes) game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: first3(p.id) })
    const targets = game.state.fireOptions.filter((o) => o.target === 't').map((o) => o.plane)
    expect(targets.sort()).toEqual(['far', 'near'])
    stackDeck(game.state, 'A', ['A01', 'A17', 'A44', 'A30'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'near', front: 't' })
    game.apply({ type: 'fire', seat: 'allied2', plane: 'far', front: 't' })
    // the nearer Camel's shot is drawn and waits; the other is not fired yet
    expect(game.state.choosing!.hits.map((h) => game.state.planes[h.firer].id)).toEqual(['near'])
    expect(game.state.choosing!.queue!.map((q) => game.state.planes[q.firer].id)).toEqual(['far'])
    expect(viewFor(game.state, 'central').choices).toEqual([{ kind: 'evade', plane: 't', cards: ['A01', 'A17'] }])
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: null })
    expect(planeOf(game, 't').damage).toEqual(['A01', 'A17'])
    expect(viewFor(game.state, 'central').choices).toEqual([{ kind: 'evade', plane: 't', cards: expect.any(Array) }])
    const second = game.state.choosing!.hits[0].cards
    game.apply({ type: 'evade', seat: 'central', plane: 't', card: second[0] })
    expect(planeOf(game, 't').damage).toEqual(['A01', 'A17', ...second.slice(1)])
    expect(game.state.step).not.toBe('choosing')
  })
})
