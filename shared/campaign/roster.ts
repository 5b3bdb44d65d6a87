/**
 * Reading the rosters: who is an ace, how many abilities his victories bring, who may fly.
 */
import type { Airman, AirmanId, AirmanRole, Campaign, Squadron, SquadronId, Sortie } from './types'

/** 003 line 939: "An airman (pilot or observer) with five or more victories is considered an ace." */
export function isAce(a: Pick<Airman, 'victories'>): boolean {
  return a.victories >= 5
}

/** 003 lines 939-940: "Aces can freely choose a special ability for each five victories they get." */
export function abilitiesEarned(victories: number): number {
  return Math.floor(victories / 5)
}

/** The airman of that id; throws a CampaignError when there is none. */
export function airman(c: Campaign, id: AirmanId): Airman {
  void c
  void id
  throw new Error('not yet')
}

/** The squadron of that id; throws a CampaignError when there is none. */
export function squadron(c: Campaign, id: SquadronId): Squadron {
  void c
  void id
  throw new Error('not yet')
}

/** The sortie in flight, if any (one at a time). */
export function inFlight(c: Campaign): Sortie | null {
  void c
  throw new Error('not yet')
}

/** A squadron's airmen of a role who may fly now: status 'flying' and not in the sortie in flight. */
export function availableAirmen(c: Campaign, squadronId: SquadronId, role: AirmanRole): Airman[] {
  void c
  void squadronId
  void role
  throw new Error('not yet')
}
