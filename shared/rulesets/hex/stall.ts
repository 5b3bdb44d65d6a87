/**
 * Stall and Recover (002 MOVE PHASE, SHOOT SEGMENT): "If your ending velocity = 0 or 1, your opponent may play a
 * Stall card on you. If you stall, you must play a recover card or you immediately drop 2 steps of altitude. If this
 * puts you at 0 or less steps you crash." "The attacker may also play a stall card on an opponent that was hit."
 *
 * Each chance is a decision waited for: at the end of a slow move every opposing seat with a plane flying is asked in
 * turn until one plays Stall or all pass; after a hit the attacker's seat is asked. A stalled plane's seat answers
 * with `recover` (a Recover card, or the Ace) or `pass` (the fall). Every seat is asked whatever it holds, so the
 * question tells no one what is in a hand. The Ace may not be played as a Stall ("any other type of card except
 * stall"). A crash from the fall is credited to the plane that played the Stall (rules.md).
 */
import { z } from 'zod'
import type { HexCommandDef, HexContext } from './hooks'
import { fall } from './altitude'
import type { HexCommand, HexPlane, Pending } from './types'
import { flying, planeById, planeOf, playCard, refuse, seatPlane } from './util'

/** "If your ending velocity = 0 or 1, your opponent may play a Stall card on you." */
export function offerStall(ctx: HexContext, p: HexPlane): void {
  if (!flying(p) || p.velocity > 1) return
  const enemies = ctx.state.planes.filter((o) => flying(o) && o.side !== p.side).map((o) => o.seat)
  if (!enemies.length) return
  ctx.say('ask-stall', `${p.id} ends its move at velocity ${p.velocity}: ${enemies.join(', ')} may play a Stall card on it`, { plane: p.id })
  ctx.state.pending.unshift({ kind: 'stall-slow', seat: enemies[0], target: p.id, others: enemies.slice(1) })
}

export const stallCommand: HexCommandDef = {
  type: 'stall',
  schema: z.object({ type: z.literal('stall'), seat: z.string(), card: z.number().int() }),
  play(ctx, cmd: HexCommand) {
    const p = ctx.state.pending[0]
    if (!p || (p.kind !== 'stall-hit' && p.kind !== 'stall-slow') || p.seat !== cmd.seat) refuse('no-stall', 'You may not play a Stall card now')
    const hand = ctx.state.hands[cmd.seat] ?? []
    if (hand.find((c) => c.id === cmd.card)?.type === 'ace') refuse('ace-stall', 'The Ace card may be used as any other type of card except Stall')
    playCard(ctx.state, cmd.seat, cmd.card, ['stall'], 'a Stall card')
    const target = planeOf(ctx.state, p.target)
    const by = p.kind === 'stall-hit' ? p.by : (seatPlane(ctx.state, cmd.seat)?.id ?? cmd.seat)
    ctx.state.pending.shift()
    ctx.say('stall', `${cmd.seat} plays a Stall card on ${target.id}: it must play a Recover card or drop 2 steps`, { plane: target.id, by })
    ctx.state.pending.unshift({ kind: 'recover', seat: target.seat, target: target.id, by })
  },
}

export const recoverCommand: HexCommandDef = {
  type: 'recover',
  schema: z.object({ type: z.literal('recover'), seat: z.string(), card: z.number().int() }),
  play(ctx, cmd: HexCommand) {
    const p = ctx.state.pending[0]
    if (!p || p.kind !== 'recover' || p.seat !== cmd.seat) refuse('not-stalled', 'Your plane is not stalled')
    playCard(ctx.state, cmd.seat, cmd.card, ['recover'], 'a Recover card')
    ctx.state.pending.shift()
    ctx.say('recover', `${p.target} plays a Recover card and recovers from the stall`, { plane: p.target })
  },
}

/** Declining a stall chance: the next opposing seat is asked, if any. */
export function declineStall(ctx: HexContext, p: Extract<Pending, { kind: 'stall-hit' | 'stall-slow' }>): void {
  ctx.state.pending.shift()
  ctx.say('pass', `${p.seat} plays no Stall card on ${p.target}`, { seat: p.seat })
  if (p.kind !== 'stall-slow') return
  const next = p.others.filter((s) => flying(seatPlane(ctx.state, s)))
  const target = planeById(ctx.state, p.target)
  if (next.length && flying(target)) ctx.state.pending.unshift({ kind: 'stall-slow', seat: next[0], target: p.target, others: next.slice(1) })
}

/** No Recover card: "you immediately drop 2 steps of altitude". */
export function takeStall(ctx: HexContext, p: Extract<Pending, { kind: 'recover' }>): void {
  ctx.state.pending.shift()
  const target = planeOf(ctx.state, p.target)
  const by = planeById(ctx.state, p.by) ? [p.by] : []
  if (by.length) target.lastHurtBy = p.by
  fall(ctx, target, 2, by)
}
