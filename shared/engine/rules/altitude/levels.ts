/**
 * 003 Altitude (lines 295-377): the level a plane flies at and the climb counters on its control panel, and what
 * each altitude card does to them when it is executed.
 *
 * "Each plane starts the game at a certain altitude ... at least 1 and no higher than 3." "The minimum altitude for
 * flying planes is 0, if they have at least a climb marker on them. At 0 level without climb markers, the plane is
 * considered landed." (lines 306-313)
 *
 * The levels run from the floor (0 in the basic altitude game) to the top a plane may reach: 3 in the basic game;
 * with Flying Higher (lines 433-456) the scenario's ceiling or the aircraft's own, whichever is lower.
 */

export interface Altitude {
  /** the level: pegs under the model less one */
  level: number
  /** climb counters on the control panel */
  climbs: number
}

/** What the altitude rules need to know of a plane and of the game. */
export interface AltitudeLimits {
  /** the aircraft's climb rate (the table at line 487): counters for one level */
  climbRate: number
  /** the highest level the plane may reach */
  top: number
  /** the lowest level it may fly at: 0, or Flying Higher's floor */
  floor: number
}

/** How a card moves a plane between levels. */
export type AltitudeCard = 'climb' | 'dive' | 'immelmann' | 'split-s'

/** The plane after the card, and what happened to it beyond its new level. */
export interface AltitudeChange {
  alt: Altitude
  /**
   * - 'touched-down': a dive at level 0 took its last climb counter away (a landing's first card, or a crash
   *   away from a landing field: lines 379-412)
   * - 'split-s-crash': "If a plane at 0 altitude loses its last climb marker because of a Split-S, it crashes to the
   *   ground and it is eliminated" (line 353)
   * - 'below-floor': Flying Higher, "No plane can dive below the floor of the scenario. Accidentally doing so means
   *   that the plane is eliminated" (lines 441-442)
   * - 'above-top': the card would take the plane above the highest level it may reach: "a manoeuvre card that would
   *   bring the plane to 4 is considered an illegal manoeuvre" (line 310); the level is unchanged
   */
  event: 'touched-down' | 'split-s-crash' | 'below-floor' | 'above-top' | null
  /** the level changed */
  levelChanged: boolean
}

/** A climb counter more; at the climb rate they are all removed and the plane gains a level (lines 325-329). */
function gainCounter(alt: Altitude, limits: AltitudeLimits): AltitudeChange {
  const climbs = alt.climbs + 1
  if (climbs < limits.climbRate) return { alt: { level: alt.level, climbs }, event: null, levelChanged: false }
  if (alt.level + 1 > limits.top) return { alt, event: 'above-top', levelChanged: false }
  return { alt: { level: alt.level + 1, climbs: 0 }, event: null, levelChanged: true }
}

/**
 * The plane's level and counters after executing an altitude card.
 *
 * - Dive (lines 315-319): "the plane also loses a level ... and discard any climb counters. If a plane dives to level
 *   0, leave a single peg and discard all the climb markers it has except for one. If it has none, give one to it."
 *   A dive at level 0 discards the last counters: the plane touches the ground (Landing, line 386).
 * - Climb (lines 325-329): a climb counter; at the climb rate the plane gains a level.
 * - Immelmann turn (line 343): "the plane also gets a climb counter as soon as it is executed".
 * - Split-S (lines 346-353): "the plane also loses a climb counter. If it has none, it loses 1 altitude level and it
 *   takes as many climb counters as the climb rate of the plane minus one."
 */
export function afterAltitudeCard(alt: Altitude, card: AltitudeCard, limits: AltitudeLimits): AltitudeChange {
  switch (card) {
    case 'climb':
    case 'immelmann':
      return gainCounter(alt, limits)
    case 'dive': {
      if (alt.level <= limits.floor) {
        if (limits.floor > 0) return { alt: { level: alt.level - 1, climbs: 0 }, event: 'below-floor', levelChanged: true }
        return { alt: { level: 0, climbs: 0 }, event: 'touched-down', levelChanged: false }
      }
      const level = alt.level - 1
      // at level 0 a plane flies only with a climb counter
      return { alt: { level, climbs: level === 0 ? 1 : 0 }, event: null, levelChanged: true }
    }
    case 'split-s': {
      if (alt.climbs > 0) {
        const climbs = alt.climbs - 1
        if (climbs === 0 && alt.level === 0) return { alt: { level: 0, climbs: 0 }, event: 'split-s-crash', levelChanged: false }
        return { alt: { level: alt.level, climbs }, event: null, levelChanged: false }
      }
      const level = alt.level - 1
      if (level < limits.floor) return { alt: { level, climbs: 0 }, event: limits.floor > 0 ? 'below-floor' : 'split-s-crash', levelChanged: true }
      return { alt: { level, climbs: limits.climbRate - 1 }, event: null, levelChanged: true }
    }
  }
}

/** Whether a plane at this altitude is flying: above the ground, or at level 0 with a climb counter (lines 311-312). */
export function isAirborne(alt: Altitude): boolean {
  return alt.level > 0 || alt.climbs > 0
}
