/**
 * The card pointed at in the deck, previewed before it is placed (issue 26): the store keeps which card and slot
 * the pointer or the keyboard focus is on, and the preview flies that card from where the plane would be after the
 * cards in the slots before it. Checked against where the engine flies the same plan.
 */
import { describe, expect, it } from 'vitest'
import { card, eventsOfType, holdUntilPlanning } from '../../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../../electron/testing/fixtures'
import type { Game } from '../../../../../shared/engine/game'
import { viewFor } from '../../../../../shared/engine/view'
import { handOffStarted } from '../../../store/hand-off-actions'
import { viewReceived, type ViewMessage } from '../../../store/game-slice'
import { cardHovered, planningSlice, type PlanningState } from '../../../store/planning-slice'
import { hoverStep } from './ManoeuvrePreview'

function game(): Game {
  return startGame([
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 60, y: 40, heading: 0 },
    { id: 'dr1', aircraft: 'fokker-dr-i', team: 'central', x: 60, y: 80, heading: 180 },
  ])
}

/** Where the engine flies the camel's plan `nums` (card numbers): the stands after each card. */
function flown(nums: number[]) {
  const g = game()
  g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: nums.map((n) => card(g, 'camel', n)) })
  g.apply({ type: 'plan', seat: 'central', plane: 'dr1', cards: [1, 2, 3].map((n) => card(g, 'dr1', n)) })
  holdUntilPlanning(g)
  return eventsOfType(g.events, 'moved')
    .filter((e) => e.plane === 'camel')
    .map((e) => e.at)
}

describe('the hover preview: where the card pointed at would take the plane', () => {
  it('flies the card from the end of the cards already in the slots before it, as the engine will', () => {
    const g = game()
    const view = viewFor(g.state, 'allied')
    const bank = card(g, 'camel', 5)
    const drafts = { camel: [card(g, 'camel', 1), null, null] }
    const step = hoverStep(g.rules, view, drafts, { plane: 'camel', slot: 1, card: bank }, 'allied')
    const engine = flown([1, 5, 2])
    expect(step).not.toBeNull()
    expect(step!.slot).toBe(1)
    expect(step!.card).toBe(bank)
    expect(step!.end.x).toBeCloseTo(engine[1].x, 6)
    expect(step!.end.y).toBeCloseTo(engine[1].y, 6)
    // its path starts where card 1 ends
    expect(step!.path[0].x).toBeCloseTo(engine[0].x, 6)
    expect(step!.path[0].y).toBeCloseTo(engine[0].y, 6)
  })

  it('in slot 1 flies from the plane itself; an empty slot before it counts as the straight', () => {
    const g = game()
    const view = viewFor(g.state, 'allied')
    const turn = card(g, 'camel', 10)
    const first = hoverStep(g.rules, view, {}, { plane: 'camel', slot: 0, card: turn }, 'allied')
    expect(first!.path[0]).toMatchObject({ x: 60, y: 40 })
    const third = hoverStep(g.rules, view, {}, { plane: 'camel', slot: 2, card: turn }, 'allied')
    // the straight an empty slot counts as is the deck's card 1, and card 2 is the same straight
    const straight = g.rules.byId.get('camel')!.straight.card
    expect(straight.id).toBe(card(g, 'camel', 1))
    expect(g.rules.byId.get('camel')!.cards.get(card(g, 'camel', 2))!.card.move).toEqual(straight.move)
    const engine = flown([1, 2, 10])
    expect(third!.end.x).toBeCloseTo(engine[2].x, 6)
    expect(third!.end.y).toBeCloseTo(engine[2].y, 6)
  })

  it('shows nothing for no card, another seat’s plane, a card not in the deck, or outside planning', () => {
    const g = game()
    const view = viewFor(g.state, 'allied')
    const c1 = card(g, 'camel', 1)
    expect(hoverStep(g.rules, view, {}, null, 'allied')).toBeNull()
    expect(hoverStep(g.rules, view, {}, { plane: 'dr1', slot: 0, card: card(g, 'dr1', 1) }, 'allied')).toBeNull()
    expect(hoverStep(g.rules, view, {}, { plane: 'camel', slot: 0, card: 'no-such-card' }, 'allied')).toBeNull()
    expect(hoverStep(g.rules, { ...view, step: 'firing' }, {}, { plane: 'camel', slot: 0, card: c1 }, 'allied')).toBeNull()
    expect(hoverStep(g.rules, view, {}, { plane: 'camel', slot: 0, card: c1 }, null)).toBeNull()
  })
})

describe('planning-slice: the card pointed at', () => {
  const reduce = planningSlice.reducer
  const run = (...actions: Parameters<typeof reduce>[1][]): PlanningState => actions.reduce((s, a) => reduce(s, a), reduce(undefined, { type: 'init' }))
  const viewMsg = (turn: number) => viewReceived(msg(turn))
  const msg = (turn: number): ViewMessage => ({ type: 'view', session: 's', seat: 'allied', mine: ['allied'], seats: [], view: { turn, phase: 0 } as ViewMessage['view'], events: [], waitingFor: [] })
  const hover = { plane: 'camel', slot: 1, card: 'C05' }

  it('is kept until the pointer leaves, and forgotten on a new turn or a hand-off to another player', () => {
    expect(run(viewMsg(1), cardHovered(hover)).hover).toEqual(hover)
    expect(run(viewMsg(1), cardHovered(hover), cardHovered(null)).hover).toBeNull()
    expect(run(viewMsg(1), cardHovered(hover), viewMsg(1)).hover).toEqual(hover)
    expect(run(viewMsg(1), cardHovered(hover), viewMsg(2)).hover ?? null).toBeNull()
    expect(run(viewMsg(1), cardHovered(hover), handOffStarted({ session: 's', seat: 'central', name: 'B' })).hover ?? null).toBeNull()
  })
})
