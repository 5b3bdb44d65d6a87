/**
 * Scripted games: an exact setup, the plans of every turn, fire choices and, if wanted, the exact damage cards
 * to be drawn. Any rule situation can be set up and replayed. The format is documented in
 * docs/script-format.md.
 */
import { z } from 'zod'
import { rulesChoiceSchema } from '../engine/options'
import type { Content } from '../content/types'
import { stackDeck } from '../engine/damage'
import { CommandError } from '../engine/commands'
import { Game } from '../engine/game'
import { defaultOptions, SetupError } from '../engine/setup'
import type { Command, FireCommand, GameSetup, SetupTeam } from '../engine/types'

const id = z.string().min(1).max(64)
const target = id.nullable()
const damageOrder = z.record(z.string().regex(/^[A-Z]$/), z.array(z.string().regex(/^[A-Z][0-9]{2}$/, 'a damage card id is a deck letter and two digits, like A07')))

/** a run of fire already under way: the target and how many phases in a row (003 Aim) */
const aimStreak = z.strictObject({ target: id, phases: z.number().int().min(1) }).nullable()

const scriptPlane = z.strictObject({
  id,
  aircraft: id,
  team: id,
  seat: id.optional(),
  x: z.number().finite(),
  y: z.number().finite(),
  heading: z.number().finite(),
  bulletChecker: z.boolean().optional(),
  fire: z.strictObject({ front: z.string().regex(/^[A-Z]$/).nullable().optional(), rear: z.string().regex(/^[A-Z]$/).nullable().optional() }).optional(),
  /** damage already taken and effects already on the plane when the script starts */
  start: z
    .strictObject({
      damage: z.array(z.string().regex(/^[A-Z][0-9]{2}$/, 'a damage card id is a deck letter and two digits, like A07')).optional(),
      effects: z
        .strictObject({
          rudder: z.strictObject({ dir: z.enum(['left', 'right']), turn: z.number().int().min(1) }).nullable().optional(),
          wounds: z.number().int().min(0).max(1).optional(),
          observerWounded: z.boolean().optional(),
          engine: z.number().int().min(0).max(1).optional(),
          smoke: z.number().int().min(0).max(3).optional(),
          flame: z.number().int().min(0).max(3).optional(),
          aim: z.strictObject({ front: aimStreak, rear: aimStreak }).optional(),
        })
        .optional(),
    })
    .optional(),
})

export const scriptSchema = z.strictObject({
  format: z.literal('overdive-script'),
  title: z.string().optional(),
  seed: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(1),
  setup: z.strictObject({
    table: z.strictObject({ width: z.number().min(10).max(1000), depth: z.number().min(10).max(1000) }),
    teams: z.array(z.strictObject({ id, name: z.string(), side: z.enum(['allied', 'central']), edge: z.enum(['north', 'south', 'east', 'west']) })).optional(),
    planes: z.array(scriptPlane).min(2),
    options: rulesChoiceSchema.optional(),
    victory: z.enum(['last-standing', 'score']).optional(),
  }),
  /** what planes with a target do when a phase gives no choice for them */
  autoFire: z.enum(['nearest', 'hold']).default('nearest'),
  /** damage cards to deal first, per deck, before turn 1 */
  damage: damageOrder.optional(),
  turns: z
    .array(
      z.strictObject({
        plans: z.record(id, z.array(z.string())),
        /** per phase ("1", "2", "3"): per plane, a target, null to hold, or targets per arc */
        fire: z.partialRecord(z.enum(['1', '2', '3']), z.record(id, z.union([target, z.strictObject({ front: target.optional(), rear: target.optional() })]))).optional(),
        damage: damageOrder.optional(),
      }),
    )
    .min(1),
})

export type Script = z.input<typeof scriptSchema>

export class ScriptError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ScriptError'
  }
}

function describe(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join('.') : '(top level)'}: ${i.message}`).join('; ')
}

const DEFAULT_TEAMS: Record<string, SetupTeam> = {
  allied: { id: 'allied', name: 'Allied', side: 'allied', edge: 'south' },
  central: { id: 'central', name: 'German', side: 'central', edge: 'north' },
}

export function scriptSetup(content: Content, script: z.output<typeof scriptSchema>): GameSetup {
  const s = script.setup
  const teamIds = [...new Set(s.planes.map((p) => p.team))]
  const teams = s.teams ?? teamIds.map((t) => DEFAULT_TEAMS[t] ?? null)
  if (teams.some((t) => t === null)) throw new ScriptError(`setup.teams: teams other than "allied" and "central" must be described in setup.teams`)
  for (const p of s.planes) {
    if (!content.aircraft[p.aircraft]) throw new ScriptError(`setup.planes: plane "${p.id}": there is no aircraft "${p.aircraft}"`)
    if (content.aircraft[p.aircraft].kind !== 'aeroplane') throw new ScriptError(`setup.planes: plane "${p.id}": "${p.aircraft}" is not an aeroplane`)
    if (!teams.some((t) => t!.id === p.team)) throw new ScriptError(`setup.planes: plane "${p.id}": there is no team "${p.team}"`)
  }
  if (new Set(s.planes.map((p) => p.id)).size !== s.planes.length) throw new ScriptError('setup.planes: plane ids must be unique')
  const seats = [...new Map(s.planes.map((p) => [p.seat ?? p.team, { id: p.seat ?? p.team, name: p.seat ?? p.team, team: p.team }])).values()]
  for (const seat of seats) if (s.planes.some((p) => (p.seat ?? p.team) === seat.id && p.team !== seat.team)) throw new ScriptError(`setup.planes: seat "${seat.id}" flies planes of two teams`)
  return {
    scenario: 'script',
    variant: null,
    title: script.title ?? 'Scripted game',
    table: s.table,
    teams: teams as SetupTeam[],
    seats,
    planes: s.planes.map((p) => ({ ...p, seat: p.seat ?? p.team })),
    options: { ...defaultOptions(content), ...s.options },
    victory: s.victory ?? 'last-standing',
  }
}

function stack(game: Game, order: Record<string, string[]> | undefined, where: string): void {
  if (!order) return
  for (const [letter, ids] of Object.entries(order)) {
    if (!game.state.decks[letter]) throw new ScriptError(`${where}: there is no damage deck "${letter}" in play`)
    for (const cardId of ids) if (!game.rules.damageDecks[letter].cards.some((c) => c.id === cardId)) throw new ScriptError(`${where}: deck ${letter} has no card ${cardId}`)
    stackDeck(game.state, letter, ids)
  }
}

/** Parse and check a script; throws a ScriptError naming what is wrong. */
export function parseScript(input: unknown): z.output<typeof scriptSchema> {
  const parsed = scriptSchema.safeParse(input)
  if (!parsed.success) throw new ScriptError(`malformed script: ${describe(parsed.error)}`)
  return parsed.data
}

/** Play a script. Errors name the turn and phase that went wrong. */
export function runScript(content: Content, input: unknown): Game {
  const script = parseScript(input)
  let game: Game
  try {
    game = Game.start(content, scriptSetup(content, script), script.seed)
  } catch (e) {
    if (e instanceof SetupError || e instanceof ScriptError) throw e
    throw new ScriptError(`setup: ${(e as Error).message}`)
  }
  stack(game, script.damage, 'damage')
  const apply = (cmd: Command, where: string) => {
    try {
      game.apply(cmd)
    } catch (e) {
      if (e instanceof CommandError) throw new ScriptError(`${where}: ${e.message}`)
      throw e
    }
  }
  for (let t = 0; t < script.turns.length && !game.over; t++) {
    const turn = script.turns[t]
    const where = `turns.${t} (turn ${game.state.turn})`
    const turnNo = game.state.turn
    const firstEvent = game.events.length
    stack(game, turn.damage, `${where}.damage`)
    for (const plane of game.state.planes) {
      if (plane.status !== 'flying') continue
      const cards = turn.plans[plane.id]
      if (!cards) throw new ScriptError(`${where}.plans: no plan for plane "${plane.id}"`)
      apply({ type: 'plan', seat: plane.seat, plane: plane.id, cards }, `${where}.plans.${plane.id}`)
      if (game.over) break
    }
    for (const planeId of Object.keys(turn.plans)) {
      if (!game.state.planes.some((p) => p.id === planeId)) throw new ScriptError(`${where}.plans: there is no plane "${planeId}"`)
    }
    const startTurn = game.state.turn
    while (!game.over && (game.state.step === 'firing' || game.state.step === 'tailing') && game.state.turn === startTurn) {
      if (game.state.step === 'tailing') {
        // 003 Tailing: a script's tailing planes keep the order of their cards
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          apply({ type: 'reorder', seat: p.seat, plane: id, cards: p.plan!.slice(p.effects!.reorder!) }, `${where}.tailing.${id}`)
        }
        continue
      }
      const phase = String(game.state.phase) as '1' | '2' | '3'
      const given = turn.fire?.[phase] ?? {}
      for (const planeId of Object.keys(given)) {
        if (!game.state.fireOptions.some((o) => o.plane === planeId)) {
          const exists = game.state.planes.some((p) => p.id === planeId)
          throw new ScriptError(`${where}.fire.${phase}.${planeId}: ${exists ? `plane "${planeId}" has no target in phase ${phase}` : `there is no plane "${planeId}"`}`)
        }
      }
      const waiting = [...new Set(game.state.fireOptions.map((o) => o.plane))]
      for (const planeId of waiting) {
        if (game.over || game.state.step !== 'firing') break
        const plane = game.state.planes.find((p) => p.id === planeId)!
        const cmd: FireCommand = { type: 'fire', seat: plane.seat, plane: planeId }
        const choice = given[planeId]
        if (choice === undefined) {
          if (script.autoFire === 'nearest') {
            for (const arc of ['front', 'rear'] as const) {
              const best = game.state.fireOptions.filter((o) => o.plane === planeId && o.arc === arc && o.target !== cmd.front).sort((a, b) => a.distance - b.distance)[0]
              if (best) cmd[arc] = best.target
            }
          }
        } else if (choice === null) {
          for (const o of game.state.fireOptions) if (o.plane === planeId) cmd[o.arc] = null
        } else if (typeof choice === 'string') {
          // a plain target is fired at with whichever guns reach it, the front guns first
          const arc = game.state.fireOptions.find((o) => o.plane === planeId && o.target === choice)?.arc ?? 'front'
          cmd[arc] = choice
        } else Object.assign(cmd, choice)
        apply(cmd, `${where}.fire.${phase}.${planeId}`)
      }
    }
    // fire orders for a phase that was flown without a firing step (nobody had a target) would be lost silently
    const turnEvents = game.events.slice(firstEvent)
    for (const [phase, given] of Object.entries(turn.fire ?? {})) {
      const planeId = Object.keys(given ?? {})[0]
      if (planeId === undefined) continue
      const at = (type: string) => turnEvents.some((e) => e.type === type && e.turn === turnNo && e.phase === Number(phase))
      if (at('manoeuvre-revealed') && !at('fire-options')) {
        const exists = game.state.planes.some((p) => p.id === planeId)
        throw new ScriptError(`${where}.fire.${phase}.${planeId}: ${exists ? `plane "${planeId}" has no target in phase ${phase}` : `there is no plane "${planeId}"`}`)
      }
    }
  }
  return game
}
