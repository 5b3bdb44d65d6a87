/**
 * Balloon busting (003 lines 530-647), the rule module of the balloons: it is in force whenever a balloon stands on
 * the table (piece-rules.ts). Each rule is in its own file, beside its lines:
 * - fire.ts: balloons ignore special damage but fire and explosions; flame counters and their A cards (lines 557-566)
 * - explosion.ts: a balloon explodes, hitting the aircraft over it (lines 568-572, 585-588)
 * - down-after.ts: the balloons come down after the agreed turn (lines 551-553, 590-592)
 * - burning-drachens.ts: a game that ends early burns its burning balloons out (lines 590-599)
 * - incendiary.ts: incendiary bullets (lines 635-647), played on planes by special-damage.ts
 */
import type { RuleModule } from '../hooks'
import { burnOut } from './burning-drachens'
import { comeDown } from './down-after'
import { blastAfterFire, explodes } from './explosion'
import { burn, catchFire } from './fire'

export const balloons: RuleModule = {
  id: 'balloons',
  source: '003 lines 530-647 (Balloon Busting)',
  cardTaken: (ctx, dealt) => catchFire(ctx, dealt),
  beforeFirstReveal: burn,
  downed: explodes,
  endOfPhase: blastAfterFire,
  endOfTurn: comeDown,
  beforeScoring: burnOut,
}
