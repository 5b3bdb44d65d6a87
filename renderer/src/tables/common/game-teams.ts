/**
 * The teams of the game this client is in, for the lobby and the chat to colour seats and speakers by side. They
 * come from the game's setup once its first view is here, and from the scenario before that (a team's id is its
 * side in a free dogfight).
 */
import type { SetupTeam } from '../../../../shared/engine/types'
import { content } from '../../content'
import { teamColour } from './team-colours'
import { useAppSelector } from '../../store'

const NONE: SetupTeam[] = []

export function useGameTeams(): SetupTeam[] {
  const fromView = useAppSelector((s) => s.game.view?.setup.teams)
  const scenario = useAppSelector((s) => s.lobby.current?.scenario)
  return fromView ?? (scenario ? content.scenarios[scenario]?.teams : undefined) ?? NONE
}

/** The side a team fights for ("allied", "central"), or undefined for no team (a spectator, the host's screen). */
export function sideOf(teams: SetupTeam[], team: string | null | undefined): string | undefined {
  if (!team) return undefined
  return teams.find((t) => t.id === team)?.side ?? team
}

/** The colour of a team's side. */
export function colourOf(teams: SetupTeam[], team: string | null | undefined): string {
  return teamColour(sideOf(teams, team))
}
