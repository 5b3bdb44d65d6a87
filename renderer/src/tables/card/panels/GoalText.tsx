/**
 * How a game is won, in words (goal-words.ts): when it ends, who wins, each side's points and what a plane must do.
 * The table's Goal opens it as a dialog (GoalDialog); New game folds it under the scenario's blurb, the game's end under a
 * scenario's scores.
 */
import type { GoalWords } from './goal-words'
import './goal.css'

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
                {side.name} score{side.team === mine ? <span className="goal-you"> (your side)</span> : null}
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
