/**
 * Move cards (002 MOVE PHASE): "You may discard a move card from your hand to gain extra movement anytime during your
 * move. The number of Move cards you can play per turn is determined by plane type." Each card, as written:
 *   Left / Right: change your facing 1 arc to the left / right. You may decrease your altitude 1 step.
 *   Hard Left / Hard Right: change your facing 1 arc to the left / right and velocity +1. You may decrease your
 *     altitude 1 step.
 *   Forward: Velocity +1 or -1. You may increase or decrease your altitude 1 step.
 *   Slide Left / Slide Right: Move your plane into the space 1 arc to the left / right of forward. Do not change the
 *     plane's facing. You may decrease your altitude 1 step.
 *   Immelman (Loop): Move backwards 4 spaces. Do not change the plane's facing. You may increase or decrease your
 *     altitude 1 step. You must have a velocity of 5+ to do a loop.
 * "Maneuverability is the number of Movement cards a plane may use on its Move turn" (+1 for an ace, -1 for each
 * Cables Severed). "The Ace card may be used as any other type of card except stall": `as` names what it is played as.
 * Struts Damaged: "Plane can no longer climb or loop."
 *
 * The `card` command: { card: its id, as?: for the Ace, altitude?: -1 | 0 | 1, velocity?: -1 | 1 (Forward) }.
 * Decisions (rules.md): a Hard turn's +1 stops at the plane's max speed; the card's altitude step comes after its
 * movement; the spaces a slide or a loop moves are extra and do not count against the velocity.
 */
import { z } from 'zod'
import type { HexCommandDef, MoveStep } from './hooks'
import { step, turn } from './geometry'
import { altitudeStep, afterStep, checkVelocity, stepAllowed } from './movement'
import { enterHex } from './position'
import type { CardType, HexCommand, SeatId } from './types'
import { cardName, manoeuvrability, maxSpeed, modules, mover, playCard, refuse } from './util'

export const MOVE_CARDS: readonly CardType[] = ['left', 'right', 'hard-left', 'hard-right', 'forward', 'slide-left', 'slide-right', 'immelman']

/** The loop's velocity: "You must have a velocity of 5+ to do a loop." */
export const LOOP_VELOCITY = 5

/** the altitude steps each card allows: dive only, or climb or dive */
const MAY_CLIMB: readonly CardType[] = ['forward', 'immelman']

export const cardCommand: HexCommandDef = {
  type: 'card',
  schema: z.object({
    type: z.literal('card'),
    seat: z.string(),
    card: z.number().int(),
    as: z.enum(MOVE_CARDS as [CardType, ...CardType[]]).optional(),
    altitude: z.union([z.literal(-1), z.literal(0), z.literal(1)]).optional(),
    velocity: z.union([z.literal(-1), z.literal(1)]).optional(),
  }),
  play(ctx, cmd: HexCommand) {
    const { state } = ctx
    const p = mover(state, cmd.seat as SeatId)
    const m = state.move!
    const held = state.hands[cmd.seat]?.find((c) => c.id === cmd.card)
    if (!held) refuse('no-card', `You do not hold card ${String(cmd.card)}`)
    const type: CardType = held.type === 'ace' ? ((cmd.as as CardType | undefined) ?? refuse('ace-as', 'Say which move card the Ace is played as')) : held.type
    if (!MOVE_CARDS.includes(type)) refuse('not-move-card', `${cardName(held.type)} is not a move card`)
    const most = manoeuvrability(p, state)
    if (m.cards >= most) refuse('manoeuvrability', `${p.id} may play ${most} move card${most === 1 ? '' : 's'} a turn (its manoeuvrability)`)
    for (const mod of modules(state)) {
      const why = mod.beforeCard?.(ctx, p, type)
      if (why) refuse('option', why)
    }
    const alt = (cmd.altitude as number | undefined) ?? 0
    if (alt > 0 && !MAY_CLIMB.includes(type)) refuse('card-altitude', `${cardName(type)} lets you decrease your altitude 1 step, not climb`)
    if (type === 'forward' && cmd.velocity === undefined) refuse('forward-velocity', 'Forward: say velocity +1 or -1')
    if (type !== 'forward' && cmd.velocity !== undefined) refuse('card-velocity', `${cardName(type)} does not change velocity that way`)
    if (type === 'immelman') {
      if (p.crits.struts) refuse('struts', `${p.id}'s struts are damaged: it can no longer loop`)
      if (p.velocity < LOOP_VELOCITY) refuse('loop-velocity', `You must have a velocity of 5+ to do a loop (${p.id} flies at ${p.velocity})`)
    }
    playCard(state, cmd.seat, cmd.card, [type], `a ${cardName(type)} card`)
    m.cards++
    ;(m.played ??= []).push(type)
    ctx.say('card', `${p.id} plays ${held.type === 'ace' ? `the Ace as ${cardName(type)}` : cardName(type)}`, { plane: p.id, card: type })
    switch (type) {
      case 'left':
      case 'right':
      case 'hard-left':
      case 'hard-right': {
        const by = type.endsWith('left') ? 1 : -1
        const hard = type.startsWith('hard')
        const s: MoveStep = { kind: 'face', card: type, facing: by, velocity: hard ? 1 : 0 }
        stepAllowed(ctx, p, s)
        p.facing = turn(p.facing, by)
        // "velocity +1", up to the max speed
        if (hard) p.velocity = Math.min(maxSpeed(p, state), p.velocity + 1)
        afterStep(ctx, p, s)
        break
      }
      case 'forward': {
        const by = cmd.velocity as number
        checkVelocity(ctx, p, p.velocity + by)
        const s: MoveStep = { kind: 'speed', card: type, velocity: by }
        stepAllowed(ctx, p, s)
        p.velocity += by
        afterStep(ctx, p, s)
        break
      }
      case 'slide-left':
      case 'slide-right': {
        const s: MoveStep = { kind: 'slide', card: type }
        stepAllowed(ctx, p, s)
        enterHex(ctx, p, step(p.hex, turn(p.facing, type === 'slide-left' ? 1 : -1)))
        afterStep(ctx, p, s)
        break
      }
      case 'immelman': {
        const s: MoveStep = { kind: 'backward', card: type }
        stepAllowed(ctx, p, s)
        // "Move backwards 4 spaces": every hex entered on the way
        for (let i = 0; i < 4 && p.status === 'flying'; i++) enterHex(ctx, p, step(p.hex, turn(p.facing, 3)))
        afterStep(ctx, p, s)
        break
      }
    }
    if (p.status === 'flying' && alt) altitudeStep(ctx, p, alt, type)
    // where it stands now, if it still flies (a slide off the map or into a balloon has said its end)
    if (p.status === 'flying') ctx.say('position', `${p.id} is in (${p.hex.col},${p.hex.row}), facing ${p.facing}, altitude ${p.altitude}, velocity ${p.velocity}`, { plane: p.id })
  },
}
