/**
 * Rulebook bookkeeping kept out of a player's text (issue 26). The engine's refusals and some panels' lines end with
 * where a rule is written, "(lines 608, 631)", "(003 line 388)", "(...; 003 Face to Face, lines 1175-1177)": the
 * words a player reads keep the rule, and its source goes to a "rule source" line of its own (a tooltip's last line
 * or a small folded details, RuleSourceNote.tsx).
 */

/** A document code (003, 000, 004 ...) or a rulebook line number: bookkeeping, not words for a player. */
export const BOOKKEEPING = [/\blines? \d/, /\b00[0-4]\b/]

const isCitation = (part: string) => /^\s*(?:(?:00[0-4])\b|lines? \d|line \d)/.test(part) || /^\s*[^,;:]{0,60}\blines? \d[\d\s,–-]*$/.test(part)

/**
 * The text without its citations, and the citations as the rule source (null when there was none). A bracket that
 * is all citation goes; one that mixes words and a citation ("the stall before it still needed; 003 Face to Face,
 * lines 1175-1177") keeps its words.
 */
export function splitRuleSource(text: string): { text: string; source: string | null } {
  const sources: string[] = []
  const out = text.replace(/\s*\(([^()]*)\)/g, (whole, inner: string) => {
    if (!BOOKKEEPING.some((re) => re.test(inner))) return whole
    const parts = inner.split(/;\s*/)
    const keep = parts.filter((p) => !isCitation(p))
    sources.push(...parts.filter((p) => isCitation(p)).map((p) => p.trim()))
    if (keep.length === parts.length) {
      // words with a line number in them ("the house rule, lines 149-152"): the words stay, the lines go
      const m = /^(.*?),?\s*((?:00[0-4][^,]*,\s*)?lines? \d[\d\s,–-]*)$/.exec(inner)
      if (!m) return whole
      sources.push(m[2].trim())
      return m[1] ? ` (${m[1]})` : ''
    }
    return keep.length ? ` (${keep.join('; ')})` : ''
  })
  return { text: out, source: sources.length ? sources.join('; ') : null }
}

/** A tooltip's text with its citations moved to a last line of their own, "Rule source: ...". */
export function titleWithSource(text: string): string {
  const { text: t, source } = splitRuleSource(text)
  return source ? `${t}\nRule source: ${source}` : t
}
