/**
 * A team's win in a natural phrase (issue 26: the end screen read "German win"). Teams are named by an adjective in
 * the scenarios ("German", "Allied", "Austro-Hungarian", "German (Fokker Dr.I)"): said as their people, plural,
 * "The Germans win", "The Allies won", "The Germans (Fokker Dr.I) win". A name that is not such an adjective (a
 * player's seat, "German pilot (Albatros D.III)") is one winner: "Ann wins".
 */

/** The adjectives the teams use, as their people; others ending in "-an" take an s ("Italian": "Italians"). */
const PEOPLE: Record<string, string> = { Allied: 'Allies', British: 'British', French: 'French', Belgian: 'Belgians' }

/**
 * Teams named as a people already, the free dogfight's two sides and the hex game's ("allies" and "germans", as
 * lists read them: shell/common/seat-words.ts): "The Allies win", "The Central Powers win", "The Germans won".
 */
const PLURAL_NAMES = new Set(['Allies', 'Central Powers', 'Germans'])

/** "the Germans (Fokker Dr.I)" for a team named by its adjective, or null for any other name. */
export function teamPeople(name: string): string | null {
  if (PLURAL_NAMES.has(name.trim())) return `the ${name.trim()}`
  const m = /^([A-Z][A-Za-z-]*)( \(.*\))?$/.exec(name.trim())
  if (!m) return null
  const people = PEOPLE[m[1]] ?? (/an$/.test(m[1]) ? `${m[1]}s` : null)
  return people ? `the ${people}${m[2] ?? ''}` : null
}

/** "The Germans", for a team named for its people; null for any other name. */
export function thePeople(name: string): string | null {
  const people = teamPeople(name)
  return people ? people[0].toUpperCase() + people.slice(1) : null
}

/** "The Germans win" (or "won"), "Ann wins". */
export function teamWins(name: string, past = false): string {
  const people = thePeople(name)
  if (people) return `${people} ${past ? 'won' : 'win'}`
  return `${name} ${past ? 'won' : 'wins'}`
}
