/**
 * What every bot declares with its fire orders for the aces' abilities at the firing (issue 28), so that a bot flying
 * an ace uses what its airmen hold. The bots choose their targets their own way (seat-bot.ts fire); this adds:
 *
 * - 003 Perfect aim (lines 991-992), once a turn: declared for a gun whose airman holds it, has not used it this turn,
 *   fires now, and would not have the +1 anyway (Aim's run of fire at that target); on a close shot (two cards, where
 *   the +1 counts twice), or in the turn's last phase, when it would be lost unused.
 * - 004's c) (line 360): a bot's ace never elects to fire after the non-aces: firing first is the better of the two
 *   when the shot may down the target, and the bots play for that.
 *
 * The search bot's rollouts answer fire orders with these same seat bots, so its rollouts declare as its moves do.
 */
import type { CompiledRules } from '../engine/compiled'
import { firingSkills } from '../engine/compiled'
import type { FireCommand, GunArc, PlaneEffects } from '../engine/types'
import type { GameView } from '../engine/view'

/** Whether plane's airman at the guns of `arc` may declare Perfect aim now, as its seat's view shows. */
function perfectAimReady(rules: CompiledRules, view: GameView, planeId: string, arc: GunArc): boolean {
  const p = view.planes.find((q) => q.id === planeId)
  if (!p) return false
  const fx = p.effects as Partial<PlaneEffects> | undefined
  const observerOut = fx !== undefined && (fx.observerWounded === true || (fx.observerWounds ?? 0) > 0)
  const skills = firingSkills(rules.byId.get(planeId)!, arc, observerOut)
  return skills.includes('perfect-aim') && p.aceUsed?.[arc === 'front' ? 'perfect-aim' : 'perfect-aim-rear'] !== view.turn
}

/** The bot's fire order with the aces' declarations added where they are worth making. */
export function withAceDeclarations(rules: CompiledRules, view: GameView, cmd: FireCommand): FireCommand {
  if (cmd.rockets || cmd.perfectAim) return cmd
  const plane = view.planes.find((q) => q.id === cmd.plane)
  const fx = plane?.effects as Partial<PlaneEffects> | undefined
  for (const arc of ['front', 'rear'] as const) {
    const target = cmd[arc]
    if (typeof target !== 'string' || !perfectAimReady(rules, view, cmd.plane, arc)) continue
    // Aim's own run at this target gives the +1 already
    if (rules.setup.options.aim && fx?.aim?.[arc]?.target === target) continue
    const option = view.fireOptions.find((o) => o.plane === cmd.plane && o.arc === arc && o.target === target)
    if (option?.cards === 2 || view.phase === 3) return { ...cmd, perfectAim: true }
  }
  return cmd
}
