/**
 * Planning a sortie: the game (a scenario and its variant, as New game lists them, or a free dogfight of the
 * squadrons' aircraft), the airmen who fly each plane (a pilot, and an observer for a two-seater, picked from the
 * squadron's ready airmen), who sits at each seat (this screen, a LAN guest or a bot; the ace bot for a solo
 * campaign) and the rules. Start sends it to the host, which creates the game as New game would and puts the crews'
 * names and abilities on its planes; the table follows as for any game.
 */
import { useMemo, useState } from 'react'
import type { Campaign } from '../../../shared/campaign/types'
import { freeDogfightSetup, scenarioSetup } from '../../../shared/engine/setup'
import type { GameSetup } from '../../../shared/engine/types'
import { RULESETS } from '../../../shared/protocol/rules-words'
import { SEAT_KIND_INFO, SEAT_KINDS, type SeatKind } from '../../../shared/protocol/seat-kinds'
import { content } from '../content'
import { teamColour } from '../tables/common/team-colours'
import { useAppDispatch } from '../store'
import { optionalRulesOf, rulesChoice, type OptionalChoice, type Ruleset } from '../shell/new-game/new-game-rules'
import { scenarioRulesLine, ticksForScenario } from '../shell/new-game/scenario-rules'
import { SeatRow } from '../shell/new-game/SeatRow'
import { useCampaignApi } from './campaign-api'
import { sortieTakenOff } from './campaign-nav'
import { campaignSeatKinds, crewedPlanes, crewRequests, defaultCrews, readyAirmen, sideOf, sortieProblem, squadronsFor, type PlaneCrew } from './sortie-plan'
import { GoalFold } from '../tables/card/panels/GoalText'

const FREE = 'free-dogfight'

function trySetup(make: () => GameSetup): GameSetup | null {
  try {
    return make()
  } catch {
    return null
  }
}

export function SortieSetup({ campaign, onBack, refused, busy }: { campaign: Campaign; onBack: () => void; refused?: string | null; busy?: boolean }) {
  const api = useCampaignApi()
  const dispatch = useAppDispatch()
  const scenarios = Object.values(content.scenarios)
  const [scenario, setScenario] = useState<string>(FREE)
  const [variant, setVariant] = useState('')
  const [ruleset, setRuleset] = useState<Ruleset>('basic')
  // a free dogfight: a plane of each squadron's first aircraft
  const freePlanes = useMemo(() => campaign.squadrons.map((q) => ({ aircraft: q.aircraft[0] ?? 'sopwith-camel', team: q.side })), [campaign])
  const setup = useMemo(
    () =>
      trySetup(() =>
        scenario === FREE ? freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: freePlanes, seating: 'team' }) : scenarioSetup(content, { scenario, variant: variant || null, seating: 'team' }),
      ),
    [scenario, variant, freePlanes],
  )
  const [crewsChosen, setCrews] = useState<PlaneCrew[] | null>(null)
  const crews = useMemo(() => crewsChosen ?? (setup ? defaultCrews(campaign, setup, content) : []), [crewsChosen, setup, campaign])
  const [kindsChosen, setKinds] = useState<Record<string, SeatKind>>({})
  const defaults = useMemo(() => (setup ? campaignSeatKinds(setup) : []), [setup])
  const kindOf = (seat: string, i: number): SeatKind => kindsChosen[seat] ?? defaults[i] ?? 'human'
  const problem = setup ? sortieProblem(campaign, setup, crews, content) : 'This game cannot be set up.'
  const chosen = scenario === FREE ? undefined : content.scenarios[scenario]
  const optional = (() => {
    const base = optionalRulesOf(ruleset, {} as OptionalChoice)
    return (chosen && ticksForScenario(chosen, base, variant || null)) ?? base
  })()
  const crew = (plane: string, change: Partial<PlaneCrew>) => setCrews(crews.map((k) => (k.plane === plane ? { ...k, ...change } : k)))
  const pickScenario = (id: string) => (setScenario(id), setVariant(''), setCrews(null), setKinds({}))
  const start = () => {
    if (!setup || problem) return
    const seats = setup.seats.map((s, i) => kindOf(s.id, i))
    const take = setup.seats.filter((_, i) => seats[i] === 'human').map((s) => s.id)
    dispatch(sortieTakenOff(campaign.id))
    api.startSortie(campaign.id, {
      game: scenario === FREE ? { kind: 'free', table: { width: 90, depth: 90 }, planes: freePlanes } : { kind: 'scenario', scenario, variant: variant || null },
      crews: crewRequests(crews),
      seats,
      seating: 'team',
      title: scenario === FREE ? 'Free dogfight' : (chosen?.title ?? scenario),
      take,
      options: rulesChoice('straight', optional, ruleset),
    })
  }
  return (
    <div className="menu-card wide campaign-card" data-testid="sortie-setup">
      <h2 className="screen-title">
        {campaign.name}: sortie {campaign.sorties.length + 1}
      </h2>
      <div className="new-game-body campaign-body">
        <div className="form-block">
          <label>
            The game
            <select value={scenario} onChange={(e) => pickScenario(e.target.value)} data-testid="sortie-scenario">
              <option value={FREE}>Free dogfight: a plane of each squadron</option>
              {scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </label>
          {chosen && <p className="blurb">{chosen.blurb}</p>}
          {chosen && <p className="note">{scenarioRulesLine(chosen)}</p>}
          {chosen && setup && setup.scenario === scenario && <GoalFold setup={setup} testId="sortie-goal" />}
          {chosen && chosen.variants.length > 0 && (
            <label>
              Variant
              <select value={variant} onChange={(e) => (setVariant(e.target.value), setCrews(null), setKinds({}))} data-testid="sortie-variant">
                <option value="">As written</option>
                {chosen.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.title}
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
        {setup && (
          <fieldset className="form-block" data-testid="sortie-crews">
            <legend>Crews</legend>
            {crewedPlanes(setup).map((p) => {
              const k = crews.find((x) => x.plane === p.id)
              const side = sideOf(setup, p)
              const squadrons = squadronsFor(campaign, side)
              const a = content.aircraft[p.aircraft]
              const others = new Set(crews.filter((x) => x.plane !== p.id).flatMap((x) => [x.pilot, x.observer ?? '']))
              const pick = (role: 'pilot' | 'observer', value: string | undefined, change: (id: string) => void) => (
                <select value={value ?? ''} onChange={(e) => change(e.target.value)} aria-label={`${role} of the ${a?.name ?? p.aircraft}`} data-testid={`sortie-${role}-${p.id}`}>
                  <option value="">{role === 'pilot' ? '(no pilot)' : '(no observer)'}</option>
                  {k &&
                    readyAirmen(campaign, k.squadron, role).map((m) => (
                      <option key={m.id} value={m.id} disabled={others.has(m.id)}>
                        {m.name}, {m.victories === 1 ? '1 victory' : `${m.victories} victories`}
                        {m.abilities.length ? ` (${m.abilities.length} ${m.abilities.length === 1 ? 'ability' : 'abilities'})` : ''}
                        {others.has(m.id) ? ' (flying another plane)' : ''}
                      </option>
                    ))}
                </select>
              )
              return (
                <div className="row plane-row crew-row" key={p.id} data-testid={`sortie-crew-${p.id}`}>
                  <span className="swatch" style={{ background: teamColour(side) }} />
                  <span className="seat-name">{a?.name ?? p.aircraft}</span>
                  {squadrons.length > 1 && (
                    <select value={k?.squadron ?? ''} onChange={(e) => crew(p.id, { squadron: e.target.value, pilot: '', ...(a?.twoSeater ? { observer: '' } : {}) })} data-testid={`sortie-squadron-${p.id}`}>
                      {squadrons.map((q) => (
                        <option key={q.id} value={q.id}>
                          {q.name}
                        </option>
                      ))}
                    </select>
                  )}
                  {squadrons.length === 1 && <small>{squadrons[0].name}</small>}
                  <span className="crew-role">pilot</span>
                  {pick('pilot', k?.pilot, (id) => crew(p.id, { pilot: id }))}
                  {a?.twoSeater && <span className="crew-role">observer</span>}
                  {a?.twoSeater && pick('observer', k?.observer, (id) => crew(p.id, { observer: id }))}
                </div>
              )
            })}
          </fieldset>
        )}
        {setup && (
          <fieldset className="form-block" data-testid="sortie-seats">
            <legend>Who flies</legend>
            {setup.seats.map((s, i) => {
              const team = setup.teams.find((t) => t.id === s.team)
              return (
                <SeatRow
                  key={s.id}
                  colour={teamColour(team?.side)}
                  name={s.name}
                  kinds={SEAT_KINDS}
                  info={SEAT_KIND_INFO}
                  value={kindOf(s.id, i)}
                  onChange={(k) => setKinds({ ...kindsChosen, [s.id]: k })}
                  choiceId={`sortie-seat-${s.id}`}
                />
              )
            })}
            <p className="hint">A solo campaign flies against the Ace bot, the strongest. A LAN guest joins from a browser on this network and flies the seat's airmen; guests never see or change the rosters.</p>
            <label>
              Rules
              <select value={ruleset} onChange={(e) => setRuleset(e.target.value as Ruleset)} data-testid="sortie-ruleset">
                {(['basic', 'optional', 'tactical'] as const).map((k) => (
                  <option key={k} value={k} title={RULESETS[k].line}>
                    {RULESETS[k].label}
                  </option>
                ))}
              </select>
            </label>
          </fieldset>
        )}
      </div>
      <div className="new-game-actions">
        {refused && (
          <div className="problem" role="alert" data-testid="sortie-refused">
            {refused}
          </div>
        )}
        {problem && (
          <div className="problem" role="alert" data-testid="sortie-problem">
            Cannot start: {problem}
          </div>
        )}
        <div className="row end">
          <button onClick={onBack} data-testid="sortie-back">
            Back to the roster
          </button>
          <button className="primary" onClick={start} disabled={!!problem || busy} data-testid="sortie-start">
            Take off
          </button>
        </div>
      </div>
    </div>
  )
}
