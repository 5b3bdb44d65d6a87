/** An ability held by an airman: its name, and on hover or focus what it does and where it is written. */
import type { AceSkill } from '../../../shared/content/types'
import { ability } from '../../../shared/engine/rules/aces/abilities'
import { abilityTitle } from './ability-offer'

export function AbilityChip({ id }: { id: AceSkill }) {
  return (
    <span className="chip ability-chip" tabIndex={0} title={abilityTitle(id)} aria-label={abilityTitle(id).replace('\n', '. ')} data-testid={`ability-${id}`}>
      {ability(id).name}
    </span>
  )
}
