/**
 * The aces' declarations made with a fire order (003 Sniper, lines 994-998; 004 Sniper and Tenacity, lines 408, 412):
 * which arc tries a bull's-eye (FireCommand.snipe) or fires with Tenacity (FireCommand.tenacity), checked when the
 * order is given and secret until the fire is resolved (the order itself is its seat's secret: view.ts).
 *
 * "When the ace fires" is the airman of that arc (003 lines 949-951): the pilot for the front guns, the observer for
 * the rear ones while he is not incapacitated (compiled.ts firingSkills). Where an airman holds both 003's Sniper and
 * 004's, the declaration uses 003's when its counter is off, else 004's.
 */
import { firingSkills } from '../../compiled-plane'
import type { AceSkill } from '../../../content/types'
import type { CompiledRules } from '../../rule-types'
import type { GameState, GunArc } from '../../state-types'
import type { FireCommand } from '../../basic-command-schema'
import { firesFromBehind, unspent } from './from-behind'
import { sniperReady } from './sniper'

/** The ability an arc's declaration uses, when the ace fires at `target` (plane indexes); a reason when it may not. */
export function declaredAbility(rules: CompiledRules, state: GameState, i: number, arc: GunArc, j: number, what: 'snipe' | 'tenacity'): 'sniper' | 'sniper-behind' | 'tenacity' | string {
  const p = state.planes[i]
  const t = state.planes[j]
  const skills = firingSkills(rules.planes[i], arc, p.effects?.observerWounded === true)
  const who = arc === 'front' ? 'pilot' : 'observer'
  if (t.team === p.team) return `a ${what === 'snipe' ? "bull's-eye" : 'Tenacity shot'} is tried only at an enemy plane`
  if (what === 'snipe') {
    const has003 = skills.includes('sniper')
    const has004 = skills.includes('sniper-behind')
    if (!has003 && !has004) return `the ${who} firing the ${arc} guns is not a Sniper`
    if (has003 && sniperReady(p.aceUsed, state.turn)) return 'sniper'
    if (has004 && unspent(p, 'sniper-behind')) {
      if (!firesFromBehind(rules, state.planes, i, arc, j)) return '004 Sniper fires only from behind the target (the ruler crossing the front edge of the ace and the rear edge of the target, line 412)'
      return 'sniper-behind'
    }
    return has003 ? `Sniper was used in turn ${p.aceUsed!.sniper}: not again until turn ${p.aceUsed!.sniper! + 2} (003 lines 997-998)` : '004 Sniper is used once a dogfight, and it has been (line 412)'
  }
  if (!skills.includes('tenacity')) return `the ${who} firing the ${arc} guns has no Tenacity`
  if (!unspent(p, 'tenacity')) return 'Tenacity is used once a dogfight, and it has been (004 line 408)'
  if (!firesFromBehind(rules, state.planes, i, arc, j)) return 'Tenacity fires only from behind the target (the ruler crossing the front edge of the ace and the rear edge of the target, 004 line 408)'
  return 'tenacity'
}

const ABILITY_IDS = new Set(['sniper', 'sniper-behind', 'tenacity'])

/** Why the fire command's declarations may not be made (null: they may, or there are none). */
export function declarationProblem(rules: CompiledRules, state: GameState, i: number, cmd: FireCommand): string | null {
  for (const what of ['snipe', 'tenacity'] as const) {
    const arc = cmd[what]
    if (arc === undefined) continue
    if (arc !== 'front' && arc !== 'rear') return `${what} names a gun arc: "front" or "rear"`
    const target = cmd[arc]
    if (typeof target !== 'string') return `${what}: the ${arc} guns fire at no one in this order`
    const j = rules.byId.get(target)?.index
    if (j === undefined) return `there is no plane "${target}" in this game`
    const got = declaredAbility(rules, state, i, arc, j, what)
    if (!ABILITY_IDS.has(got)) return got
  }
  if (cmd.snipe !== undefined && cmd.snipe === cmd.tenacity) return `the ${cmd.snipe} guns fire either with Sniper or with Tenacity, not both`
  return null
}

/** The abilities decided at the firing, whose ace the fire waits for (fire-choices.ts). */
const FIRING_CHOICES: readonly AceSkill[] = ['sniper', 'sniper-behind', 'tenacity', 'good-at-evading']

/** Whether an airman holds an ability decided at the firing, given every ability the game's airmen hold (compiled.ts). */
export function firingChoicesIn(skills: ReadonlySet<AceSkill>): boolean {
  return FIRING_CHOICES.some((s) => skills.has(s))
}

/** Whether any airman of the game holds an ability decided at the firing (the pause costs nothing otherwise). */
export function firingChoicesPlayed(rules: CompiledRules): boolean {
  // asked at every firing: a fact of the compiled rules (CompiledRules.firingChoices; issue 31, a phase's cost)
  return rules.firingChoices
}
