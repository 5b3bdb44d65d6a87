/**
 * Incendiary bullets, the ace's ability (003 Special abilities, aircraft abilities, lines 1010-1015; not the
 * balloon-buster's equipment of lines 635-647, SetupPlane.incendiary, though it plays the same way).
 *
 * "A plane that takes a smoke special damage from an ace with this ability consider it as fire instead. Additionally,
 * an aircraft that takes engine damage also smokes for the rest of the turn and the next two turns. This ability
 * cannot be taken by an ace who has "Chivalrous attitude"." (abilities.ts refuses the pair.)
 *
 * The equipment's rule says the same for planes ("When incendiary bullets cause engine damage, the target plane also
 * takes a smoke damage result, with the usual effects"), and 003's smoke is three counters, one discarded at the end
 * of each turn: the rest of the turn and the next two. So a plane whose pilot or observer holds the ability (an
 * aircraft ability: every gun, for the whole game) counts as carrying incendiary bullets (balloons/incendiary.ts
 * incendiary(), which Special Damage and the balloon rules ask).
 *
 * Decisions (docs/rules.md): against balloons the ability is the equipment too ("especially effective against
 * balloons": a smoke, rudder or engine result sets a balloon on fire, lines 646-647). Without Special Damage there is
 * no smoke, fire or engine damage on planes, so the ability changes nothing there; the balloon rules still play it.
 */
import type { CompiledPlane } from '../../rule-types'

/** Whether the plane's pilot or observer holds Incendiary bullets. */
export function incendiaryAbility(plane: CompiledPlane): boolean {
  return plane.aircraftSkills.includes('incendiary')
}
