/**
 * The table's Goal (the bar's Goal button): the scenario's title and blurb, and how this game is won (GoalText),
 * read from the game's setup, which every seat holds. It says no running score: a scenario's 'damage' term would
 * count damage kept face down.
 */
import type { GameView } from '../../../../../shared/engine/view'
import { content } from '../../../content'
import { Overlay } from '../../../shell/common/Overlay'
import { useAppSelector } from '../../../store'
import { GoalText, goalOfSetup } from './GoalText'

export function GoalDialog({ view, onClose }: { view: GameView; onClose: () => void }) {
  const seat = useAppSelector((s) => s.game.seat)
  const seats = useAppSelector((s) => s.game.seats)
  const mine = seats.find((s) => s.id === seat)?.team ?? null
  const setup = view.setup
  const blurb = content.scenarios[setup.scenario]?.blurb
  const goal = goalOfSetup(setup)
  return (
    <Overlay title={setup.title} onClose={onClose} testId="goal">
      {blurb && <p className="goal-blurb">{blurb}</p>}
      <GoalText goal={goal} mine={mine} />
    </Overlay>
  )
}
