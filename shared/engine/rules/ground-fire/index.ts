/**
 * Ground fire (003 lines 649-816), the rule module of trenches, AA guns and AA machine guns: it is in force whenever
 * one stands on the table (piece-rules.ts). Each rule is in its own file, beside its lines:
 * - silencing.ts: what silences a trench, an AA gun, an AA machine gun or only its gun (lines 670-671, 690-691, 725-727)
 * - infantry-fire.ts: trenches' and AA machine guns' one shot of infantry fire a round (lines 662-672, 716-717)
 * - aamg-jams.ts: an AA machine gun's jams run down as an aircraft's, one a phase (lines 714-716)
 * - solo-aa.ts: AA guns fired by the solo rules and their reloading (lines 687-689, 775-783)
 * - player-aa.ts: AA guns whose owners place the artillery counters (lines 678-708, 744-771; groundFire.aa 'player')
 * - random-archie-000.ts: option randomArchie000, 000's Random Archie (000 lines 532-545) in place of solo-aa.ts
 * Strafing (lines 666-668, 734-738) needs no code of its own: guns fire at ground pieces as at planes (compiled.ts),
 * and with the altitude rules the pieces stand at level 0, where the altitude module's shots across levels give
 * exactly the strafing rule (level 0 within a ruler; level 1 within half a ruler, one card). AA machine guns fire as
 * aircraft (lines 714-716, the Aim rule too, lines 727-728) from level 0 (lines 730-732): compiled.ts gives them a
 * front gun and arc.
 */
import type { RuleModule } from '../hooks'
import { infantryFire } from './infantry-fire'
import { silenced, silencedGun } from './silencing'
import { reload, soloBursts, soloGuns } from './solo-aa'
import { archieBeforeReveal, holdsTailingForArchie, playerBursts } from './player-aa'
import { randomArchie, randomArchieBursts, roundelReload } from './random-archie-000'
import { archieSeatProblem } from './player-archie-000'
import { rollGunJams, runDownGunJams } from './aamg-jams'

export const groundFire: RuleModule = {
  id: 'ground-fire',
  source: '003 lines 649-816 (Ground Fire)',
  // 000 Player Controlled Archie: the gun's player flies no aircraft (player-archie-000.ts), judged as the game starts
  beforePlanning: (ctx) => {
    if (ctx.state.turn !== 1) return
    const problem = archieSeatProblem(ctx)
    if (problem) throw new Error(problem)
  },
  shotRuledOut: silencedGun,
  extraFire: (ctx) => {
    const shots = infantryFire(ctx)
    return shots.concat(randomArchie(ctx) ? randomArchieBursts(ctx) : soloGuns(ctx) ? soloBursts(ctx) : playerBursts(ctx))
  },
  // a player's guns: the counters placed just before the manoeuvres are revealed (player-aa.ts)
  beforeReveal: archieBeforeReveal,
  // 003 Tailing and friendly AA fire: the tailed plane's card is shown once the guns are laid (player-aa.ts)
  holdsTailing: holdsTailingForArchie,
  downed: silenced,
  // 000's Jammed Guns: an AA machine gun's counters go after movement, as an aircraft's (aamg-jams.ts)
  afterMovement: rollGunJams,
  endOfPhase: (ctx) => {
    // 003's counter from corner to centre, or 000's four roundels (random-archie-000.ts)
    if (randomArchie(ctx)) roundelReload(ctx)
    else reload(ctx)
    // an AA machine gun's jam counters, one a phase (aamg-jams.ts)
    runDownGunJams(ctx)
  },
}
