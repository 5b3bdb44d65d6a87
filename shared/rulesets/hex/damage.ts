/**
 * Damage (002 SHOOT SEGMENT and CRITICAL HIT TABLE): "A plane that takes 6 or more hits is shot down." "Every time a
 * plane is hit for 1 or more points of damage roll 1D6. On a roll of 1 on 1D6 roll on the Critical Hit Table":
 *   1 Pilot Killed (kill the observer first if there is one), 2 Engine Damaged (max speed -2), 3 Gas Tank Punctured
 *   (plane must land in 2D6 turns), 4 Cables Severed (manoeuvrability -1), 5 Controls Jammed (hand size -2),
 *   6 Struts Damaged (can no longer climb or loop).
 *
 * Decisions (rules.md): hits add up over the game (6 in all shoot a plane down); a second Gas Tank result leaves the
 * first count; a plane whose gas tank runs out before it lands crashes, credited to the plane that punctured it.
 * Downing a plane records who is credited (victories(), the campaign's "5 kills make an ace").
 */
import type { HexContext } from './hooks'
import type { HexPlane, PlaneStatus } from './types'
import { maxSpeed, modules, planeById } from './util'

/** Puts a plane out of the game, crediting `by` (planes) when it was downed. */
export function downPlane(ctx: HexContext, p: HexPlane, status: Exclude<PlaneStatus, 'flying'>, words: string, by: string[] = []): void {
  if (p.status !== 'flying') return
  p.status = status
  ctx.say('plane-out', words, { plane: p.id, status, by })
  if (status === 'shot-down' || status === 'crashed') {
    ctx.state.credits.push({ victim: p.id, by: by.filter((b) => planeById(ctx.state, b)), how: status, round: ctx.state.round })
  }
}

/** The hits an attack lands (after any evade): the damage, then the critical roll. */
export function takeHits(ctx: HexContext, target: HexPlane, hits: number, by: string | null): void {
  if (target.status !== 'flying' || hits < 1) return
  target.hits += hits
  if (by) target.lastHurtBy = by
  ctx.say('hit', `${target.id} takes ${hits} hit${hits === 1 ? '' : 's'} (${target.hits} in all)`, { plane: target.id, hits, total: target.hits, by })
  for (const m of modules(ctx.state)) m.onHit?.(ctx, target, hits, by)
  const credit = by && planeById(ctx.state, by) ? [by] : []
  if (target.hits >= modules(ctx.state).reduce((n, m) => m.shootDownAt?.(target, n, ctx.state) ?? n, 6)) {
    downPlane(ctx, target, 'shot-down', `${target.id} is shot down (6 or more hits)`, credit)
    return
  }
  if (target.status !== 'flying') return
  for (const m of modules(ctx.state)) if (m.criticalHit?.(ctx, target, hits, by)) return
  if (ctx.roll(`${target.id} is hit: on a 1 it rolls on the Critical Hit Table`, target.id) !== 1) return
  criticalHit(ctx, target, ctx.roll(`Critical Hit Table for ${target.id}`, target.id), credit)
}

export const CRITICAL_HITS = ['', 'Pilot Killed', 'Engine Damaged', 'Gas Tank Punctured', 'Cables Severed', 'Controls Jammed', 'Struts Damaged'] as const

export function criticalHit(ctx: HexContext, p: HexPlane, roll: number, credit: string[]): void {
  for (const m of modules(ctx.state)) if (m.criticalResult?.(ctx, p, roll)) return
  const name = CRITICAL_HITS[roll]
  switch (roll) {
    case 1:
      // "Kill the observer first if there is one."
      if (p.crew.observer) {
        p.crew.observer = false
        ctx.say('critical', `${name}: ${p.id}'s observer is killed`, { plane: p.id, critical: roll })
      } else {
        p.crew.pilot = false
        ctx.say('critical', `${name}: ${p.id}'s pilot is killed`, { plane: p.id, critical: roll })
        downPlane(ctx, p, 'shot-down', `${p.id} goes down with its pilot killed`, credit)
      }
      return
    case 2: {
      p.crits.engine++
      const max = maxSpeed(p, ctx.state)
      ctx.say('critical', `${name}: ${p.id}'s max speed is now ${max}`, { plane: p.id, critical: roll })
      if (p.velocity > max) p.velocity = max
      return
    }
    case 3: {
      if (p.crits.gasTank !== null) {
        ctx.say('critical', `${name} again: ${p.id} must still land within ${p.crits.gasTank} turns`, { plane: p.id, critical: roll })
        return
      }
      const turns = ctx.roll(`${p.id}'s gas tank: 2D6 turns to land (first die)`, p.id) + ctx.roll(`${p.id}'s gas tank (second die)`, p.id)
      p.crits.gasTank = turns
      if (credit.length) p.crits.gasTankBy = credit[0]
      ctx.say('critical', `${name}: ${p.id} must land within ${turns} turns`, { plane: p.id, critical: roll, turns })
      return
    }
    case 4:
      p.crits.cables++
      ctx.say('critical', `${name}: ${p.id} may play one move card fewer`, { plane: p.id, critical: roll })
      return
    case 5:
      p.crits.controls++
      ctx.say('critical', `${name}: ${p.id}'s hand size is 2 smaller`, { plane: p.id, critical: roll })
      return
    default:
      p.crits.struts = true
      ctx.say('critical', `${name}: ${p.id} can no longer climb or loop`, { plane: p.id, critical: roll })
  }
}

/**
 * At the end of each of its turns a plane with a punctured tank has one turn fewer; at none left it crashes, credited
 * to the plane that punctured it, whoever hurt it since (a ground unit's puncture is credited to no plane).
 */
export function burnFuel(ctx: HexContext, p: HexPlane): void {
  if (p.status !== 'flying' || p.crits.gasTank === null) return
  p.crits.gasTank--
  if (p.crits.gasTank > 0) return
  const by = p.crits.gasTankBy && planeById(ctx.state, p.crits.gasTankBy) ? [p.crits.gasTankBy] : []
  downPlane(ctx, p, 'crashed', `${p.id} runs out of fuel before landing and crashes`, by)
}
