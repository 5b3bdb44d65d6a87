/**
 * New game's "Aces" part (003 Scenario Rules, lines 903-912; 004 Aces, lines 346-424): how many abilities each airman
 * chooses, then for each plane the scenario lets choose, its pilot's (and a two-seater's observer's) abilities, each
 * with its name and words and where it is written folded away; a plane whose abilities the scenario fixes shows them
 * fixed. With 004's generic aces a per-plane "Ace pilot (004)" mark, and with its D10 table a "Roll (D10)" for each
 * pilot. The words and checks are ace-choice.ts'; the host checks the same again (rules/aces/choice.ts).
 */
import { useState } from 'react'
import type { AceSkill } from '../../../../shared/content/types'
import { ABILITY_COUNTS, type AceChoiceOffer, type CrewChoice } from '../../../../shared/engine/rules/aces/choice'
import { abilitiesOffered, abilityName, airmanLine, airmanProblem, allowedCount, dieRandom, rollD10, rollWords, toggled, type AceChoiceState, type AceOptions, type Airman } from './ace-choice'
import { RuleSourceNote } from '../help/RuleSourceNote'
import { splitRuleSource } from '../help/rule-source'
import { teamColour } from '../../tables/common/team-colours'
import './ace-choice.css'

/**
 * Where the part's rules are written, for its folded "Rule sources" list only: New game's words and tooltips name no
 * document nor line (issue 26; e2e/optional-rules.spec.ts reads them all); the house rules' aces are under the Rules
 * group's sources.
 */
const CHOOSING = { source: '003, Optional Ace Rules, Scenario Rules (lines 903-912)' }

/** A plane as the Aces part lists it. */
export interface AcePlane {
  id: string
  name: string
  side: 'allied' | 'central' | undefined
  twoSeater: boolean
  /** the abilities the scenario gives its airmen: the default where it offers the choice (New game's AcesNote shows the others) */
  fixed: { pilot: AceSkill[]; observer: AceSkill[] }
}

export function AceChoice({ planes, offer, state, onChange, options }: { planes: readonly AcePlane[]; offer: AceChoiceOffer | null; state: AceChoiceState; onChange: (s: AceChoiceState) => void; options: AceOptions }) {
  const allowed = allowedCount(state, offer)
  if (!offer && !options.generic) return null
  const crew = (id: string): CrewChoice => state.crews[id] ?? {}
  const setCrew = (id: string, c: CrewChoice) => onChange({ ...state, crews: { ...state.crews, [id]: c } })
  const choosing = offer !== null && allowed > 0
  return (
    <fieldset className="form-block aces-block" data-testid="aces-choice">
      <legend>Aces</legend>
      {offer ? (
        offer.count !== undefined ? (
          <p className="note" data-testid="aces-count-fixed">
            The scenario gives {offer.planes.length === 1 ? 'its ace' : 'each of its aces'} {offer.count} abilities to choose.
          </p>
        ) : (
          <label className="aces-count">
            Abilities for each pilot
            <select value={state.count} onChange={(e) => onChange({ ...state, count: Number(e.target.value) })} title="The rulebook's scenario rule: set a number of special abilities, for example one or two; each player chooses that many for his pilot" data-testid="aces-count">
              {ABILITY_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n === 0 ? 'None: no aces' : `${n} each`}
                </option>
              ))}
            </select>
          </label>
        )
      ) : (
        <p className="note" data-testid="aces-not-offered">
          In this scenario the players do not choose abilities: the rulebook lets them choose in a duel of one plane a side.
        </p>
      )}
      {offer && !options.generic && (
        <p className="hint" data-testid="aces-house-rules">
          The house rules add more, under Rules below: ace pilots who fire first and are tailed only by aces, and a table of abilities to roll on.
        </p>
      )}
      {planes
        .filter((p) => (choosing && offer!.planes.includes(p.id)) || options.generic)
        .map((p) => {
          const offered = choosing && offer!.planes.includes(p.id)
          return (
            <div key={p.id} className="ace-plane" data-testid={`aces-plane-${p.id}`}>
              <div className="ace-plane-head">
                <PlaneName plane={p} />
                {options.generic && <AceMark plane={p} crew={crew(p.id)} onChange={(c) => setCrew(p.id, c)} />}
              </div>
              {offered && (
                <div className="ace-airmen">
                  {(['pilot', ...(p.twoSeater ? ['observer' as const] : [])] as Airman[]).map((who) => (
                    <AirmanChoice key={who} plane={p} who={who} crew={crew(p.id)} allowed={allowed} options={options} onChange={(c) => setCrew(p.id, c)} />
                  ))}
                </div>
              )}
            </div>
          )
        })}
      {offer && <AbilitySources d10={options.d10} />}
    </fieldset>
  )
}

/** Why an airman's abilities cannot be, in words; where the rule is written folded under it. */
function AirmanProblem({ problem, testId }: { problem: string; testId: string }) {
  const { text, source } = splitRuleSource(problem)
  return (
    <div className="field-problem" role="alert" data-testid={testId}>
      {text[0].toUpperCase() + text.slice(1)}.{source && <RuleSourceNote source={source} />}
    </div>
  )
}

/** Where each ability is written (003 lines 946-1030; 004 lines 374-424), folded away as the rules' sources are. */
function AbilitySources({ d10 }: { d10: boolean }) {
  return (
    <details className="rule-source rule-sources" data-testid="aces-sources">
      <summary>Rule sources</summary>
      <ul>
        <li>Choosing abilities: {CHOOSING.source}</li>
        {abilitiesOffered('pilot', d10).flatMap((g) =>
          g.abilities.map((a) => (
            <li key={a.id}>
              {abilityName(a.id)}: {a.source}
            </li>
          )),
        )}
      </ul>
    </details>
  )
}

function PlaneName({ plane }: { plane: AcePlane }) {
  return (
    <span className="ace-plane-name">
      <span className="swatch" style={{ background: teamColour(plane.side) }} />
      <strong>{plane.name}</strong>
    </span>
  )
}

/** 004's generic aces: the plane's pilot is an ace (tailed only by aces, fires first, chooses the order). */
function AceMark({ plane, crew, onChange }: { plane: AcePlane; crew: CrewChoice; onChange: (c: CrewChoice) => void }) {
  return (
    <label className="ace-mark" title="The house rules' ace: can be tailed only by another ace, fires before planes without one, and chooses the order when firing at a target with them" data-testid={`ace-mark-${plane.id}`}>
      <input type="checkbox" checked={crew.ace === true} onChange={(e) => onChange(withAce(crew, e.target.checked))} />
      Ace pilot
    </label>
  )
}

const withAce = (crew: CrewChoice, on: boolean): CrewChoice => {
  const { ace: _, ...rest } = crew
  return on ? { ...rest, ace: true } : rest
}

/** One airman's abilities: a box each, with its words; the count chosen and the problem, if any, in words. */
function AirmanChoice({ plane, who, crew, allowed, options, onChange }: { plane: AcePlane; who: Airman; crew: CrewChoice; allowed: number; options: AceOptions; onChange: (c: CrewChoice) => void }) {
  const [rolled, setRolled] = useState<string | null>(null)
  const fallback = who === 'pilot' ? plane.fixed.pilot : plane.fixed.observer
  const ids = crew[who] ?? []
  const problem = airmanProblem(ids, who, allowed)
  const roll = () => {
    const r = rollD10(dieRandom())
    const held = ids.includes(r.skill)
    setRolled(rollWords(r, held))
    // 004 line 374: "when a pilot becomes an Ace he earns a SPECIFIC ability": the roll marks him an ace
    onChange({ ...withAce(crew, true), [who]: toggled(ids, r.skill, true) })
  }
  return (
    <details className="ace-airman" open data-testid={`aces-${who}-${plane.id}`}>
      <summary>
        <span className="ace-airman-title">{who === 'pilot' ? 'Pilot' : 'Observer'}</span> <span className={`hint ${problem ? 'bad' : ''}`} data-testid={`aces-line-${who}-${plane.id}`}>{ids.length === 0 && fallback.length ? `the scenario's until chosen: ${fallback.map(abilityName).join(', ')}` : airmanLine(ids, allowed)}</span>
      </summary>
      {who === 'pilot' && options.d10 && (
        <div className="ace-roll">
          <button onClick={roll} title="Roll a ten-sided die on the house rules' table of aces' abilities (the die is this screen's, not the game's)" data-testid={`aces-roll-${plane.id}`}>
            Roll (D10)
          </button>
          {rolled && <span className="hint" data-testid={`aces-rolled-${plane.id}`}>{rolled}</span>}
        </div>
      )}
      {abilitiesOffered(who, options.d10).map((group) => (
        <div key={group.set} className="ace-group">
          <div className="ace-group-label">{group.label}</div>
          {group.abilities.map((a) => (
            <label key={a.id} className="ace-option" data-testid={`aces-${who}-${plane.id}-${a.id}`}>
              <input type="checkbox" checked={ids.includes(a.id)} onChange={(e) => onChange({ ...crew, [who]: toggled(ids, a.id, e.target.checked) })} />
              <span className="ace-option-text">
                <strong>{abilityName(a.id)}</strong>: {a.does}.
              </span>
            </label>
          ))}
        </div>
      ))}
      {problem && <AirmanProblem problem={problem} testId={`aces-problem-${who}-${plane.id}`} />}
    </details>
  )
}
