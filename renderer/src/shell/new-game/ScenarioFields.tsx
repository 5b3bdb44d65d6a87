/**
 * New game's scenario: the choice of scenario and variant, its blurb, the rules it needs, how it is won (folded),
 * the starting levels it lets its players choose under 003 Altitude, who may play a variant, and its aces.
 */
import type { GameSetup } from '../../../../shared/engine/types'
import type { Scenario, ScenarioVariant } from '../../../../shared/content/types'
import { defaultStartLevel } from '../../../../shared/engine/rules/altitude/table-setup'
import { content } from '../../content'
import { teamColour } from '../../tables/common/team-colours'
import { aceAbilitiesText } from '../../tables/card/panels/ace-words'
import { GoalFold } from '../../tables/card/panels/GoalText'
import { scenarioRulesLine } from './scenario-rules'
import { LEVELS_OFFERED, type LevelChoice } from './scenario-levels'
import './scenario-levels.css'

interface ScenarioFieldsProps {
  scenarios: readonly Scenario[]
  scenario: string
  /** the variant's id, '' as written */
  variant: string
  chosen: Scenario | undefined
  chosenVariant: ScenarioVariant | undefined
  /** the game as it will be created (null: refused), and its seats as listed */
  setup: GameSetup | null
  seatsShown: GameSetup | null
  altitude: boolean
  floor: number | undefined
  levelChoices: readonly LevelChoice[]
  /** the planes whose airmen's abilities are chosen under Aces (AceChoice.tsx), not listed here */
  acesChosen: readonly string[]
  onScenario: (id: string) => void
  onVariant: (id: string) => void
  onLevel: (plane: string, level: number) => void
}

export function ScenarioFields({ scenarios, scenario, variant, chosen, chosenVariant, setup, seatsShown, altitude, floor, levelChoices, acesChosen, onScenario, onVariant, onLevel }: ScenarioFieldsProps) {
  return (
    <div className="form-block">
      <label>
        Scenario
        <select value={scenario} onChange={(e) => onScenario(e.target.value)} data-testid="scenario">
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
      {altitude && levelChoices.length === 0 && (
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
                <select value={c.level} onChange={(e) => onLevel(c.id, Number(e.target.value))} title="The level it starts at: at least 1 and no higher than 3" aria-label={`starting level of the ${c.name}`} data-testid={`scenario-level-${c.id}`}>
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
          <select value={variant} onChange={(e) => onVariant(e.target.value)} data-testid="variant">
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
      {seatsShown && <AcesNote setup={seatsShown} chosen={acesChosen} />}
    </div>
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
