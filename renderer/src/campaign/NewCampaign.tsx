/**
 * New campaign: its name, two squadrons or more (each a name, a side, a nation, the aircraft it flies and its named
 * pilots and observers; "Fill with names" draws names for the empty fields), and 004's options. No seed is asked:
 * the host draws the campaign's own.
 */
import { useState } from 'react'
import type { Side } from '../../../shared/content/types'
import { generatedName } from '../../../shared/campaign'
import { seedRng } from '../../../shared/engine/rng'
import { content } from '../content'
import { teamColour } from '../tables/common/team-colours'
import { useCampaignApi } from './campaign-api'
import { aircraftOf, campaignRequest, defaultForm, filledWithNames, formProblem, nationsOf, needsObservers, type CampaignForm, type SquadronForm } from './new-campaign-form'

const OPTIONS: { key: 'survivalDraw' | 'd10Abilities' | 'genericAces'; label: string; line: string }[] = [
  { key: 'survivalDraw', label: 'Survival draw (house rule)', line: 'a pilot shot down draws an A card: on a 4 or 5 he lands safely and flies again (only a 5 when his plane burned), instead of being lost' },
  { key: 'd10Abilities', label: 'Rolled abilities (house rule)', line: "an ace's ability is rolled on the house rules' table of ten (a D10) for every five victories, instead of chosen from the rulebook's list" },
  { key: 'genericAces', label: 'Aces fly as aces (house rule)', line: 'an ace pilot can only be tailed by an ace, fires before the others and chooses the firing order at one target' },
]

export function NewCampaign({ onBack, refused, busy }: { onBack: () => void; refused?: string | null; busy?: boolean }) {
  const api = useCampaignApi()
  const [form, setForm] = useState<CampaignForm>(() => defaultForm(content))
  const [fillProblem, setFillProblem] = useState<string | null>(null)
  const problem = formProblem(content, form)
  const squadron = (i: number, change: Partial<SquadronForm>) => setForm({ ...form, squadrons: form.squadrons.map((s, k) => (k === i ? { ...s, ...change } : s)) })
  const fill = () => {
    try {
      const rng = seedRng(Date.now() >>> 0)
      setForm(filledWithNames(form, (nation, taken) => generatedName(nation, rng, taken)))
      setFillProblem(null)
    } catch (e) {
      setFillProblem(`No names to draw from: ${(e as Error).message}. Type them, or leave them empty for the host to name.`)
    }
  }
  const addSquadron = () => {
    const side: Side = form.squadrons.filter((s) => s.side === 'allied').length > form.squadrons.length / 2 ? 'central' : 'allied'
    const nation = nationsOf(content, side)[0]?.id ?? ''
    setForm({ ...form, squadrons: [...form.squadrons, { name: '', side, nation, aircraft: aircraftOf(content, nation).slice(0, 1).map((a) => a.id), pilots: ['', ''], observers: [] }] })
  }
  return (
    <div className="menu-card wide campaign-card" data-testid="new-campaign">
      <h2 className="screen-title">New campaign</h2>
      <div className="new-game-body campaign-body">
        <label className="form-block">
          Campaign name
          <input value={form.name} maxLength={60} onChange={(e) => setForm({ ...form, name: e.target.value })} data-testid="campaign-name" />
        </label>
        {form.squadrons.map((s, i) => (
          <fieldset key={i} className="form-block squadron-form" data-testid={`squadron-form-${i}`}>
            <legend>
              <span className="swatch" style={{ background: teamColour(s.side) }} /> Squadron {i + 1}
            </legend>
            <div className="row squadron-fields">
              <label className="grow">
                Name
                <input value={s.name} maxLength={60} onChange={(e) => squadron(i, { name: e.target.value })} data-testid={`squadron-name-${i}`} />
              </label>
              <label>
                Side
                <select
                  value={s.side}
                  onChange={(e) => {
                    const side = e.target.value as Side
                    const nation = nationsOf(content, side)[0]?.id ?? ''
                    squadron(i, { side, nation, aircraft: aircraftOf(content, nation).slice(0, 1).map((a) => a.id) })
                  }}
                  data-testid={`squadron-side-${i}`}
                >
                  <option value="allied">Allies</option>
                  <option value="central">Central Powers</option>
                </select>
              </label>
              <label>
                Nation
                <select value={s.nation} onChange={(e) => squadron(i, { nation: e.target.value, aircraft: aircraftOf(content, e.target.value).slice(0, 1).map((a) => a.id) })} data-testid={`squadron-nation-${i}`}>
                  {nationsOf(content, s.side).map((n) => (
                    <option key={n.id} value={n.id}>
                      {n.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Flies
                <select value={s.aircraft[0] ?? ''} onChange={(e) => squadron(i, { aircraft: [e.target.value] })} data-testid={`squadron-aircraft-${i}`}>
                  {aircraftOf(content, s.nation).map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                      {a.twoSeater ? ' (two-seater)' : ''}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            <NameList label="Pilots" names={s.pilots} onChange={(pilots) => squadron(i, { pilots })} testId={`pilots-${i}`} />
            {(needsObservers(content, s) || s.observers.length > 0) && <NameList label="Observers" names={s.observers} onChange={(observers) => squadron(i, { observers })} testId={`observers-${i}`} />}
            {form.squadrons.length > 2 && (
              <button className="link" onClick={() => setForm({ ...form, squadrons: form.squadrons.filter((_, k) => k !== i) })} data-testid={`squadron-remove-${i}`}>
                Remove this squadron
              </button>
            )}
          </fieldset>
        ))}
        <div className="row">
          <button onClick={addSquadron} disabled={form.squadrons.length >= 8} data-testid="squadron-add">
            Add a squadron
          </button>
          <button onClick={fill} title="Give every airman left unnamed a name of his squadron's nation" data-testid="fill-names">
            Fill with names
          </button>
        </div>
        {fillProblem && <p className="problem">{fillProblem}</p>}
        <fieldset className="form-block rules-block" data-testid="campaign-options">
          <legend>Options</legend>
          {OPTIONS.map((o) => (
            <label key={o.key} className="rule-option">
              <input type="checkbox" checked={form[o.key]} onChange={(e) => setForm({ ...form, [o.key]: e.target.checked })} data-testid={`campaign-option-${o.key}`} />
              <span className="rule-text">
                <strong>{o.label}</strong>: {o.line}.
              </span>
            </label>
          ))}
        </fieldset>
      </div>
      <div className="new-game-actions">
        {refused && (
          <div className="problem" role="alert" data-testid="campaign-refused">
            {refused}
          </div>
        )}
        {problem && (
          <div className="problem" role="alert" data-testid="campaign-form-problem">
            {problem}
          </div>
        )}
        <div className="row end">
          <button onClick={onBack} data-testid="new-campaign-back">
            Back
          </button>
          <button className="primary" disabled={!!problem || busy} onClick={() => api.create(campaignRequest(form))} data-testid="campaign-create">
            Create the campaign
          </button>
        </div>
      </div>
    </div>
  )
}

/** A list of airmen's names: a field each (empty: named by the host), one more, one less. */
function NameList({ label, names, onChange, testId }: { label: string; names: string[]; onChange: (names: string[]) => void; testId: string }) {
  return (
    <div className="name-list" data-testid={testId}>
      <span className="name-list-label">{label}</span>
      {names.map((n, k) => (
        <input key={k} value={n} placeholder="(named for you)" maxLength={60} aria-label={`${label} ${k + 1}`} onChange={(e) => onChange(names.map((m, j) => (j === k ? e.target.value : m)))} data-testid={`${testId}-${k}`} />
      ))}
      <button onClick={() => onChange([...names, ''])} disabled={names.length >= 40} aria-label={`one more of the ${label.toLowerCase()}`} data-testid={`${testId}-add`}>
        +
      </button>
      <button onClick={() => onChange(names.slice(0, -1))} disabled={names.length === 0} aria-label={`one fewer of the ${label.toLowerCase()}`} data-testid={`${testId}-remove`}>
        −
      </button>
    </div>
  )
}
