/**
 * Test fixtures: the shipped content and small setups with exact positions.
 */
import type { Content } from '../../shared/content/types'
import { compileRules } from '../../shared/engine/compiled'
import { Game } from '../../shared/engine/game'
import { defaultOptions } from '../../shared/engine/setup'
import type { GameSetup, RulesOptions, SetupPlane } from '../../shared/engine/types'
import { loadAssets } from '../content/load-assets'

export const content: Content = loadAssets()

export interface PlaneSpec {
  id: string
  aircraft: string
  team?: 'allied' | 'central'
  seat?: string
  x: number
  y: number
  /** degrees clockwise from north */
  heading: number
  bulletChecker?: boolean
  /** the ace's manoeuvring abilities (engine/rules/aces.ts) */
  aceSkills?: SetupPlane['aceSkills']
  /** the observer's abilities (003 lines 948-953) */
  observerSkills?: SetupPlane['observerSkills']
  /** 004 lines 346-360: the pilot is an ace */
  ace?: true
  /** the crew's names (a campaign's airmen) */
  crew?: SetupPlane['crew']
  /** 003 Altitude: the level it starts at */
  altitude?: number
}

/** A setup with planes exactly where the test wants them, on a 200 x 200 cm table unless told otherwise. */
export function setupWith(planes: PlaneSpec[], opts: { options?: Partial<RulesOptions>; table?: { width: number; depth: number }; victory?: GameSetup['victory'] } = {}): GameSetup {
  const setupPlanes: SetupPlane[] = planes.map((p) => ({
    id: p.id,
    aircraft: p.aircraft,
    // a balloon or ground piece (issue 13) says what it is, as a scenario's setup does
    ...(content.aircraft[p.aircraft] && content.aircraft[p.aircraft].kind !== 'aeroplane' ? { kind: content.aircraft[p.aircraft].kind as Exclude<SetupPlane['kind'], undefined> } : {}),
    team: p.team ?? 'allied',
    seat: p.seat ?? p.team ?? 'allied',
    x: p.x,
    y: p.y,
    heading: p.heading,
    ...(p.bulletChecker ? { bulletChecker: true } : {}),
    ...(p.aceSkills ? { aceSkills: p.aceSkills.slice() } : {}),
    ...(p.observerSkills ? { observerSkills: p.observerSkills.slice() } : {}),
    ...(p.ace ? { ace: true as const } : {}),
    ...(p.crew ? { crew: { ...p.crew } } : {}),
    ...(p.altitude !== undefined ? { altitude: p.altitude } : {}),
  }))
  const seats = [...new Map(setupPlanes.map((p) => [p.seat, { id: p.seat, name: p.seat, team: p.team }])).values()]
  return {
    scenario: 'test',
    variant: null,
    title: 'test',
    table: opts.table ?? { width: 200, depth: 200 },
    teams: [
      { id: 'allied', name: 'Allied', side: 'allied', edge: 'south' },
      { id: 'central', name: 'German', side: 'central', edge: 'north' },
    ],
    seats,
    planes: setupPlanes,
    options: { ...defaultOptions(content), ...opts.options },
    victory: opts.victory ?? 'last-standing',
  }
}

export function startGame(planes: PlaneSpec[], opts: Parameters<typeof setupWith>[1] = {}, seed = 1): Game {
  return Game.start(content, setupWith(planes, opts), seed)
}

export function rulesFor(setup: GameSetup) {
  return compileRules(content, setup)
}

/** Card id of the first card in a plane's deck matching a predicate. */
export function cardOf(game: Game, plane: string, pred: (c: { name: string; steep: boolean; straight: boolean; immelmann: boolean; stall: boolean; turn: string | null }) => boolean): string {
  const cp = game.rules.byId.get(plane)!
  for (const c of cp.cards.values()) if (pred(c.card)) return c.card.id
  throw new Error(`no such card for ${plane}`)
}

/** Plan the same three cards for every flying plane of the game, or per plane from the map. */
export function planAll(game: Game, plans: Record<string, string[]>): void {
  for (const p of game.state.planes) {
    if (p.status !== 'flying') continue
    game.apply({ type: 'plan', seat: p.seat, plane: p.id, cards: plans[p.id] })
  }
}
