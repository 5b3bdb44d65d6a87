/**
 * Order of Firing (004, house rules, "Optional Rules for Wings of War (FA)", lines 268-282).
 *
 * "All firing in the game is simultaneous so this means that any plane shot down has a chance to fire in the same
 * phase it was shot down before it is removed from play. There are two exceptions to this: a) Aces ... b) If two or
 * more planes are firing on the same target then the closest plane fires first then the next closest etc. If the
 * first plane to fire downs the target then he claims the "kill" and any other planes do not get to fire (they cannot
 * choose another target). If the first plane does not shoot the target down but the second (or third etc) does then
 * the plane that actually shoots the plane down gains the credit. In other words there are no shared kills."
 *
 * The phase's shots are fired nearest first (the ruler's shortest reach to the target; the table's order, front guns
 * before rear, on a tie), each one's damage taken before the next is fired (fire-resolution.ts, resolveInOrder). A
 * shot at a plane an earlier shot downed (its total reached, an explosion, or a rule's reason: a second wound) is not
 * fired; a `fire-lost` event names the plane that downed it, which has the kill. A plane downed still fires its own
 * shots that phase, and every plane downed leaves when the phase's fire is over, as in 003.
 *
 * Judgement calls: exception a) is 004's generic ace ability (rules/aces/, option acesGeneric004); rear guns are
 * ordered by distance like front guns (the note "observers fire after pilots ... leave this to players to decide"); a
 * shot not fired spends no ammunition and keeps no run of aim. The event names who has the kill, and a campaign's
 * sortie credits him alone ("no shared kills": scoring/victories.ts, CampaignRecord.downedBy).
 */
import type { RuleModule } from './hooks'

export const orderOfFiring: RuleModule = {
  id: 'order-of-firing',
  source: '004 lines 268-282 (Order of Firing)',

  fireOrder(_ctx, shots) {
    // a stable sort: the table's order on a tie
    return [...shots].sort((a, b) => a.distance - b.distance)
  },
}
