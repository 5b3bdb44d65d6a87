/**
 * The damage panel's chip for a plane's jammed guns, in words a player reads and with a tooltip that says what a
 * jam is and how it clears under the rules in force (issue 26: the chip read a bare number):
 * - the rulebook's (003 lines 111-115): three counters, one goes after each manoeuvre; the guns fire again once
 *   they are gone;
 * - Jams cleared by a die (000's Jammed Guns, option jamRoll, engine/rules/jam-roll.ts): two counters, one goes
 *   after each manoeuvre that is not steep nor an Immelmann, the last only on a 4 or more on a die.
 * The counters are public (they lie on the table); a wounded crew's hidden extra counter is not told here.
 */
import type { RulesOptions } from '../../../../../shared/engine/types'
import { UNJAM_ROLL } from '../../../../../shared/engine/rules/jam-roll'

export interface JamChip {
  text: string
  title: string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

export function jamChip(arc: 'front' | 'rear', counters: number, options: Partial<RulesOptions>): JamChip {
  const guns = arc === 'rear' ? 'rear guns' : 'guns'
  const Guns = arc === 'rear' ? 'The rear guns' : 'The guns'
  const why = `${Guns} drew a damage card with a cross (✚) when they fired: a jam. They cannot fire until it clears.`
  if (options.jamRoll) {
    const left = counters === 1 ? `one counter left: it goes only on a roll of ${UNJAM_ROLL} or more on a die after a manoeuvre that is not steep nor an Immelmann` : `${plural(counters, 'counter', 'counters')} left: one goes after each manoeuvre that is not steep nor an Immelmann, the last only on a roll of ${UNJAM_ROLL} or more on a die`
    return { text: counters === 1 ? `${guns} jammed: clears on a ${UNJAM_ROLL}+` : `${guns} jammed: ${counters} to clear`, title: `${why} Jams cleared by a die: ${left}.` }
  }
  return {
    text: `${guns} jammed: ${plural(counters, 'manoeuvre', 'manoeuvres')}`,
    title: `${why} ${plural(counters, 'counter', 'counters')} left: one goes after each manoeuvre, and the ${guns} fire again once the last is gone (after ${plural(counters, 'more manoeuvre', 'more manoeuvres')}).`,
  }
}
