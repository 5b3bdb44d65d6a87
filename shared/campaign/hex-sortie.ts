/**
 * A campaign's sortie flown in the hex game of 002 (issue 29: the roster takes victories from either ruleset). The
 * roster, its awards and losses are the campaign's own (003 lines 919-941, closed by close.ts from the game's report);
 * what the hex game adds is its ace: "Ace pilots get +1 Maneuverability. Aces have 5+ kills." (002 ACES). A hex plane
 * has no named crew or abilities, so a crew brings only that.
 */
import type { HexContent, HexSetup } from '../rulesets/hex'
import { refuse } from './errors'
import type { SortieAircraft } from './sortie'
import type { SortiePlane } from './types'

/** The hex game's aircraft as startSortie checks a crew's: a plane with an observer is a two-seater. */
export function hexSortieAircraft(content: Pick<HexContent, 'aircraft'>): SortieAircraft {
  return { aircraft: Object.fromEntries(Object.values(content.aircraft).map((a) => [a.id, { kind: 'aeroplane' as const, name: a.name, twoSeater: a.observer }])) }
}

/** The scenario's setup with the sortie's crews on board: each plane of the sortie flown by an ace is an ace. */
export function hexSortieSetup(setup: HexSetup, planes: readonly SortiePlane[]): HexSetup {
  const byId = new Map(setup.planes.map((p) => [p.id, p]))
  for (const k of planes) if (!byId.has(k.plane)) refuse(`the hex scenario "${setup.scenario}" has no plane "${k.plane}"`)
  const aces = new Set(planes.filter((k) => k.ace).map((k) => k.plane))
  return { ...setup, planes: setup.planes.map((p) => (aces.has(p.id) ? { ...p, ace: true } : p)) }
}
