/**
 * Anti-aircraft guns fired by the player who controls them (003 Ground fire, Anti-Aircraft Guns, lines 674-691; with
 * altitude, lines 693-698; Balloons and Anti-Aircraft Guns, lines 700-708), when GameSetup.groundFire.aa is 'player'.
 *
 * "At the start of any round, just before manoeuvres are revealed, the player controlling the gun can place the
 * artillery counter anywhere on the table, so long as the edge of the counter is no more than 2 rulers of distance away
 * from the red dot at the centre of the gun card. The artillery counter may not be placed above the AA gun card. After
 * placing the artillery counter, two aircraft manoeuvres are shown and executed. After that second manoeuvre, if one or
 * more aircraft cards (friend or foe) overlap at least part of the artillery counter, each of them takes a C- Damage
 * card. The counter is then removed from the table. Artillery fire is simultaneous with all other types of fire."
 *
 * With altitude: "the player must declare the altitude at which the shell is aimed (from height 1-5). Only objects at
 * that altitude are affected. The counter can be placed at two rulers distance at height 1, one and a half rulers at
 * height 2, one ruler at height 3, a half ruler at height 4 and overlapping the gun card at height 5".
 *
 * Balloons: "Artillery counters cannot be placed on friendly balloons ... If any part of the artillery counter is within
 * a half-ruler of distance from any part of a balloon, the balloon immediately takes a C- Damage card. Artillery
 * counters cannot be placed on a spot where it is not possible to trace a straight line from the red dot at the centre
 * of the gun to any part of the artillery counter without passing through a balloon card or base".
 *
 * Judgement calls: the counter is a disc COUNTER_DIAMETER (2.5 cm) across, the physical game's round counter. The
 * placing is public at once, as on the table: every plan is already fixed when the counter goes down. A gun not fired
 * stays loaded and is asked again the next round. A balloon is hit at any level (the rulebook gives it no height
 * rule). The line of sight is traced to the counter's centre and to the two sides of the disc across the line.
 */
import { baseCorners, rectanglesOverlap } from '../../../geometry/base'
import { drawDamage } from '../../damage'
import type { GameState, PlaneEffects } from '../../state-types'
import type { HookContext, RuleShot } from '../hooks'
import { effectsOf, phaseIndex } from '../hooks'
import { awaitsTaxi } from '../altitude/ground-move'
import { showTailedCards } from '../tailing'
import { inClouds } from '../altitude/cloud-cover'
import { levelOf, pointToQuad } from './reach'
import { playerArchie000, REACH_000 } from './player-archie-000'
import { z } from 'zod'
import { CommandError } from '../../command-error'
import { planeFor } from '../../command-checks'
import { defineCommand } from '../../command-kind'
import { id, seq } from '../../command-fields'

/** the artillery counter: a round counter 2.5 cm across, cm */
export const COUNTER_DIAMETER = 2.5
const R = COUNTER_DIAMETER / 2
const SHELL_DECK = 'C'
/** 003 lines 696-697: how far the counter's edge may be from the red dot at each height 1-5, in rulers (0: over the card) */
export const REACH_AT_HEIGHT = [2, 2, 1.5, 1, 0.5, 0] as const

/** Whether the team's guns are placed by their players (GameSetup.groundFire.aa 'player'). */
export function playerGuns(ctx: HookContext): boolean {
  return ctx.rules.setup.groundFire?.aa === 'player'
}

/** Whether a gun with this counter is loaded: the counter at the centre of its card (lines 678-679). */
export function gunLoaded(aa: PlaneEffects['aa']): boolean {
  return !aa || aa.counter === 'centre'
}

/** Whether gun g's owner is asked now: a standing AA gun, loaded (or, with Adjusting the Aim, its counter out). */
function asked(ctx: HookContext, g: number): boolean {
  const { rules, state } = ctx
  const gun = state.planes[g]
  if (rules.planes[g].kind !== 'aa-gun' || gun.status !== 'standing') return false
  const aa = gun.effects?.aa
  return gunLoaded(aa) || (rules.setup.options.adjustAim === true && aa?.counter === 'placed')
}

/**
 * The beforeReveal hook's part: just before the manoeuvres are revealed, the game waits for the owner of every loaded
 * gun (step 'archie', which comes before taxiing and tailing's reorders). Returns whether the game waits.
 */
export function archieBeforeReveal(ctx: HookContext): boolean {
  if (!playerGuns(ctx)) return false
  const { state } = ctx
  let wait = false
  for (let g = 0; g < state.planes.length; g++) {
    if (!asked(ctx, g)) continue
    const fx = effectsOf(state.planes[g])
    fx.aa = { ...(fx.aa ?? { counter: 'centre', phase: 0 }), ask: true }
    wait = true
  }
  if (wait) state.step = 'archie'
  return wait
}

/** The guns whose owners the game waits for now. */
export function awaitsArchie(p: { effects?: Partial<PlaneEffects> }): boolean {
  return p.effects?.aa?.ask === true
}

/** What a gun's owner answers: where the counter goes (null: the gun does not fire, or its counter is left), its height; retire (Adjusting the Aim). */
export interface ArchieAnswer {
  at: { x: number; y: number } | null
  level?: number
  retire?: boolean
}

/** Why gun g may not put its counter at `at` (at height `level` with the altitude rules); null when it may. */
export function placeProblem(ctx: HookContext, g: number, at: { x: number; y: number }, level: number | undefined): string | null {
  const { rules, state } = ctx
  const gun = state.planes[g]
  const card = baseCorners(gun, rules.planes[g].shape)
  const altitude = rules.setup.options.altitude === true
  if (altitude && (level === undefined || !Number.isInteger(level) || level < 1 || level > 5)) return 'with the altitude rules the shell is aimed at a height from 1 to 5 (line 695)'
  if (!altitude && level !== undefined) return 'a height is declared only with the altitude rules'
  // 000's Player Controlled Archie (player-archie-000.ts): 2 rulers at every level, never over the base, no balloon rules
  const archie000 = playerArchie000(ctx)
  const reach = archie000 ? REACH_000 : REACH_AT_HEIGHT[altitude ? level! : 0]
  const over = pointToQuad(at.x, at.y, card) <= R
  if (over && archie000) return 'the Archie fire marker may not be placed directly above the Archie base (000 line 524)'
  if (reach === 0) {
    if (!over) return 'at height 5 the counter is placed overlapping the gun card (line 697)'
  } else {
    if (Math.hypot(at.x - gun.x, at.y - gun.y) - R > reach * rules.ruler + 1e-9) return `the counter's edge must be within ${reach} ruler${reach === 1 ? '' : 's'} of the red dot at the centre of the gun card (lines 681, 696)`
    if (over && !altitude) return 'the artillery counter may not be placed above the AA gun card (line 683)'
  }
  if (archie000) return null
  for (let k = 0; k < state.planes.length; k++) {
    const b = state.planes[k]
    if (rules.planes[k].kind !== 'balloon' || b.status !== 'standing') continue
    const q = baseCorners(b, rules.planes[k].shape)
    if (b.team === gun.team && pointToQuad(at.x, at.y, q) <= R) return `the counter cannot be placed on the friendly balloon ${b.id} (line 702)`
  }
  if (!sightClear(ctx, g, at)) return 'no straight line from the red dot at the centre of the gun to the counter passes clear of the balloons (lines 706-708)'
  return null
}

function sightClear(ctx: HookContext, g: number, at: { x: number; y: number }): boolean {
  const { rules, state } = ctx
  const gun = state.planes[g]
  const d = Math.hypot(at.x - gun.x, at.y - gun.y)
  const nx = d > 0 ? -(at.y - gun.y) / d : 0
  const ny = d > 0 ? (at.x - gun.x) / d : 0
  const aims = [at, { x: at.x + nx * R, y: at.y + ny * R }, { x: at.x - nx * R, y: at.y - ny * R }]
  const balloons: Float64Array[] = []
  for (let k = 0; k < state.planes.length; k++) if (rules.planes[k].kind === 'balloon' && state.planes[k].status === 'standing') balloons.push(baseCorners(state.planes[k], rules.planes[k].shape))
  if (balloons.length === 0) return true
  return aims.some((a) => {
    // the line as a rectangle a thousandth of a centimetre wide
    const e = 0.0005
    const line = new Float64Array([gun.x + nx * e, gun.y + ny * e, a.x + nx * e, a.y + ny * e, a.x - nx * e, a.y - ny * e, gun.x - nx * e, gun.y - ny * e])
    return !balloons.some((b) => rectanglesOverlap(line, b))
  })
}

/** Why gun g's owner may not answer so now; null when it may. */
export function archieProblem(ctx: HookContext, g: number, answer: ArchieAnswer): string | null {
  const { rules, state } = ctx
  const gun = state.planes[g]
  if (rules.planes[g].kind !== 'aa-gun') return `"${gun.id}" is no AA gun`
  if (!playerGuns(ctx)) return 'the AA guns are fired by the solo rules in this game'
  if (state.step !== 'archie' || !awaitsArchie(gun)) return 'the artillery counter is placed just before the manoeuvres are revealed, by a loaded gun (lines 678-680)'
  const aa = gun.effects!.aa!
  if (answer.retire) {
    if (aa.counter !== 'placed') return 'only a counter on the table is retired (Adjusting the Aim)'
    if (answer.at) return 'a retired counter goes back to the gun: no place is given'
    return null
  }
  if (!answer.at) return answer.level !== undefined && aa.counter !== 'placed' ? 'a gun that does not fire declares no height' : adjustLevelProblem(ctx, g, answer.level)
  const level = answer.level ?? (aa.counter === 'placed' ? aa.level : undefined)
  if (aa.counter === 'placed') {
    if (answer.level !== undefined && answer.level !== aa.level) return 'with the altitude rules the counter is either moved or raised or lowered a level, not both (lines 757-759)'
    if (Math.hypot(answer.at.x - aa.x!, answer.at.y - aa.y!) > rules.ruler + 1e-9) return 'the counter is moved up to one ruler (line 748)'
  }
  return placeProblem(ctx, g, answer.at, level)
}

/** Adjusting the Aim with altitude: a counter left where it is may be declared a level higher or lower. */
function adjustLevelProblem(ctx: HookContext, g: number, level: number | undefined): string | null {
  if (level === undefined) return null
  const aa = ctx.state.planes[g].effects!.aa!
  if (aa.level === undefined || Math.abs(level - aa.level) !== 1) return 'the counter is declared one altitude level higher or lower (lines 757-759)'
  return placeProblem(ctx, g, { x: aa.x!, y: aa.y! }, level)
}

/**
 * The gun's owner answers (archieProblem has judged it). Returns true when no gun, no plane on the ground and no
 * tailing plane is left to answer: the card may be revealed. Otherwise the game goes on to the next step that waits.
 */
export function archie(ctx: HookContext, g: number, answer: ArchieAnswer): boolean {
  const { state, events } = ctx
  const gun = state.planes[g]
  const fx = effectsOf(gun)
  const aa = fx.aa!
  const now = phaseIndex(state)
  const where = (x: number, y: number, level: number | undefined) => ({ x, y, ...(level !== undefined ? { level } : {}) })
  if (answer.retire) {
    // "retire the counter and put it back at the centre of the gun ... able to shoot at the start of the next round"
    fx.aa = { counter: 'centre', phase: now }
    events?.push({ type: 'archie-retired', to: 'all', turn: state.turn, phase: state.phase, gun: gun.id })
  } else if (answer.at || (aa.counter === 'placed' && answer.level !== undefined)) {
    const at = answer.at ?? { x: aa.x!, y: aa.y! }
    const level = answer.level ?? aa.level
    // placed, moved, raised or lowered, or "delayed" (moved to where it is): it bursts after the second manoeuvre from now
    fx.aa = { counter: 'placed', phase: now, ...where(at.x, at.y, level) }
    events?.push({ type: 'archie-placed', to: 'all', turn: state.turn, phase: state.phase, gun: gun.id, ...where(at.x, at.y, level), ...(aa.counter === 'placed' ? { adjusted: true } : {}) })
  } else {
    delete aa.ask
  }
  // the guns are laid: a tailing plane now sees the card it was waiting for (lines 761-771)
  if (!state.planes.some(awaitsArchie)) showTailedCards(ctx)
  return nextStep(state)
}

/**
 * 003 Tailing and friendly Anti-Aircraft Fire (lines 761-771): "First, both aircraft plan their move. Second, the
 * player controlling the AA gun decides whether or not he will shoot the gun and, if so, places the artillery
 * counter. ... Finally, the owner of the tailed aircraft shows its first manoeuvre to the tailing player". The game
 * keeps this order whenever a gun's owner is asked, whoever controls the guns and the planes: between different
 * players it changes nothing, and the one who holds both learns nothing of the tailed plane before laying the gun.
 */
export function holdsTailingForArchie(ctx: HookContext): boolean {
  if (!playerGuns(ctx)) return false
  for (let g = 0; g < ctx.state.planes.length; g++) if (asked(ctx, g)) return true
  return false
}

function nextStep(state: GameState): boolean {
  if (state.planes.some(awaitsArchie)) return false
  if (state.planes.some((p) => awaitsTaxi(p))) {
    state.step = 'taxiing'
    return false
  }
  if (state.planes.some((p) => p.effects?.reorder != null)) {
    state.step = 'tailing'
    return false
  }
  return true
}

/**
 * The counters that burst this phase: after the second manoeuvre since they were placed, each aircraft over one, each
 * balloon within half a ruler, takes a C card. With the altitude rules only those at the shell's height ("Only
 * objects at that altitude are affected", 003 line 696), and no plane in the clouds ("cannot ... be fired on", 003
 * Cloud Cover, lines 461-463).
 */
export function playerBursts(ctx: HookContext): RuleShot[] {
  const { rules, state, events } = ctx
  const now = phaseIndex(state)
  const altitude = rules.setup.options.altitude === true
  const cover = rules.setup.options.cloudCover
  const archie000 = playerArchie000(ctx)
  const shots: RuleShot[] = []
  for (let g = 0; g < state.planes.length; g++) {
    const gun = state.planes[g]
    const aa = gun.effects?.aa
    if (rules.planes[g].kind !== 'aa-gun' || aa?.counter !== 'placed' || now < aa.phase + 1) continue
    const hit: string[] = []
    for (let j = 0; j < state.planes.length; j++) {
      const p = state.planes[j]
      const kind = rules.planes[j].kind
      const q = baseCorners(p, rules.planes[j].shape)
      const d = pointToQuad(aa.x!, aa.y!, q) - R
      const atHeight = !altitude || levelOf(p) === aa.level
      const struck = kind === 'aeroplane' ? p.status === 'flying' && d <= 0 && atHeight && !inClouds(p, cover) : kind === 'balloon' && !archie000 && p.status === 'standing' && d <= rules.ruler / 2 && atHeight
      if (!struck) continue
      hit.push(p.id)
      shots.push({ firer: g, target: j, cards: [drawDamage(rules, state, SHELL_DECK, events)], letter: SHELL_DECK, specialOnly: false, neverJams: true })
    }
    // the counter is removed; the gun begins to reload (corner, side, centre: solo-aa.ts reload)
    effectsOf(gun).aa = { counter: 'fired', phase: now }
    events?.push({ type: 'archie-burst', to: 'all', turn: state.turn, phase: state.phase, gun: gun.id, x: aa.x!, y: aa.y!, ...(aa.level !== undefined ? { level: aa.level } : {}), hit, cards: hit.length })
  }
  return shots
}

/**
 * Where a bot puts gun g's counter: where the nearest enemy aircraft's base will be after two straights of its deck
 * (the longest straight it has, flown twice), at its level with the altitude rules; null (the gun does not fire) when
 * that spot may not take the counter. The state may be a seat's view (the positions, levels and counters are public).
 */
export function botArchie(ctx: HookContext, g: number): { at: { x: number; y: number }; level?: number } | null {
  const { rules, state } = ctx
  const gun = state.planes[g]
  let best: { at: { x: number; y: number }; level?: number } | null = null
  let bestD = Infinity
  for (let j = 0; j < state.planes.length; j++) {
    const p = state.planes[j]
    if (p.status !== 'flying' || rules.planes[j].kind !== 'aeroplane' || p.team === gun.team) continue
    let forward = 0
    for (const c of rules.planes[j].cards.values()) if (c.card.straight && c.forward > forward) forward = c.forward
    const at = { x: p.x + 2 * forward * Math.sin(p.h), y: p.y + 2 * forward * Math.cos(p.h) }
    const level = rules.setup.options.altitude === true ? Math.min(5, Math.max(1, levelOf(p))) : undefined
    if (placeProblem(ctx, g, at, level) !== null) continue
    const d = Math.hypot(p.x - gun.x, p.y - gun.y)
    if (d < bestD) {
      bestD = d
      best = { at, ...(level !== undefined ? { level } : {}) }
    }
  }
  return best
}

/**
 * 003 Ground fire (lines 679-697): just before the manoeuvres are revealed, the owner of a loaded AA gun places its
 * artillery counter at `at` (cm; null: the gun does not fire, or a counter out is left as it is), at height `level`
 * with the altitude rules; with Adjusting the Aim (lines 744-759) moves it, raises or lowers it, or `retire`s it
 */
const archieSchema = z.strictObject({ type: z.literal('archie'), seat: id, plane: id, at: z.strictObject({ x: z.number().finite(), y: z.number().finite() }).nullable(), level: z.number().int().min(1).max(5).optional(), retire: z.literal(true).optional(), seq })
export type ArchieCommand = z.infer<typeof archieSchema>

/** an AA gun is a piece standing in play */
const GUNS = { standing: true }

export const archieCommand = defineCommand<typeof archieSchema, number>({
  type: 'archie',
  schema: archieSchema,
  /** the gun's index */
  validate(rules, state, cmd) {
    const gun = planeFor(rules, state, cmd, GUNS)
    if (cmd.at !== null && (typeof cmd.at !== 'object' || !Number.isFinite(cmd.at?.x) || !Number.isFinite(cmd.at?.y))) throw new CommandError('malformed', 'the counter is put at {x, y} (cm), or null')
    const g = rules.byId.get(gun.id)!.index
    const problem = archieProblem({ rules, state, events: null }, g, { at: cmd.at, level: cmd.level, retire: cmd.retire })
    if (problem) throw new CommandError(problem.startsWith('the artillery counter is placed just before') ? 'wrong-step' : 'illegal-target', problem)
    return g
  },
  // the card is revealed once every gun's owner has answered
  apply: (rules, state, cmd, g, events) => (archie({ rules, state, events }, g, { at: cmd.at, level: cmd.level, retire: cmd.retire }) ? 'reveal' : undefined),
  copy(cmd) {
    const out: ArchieCommand = { type: 'archie', seat: cmd.seat, plane: cmd.plane, at: cmd.at ? { x: cmd.at.x, y: cmd.at.y } : null }
    if (cmd.level !== undefined) out.level = cmd.level
    if (cmd.retire) out.retire = true
    if (cmd.seq !== undefined) out.seq = cmd.seq
    return out
  },
})
