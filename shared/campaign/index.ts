/**
 * The campaign (003 lines 919-944; 004 lines 332-424), pure: the rosters, the sorties and the awards, with no I/O.
 * The host keeps the file (electron/), the renderer shows it; both call these functions, which never change the
 * campaign they are given (each returns a new one) and throw a CampaignError that says what is wrong.
 */
export * from './types'
export { CampaignError, type CampaignErrorCode } from './errors'
export { createCampaign } from './create'
export { isAce, abilitiesEarned, airman, squadron, availableAirmen, inFlight } from './roster'
export { addReplacement } from './replacements'
export { namesFor, generatedName } from './names'
export { startSortie, sortiePlane, setSortieSave, cancelSortie, type SortieAircraft } from './sortie'
export { hexSortieAircraft, hexSortieSetup } from './hex-sortie'
export { closeSortie } from './close'
export { chooseAbility, abilityChoices } from './abilities'
export { campaignSchema, parseCampaign, serializeCampaign, campaignProblem } from './schema'
