/**
 * A bench game of two sides (search-train.ts, pilot-match.ts): its setup with side A the first team or the second;
 * whether it ended in a mutual destruction: aeroplanes of both sides lost (anything but flying or off the table) and
 * none left flying (the arena's own, for its tables, is shared/arena/held-out.ts's mutualDestruction, read from a
 * game's outcome); and each side's first turn: the damage points it took and the plan it flew.
 */
import { cardArena } from '../../shared/arena/card-arena'
import type { Content } from '../../shared/content/types'
import type { GameEvent } from '../../shared/engine/types'
import type { CardGame } from '../../shared/rulesets/card'

export function benchSetup(content: Content, scenario: string, aFirst: boolean) {
  const setup = cardArena.setup(content, { scenario, variant: null })
  const [first, second] = cardArena.sides(setup)
  return { setup, aSide: aFirst ? first : second }
}

export function mutualOf(game: CardGame, aSide: string): boolean {
  const g = game.game
  const planes = g.state.planes.filter((_, i) => g.rules.planes[i].kind === 'aeroplane')
  const lost = (mine: boolean) => planes.some((p) => (p.team === aSide) === mine && p.status !== 'flying' && p.status !== 'exited')
  return lost(true) && lost(false) && !planes.some((p) => p.status === 'flying')
}

/**
 * The damage points each side took in the first turn (every damage card's points, fire and collisions alike): the
 * first exchange of fire, which in Face to Face every plane flies into (issue 31's fourteenth pass, docs/ai-passes.md).
 */
export function firstTurnDamage(events: readonly GameEvent[], teamOf: (plane: string) => string | undefined, aSide: string): { a: number; b: number } {
  const out = { a: 0, b: 0 }
  for (const e of events) if (e.turn === 1 && e.type === 'damage-cards') out[teamOf(e.plane) === aSide ? 'a' : 'b'] += e.points
  return out
}

/** The plan each side's first plane flew in the first turn (its cards, as recorded), or null where it planned none. */
export function firstTurnPlans(events: readonly GameEvent[], teamOf: (plane: string) => string | undefined, aSide: string): { a: string[] | null; b: string[] | null } {
  const out: { a: string[] | null; b: string[] | null } = { a: null, b: null }
  for (const e of events) {
    if (e.turn !== 1 || e.type !== 'plan-recorded') continue
    const side = teamOf(e.plane) === aSide ? 'a' : 'b'
    out[side] ??= e.cards
  }
  return out
}
