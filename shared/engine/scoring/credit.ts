/**
 * Who dealt the damage, for scores kept separately (003 Look Up!'s variant, lines 1240-1249): "Scores are kept
 * separately ... Each trench or anti-aircraft machine gun card can give only 5 victory points, which are awarded for
 * the first 5 damage points inflicted on them. If the total of 5 is reached from both player's planes firing on the
 * target simultaneously, then each player scores as if he had fired on that target alone."
 *
 * In force where the scenario's score is kept separately (ScenarioScore.separate): each damage point a shot deals
 * (its guns' or its rockets', as the rules in force count the card) is written on the piece it hit, with the plane
 * that fired and the phase, in the order dealt (PlaneEffects.hitBy); scoring (index.ts) credits the points from it.
 */
import type { RuleModule } from '../rules/hooks'

export const fireCredit: RuleModule = {
  id: 'fire-credit',
  source: '003 lines 1240-1249 (Look Up!, variant: scores kept separately)',
  cardTaken: (ctx, dealt, points) => {
    if (points <= 0) return
    const { state } = ctx
    const t = state.planes[dealt.target]
    const by = state.planes[dealt.firer].id
    const hits = (t.effects!.hitBy ??= [])
    const last = hits[hits.length - 1]
    // one line for a shot's cards (and a phase's shots from one plane)
    if (last && last.plane === by && last.turn === state.turn && last.phase === state.phase) last.points += points
    else hits.push({ plane: by, points, turn: state.turn, phase: state.phase })
  },
}
