/**
 * Scripted games: an exact setup, the plans of every turn, fire choices and, if wanted, the exact damage cards
 * to be drawn. Any rule situation can be set up and replayed. The format is documented in
 * docs/script-format.md and checked by script-schema.ts; this file sets a script's game up, plays it and compares
 * its end with what the script expects.
 */
import type { z } from 'zod'
import type { Content } from '../content/types'
import { stackDeck } from '../engine/damage'
import { queueLength } from '../engine/rules/turnless'
import { CommandError, fireRefusal } from '../engine/commands'
import { Game } from '../engine/game'
import { victoryReport } from '../engine/scoring/victories'
import { defaultOptions, SetupError } from '../engine/setup'
import type { Command, FireCommand, GameSetup, SetupPlane, SetupTeam } from '../engine/types'
import { archieOrder, fireChoice, parseScript, scriptSchema, ScriptError } from './script-schema'

// a script's error and type, with the runner that throws and takes them
export { ScriptError, type Script } from './script-schema'

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
  const pieces = s.pieces ?? []
  for (const p of pieces) {
    const kind = content.aircraft[p.type]?.kind
    if (!kind || kind === 'aeroplane') throw new ScriptError(`setup.pieces: piece "${p.id}": there is no balloon or ground piece "${p.type}"`)
    if (!teams.some((t) => t!.id === p.team)) throw new ScriptError(`setup.pieces: piece "${p.id}": there is no team "${p.team}"`)
  }
  const ids = [...s.planes.map((p) => p.id), ...pieces.map((p) => p.id)]
  if (new Set(ids).size !== ids.length) throw new ScriptError('setup.planes: plane and piece ids must be unique')
  if (s.fields && !s.options?.altitude) throw new ScriptError('setup.fields: landing fields need the altitude rules (options.altitude)')
  if (s.balloons) balloonsProblem(content, s)
  const all = [...s.planes, ...pieces]
  const seats = [...new Map(all.map((p) => [p.seat ?? p.team, { id: p.seat ?? p.team, name: p.seat ?? p.team, team: p.team }])).values()]
  for (const seat of seats) if (all.some((p) => (p.seat ?? p.team) === seat.id && p.team !== seat.team)) throw new ScriptError(`setup.planes: seat "${seat.id}" flies planes of two teams`)
  return {
    scenario: 'script',
    variant: null,
    title: script.title ?? 'Scripted game',
    table: s.table,
    teams: teams as SetupTeam[],
    seats,
    planes: [
      ...s.planes.map((p) => ({ ...p, seat: p.seat ?? p.team })),
      ...pieces.map(({ type, ...p }) => ({ ...p, aircraft: type, seat: p.seat ?? p.team, kind: content.aircraft[type].kind as Exclude<SetupPlane['kind'], undefined> })),
    ],
    options: { ...defaultOptions(content), ...s.options },
    victory: s.victory ?? 'last-standing',
    ...(s.endsWhenGone ? { endsWhenGone: s.endsWhenGone } : {}),
    ...(s.fields ? { fields: s.fields } : {}),
    ...(s.groundFire ? { groundFire: { ...s.groundFire } } : {}),
    ...(s.campaign ? { campaign: true as const } : {}),
    ...(s.balloons ? { balloons: { ...s.balloons, ...(s.balloons.barrage ? { barrage: [...s.balloons.barrage] } : {}) } } : {}),
  }
}

/** Throws a ScriptError where setup.balloons names what the game has not, or a rule the game would not play. */
function balloonsProblem(content: Content, s: z.output<typeof scriptSchema>['setup']): void {
  const b = s.balloons!
  const balloons = (s.pieces ?? []).filter((p) => content.aircraft[p.type]?.kind === 'balloon')
  if (balloons.length === 0) throw new ScriptError('setup.balloons: there is no balloon in setup.pieces')
  const altitude = s.options?.altitude === true
  if (b.downAfter !== undefined && altitude) throw new ScriptError('setup.balloons.downAfter: with the altitude rules the balloons are winched down by their owners, not on the ground at an agreed turn (003 lines 576-583)')
  if (b.downAfter !== undefined && b.winch !== undefined) throw new ScriptError('setup.balloons: downAfter (an agreed turn) and winch (down by order) are two ways for balloons to come down: give one')
  if (b.barrage) {
    if (!altitude) throw new ScriptError('setup.balloons.barrage: a balloon barrage needs the altitude rules (options.altitude): a plane is caught "at the same altitude or lower" (003 lines 808-810)')
    b.barrage.forEach((bid, i) => {
      if (!balloons.some((p) => p.id === bid)) throw new ScriptError(`setup.balloons.barrage.${i}: "${bid}" is not a balloon in setup.pieces`)
      if (b.barrage!.indexOf(bid) !== i) throw new ScriptError(`setup.balloons.barrage.${i}: balloon "${bid}" is named twice`)
    })
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

/** The fire order a script's choice (or, without one, autoFire) gives a plane with a target. */
function fireCommand(game: Game, planeId: string, choice: z.output<typeof fireChoice> | undefined, autoFire: 'nearest' | 'hold'): FireCommand {
  const plane = game.state.planes.find((p) => p.id === planeId)!
  const cmd: FireCommand = { type: 'fire', seat: plane.seat, plane: planeId }
  if (choice === undefined) {
    if (autoFire === 'nearest') {
      const i = game.rules.byId.get(planeId)!.index
      for (const arc of ['front', 'rear'] as const) {
        // a gun the rules silence (a wounded crew's) is offered to keep the secret, but holds fire, as a bot's does
        if (fireRefusal(game.rules, game.state.planes, i, arc)) continue
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
  return cmd
}

/** The archie command for a script's order for gun `plane` (null: it does not fire). */
function archieCommand(seat: string, plane: string, given: z.output<typeof archieOrder> | null): Command {
  const at = given && given.x !== undefined && given.y !== undefined ? { x: given.x, y: given.y } : null
  return { type: 'archie', seat, plane, at, ...(given?.level !== undefined ? { level: given.level } : {}), ...(given?.retire ? { retire: true as const } : {}) }
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
  /** a command the engine must refuse, for a reason that says `reason`; a refused command changes nothing */
  const refuse = (cmd: Command, reason: string, where: string, what: string) => {
    try {
      game.apply(cmd)
    } catch (e) {
      if (!(e instanceof CommandError)) throw e
      if (!e.message.includes(reason)) throw new ScriptError(`${where}: ${what} was refused, but not because "${reason}": ${e.message}`)
      return
    }
    throw new ScriptError(`${where}: the engine accepted ${what}; the script says it is refused ("${reason}")`)
  }
  const planeOf = (planeId: string, where: string) => {
    const plane = game.state.planes.find((p) => p.id === planeId)
    if (!plane) throw new ScriptError(`${where}: there is no plane "${planeId}"`)
    return plane
  }
  for (let t = 0; t < script.turns.length && !game.over; t++) {
    const turn = script.turns[t]
    const where = `turns.${t} (turn ${game.state.turn})`
    const turnNo = game.state.turn
    const firstEvent = game.events.length
    stack(game, turn.damage, `${where}.damage`)
    const refusals = (turn.refused ?? []).map((r, i) => ({ r, at: `${where}.refused.${i}`, done: false }))
    for (const x of refusals) {
      const r = x.r
      if (!('floor' in r)) continue
      if (!game.state.setup.seats.some((s) => s.id === r.seat)) throw new ScriptError(`${x.at}: there is no seat "${r.seat}"`)
      refuse({ type: 'floor', seat: r.seat, floor: r.floor }, r.reason, x.at, `seat "${r.seat}"'s agreement to a floor of ${r.floor}`)
      x.done = true
    }
    for (const [seat, floor] of Object.entries(turn.floor ?? {})) {
      if (!game.state.setup.seats.some((s) => s.id === seat)) throw new ScriptError(`${where}.floor: there is no seat "${seat}"`)
      apply({ type: 'floor', seat, floor }, `${where}.floor.${seat}`)
    }
    for (const x of refusals) {
      const r = x.r
      if (!('winch' in r)) continue
      const balloon = planeOf(r.balloon, x.at)
      refuse({ type: 'winch', seat: balloon.seat, plane: balloon.id, ...r.winch }, r.reason, x.at, `the order ${JSON.stringify(r.winch)} for balloon "${balloon.id}"`)
      x.done = true
    }
    for (const [planeId, order] of Object.entries(turn.winch ?? {})) {
      const balloon = planeOf(planeId, `${where}.winch`)
      apply({ type: 'winch', seat: balloon.seat, plane: planeId, ...order }, `${where}.winch.${planeId}`)
    }
    for (const [planeId, place] of Object.entries(turn.enter ?? {})) {
      const plane = planeOf(planeId, `${where}.enter`)
      apply({ type: 'enter', seat: plane.seat, plane: plane.id, place }, `${where}.enter.${planeId}`)
    }
    for (const [planeId, target] of Object.entries(turn.look ?? {})) {
      // 003 Technical eye: the ace looks before the plans (the cards go to its seat alone)
      const plane = planeOf(planeId, `${where}.look`)
      apply({ type: 'look', seat: plane.seat, plane: plane.id, target }, `${where}.look.${planeId}`)
    }
    for (const planeId of turn.ram ?? []) planeOf(planeId, `${where}.ram`)
    for (const planeId of Object.keys(turn.dice ?? {})) planeOf(planeId, `${where}.dice`)
    for (const planeId of Object.keys(turn.drop ?? {})) planeOf(planeId, `${where}.drop`)
    for (const planeId of Object.keys(turn.lineUp ?? {})) planeOf(planeId, `${where}.lineUp`)
    for (const x of refusals) {
      if (!('plan' in x.r)) continue
      const plane = planeOf(x.r.plane, x.at)
      refuse({ type: 'plan', seat: plane.seat, plane: plane.id, cards: x.r.plan }, x.r.reason, x.at, `the plan ${x.r.plan.join(' ')} of "${plane.id}"`)
      x.done = true
    }
    // the planes flying when the plans begin: the last plan plays the turn out, and a plane may enter as the next begins
    for (const plane of game.state.planes.filter((p) => p.status === 'flying')) {
      const cards = turn.plans[plane.id]
      if (!cards) throw new ScriptError(`${where}.plans: no plan for plane "${plane.id}"`)
      const ram = turn.ram?.includes(plane.id) ? { ram: true as const } : {}
      const dice = turn.dice?.[plane.id] ? { dice: turn.dice[plane.id] } : {}
      const drop = turn.drop?.[plane.id] ? { drop: turn.drop[plane.id] } : {}
      const lineUp = turn.lineUp?.[plane.id] ? { lineUp: turn.lineUp[plane.id] } : {}
      apply({ type: 'plan', seat: plane.seat, plane: plane.id, cards, ...ram, ...dice, ...drop, ...lineUp }, `${where}.plans.${plane.id}`)
      if (game.over) break
    }
    for (const planeId of Object.keys(turn.plans)) {
      if (!game.state.planes.some((p) => p.id === planeId)) throw new ScriptError(`${where}.plans: there is no plane "${planeId}"`)
    }
    const startTurn = game.state.turn
    const reordered = new Set<string>()
    const taxied = new Set<string>()
    if (turn.queue && !queueLength(game.state.setup.options) && !game.rules.planes.some((cp) => cp.aceSkills.includes('anticipation'))) throw new ScriptError(`${where}.queue: cards are queued only in 004's turn-less game (options.turnless), or placed late by an anticipating pilot (004 line 388)`)
    const aimed = new Set<string>()
    const answered = new Set<string>()
    while (!game.over && (game.state.step === 'firing' || game.state.step === 'choosing' || game.state.step === 'archie' || game.state.step === 'tailing' || game.state.step === 'taxiing' || (game.state.step === 'planning' && game.state.phase > 0)) && game.state.turn === startTurn) {
      if (game.state.step === 'planning') {
        // 004's turn-less game: before phases 2 and 3 each flying plane puts the script's card behind its queue
        const phase = String(game.state.phase) as '2' | '3'
        // the last turn of a script may stop here, as a script stops between turns
        if (!turn.queue?.[phase] && t === script.turns.length - 1) break
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          const card = turn.queue?.[phase]?.[id]
          if (!card) throw new ScriptError(`${where}.queue.${phase}: no card for plane "${id}" to queue before phase ${phase}`)
          apply({ type: 'plan', seat: p.seat, plane: id, cards: [card] }, `${where}.queue.${phase}.${id}`)
          if (game.over) break
        }
        continue
      }
      if (game.state.step === 'archie') {
        // 003 Ground fire: before the phase's reveal each loaded AA gun's counter is put where the script says, or not fired
        const phase = String(game.state.phase) as '1' | '2' | '3'
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          for (const x of refusals) {
            const r = x.r
            if (!('archie' in r) || x.done || r.gun !== id || String(r.phase) !== phase) continue
            refuse(archieCommand(p.seat, id, r.archie), r.reason, x.at, `the artillery counter ${JSON.stringify(r.archie)} of gun "${id}" before phase ${phase}`)
            x.done = true
          }
          const given = turn.archie?.[phase]?.[id] ?? null
          if (given) aimed.add(`${phase}.${id}`)
          apply(archieCommand(p.seat, id, given), `${where}.archie.${phase}.${id}`)
          if (game.over || game.state.step !== 'archie') break
        }
        continue
      }
      if (game.state.step === 'taxiing') {
        // 003 Planes on the Ground: before the second card each plane at rest on the ground is put where the script
        // says, or stays
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          taxied.add(id)
          apply({ type: 'taxi', seat: p.seat, plane: id, to: turn.taxi?.[id] ?? null }, `${where}.taxi.${id}`)
        }
        continue
      }
      if (game.state.step === 'choosing') {
        // the aces' answers at the firing: the snipers' cards given, then the cards evaded (engine/fire-choices.ts)
        const phase = String(game.state.phase) as '1' | '2' | '3'
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          const snipe = game.state.choosing!.hits.find((h) => game.state.planes[h.firer].id === id && h.snipe?.given === null)
          if (snipe) {
            const give = turn.snipe?.[phase]?.[id]
            if (give) answered.add(`snipe.${phase}.${id}`)
            apply({ type: 'snipe', seat: p.seat, plane: id, give: give ?? snipe.cards.slice(0, snipe.snipe!.give) }, `${where}.snipe.${phase}.${id}`)
          } else {
            const card = turn.evade?.[phase]?.[id]
            if (card !== undefined) answered.add(`evade.${phase}.${id}`)
            apply({ type: 'evade', seat: p.seat, plane: id, card: card ?? null }, `${where}.evade.${phase}.${id}`)
          }
          if (game.over || game.state.step !== 'choosing') break
        }
        continue
      }
      if (game.state.step === 'tailing') {
        // 003 Tailing: shown the tailed plane's card, a tailing plane flies its cards in the order the script gives,
        // or keeps its order
        for (const id of game.waitingFor()) {
          const p = game.state.planes.find((q) => q.id === id)!
          const card = String(p.effects!.reorder! + 1) as '1' | '2'
          const order = turn.reorder?.[id]?.[card]
          if (order) reordered.add(`${id}.${card}`)
          apply({ type: 'reorder', seat: p.seat, plane: id, cards: order ?? p.plan!.slice(p.effects!.reorder!) }, `${where}.reorder.${id}.${card}`)
        }
        continue
      }
      const phase = String(game.state.phase) as '1' | '2' | '3'
      const given = turn.fire?.[phase] ?? {}
      const noTarget = (planeId: string, at: string) => {
        const exists = game.state.planes.some((p) => p.id === planeId)
        return new ScriptError(`${at}: ${exists ? `plane "${planeId}" has no target in phase ${phase}` : `there is no plane "${planeId}"`}`)
      }
      for (const planeId of Object.keys(given)) {
        if (!game.state.fireOptions.some((o) => o.plane === planeId)) throw noTarget(planeId, `${where}.fire.${phase}.${planeId}`)
      }
      for (const x of refusals) {
        const r = x.r
        if (!('fire' in r) || String(r.phase) !== phase) continue
        if (!game.state.fireOptions.some((o) => o.plane === r.plane)) throw noTarget(r.plane, x.at)
        refuse(fireCommand(game, r.plane, r.fire, 'hold'), r.reason, x.at, `the fire order ${JSON.stringify(r.fire)} of "${r.plane}" in phase ${phase}`)
        x.done = true
      }
      const waiting = [...new Set(game.state.fireOptions.map((o) => o.plane))]
      for (const planeId of waiting) {
        if (game.over || game.state.step !== 'firing') break
        apply(fireCommand(game, planeId, given[planeId], script.autoFire), `${where}.fire.${phase}.${planeId}`)
      }
    }
    // fire orders for a phase that was flown without a firing step (nobody had a target) would be lost silently
    const turnEvents = game.events.slice(firstEvent)
    const flownWithoutFire = (phase: string) => {
      const at = (type: string) => turnEvents.some((e) => e.type === type && e.turn === turnNo && e.phase === Number(phase))
      return at('manoeuvre-revealed') && !at('fire-options')
    }
    for (const [phase, given] of Object.entries(turn.fire ?? {})) {
      const planeId = Object.keys(given ?? {})[0]
      if (planeId === undefined || !flownWithoutFire(phase)) continue
      const exists = game.state.planes.some((p) => p.id === planeId)
      throw new ScriptError(`${where}.fire.${phase}.${planeId}: ${exists ? `plane "${planeId}" has no target in phase ${phase}` : `there is no plane "${planeId}"`}`)
    }
    // so would a refusal never tried, or a new order for a tailing plane that was never asked for one
    for (const x of refusals) {
      if (!x.done && 'fire' in x.r && flownWithoutFire(String(x.r.phase))) throw new ScriptError(`${x.at}: plane "${x.r.plane}" has no target in phase ${x.r.phase}`)
    }
    if (!game.over) {
      for (const x of refusals) {
        if (!x.done && 'archie' in x.r) throw new ScriptError(`${x.at}: gun "${x.r.gun}" was not asked for its artillery counter before phase ${x.r.phase} (loaded, with setup.groundFire 'player')`)
      }
      for (const [phase, guns] of Object.entries(turn.archie ?? {})) {
        for (const [gunId, given] of Object.entries(guns ?? {})) {
          if (given && !aimed.has(`${phase}.${gunId}`)) throw new ScriptError(`${where}.archie.${phase}.${gunId}: gun "${gunId}" was not asked for its artillery counter before phase ${phase} (loaded, with setup.groundFire 'player')`)
        }
      }
      for (const kind of ['snipe', 'evade'] as const) {
        for (const [phase, planes] of Object.entries(turn[kind] ?? {})) {
          for (const planeId of Object.keys(planes ?? {})) {
            if (!answered.has(`${kind}.${phase}.${planeId}`)) throw new ScriptError(`${where}.${kind}.${phase}.${planeId}: plane "${planeId}" was not asked ${kind === 'snipe' ? 'for the cards it gives (it tried no bull\'s-eye)' : 'for a card to evade (its pilot is not Good at evading, has used it, or took no card)'} in phase ${phase}`)
          }
        }
      }
      for (const planeId of Object.keys(turn.taxi ?? {})) {
        if (!taxied.has(planeId)) throw new ScriptError(`${where}.taxi.${planeId}: plane "${planeId}" was not waiting to be moved on the ground before the second card`)
      }
      for (const [planeId, orders] of Object.entries(turn.reorder ?? {})) {
        for (const card of Object.keys(orders)) {
          if (!reordered.has(`${planeId}.${card}`)) throw new ScriptError(`${where}.reorder.${planeId}.${card}: plane "${planeId}" was not shown the ${card === '1' ? 'first' : 'second'} card of a plane it tails`)
        }
      }
    }
  }
  return game
}

/** Where `actual` differs from the fields `expected` names (objects: the fields named; arrays and values: all), or null. */
function mismatch(expected: unknown, actual: unknown, path: string): string | null {
  if (typeof expected === 'number' && typeof actual === 'number') {
    return Math.abs(expected - actual) <= 1e-9 * Math.max(1, Math.abs(expected)) ? null : `${path} is ${actual}, not ${expected}`
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path} is ${JSON.stringify(actual)}, not a list`
    if (actual.length !== expected.length) return `${path} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`
    for (let i = 0; i < expected.length; i++) {
      const m = mismatch(expected[i], actual[i], `${path}.${i}`)
      if (m) return m
    }
    return null
  }
  if (typeof expected === 'object' && expected !== null) {
    if (typeof actual !== 'object' || actual === null || Array.isArray(actual)) return `${path} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`
    for (const [k, v] of Object.entries(expected)) {
      const m = mismatch(v, (actual as Record<string, unknown>)[k], path ? `${path}.${k}` : k)
      if (m) return m
    }
    return null
  }
  return expected === actual ? null : `${path} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`
}

/**
 * What a played script shows that its `expect` says it should not: one line per expectation not met (none when it
 * has no `expect`).
 */
export function scriptFailures(game: Game, input: unknown): string[] {
  const want = parseScript(input).expect
  if (!want) return []
  const out: string[] = []
  const events = game.events
  let from = 0
  ;(want.events ?? []).forEach((e, i) => {
    const at = events.findIndex((ev, k) => k >= from && mismatch(e, ev, '') === null)
    if (at < 0) {
      const later = events.some((ev) => mismatch(e, ev, '') === null)
      out.push(`expect.events.${i}: no event ${JSON.stringify(e)}${later ? ' after the events before it' : ''}`)
    } else from = at + 1
  })
  ;(want.absent ?? []).forEach((e, i) => {
    const found = events.find((ev) => mismatch(e, ev, '') === null)
    if (found) out.push(`expect.absent.${i}: it happened: ${JSON.stringify(found)}`)
  })
  for (const [id, fields] of Object.entries(want.planes ?? {})) {
    const plane = game.state.planes.find((p) => p.id === id)
    const m = plane ? mismatch(fields, plane, `expect.planes.${id}`) : `expect.planes.${id}: there is no plane "${id}"`
    if (m) out.push(m)
  }
  if (want.result === null && game.state.result !== null) out.push(`expect.result: the game ended: ${JSON.stringify(game.state.result)}`)
  else if (want.result) {
    const m = game.state.result ? mismatch(want.result, game.state.result, 'expect.result') : 'expect.result: the game did not end'
    if (m) out.push(m)
  }
  if (want.credits) {
    const credits = victoryReport(game.rules, game.state).credits
    if (credits.length !== want.credits.length) out.push(`expect.credits: ${credits.length} victories, not ${want.credits.length}: ${JSON.stringify(credits)}`)
    else
      want.credits.forEach((c, i) => {
        const m = mismatch(c, credits[i], `expect.credits.${i}`)
        if (m) out.push(m)
      })
  }
  return out
}
