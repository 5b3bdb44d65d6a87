/**
 * The campaign in words, for its screens: an airman's victories and ace mark, his status, a sortie's credits, losses,
 * draws and promotions, the sortie list's rows and the campaign list's. Pure (no React, no store), so each sentence
 * is tested beside it; the rules themselves are shared/campaign/'s (003 lines 919-944; 004 lines 332-424).
 */
import type { Airman, AirmanStatus, Campaign, CampaignDraw, Loss, Promotion, Sortie, SortieCrew, Award } from '../../../shared/campaign/types'
import type { Downing, VictoryCredit } from '../../../shared/engine/scoring/victories'

/** "no victories", "1 victory", "7 victories" */
export function victoriesText(n: number): string {
  return n === 0 ? 'no victories' : n === 1 ? '1 victory' : `${n} victories`
}

/** 003 line 939: "An airman (pilot or observer) with five or more victories is considered an ace." */
export function aceMark(a: Pick<Airman, 'victories'>): string | null {
  return a.victories >= 5 ? 'Ace' : null
}

/** How a plane was downed, in a few words. */
export function downingText(how: Downing): string {
  switch (how) {
    case 'shot-down':
      return 'shot down'
    case 'exploded':
      return 'blown up'
    case 'out-of-control':
      return 'sent down out of control'
    case 'crashed':
      return 'crashed'
    case 'burned':
      return 'left the table on fire and burned'
  }
}

/** Where the airman stands, in the roster's words. */
export function statusText(s: AirmanStatus): string {
  switch (s.kind) {
    case 'flying':
      return 'Ready to fly'
    case 'recovering':
      // `sorties`: the sorties he still misses (a B card of n: n - 1 of them, 003 lines 935-936)
      return s.sorties <= 1 ? 'Wounded: misses the next sortie, then flies again' : `Wounded: misses the next ${s.sorties} sorties, then flies again`
    case 'lost':
      return `Lost in sortie ${s.sortie}: ${downingText(s.why)}`
    case 'wounded-out':
      return `Out for good: badly wounded in sortie ${s.sortie}`
  }
}

/** The status's kind as a short tag (its colour on screen). */
export function statusTag(s: AirmanStatus): 'flying' | 'recovering' | 'lost' {
  return s.kind === 'flying' ? 'flying' : s.kind === 'recovering' ? 'recovering' : 'lost'
}

/** An airman's name, or the id when he is not on the roster (a file edited by hand). */
export function airmanName(c: Campaign, id: string): string {
  return c.airmen.find((a) => a.id === id)?.name ?? id
}

/** A crew in words: "Capt. Ball" or "Lt. Smith with Lt. Jones observing". */
export function crewText(c: Campaign, crew: Pick<SortieCrew, 'pilot' | 'observer'>): string {
  return crew.observer ? `${airmanName(c, crew.pilot)} with ${airmanName(c, crew.observer)} observing` : airmanName(c, crew.pilot)
}

/** A plane of a sortie in words, by its crew: "the Sopwith Camel of Capt. Ball". `aircraftName` names an aircraft id. */
export function planeText(c: Campaign, sortie: Sortie, plane: string, aircraftName: (id: string) => string): string {
  const crew = sortie.crews.find((k) => k.plane === plane)
  return crew ? `${aircraftName(crew.aircraft)} (${crewText(c, crew)})` : plane
}

/**
 * What became of a plane of the sortie, for the report's "Who flew": "came home", "came home, its observer wounded",
 * "shot down in turn 4". Every aircraft downed is in the result's credits (credited to someone or not); a plane that
 * is not came home (it flew to the end, or left the table).
 */
export function crewFateText(sortie: Sortie, crew: Pick<SortieCrew, 'plane'>): string {
  const downed = sortie.result?.credits.find((k) => k.victim === crew.plane)
  if (downed) return `${downingText(downed.how)} in turn ${downed.turn}`
  const hurt = sortie.result?.losses.some((l) => l.plane === crew.plane && l.why === 'observer-incapacitated')
  return hurt ? 'came home, its observer wounded' : 'came home'
}

/**
 * A victory credited, and why (003 lines 921-928): "Fokker Dr.I (Lt. Voss) shot down in turn 4: credited to
 * Sopwith Camel (Capt. Ball), which damaged it in the phase it fell"; with 004's Order of firing (line 278), "...
 * credited to Sopwith Camel (Capt. Ball), whose shot downed it (shots in order of firing: no shared kills)".
 */
export function creditText(c: Campaign, sortie: Sortie, credit: VictoryCredit, aircraftName: (id: string) => string): string {
  const victim = `${planeText(c, sortie, credit.victim, aircraftName)} ${downingText(credit.how)} in turn ${credit.turn}`
  // 004's Order of firing: the shots one by one, the plane whose shot downed it alone is credited
  if (credit.downingShot) return credit.by.length ? `${victim}: credited to ${planeText(c, sortie, credit.by[0], aircraftName)}, whose shot downed it (shots in order of firing: no shared kills)` : `${victim}: no one is credited, the shot that downed it was not an enemy's that damaged it (shots in order of firing: no shared kills)`
  if (credit.by.length === 0) return `${victim}: no one is credited, no enemy's fire brought it down`
  const by = credit.by.map((p) => planeText(c, sortie, p, aircraftName)).join(' and ')
  if (credit.how === 'burned') return `${victim}: its future flame cards brought it down; credited to ${by}, the last to fire at it`
  const each = credit.by.length > 1 ? ', each of which' : ', which'
  return `${victim}: credited to ${by}${each} damaged it in the phase it fell`
}

/** An award: "Capt. Ball: +1 victory, 5 in all". */
export function awardText(c: Campaign, a: Award): string {
  return `${airmanName(c, a.airman)}: +${victoriesText(a.victims.length)}, ${a.victories} in all`
}

/** What became of an airman whose plane fell or whose observer was hit. */
export function lossText(c: Campaign, l: Loss): string {
  const who = airmanName(c, l.airman)
  const why = l.why === 'observer-incapacitated' ? 'wounded in his seat' : downingText(l.why)
  switch (l.outcome) {
    case 'lost':
      return `${who}: ${why}; out of the campaign`
    case 'survived':
      return `${who}: ${why}, but came down safely and flies again`
    case 'recovering':
      return (l.sorties ?? 0) <= 0 ? `${who}: ${why}; flies again the next sortie` : `${who}: ${why}; misses the next ${l.sorties === 1 ? 'sortie' : `${l.sorties} sorties`}, then flies again`
    case 'wounded-out':
      return `${who}: ${why}; out for good`
  }
}

/** A draw of the campaign, its card or roll, for the card shown: the deck, the card's face and the reason. */
export interface DrawShown {
  deck: string
  face: string
  /** who drew and what for: "Lt. Jones, wounded observer" */
  who: string
  outcome: string
}

/** `points` gives a damage card's points (null for an explosion) or undefined when the card is not known. */
export function drawShown(c: Campaign, d: CampaignDraw, points: (card: string) => number | null | undefined): DrawShown {
  const why = d.why === 'survival' ? 'shot down, draws for his life' : d.why === 'observer' ? 'wounded observer' : "ace's ability"
  const p = d.deck === 'D10' ? undefined : points(d.card)
  const face = d.deck === 'D10' ? d.card : p === null ? '✸' : p === undefined ? d.card : String(p)
  return { deck: d.deck, face, who: `${airmanName(c, d.airman)}, ${why}`, outcome: d.outcome }
}

/** A promotion: "Capt. Ball is an ace: choose an ability" or with 004's D10 the ability rolled. */
export function promotionText(c: Campaign, p: Promotion, abilityName: (id: string) => string): string {
  const who = airmanName(c, p.airman)
  const head = p.ace ? `${who} is an ace (five victories)` : `${who} earns another ability (five more victories)`
  if (p.rolled.length) return `${head}: ${p.rolled.map(abilityName).join(', ')}, rolled on the D10; in force from the next sortie`
  return `${head}: ${p.earned === 1 ? 'an ability' : `${p.earned} abilities`} to choose on the roster, in force from the next sortie`
}

/** The sortie's result in a few words: the winners' squadrons, a draw, or still in flight. */
export function sortieResultText(c: Campaign, s: Sortie): string {
  if (s.status === 'in-flight' || !s.result) return 'In flight'
  if (s.result.winners.length === 0) return 'A draw'
  return `Won by ${s.result.winners.map((w) => c.squadrons.find((q) => q.id === w)?.name ?? w).join(' and ')}`
}

/** The sortie's victories in short: "Ball: 1, Jones: 1", or "no victories". */
export function sortieCreditsText(c: Campaign, s: Sortie): string {
  const awards = s.result?.awards ?? []
  if (awards.length === 0) return 'no victories'
  return awards.map((a) => `${airmanName(c, a.airman)}: ${a.victims.length}`).join(', ')
}

/** The campaign list's line: "3 sorties flown · last played 2 days ago". `savedAt` is when its file was written. */
export function campaignLine(sortiesFlown: number, savedAt: string | null, now: Date): string {
  const flown = sortiesFlown === 0 ? 'no sortie flown yet' : sortiesFlown === 1 ? '1 sortie flown' : `${sortiesFlown} sorties flown`
  return savedAt ? `${flown} · last played ${agoText(new Date(savedAt), now)}` : flown
}

/** "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago", or the date. */
export function agoText(then: Date, now: Date): string {
  const s = Math.max(0, (now.getTime() - then.getTime()) / 1000)
  if (!Number.isFinite(s)) return 'at an unknown time'
  if (s < 60) return 'just now'
  if (s < 3600) return `${Math.floor(s / 60)} minute${Math.floor(s / 60) === 1 ? '' : 's'} ago`
  if (s < 86400) return `${Math.floor(s / 3600)} hour${Math.floor(s / 3600) === 1 ? '' : 's'} ago`
  if (s < 2 * 86400) return 'yesterday'
  if (s < 30 * 86400) return `${Math.floor(s / 86400)} days ago`
  return then.toISOString().slice(0, 10)
}

/** Sorties closed so far. */
export function sortiesFlown(c: Pick<Campaign, 'sorties'>): number {
  return c.sorties.filter((s) => s.status === 'done').length
}
