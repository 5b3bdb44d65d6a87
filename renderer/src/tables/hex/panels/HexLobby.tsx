/**
 * A hex game's lobby: the shell's LobbyScreen with what the hex game says of its scenario and seats. Under the title
 * the scenario's words, and folded under them how the game is won with each side's objectives (hex-goal.ts, as the
 * table's planes' list says them); in the seats' table the planes each seat flies. Both are read from the setup in
 * this seat's view (public: the host sends every client in the game its view, in the lobby too), and only from a
 * view of the lobby's own game. A stream overlay's audience cannot unfold the goal: it reads it whole under the
 * rules.
 */
import { STREAM } from '../../../net/stream-page'
import { LobbyScreen } from '../../../shell/lobby/LobbyScreen'
import { useAppSelector } from '../../../store'
import { hexContent } from '../hex-content'
import { hexPlaneName } from './hex-event-words'
import { hexGoal } from './hex-goal'
import { useHexGame } from './use-hex-game'
import '../../common/goal-fold.css'
import './hex-lobby.css'

export function HexLobby() {
  const scenario = useAppSelector((s) => hexContent.scenarios[s.lobby.current?.scenario ?? ''])
  const session = useAppSelector((s) => s.lobby.current?.session)
  const game = useHexGame()
  const view = game?.session === session ? game?.view : null
  const goal = view ? hexGoal({ setup: view.setup, achieved: [] }) : null
  const flies = new Map<string, string[]>()
  for (const p of view?.planes ?? []) flies.set(p.seat, [...(flies.get(p.seat) ?? []), hexPlaneName(view!, p.id)])
  const goalText = goal && (
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
  )
  const about = (
    <>
      {scenario?.words && <p className="blurb">{scenario.words}</p>}
      {goalText && !STREAM && (
        <details className="goal-details" data-testid="lobby-goal">
          <summary>How it is won</summary>
          {goalText}
        </details>
      )}
    </>
  )
  return <LobbyScreen about={about} flies={flies} howWon={goalText} />
}
