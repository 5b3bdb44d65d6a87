/**
 * A bench game of two sides (search-train.ts, pilot-match.ts): its setup with side A the first team or the second, and
 * whether it ended in a mutual destruction: aeroplanes of both sides lost (anything but flying or off the table) and
 * none left flying. (The arena's own, for its tables, is shared/arena/held-out.ts's mutualDestruction, read from a
 * game's outcome.)
 */
import { cardArena } from '../../shared/arena/card-arena'
import type { Content } from '../../shared/content/types'
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
