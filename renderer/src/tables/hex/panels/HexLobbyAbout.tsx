/**
 * What a hex game's lobby says of its scenario under the title (LobbyScreen's `about`): the scenario's words, and
 * folded under them how the game is won with each side's objectives (hex-goal.ts, as the table's planes' list says
 * them), read from the setup in this seat's view (public: the host sends every client in the game its view, in the
 * lobby too). A stream overlay's audience cannot unfold it: left out there.
 */
import { STREAM } from '../../../net/stream-page'
import { useAppSelector } from '../../../store'
import { hexContent } from '../hex-content'
import { hexGoal } from './hex-goal'
import { useHexGame } from './use-hex-game'
import '../../common/goal-fold.css'
import './hex-lobby-about.css'

export function HexLobbyAbout() {
  const scenario = useAppSelector((s) => hexContent.scenarios[s.lobby.current?.scenario ?? ''])
  const session = useAppSelector((s) => s.lobby.current?.session)
  // the view of this lobby's game (not one left over from another)
  const game = useHexGame()
  const view = game?.session === session ? game?.view : null
  const goal = view ? hexGoal({ setup: view.setup, achieved: [] }) : null
  return (
    <>
      {scenario?.words && <p className="blurb">{scenario.words}</p>}
      {goal && !STREAM && (
        <details className="goal-details" data-testid="lobby-goal">
          <summary>How it is won</summary>
          <div className="goal-text">
            <p className="goal-wins">{goal.wins}</p>
            {goal.objectives.length > 0 && (
              <ul className="hex-lobby-objectives">
                {goal.objectives.map((o) => (
                  <li key={o.id} data-testid={`lobby-objective-${o.id}`}>
                    <strong>{o.sideName}:</strong> {o.words}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </details>
      )}
    </>
  )
}
