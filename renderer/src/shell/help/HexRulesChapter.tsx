/**
 * How to play's hex game chapter (issue 30): the sections of hex-rules.ts drawn as the card game's chapter draws
 * its own (a heading, a lead, a list or a list of terms), each with its folded rule source.
 */
import { RuleSourceNote } from './RuleSourceNote'
import { HEX_RULES, type HexRuleItem, type HexRuleSection } from './hex-rules'

function Items({ items }: { items: HexRuleItem[] }) {
  const terms = items.filter((i): i is { term: string; text: string } => typeof i !== 'string')
  const lines = items.filter((i): i is string => typeof i === 'string')
  return (
    <>
      {terms.length ? (
        <dl>
          {terms.map((t) => (
            <div key={t.term} className="hex-rule-term">
              <dt>{t.term}</dt>
              <dd>{t.text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {lines.length ? (
        <ul>
          {lines.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
      ) : null}
    </>
  )
}

function Section({ section }: { section: HexRuleSection }) {
  return (
    <section id={section.id} data-testid={`rules-${section.id}`}>
      <h3>{section.title}</h3>
      {section.lead ? <p>{section.lead}</p> : null}
      <Items items={section.items} />
      <RuleSourceNote source={section.source} />
    </section>
  )
}

export function HexRulesChapter() {
  return (
    <>
      {HEX_RULES.map((s) => (
        <Section key={s.id} section={s} />
      ))}
    </>
  )
}
