/**
 * An ace choosing his abilities (003 lines 939-941): one for each five victories, chosen freely, valid for his role
 * (abilitiesProblem: the pilots-only set, Chivalrous attitude's two free ones, "Incendiary Bullets [...] can't be
 * chosen even later on in the Campaign", line 1026), in force from the next sortie.
 */
import type { AceSkill } from '../content/types'
import type { AirmanId, Campaign } from './types'

/** The campaign with the ability chosen. Throws a CampaignError when he has none to choose or may not hold it. */
export function chooseAbility(c: Campaign, airmanId: AirmanId, ability: AceSkill): Campaign {
  void c
  void airmanId
  void ability
  throw new Error('not yet')
}

/** The abilities the airman may choose now (empty when he has none to choose), each with why not when he may not. */
export function abilityChoices(c: Campaign, airmanId: AirmanId): { ability: AceSkill; problem: string | null }[] {
  void c
  void airmanId
  throw new Error('not yet')
}
