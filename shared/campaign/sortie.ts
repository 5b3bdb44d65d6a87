/**
 * Starting a sortie: the players pick a game (a scenario or a free dogfight) and the crews from the rosters; each plane
 * gets its airmen's names and abilities for the game's setup (SetupPlane.crew, aceSkills, observerSkills, ace). An
 * ability is in force from the game after it was earned (003 lines 940-941): whatever the airman holds when his sortie
 * starts.
 */
import type { Content } from '../content/types'
import { cloneJson } from '../util/clone'
import { refuse } from './errors'
import { airman, aloft, inFlight, isAce, squadron } from './roster'
import type { AirmanRole, Campaign, Sortie, SortieCrew, SortiePlan, SortiePlane } from './types'

/** The aircraft a sortie's crews may name: the card game's content, or the hex game's (hex-sortie.ts hexSortieAircraft). */
export interface SortieAircraft {
  aircraft: Readonly<Record<string, Pick<Content['aircraft'][string], 'kind' | 'name' | 'twoSeater'>>>
}

/** How many planes a sortie may have. */
export const MAX_CREWS = 16

/**
 * A sortie put in flight. Throws a CampaignError when another is in flight, an airman cannot fly (lost, recovering,
 * of another squadron or role, picked twice) or a plane is named twice. With `content`, each aircraft must exist and
 * have an observer exactly when it is a two-seater.
 */
export function startSortie(c: Campaign, plan: SortiePlan, content?: SortieAircraft): { campaign: Campaign; sortie: Sortie; planes: SortiePlane[] } {
  const flying = inFlight(c)
  if (flying) refuse(`sortie ${flying.number} is still in flight: close it or call it off first`)
  if (typeof plan.scenario !== 'string' || plan.scenario.length === 0 || plan.scenario.length > 80) refuse('a sortie needs its scenario (or "free-dogfight")')
  if (plan.ruleset !== undefined && plan.ruleset !== 'hex') refuse(`a sortie is a game of the card-and-base game or the hex game, not "${String(plan.ruleset)}"`)
  const crews = plan.crews ?? []
  if (crews.length === 0) refuse('a sortie needs at least one crew')
  if (crews.length > MAX_CREWS) refuse(`a sortie has at most ${MAX_CREWS} planes`)
  const planes = new Set<string>()
  const picked = new Set<string>()
  for (const k of crews) {
    if (typeof k.plane !== 'string' || k.plane.length === 0 || k.plane.length > 80) refuse('each crew names its plane')
    if (planes.has(k.plane)) refuse(`plane "${k.plane}" is named twice`)
    planes.add(k.plane)
    const sq = squadron(c, k.squadron)
    if (typeof k.aircraft !== 'string' || k.aircraft.length === 0) refuse(`plane "${k.plane}" needs its aircraft`)
    if (content) {
      const type = content.aircraft[k.aircraft]
      if (!type || type.kind !== 'aeroplane') refuse(`plane "${k.plane}": there is no aircraft "${k.aircraft}"`)
      const twoSeater = type.twoSeater
      if (twoSeater && k.observer === undefined) refuse(`plane "${k.plane}": the ${type.name} is a two-seater and needs an observer`)
      if (!twoSeater && k.observer !== undefined) refuse(`plane "${k.plane}": the ${type.name} has no seat for an observer`)
    }
    const check = (id: string, role: AirmanRole) => {
      const a = airman(c, id)
      if (a.squadron !== sq.id) refuse(`${a.name} is not of ${sq.name}`)
      if (a.role !== role) refuse(`${a.name} is ${a.role === 'pilot' ? 'a pilot' : 'an observer'}, not ${role === 'pilot' ? 'a pilot' : 'an observer'}`)
      if (a.status.kind === 'lost') refuse(`${a.name} was shot down in sortie ${a.status.sortie}: out of the campaign`)
      if (a.status.kind === 'wounded-out') refuse(`${a.name} was wounded for good in sortie ${a.status.sortie}`)
      if (a.status.kind === 'recovering') refuse(`${a.name} is recovering: back after ${a.status.sorties} more sortie${a.status.sorties === 1 ? '' : 's'}`)
      if (picked.has(id) || aloft(c, id)) refuse(`${a.name} is picked twice`)
      picked.add(id)
    }
    check(k.pilot, 'pilot')
    if (k.observer !== undefined) check(k.observer, 'observer')
  }
  const out = cloneJson(c)
  const sortie: Sortie = {
    number: c.sorties.reduce((n, s) => Math.max(n, s.number), 0) + 1,
    ...(plan.ruleset ? { ruleset: plan.ruleset } : {}),
    scenario: plan.scenario,
    variant: plan.variant ?? null,
    title: (plan.title ?? '').trim().slice(0, 120) || plan.scenario,
    crews: crews.map((k) => ({ plane: k.plane, squadron: k.squadron, aircraft: k.aircraft, pilot: k.pilot, ...(k.observer !== undefined ? { observer: k.observer } : {}) })),
    save: null,
    status: 'in-flight',
    result: null,
  }
  out.sorties.push(sortie)
  return { campaign: out, sortie: cloneJson(sortie), planes: sortie.crews.map((k) => sortiePlane(out, k, sortie.ruleset)) }
}

/**
 * What one crew brings into the game's setup: the airmen's names, their abilities, and whether the pilot is an ace:
 * in the card game with 004's generic abilities (genericAces), in the hex game always (002 ACES: "Ace pilots get +1
 * Maneuverability. Aces have 5+ kills.").
 */
export function sortiePlane(c: Campaign, crew: SortieCrew, ruleset?: Sortie['ruleset']): SortiePlane {
  const pilot = airman(c, crew.pilot)
  const observer = crew.observer !== undefined ? airman(c, crew.observer) : null
  return {
    plane: crew.plane,
    crew: { pilot: pilot.name, ...(observer ? { observer: observer.name } : {}) },
    aceSkills: pilot.abilities.slice(),
    observerSkills: observer ? observer.abilities.slice() : [],
    // 004 line 346: "When a pilot earns his fifth "kill" he is deemed to be an Ace"; 002 ACES: "Aces have 5+ kills"
    ...((c.options.genericAces || ruleset === 'hex') && isAce(pilot) ? { ace: true as const } : {}),
  }
}

function sortieOf(c: Campaign, n: number): Sortie {
  const s = c.sorties.find((x) => x.number === n)
  if (!s) refuse(`there is no sortie ${n}`)
  return s
}

/** The sortie's game saved as `save` (its replay). */
export function setSortieSave(c: Campaign, sortie: number, save: string): Campaign {
  sortieOf(c, sortie)
  if (typeof save !== 'string' || save.length === 0 || save.length > 200) refuse('a save is named by 1 to 200 characters')
  const out = cloneJson(c)
  sortieOf(out, sortie).save = save
  return out
}

/** A sortie in flight called off (its game abandoned): removed, nothing awarded. */
export function cancelSortie(c: Campaign, sortie: number): Campaign {
  const s = sortieOf(c, sortie)
  if (s.status !== 'in-flight') refuse(`sortie ${sortie} is over: it cannot be called off`)
  const out = cloneJson(c)
  out.sorties = out.sorties.filter((x) => x.number !== sortie)
  return out
}

export { sortieOf }
