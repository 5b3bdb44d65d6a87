import { describe, expect, it } from 'vitest'
import { orders, planStraights, straights } from '../../../electron/testing/rule-helpers'
import { startGame, type PlaneSpec } from '../../../electron/testing/fixtures'
import { CommandError } from '../commands'
import { eventsFor } from '../view'

const camelBehindDr1: PlaneSpec[] = [
  { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 100, heading: 0 },
  { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 114, heading: 0 },
]

function tailingGame(planes: PlaneSpec[] = camelBehindDr1, options: Record<string, boolean> = {}) {
  return startGame(planes, { options: { tailing: true, ...options } })
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
