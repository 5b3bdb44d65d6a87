/**
 * What a card game's lobby says of its scenario under the title (LobbyScreen's `about`): the blurb, and folded under
 * it how the game is won (GoalText.tsx), as New game folds it, so that a LAN guest reads the goal before the game
 * starts. The goal is read from the setup in this seat's view (public: the host sends every client in the game its
 * view, in the lobby too). A stream overlay's audience cannot unfold it: left out there.
 */
import { content } from '../../../content'
import { STREAM } from '../../../net/stream-page'
import { useAppSelector } from '../../../store'
import { GoalFold } from './GoalText'

export function CardLobbyAbout() {
  const scenario = useAppSelector((s) => content.scenarios[s.lobby.current?.scenario ?? ''])
  // the view of this lobby's game (not one left over from another)
  const setup = useAppSelector((s) => (s.game.session === s.lobby.current?.session ? s.game.view?.setup : undefined))
  return (
    <>
      {scenario && <p className="blurb">{scenario.blurb}</p>}
      {setup && !STREAM && <GoalFold setup={setup} testId="lobby-goal" />}
    </>
  )
}
