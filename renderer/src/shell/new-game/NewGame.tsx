/**
 * Setting up a game: first the choice of game, then its form. The card-and-base game's (CardNewGame.tsx): a scenario
 * (with its variants) or a free dogfight, who sits at each seat, a human at this screen or a bot, and the rules. With
 * the defaults, Start is a solo duel against the bot; several humans share the screen (hotseat) behind hand-off
 * screens. The hex card game's (HexNewGame.tsx) is a chunk of its own.
 */
import { lazy, Suspense, useState } from 'react'
import { GameChoice } from './GameChoice'
import { CardNewGame } from './CardNewGame'
import type { GameKind } from './hex-new-game'

// the hex game's form, its content and its rules: a chunk loaded when the hex game is chosen
const HexNewGame = lazy(() => import('./HexNewGame'))

/** The game New game was last left on, for the next visit in this tab. */
let lastGame: GameKind = 'card'

/**
 * New game: first the choice of game (GameChoice.tsx), then that game's form: the card-and-base game's below, the
 * hex card game's in a chunk of its own (HexNewGame.tsx, with the hex game's content and rules), loaded when chosen.
 * `initial`: the card scenario and variant the screen opens on (its tests'; the app opens on the duel).
 */
export function NewGame({ initial, game: initialGame }: { initial?: { scenario: string; variant?: string }; game?: GameKind } = {}) {
  const [game, setGameState] = useState<GameKind>(initialGame ?? (initial ? 'card' : lastGame))
  const setGame = (g: GameKind) => {
    lastGame = g
    setGameState(g)
  }
  const choice = <GameChoice value={game} onChange={setGame} />
  if (game === 'card') return <CardNewGame initial={initial} gameChoice={choice} />
  return (
    <Suspense
      fallback={
        <div className="menu-screen">
          <div className="menu-card wide new-game-card" data-testid="new-game-screen">
            <h2 className="screen-title">New game</h2>
            {choice}
            <p className="hint">Setting up the hex game…</p>
          </div>
        </div>
      }
    >
      <HexNewGame gameChoice={choice} />
    </Suspense>
  )
}
