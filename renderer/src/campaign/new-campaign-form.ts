/**
 * New campaign's form as data: the squadrons as typed (name, side, nation, aircraft, the airmen's names), the
 * defaults it opens with, "fill with names", what is wrong with it in words, and the request sent to the host
 * (shared/protocol/campaign-messages.ts). The host checks it again (shared/campaign createCampaign).
 */
import type { Side } from '../../../shared/content/types'
import type { Content } from '../../../shared/content/types'
import type { NewCampaignRequest } from '../../../shared/protocol/campaign-messages'

export interface SquadronForm {
  name: string
  side: Side
  nation: string
  aircraft: string[]
  pilots: string[]
  observers: string[]
}

export interface CampaignForm {
  name: string
  squadrons: SquadronForm[]
  survivalDraw: boolean
  d10Abilities: boolean
  genericAces: boolean
}

/** The aeroplanes of a nation, by name (the aircraft a squadron may fly). */
export function aircraftOf(content: Content, nation: string): { id: string; name: string; twoSeater: boolean }[] {
  return Object.values(content.aircraft)
    .filter((a) => a.kind === 'aeroplane' && a.nation === nation)
    .map((a) => ({ id: a.id, name: a.name, twoSeater: a.twoSeater }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** The nations of a side, by name. */
export function nationsOf(content: Content, side: Side): { id: string; name: string }[] {
  return Object.values(content.nations)
    .filter((n) => n.side === side)
    .sort((a, b) => a.name.localeCompare(b.name))
}

/** What New campaign opens with: a British squadron of Camels against a Jasta of Dr.Is, four pilots each, names to fill. */
export function defaultForm(content: Content): CampaignForm {
  const first = (nation: string, want: string) => (content.aircraft[want] ? [want] : aircraftOf(content, nation).slice(0, 1).map((a) => a.id))
  return {
    name: 'Bloody April',
    squadrons: [
      { name: 'No. 56 Squadron', side: 'allied', nation: 'britain', aircraft: first('britain', 'sopwith-camel'), pilots: ['', '', '', ''], observers: [] },
      { name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: first('germany', 'fokker-dr-i'), pilots: ['', '', '', ''], observers: [] },
    ],
    survivalDraw: false,
    d10Abilities: false,
    genericAces: false,
  }
}

/** The squadron's aircraft include a two-seater: it needs observers. */
export function needsObservers(content: Content, s: SquadronForm): boolean {
  return s.aircraft.some((a) => content.aircraft[a]?.twoSeater)
}

/** Every empty name filled with one `draw` gives (a name not yet on any roster), the names typed kept. */
export function filledWithNames(form: CampaignForm, draw: (nation: string, taken: ReadonlySet<string>) => string): CampaignForm {
  const taken = new Set(form.squadrons.flatMap((s) => [...s.pilots, ...s.observers]).filter((n) => n.trim() !== ''))
  const fill = (names: string[], nation: string) =>
    names.map((n) => {
      if (n.trim() !== '') return n
      const name = draw(nation, taken)
      taken.add(name)
      return name
    })
  return { ...form, squadrons: form.squadrons.map((s) => ({ ...s, pilots: fill(s.pilots, s.nation), observers: fill(s.observers, s.nation) })) }
}

/** What is wrong with the form, in words, or null. Empty names are fine: the host names them from the list. */
export function formProblem(content: Content, form: CampaignForm): string | null {
  if (form.name.trim() === '') return 'The campaign needs a name.'
  if (form.squadrons.length < 2) return 'A campaign needs two squadrons or more.'
  if (new Set(form.squadrons.map((s) => s.side)).size < 2) return 'The squadrons must fight for two sides: give one of them the other side.'
  for (const s of form.squadrons) {
    const who = s.name.trim() || 'A squadron'
    if (s.name.trim() === '') return 'Every squadron needs a name.'
    if (s.aircraft.length === 0) return `${who} needs an aircraft to fly.`
    if (s.pilots.length === 0) return `${who} needs at least one pilot.`
    if (needsObservers(content, s) && s.observers.length === 0) return `${who} flies two-seaters: it needs at least one observer.`
  }
  const names = form.squadrons.flatMap((s) => [...s.pilots, ...s.observers]).map((n) => n.trim()).filter((n) => n !== '')
  const twice = names.find((n, i) => names.indexOf(n) !== i)
  if (twice) return `${twice} is named twice: every airman needs a name of his own.`
  return null
}

/** The request sent to the host. */
export function campaignRequest(form: CampaignForm): NewCampaignRequest {
  return {
    name: form.name.trim(),
    options: { survivalDraw: form.survivalDraw, d10Abilities: form.d10Abilities, genericAces: form.genericAces },
    squadrons: form.squadrons.map((s) => ({ name: s.name.trim(), side: s.side, nation: s.nation, aircraft: s.aircraft, pilots: s.pilots.map((n) => n.trim()), observers: s.observers.map((n) => n.trim()) })),
  }
}
