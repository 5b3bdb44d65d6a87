/**
 * Setting up a game (rulebook, "Preparation"): a scenario, or a free dogfight where the players choose the
 * planes, the teams and the size of the table.
 *
 * "Each player chooses an aircraft model and puts it in front of him, pointing at his opponent." Scenario
 * placements are given relative to a team's own table edge; planes face the opposite edge.
 */
import type { Content, Edge, PieceKind, Scenario, ScenarioPiece, ScenarioPlacement, ScenarioPlane } from '../content/types'
import { headingAwayFrom } from '../geometry/table'
import { cloneJson } from '../util/clone'
import type { GameSetup, LandingField, RulesOptions, SetupPlane, SetupSeat, SetupTeam } from './state-types'
import { altitudeSetupProblem, startLevels } from './rules/altitude/table-setup'
import { diceOptionsProblem, diceStartProblem } from './rules/dice-altitude-004'
import { balloonNearEnemyAAProblem } from './rules/balloons/placement'
import { acesChoiceProblem, scenarioAceOffer, withChosenCrews, type AcesChoice, type AceChoiceOffer } from './rules/aces/choice'

export const FREE_DOGFIGHT = 'free-dogfight'

/** The full rulebook (003) with no variants. */
export function defaultOptions(content: Content): RulesOptions {
  return { illegalPlan: 'straight', ruler: content.table.ruler, explosionsInAB: true, turnLimit: 0 }
}

export class SetupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SetupError'
  }
}

/** Where a placement puts a stand, and the heading that faces the opposite edge. */
export function placementPose(table: { width: number; depth: number }, place: ScenarioPlacement, ruler: number): { x: number; y: number; heading: number } {
  const d = place.cm ?? (place.rulers ?? 0) * ruler
  const length = place.edge === 'north' || place.edge === 'south' ? table.width : table.depth
  const a = place.alongCm !== undefined ? place.alongCm / length : (place.along ?? 0.5)
  let x: number
  let y: number
  switch (place.edge) {
    case 'south':
      x = a * table.width
      y = d
      break
    case 'north':
      x = table.width - a * table.width
      y = table.depth - d
      break
    case 'west':
      x = d
      y = table.depth - a * table.depth
      break
    case 'east':
      x = table.width - d
      y = a * table.depth
      break
  }
  return { x, y, heading: (headingAwayFrom(place.edge) * 180) / Math.PI }
}

/**
 * How players sit: "team" gives each team one seat; "plane" gives every plane its own seat (a multi-player
 * game: Dawn Patrols for 4 players). An explicit map names the seat of each plane.
 */
export type Seating = 'team' | 'plane' | Record<string, string>

function seatsFor(teams: SetupTeam[], planes: { id: string; team: string }[], seating: Seating, content: Content, aircraftOf: (id: string) => string): { seats: SetupSeat[]; seatOf: Map<string, string> } {
  const seatOf = new Map<string, string>()
  const seats: SetupSeat[] = []
  if (seating === 'team') {
    for (const t of teams) seats.push({ id: t.id, name: t.name, team: t.id })
    for (const p of planes) seatOf.set(p.id, p.team)
  } else if (seating === 'plane') {
    for (const p of planes) {
      seats.push({ id: p.id, name: content.aircraft[aircraftOf(p.id)]?.name ?? p.id, team: p.team })
      seatOf.set(p.id, p.id)
    }
  } else {
    for (const p of planes) {
      const seat = seating[p.id]
      if (!seat) throw new SetupError(`seating names no seat for plane "${p.id}"`)
      if (!seats.some((s) => s.id === seat)) seats.push({ id: seat, name: seat, team: p.team })
      else if (seats.find((s) => s.id === seat)!.team !== p.team) throw new SetupError(`seat "${seat}" cannot fly planes of two teams`)
      seatOf.set(p.id, seat)
    }
  }
  return { seats, seatOf }
}

export interface ScenarioChoice {
  scenario: string
  variant?: string | null
  seating?: Seating
  options?: Partial<RulesOptions>
  /** 003 Altitude, Landings (lines 379-381): landing fields, with the altitude rules (altitude/table-setup.ts edgeFields) */
  fields?: LandingField[]
  /** 003 Ground fire: who fires the AA guns (New game's choice), over the scenario's own `groundFire` */
  groundFire?: { aa: 'solo' | 'player' }
  /** 003 Altitude: the starting levels the players chose, by plane id, for the teams the scenario lets choose (levelsChosen) */
  levels?: Record<string, number>
  /** 003 Scenario Rules (lines 903-912), 004 Aces: the abilities chosen for the airmen, where the scenario lets them choose (rules/aces/choice.ts) */
  aces?: AcesChoice
}

/** The planes with the abilities chosen for their airmen, checked (rules/aces/choice.ts); the planes as they were with no choice. */
function chosenCrews(content: Content, planes: SetupPlane[], choice: AcesChoice | undefined, offer: AceChoiceOffer | null, options: Partial<RulesOptions>): SetupPlane[] {
  if (!choice) return planes
  const problem = acesChoiceProblem(content, planes, choice, offer, options)
  if (problem) throw new SetupError(problem)
  return withChosenCrews(planes, choice)
}

/** The levels a player may choose for a plane to start at ("It must be at least 1 and no higher than 3", 003 lines 306-307). */
export const CHOSEN_LEVELS = [1, 2, 3] as const

/** The chosen starting levels, checked: only the planes of the teams that choose, with the altitude rules, 1 to 3. */
function chosenLevels(planes: readonly ScenarioPlane[], teams: readonly string[] | undefined, levels: Record<string, number> | undefined, altitude: boolean): Map<string, number> {
  const out = new Map<string, number>()
  for (const [id, level] of Object.entries(levels ?? {})) {
    const p = planes.find((q) => q.id === id)
    if (!p) throw new SetupError(`a level is chosen for "${id}", which is not one of the scenario's aircraft`)
    if (!altitude) throw new SetupError('starting levels are chosen only with the altitude rules')
    if (!teams?.includes(p.team)) throw new SetupError(`the scenario puts "${id}" at its level: its player does not choose it`)
    if (!(CHOSEN_LEVELS as readonly number[]).includes(level)) throw new SetupError(`"${id}" starts at a level from 1 to 3 (003 lines 306-307), not ${level}`)
    out.set(id, level)
  }
  return out
}

export function scenarioSetup(content: Content, choice: ScenarioChoice): GameSetup {
  const scenario: Scenario | undefined = content.scenarios[choice.scenario]
  if (!scenario) throw new SetupError(`there is no scenario "${choice.scenario}"; there are: ${Object.keys(content.scenarios).sort().join(', ')}`)
  let planes: ScenarioPlane[] = scenario.planes
  let pieces: ScenarioPiece[] = scenario.pieces ?? []
  let title = scenario.title
  let score = scenario.score
  // a variant's rules, end and balloons replace the scenario's ("If Altitude rules are in use, ...")
  let { options: scenarioOptions, endsWhenGone, balloons, levelsChosen, groundFire: scenarioGround } = scenario
  let seating: Seating = choice.seating ?? 'team'
  let seatNames: Map<string, string> | null = null
  if (choice.variant) {
    const v = scenario.variants.find((x) => x.id === choice.variant)
    if (!v) throw new SetupError(`scenario "${scenario.id}" has no variant "${choice.variant}"; it has: ${scenario.variants.map((x) => x.id).join(', ') || 'none'}`)
    planes = v.planes
    pieces = v.pieces ?? pieces
    score = v.score ?? score
    scenarioOptions = v.options ?? scenarioOptions
    endsWhenGone = v.endsWhenGone ?? endsWhenGone
    balloons = v.balloons ?? balloons
    levelsChosen = v.levelsChosen ?? levelsChosen
    scenarioGround = v.groundFire ?? scenarioGround
    // a player to each plane (003 Look Up!'s variant: "two players on the same side, with one plane each"), unless a
    // script names every plane's seat itself
    if (v.seating && typeof seating === 'string') seating = v.seating
    // the seats the book shares out (003 A Lonely Sentinel: "the other controls the anti-aircraft batteries")
    if (v.seats && typeof seating === 'string') {
      seating = Object.fromEntries(v.seats.flatMap((s) => s.holds.map((h) => [h, s.id])))
      seatNames = new Map(v.seats.map((s) => [s.id, s.name]))
    }
    title = `${scenario.title}: ${v.title}`
  }
  const options = { ...defaultOptions(content), ...scenarioOptions, ...choice.options }
  // New game's choice of who lays the AA guns, over the scenario's; how the ground fire picks its targets stays the scenario's
  const groundFire = choice.groundFire ? { ...scenarioGround, aa: choice.groundFire.aa } : scenarioGround
  const chosen = chosenLevels(planes, levelsChosen, choice.levels, options.altitude === true)
  const teams: SetupTeam[] = scenario.teams.map((t) => ({ id: t.id, name: t.name, side: t.side, edge: t.edge }))
  const { seats, seatOf } = seatsFor(teams, planes, seating, content, (id) => planes.find((p) => p.id === id)!.aircraft)
  const scenarioPlanes: SetupPlane[] = planes.map((p) => {
    const pose = placementPose(scenario.table, p.place, options.ruler)
    return {
      id: p.id,
      aircraft: p.aircraft,
      team: p.team,
      seat: seatOf.get(p.id)!,
      ...pose,
      ...(p.bulletChecker ? { bulletChecker: true } : {}),
      ...(p.aceSkills ? { aceSkills: p.aceSkills.slice() } : {}),
      ...(p.observerSkills ? { observerSkills: p.observerSkills.slice() } : {}),
      ...(p.ace ? { ace: true as const } : {}),
      ...(p.crew ? { crew: { ...p.crew } } : {}),
      ...(p.fire ? { fire: { ...p.fire } } : {}),
      ...(p.incendiary ? { incendiary: true as const } : {}),
      ...(p.bombs ? { bombs: p.bombs.slice() } : {}),
      ...(p.rockets ? { rockets: p.rockets } : {}),
      ...(p.bombRun ? { bombRun: { ...p.bombRun } } : {}),
      ...(p.camera ? { camera: p.camera.slice() } : {}),
      ...(p.altitude !== undefined ? { altitude: p.altitude } : {}),
      ...(p.enters ? entersSetup(scenario, p.enters, options.ruler) : {}),
      ...(chosen.has(p.id) ? { altitude: chosen.get(p.id)! } : {}),
    }
  })
  const setupPlanes = chosenCrews(content, scenarioPlanes, choice.aces, scenarioAceOffer(scenario, choice.variant ?? null), options)
  const kindOf = (p: ScenarioPiece) => {
    const kind = content.aircraft[p.type]?.kind
    if (!kind || kind === 'aeroplane') throw new SetupError(`piece "${p.id}": there is no balloon or ground piece "${p.type}"`)
    return kind
  }
  // 000's Player Controlled Archie: "that player may not fly any aircraft" (000 line 518): the guns get seats of their own
  // (whoever lays them: New game lists the seats before the guns' layers are chosen)
  const archieSeats = options.playerArchie000 === true
  for (const piece of pieces) setupPlanes.push(pieceSetup(scenario, piece, seats, seatOf, options.ruler, kindOf, archieSeats, typeof seating === 'object' ? seating[piece.id] : undefined))
  if (seatNames) for (const s of seats) s.name = seatNames.get(s.id) ?? s.name
  return withAltitudeTable(content, {
    scenario: scenario.id,
    variant: choice.variant ?? null,
    title,
    table: { ...scenario.table },
    teams,
    seats,
    planes: setupPlanes,
    options,
    victory: scenario.victory,
    ...(endsWhenGone ? { endsWhenGone: [...endsWhenGone] } : {}),
    ...(balloons ? { balloons: { ...balloons } } : {}),
    ...(score ? { score: cloneJson(score) } : {}),
    ...(groundFire ? { groundFire: { aa: groundFire.aa, ...(groundFire.nearest ? { nearest: true as const } : {}) } } : {}),
  }, choice.fields)
}

/**
 * A plane kept off the table (rules/entering.ts): its places resolved, the first standing for the plane's pose until
 * it enters, and its level with the altitude rules (2 unless the scenario says).
 */
function entersSetup(scenario: Scenario, enters: NonNullable<ScenarioPlane['enters']>, ruler: number): Pick<SetupPlane, 'enters' | 'x' | 'y' | 'heading' | 'altitude'> {
  const places = Object.entries(enters.places).map(([id, place]) => ({ id, ...placementPose(scenario.table, place, ruler) }))
  return { x: places[0].x, y: places[0].y, heading: places[0].heading, enters: { turn: enters.turn, places }, ...(enters.altitude !== undefined ? { altitude: enters.altitude } : {}) }
}

/**
 * A balloon or ground piece as the setup places it (003 Balloon busting and Ground fire). It belongs to the seat
 * that flies its team's planes (the first, when a team has several seats); a team of pieces alone (an AA player)
 * gets a seat of its own. With `archieSeats` (000's Player Controlled Archie, whose player "may not fly any aircraft",
 * 000 line 518) a team's AA guns have a seat of their own, "<team>-archie". `named`: the seat a variant gives the piece.
 */
function pieceSetup(scenario: Scenario, piece: ScenarioPiece, seats: SetupSeat[], seatOf: Map<string, string>, ruler: number, kindOf: (p: ScenarioPiece) => Exclude<PieceKind, 'aeroplane'>, archieSeats = false, named?: string): SetupPlane {
  const team = scenario.teams.find((t) => t.id === piece.team)!
  const archie = archieSeats && kindOf(piece) === 'aa-gun'
  const id = archie ? `${team.id}-archie` : named
  let seat = id ? seats.find((s) => s.id === id) : seats.find((s) => s.team === piece.team)
  if (seat && seat.team !== piece.team) throw new SetupError(`seat "${seat.id}" cannot hold pieces of two teams`)
  if (!seat) {
    seat = archie ? { id: `${team.id}-archie`, name: `${team.name} Archie`, team: team.id } : { id: id ?? team.id, name: id ?? team.name, team: team.id }
    seats.push(seat)
  }
  seatOf.set(piece.id, seat.id)
  return {
    id: piece.id,
    aircraft: piece.type,
    team: piece.team,
    seat: seat.id,
    kind: kindOf(piece),
    ...placementPose(scenario.table, piece.place, ruler),
    ...(piece.altitude !== undefined ? { altitude: piece.altitude } : {}),
    ...(piece.climbs !== undefined ? { start: { climbs: piece.climbs } } : {}),
  }
}

/**
 * The setup with its landing fields, if any, once its altitude table (floor, cloud cover, fields, start levels) is one
 * the rules allow (issue 12), and its balloons stand three rulers from enemy AA guns (003 line 702, balloons/placement.ts).
 */
function withAltitudeTable(content: Content, setup: GameSetup, fields: LandingField[] | undefined): GameSetup {
  const out = fields?.length ? { ...setup, fields: fields.map((f) => ({ ...f })) } : setup
  const problem = altitudeSetupProblem(content, out) ?? diceSetupProblem(out) ?? balloonNearEnemyAAProblem(content, out)
  if (problem) throw new SetupError(problem)
  return out
}

/** 004 dice altitude: not with 003's altitude nor the turn-less game; planes start on the die's 1 to 6 (rule 1). */
function diceSetupProblem(setup: GameSetup): string | null {
  if (!setup.options.diceAltitude004) return null
  const options = diceOptionsProblem(setup.options)
  if (options) return options
  for (const p of setup.planes) {
    const problem = p.altitude === undefined ? null : diceStartProblem(p.altitude)
    if (problem) return `${p.id}: ${problem}`
  }
  return null
}

export interface FreeDogfightChoice {
  table: { width: number; depth: number }
  /** the planes, by aircraft id and team; each team starts half a ruler in from its own edge */
  planes: { aircraft: string; team: 'allied' | 'central'; id?: string; altitude?: number }[]
  seating?: Seating
  options?: Partial<RulesOptions>
  /** 003 Altitude, Landings (lines 379-381): landing fields, with the altitude rules */
  fields?: LandingField[]
  /** the abilities chosen for the airmen: every plane may choose in a free dogfight, which the players design (003 lines 909-910) */
  aces?: AcesChoice
}

/** A free dogfight: Allies on the south edge, Central Powers on the north edge, spread evenly along it. */
export function freeDogfightSetup(content: Content, choice: FreeDogfightChoice): GameSetup {
  const options = { ...defaultOptions(content), ...choice.options }
  if (choice.table.width < 20 || choice.table.depth < 20 || choice.table.width > 1000 || choice.table.depth > 1000)
    throw new SetupError('the table must be between 20 and 1000 cm on each side')
  const edges: Record<'allied' | 'central', Edge> = { allied: 'south', central: 'north' }
  const teams: SetupTeam[] = (['allied', 'central'] as const)
    .filter((t) => choice.planes.some((p) => p.team === t))
    .map((t) => ({ id: t, name: t === 'allied' ? 'Allies' : 'Central Powers', side: t, edge: edges[t] }))
  if (teams.length < 2) throw new SetupError('a dogfight needs planes on both sides')
  const counters: Record<string, number> = {}
  const named = choice.planes.map((p) => {
    if (!content.aircraft[p.aircraft]) throw new SetupError(`there is no aircraft "${p.aircraft}"`)
    if (content.aircraft[p.aircraft].kind !== 'aeroplane') throw new SetupError(`"${p.aircraft}" is not an aeroplane`)
    // 003 Altitude: "It must be at least 1 and no higher than 3" (lines 306-307), and only where levels are played;
    // with Flying Higher "at least 1, no lower than the floor, and no higher than the ceiling" (lines 436-437)
    if (p.altitude !== undefined && !options.diceAltitude004) {
      if (!options.altitude) throw new SetupError(`a starting level (${p.altitude}) needs the altitude rules`)
      const levels = startLevels(options.floor, content.aircraft[p.aircraft].ceiling)
      const a = content.aircraft[p.aircraft]
      if (levels.length === 0) throw new SetupError(`a ${a.name} cannot fly over floor ${options.floor}: its own ceiling is ${a.ceiling} (003 line 487)`)
      if (!Number.isInteger(p.altitude) || !levels.includes(p.altitude)) throw new SetupError(`a ${a.name} starts at level ${levels[0]} to ${levels[levels.length - 1]}, not ${p.altitude}`)
    }
    counters[p.aircraft] = (counters[p.aircraft] ?? 0) + 1
    return { ...p, id: p.id ?? `${p.aircraft}-${counters[p.aircraft]}` }
  })
  if (new Set(named.map((p) => p.id)).size !== named.length) throw new SetupError('plane ids must be unique')
  const { seats, seatOf } = seatsFor(teams, named, choice.seating ?? 'team', content, (id) => named.find((p) => p.id === id)!.aircraft)
  const planes: SetupPlane[] = []
  for (const team of teams) {
    const mine = named.filter((p) => p.team === team.id)
    mine.forEach((p, k) => {
      // half a ruler from the own edge, as the scenarios do; on a table too shallow for that, a quarter of its depth
      const fromEdge = Math.min(options.ruler / 2, (team.edge === 'north' || team.edge === 'south' ? choice.table.depth : choice.table.width) / 4)
      const pose = placementPose(choice.table, { edge: team.edge, cm: fromEdge, along: (k + 1) / (mine.length + 1) }, options.ruler)
      planes.push({ id: p.id, aircraft: p.aircraft, team: team.id, seat: seatOf.get(p.id)!, ...pose, ...(p.altitude !== undefined ? { altitude: p.altitude } : {}) })
    })
  }
  const crewed = chosenCrews(content, planes, choice.aces, { planes: planes.map((p) => p.id) }, options)
  return withAltitudeTable(content, { scenario: FREE_DOGFIGHT, variant: null, title: 'Free dogfight', table: { ...choice.table }, teams, seats, planes: crewed, options, victory: 'last-standing' }, choice.fields)
}
