/**
 * An attack's roll and its answer (002 SHOOT SEGMENT, OBSERVER SHOOTS SEGMENT, GROUND ATTACKS): the die is rolled in
 * the open; a plane hit for 1 or more is asked, through its seat, whether to evade: "The target player may discard a
 * Recover card to evade the attack." The game waits for the answer (`evade`, or `pass` to take the hits). Then the
 * hits land (damage.ts), and "The attacker may also play a stall card on an opponent that was hit": the attacking
 * plane's seat is asked in turn (stall.ts). A balloon has no one to evade: "1 hit destroys them".
 *
 * The target's seat is asked whether or not it holds a Recover card, and the attacker's whether or not it holds a
 * Stall card: a question only for those who hold one would tell the table what is in their hands.
 */
import { z } from 'zod'
import type { HexCommandDef, HexContext, ShotInfo } from './hooks'
import { takeHits } from './damage'
import { lineBetween, sameHex } from './geometry'
import type { AttackInfo, Hex, HexCommand, HexState } from './types'
import { modules, planeById, planeOf, playCard, refuse } from './util'

/** "Planes cannot shoot into or through clouds": a cloud on the line, at an altitude between the two, blocks. */
export function cloudBetween(state: HexState, from: Hex, fromAlt: number, to: Hex, toAlt: number): boolean {
  const lo = Math.min(fromAlt, toAlt)
  const hi = Math.max(fromAlt, toAlt)
  const line = lineBetween(from, to)
  return state.setup.clouds.some((c) => c.altitudes.some((a) => a >= lo && a <= hi) && c.hexes.some((h) => line.some((l) => sameHex(l, h))))
}

/** Why a shot may not be fired by an option, or null. */
export function optionRefusal(ctx: HexContext, shot: ShotInfo): string | null {
  for (const m of modules(ctx.state)) {
    const why = m.shotAllowed?.(ctx, shot)
    if (why) return why
  }
  return null
}

/** Rolls 1D6 less `minus` for an attack, and sets what follows: a miss, a balloon destroyed, or the target asked. */
export function rollAttack(ctx: HexContext, shot: ShotInfo, attackerSeat: string | null, minus: number): void {
  const { state } = ctx
  const roll = ctx.roll(`${shot.attacker} fires at ${shot.target} (range ${shot.range}: 1D6${minus ? `-${minus}` : ''})`, shot.attacker)
  let hits = Math.max(0, roll - minus)
  for (const m of modules(state)) if (m.hitsRolled) hits = Math.max(0, m.hitsRolled(ctx, shot, hits))
  const balloon = state.setup.balloons.find((b) => b.id === shot.target)
  if (balloon) {
    if (hits < 1) {
      ctx.say('miss', `${shot.attacker} misses the balloon ${balloon.id}`, { plane: shot.attacker })
      return
    }
    state.balloons = state.balloons.filter((b) => b !== balloon.id)
    state.credits.push({ victim: balloon.id, by: planeById(state, shot.attacker) ? [shot.attacker] : [], how: 'shot-down', round: state.round })
    ctx.say('balloon-down', `${shot.attacker} shoots down the balloon ${balloon.id}`, { plane: shot.attacker, balloon: balloon.id })
    return
  }
  if (hits < 1) {
    ctx.say('miss', `${shot.attacker} misses ${shot.target}`, { plane: shot.attacker })
    return
  }
  const target = planeOf(state, shot.target)
  const attack: AttackInfo = { attacker: shot.attacker, attackerSeat, target: target.id, hits, kind: shot.kind }
  ctx.say('ask-evade', `${target.id} would take ${hits} hit${hits === 1 ? '' : 's'}: ${target.seat} may discard a Recover card to evade`, { plane: target.id, hits })
  state.pending.unshift({ kind: 'evade', seat: target.seat, attack })
}

/** The hits land (no evade): damage, then the attacker's chance to stall the plane it hit. */
export function landHits(ctx: HexContext, a: AttackInfo): void {
  const target = planeOf(ctx.state, a.target)
  takeHits(ctx, target, a.hits, a.attacker)
  if (target.status === 'flying' && a.attackerSeat) ctx.state.pending.unshift({ kind: 'stall-hit', seat: a.attackerSeat, target: target.id, by: a.attacker })
}

/** "The target player may discard a Recover card to evade the attack." */
export const evadeCommand: HexCommandDef = {
  type: 'evade',
  schema: z.object({ type: z.literal('evade'), seat: z.string(), card: z.number().int() }),
  play(ctx, cmd: HexCommand) {
    const p = ctx.state.pending[0]
    if (!p || p.kind !== 'evade' || p.seat !== cmd.seat) refuse('no-attack', 'No attack on your plane waits for an answer')
    playCard(ctx.state, cmd.seat, cmd.card, ['recover'], 'a Recover card')
    ctx.state.pending.shift()
    ctx.say('evade', `${p.attack.target} discards a Recover card and evades the attack`, { plane: p.attack.target })
  },
}
