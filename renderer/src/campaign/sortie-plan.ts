/**
 * A sortie as planned on its setup screen, as data: which squadron crews each plane of the game (by its side), the
 * airmen who may fly it (the roster's ready airmen of that role, none picked twice), the crews it opens with, who
 * sits at each seat (a solo campaign flies against the ace bot), and what is wrong in words. The host checks it all
 * again (shared/campaign startSortie).
 */
import type { Airman, AirmanRole, Campaign, Squadron } from '../../../shared/campaign/types'
import type { Content } from '../../../shared/content/types'
import type { GameSetup, SetupPlane } from '../../../shared/engine/types'
import type { SortieCrewRequest } from '../../../shared/protocol/campaign-messages'
import type { SeatKind } from '../../../shared/protocol/seat-kinds'
import { defaultSeatKinds } from '../shell/new-game/seat-kinds'

/** The planes a sortie crews: the aeroplanes (balloons, guns and other pieces have no airmen). */
export function crewedPlanes(setup: Pick<GameSetup, 'planes'>): SetupPlane[] {
  return setup.planes.filter((p) => p.kind === undefined)
}

/** The side of a plane's team. */
export function sideOf(setup: Pick<GameSetup, 'teams'>, plane: Pick<SetupPlane, 'team'>): string | undefined {
  return setup.teams.find((t) => t.id === plane.team)?.side
}

/** The squadrons that may crew a plane: those of its side. */
export function squadronsFor(c: Campaign, side: string | undefined): Squadron[] {
  return c.squadrons.filter((q) => q.side === side)
}

/** A squadron's airmen of a role ready to fly (status flying), the most victories first. */
export function readyAirmen(c: Campaign, squadron: string, role: AirmanRole): Airman[] {
  return c.airmen.filter((a) => a.squadron === squadron && a.role === role && a.status.kind === 'flying').sort((a, b) => b.victories - a.victories || a.name.localeCompare(b.name))
}

export interface PlaneCrew {
  plane: string
  squadron: string
  pilot: string
  observer?: string
}

/** The crews a sortie opens with: each plane's first squadron of its side, and its ready airmen in turn, the best first. */
export function defaultCrews(c: Campaign, setup: Pick<GameSetup, 'planes' | 'teams'>, content: Content): PlaneCrew[] {
  const used = new Set<string>()
  const next = (squadron: string, role: AirmanRole) => {
    const a = readyAirmen(c, squadron, role).find((x) => !used.has(x.id))
    if (a) used.add(a.id)
    return a?.id ?? ''
  }
  return crewedPlanes(setup).map((p) => {
    const squadron = squadronsFor(c, sideOf(setup, p))[0]?.id ?? ''
    const pilot = next(squadron, 'pilot')
    const twoSeater = content.aircraft[p.aircraft]?.twoSeater
    return { plane: p.id, squadron, pilot, ...(twoSeater ? { observer: next(squadron, 'observer') } : {}) }
  })
}

/** What keeps the sortie from starting, in words, or null. */
export function sortieProblem(c: Campaign, setup: Pick<GameSetup, 'planes' | 'teams'>, crews: readonly PlaneCrew[], content: Content): string | null {
  const planes = crewedPlanes(setup)
  if (planes.length === 0) return 'This game has no aeroplane for the squadrons to fly.'
  const seen = new Map<string, string>()
  for (const p of planes) {
    const name = content.aircraft[p.aircraft]?.name ?? p.aircraft
    const side = sideOf(setup, p)
    const crew = crews.find((k) => k.plane === p.id)
    if (squadronsFor(c, side).length === 0) return `No squadron of the campaign fights for the ${side === 'allied' ? 'Allies' : 'Central Powers'}, who fly the ${name}: choose another game.`
    if (!crew || !crew.squadron) return `Choose the squadron that flies the ${name}.`
    if (!crew.pilot) return `No pilot of ${c.squadrons.find((q) => q.id === crew.squadron)?.name ?? crew.squadron} is ready to fly the ${name}.`
    if (content.aircraft[p.aircraft]?.twoSeater && !crew.observer) return `The ${name} is a two-seater: choose its observer.`
    for (const who of [crew.pilot, crew.observer]) {
      if (!who) continue
      const other = seen.get(who)
      if (other) return `${c.airmen.find((a) => a.id === who)?.name ?? who} cannot fly two planes (the ${other} and the ${name}).`
      seen.set(who, name)
    }
  }
  return null
}

/** The request's crews. */
export function crewRequests(crews: readonly PlaneCrew[]): SortieCrewRequest[] {
  return crews.map((k) => ({ plane: k.plane, squadron: k.squadron, pilot: k.pilot, ...(k.observer ? { observer: k.observer } : {}) }))
}

/** Who sits where by default: the player for one side as in New game, and the ace bot for the others (a solo campaign). */
export function campaignSeatKinds(setup: Pick<GameSetup, 'seats' | 'teams' | 'planes'>): SeatKind[] {
  return defaultSeatKinds(setup).map((k) => (k === 'bot:heuristic' ? 'bot:ace' : k))
}
