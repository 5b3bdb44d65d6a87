/**
 * Reloading Weapons (001 lines 28-38), the option `reloading`.
 *
 * "Pilots: must perform a simple straight maneuver #2, 3, or 4, and may not climb or dive, or not attempt to unjam
 * the weapon at the same time. Observers: may only reload weapons providing the aircraft performed an unrestricted
 * straight maneuver, or simple left or right maneuvers (maneuver #8, 14, or 20) ... Reloading may take place while
 * aircraft is performing a "shallow" climb or dive; observers may not reload while aircraft is performing a steep
 * climb or dive. Note: Weapon may not be fired the turn it is being reloaded or unjammed."
 *
 * On 002: a plane's 12 shots come in magazines of MAGAZINE shots (not in the text: 4, so 12 is three), one loaded
 * on each gun (the pilot's, the observer's) at the start; a gun with its magazine spent cannot fire until reloaded.
 * `reload` (a command during the plane's own move) loads a fresh magazine from the shots left. A pilot reloads only
 * in a move that is a simple straight with no climb or dive, before and after the reload; an observer in a move
 * that is a straight or a simple turn (move-kind.ts) with at most one altitude step. The gun reloaded does not
 * fire this move. 002 has no jams, so "unjam" has nothing to act on. Wounds and anoxia forbid it (lines 104, 108,
 * 124). The loaded counts are public, like 002's ammunition.
 */
import { z } from 'zod'
import { RuleRefusal } from '../../refusal'
import type { HexContext, HexCommandDef, HexRuleModule, MoveStep } from '../hooks'
import type { CardType, HexCommand, HexPlane } from '../types'
import { isSimpleTurn, isStraight, type MoveRecord } from './move-kind'
import { trackOf } from './track'
import { woundsOf } from './wounds'
import { anoxiaOf } from './anoxia'

export const MAGAZINE = 4

export type Gun = 'pilot' | 'observer'

export interface Magazines {
  pilot: number
  observer: number
  /** the gun being reloaded in the move now, null when none */
  reloading: Gun | null
}

export function magazinesOf(plane: HexPlane): Magazines {
  return plane.extra.reloading as Magazines
}

const reloadSchema = z.object({ type: z.literal('reload'), seat: z.string(), gun: z.enum(['pilot', 'observer']) }).strict()

/** Why this gun may not be reloaded in a move like `m`, or null. */
export function reloadRefusal(plane: HexPlane, gun: Gun, m: MoveRecord): string | null {
  if (gun === 'pilot') {
    if (!isStraight(m)) return 'a pilot reloads only in a simple straight move (001 line 29)'
    if (m.climbed || m.dived) return 'a pilot may not climb or dive in the move he reloads (001 lines 29-30)'
  } else {
    if (!isStraight(m) && !isSimpleTurn(m)) return 'an observer reloads only in a straight or a simple left or right move (001 lines 32-34)'
    if (m.climbed + m.dived > 1) return 'an observer may not reload in a steep climb or dive (001 lines 36-37)'
  }
  const w = woundsOf(plane)[gun]
  if (w === 'serious') return `a seriously wounded ${gun} may not reload (001 lines 104, 108-109)`
  const a = anoxiaOf(plane)
  if (a && (gun === 'pilot' ? a.pilotOut : a.observerOut)) return `the ${gun} has passed out (001 line 124)`
  return null
}

function refuse(code: string, words: string): never {
  throw new RuleRefusal(code, words)
}

export const reloadCommand: HexCommandDef = {
  type: 'reload',
  schema: reloadSchema as unknown as HexCommandDef['schema'],
  play(ctx: HexContext, cmd: HexCommand) {
    const { state } = ctx
    if (!state.setup.options.reloading) refuse('option-off', "Reloading (001's option) is not in this game's options")
    if (state.pending.length) refuse('waiting', `The game waits for ${state.pending[0].seat} to answer first`)
    const plane = state.move && state.phase === 'move' ? state.planes.find((p) => p.id === state.move!.plane) : undefined
    if (!plane || plane.seat !== cmd.seat) refuse('not-your-move', 'You reload during your own move')
    const gun = cmd.gun as Gun
    if (gun === 'observer' && !plane.crew.observer) refuse('no-observer', `${plane.id} has no observer`)
    const mags = magazinesOf(plane)
    if (mags.reloading) refuse('reloading', `${plane.id} already reloads its ${mags.reloading}'s gun this move`)
    if ((gun === 'pilot' ? state.move!.shot : state.move!.observerShot)) refuse('fired', 'A gun that fired this move cannot be reloaded in it (001 line 38)')
    const spare = plane.ammo - mags.pilot - mags.observer
    if (spare <= 0) refuse('no-ammo', `${plane.id} has no shots left to load`)
    if (mags[gun] >= MAGAZINE) refuse('full', `the ${gun}'s magazine is full`)
    const why = reloadRefusal(plane, gun, trackOf(plane).now)
    if (why) refuse('reload-refused', why)
    mags[gun] += Math.min(MAGAZINE - mags[gun], spare)
    mags.reloading = gun
    ctx.say('reload', `${plane.id}'s ${gun} reloads: ${mags[gun]} shots in the magazine`, { plane: plane.id })
  },
  candidates: (view, seat) => (view.setup.options.reloading ? (['pilot', 'observer'] as const).map((gun) => ({ type: 'reload', seat, gun })) : []),
}

/** The step or card that would spoil a reload under way, refused. */
function spoils(plane: HexPlane, step: MoveStep | null, card: CardType | null): string | null {
  const mags = magazinesOf(plane)
  if (!mags?.reloading) return null
  const m = { ...trackOf(plane).now, cards: [...trackOf(plane).now.cards] }
  if (card && card !== 'shoot' && card !== 'recover' && card !== 'stall' && card !== 'ace') m.cards.push(card as MoveRecord['cards'][number])
  if (step?.facing && step.facing > 0) m.turnsLeft++
  if (step?.facing && step.facing < 0) m.turnsRight++
  if (step?.altitude && step.altitude > 0) m.climbed++
  if (step?.altitude && step.altitude < 0) m.dived++
  const why = reloadRefusal(plane, mags.reloading, m)
  return why ? `${plane.id} is reloading: ${why}` : null
}

export const reloading: HexRuleModule = {
  id: 'reloading',
  source: '001 lines 28-38 (Reloading Weapons)',
  commands: [reloadCommand],
  startOfGame(ctx) {
    for (const p of ctx.state.planes) p.extra.reloading = { pilot: Math.min(MAGAZINE, p.ammo), observer: p.crew.observer ? Math.min(MAGAZINE, Math.max(0, p.ammo - MAGAZINE)) : 0, reloading: null } satisfies Magazines
  },
  startOfTurn(_ctx, plane) {
    if (magazinesOf(plane)) magazinesOf(plane).reloading = null
  },
  moveAllowed: (_ctx, plane, step) => spoils(plane, step, null),
  beforeCard: (_ctx, plane, card) => spoils(plane, null, card),
  shotAllowed(ctx, shot) {
    if (shot.kind === 'ground') return null
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    const mags = p && magazinesOf(p)
    if (!mags) return null
    const gun: Gun = shot.kind === 'shoot' ? 'pilot' : 'observer'
    if (mags.reloading === gun) return `the ${gun}'s gun is being reloaded: it may not fire this move (001 line 38)`
    if (mags[gun] <= 0) return `the ${gun}'s magazine is empty: reload it (001 lines 28-38)`
    return null
  },
  hitsRolled(ctx, shot, hits) {
    const p = ctx.state.planes.find((x) => x.id === shot.attacker)
    const mags = p && shot.kind !== 'ground' ? magazinesOf(p) : undefined
    if (mags) mags[shot.kind === 'shoot' ? 'pilot' : 'observer']--
    return hits
  },
}
