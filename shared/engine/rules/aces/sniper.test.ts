import { describe, expect, it } from 'vitest'
import { eventsOfType, expectRejected, fire, planeOf, planNumbers } from '../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../electron/testing/fixtures'
import { at, tailChase } from '../../../../electron/testing/ace-fire-helpers'
import { stackDeck } from '../../damage'
import { gameStateSchema } from '../../state-schema'
import { viewFor } from '../../view'

describe('Sniper (003 lines 994-998): "When the ace fires at an enemy plane, he can try to score a bull\'s-eye"', () => {
  it('lines 995-996: "the ace takes two damage cards instead: he looks at them, gives the one of his choice to the opponent and put the other under the damage deck" (long range: one card)', () => {
    const game = tailChase({ gap: 30 })
    stackDeck(game.state, 'A', ['A44', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(game.state.step).toBe('choosing')
    expect(game.waitingFor()).toEqual(['a'])
    expect(viewFor(game.state, 'allied').choices).toEqual([{ kind: 'snipe', plane: 'a', target: 't', arc: 'front', ability: 'sniper', cards: ['A44', 'A01'], give: 1 }])
    game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: ['A44'] })
    expect(planeOf(game, 't').damage).toEqual(['A44'])
    expect(planeOf(game, 't').damageTotal).toBe(5)
    // "put the other under the damage deck": the bottom of the draw pile
    expect(game.state.decks.A.draw[0]).toBe('A01')
    expect(game.state.step).not.toBe('choosing')
  })

  it('lines 996-997: "If the enemy has to take two damage cards, the ace takes three cards and chooses two of them"', () => {
    const game = tailChase()
    stackDeck(game.state, 'A', ['A30', 'A48', 'A44'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(viewFor(game.state, 'allied').choices![0]).toMatchObject({ cards: ['A30', 'A48', 'A44'], give: 2 })
    // the fire kept while the game waits is saved like the rest of the state (engine/state-schema.ts)
    expect(gameStateSchema.parse(JSON.parse(JSON.stringify(game.state))).choosing).toEqual(game.state.choosing)
    expectRejected(game, { type: 'snipe', seat: 'allied', plane: 'a', give: ['A48'] }, 'illegal-plan', /give 2, not 1/)
    expectRejected(game, { type: 'snipe', seat: 'allied', plane: 'a', give: ['A48', 'A07'] }, 'illegal-plan', /"A07" is not among the cards drawn/)
    expectRejected(game, { type: 'snipe', seat: 'central', plane: 'a', give: ['A48', 'A44'] }, 'not-your-plane', /does not fly/)
    expectRejected(game, { type: 'evade', seat: 'central', plane: 't', card: null }, 'illegal-plan', /no card to evade/)
    const events = game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: ['A48', 'A44'] })
    expect(planeOf(game, 't').status).toBe('exploded')
    expect(game.state.decks.A.draw[0]).toBe('A30')
    expect(eventsOfType(events, 'ace-fired')).toEqual([expect.objectContaining({ to: 'all', plane: 'a', target: 't', arc: 'front', ability: 'sniper', again: 3 })])
    expect(eventsOfType(events, 'sniped-cards')).toEqual([expect.objectContaining({ to: ['allied'], drawn: ['A30', 'A48', 'A44'], given: ['A48', 'A44'] })])
  })

  it('lines 997-998: "Once this ability is used, it can not be reused for the rest of the turn and for the whole of the next one"', () => {
    const game = tailChase({ gap: 30 })
    stackDeck(game.state, 'A', ['A01', 'A01'])
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    game.apply({ type: 'snipe', seat: 'allied', plane: 'a', give: [game.state.choosing!.hits[0].cards[0]] })
    expect(planeOf(game, 'a').aceUsed).toEqual({ sniper: 1 })
    // phase 2 of turn 1, then turn 2: refused, with its reason
    for (let k = 0; k < 5; k++) {
      expect(game.state.step).toBe('firing')
      expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' }, 'illegal-target', /Sniper was used in turn 1: not again until turn 3/)
      fire(game)
      if (game.state.step === 'planning') planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3] })
    }
    expect(game.state.turn).toBe(3)
    expect(planeOf(game, 'a').aceUsed).toBeUndefined()
    game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' })
    expect(game.state.step).toBe('choosing')
  })

  it('"at an enemy plane", by the airman firing: refused at a friend, for a pilot who is not a Sniper, for an arc that does not fire', () => {
    const friend = startGame([at({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', aceSkills: ['sniper'] }, 100, 100), at({ id: 'f', aircraft: 'sopwith-camel', team: 'allied' }, 100, 115), at({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 30, 30, 180)])
    planNumbers(friend, { a: [1, 2, 3], f: [1, 2, 3], t: [1, 2, 3] })
    if (friend.state.fireOptions.some((o) => o.plane === 'a' && o.target === 'f')) expectRejected(friend, { type: 'fire', seat: 'allied', plane: 'a', front: 'f', snipe: 'front' }, 'illegal-target', /only at an enemy plane/)
    const plain = tailChase({ sniper: { aceSkills: [] } })
    expectRejected(plain, { type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' }, 'illegal-target', /pilot firing the front guns is not a Sniper/)
    expectRejected(tailChase(), { type: 'fire', seat: 'allied', plane: 'a', front: null, snipe: 'front' }, 'illegal-target', /fire at no one/)
  })

  it('the observer\'s Sniper is his rear gun\'s (003 lines 949-951): the pilot\'s front guns cannot use it', () => {
    // a Bristol two-seater with the Sniper observer, the Dr.I straight ahead of it
    const game = tailChase({ sniper: { aircraft: 'bristol-f2b', aceSkills: [], observerSkills: ['sniper'] } })
    expectRejected(game, { type: 'fire', seat: 'allied', plane: 'a', front: 't', snipe: 'front' }, 'illegal-target', /pilot firing the front guns is not a Sniper/)
  })

  it('the declaration is secret until the fire is resolved: the other seat and the spectator see the same view with or without it', () => {
    const views = (snipe: boolean) => {
      // the target may evade, so that the game waits in both cases (it waits for a seat: public)
      const game = tailChase({ target: { aceSkills: ['good-at-evading'] } })
      stackDeck(game.state, 'A', ['A30', 'A48', 'A44', 'A01'])
      game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't', ...(snipe ? { snipe: 'front' as const } : {}) })
      expect(game.state.step).toBe('choosing')
      const seen = (viewer: string | null) => JSON.stringify({ view: viewFor(game.state, viewer), events: game.events.filter((e) => e.to === 'all' || (viewer !== null && e.to.includes(viewer))) })
      return { spectator: seen(null) }
    }
    expect(views(true).spectator).toBe(views(false).spectator)
  })
})
