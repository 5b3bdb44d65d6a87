/**
 * Battle Damage by section (001 lines 50-56, 72-90), the option `battleDamage`.
 *
 * "When an aircraft suffers damage, cross off one damage box for each hit received. Once all damage boxes and
 * damage triangles have been crossed off an entire section, the aircraft is destroyed." "Once all damage boxes are
 * crossed off, and at least 1 damage triangle is also crossed off, "Critical Damage" has occurred. Critically
 * damaged aircraft making restricted maneuvers (steep climbs and restricted maneuvers with a critically damaged
 * engine) may break apart": 1-4 no effect; 5 or 6: the engine seizes, any other section: the aircraft is
 * destroyed. "Engine Seizure: Test for engine fire, roll 1d6 = 6: Engine on Fire; 5: Engine Smoking; 1-4: No
 * Fire/Smoke. Aircraft with seized engines must glide for remainder of game." "The only obvious damage results ...
 * is when an aircraft has been destroyed, is spinning, is issuing smoke or is on fire. All other results are kept
 * secret."
 *
 * 001's damage chits and aircraft sheets are not in the documents, so (docs/rules.md): each aircraft has four
 * sections with boxes and triangles (SECTIONS: two triangles each, so that critical damage can come before the end;
 * 3 to 4 hits in one section destroy a fighter, 3 to 5 a two-seater, near 002's 6 in all); the hits of one attack
 * go to one section, rolled in secret (1-2 wings, 3-4 fuselage, 5 tail, 6 engine), one box a hit, then
 * triangles. This takes the place of 002's "6 or more hits is shot down"; 002's critical roll still follows a hit.
 * The break-up test is made when the move ends: for each critically damaged section if the move played a
 * restricted card, and for a critically damaged engine also after a steep climb. A fire is open and seizes the
 * engine as smoke does; the fragment says nothing more of fire, so it does nothing more. Sections are secret: a seat
 * sees its own; the others see only smoke and fire.
 */
import type { HexContext, HexRuleModule } from '../hooks'
import type { HexPlane } from '../types'
import { putOut } from './fate'
import { startGlide } from './glide'
import { isRestricted, isSteepClimb } from './move-kind'
import { trackOf } from './track'
import { killCrew, secretRoll } from './wounds'

export type Section = 'wings' | 'fuselage' | 'tail' | 'engine'
export const SECTION_ORDER: readonly Section[] = ['wings', 'fuselage', 'tail', 'engine']

/** boxes and triangles of each section, by how many seats the aircraft has */
export const SECTIONS: Record<'single' | 'two-seater', Record<Section, { boxes: number; triangles: number }>> = {
  single: { wings: { boxes: 2, triangles: 2 }, fuselage: { boxes: 2, triangles: 2 }, tail: { boxes: 1, triangles: 2 }, engine: { boxes: 1, triangles: 2 } },
  'two-seater': { wings: { boxes: 3, triangles: 2 }, fuselage: { boxes: 3, triangles: 2 }, tail: { boxes: 1, triangles: 2 }, engine: { boxes: 2, triangles: 2 } },
}

export interface SectionDamage {
  /** boxes and triangles crossed off */
  boxes: number
  triangles: number
}

export interface BattleDamage {
  sections: Record<Section, SectionDamage>
  smoke: boolean
  fire: boolean
}

export function sectionOf(roll: number): Section {
  return roll <= 2 ? 'wings' : roll <= 4 ? 'fuselage' : roll === 5 ? 'tail' : 'engine'
}

function sheet(plane: HexPlane) {
  return SECTIONS[plane.aircraft.observer ? 'two-seater' : 'single']
}

export function damageOf(plane: HexPlane): BattleDamage {
  return plane.extra.battleDamage as BattleDamage
}

export function isCritical(plane: HexPlane, s: Section): boolean {
  const d = damageOf(plane).sections[s]
  return d.boxes >= sheet(plane)[s].boxes && d.triangles >= 1
}

export function isDestroyed(plane: HexPlane, s: Section): boolean {
  const d = damageOf(plane).sections[s]
  const full = sheet(plane)[s]
  return d.boxes >= full.boxes && d.triangles >= full.triangles
}

/** Cross off `hits` in a section; the plane is destroyed when the section is all crossed off. */
export function crossOff(ctx: HexContext, plane: HexPlane, s: Section, hits: number): void {
  const d = damageOf(plane).sections[s]
  const full = sheet(plane)[s]
  for (let i = 0; i < hits; i++) {
    if (d.boxes < full.boxes) d.boxes++
    else if (d.triangles < full.triangles) d.triangles++
  }
  ctx.events.push({ type: 'section-damage', to: plane.seat, round: ctx.state.round, plane: plane.id, words: `${plane.id}'s ${s}: ${d.boxes}/${full.boxes} boxes, ${d.triangles}/${full.triangles} triangles crossed off` })
  if (isDestroyed(plane, s)) putOut(ctx, plane, 'shot-down', `${plane.id}'s ${s} is shot to pieces: destroyed`)
}

/** The break-up test of one critically damaged section (lines 83-90). */
export function breakUpTest(ctx: HexContext, plane: HexPlane, s: Section): void {
  const r = secretRoll(ctx, plane, `${plane.id}'s critically damaged ${s} under strain: 5-6 ${s === 'engine' ? 'seizes' : 'breaks up'}`)
  if (r < 5) return
  if (s !== 'engine') return putOut(ctx, plane, 'crashed', `${plane.id} breaks apart (its ${s})`)
  const f = secretRoll(ctx, plane, `${plane.id}'s seized engine: 6 fire, 5 smoke`)
  const d = damageOf(plane)
  if (f === 6) d.fire = true
  if (f === 5) d.smoke = true
  if (f >= 5) ctx.say('engine-' + (f === 6 ? 'fire' : 'smoke'), `${plane.id}'s engine ${f === 6 ? 'is on fire' : 'is smoking'}`, { plane: plane.id })
  startGlide(ctx, plane, 'engine seized')
}

export const battleDamage: HexRuleModule = {
  id: 'battleDamage',
  source: '001 lines 50-56, 72-90 (Battle Damage, Critical Battle Damage, Engine Seizure)',
  startOfGame(ctx) {
    for (const p of ctx.state.planes) {
      const sections = Object.fromEntries(SECTION_ORDER.map((s) => [s, { boxes: 0, triangles: 0 }])) as Record<Section, SectionDamage>
      p.extra.battleDamage = { sections, smoke: false, fire: false } satisfies BattleDamage
    }
  },
  shootDownAt: () => Infinity,
  criticalResult(ctx, p, roll) {
    // with wounds on, wounds.ts (listed before) takes the 1; without, a killed pilot spins in (lines 54-56)
    if (roll !== 1 || ctx.state.setup.options.wounds) return false
    killCrew(ctx, p, p.crew.observer ? 'observer' : 'pilot')
    return true
  },
  onHit(ctx, target, hits) {
    if (target.status !== 'flying' || !damageOf(target)?.sections) return
    const s = sectionOf(secretRoll(ctx, target, `which section of ${target.id} the hits strike: 1-2 wings, 3-4 fuselage, 5 tail, 6 engine`))
    crossOff(ctx, target, s, hits)
  },
  endOfMove(ctx, plane) {
    if (plane.status !== 'flying' || !damageOf(plane)?.sections) return
    const m = trackOf(plane).now
    for (const s of SECTION_ORDER) {
      if (plane.status !== 'flying' || !isCritical(plane, s)) continue
      if (isRestricted(m) || (s === 'engine' && isSteepClimb(m))) breakUpTest(ctx, plane, s)
    }
  },
  publicExtra(value, seat, owner) {
    if (seat !== null && seat === owner) return value
    const d = value as BattleDamage
    return { smoke: d.smoke, fire: d.fire }
  },
}
