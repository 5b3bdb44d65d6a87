/**
 * 003 Tailing and friendly Anti-Aircraft Fire (lines 761-771): "First, both aircraft plan their move. Second, the
 * player controlling the AA gun decides whether or not he will shoot the gun and, if so, places the artillery counter.
 * ... Finally, the owner of the tailed aircraft shows its first manoeuvre to the tailing player".
 */
import { describe, expect, it } from 'vitest'
import { eventsOfType, planeOf } from '../../../../electron/testing/engine-helpers'
import { FAR_DR1, phaseOfStraights, start } from '../../../../electron/testing/ground-fire-helpers'
import type { Game } from '../../game'
import { viewFor } from '../../view'

/** A Camel flying east 40 cm north of a German AA gun, and a German Dr.I on its tail; the German seat holds both. */
function game(aa: 'player' | 'solo' = 'player'): Game {
  return start(
    [
      { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 440, y: 540, heading: 90 },
      { id: 'tailer', aircraft: 'fokker-dr-i', team: 'central', x: 418, y: 540, heading: 90 },
      { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 500, y: 500, heading: 0 },
      FAR_DR1,
    ],
    { tailing: true },
    (s) => (s.groundFire = { aa }),
  )
}

describe('003 Tailing and friendly Anti-Aircraft Fire (lines 761-771): the gun is laid before the tailed card is shown', () => {
  it('the German seat, which holds the gun and the tailing Dr.I, lays the gun without having seen the Camel’s card; it sees the card after', () => {
    const g = game()
    expect(planeOf(g, 'tailer').effects!.tail).toMatchObject({ target: 'camel' })
    const seat = planeOf(g, 'gun').seat
    expect(planeOf(g, 'tailer').seat).toBe(seat)
    const planned = phaseOfStraights(g)
    expect(g.state.step).toBe('archie')
    expect(eventsOfType(planned, 'tail-shown')).toEqual([])
    const fx = viewFor(g.state, seat).planes.find((p) => p.id === 'tailer')!.effects as { tailSeen: string[]; reorder: number | null }
    expect(fx.tailSeen).toEqual([])
    expect(fx.reorder).toBe(0)
    const laid = g.apply({ type: 'archie', seat, plane: 'gun', at: null })
    expect(eventsOfType(laid, 'tail-shown').map((e) => [e.plane, e.slot, e.card, e.to])).toEqual([['tailer', 0, planeOf(g, 'camel').plan![0], [seat]]])
    expect(g.state.step).toBe('tailing')
  })

  it('with no gun for a player to lay (the solo rules fire it), the tailed card is shown at once, as tailing alone has it (lines 198-217)', () => {
    const g = game('solo')
    const planned = phaseOfStraights(g)
    expect(g.state.step).toBe('tailing')
    expect(eventsOfType(planned, 'tail-shown').map((e) => [e.plane, e.slot])).toEqual([['tailer', 0]])
  })
})
