import { describe, expect, it } from 'vitest'
import { damageCard, orders, planStraights, straights } from '../../../electron/testing/rule-helpers'
import { cardOf, content, startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { CommandError } from '../commands'
import { stackDeck } from '../damage'
import type { Game } from '../game'
import { eventsFor } from '../view'

const camelBehindDr1: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
]

function tailingGame(planes: PlaneSpec[] = camelBehindDr1, options: Record<string, boolean> = {}) {
  return startGame(planes, { options: { tailing: true, ...options } })
}

/** The A deck's blank cards (no points, no symbol), each a card of its own. */
const blanks = Object.values(content.damageCards)
  .filter((d) => d.deck === 'A' && d.points === 0 && d.special.length === 0)
  .map((d) => d.id)

/** Every tailing plane shown a card keeps the order it planned. */
function keepOrder(game: Game): void {
  while (game.state.step === 'tailing') {
    const p = game.state.planes.find((q) => q.id === game.waitingFor()[0])!
    game.apply({ type: 'reorder', seat: p.seat, plane: p.id, cards: p.plan!.slice(p.effects!.reorder!) })
  }
}

/** Every plane holds fire to the end of the turn; any other step on the way (a tailed card shown) fails the test. */
function holdFireThroughTurn(game: Game): void {
  const turn = game.state.turn
  while (game.state.turn === turn) {
    expect(game.state.step).toBe('firing')
    orders(game, {})
  }
}

/** The tailed cards shown in a turn, as [tailing plane, slot]. */
function shownIn(game: Game, turn: number): [string, number][] {
  return game.events.flatMap((e) => (e.type === 'tail-shown' && e.turn === turn ? [[e.plane, e.slot] as [string, number]] : []))
}

describe('003 Tailing (lines 198-217)', () => {
  it('"before revealing the first manoeuvre, the tailed player has to show his first card to the tailing player: The latter can rearrange the order"', () => {
    const game = tailingGame()
    expect(game.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    expect(game.state.planes[1].effects!.tail).toBeNull()
    const dr1Plan = straights(game, 'dr1').reverse()
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: dr1Plan })
    const events = game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    expect(game.state.step).toBe('tailing')
    expect(game.waitingFor()).toEqual(['camel'])
    const shown = events.filter((e) => e.type === 'tail-shown')
    expect(shown.map((e) => e.type === 'tail-shown' && [e.plane, e.target, e.slot, e.card])).toEqual([['camel', 'dr1', 0, dr1Plan[0]]])
    // the card is shown to the tailing seat only
    expect(eventsFor(shown, 'central')).toEqual([])
    expect(eventsFor(shown, null)).toEqual([])
    expect((game.view('central').planes[0].effects as { tailSeen?: unknown }).tailSeen).toBeUndefined()
    expect((game.view('allied').planes[0].effects as { tailSeen: string[] }).tailSeen).toEqual([dr1Plan[0]])
    // only its own cards, each once
    const mine = game.state.planes[0].plan!
    const notPlanned = [...game.rules.byId.get('camel')!.cards.keys()].find((id) => !mine.includes(id))!
    expect(() => game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: [mine[0], mine[1], notPlanned] })).toThrow(CommandError)
    expect(() => game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: [mine[0], mine[0], mine[1]] })).toThrow(/in a new order, no others/)
    expect(() => game.apply({ type: 'reorder', seat: 'central', plane: 'dr1', cards: dr1Plan })).toThrow(/no cards to reorder/)
    game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: [mine[2], mine[0], mine[1]] })
    expect(game.state.planes[0].executed).toEqual([mine[2]])
  })

  it('"If tailing is still possible, the tailed player has to show his second card ... rearrange the order of the two remaining"', () => {
    const game = tailingGame()
    planStraights(game)
    const mine = game.state.planes[0].plan!
    game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: mine })
    orders(game, {})
    // both flew straights of the same length: still on its tail before the second card
    expect(game.state.step).toBe('tailing')
    expect(game.state.phase).toBe(2)
    expect(game.state.planes[0].effects!.reorder).toBe(1)
    game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: [mine[2], mine[1]] })
    expect(game.state.planes[0].plan).toEqual([mine[0], mine[2], mine[1]])
    orders(game, {})
    // never a third card
    expect(game.state.step).not.toBe('tailing')
  })

  it('a chain (lines 207-209): a Dr.I tailing a Camel that tails another Dr.I is shown the card the Camel will fly, once the Camel has reordered', () => {
    const game = tailingGame([
      { id: 'dr2', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 86, heading: 0 },
      ...camelBehindDr1,
    ])
    expect(game.state.planes.map((p) => p.effects!.tail?.target ?? null)).toEqual(['camel', 'dr1', null])
    const bank = [...game.rules.byId.get('camel')!.cards.values()].find((c) => c.card.turn === 'left' && !c.card.steep)!.card.id
    const s = straights(game, 'camel')
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr2', cards: straights(game, 'dr2') })
    const planned = game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [bank, s[0], s[1]] })
    // the Camel, in front, answers first; the Dr.I behind it is shown nothing yet
    expect(game.waitingFor()).toEqual(['camel'])
    expect(planned.filter((e) => e.type === 'tail-shown').map((e) => e.type === 'tail-shown' && e.plane)).toEqual(['camel'])
    expect(() => game.apply({ type: 'reorder', seat: 'central', plane: 'dr2', cards: game.state.planes[0].plan! })).toThrow(/no cards to reorder/)
    const reordered = game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: [s[0], s[1], bank] })
    // now the Dr.I is shown the straight the Camel will fly, not the bank it had planned first
    expect(game.waitingFor()).toEqual(['dr2'])
    expect(reordered.filter((e) => e.type === 'tail-shown').map((e) => e.type === 'tail-shown' && [e.plane, e.card])).toEqual([['dr2', s[0]]])
    game.apply({ type: 'reorder', seat: 'central', plane: 'dr2', cards: game.state.planes[0].plan! })
    expect(game.state.planes[1].executed).toEqual([s[0]])
  })

  it('"it is possible to lose tailing ability": a tailed plane that turns away is not shown again', () => {
    const game = tailingGame()
    const turn = [...game.rules.byId.get('dr1')!.cards.values()].find((c) => c.card.turn === 'right' && c.card.steep && !c.card.stall)!.card.id
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [turn, ...straights(game, 'dr1').slice(0, 2)] })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    game.apply({ type: 'reorder', seat: 'allied', plane: 'camel', cards: game.state.planes[0].plan! })
    orders(game, {})
    expect(game.state.step).not.toBe('tailing')
    expect(game.events.some((e) => e.type === 'tailing-lost' && e.plane === 'camel')).toBe(true)
  })

  it('no tailing through a third base, between overlapping bases, by a smoking plane, or of a friend', () => {
    const between = tailingGame([...camelBehindDr1, { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 107, heading: 90 }])
    expect(between.state.planes[0].effects!.tail).toBeNull()
    const overlapping = tailingGame([camelBehindDr1[0], { ...camelBehindDr1[1], y: 105 }])
    expect(overlapping.state.planes[0].effects!.tail).toBeNull()
    const friend = tailingGame([camelBehindDr1[0], { ...camelBehindDr1[1], team: 'allied' }, { id: 'far', aircraft: 'fokker-dr-i', team: 'central', x: 10, y: 10, heading: 0 }])
    expect(friend.state.planes[0].effects!.tail).toBeNull()
    // "The aircraft can't perform 'tailing' (see below) until the 'smoke' counters are removed"
    const smoking = startGame(camelBehindDr1.map((p) => (p.id === 'camel' ? { ...p } : p)), { options: { tailing: true, specialDamage: true } })
    expect(smoking.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    smoking.state.planes[0].effects!.smoke = 2
    planStraights(smoking)
    expect(smoking.state.step).not.toBe('tailing')
  })

  it('"If a plane can tail two or more enemies, he must choose only one": it tails the nearest', () => {
    const game = tailingGame([...camelBehindDr1, { id: 'alb', aircraft: 'albatros-d-iii', team: 'central', x: 100, y: 125, heading: 0 }])
    // the Albatros is farther along the same line, with the Dr.I in between: only the Dr.I is in position anyway
    expect(game.state.planes[0].effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    // two enemies ahead, side by side at different distances, each in tailing position
    const two = tailingGame([
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
      { id: 'far', aircraft: 'fokker-dr-i', team: 'central', x: 104, y: 124, heading: 0 },
      { id: 'near', aircraft: 'fokker-dr-i', team: 'central', x: 96, y: 112, heading: 0 },
    ])
    expect(two.state.planes[0].effects!.tail).toEqual({ target: 'near', turn: 1 })
    expect(two.events.filter((e) => e.type === 'tailing').map((e) => e.type === 'tailing' && [e.plane, e.target])).toEqual([['camel', 'near']])
  })
})

describe('003 Tailing (lines 177, 184-185, 213-217, 220): the rows the audit found untested', () => {
  it('003 line 177: "The smoking plane can be tailed normally": a Camel behind a Dr.I it set smoking tails it the next turn', () => {
    const game = tailingGame(camelBehindDr1, { specialDamage: true })
    const [camel, dr1] = game.state.planes
    planStraights(game)
    keepOrder(game)
    // phase 1: the Camel's smoke card
    stackDeck(game.state, 'A', [damageCard('A', 1, ['smoke']), blanks[0]])
    orders(game, { camel: { front: 'dr1' } })
    expect(dr1.effects!.smoke).toBe(3)
    while (game.state.turn === 1) {
      expect(['tailing', 'firing']).toContain(game.state.step)
      keepOrder(game)
      orders(game, {})
    }
    // turn 2: the Dr.I still smokes, and the Camel tails it as before
    expect(dr1.effects!.smoke).toBe(2)
    expect(camel.effects!.tail).toEqual({ target: 'dr1', turn: 2 })
    expect(game.events.some((e) => e.type === 'tailing' && e.turn === 2 && e.plane === 'camel' && e.target === 'dr1')).toBe(true)
    planStraights(game)
    expect(game.state.step).toBe('tailing')
    expect(shownIn(game, 2)).toEqual([['camel', 0]])
  })

  it('003 lines 184-185: a burning plane "cannot perform tailing ... until the flame counters are removed"', () => {
    const game = tailingGame(camelBehindDr1, { specialDamage: true })
    const camel = game.state.planes[0]
    expect(camel.effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    camel.effects!.flame = 2
    // before the first reveal a counter goes (a blank flame card): one is left, and no card is shown
    stackDeck(game.state, 'A', [blanks[0]])
    planStraights(game)
    expect(camel.effects!.flame).toBe(1)
    holdFireThroughTurn(game)
    expect(shownIn(game, 1)).toEqual([])
    // turn 2 begins with a counter still on: no tailing
    expect(camel.effects!.tail).toBeNull()
    stackDeck(game.state, 'A', [blanks[1]])
    planStraights(game)
    expect(camel.effects!.flame).toBe(0)
    holdFireThroughTurn(game)
    expect(shownIn(game, 2)).toEqual([])
    // the counters are gone: it tails again
    expect(camel.effects!.tail).toEqual({ target: 'dr1', turn: 3 })
  })

  it('003 lines 213 and 216-217: "it is not possible to begin tailing a new plane during the three manoeuvres of the turn"', () => {
    // 40 cm apart at the start of the turn, beyond the ruler: no tailing; the Dr.I stalls and the Camel closes to
    // 32.8 cm behind it in phase 1, and stays so through the turn
    const game = tailingGame([camelBehindDr1[0], { ...camelBehindDr1[1], y: 140 }])
    const camel = game.state.planes[0]
    expect(camel.effects!.tail).toBeNull()
    // the same deck (C): after the first card both fly the same two straights
    const stall = cardOf(game, 'dr1', (c) => c.stall)
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: straights(game, 'camel') })
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [stall, ...straights(game, 'dr1').slice(1)] })
    expect(game.state).toMatchObject({ phase: 1, step: 'firing' })
    orders(game, {})
    // before the second card: in tailing position now, but not at the beginning of the turn; no card shown
    expect(game.state.phase).toBe(2)
    expect(game.state.step).not.toBe('tailing')
    expect(camel.effects!.tail).toBeNull()
    holdFireThroughTurn(game)
    expect(shownIn(game, 1)).toEqual([])
    // the same position at the beginning of the next turn: the Camel tails the Dr.I
    expect(camel.effects!.tail).toEqual({ target: 'dr1', turn: 2 })
  })

  it('003 line 220 (Disruption): a tailing plane that "takes at least 1 point of damage" in phase 1 is not shown the second card; it keeps the tail', () => {
    // a second Dr.I off the Camel's left wing, heading east, stalls in phase 1 and fires at it
    const hitInPhase1 = (cards: string[], disruption: boolean) => {
      const game = tailingGame([...camelBehindDr1, { id: 'dr2', aircraft: 'fokker-dr-i', team: 'central', x: 85, y: 108, heading: 90 }], { disruption })
      expect(game.state.planes.map((p) => p.effects!.tail?.target ?? null)).toEqual(['dr1', null, null])
      for (const id of ['camel', 'dr1']) game.apply({ type: 'plan', seat: id === 'camel' ? 'allied' : 'central', plane: id, cards: straights(game, id) })
      game.apply({ type: 'plan', seat: 'central', plane: 'dr2', cards: [cardOf(game, 'dr2', (c) => c.stall), ...straights(game, 'dr2').slice(0, 2)] })
      keepOrder(game)
      expect(game.state.fireOptions.some((o) => o.plane === 'dr2' && o.target === 'camel')).toBe(true)
      stackDeck(game.state, 'A', cards)
      orders(game, { dr2: { front: 'camel' } })
      expect(game.state.phase).toBe(2)
      return game
    }
    // hit for a point: no card shown before phase 2, and the tail is not lost
    const hit = hitInPhase1([damageCard('A', 1), blanks[0]], true)
    const camel = hit.state.planes[0]
    expect(camel.damageTotal).toBe(1)
    expect(hit.state.step).not.toBe('tailing')
    expect(camel.effects!.reorder).toBeNull()
    expect(shownIn(hit, 1)).toEqual([['camel', 0]])
    expect(camel.effects!.tail).toEqual({ target: 'dr1', turn: 1 })
    expect(hit.events.some((e) => e.type === 'tailing-lost')).toBe(false)
    // no point taken, or no Disruption: the second card is shown
    const missed = hitInPhase1([blanks[0], blanks[1]], true)
    expect(missed.state.step).toBe('tailing')
    expect(shownIn(missed, 1)).toEqual([
      ['camel', 0],
      ['camel', 1],
    ])
    const without = hitInPhase1([damageCard('A', 1), blanks[0]], false)
    expect(without.state.planes[0].damageTotal).toBe(1)
    expect(without.state.step).toBe('tailing')
  })
})

describe('the heuristic bot and 003 Tailing', () => {
  it('shown that the Dr.I flies straight on, it flies a straight first rather than the turn it planned first', async () => {
    const { HeuristicBot } = await import('../../bots')
    const { content } = await import('../../../electron/testing/fixtures')
    const game = tailingGame()
    const turn = [...game.rules.byId.get('camel')!.cards.values()].find((c) => c.card.turn === 'left' && !c.card.steep)!.card.id
    game.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: straights(game, 'dr1') })
    game.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: [turn, ...straights(game, 'camel').slice(0, 2)] })
    expect(game.state.step).toBe('tailing')
    const bot = new HeuristicBot(content, 'allied', 5)
    const [cmd] = bot.decide(game.view('allied'))
    expect(cmd.type).toBe('reorder')
    if (cmd.type !== 'reorder') return
    expect(game.rules.byId.get('camel')!.cards.get(cmd.cards[0])!.card.straight).toBe(true)
    game.apply(cmd)
  })
})
