/**
 * How a game is won, in words (goal-words.ts): when it ends, who wins, each side's points and what a plane must do.
 * The table's Goal opens it as a dialog (GoalDialog); New game and a campaign's sortie fold it under the scenario's
 * blurb (GoalFold), the game's end under a scenario's scores.
 */
import type { GameSetup } from '../../../../../shared/engine/state-types'
import { content } from '../../../content'
import { goalWords, type GoalWords } from './goal-words'
import { planeName } from './plane-name'
import '../../common/goal-fold.css'
import './goal.css'

/** A game's setup's goal in words (goal-words.ts), its planes named as the table names them. */
export function goalOfSetup(setup: GameSetup): GoalWords {
  return goalWords(setup, (id) => planeName(setup.planes, id, content), content.table.ruler / 2)
}

/** "How it is won", folded under a scenario's blurb where a game is set up (New game, a campaign's sortie, the lobby). */
export function GoalFold({ setup, testId }: { setup: GameSetup; testId: string }) {
  return (
    <details className="goal-details" data-testid={testId}>
      <summary>How it is won</summary>
      <GoalText goal={goalOfSetup(setup)} />
    </details>
  )
}

/** The words; `mine` marks the reader's side among the points. */
export function GoalText({ goal, mine }: { goal: GoalWords; mine?: string | null }) {
  return (
    <div className="goal-text" data-testid="goal-text">
      <p data-testid="goal-ends">{goal.ends}</p>
      <p className="goal-wins" data-testid="goal-wins">
        {goal.wins}
      </p>
      {goal.how.length > 0 && (
        <ul className="goal-how" data-testid="goal-how">
          {goal.how.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      )}
      {goal.points.length > 0 && (
        <div className="goal-points">
          {goal.points.map((side) => (
            <section key={side.team} className={side.team === mine ? 'mine' : ''} data-testid={`goal-points-${side.team || 'all'}`}>
              <h4>
                {side.heading}{side.team === mine ? <span className="goal-you"> (your side)</span> : null}
              </h4>
              <ul>
                {side.lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}
