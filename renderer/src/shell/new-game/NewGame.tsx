/**
 * Setting up a game: a scenario (with its variants) or a free dogfight (planes, teams, table size), and who
 * sits at each seat, a human at this screen or a bot. With the defaults, Start is a solo duel against the bot;
 * several humans share the screen (hotseat) behind hand-off screens.
 */
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react'
import type { GameSetup } from '../../../../shared/engine/types'
import { SEAT_KIND_INFO, SEAT_KINDS, type SeatKind } from '../../../../shared/protocol/seat-kinds'
import { ALTITUDE_TABLE, OPTIONAL_RULES, RULE_GROUPS, RULESETS, TURNLESS, type OptionalRule } from '../../../../shared/protocol/rules-words'
import { freeDogfightSetup, scenarioSetup } from '../../../../shared/engine/setup'
import { scenarioRulesLine, ticksForScenario } from './scenario-rules'
import { clampStartLevel, cloudCoverLevels, defaultStartLevel, edgeFields, scenarioCeiling, startLevels } from '../../../../shared/engine/rules/altitude/table-setup'
import { content } from '../../content'
import { useClient } from '../../net/client-context'
import { teamColour } from '../../tables/common/team-colours'
import { useAppDispatch, useAppSelector } from '../../store'
import { screenShown } from '../../store/ui-slice'
import { defaultSeatKinds } from './seat-kinds'
import { newGameSummary } from './new-game-summary'
import { seatingChoice } from './seating-choice'
import { aceAbilitiesText } from '../../tables/card/panels/ace-words'
import { aaGunnersChoice, type AaGunners } from '../../tables/card/panels/archie-aim'
import { LEVELS_OFFERED, scenarioLevelChoices } from './scenario-levels'
import './scenario-levels.css'
import './optional-rules.css'
import { RuleSourceNote } from '../help/RuleSourceNote'
import { splitRuleSource } from '../help/rule-source'
import { AceChoice, type AcePlane } from './AceChoice'
import { acesToSend, NO_ACES, type AceChoiceState } from './ace-choice'
import { scenarioAceOffer } from '../../../../shared/engine/rules/aces/choice'
import { GameChoice } from './GameChoice'
import { SeatRow } from './SeatRow'
import type { GameKind } from './hex-new-game'
import { GuestNote } from './GuestNote'
import { GoalFold } from '../../tables/card/panels/GoalText'

// the hex game's form, its content and its rules: a chunk loaded when the hex game is chosen
const HexNewGame = lazy(() => import('./HexNewGame'))

/** A seat as chosen here: a player at this screen, a LAN guest who joins from another browser, or a bot. */
type SeatChoice = SeatKind

const fighters = Object.values(content.aircraft)
  .filter((a) => a.kind === 'aeroplane')
  .sort((a, b) => a.name.localeCompare(b.name))

type Illegal = 'straight' | 'stress' | 'out-of-control'

/** A plane of a free dogfight as chosen here; `altitude`: its starting level under 003 Altitude (2 unless changed). */
export interface FreePlane {
  aircraft: string
  team: 'allied' | 'central'
  altitude?: number
}

/** 003 Altitude: "It must be at least 1 and no higher than 3" (lines 306-307), with no floor; over one, startLevels (table-setup.ts). */
export const START_LEVELS = [1, 2, 3] as const

/**
 * The planes a free dogfight is created with: with the altitude rules each carries its starting level, without them
 * none does (the host refuses a level where no levels are played). Over a floor (003 Flying Higher, lines 436-437) a
 * level is brought within the floor and the plane's ceiling; a plane with no level there keeps its own, for the setup
 * to refuse in words.
 */
export function freePlanesChoice(free: readonly FreePlane[], altitude: boolean, floor?: number): FreePlane[] {
  return free.map((p) => {
    if (!altitude) return { aircraft: p.aircraft, team: p.team }
    const wanted = p.altitude ?? defaultStartLevel(floor)
    const ceiling = content.aircraft[p.aircraft]?.ceiling
    return { aircraft: p.aircraft, team: p.team, altitude: ceiling === undefined ? wanted : (clampStartLevel(wanted, floor, ceiling) ?? wanted) }
  })
}

/** The altitude table as chosen (issue 12): Flying Higher's floor (null: none), the clouds' height above the ceiling (null: none), fields or not. */
export interface AltitudeTable {
  floor: number | null
  cloudAbove: number | null
  fields: boolean
}
export const NO_ALTITUDE_TABLE: AltitudeTable = { floor: null, cloudAbove: null, fields: false }

/** The floors offered: 0 up to the highest aircraft ceiling (003 line 487); a plane whose ceiling is lower is refused by name. */
export const FLOORS = Array.from({ length: Math.max(...Object.values(content.aircraft).map((a) => a.ceiling ?? 0)) + 1 }, (_, k) => k)

/** The options the altitude table adds, with the altitude rules (none without them). */
export function altitudeTableOptions(t: AltitudeTable, altitude: boolean): { floor?: number; cloudCover?: number } {
  if (!altitude) return {}
  const floor = t.floor ?? undefined
  return { ...(floor !== undefined ? { floor } : {}), ...(t.cloudAbove !== null ? { cloudCover: scenarioCeiling(floor) + t.cloudAbove } : {}) }
}

/**
 * The rules a game is played with: 003's basic game, all of 003's optional rules, 000's "Tactical Rules v6" (a
 * players' rewrite: 003's optional rules it keeps, with its own variants), or those ticked.
 */
export type Ruleset = 'basic' | 'optional' | 'tactical' | 'custom'
export type OptionalChoice = Record<OptionalRule, boolean>

/** The optional rules a ruleset turns on (custom: those ticked). */
export function optionalRulesOf(ruleset: Ruleset, ticked: OptionalChoice): OptionalChoice {
  if (ruleset === 'custom') return { ...ticked }
  // "003 with the optional rules" is 003's; 004's house rules are ticked one by one
  // the altitude rules are a choice of their own: no preset turns them on
  if (ruleset !== 'tactical') return Object.fromEntries(OPTIONAL_RULES.map((r) => [r.option, ruleset === 'optional' && r.document === '003' && !r.section])) as OptionalChoice
  // 000 keeps 003's optional rules but Blind Spots (its rear gunners still fire at close range, one card: 000 line 233,
  // its own variant blindSpotOneCard), and adds its own variants
  return Object.fromEntries(OPTIONAL_RULES.map((r) => [r.option, r.document === '000' || (r.document === '003' && r.option !== 'blindSpots' && !r.section)])) as OptionalChoice
}

/**
 * 000's own basic choices: "the illegal card is replaced by a straight manoeuvre. The aircraft immediately takes stress
 * damage" (line 191), and "Remove the explosion cards from the “A” deck ... from the “B” deck" (lines 94-96).
 */
export const TACTICAL = { illegalPlan: 'stress', explosionsInAB: false } as const

/** The options a new game is created with: the illegal-plan choice and every optional rule that is on (the others absent, off). */
export function rulesChoice(illegal: Illegal, on: OptionalChoice, ruleset?: Ruleset): { illegalPlan: Illegal; explosionsInAB?: boolean } & Partial<OptionalChoice> {
  const out: { illegalPlan: Illegal; explosionsInAB?: boolean } & Partial<OptionalChoice> = { illegalPlan: illegal }
  if (ruleset === 'tactical') out.explosionsInAB = TACTICAL.explosionsInAB
  for (const r of OPTIONAL_RULES) if (on[r.option]) out[r.option] = true
  return out
}

/** 004's turn-less game as chosen (issue 11): off, a queue of three cards or of two. */
export type Turnless = keyof typeof TURNLESS.choices

/** The option a new game is created with for the turn-less game: none when it is off (the engine's default). */
export function turnlessOption(t: Turnless): { turnless?: 'three' | 'two' } {
  return t === 'off' ? {} : { turnless: t }
}

/** The table sizes a free dogfight accepts (freeDogfightSetup refuses the others), in cm. */
const TABLE_MIN = 20
const TABLE_MAX = 1000
const sizeOk = (cm: number) => Number.isFinite(cm) && cm >= TABLE_MIN && cm <= TABLE_MAX

/** What is wrong with a table size, in the words shown beside the inputs, or null. */
export function tableSizeProblem(table: { width: number; depth: number }): string | null {
  const bad = (['width', 'depth'] as const).filter((k) => !sizeOk(table[k]))
  if (bad.length === 0) return null
  const said = bad.map((k) => (Number.isFinite(table[k]) && table[k] !== 0 ? `${k} ${table[k]} cm` : `no ${k}`)).join(' and ')
  return `The table must be ${TABLE_MIN} to ${TABLE_MAX} cm on each side (${said}); the seats below are kept.`
}

function trySetup(make: () => GameSetup): { setup: GameSetup | null; problem: string | null } {
  try {
    return { setup: make(), problem: null }
  } catch (e) {
    return { setup: null, problem: (e as Error).message }
  }
}

/** The rules chosen, as New game's summary names them: the preset's name, or Custom with its count of rules ticked. */
export function rulesetName(ruleset: Ruleset, on: OptionalChoice): string {
  if (ruleset === 'custom') {
    const n = Object.values(on).filter(Boolean).length
    return `Custom rules: ${n} ticked`
  }
  return ruleset === 'tactical' ? RULESETS.tactical.label : `${RULESETS[ruleset].label} rules`
}

/** The game New game was last left on, for the next visit in this tab. */
let lastGame: GameKind = 'card'

/**
 * New game: first the choice of game (GameChoice.tsx), then that game's form: the card-and-base game's below, the
 * hex card game's in a chunk of its own (HexNewGame.tsx, with the hex game's content and rules), loaded when chosen.
 * `initial`: the card scenario and variant the screen opens on (its tests'; the app opens on the duel).
 */
export function NewGame({ initial, game: initialGame }: { initial?: { scenario: string; variant?: string }; game?: GameKind } = {}) {
  const [game, setGameState] = useState<GameKind>(initialGame ?? (initial ? 'card' : lastGame))
  const setGame = (g: GameKind) => {
    lastGame = g
    setGameState(g)
  }
  const choice = <GameChoice value={game} onChange={setGame} />
  if (game === 'card') return <CardNewGame initial={initial} gameChoice={choice} />
  return (
    <Suspense
      fallback={
        <div className="menu-screen">
          <div className="menu-card wide new-game-card" data-testid="new-game-screen">
            <h2 className="screen-title">New game</h2>
            {choice}
            <p className="hint">Setting up the hex game…</p>
          </div>
        </div>
      }
    >
      <HexNewGame gameChoice={choice} />
    </Suspense>
  )
}

/** The card-and-base game's form, under the choice of game. */
function CardNewGame({ initial, gameChoice }: { initial?: { scenario: string; variant?: string }; gameChoice: ReactNode }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const joining = useAppSelector((s) => s.ui.joining)
  const scenarios = Object.values(content.scenarios)
  const [mode, setMode] = useState<'scenario' | 'free'>('scenario')
  const [scenario, setScenario] = useState(initial?.scenario ?? scenarios.find((s) => s.id === 'duel-over-the-trenches')?.id ?? scenarios[0].id)
  const [variant, setVariant] = useState<string>(initial?.variant ?? '')
  const [seating, setSeating] = useState<'team' | 'plane'>('team')
  const [free, setFree] = useState<FreePlane[]>([
    { aircraft: 'sopwith-camel', team: 'allied' },
    { aircraft: 'fokker-dr-i', team: 'central' },
  ])
  const [table, setTable] = useState({ width: 90, depth: 90 })
  const [illegal, setIllegal] = useState<Illegal>('straight')
  const [kinds, setKinds] = useState<Record<string, SeatChoice>>({})
  const [ruleset, setRuleset] = useState<Ruleset>('basic')
  const [ticked, setTicked] = useState<OptionalChoice>(() => optionalRulesOf('basic', {} as OptionalChoice))
  const optional = optionalRulesOf(ruleset, ticked)
  const [altTable, setAltTable] = useState<AltitudeTable>(NO_ALTITUDE_TABLE)
  const [turnless, setTurnless] = useState<Turnless>('off')
  const floor = optional.altitude ? (altTable.floor ?? undefined) : undefined
  const altOptions = useMemo(() => altitudeTableOptions(altTable, optional.altitude), [altTable, optional.altitude])
  // 003 Altitude: the starting levels a scenario lets its players choose (scenario-levels.ts), those picked here
  const [levels, setLevels] = useState<Record<string, number>>({})
  const levelChoices = mode === 'scenario' ? scenarioLevelChoices(content, scenario, variant || null, optional.altitude, levels) : []
  // (those of this scenario's planes only; kept as text so that the setup below is made again only when they change)
  const pickedJson = JSON.stringify(Object.fromEntries(levelChoices.filter((c) => levels[c.id] !== undefined).map((c) => [c.id, c.level])))
  const picked = useMemo(() => JSON.parse(pickedJson) as Record<string, number>, [pickedJson])
  const chosen = content.scenarios[scenario]
  // a variant that gives every plane its own seat (003 Look Up!'s: "two players on the same side, with one plane each")
  // or names its seats (003 A Lonely Sentinel's three players): the Seats choice is shown fixed, and not sent
  const chosenVariant = mode === 'scenario' && variant ? chosen?.variants.find((v) => v.id === variant) : undefined
  const seatingNow = seatingChoice(chosenVariant, seating)
  const seatingSent = seatingNow.sent
  // 003 Scenario Rules (lines 903-912), 004 Aces: the abilities chosen for the airmen (AceChoice.tsx, ace-choice.ts),
  // listed from the game's planes as the rules alone set them up
  const [aces, setAces] = useState<AceChoiceState>(NO_ACES)
  // another game, other airmen: what was chosen for the last one's planes (whose ids may come again) is not kept
  useEffect(() => setAces(NO_ACES), [mode, scenario, variant])
  const acePlanesSetup = useMemo(
    () => trySetup(() => (mode === 'scenario' ? scenarioSetup(content, { scenario, variant: variant || null }) : freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: freePlanesChoice(free, false) }))).setup,
    [mode, scenario, variant, free],
  )
  const acePlanes: AcePlane[] = (acePlanesSetup?.planes ?? [])
    .filter((p) => p.kind === undefined)
    .map((p) => ({ id: p.id, name: content.aircraft[p.aircraft]?.name ?? p.aircraft, side: acePlanesSetup!.teams.find((t) => t.id === p.team)?.side, twoSeater: content.aircraft[p.aircraft]?.twoSeater === true, fixed: { pilot: p.aceSkills ?? [], observer: p.observerSkills ?? [] } }))
  const aceOffer = mode === 'scenario' ? (chosen ? scenarioAceOffer(chosen, variant || null) : null) : { planes: acePlanes.map((p) => p.id) }
  const aceOptions = { generic: optional.acesGeneric004, d10: optional.acesGeneric004 && optional.acesD10Table004 }
  const acesJson = JSON.stringify(acesToSend(aces, aceOffer, acePlanes.map((p) => p.id), aceOptions) ?? null)
  const acesSent = useMemo(() => (JSON.parse(acesJson) as ReturnType<typeof acesToSend> | null) ?? undefined, [acesJson])

  // the setup as it will be created, its altitude table included, so that the rules' refusals (a plane's ceiling under
  // the floor, a table too small for the fields) are said before Start
  const { setup, problem } = useMemo(
    () =>
      trySetup(() => {
        // (000's Player Controlled Archie seats a scenario's AA guns apart: setup.ts)
        const options = { altitude: optional.altitude, playerArchie000: optional.playerArchie000, acesGeneric004: optional.acesGeneric004, acesD10Table004: optional.acesD10Table004, ...altOptions }
        const make = (fields?: ReturnType<typeof edgeFields>) =>
          mode === 'scenario'
            ? scenarioSetup(content, { scenario, variant: variant || null, seating: seatingSent, options, fields, levels: picked, ...(acesSent ? { aces: acesSent } : {}) })
            : freeDogfightSetup(content, { table, planes: freePlanesChoice(free, optional.altitude, floor), seating: seatingSent, options, fields, ...(acesSent ? { aces: acesSent } : {}) })
        const base = make()
        return optional.altitude && altTable.fields ? make(edgeFields(base)) : base
      }),
    [mode, scenario, variant, seatingSent, table, free, optional.altitude, optional.playerArchie000, optional.acesGeneric004, optional.acesD10Table004, altOptions, altTable, floor, picked, acesSent],
  )
  // what is wrong with the table's size, said beside it; the seats are still listed (from the same planes on a
  // table of the default size) so that a bad number never hides who will play
  const tableProblem = mode === 'free' ? tableSizeProblem(table) : null
  const seatsShown = useMemo(
    () =>
      setup ??
      (mode === 'free' ? trySetup(() => freeDogfightSetup(content, { table: tableProblem ? { width: 90, depth: 90 } : table, planes: freePlanesChoice(free, false), seating: seatingSent })).setup : null) ??
      (mode === 'scenario' ? trySetup(() => scenarioSetup(content, { scenario, variant: variant || null, seating: seatingSent })).setup : null),
    [setup, mode, tableProblem, table, free, seatingSent, scenario, variant],
  )
  const defaults = useMemo(() => (seatsShown ? defaultSeatKinds(seatsShown) : []), [seatsShown])
  const kindOf = (seat: string, i: number): SeatChoice => kinds[seat] ?? defaults[i] ?? 'human'
  const humans = seatsShown ? seatsShown.seats.filter((s, i) => kindOf(s.id, i) === 'human').length : 0
  const guests = seatsShown ? seatsShown.seats.filter((s, i) => kindOf(s.id, i) === 'guest').length : 0
  // 003 Ground fire: who fires the scenario's AA guns, the solo rules (the computer aims) or their players
  const [aaChosen, setAaChosen] = useState<AaGunners | null>(null)
  const aaChoice = seatsShown ? aaGunnersChoice(seatsShown, (seat) => SEAT_KIND_INFO[kindOf(seat, seatsShown.seats.findIndex((s) => s.id === seat))].player === 'bot') : { asked: false, initial: 'solo' as const }
  const aaGunners: AaGunners = aaChosen ?? aaChoice.initial

  const start = () => {
    if (!setup) return
    const chosen = setup.seats.map((s, i) => kindOf(s.id, i))
    const seats: SeatKind[] = chosen
    // this screen takes its own seats; LAN guests' seats wait for them
    const take = setup.seats.filter((_, i) => chosen[i] === 'human').map((s) => s.id)
    const choice = mode === 'scenario' ? { kind: 'scenario' as const, scenario, variant: variant || null } : { kind: 'free' as const, table, planes: freePlanesChoice(free, optional.altitude, floor) }
    client.createGame(choice, seats, { seating: seatingSent, options: { ...rulesChoice(illegal, optional, ruleset), ...altOptions, ...turnlessOption(turnless) }, take, ...(setup.fields ? { fields: setup.fields } : {}), ...(mode === 'scenario' && aaChoice.asked ? { groundFire: { aa: aaGunners } } : {}), ...(Object.keys(picked).length ? { levels: picked } : {}), ...(acesSent ? { aces: acesSent } : {}) })
  }
  // the optional rules a scenario needs are ticked when it is chosen (003: "Rules needed: ... Special damage optional rule")
  const tickScenarioRules = (id: string, variant: string | null = null) => {
    const next = ticksForScenario(content.scenarios[id], optional, variant)
    if (next) {
      setTicked(next)
      setRuleset('custom')
    }
  }
  const allHuman = () => seatsShown && setKinds(Object.fromEntries(seatsShown.seats.map((s) => [s.id, 'human' as SeatChoice])))

  return (
    <div className="menu-screen">
      <div className="menu-card wide new-game-card" data-testid="new-game-screen">
        <h2 className="screen-title">New game</h2>
        {gameChoice}
        <div className="tabs" role="tablist">
          <button role="tab" aria-selected={mode === 'scenario'} className={mode === 'scenario' ? 'on' : ''} onClick={() => (setMode('scenario'), setKinds({}))} data-testid="mode-scenario">
            Scenario
          </button>
          <button role="tab" aria-selected={mode === 'free'} className={mode === 'free' ? 'on' : ''} onClick={() => (setMode('free'), setKinds({}))} data-testid="mode-free">
            Free dogfight
          </button>
        </div>
        {/* the form scrolls between the tabs and the action row, which stays in sight (issue 9, layout) */}
        <div className="new-game-body" data-testid="new-game-body">
          {mode === 'scenario' ? (
            <div className="form-block">
              <label>
                Scenario
                <select value={scenario} onChange={(e) => (setScenario(e.target.value), setVariant(''), setKinds({}), setAaChosen(null), tickScenarioRules(e.target.value))} data-testid="scenario">
                  {scenarios.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.title}
                    </option>
                  ))}
                </select>
              </label>
              {chosen && <p className="blurb">{chosen.blurb}</p>}
              {chosen && (
                <p className="note" data-testid="scenario-rules">
                  {scenarioRulesLine(chosen)}
                </p>
              )}
              {setup && setup.scenario === scenario && <GoalFold setup={setup} testId="scenario-goal" />}
              {optional.altitude && levelChoices.length === 0 && (
                <p className="note" data-testid="scenario-levels">
                  Altitude: every plane starts at level {defaultStartLevel(floor)} unless the scenario says otherwise; a free dogfight chooses each plane's level.
                </p>
              )}
              {levelChoices.length > 0 && (
                <div className="level-choices" data-testid="scenario-level-choices">
                  <p className="note">Altitude: the scenario lets the players choose where their planes start.</p>
                  <div className="level-grid">
                    {levelChoices.map((c) => (
                      <label key={c.id} className="level-choice">
                        <span className="level-plane">
                          <span className="swatch" style={{ background: teamColour(chosen?.teams.find((t) => t.id === c.team)?.side ?? 'allied') }} />
                          {c.name}
                        </span>
                        <select value={c.level} onChange={(e) => setLevels({ ...levels, [c.id]: Number(e.target.value) })} title="The level it starts at: at least 1 and no higher than 3" aria-label={`starting level of the ${c.name}`} data-testid={`scenario-level-${c.id}`}>
                          {LEVELS_OFFERED.map((l) => (
                            <option key={l} value={l}>
                              Level {l}
                            </option>
                          ))}
                        </select>
                      </label>
                    ))}
                  </div>
                </div>
              )}
              {chosen && chosen.variants.length > 0 && (
                <label>
                  Variant
                  <select value={variant} onChange={(e) => (setVariant(e.target.value), setKinds({}), tickScenarioRules(scenario, e.target.value || null))} data-testid="variant">
                    <option value="">As written</option>
                    {chosen.variants.map((v) => (
                      <option key={v.id} value={v.id}>
                        {v.title}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              {chosenVariant?.players && (
                <p className="note" data-testid="variant-players">
                  {chosenVariant.players.min === chosenVariant.players.max ? `For ${chosenVariant.players.min} players` : `For ${chosenVariant.players.min} to ${chosenVariant.players.max} players`}
                  {chosenVariant.seating === 'plane' ? ', each flying a plane of his own' : ''}
                  {chosenVariant.score?.separate ? ': scores are kept separately, and the one scoring more points wins.' : '.'}
                </p>
              )}
              {seatsShown && <AcesNote setup={seatsShown} chosen={aceOffer?.planes ?? []} />}
            </div>
          ) : (
            <div className="form-block">
              <div className="row">
                <label>
                  Table width (cm)
                  <input type="number" min={TABLE_MIN} max={TABLE_MAX} value={table.width} aria-invalid={!sizeOk(table.width)} onChange={(e) => setTable({ ...table, width: Number(e.target.value) })} data-testid="table-width" />
                </label>
                <label>
                  Table depth (cm)
                  <input type="number" min={TABLE_MIN} max={TABLE_MAX} value={table.depth} aria-invalid={!sizeOk(table.depth)} onChange={(e) => setTable({ ...table, depth: Number(e.target.value) })} data-testid="table-depth" />
                </label>
              </div>
              {tableProblem && (
                <p className="field-problem" data-testid="table-problem">
                  {tableProblem}
                </p>
              )}
              {free.map((p, i) => (
                <div className="row plane-row" key={i}>
                  <span className="swatch" style={{ background: teamColour(p.team) }} />
                  <select value={p.aircraft} onChange={(e) => (setFree(free.map((q, k) => (k === i ? { ...q, aircraft: e.target.value } : q))), setKinds({}))} data-testid={`free-aircraft-${i}`}>
                    {fighters.map((a) => (
                      <option key={a.id} value={a.id}>
                        {a.name}
                      </option>
                    ))}
                  </select>
                  <select value={p.team} onChange={(e) => (setFree(free.map((q, k) => (k === i ? { ...q, team: e.target.value as 'allied' | 'central' } : q))), setKinds({}))} data-testid={`free-team-${i}`}>
                    <option value="allied">Allies</option>
                    <option value="central">Central Powers</option>
                  </select>
                  {optional.altitude && (
                    <select
                      value={freePlanesChoice([p], true, floor)[0].altitude}
                      onChange={(e) => setFree(free.map((q, k) => (k === i ? { ...q, altitude: Number(e.target.value) } : q)))}
                      title={
                        floor === undefined
                          ? 'The level it starts at: at least 1 and no higher than 3'
                          : `The level it starts at: no lower than the floor, ${floor}, no higher than the ceiling, ${scenarioCeiling(floor)}, nor the plane's own ceiling`
                      }
                      aria-label={`starting level of plane ${i + 1}`}
                      data-testid={`free-level-${i}`}
                    >
                      {startLevels(floor, content.aircraft[p.aircraft]?.ceiling ?? 3).map((l) => (
                        <option key={l} value={l}>
                          Level {l}
                        </option>
                      ))}
                    </select>
                  )}
                  <button onClick={() => (setFree(free.filter((_, k) => k !== i)), setKinds({}))} disabled={free.length <= 2} data-testid={`free-remove-${i}`}>
                    Remove
                  </button>
                </div>
              ))}
              <button onClick={() => (setFree([...free, { aircraft: 'spad-xiii', team: free.length % 2 ? 'central' : 'allied' }]), setKinds({}))} disabled={free.length >= 32} data-testid="add-plane">
                Add a plane
              </button>
            </div>
          )}
          <AceChoice planes={acePlanes} offer={aceOffer} state={aces} onChange={setAces} options={aceOptions} />
          <div className="form-block">
            <div className="row bottom">
              <label className="grow">
                Seats
                <select value={seatingNow.shown} disabled={seatingNow.disabled} title={seatingNow.title} onChange={(e) => (setSeating(e.target.value as 'team' | 'plane'), setKinds({}))} data-testid="seating">
                  <option value="team">One seat per side</option>
                  <option value="plane">One seat per plane</option>
                  {seatingNow.shown === 'scenario' && <option value="scenario">As the scenario says</option>}
                </select>
              </label>
              <button onClick={allHuman} disabled={!seatsShown} title="Everyone plays at this screen, taking turns" data-testid="all-human">
                All human (hotseat)
              </button>
            </div>
            {seatingNow.note && (
              <p className="note" data-testid="seating-note">
                {seatingNow.note}
              </p>
            )}
            {seatsShown?.seats.map((s, i) => {
              const team = seatsShown.teams.find((t) => t.id === s.team)
              const planes = seatsShown.planes.filter((p) => p.seat === s.id).map((p) => content.aircraft[p.aircraft]?.name ?? p.aircraft)
              return (
                <SeatRow
                  key={s.id}
                  colour={teamColour(team?.side)}
                  name={s.name}
                  detail={[team?.name, planes.join(', ')].filter((x) => x && x !== s.name).join(' · ')}
                  kinds={SEAT_KINDS}
                  info={SEAT_KIND_INFO}
                  value={kindOf(s.id, i)}
                  onChange={(k) => setKinds({ ...kinds, [s.id]: k })}
                  rowId={`seat-row-${s.id}`}
                  choiceId={`seat-kind-${s.id}`}
                />
              )
            })}
            {seatsShown && (
              <p className="hint" data-testid="bot-levels-note">
                The bots are listed from the weakest to the strongest. The default, the quick bot, looks one turn ahead and answers at once; Recruit, Veteran and Ace think longer and fly better.
              </p>
            )}
            {humans > 1 && <p className="note" data-testid="hotseat-note">{humans} players share this screen: a hand-off screen hides each one's plans and damage from the others.</p>}
            {humans === 0 && guests === 0 && seatsShown && <p className="note">No human seat: you will watch the bots fight.</p>}
            <GuestNote guests={guests} />
            {aaChoice.asked && (
              <label>
                AA guns
                <select value={aaGunners} onChange={(e) => setAaChosen(e.target.value as AaGunners)} data-testid="aa-gunners">
                  <option value="solo">By the solo rules (the computer aims)</option>
                  <option value="player">Placed by their players</option>
                </select>
              </label>
            )}
            <label>
              Illegal manoeuvres
              <select value={illegal} onChange={(e) => setIllegal(e.target.value as Illegal)} data-testid="illegal-option">
                <option value="straight">Replaced by a straight (rulebook)</option>
                <option value="stress">Straight and stress damage (Tactical Rules)</option>
                <option value="out-of-control">Out of control (house rule)</option>
              </select>
            </label>
          </div>
          <fieldset className="form-block rules-block" data-testid="rules-group">
            <legend>Rules</legend>
            <label>
              Ruleset
              <select
                value={ruleset}
                onChange={(e) => {
                  const next = e.target.value as Ruleset
                  // Custom starts from what was chosen, then each box is free
                  if (next === 'custom') setTicked(optional)
                  // 000's illegal moves take stress damage; the choice stays free afterwards
                  if (next === 'tactical') setIllegal(TACTICAL.illegalPlan)
                  setRuleset(next)
                }}
                data-testid="ruleset"
              >
                {(Object.keys(RULESETS) as Ruleset[]).map((k) => (
                  <option key={k} value={k} title={RULESETS[k].line}>
                    {RULESETS[k].label}
                  </option>
                ))}
              </select>
            </label>
            <p className="hint ruleset-line" data-testid="ruleset-line">
              {RULESETS[ruleset].label}: {RULESETS[ruleset].line}.
            </p>
            {OPTIONAL_RULES.map((r, n) => [
              // the rules grouped by whose they are, named for players (the documents: the rule sources below)
              (n === 0 || OPTIONAL_RULES[n - 1].document !== r.document) && (
                <div key={`group-${r.document}`} className="rule-group" data-testid={`rule-group-${r.document}`}>
                  <strong>{RULE_GROUPS[r.document].label}</strong> <span className="hint">{RULE_GROUPS[r.document].line}</span>
                </div>
              ),
              <label key={r.option} className="rule-option" data-testid={`rule-row-${r.option}`}>
                <input
                  type="checkbox"
                  checked={optional[r.option]}
                  onChange={(e) => (setTicked({ ...optional, [r.option]: e.target.checked }), setRuleset('custom'))}
                  data-testid={`rule-${r.option}`}
                />
                <span className="rule-text">
                  <strong>{r.label}</strong>: {r.line}.
                </span>
              </label>,
              // the altitude table (issue 12), after the altitude section's ticks, with Altitude only
              r.option === 'collisions' && optional.altitude && <AltitudeTableRows key="altitude-table" table={altTable} onChange={setAltTable} />,
              // 004's turn-less game (issue 11), a choice of three after 004's ticked house rules; no ruleset sets it
              r.option === 'collisionsBySilhouette004' && <TurnlessRow key="turnless" value={turnless} onChange={setTurnless} />,
            ])}
            <RuleSources ruleset={ruleset} />
          </fieldset>
        </div>
        <div className="new-game-actions">
          {problem && <SetupProblem problem={problem} />}
          {seatsShown && (
            <p className="new-game-summary" data-testid="new-game-summary">
              {newGameSummary(
                mode === 'scenario' ? [chosen?.title ?? scenario, chosenVariant?.title].filter(Boolean).join(', ') : `Free dogfight, ${table.width} × ${table.depth} cm`,
                seatsShown,
                seatsShown.seats.map((s, i) => kindOf(s.id, i)),
                rulesetName(ruleset, optional),
              )}
            </p>
          )}
          <div className="row end">
            <button onClick={() => dispatch(screenShown('menu'))} data-testid="back">
              Back
            </button>
            <button className="primary" onClick={start} disabled={!setup || joining} data-testid="start-game">
              Start
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}

/** New game's altitude table rows: Flying Higher's floor, the cloud cover and the landing fields, each with its line and source. */
function AltitudeTableRows({ table, onChange }: { table: AltitudeTable; onChange: (t: AltitudeTable) => void }) {
  const floor = table.floor ?? undefined
  const row = (key: keyof typeof ALTITUDE_TABLE, control: React.ReactNode) => (
    <label className="rule-option altitude-table" data-testid={`rule-row-${key}`}>
      {control}
      <span className="rule-text">
        <strong>{ALTITUDE_TABLE[key].label}</strong>: {ALTITUDE_TABLE[key].line}.
      </span>
    </label>
  )
  return (
    <>
      {row(
        'floor',
        <select value={table.floor ?? ''} onChange={(e) => onChange({ ...table, floor: e.target.value === '' ? null : Number(e.target.value) })} data-testid="altitude-floor">
          <option value="">No floor (levels 0 to 3)</option>
          {FLOORS.map((f) => (
            <option key={f} value={f}>
              Floor {f}, ceiling {scenarioCeiling(f)}
            </option>
          ))}
        </select>,
      )}
      {row(
        'cloudCover',
        <select value={table.cloudAbove ?? ''} onChange={(e) => onChange({ ...table, cloudAbove: e.target.value === '' ? null : Number(e.target.value) })} data-testid="altitude-cloud">
          <option value="">No clouds</option>
          {cloudCoverLevels(floor).map((l, k) => (
            <option key={l} value={k + 1}>
              Clouds at level {l}
            </option>
          ))}
        </select>,
      )}
      {row(
        'fields',
        <select value={table.fields ? 'edges' : ''} onChange={(e) => onChange({ ...table, fields: e.target.value === 'edges' })} data-testid="altitude-fields">
          <option value="">No landing field</option>
          <option value="edges">One at each side's edge</option>
        </select>,
      )}
    </>
  )
}

/** New game's row for 004's turn-less game: off, a queue of three or of two, with its line and source. */
function TurnlessRow({ value, onChange }: { value: Turnless; onChange: (t: Turnless) => void }) {
  return (
    <label className="rule-option turnless-row" data-testid="rule-row-turnless">
      <select value={value} onChange={(e) => onChange(e.target.value as Turnless)} data-testid="rule-turnless">
        {(Object.keys(TURNLESS.choices) as Turnless[]).map((k) => (
          <option key={k} value={k} title={TURNLESS.choices[k]}>
            {k === 'off' ? 'Off' : k === 'three' ? 'Queue of three' : 'Queue of two'}
          </option>
        ))}
      </select>
      <span className="rule-text">
        <strong>{TURNLESS.label}</strong>: {TURNLESS.line}. {value !== 'off' && <em data-testid="turnless-choice">{TURNLESS.choices[value]}. </em>}
      </span>
    </label>
  )
}

/** Why the game cannot start, in a player's words; where the rule is written folded under it. */
function SetupProblem({ problem }: { problem: string }) {
  const { text, source } = splitRuleSource(problem)
  return (
    <div className="problem" role="alert" data-testid="setup-problem">
      <span>Cannot start: {text}</span>
      {source && <RuleSourceNote source={source} />}
    </div>
  )
}

/**
 * Where each ruleset and rule is written (the document codes and lines players need not read, issue 26): folded
 * away under the Rules group, for a player who wants to look a rule up.
 */
function RuleSources({ ruleset }: { ruleset: Ruleset }) {
  return (
    <details className="rule-source rule-sources" data-testid="rule-sources">
      <summary>Rule sources</summary>
      <ul>
        <li>
          {RULESETS[ruleset].label}: {RULESETS[ruleset].source}
        </li>
        {OPTIONAL_RULES.map((r) => (
          <li key={r.option}>
            {r.label}: {r.source}
          </li>
        ))}
        {(Object.keys(ALTITUDE_TABLE) as (keyof typeof ALTITUDE_TABLE)[]).map((k) => (
          <li key={k}>
            {ALTITUDE_TABLE[k].label}: {ALTITUDE_TABLE[k].source}
          </li>
        ))}
        <li>
          {TURNLESS.label}: {TURNLESS.source}; {TURNLESS.choiceSources.three} and {TURNLESS.choiceSources.two}
        </li>
      </ul>
    </details>
  )
}

/** The scenario's aces and what each can do (003 Special abilities, lines 939-1031), for a newcomer choosing the game. */
function AcesNote({ setup, chosen }: { setup: GameSetup; chosen: readonly string[] }) {
  // (the planes whose airmen choose are listed under Aces, AceChoice.tsx)
  const aces = setup.planes.filter((p) => !chosen.includes(p.id)).flatMap((p) => {
    const text = aceAbilitiesText(p.aceSkills, p.bulletChecker)
    return text ? [{ id: p.id, name: content.aircraft[p.aircraft]?.name ?? p.aircraft, text }] : []
  })
  if (aces.length === 0) return null
  return (
    <div className="note aces-note" data-testid="scenario-aces">
      {aces.map((a) => (
        <p key={a.id}>
          <strong>{a.name}</strong>, an ace. {a.text[0].toUpperCase() + a.text.slice(1)}.
        </p>
      ))}
    </div>
  )
}
