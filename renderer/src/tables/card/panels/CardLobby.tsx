/**
 * A card game's lobby: the shell's LobbyScreen with what the card game says of its scenario and seats. Under the
 * title the blurb, and folded under it how the game is won (GoalText.tsx), as New game folds it, so that a LAN guest
 * reads the goal before the game starts; in the seats' table the aeroplanes each seat flies. Both are read from the
 * setup in this seat's view (public: the host sends every client in the game its view, in the lobby too), and only
 * from a view of the lobby's own game. A stream overlay's audience cannot unfold the goal: it reads it whole under
 * the rules.
 */
import { content } from '../../../content'
import { STREAM } from '../../../net/stream-page'
import { LobbyScreen } from '../../../shell/lobby/LobbyScreen'
import { useAppSelector } from '../../../store'
import { GoalFold, GoalText, goalOfSetup } from './GoalText'

/** The setup of the lobby's game, once its view is here. */
function useLobbySetup() {
  return useAppSelector((s) => (s.game.session === s.lobby.current?.session ? s.game.view?.setup : undefined))
}

export function CardLobby() {
  const scenario = useAppSelector((s) => content.scenarios[s.lobby.current?.scenario ?? ''])
  const setup = useLobbySetup()
  // the planes a seat flies, by aircraft name ("Sopwith Camel, SPAD XIII")
  const flies = new Map<string, string[]>()
  for (const p of setup?.planes ?? []) flies.set(p.seat, [...(flies.get(p.seat) ?? []), content.aircraft[p.aircraft]?.name ?? p.aircraft])
  const about = (
    <>
      {scenario && <p className="blurb">{scenario.blurb}</p>}
      {setup && !STREAM && <GoalFold setup={setup} testId="lobby-goal" />}
    </>
  )
  // a stream overlay's audience reads the goal whole (LobbyScreen shows it to an overlay only)
  return <LobbyScreen about={about} flies={flies} howWon={STREAM && setup ? <GoalText goal={goalOfSetup(setup)} /> : undefined} />
}
