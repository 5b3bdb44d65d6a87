/**
 * Starting a sortie: the players pick a game and the crews from the rosters; each plane gets its airmen's names and
 * abilities for the game's setup (SetupPlane.crew, aceSkills, observerSkills, ace).
 */
import type { Campaign, Sortie, SortieCrew, SortiePlan, SortiePlane } from './types'

/**
 * A sortie put in flight. Throws a CampaignError when another is in flight, an airman cannot fly (lost, recovering,
 * of another squadron or role, picked twice) or a plane is named twice.
 */
export function startSortie(c: Campaign, plan: SortiePlan): { campaign: Campaign; sortie: Sortie; planes: SortiePlane[] } {
  void c
  void plan
  throw new Error('not yet')
}

/** What one crew brings into the game's setup. */
export function sortiePlane(c: Campaign, crew: SortieCrew): SortiePlane {
  void c
  void crew
  throw new Error('not yet')
}

/** The sortie's game saved as `save` (its replay). */
export function setSortieSave(c: Campaign, sortie: number, save: string): Campaign {
  void c
  void sortie
  void save
  throw new Error('not yet')
}

/** A sortie in flight called off (its game abandoned): removed, nothing awarded. */
export function cancelSortie(c: Campaign, sortie: number): Campaign {
  void c
  void sortie
  throw new Error('not yet')
}
