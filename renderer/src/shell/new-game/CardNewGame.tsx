/**
 * New game's form for the card-and-base game: a scenario (ScenarioFields.tsx) or a free dogfight
 * (FreeDogfightFields.tsx), the airmen's abilities (AceChoice.tsx), who sits at each seat, the rules
 * (RulesFieldset.tsx), and a summary of it all beside Start. The setup is made here as the host will make it, so
 * that a rule's refusal is said before Start.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react'
import { SEAT_KIND_INFO, SEAT_KINDS, type SeatKind } from '../../../../shared/protocol/seat-kinds'
import { freeDogfightSetup, scenarioSetup } from '../../../../shared/engine/setup'
import { edgeFields } from '../../../../shared/engine/rules/altitude/table-setup'
import { scenarioAceOffer } from '../../../../shared/engine/rules/aces/choice'
import { content } from '../../content'
import { useClient } from '../../net/client-context'
import { teamColour } from '../../tables/common/team-colours'
import { aaGunnersChoice, type AaGunners } from '../../tables/card/panels/archie-aim'
import { useAppDispatch, useAppSelector } from '../../store'
import { screenShown } from '../../store/ui-slice'
import { RuleSourceNote } from '../help/RuleSourceNote'
import { splitRuleSource } from '../help/rule-source'
import { ticksForScenario } from './scenario-rules'
import { scenarioLevelChoices } from './scenario-levels'
import { defaultSeatKinds } from './seat-kinds'
import { newGameSummary } from './new-game-summary'
import { seatingChoice } from './seating-choice'
import { AceChoice, type AcePlane } from './AceChoice'
import { acesToSend, NO_ACES, type AceChoiceState } from './ace-choice'
import { SeatRow } from './SeatRow'
import { GuestNote } from './GuestNote'
import { ScenarioFields } from './ScenarioFields'
import { FreeDogfightFields } from './FreeDogfightFields'
import { RulesFieldset } from './RulesFieldset'
import {
  altitudeTableOptions,
  freePlanesChoice,
  NO_ALTITUDE_TABLE,
  optionalRulesOf,
  rulesChoice,
  rulesetName,
  tableSizeProblem,
  trySetup,
  turnlessOption,
  type AltitudeTable,
  type FreePlane,
  type Illegal,
  type OptionalChoice,
  type Ruleset,
  type Turnless,
} from './new-game-rules'

/** A seat as chosen here: a player at this screen, a LAN guest who joins from another browser, or a bot. */
type SeatChoice = SeatKind

/** The card-and-base game's form, under the choice of game. */
export function CardNewGame({ initial, gameChoice }: { initial?: { scenario: string; variant?: string }; gameChoice: ReactNode }) {
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
            <ScenarioFields
              scenarios={scenarios}
              scenario={scenario}
              variant={variant}
              chosen={chosen}
              chosenVariant={chosenVariant}
              setup={setup}
              seatsShown={seatsShown}
              altitude={optional.altitude}
              floor={floor}
              levelChoices={levelChoices}
              acesChosen={aceOffer?.planes ?? []}
              onScenario={(id) => (setScenario(id), setVariant(''), setKinds({}), setAaChosen(null), tickScenarioRules(id))}
              onVariant={(id) => (setVariant(id), setKinds({}), tickScenarioRules(scenario, id || null))}
              onLevel={(plane, level) => setLevels({ ...levels, [plane]: level })}
            />
          ) : (
            <FreeDogfightFields
              table={table}
              tableProblem={tableProblem}
              free={free}
              altitude={optional.altitude}
              floor={floor}
              onTable={setTable}
              onPlanes={(planes) => (setFree(planes), setKinds({}))}
              onLevels={setFree}
            />
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
          <RulesFieldset
            ruleset={ruleset}
            optional={optional}
            altTable={altTable}
            turnless={turnless}
            onRuleset={setRuleset}
            onTicked={setTicked}
            onIllegal={setIllegal}
            onAltTable={setAltTable}
            onTurnless={setTurnless}
          />
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
