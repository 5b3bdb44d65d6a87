/**
 * Replacements (003 lines 930-931, 936-937): "in the next game the plane will have a new crew with zero victories".
 * A new airman joins the squadron with a name from the name list (assets/campaign/names.json).
 */
import type { Airman, AirmanRole, Campaign, SquadronId } from './types'

/** A new airman with zero victories for the squadron: the new campaign and him. */
export function addReplacement(c: Campaign, squadronId: SquadronId, role: AirmanRole, name?: string): { campaign: Campaign; airman: Airman } {
  void c
  void squadronId
  void role
  void name
  throw new Error('not yet')
}
