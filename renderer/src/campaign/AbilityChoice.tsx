/**
 * Choosing a promoted airman's ability (003 lines 939-941): every ability of 003's three sets with what it does,
 * where it is written folded under it, open or barred and why (pilots only, held, Incendiary bullets never for a
 * chivalrous ace). Chivalrous attitude brings two more free: the choice stays open for them. With 004's D10 option
 * the ability is rolled, not chosen: the roll is shown instead. Each choice is in force from the next sortie.
 */
import { useEffect, useRef, useState } from 'react'
import type { AceSkill } from '../../../shared/content/types'
import type { Campaign } from '../../../shared/campaign/types'
import { ability } from '../../../shared/engine/rules/aces/abilities'
import { abilityOffer, choiceNote, d10Text, OFFERED_SETS, owedText } from './ability-offer'
import { useCampaignApi } from './campaign-api'
import { victoriesText } from './roster-words'
import { RuleSourceNote } from '../shell/help/RuleSourceNote'

export function AbilityChoice({ campaign, airmanId, onClose }: { campaign: Campaign; airmanId: string; onClose: () => void }) {
  const api = useCampaignApi()
  const a = campaign.airmen.find((x) => x.id === airmanId)
  const [picked, setPicked] = useState<AceSkill | null>(null)
  const [chosen, setChosen] = useState<AceSkill[]>([])
  const box = useRef<HTMLDivElement>(null)
  const close = useRef(onClose)
  close.current = onClose
  // focus comes into the dialog once, and Escape closes it
  useEffect(() => {
    box.current?.focus()
    const key = (e: KeyboardEvent) => e.key === 'Escape' && close.current()
    window.addEventListener('keydown', key)
    return () => window.removeEventListener('keydown', key)
  }, [])
  if (!a) return null
  const offer = abilityOffer(a.role, a.abilities)
  const rolls = campaign.sorties.flatMap((s) => s.result?.draws ?? []).filter((d) => d.airman === a.id && d.why === 'ability')
  const choose = () => {
    if (!picked) return
    api.chooseAbility(campaign.id, a.id, picked)
    setChosen([...chosen, picked])
    setPicked(null)
  }
  return (
    <div className="overlay-backdrop" role="presentation">
      <div className="menu-card wide ability-choice" role="dialog" aria-modal="true" aria-labelledby="ability-choice-title" tabIndex={-1} ref={box} data-testid="ability-choice">
        <h2 className="screen-title" id="ability-choice-title">
          {a.name}: {owedText(a.toChoose) || 'abilities'}
        </h2>
        <p className="hint">
          A {a.role} with {victoriesText(a.victories)}: an ace chooses a special ability for every five victories. It is in force from his next sortie, not before.
        </p>
        {chosen.length > 0 && (
          <p className="saves-notice ok" data-testid="ability-chosen">
            Chosen: {chosen.map((c) => ability(c).name).join(', ')}. In force from the next sortie.
            {a.toChoose > 0 ? ` ${owedText(a.toChoose)} more.` : ''}
          </p>
        )}
        {campaign.options.d10Abilities ? (
          <div data-testid="ability-rolls">
            <p className="note">In this campaign an ace's ability is rolled on the house rules' table of ten (a D10), not chosen.</p>
            {rolls.length === 0 ? <p className="status">No roll yet.</p> : rolls.map((d, i) => <p key={i}>{/^\d+$/.test(d.card) ? d10Text(Number(d.card)) : d.outcome}</p>)}
          </div>
        ) : a.toChoose > 0 ? (
          <div className="ability-sets">
            {OFFERED_SETS.map((set) => (
              <fieldset key={set.set} className="form-block ability-set" data-testid={`ability-set-${set.set}`}>
                <legend>{set.title}</legend>
                <p className="hint">{set.line}</p>
                <RuleSourceNote source={set.source} />
                {offer
                  .filter((r) => r.set === set.set)
                  .map((r) => (
                    <label key={r.id} className={`rule-option ability-option ${r.barred ? 'barred' : ''}`} data-testid={`offer-${r.id}`}>
                      <input type="radio" name="ability" value={r.id} checked={picked === r.id} disabled={!!r.barred} onChange={() => setPicked(r.id)} data-testid={`offer-pick-${r.id}`} />
                      <span className="rule-text">
                        <strong>{r.name}</strong>: {r.does}.{r.barred && <em className="barred-why"> Not offered: {r.barred}.</em>}
                        <details className="rule-source">
                          <summary>Rule source</summary>
                          {r.source}
                        </details>
                      </span>
                    </label>
                  ))}
              </fieldset>
            ))}
          </div>
        ) : (
          <p className="status" data-testid="ability-none-owed">
            Nothing more to choose.
          </p>
        )}
        <div className="choice-actions">
        {picked && <p className="note" data-testid="ability-choice-note">{choiceNote(picked)}</p>}
        <div className="row end">
          <button onClick={onClose} data-testid="ability-close">
            {a.toChoose > 0 && !campaign.options.d10Abilities ? 'Later' : 'Close'}
          </button>
          {!campaign.options.d10Abilities && a.toChoose > 0 && (
            <button className="primary" disabled={!picked} onClick={choose} data-testid="ability-confirm">
              Choose {picked ? ability(picked).name : 'an ability'}
            </button>
          )}
        </div>
        </div>
      </div>
    </div>
  )
}
