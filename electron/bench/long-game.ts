/**
 * A long game for the save and replay benchmarks: 8 Camels against 8 Dr.Is flown for 100 turns by pilots that
 * circle with banks and turns and fire whenever they have a target.
 */
import type { Policy } from '../../shared/bots/policy'
import type { Content } from '../../shared/content/types'
import { Game } from '../../shared/engine/game'
import { nextInt, seedRng } from '../../shared/engine/rng'
import type { Command, SeatId } from '../../shared/engine/types'
import type { GameView } from '../../shared/engine/view'
import { Driver } from '../../shared/seats/driver'
import { GameTable } from '../../shared/seats/game-table'
import { PolicySeat } from '../../shared/seats/policy-seat'
import { setupWith } from '../testing/fixtures'

class CirclingPilot implements Policy {
  private rng = seedRng(99)
  constructor(
    private readonly content: Content,
    readonly seat: SeatId,
  ) {}
  decide(view: GameView): Command[] {
    const mine = view.planes.filter((p) => p.seat === this.seat && p.status === 'flying')
    if (view.step === 'planning') {
      return mine
        .filter((p) => !p.committed)
        .map((p) => {
          const deck = this.content.manoeuvreDecks[this.content.aircraft[p.aircraft].manoeuvreDeck!]
          const dir = nextInt(this.rng, 2) ? 'left' : 'right'
          const banks = deck.cards.filter((c) => c.turn === dir && !c.steep && !c.altitude && 'arc' in c.move)
          const pick: string[] = []
          while (pick.length < 3) {
            const c = banks[nextInt(this.rng, banks.length)].id
            if (!pick.includes(c)) pick.push(c)
          }
          return { type: 'plan' as const, seat: this.seat, plane: p.id, cards: pick }
        })
    }
    return mine
      .filter((p) => !view.ordered.includes(p.id) && view.fireOptions.some((o) => o.plane === p.id))
      .map((p) => ({ type: 'fire' as const, seat: this.seat, plane: p.id, front: view.fireOptions.find((o) => o.plane === p.id && o.arc === 'front')?.target ?? null }))
  }
}

/** The game after `turns` whole turns (still going: the next turn's plans are yet to be made). */
export function longGame(content: Content, turns = 100): Game {
  const planes = []
  for (let i = 0; i < 16; i++) {
    const allied = i % 2 === 0
    planes.push({ id: `${allied ? 'camel' : 'dr1'}-${i >> 1}`, aircraft: allied ? 'sopwith-camel' : 'fokker-dr-i', team: allied ? ('allied' as const) : ('central' as const), x: 380 + (i % 4) * 80, y: 380 + Math.floor(i / 4) * 80, heading: (i * 77) % 360 })
  }
  const game = Game.start(content, setupWith(planes, { table: { width: 1000, depth: 1000 } }), 2024)
  const pilots = [new CirclingPilot(content, 'allied'), new CirclingPilot(content, 'central')]
  // the table ends for the driver once `turns` whole turns are flown; the game itself goes on
  class Until extends GameTable {
    override get over(): boolean {
      return super.over || this.game.state.turn > turns
    }
  }
  const driver = new Driver(new Until(game), pilots.map((p) => new PolicySeat(p)))
  void driver.run()
  if (driver.error) throw driver.error
  return game
}
