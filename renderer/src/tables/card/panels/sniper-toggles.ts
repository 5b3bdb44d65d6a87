/**
 * The fire panel's toggles for the declarations the aces make with the fire order and answer for once the cards are
 * drawn (engine/rules/aces/declarations.ts): 003 Sniper's bull's-eye (lines 994-998), 004's Sniper from behind (line
 * 412) and Tenacity (line 408). Each is offered to a plane whose airman holds it, with the reason when it cannot be
 * used now (the engine's own words: its counter is on, once a dogfight, not from behind, no target chosen); on, it
 * goes with the fire order for the first arc that may use it, secret until the fire is resolved.
 */
import { firingSkills, type CompiledRules } from '../../../../../shared/engine/compiled'
import { declaredAbility } from '../../../../../shared/engine/rules/aces/declarations'
import type { GameState, GunArc, PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import type { AceToggle } from './ace-fire-toggles'
import type { FireDraft } from './fire-choice'

type ArcToggle = AceToggle & { arc: GunArc }

const WORDS = {
  sniper: { label: "Sniper: try a bull's-eye", does: 'draw one card more, see them and choose which the target takes; not again this turn nor the next', source: '003 lines 994-998' },
  'sniper-behind': { label: "Sniper, once a game: try a bull's-eye", does: 'from behind: draw one card more, discard one of your choice; once a dogfight', source: '004 line 412' },
  tenacity: { label: 'Tenacity', does: 'from behind: the target draws one card more; once a dogfight', source: '004 line 408' },
}

/** The Sniper and Tenacity toggles for plane `planeId` with the targets its guns are set on (`draft`). */
export function sniperToggles(rules: CompiledRules, view: GameView, planeId: string, draft: FireDraft): { snipe: ArcToggle | null; tenacity: ArcToggle | null } {
  const compiled = rules.byId.get(planeId)
  const p = view.planes.find((q) => q.id === planeId)
  if (!compiled || !p) return { snipe: null, tenacity: null }
  const fx = p.effects as Partial<PlaneEffects> | undefined
  const observerOut = fx?.observerWounded === true
  const arcs: GunArc[] = ['front', 'rear']
  const held = (skill: 'sniper' | 'sniper-behind' | 'tenacity') => arcs.filter((a) => firingSkills(compiled, a, observerOut).includes(skill))
  const state = view as unknown as GameState
  const toggle = (what: 'snipe' | 'tenacity'): ArcToggle | null => {
    const skills = what === 'snipe' ? (['sniper', 'sniper-behind'] as const) : (['tenacity'] as const)
    const holders = skills.flatMap((s) => held(s))
    if (holders.length === 0) return null
    const words = WORDS[what === 'tenacity' ? 'tenacity' : held('sniper').length ? 'sniper' : 'sniper-behind']
    // (the first volley asks the choices unless the shots are fired one by one: shared/engine/fire-volleys.ts)
    if (rules.hooks.firesFirst?.length && rules.hooks.fireOrder.length) return { ...words, arc: holders[0], why: 'not played where some shots go first with the Order of firing' }
    let why: string | null = 'choose a target first'
    for (const arc of holders) {
      const target = draft[arc]
      if (typeof target !== 'string') continue
      const got = declaredAbility(rules, state, compiled.index, arc, rules.byId.get(target)!.index, what)
      if (got === 'sniper' || got === 'sniper-behind' || got === 'tenacity') return { ...WORDS[got], arc, why: null }
      why = got
    }
    return { ...words, arc: holders[0], why }
  }
  return { snipe: toggle('snipe'), tenacity: toggle('tenacity') }
}
