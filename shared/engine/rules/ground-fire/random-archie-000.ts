/**
 * Random Archie, as "WW1 Aerial Combat – Tactical Rules v6" plays AA guns no player controls (document 000, lines
 * 514-518 and 532-545), option randomArchie000: played in place of 003's solo rules (solo-aa.ts) for the guns no
 * player aims (GameSetup.groundFire.aa 'solo').
 *
 * "Archie has a 360 degree arc of fire using the 'C' damage deck ... Archie fire is simultaneous with all other types of
 * fire for that manoeuvre phase" (line 516).
 *
 * "Archie starts the game with four “roundel” counters on them, showing that they are loaded. Archie that is loaded at
 * the beginning of a fire phase will fire if it has a target. Archie will fire at the closest target. Targets within a
 * half ruler distance of a balloon are ignored. Overlapping aircraft count as one target. If the closest target is a
 * friendly aircraft, roll 2+ on a D6 to recognise it and move on to the next closest target. Draw an “A” damage card to
 * see if the aim is correct. If a card with special damage (including jam) is drawn then the aim is on target.
 * Otherwise the shot misses. Replace the card in the deck. Draw a “C” damage card for the target aircraft and any
 * aircraft overlapping. For each fire phase after the Archie fire took effect place a “roundel” counter on the Archie.
 * After four phases the Archie has reloaded and may fire the next phase." (lines 534-544)
 *
 * Judgement calls (000's Random Archie is silent):
 * - the range is two rulers, as 000's Player Controlled Archie's (000 line 524) and 003's solo guns' (003 lines
 *   776-777), from the red dot at the centre of the gun card to any part of the aircraft's base; Random Archie gives
 *   only the "360 degree arc". The closest target is the one nearest the red dot so measured (ties: the first in
 *   the table's order).
 * - targets are aircraft, never balloons nor ground pieces ("the target aircraft"). Overlapping aircraft (bases that
 *   touch, joined in a chain) are one target, measured by its nearest member; it is ignored when any of them is within
 *   half a ruler of any balloon, friend or foe; it is a friendly target (the D6 roll) only when all of them are friends.
 *   On a roll of 1 the gun fires at the friend. Recognised friends and no other target: the gun does not fire and stays
 *   loaded.
 * - with the altitude rules the shell bursts at the target's own level, two rulers at every level, as 000's Player
 *   Controlled Archie aims at levels 1 to 5 (line 526): an aircraft at level 0 or above level 5 is out of reach, and
 *   only aircraft overlapping at that level count with the target.
 * - the A card goes back into the draw pile at a random place (the game's rng), not on the discard pile.
 * - the C card's jam symbol jams nothing (the gun has no guns to jam); "four roundel counters" are effects.aa: absent or
 *   'centre' when loaded, 'fired' with `roundels` 1-3 while reloading.
 */
import { baseCorners } from '../../../geometry/base'
import { drawDamage } from '../../damage'
import { nextInt } from '../../rng'
import type { PlaneEffects } from '../../state-types'
import type { HookContext, PhaseContext, RuleShot } from '../hooks'
import { effectsOf, phaseIndex } from '../hooks'
import { soloGuns } from './solo-aa'
import { levelOf, pointToQuad, quadGap } from './reach'

const AIM_DECK = 'A'
const SHELL_DECK = 'C'
/** the range of 000's Player Controlled Archie (000 line 524) and of 003's solo guns (003 lines 776-777), in rulers */
const RANGE_RULERS = 2
/** line 544: "After four phases the Archie has reloaded" */
const ROUNDELS = 4
/** the levels a shell may burst at with the altitude rules (000 line 526: "minimum level 1, maximum level 5") */
const LOWEST = 1
const HIGHEST = 5

/** Whether this game's guns no player aims are fired by 000's Random Archie. */
export function randomArchie(ctx: HookContext): boolean {
  return soloGuns(ctx) && ctx.rules.setup.options.randomArchie000 === true
}

/** Whether a gun is loaded: four roundels on it since the game began (absent) or since it reloaded ('centre') (line 534). */
export function archieLoaded(aa: PlaneEffects['aa']): boolean {
  return !aa || aa.counter === 'centre'
}

/** A target of the gun: overlapping aircraft (indices of state.planes), the distance to the nearest, all friends or not. */
export interface ArchieTarget {
  planes: number[]
  distance: number
  friendly: boolean
}

/** Gun g's targets in range, closest first, none within half a ruler of a balloon (line 538). */
export function archieTargets(ctx: HookContext, g: number): ArchieTarget[] {
  const { rules, state } = ctx
  const gun = state.planes[g]
  const altitude = rules.setup.options.altitude === true
  const air: { j: number; q: Float64Array; level: number }[] = []
  const balloons: Float64Array[] = []
  for (let j = 0; j < state.planes.length; j++) {
    const p = state.planes[j]
    const kind = rules.planes[j].kind
    if (kind === 'balloon' && p.status === 'standing') balloons.push(baseCorners(p, rules.planes[j].shape))
    if (kind !== 'aeroplane' || p.status !== 'flying') continue
    const level = levelOf(p)
    if (altitude && (level < LOWEST || level > HIGHEST)) continue
    air.push({ j, q: baseCorners(p, rules.planes[j].shape), level })
  }
  // "Overlapping aircraft count as one target": bases that overlap (at one level with altitude), joined in a chain
  const group = air.map((_, a) => a)
  const root = (a: number): number => (group[a] === a ? a : (group[a] = root(group[a])))
  for (let a = 0; a < air.length; a++)
    for (let b = a + 1; b < air.length; b++) if ((!altitude || air[a].level === air[b].level) && quadGap(air[a].q, air[b].q) === 0) group[root(b)] = root(a)
  const out: ArchieTarget[] = []
  for (let a = 0; a < air.length; a++) {
    if (root(a) !== a) continue
    const members = air.filter((_, b) => root(b) === a)
    const distance = Math.min(...members.map((m) => pointToQuad(gun.x, gun.y, m.q)))
    if (distance > RANGE_RULERS * rules.ruler) continue
    if (members.some((m) => balloons.some((b) => quadGap(b, m.q) <= rules.ruler / 2))) continue
    out.push({ planes: members.map((m) => m.j), distance, friendly: members.every((m) => state.planes[m.j].team === gun.team) })
  }
  return out.sort((x, y) => x.distance - y.distance || x.planes[0] - y.planes[0])
}

/** Every loaded gun with a target fires at the closest: a friend recognised on a D6 of 2+ is passed over (line 538). */
export function randomArchieBursts(ctx: HookContext): RuleShot[] {
  const { rules, state, events } = ctx
  const now = phaseIndex(state)
  const altitude = rules.setup.options.altitude === true
  const shots: RuleShot[] = []
  for (let g = 0; g < state.planes.length; g++) {
    const gun = state.planes[g]
    if (rules.planes[g].kind !== 'aa-gun' || gun.status !== 'standing' || !archieLoaded(gun.effects?.aa)) continue
    const target = archieTargets(ctx, g).find((t) => !t.friendly || nextInt(state.rng, 6) + 1 === 1)
    if (!target) continue
    // "Draw an A damage card to see if the aim is correct ... Replace the card in the deck" (lines 540)
    const aim = drawDamage(rules, state, AIM_DECK, events)
    const pile = state.decks[AIM_DECK].draw
    pile.splice(nextInt(state.rng, pile.length + 1), 0, aim.id)
    const right = aim.special.length > 0
    const hit = right ? target.planes : []
    // "Draw a C damage card for the target aircraft and any aircraft overlapping" (line 542)
    for (const j of hit) shots.push({ firer: g, target: j, cards: [drawDamage(rules, state, SHELL_DECK, events)], letter: SHELL_DECK, specialOnly: false, neverJams: true })
    effectsOf(gun).aa = { counter: 'fired', phase: now }
    const t = state.planes[target.planes[0]]
    events?.push({ type: 'archie-burst', to: 'all', turn: state.turn, phase: state.phase, gun: gun.id, x: t.x, y: t.y, ...(altitude ? { level: levelOf(t) } : {}), hit: hit.map((j) => state.planes[j].id), aimCard: aim.id, cards: hit.length })
  }
  return shots
}

/** "For each fire phase after the Archie fire took effect place a roundel counter ... After four phases the Archie has reloaded" (line 544). */
export function roundelReload(ctx: PhaseContext): void {
  const { rules, state } = ctx
  const now = phaseIndex(state)
  for (let g = 0; g < state.planes.length; g++) {
    const aa = state.planes[g].effects?.aa
    if (rules.planes[g].kind !== 'aa-gun' || aa?.counter !== 'fired' || aa.phase >= now) continue
    const roundels = (aa.roundels ?? 0) + 1
    effectsOf(state.planes[g]).aa = roundels >= ROUNDELS ? { counter: 'centre', phase: now } : { counter: 'fired', phase: aa.phase, roundels }
  }
}
