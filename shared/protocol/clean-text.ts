/**
 * The one rule for text a person writes that others read (issue 27): player names, chat lines, a plan's stated
 * intent, the host's name and game titles in LAN announcements. Control characters, format characters (bidi
 * overrides and isolates, zero-width spaces and joiners, soft hyphens) and line or paragraph separators become
 * spaces; runs of white space become one space; the ends are trimmed; at most `max` characters are kept, never
 * half of one.
 */
export function cleanText(text: string, max = Number.POSITIVE_INFINITY): string {
  const clean = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  if (clean.length <= max) return clean
  // by code point: an emoji is never cut in half
  return Array.from(clean).slice(0, max).join('').trim()
}
