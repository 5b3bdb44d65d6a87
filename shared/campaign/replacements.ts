/**
 * Replacements (003 lines 930-931: "in the next game the plane will have a new crew with zero victories"; lines
 * 936-937: "In the meantime, use another observer with zero victories"): a new airman joins the squadron, named by the
 * players or from the name list (assets/campaign/names.json).
 */
import { cloneJson } from '../util/clone'
import { refuse } from './errors'
import { generatedName } from './names'
import { nextAirmanId, squadron } from './roster'
import type { Airman, AirmanRole, Campaign, SquadronId } from './types'

/** A name as the players typed it: trimmed, one to sixty characters. */
export function cleanName(name: string, what: string): string {
  const n = name.trim().replace(/\s+/g, ' ')
  if (n.length > 60) refuse(`${what}: a name is at most 60 characters`)
  return n
}

/** Adds a new airman with zero victories to the campaign `c` (changed in place; the callers work on a copy); an empty name draws one not among the roster's nor `alsoTaken`. */
export function joinRoster(c: Campaign, squadronId: SquadronId, role: AirmanRole, name: string, alsoTaken: ReadonlySet<string> = new Set()): Airman {
  const sq = squadron(c, squadronId)
  const taken = new Set([...c.airmen.map((a) => a.name), ...alsoTaken])
  const given = cleanName(name, `a ${role} of ${sq.name}`)
  if (given && c.airmen.some((a) => a.name === given)) refuse(`there is already an airman named "${given}"`)
  const a: Airman = {
    id: nextAirmanId(c),
    name: given || generatedName(sq.nation, c.rng, taken),
    squadron: sq.id,
    role,
    victories: 0,
    abilities: [],
    toChoose: 0,
    status: { kind: 'flying' },
    joined: c.sorties.filter((s) => s.status === 'done').length,
    sorties: 0,
  }
  c.airmen.push(a)
  return a
}

/** A new airman with zero victories for the squadron: the new campaign and him. `name` empty or absent: one from the list. */
export function addReplacement(c: Campaign, squadronId: SquadronId, role: AirmanRole, name?: string): { campaign: Campaign; airman: Airman } {
  if (role !== 'pilot' && role !== 'observer') refuse(`an airman is a pilot or an observer, not "${String(role)}"`)
  const out = cloneJson(c)
  const a = joinRoster(out, squadronId, role, name ?? '')
  return { campaign: out, airman: a }
}
