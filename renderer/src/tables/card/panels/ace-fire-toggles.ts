/**
 * The aces' declarations the fire panel offers beside the targets (issue 28): 003 Perfect aim (lines 991-992) and
 * 004's ace electing to fire after the non-aces (line 360). Each is offered only to a plane whose airman may use it
 * now, with the reason when it cannot (used this turn, no gun of that airman firing); what the player chooses goes
 * with the fire order and stays secret until the fire is resolved (the engine's fireOrders are the seat's own).
 */
import { firingSkills, type CompiledRules } from '../../../../../shared/engine/compiled'
import type { GunArc, PlaneEffects } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import type { FireDraft } from './fire-choice'
import { sniperToggles } from './sniper-toggles'

export interface AceToggle {
  /** the words beside the toggle */
  label: string
  /** what it does, in a line */
  does: string
  /** the rule's source, for the tooltip */
  source: string
  /** why it cannot be chosen now (the toggle is shown off and disabled), or null */
  why: string | null
}

export interface AceToggles {
  perfectAim: AceToggle | null
  fireAfter: AceToggle | null
  /** 003 Sniper, 004 Sniper and Tenacity (sniper-toggles.ts): with the arc that would use it */
  snipe?: (AceToggle & { arc: GunArc }) | null
  tenacity?: (AceToggle & { arc: GunArc }) | null
}

/** The toggles plane `planeId` is offered with the targets its guns are set on (`draft`). */
export function aceFireToggles(rules: CompiledRules, view: GameView, planeId: string, draft: FireDraft): AceToggles {
  const compiled = rules.byId.get(planeId)
  const p = view.planes.find((q) => q.id === planeId)
  if (!compiled || !p) return { perfectAim: null, fireAfter: null }
  const fx = p.effects as Partial<PlaneEffects> | undefined
  const observerOut = fx !== undefined && (fx.observerWounded === true || (fx.observerWounds ?? 0) > 0)
  const holds = (arc: GunArc) => firingSkills(compiled, arc, observerOut).includes('perfect-aim')
  let perfectAim: AceToggle | null = null
  if (holds('front') || holds('rear')) {
    const firing = (['front', 'rear'] as const).filter((a) => typeof draft[a] === 'string')
    const ready = (a: GunArc) => holds(a) && p.aceUsed?.[a === 'front' ? 'perfect-aim' : 'perfect-aim-rear'] !== view.turn
    const aimed = (a: GunArc) => rules.setup.options.aim === true && fx?.aim?.[a]?.target === draft[a]
    const why =
      firing.length === 0
        ? 'choose a target first'
        : !firing.some(holds)
          ? `the ${holds('front') ? 'pilot' : 'observer'} who holds it is not firing`
          : !firing.some(ready)
            ? `used this turn: again in turn ${view.turn + 1}`
            : firing.filter(ready).every(aimed)
              ? 'the run of Aim gives the +1 already'
              : null
    perfectAim = { label: 'Perfect aim', does: '+1 to each damaging card, without firing at it last phase (once a turn)', source: '003 lines 991-992', why }
  }
  let fireAfter: AceToggle | null = null
  if (rules.setup.options.acesGeneric004 && compiled.ace) {
    fireAfter = { label: 'Let the others fire first', does: 'the non-aces firing at your target fire before you', source: '004 line 360', why: typeof draft.front === 'string' ? null : 'for the front guns\' target: choose one first' }
  }
  // (only a plane that holds them has these keys)
  const { snipe, tenacity } = sniperToggles(rules, view, planeId, draft)
  return { perfectAim, fireAfter, ...(snipe ? { snipe } : {}), ...(tenacity ? { tenacity } : {}) }
}
