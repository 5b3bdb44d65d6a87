/**
 * Loading content: file texts in, a checked `Content` out. No I/O here: the caller reads the files (Node from
 * disk, the renderer through the bundler) and passes their texts keyed by path relative to `assets/`.
 */
import type { z } from 'zod'
import { aircraftFile, damageDeckFile, groundFile, manoeuvreDeckFile, nationFile, openingFile, scenarioFile, tableFile, type GroundFile, type ManoeuvreCardFile } from './schema'
import type { AircraftType, Content, DamageCard, DamageDeck, ManoeuvreCard, ManoeuvreDeck, Nation, OpeningBook, Scenario, TableGeometry } from './types'

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Broken content:\n  ${problems.join('\n  ')}`)
    this.name = 'ContentError'
  }
}

type Issue = z.core.$ZodIssue

function describeIssues(issues: readonly Issue[], prefix: (string | number | symbol)[] = []): string[] {
  const out: string[] = []
  for (const issue of issues) {
    const path = [...prefix, ...issue.path]
    if (issue.code === 'invalid_union' && 'errors' in issue && issue.errors.length > 0) {
      // report the alternative that came closest to matching
      const best = issue.errors.reduce((a, b) => (b.length < a.length ? b : a))
      out.push(...describeIssues(best, path))
      continue
    }
    const where = path.length ? path.map(String).join('.') : '(top level)'
    out.push(`${where}: ${issue.message}`)
  }
  return out
}

function parseFile<S extends z.ZodType>(file: string, text: string, schema: S, problems: string[]): z.infer<S> | null {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (e) {
    problems.push(`${file}: not valid JSON (${(e as Error).message})`)
    return null
  }
  const result = schema.safeParse(json)
  if (!result.success) {
    for (const line of describeIssues(result.error.issues)) problems.push(`${file}: ${line}`)
    return null
  }
  return result.data
}

/** A ground piece as a piece type: no nation, no side, no deck, no ceiling; its letter on the front "gun". */
function groundPiece(g: GroundFile): AircraftType {
  return {
    id: g.id,
    name: g.name,
    kind: g.kind,
    nation: '',
    side: null,
    manoeuvreDeck: null,
    fire: { front: g.fire, rear: null },
    damagePoints: g.silencedAt,
    ...(g.firesUntilHit ? { firesUntilHit: true as const } : {}),
    ceiling: 0,
    climbRate: 1,
    twoSeater: false,
    base: g.base,
    model: { wings: 'none', layout: 'tractor', engine: 'none', colours: { fuselage: '#6b5a3a', wings: '#6b5a3a', accent: '#2b2b2b' } },
    sources: g.sources,
    notes: g.notes,
  }
}

function baseName(file: string): string {
  const slash = file.lastIndexOf('/')
  return file.slice(slash + 1).replace(/\.json$/, '')
}

/**
 * A card's id: its deck's letter and its number in two digits ("A07"), as the one copy of that string V8 keeps for all
 * (internalized), which JSON.parse also gives the ids of a command or a save. A string built by a template is one of its
 * own, and V8 compares two such by their characters through a builtin call; two internalized strings it compares by
 * reference (issue 31, a phase's cost: every card a plan names is looked up and compared by its id).
 */
export function cardId(letter: string, n: number): string {
  // an object's property name is internalized: its one key is that copy
  return Object.keys({ [`${letter}${String(n).padStart(2, '0')}`]: true })[0]
}

/** Expand a deck file's cards into full cards with ids. */
function makeManoeuvreCard(letter: string, c: ManoeuvreCardFile): ManoeuvreCard {
  return {
    id: cardId(letter, c.n),
    deck: letter,
    n: c.n,
    name: c.name,
    move: c.move,
    straight: c.straight ?? false,
    steep: c.steep ?? false,
    stall: c.stall ?? false,
    immelmann: c.immelmann ?? false,
    turn: c.turn ?? null,
    altitude: c.altitude ?? null,
  }
}

export function loadContent(files: Record<string, string>): Content {
  const problems: string[] = []
  let table: TableGeometry | null = null
  const nations: Record<string, Nation> = {}
  const aircraft: Record<string, AircraftType> = {}
  const manoeuvreDecks: Record<string, ManoeuvreDeck> = {}
  const damageDecks: Record<string, DamageDeck> = {}
  const scenarios: Record<string, Scenario> = {}
  const openings: Record<string, OpeningBook> = {}
  const derived: { file: string; letter: string; title: string; reasoning: string; from: string; without: number[] }[] = []

  const paths = Object.keys(files).filter((f) => f.endsWith('.json')).sort()
  for (const file of paths) {
    const text = files[file]
    const folder = file.includes('/') ? file.slice(0, file.indexOf('/')) : ''
    const name = baseName(file)
    if (file === 'table.json') {
      table = parseFile(file, text, tableFile, problems)
    } else if (folder === 'nations') {
      const n = parseFile(file, text, nationFile, problems)
      if (n) {
        if (n.id !== name) problems.push(`${file}: id: "${n.id}" does not match the file name "${name}"`)
        nations[n.id] = n
      }
    } else if (folder === 'aircraft') {
      const a = parseFile(file, text, aircraftFile, problems)
      if (a) {
        if (a.id !== name) problems.push(`${file}: id: "${a.id}" does not match the file name "${name}"`)
        aircraft[a.id] = a
      }
    } else if (folder === 'ground') {
      const g = parseFile(file, text, groundFile, problems)
      if (g) {
        if (g.id !== name) problems.push(`${file}: id: "${g.id}" does not match the file name "${name}"`)
        if (aircraft[g.id]) problems.push(`${file}: id: "${g.id}" is also an aircraft`)
        aircraft[g.id] = groundPiece(g)
      }
    } else if (folder === 'manoeuvres') {
      const d = parseFile(file, text, manoeuvreDeckFile, problems)
      if (!d) continue
      if (d.letter !== name) problems.push(`${file}: letter: "${d.letter}" does not match the file name "${name}"`)
      if ('cards' in d) {
        const seen = new Set<number>()
        d.cards.forEach((c, i) => {
          if (seen.has(c.n)) problems.push(`${file}: cards.${i}.n: card number ${c.n} is used twice`)
          seen.add(c.n)
        })
        const cards = d.cards.map((c) => makeManoeuvreCard(d.letter, c)).sort((a, b) => a.n - b.n)
        manoeuvreDecks[d.letter] = { letter: d.letter, title: d.title, reasoning: d.reasoning, cards }
      } else {
        derived.push({ file, letter: d.letter, title: d.title, reasoning: d.reasoning, from: d.derivedFrom.deck, without: d.derivedFrom.without })
      }
    } else if (folder === 'damage') {
      const d = parseFile(file, text, damageDeckFile, problems)
      if (!d) continue
      if (d.letter !== name) problems.push(`${file}: letter: "${d.letter}" does not match the file name "${name}"`)
      const cards: DamageCard[] = []
      for (const group of d.cards) {
        for (let k = 0; k < group.count; k++) {
          cards.push({
            id: cardId(d.letter, cards.length + 1),
            deck: d.letter,
            points: group.points,
            special: group.special ?? [],
            jam: group.jam ?? null,
          })
        }
      }
      damageDecks[d.letter] = { letter: d.letter, title: d.title, composition: d.composition, cards }
    } else if (folder === 'scenarios') {
      const s = parseFile(file, text, scenarioFile, problems)
      if (s) {
        if (s.id !== name) problems.push(`${file}: id: "${s.id}" does not match the file name "${name}"`)
        scenarios[s.id] = s as Scenario
      }
    } else if (folder === 'openings') {
      const o = parseFile(file, text, openingFile, problems)
      if (o) openings[name] = { id: name, ...o }
    }
  }

  for (const d of derived) {
    const source = manoeuvreDecks[d.from]
    if (!source) {
      problems.push(`${d.file}: derivedFrom.deck: there is no manoeuvre deck "${d.from}"`)
      continue
    }
    for (const n of d.without) {
      if (!source.cards.some((c) => c.n === n)) problems.push(`${d.file}: derivedFrom.without: deck ${d.from} has no card ${n}`)
    }
    const cards = source.cards
      .filter((c) => !d.without.includes(c.n))
      .map((c) => ({ ...c, id: cardId(d.letter, c.n), deck: d.letter }))
    manoeuvreDecks[d.letter] = { letter: d.letter, title: d.title, reasoning: d.reasoning, cards }
  }

  if (!table) problems.push('table.json: missing or broken: the table geometry (ruler, bases, arcs) is required')

  for (const d of Object.values(manoeuvreDecks)) {
    // an illegal manoeuvre is replaced by a straight, so every deck needs one outside the altitude cards
    if (!d.cards.some((c) => c.straight && !c.altitude)) problems.push(`manoeuvres/${d.letter}.json: cards: the deck has no straight card (needed to replace illegal manoeuvres)`)
  }

  for (const a of Object.values(aircraft)) {
    const ground = a.side === null
    const file = `${ground ? 'ground' : 'aircraft'}/${a.id}.json`
    if (ground) {
      if (a.fire.front && !damageDecks[a.fire.front]) problems.push(`${file}: fire: there is no damage deck "${a.fire.front}"`)
      if (table && !table.bases[a.base]) problems.push(`${file}: base: there is no base "${a.base}" in table.json`)
      continue
    }
    if (!nations[a.nation]) problems.push(`${file}: nation: there is no nation "${a.nation}"`)
    else if (nations[a.nation].side !== a.side && !a.notes.toLowerCase().includes('captured'))
      problems.push(`${file}: side: ${a.nation} fights on the ${nations[a.nation].side} side; a captured aircraft must say so in its notes`)
    if (a.manoeuvreDeck && !manoeuvreDecks[a.manoeuvreDeck]) problems.push(`${file}: manoeuvreDeck: there is no manoeuvre deck "${a.manoeuvreDeck}"`)
    for (const arc of ['front', 'rear'] as const) {
      const l = a.fire[arc]
      if (l && !damageDecks[l]) problems.push(`${file}: fire.${arc}: there is no damage deck "${l}"`)
    }
    if (table && !table.bases[a.base]) problems.push(`${file}: base: there is no base "${a.base}" in table.json`)
  }

  for (const s of Object.values(scenarios)) {
    const file = `scenarios/${s.id}.json`
    const teamIds = new Set(s.teams.map((t) => t.id))
    if (teamIds.size !== s.teams.length) problems.push(`${file}: teams: team ids must be unique`)
    const checkPlanes = (planes: Scenario['planes'], where: string) => {
      const ids = new Set<string>()
      planes.forEach((p, i) => {
        if (ids.has(p.id)) problems.push(`${file}: ${where}.${i}.id: plane id "${p.id}" is used twice`)
        ids.add(p.id)
        if (!aircraft[p.aircraft]) problems.push(`${file}: ${where}.${i}.aircraft: there is no aircraft "${p.aircraft}"`)
        else if (aircraft[p.aircraft].kind !== 'aeroplane') problems.push(`${file}: ${where}.${i}.aircraft: "${p.aircraft}" is not an aeroplane`)
        if (!teamIds.has(p.team)) problems.push(`${file}: ${where}.${i}.team: there is no team "${p.team}"`)
        // a per-plane override of a red letter (003 Look up!: a captured Nieuport 17 "pretending it is A-firing")
        const a = aircraft[p.aircraft]
        for (const arc of ['front', 'rear'] as const) {
          const l = p.fire?.[arc]
          if (l && !damageDecks[l]) problems.push(`${file}: ${where}.${i}.fire.${arc}: there is no damage deck "${l}"`)
          else if (l && a && !a.fire[arc])
            problems.push(`${file}: ${where}.${i}.fire.${arc}: "${p.aircraft}" has no ${arc} gun whose letter could be changed to "${l}"`)
        }
      })
    }
    const checkPieces = (pieces: NonNullable<Scenario['pieces']>, planes: Scenario['planes'], where: string) => {
      const ids = new Set(planes.map((p) => p.id))
      pieces.forEach((p, i) => {
        if (ids.has(p.id)) problems.push(`${file}: ${where}.${i}.id: id "${p.id}" is used twice`)
        ids.add(p.id)
        const t = aircraft[p.type]
        if (!t) problems.push(`${file}: ${where}.${i}.type: there is no balloon or ground piece "${p.type}"`)
        else if (t.kind === 'aeroplane') problems.push(`${file}: ${where}.${i}.type: "${p.type}" is an aeroplane: put it in planes`)
        else if (p.altitude !== undefined && t.kind !== 'balloon') problems.push(`${file}: ${where}.${i}.altitude: only a balloon flies at a level; a ${t.name} lies on the ground`)
        else if (p.climbs !== undefined && t.kind !== 'balloon') problems.push(`${file}: ${where}.${i}.climbs: only a balloon has climb counters; a ${t.name} lies on the ground`)
        if (!teamIds.has(p.team)) problems.push(`${file}: ${where}.${i}.team: there is no team "${p.team}"`)
      })
    }
    for (const [k, t] of (s.endsWhenGone ?? []).entries()) if (!teamIds.has(t)) problems.push(`${file}: endsWhenGone.${k}: there is no team "${t}"`)
    for (const [k, t] of (s.levelsChosen ?? []).entries()) if (!teamIds.has(t)) problems.push(`${file}: levelsChosen.${k}: there is no team "${t}"`)
    checkPlanes(s.planes, 'planes')
    checkPieces(s.pieces ?? [], s.planes, 'pieces')
    s.variants.forEach((v, i) => {
      checkPlanes(v.planes, `variants.${i}.planes`)
      checkPieces(v.pieces ?? s.pieces ?? [], v.planes, `variants.${i}.pieces`)
      for (const [k, t] of (v.endsWhenGone ?? []).entries()) if (!teamIds.has(t)) problems.push(`${file}: variants.${i}.endsWhenGone.${k}: there is no team "${t}"`)
      for (const [k, t] of (v.levelsChosen ?? []).entries()) if (!teamIds.has(t)) problems.push(`${file}: variants.${i}.levelsChosen.${k}: there is no team "${t}"`)
      if (v.seats) {
        const teamOf = new Map([...v.planes, ...(v.pieces ?? s.pieces ?? [])].map((p) => [p.id, p.team]))
        v.seats.forEach((seat, k) => {
          for (const h of seat.holds) if (!teamOf.has(h)) problems.push(`${file}: variants.${i}.seats.${k}.holds: "${h}" is none of the variant's planes and pieces`)
          if (new Set(seat.holds.filter((h) => teamOf.has(h)).map((h) => teamOf.get(h))).size > 1) problems.push(`${file}: variants.${i}.seats.${k}: a seat holds the planes and pieces of one team`)
        })
        for (const p of v.planes) if (!v.seats.some((seat) => seat.holds.includes(p.id))) problems.push(`${file}: variants.${i}.seats: no seat holds plane "${p.id}"`)
      }
    })
  }

  for (const o of Object.values(openings)) checkOpening(o, scenarios, aircraft, manoeuvreDecks, problems)

  if (problems.length) throw new ContentError(problems)

  const cards: Record<string, ManoeuvreCard> = {}
  for (const d of Object.values(manoeuvreDecks)) for (const c of d.cards) cards[c.id] = c
  const damageCards: Record<string, DamageCard> = {}
  for (const d of Object.values(damageDecks)) for (const c of d.cards) damageCards[c.id] = c

  return { table: table!, nations, aircraft, manoeuvreDecks, damageDecks, scenarios, cards, damageCards, openings }
}

/** An opening book's id and file name: its scenario's id, with its variant's after two dashes. */
export function openingId(scenario: string, variant: string | null): string {
  return variant === null ? scenario : `${scenario}--${variant}`
}

/**
 * An opening book names its scenario (and variant) in its file name, and holds plans only for that setup's aeroplanes,
 * each of cards in the plane's own manoeuvre deck, with weights summing to 1.
 */
function checkOpening(o: OpeningBook, scenarios: Record<string, Scenario>, aircraft: Record<string, AircraftType>, decks: Record<string, ManoeuvreDeck>, problems: string[]): void {
  const file = `openings/${o.id}.json`
  const id = openingId(o.scenario, o.variant)
  if (o.id !== id) problems.push(`${file}: scenario: the file of "${id}"'s opening is named ${id}.json`)
  const s = scenarios[o.scenario]
  if (!s) return void problems.push(`${file}: scenario: there is no scenario "${o.scenario}"`)
  const v = o.variant === null ? null : s.variants.find((x) => x.id === o.variant)
  if (v === undefined) return void problems.push(`${file}: variant: scenario "${o.scenario}" has no variant "${o.variant}"`)
  const planes = v?.planes ?? s.planes
  for (const [plane, plans] of Object.entries(o.planes)) {
    const p = planes.find((x) => x.id === plane)
    if (!p) {
      problems.push(`${file}: planes.${plane}: the setup has no plane "${plane}"`)
      continue
    }
    const deck = decks[aircraft[p.aircraft]?.manoeuvreDeck ?? '']
    plans.forEach((plan, i) =>
      plan.cards.forEach((c, k) => {
        if (deck && !deck.cards.some((x) => x.id === c)) problems.push(`${file}: planes.${plane}.${i}.cards.${k}: "${c}" is not a card of ${p.aircraft}'s deck ${deck.letter}`)
      }),
    )
    const sum = plans.reduce((a, x) => a + x.weight, 0)
    if (Math.abs(sum - 1) > 0.01) problems.push(`${file}: planes.${plane}: the weights sum to ${sum.toFixed(3)}, not 1`)
  }
}
