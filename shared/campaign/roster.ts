/**
 * Reading the rosters: who is an ace, how many abilities his victories bring, who may fly.
 */
import { refuse } from './errors'
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
  const a = c.airmen.find((x) => x.id === id)
  if (!a) refuse(`there is no airman "${id}" in the campaign`)
  return a
}

/** The squadron of that id; throws a CampaignError when there is none. */
export function squadron(c: Campaign, id: SquadronId): Squadron {
  const s = c.squadrons.find((x) => x.id === id)
  if (!s) refuse(`there is no squadron "${id}" in the campaign`)
  return s
}

/** The sortie in flight, if any (one at a time). */
export function inFlight(c: Campaign): Sortie | null {
  return c.sorties.find((s) => s.status === 'in-flight') ?? null
}

/** Whether the airman is flying the sortie in flight. */
export function aloft(c: Campaign, id: AirmanId): boolean {
  const s = inFlight(c)
  return s !== null && s.crews.some((k) => k.pilot === id || k.observer === id)
}

/** A squadron's airmen of a role who may fly now: status 'flying' and not in the sortie in flight. */
export function availableAirmen(c: Campaign, squadronId: SquadronId, role: AirmanRole): Airman[] {
  return c.airmen.filter((a) => a.squadron === squadronId && a.role === role && a.status.kind === 'flying' && !aloft(c, a.id))
}

/** A new airman's id: the next number after the highest given so far. */
export function nextAirmanId(c: Pick<Campaign, 'airmen'>): AirmanId {
  let n = 0
  for (const a of c.airmen) {
    const m = /^a(\d+)$/.exec(a.id)
    if (m) n = Math.max(n, Number(m[1]))
  }
  return `a${n + 1}`
}
