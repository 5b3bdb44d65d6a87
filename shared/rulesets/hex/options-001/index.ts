/**
 * The 001 options of the hex game, in the order the game asks them: the move record first (the others read it),
 * anoxia before the spin (a crew member who comes to at altitude 8 may then try to recover), fuel paid on the
 * move's speed before a steep dive or climb changes it. Each is on when the setup's options name it (schema.ts).
 */
import type { HexRuleModule } from '../hooks'
import { anoxia } from './anoxia'
import { battleDamage } from './battle-damage'
import { friendlyFire } from './friendly-fire'
import { fuel } from './fuel'
import { glide001 } from './glide'
import { novicePilots } from './novice'
import { reloading } from './reloading'
import { restrictedManoeuvres } from './restricted'
import { spin001 } from './spin'
import { stability } from './stability'
import { steepClimbsDives } from './steep'
import { track001 } from './track'
import { wounds } from './wounds'

export { options001Schema, OPTION_001_FLAGS, type Options001 } from './schema'

export const OPTIONS_001: HexRuleModule[] = [
  track001,
  anoxia,
  spin001,
  fuel,
  glide001,
  restrictedManoeuvres,
  stability,
  novicePilots,
  steepClimbsDives,
  reloading,
  wounds,
  friendlyFire,
  battleDamage,
]
