/**
 * New game for the hex card game (issue 30): a scenario, who flies each plane (a person at this screen, a LAN
 * guest, or one of the hex game's bots), and 001's options as toggles in plain words. A chunk of its own
 * (NewGame.tsx loads it when the hex game is chosen), so that the hex game's content and rules are not in the
 * app's first load. With the defaults, Start is a solo duel against the quick bot. The form's model is
 * hex-new-game.ts.
 */
import { useMemo, useState, type ReactNode } from 'react'
import { hexSetupFor } from '../../../../shared/rulesets/hex/setup'
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { screenShown } from '../../store/ui-slice'
import { teamColour } from '../../tables/common/team-colours'
import { hexContent } from '../../tables/hex/hex-content'
import { hexGoal } from '../../tables/hex/panels/hex-goal'
import { ANSWER_TIMES, HEX_GAME_SOURCE, answerTimeLabel, HEX_OPTION_FLAGS, HEX_OPTION_WORDS, HEX_SEAT_INFO, HEX_SEAT_KINDS, NOVICE_WORDS, hexFormFor, hexKinds, hexOptionsChoice, hexRequest, hexScenarioFacts, hexScenarios, hexSeatRows, hexSummary, optionUnavailable, sideName, sidePalette, type HexForm, type HexSeatKind } from './hex-new-game'
import { SeatRow } from './SeatRow'
import './optional-rules.css'
import './hex-new-game.css'
import { GuestNote } from './GuestNote'

/** The form as it was last left, for the next visit to New game in this tab. */
let lastForm: HexForm | null = null

export default function HexNewGame({ gameChoice }: { gameChoice: ReactNode }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const joining = useAppSelector((s) => s.ui.joining)
  const [form, setFormState] = useState<HexForm>(() => lastForm ?? hexFormFor(hexContent))
  const setForm = (f: HexForm) => {
    lastForm = f
    setFormState(f)
  }
  const scenario = hexContent.scenarios[form.scenario]
  const kinds = hexKinds(scenario, form)
  const rows = hexSeatRows(hexContent, scenario)
  const humans = kinds.filter((k) => k === 'human').length
  const guests = kinds.filter((k) => k === 'guest').length
  // the setup the host will make, and how it is won (hex-goal.ts); or the rules' own refusal, said before Start
  const { problem, wins } = useMemo(() => {
    try {
      const setup = hexSetupFor(hexContent, scenario.id, hexOptionsChoice(scenario, form))
      return { problem: null, wins: hexGoal({ setup, achieved: [] }).wins }
    } catch (e) {
      return { problem: (e as Error).message, wins: null }
    }
  }, [scenario, form])

  const start = () => {
    const r = hexRequest(hexContent, form)
    client.createRulesetGame('hex', r)
  }
  const allHuman = () => setForm({ ...form, kinds: Object.fromEntries(scenario.planes.map((p) => [p.seat, 'human' as HexSeatKind])) })
  const novice = (plane: string, on: boolean) => setForm({ ...form, novices: on ? [...form.novices, plane] : form.novices.filter((p) => p !== plane) })

  return (
    <div className="menu-screen">
      <div className="menu-card wide new-game-card" data-testid="new-game-screen">
        <h2 className="screen-title">New game</h2>
        {gameChoice}
        <div className="new-game-body" data-testid="new-game-body">
          <div className="form-block">
            <label>
              Scenario
              <select value={form.scenario} onChange={(e) => setForm({ ...form, scenario: e.target.value, kinds: {}, novices: [] })} data-testid="hex-scenario">
                {hexScenarios(hexContent).map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            {scenario.words && <p className="blurb">{scenario.words}</p>}
            <p className="note" data-testid="hex-scenario-facts">
              {hexScenarioFacts(scenario).replace(/^./, (c) => c.toUpperCase())}.
            </p>
            {scenario.objectives.length > 0 && (
              <ul className="hex-objectives" data-testid="hex-objectives">
                {scenario.objectives.map((o) => (
                  <li key={o.id}>
                    <strong>{sideName(o.side)}:</strong> {o.words}
                  </li>
                ))}
              </ul>
            )}
            {wins && (
              <p className="note" data-testid="hex-scenario-wins">
                {wins}
              </p>
            )}
          </div>
          <div className="form-block">
            <div className="row bottom">
              <span className="grow hex-seats-title">Who flies each plane</span>
              <button onClick={allHuman} title="Everyone plays at this screen, taking turns" data-testid="all-human">
                All human (hotseat)
              </button>
            </div>
            {rows.map((r, i) => (
              <SeatRow
                key={r.seat}
                colour={teamColour(sidePalette(r.side))}
                name={r.aircraft}
                detail={[sideName(r.side), r.observer ? 'pilot and observer' : 'single-seater'].join(' · ')}
                kinds={HEX_SEAT_KINDS}
                info={HEX_SEAT_INFO}
                value={kinds[i]}
                onChange={(k) => setForm({ ...form, kinds: { ...form.kinds, [r.seat]: k } })}
                label={`who flies the ${r.aircraft}`}
                rowId={`seat-row-${r.seat}`}
                choiceId={`seat-kind-${r.seat}`}
              >
                <label className="hex-novice" title={NOVICE_WORDS.line}>
                  <input type="checkbox" checked={form.novices.includes(r.plane)} onChange={(e) => novice(r.plane, e.target.checked)} data-testid={`hex-novice-${r.plane}`} />
                  {NOVICE_WORDS.label}
                </label>
              </SeatRow>
            ))}
            <p className="hint">The bots are listed from the weakest to the strongest. The quick bot answers at once; the search bot thinks a little longer and flies better.</p>
            {humans > 1 && <p className="note" data-testid="hotseat-note">{humans} players share this screen: a hand-off screen hides each one's hand from the others.</p>}
            {humans === 0 && guests === 0 && <p className="note">No human seat: you will watch the bots fight.</p>}
            <label className="hex-answer-time">
              Time to answer a question mid-move (dodge a shot, a stall, cards to throw away)
              <select value={form.answerSeconds ?? ''} onChange={(e) => setForm({ ...form, answerSeconds: e.target.value === '' ? null : Number(e.target.value) })} title="When the time runs out the host gives the answer shown as the default: useful on the LAN, where a guest may walk away" data-testid="hex-answer-time">
                {ANSWER_TIMES.map((t) => (
                  <option key={t ?? 'none'} value={t ?? ''}>
                    {answerTimeLabel(t)}
                  </option>
                ))}
              </select>
            </label>
            <GuestNote guests={guests} />
          </div>
          <fieldset className="form-block rules-block" data-testid="hex-options">
            <legend>Options</legend>
            <p className="hint">Advanced rules from another hex dogfight game, each off unless ticked. With none ticked you play the hex game as written.</p>
            {HEX_OPTION_FLAGS.map((f) => {
              const why = optionUnavailable(f, scenario)
              return (
                <label key={f} className={`rule-option${why ? ' unavailable' : ''}`} title={why ?? undefined} data-testid={`hex-option-row-${f}`}>
                  <input type="checkbox" checked={form.options[f] && !why} disabled={why !== null} onChange={(e) => setForm({ ...form, options: { ...form.options, [f]: e.target.checked } })} data-testid={`hex-option-${f}`} />
                  <span className="rule-text">
                    <strong>{HEX_OPTION_WORDS[f].label}</strong>: {HEX_OPTION_WORDS[f].line}.{why && <em> Not here: {why}.</em>}
                  </span>
                </label>
              )
            })}
            <details className="rule-source rule-sources" data-testid="hex-rule-sources">
              <summary>Rule sources</summary>
              <ul>
                <li>
                  {HEX_GAME_SOURCE.label}: {HEX_GAME_SOURCE.source}
                </li>
                {HEX_OPTION_FLAGS.map((f) => (
                  <li key={f}>
                    {HEX_OPTION_WORDS[f].label}: {HEX_OPTION_WORDS[f].source}
                  </li>
                ))}
                <li>
                  {NOVICE_WORDS.label}: {NOVICE_WORDS.source}
                </li>
              </ul>
            </details>
          </fieldset>
        </div>
        <div className="new-game-actions">
          {problem && (
            <div className="problem" role="alert" data-testid="setup-problem">
              <span>Cannot start: {problem}</span>
            </div>
          )}
          <p className="new-game-summary" data-testid="new-game-summary">
            {hexSummary(hexContent, form)}
          </p>
          <div className="row end">
            <button onClick={() => dispatch(screenShown('menu'))} data-testid="back">
              Back
            </button>
            <button className="primary" onClick={start} disabled={problem !== null || joining} data-testid="start-game">
              Start
            </button>
          </div>
        </div>
      </div>
    </div>
  )
}
