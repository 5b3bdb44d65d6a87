/**
 * New game's Rules: the ruleset (003's basic game, its optional rules, 000's Tactical Rules, or Custom) and each
 * rule ticked, grouped by whose it is, with the altitude table under Altitude, 004's turn-less game under 004's
 * house rules, and where each is written folded at the end.
 */
import type { ReactNode } from 'react'
import { ALTITUDE_TABLE, OPTIONAL_RULES, RULE_GROUPS, RULESETS, TURNLESS } from '../../../../shared/protocol/rules-words'
import { cloudCoverLevels, scenarioCeiling } from '../../../../shared/engine/rules/altitude/table-setup'
import { FLOORS, TACTICAL, type AltitudeTable, type Illegal, type OptionalChoice, type Ruleset, type Turnless } from './new-game-rules'
import './optional-rules.css'

interface RulesFieldsetProps {
  ruleset: Ruleset
  /** the rules on, as the ruleset or the ticks make them */
  optional: OptionalChoice
  altTable: AltitudeTable
  turnless: Turnless
  onRuleset: (r: Ruleset) => void
  onTicked: (on: OptionalChoice) => void
  /** 000's illegal moves take stress damage: choosing its ruleset sets that choice (which stays free afterwards) */
  onIllegal: (i: Illegal) => void
  onAltTable: (t: AltitudeTable) => void
  onTurnless: (t: Turnless) => void
}

export function RulesFieldset({ ruleset, optional, altTable, turnless, onRuleset, onTicked, onIllegal, onAltTable, onTurnless }: RulesFieldsetProps) {
  return (
    <fieldset className="form-block rules-block" data-testid="rules-group">
      <legend>Rules</legend>
      <label>
        Ruleset
        <select
          value={ruleset}
          onChange={(e) => {
            const next = e.target.value as Ruleset
            // Custom starts from what was chosen, then each box is free
            if (next === 'custom') onTicked(optional)
            // 000's illegal moves take stress damage; the choice stays free afterwards
            if (next === 'tactical') onIllegal(TACTICAL.illegalPlan)
            onRuleset(next)
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
            onChange={(e) => (onTicked({ ...optional, [r.option]: e.target.checked }), onRuleset('custom'))}
            data-testid={`rule-${r.option}`}
          />
          <span className="rule-text">
            <strong>{r.label}</strong>: {r.line}.
          </span>
        </label>,
        // the altitude table (issue 12), after the altitude section's ticks, with Altitude only
        r.option === 'collisions' && optional.altitude && <AltitudeTableRows key="altitude-table" table={altTable} onChange={onAltTable} />,
        // 004's turn-less game (issue 11), a choice of three after 004's ticked house rules; no ruleset sets it
        r.option === 'collisionsBySilhouette004' && <TurnlessRow key="turnless" value={turnless} onChange={onTurnless} />,
      ])}
      <RuleSources ruleset={ruleset} />
    </fieldset>
  )
}

/** New game's altitude table rows: Flying Higher's floor, the cloud cover and the landing fields, each with its line and source. */
function AltitudeTableRows({ table, onChange }: { table: AltitudeTable; onChange: (t: AltitudeTable) => void }) {
  const floor = table.floor ?? undefined
  const row = (key: keyof typeof ALTITUDE_TABLE, control: ReactNode) => (
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
