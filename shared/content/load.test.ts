/**
 * The content in assets/: that it loads, that a broken file is refused with an error naming the file and the
 * field, and that the data says what the rule documents say (003 the rulebook, 000 the C and D damage tables,
 * 004 the H deck). The rule tables are transcribed here; when the rule texts are beside the checkout
 * (../shared/rules) the transcriptions are checked against them too.
 */
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../electron/content/load-assets'
import { cardId, ContentError, loadContent } from './load'
import type { DamageCard, DamageSpecial } from './types'

const files = readContentFiles()
const content = loadContent(files)

const RULES = fileURLToPath(new URL('../../../shared/rules/', import.meta.url))
const RULE_000 = `${RULES}000_ac869ad49c23c314.txt`
const RULE_003 = `${RULES}003_a0cf8e089ffdc92c.txt`
// the rule texts sit beside the repository in the developers' workspace; a checkout elsewhere has only the copies
const RULE_TEXTS_HERE = existsSync(RULE_000) && existsSync(RULE_003)
if (!RULE_TEXTS_HERE) console.log(`content tests: the check of the transcribed 000 and 003 tables against the rule texts is skipped: ${RULES} is not beside this checkout`)

/** The shipped files with one file changed: `edit` gets the parsed JSON and changes it in place. */
function withEdit(path: string, edit: (json: any) => void): Record<string, string> { // eslint-disable-line @typescript-eslint/no-explicit-any -- a test breaks the parsed file on purpose, in any shape
  expect(files[path], `${path} is a shipped file`).toBeDefined()
  const json = JSON.parse(files[path])
  edit(json)
  return { ...files, [path]: JSON.stringify(json, null, 2) }
}

/** The problems a broken set of files is refused with. */
function problemsOf(broken: Record<string, string>): string[] {
  try {
    loadContent(broken)
  } catch (e) {
    expect(e).toBeInstanceOf(ContentError)
    return (e as ContentError).problems
  }
  throw new Error('the broken content loaded')
}

/** The first problem reported names the broken file and the field: "file: field: message". */
function expectRefused(broken: Record<string, string>, file: string, field: string, message?: RegExp): string[] {
  const problems = problemsOf(broken)
  expect(problems[0].startsWith(`${file}: ${field}: `), `first problem "${problems[0]}" names ${file} and ${field}`).toBe(true)
  if (message) expect(problems[0]).toMatch(message)
  return problems
}

describe('the shipped assets', () => {
  it('load without a problem: table, nations, aircraft, manoeuvre decks A-I, damage decks A-D, scenarios', () => {
    expect(content.table.ruler).toBeGreaterThan(0)
    expect(Object.keys(content.manoeuvreDecks).sort()).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'])
    expect(Object.keys(content.damageDecks).sort()).toEqual(['A', 'B', 'C', 'D'])
    const count = (folder: string) => Object.keys(files).filter((f) => f.startsWith(`${folder}/`)).length
    expect(Object.keys(content.nations)).toHaveLength(count('nations'))
    // the ground pieces (assets/ground/) are piece types beside the aircraft and balloons (the second trench: 000's soft target)
    expect(Object.keys(content.aircraft)).toHaveLength(count('aircraft') + count('ground'))
    expect(Object.values(content.aircraft).filter((a) => a.side === null).map((a) => a.kind).sort()).toEqual(['aa-gun', 'aamg', 'aamg', 'target', 'trench', 'trench'])
    expect(Object.keys(content.scenarios)).toHaveLength(count('scenarios'))
  })

  it('card ids: a manoeuvre card is its deck letter and two-digit number (B12); a damage card its deck letter and two-digit position in file order (A01..A48)', () => {
    for (const d of Object.values(content.manoeuvreDecks)) {
      for (const c of d.cards) {
        expect(c.id).toBe(`${d.letter}${String(c.n).padStart(2, '0')}`)
        expect(content.cards[c.id]).toBe(c)
      }
    }
    for (const d of Object.values(content.damageDecks)) {
      d.cards.forEach((c, i) => {
        expect(c.id).toBe(`${d.letter}${String(i + 1).padStart(2, '0')}`)
        expect(content.damageCards[c.id]).toBe(c)
      })
    }
    // A: six plain 0s come first, so A07 is the red-cross jam of 0 points
    expect(content.damageCards.A07).toMatchObject({ points: 0, special: ['jam'], jam: 'red' })
    expect(content.damageCards.A48).toMatchObject({ points: null, special: ['explosion'] })
  })

  it('cardId: the letter and the number in two digits at least, the same string however it is made', () => {
    expect(cardId('A', 7)).toBe('A07')
    expect(cardId('H', 12)).toBe('H12')
    expect(cardId('B', 100)).toBe('B100')
    // the string as JSON gives it back (a command's or a save's card ids)
    expect(cardId('C', 3)).toBe(JSON.parse('"C03"'))
  })

  it('every damage deck says how many cards (and points) it has in its composition text, and has them', () => {
    for (const d of Object.values(content.damageDecks)) {
      const n = /^(\d+) cards/.exec(d.composition)
      expect(n, `deck ${d.letter} composition starts with its card count`).not.toBeNull()
      expect(d.cards).toHaveLength(Number(n![1]))
      const p = /(\d+) points in all/.exec(d.composition)
      if (p) expect(d.cards.reduce((s, c) => s + (c.points ?? 0), 0)).toBe(Number(p[1]))
    }
  })
})

describe('a broken content file fails at load with an error naming the file and the field', () => {
  it('wrong type: damagePoints given as a string', () => {
    expectRefused(withEdit('aircraft/sopwith-camel.json', (j) => (j.damagePoints = '14')), 'aircraft/sopwith-camel.json', 'damagePoints', /expected number/)
  })

  it('missing field: an aircraft without a ceiling', () => {
    expectRefused(withEdit('aircraft/sopwith-camel.json', (j) => delete j.ceiling), 'aircraft/sopwith-camel.json', 'ceiling')
  })

  it('missing field deep inside: a bank card without its angle', () => {
    expectRefused(withEdit('manoeuvres/C.json', (j) => delete j.cards[4].move.arc.angle), 'manoeuvres/C.json', 'cards.4.move.arc.angle')
  })

  it('unknown field: a typo is not silently ignored', () => {
    expectRefused(withEdit('aircraft/spad-xiii.json', (j) => (j.damagepoints = 16)), 'aircraft/spad-xiii.json', '(top level)', /damagepoints/)
  })

  it('an aircraft names a manoeuvre deck letter that does not exist', () => {
    const problems = expectRefused(withEdit('aircraft/sopwith-camel.json', (j) => (j.manoeuvreDeck = 'Z')), 'aircraft/sopwith-camel.json', 'manoeuvreDeck', /no manoeuvre deck "Z"/)
    expect(problems).toHaveLength(1)
  })

  it('an aircraft names a damage deck (red letter) that does not exist', () => {
    expectRefused(withEdit('aircraft/bristol-f2b.json', (j) => (j.fire.rear = 'Q')), 'aircraft/bristol-f2b.json', 'fire.rear', /no damage deck "Q"/)
  })

  it('an aircraft of an unknown nation', () => {
    expectRefused(withEdit('aircraft/spad-xiii.json', (j) => (j.nation = 'russia')), 'aircraft/spad-xiii.json', 'nation', /no nation "russia"/)
  })

  it('a scenario names an aircraft that does not exist (in its planes or in a variant)', () => {
    expectRefused(withEdit('scenarios/duel-over-the-trenches.json', (j) => (j.planes[0].aircraft = 'fokker-d-viii')), 'scenarios/duel-over-the-trenches.json', 'planes.0.aircraft', /no aircraft "fokker-d-viii"/)
    expectRefused(withEdit('scenarios/duel-over-the-trenches.json', (j) => (j.variants[1].planes[1].aircraft = 'nobody')), 'scenarios/duel-over-the-trenches.json', 'variants.1.planes.1.aircraft')
  })

  it('a scenario puts a balloon among its flying planes', () => {
    expectRefused(withEdit('scenarios/face-to-face.json', (j) => (j.planes[0].aircraft = 'caquot-m')), 'scenarios/face-to-face.json', 'planes.0.aircraft', /not an aeroplane/)
  })

  it('invalid JSON', () => {
    const broken = { ...files, 'aircraft/sopwith-camel.json': files['aircraft/sopwith-camel.json'].replace('"name"', 'name') }
    const problems = problemsOf(broken)
    expect(problems[0]).toMatch(/^aircraft\/sopwith-camel\.json: not valid JSON/)
  })

  it('a manoeuvre deck with the same card number twice', () => {
    expectRefused(withEdit('manoeuvres/B.json', (j) => (j.cards[2].n = 1)), 'manoeuvres/B.json', 'cards.2.n', /card number 1 is used twice/)
  })

  it('003 Planning: "A steep manoeuvre with a short blue arrow is called a stall", so a stall that is not steep is refused', () => {
    expectRefused(withEdit('manoeuvres/C.json', (j) => delete j.cards[3].steep), 'manoeuvres/C.json', 'cards.3.stall', /steep/)
  })

  it('a turn card without a direction', () => {
    expectRefused(withEdit('manoeuvres/A.json', (j) => delete j.cards[4].turn), 'manoeuvres/A.json', 'cards.4.turn')
  })

  it('a derived deck that removes a card its source deck does not have', () => {
    expectRefused(withEdit('manoeuvres/H.json', (j) => (j.derivedFrom.without = [12, 15, 21])), 'manoeuvres/H.json', 'derivedFrom.without', /no card 21/)
  })

  it('a damage card with a jam symbol but no cross colour', () => {
    expectRefused(withEdit('damage/B.json', (j) => delete j.cards[1].jam), 'damage/B.json', 'cards.1.jam')
  })

  it('a file whose name does not match its id (aircraft, scenario) or letter (deck)', () => {
    const renamed = (from: string, to: string) => {
      const out = { ...files, [to]: files[from] }
      delete out[from]
      return out
    }
    expectRefused(renamed('aircraft/sopwith-camel.json', 'aircraft/camel.json'), 'aircraft/camel.json', 'id', /does not match the file name "camel"/)
    expectRefused(renamed('scenarios/face-to-face.json', 'scenarios/face-off.json'), 'scenarios/face-off.json', 'id')
    expectRefused(withEdit('damage/D.json', (j) => (j.letter = 'E')), 'damage/D.json', 'letter', /does not match the file name "D"/)
  })

  it("an opening book (issue 31's fifteenth pass) for another scenario, a plane or card the setup lacks, or weights not summing to 1", () => {
    const book = 'openings/face-to-face.json'
    expectRefused(withEdit(book, (j) => (j.scenario = 'face-off')), book, 'scenario', /named face-off\.json/)
    expectRefused(withEdit(book, (j) => (j.variant = 'pfalz-vs-bullet-checker')), book, 'scenario', /named face-to-face--pfalz-vs-bullet-checker\.json/)
    expectRefused({ ...files, 'openings/face-off.json': files[book].replace('"face-to-face"', '"face-off"') }, 'openings/face-off.json', 'scenario', /no scenario "face-off"/)
    expectRefused(withEdit(book, (j) => (j.planes.camel = j.planes.albatros)), book, 'planes.camel', /no plane "camel"/)
    expectRefused(withEdit(book, (j) => (j.planes.albatros[0].cards[0] = 'A01')), book, 'planes.albatros.0.cards.0', /not a card of albatros-d-iii's deck B/)
    expectRefused(withEdit(book, (j) => j.planes.albatros.push({ cards: ['B01', 'B01', 'B01'], weight: 0.5 })), book, 'planes.albatros', /weights sum to 1\.[45]\d+, not 1/)
    expectRefused(withEdit(book, (j) => (j.key = 'face')), book, 'key', /16 hex digits/)
  })

  it('the table geometry is required', () => {
    const broken = { ...files }
    delete broken['table.json']
    expect(problemsOf(broken)[0]).toMatch(/^table\.json: /)
  })
})

// ------------------------------------------------------------------------------------------------ damage decks

interface Face {
  faces: number
  points: number | null
  special: DamageSpecial[]
}

/** 000, Game Components: "If a "C" deck is not available, the table below can be used" (D20 column, Damage column). */
const C_TABLE: Face[] = [
  { faces: 10, points: 0, special: [] }, // 1-10  0
  { faces: 1, points: 1, special: [] }, // 11  1
  { faces: 1, points: 2, special: [] }, // 12  2
  { faces: 2, points: 4, special: ['fire'] }, // 13-14  4 & Fire
  { faces: 2, points: 6, special: ['engine'] }, // 15-16  6 & Engine
  { faces: 1, points: 6, special: ['wounded'] }, // 17  6 & Aircrew
  { faces: 1, points: 8, special: ['smoke'] }, // 18  8 & Smoke
  { faces: 1, points: 10, special: [] }, // 19  10
  { faces: 1, points: null, special: ['explosion'] }, // 20  Explosion
]

/** 000: "If a "D" deck is not available, the table below can be used". */
const D_TABLE: Face[] = [
  { faces: 10, points: 0, special: [] }, // 1-10  0
  { faces: 3, points: 3, special: ['fire'] }, // 11-13  3 & Fire
  { faces: 3, points: 6, special: ['fire'] }, // 14-16  6 & Fire
  { faces: 3, points: 9, special: ['fire'] }, // 17-19  9 & Fire
  { faces: 1, points: null, special: ['explosion'] }, // 20  Explosion
]

const WORDS: Record<string, DamageSpecial> = { Fire: 'fire', Engine: 'engine', Aircrew: 'wounded', Smoke: 'smoke', Explosion: 'explosion' }

/** Read a D20 table of 000 from the text: rows "1-10<tab>01-50<tab>0", "13-14<tab>61-70<tab>4 & Fire", ... */
function parseD20(text: string, heading: string): Face[] {
  const lines = text.split('\n')
  let i = lines.findIndex((l) => l.trim() === heading)
  expect(i, `000 has the heading "${heading}"`).toBeGreaterThanOrEqual(0)
  i = lines.findIndex((l, k) => k > i && l.startsWith('D20'))
  const out: Face[] = []
  for (let k = i + 1; k < lines.length; k++) {
    const line = lines[k]
    if (line.trim() === '') {
      if (out.length) {
        if (lines[k + 1]?.match(/^\d/)) continue
        break
      }
      continue
    }
    const m = /^(\d+)(?:-(\d+))?\t\S+\t([^\t]+)/.exec(line)
    if (!m) break
    const faces = (m[2] ? Number(m[2]) : Number(m[1])) - Number(m[1]) + 1
    const parts = m[3].trim().split(/\s*&\s*/)
    const points = /^\d+$/.test(parts[0]) ? Number(parts.shift()) : null
    out.push({ faces, points, special: parts.map((w) => WORDS[w]) })
  }
  return out
}

function tally(cards: readonly { points: number | null; special: readonly string[] }[], weight: (i: number) => number = () => 1): Map<string, number> {
  const m = new Map<string, number>()
  cards.forEach((c, i) => {
    const key = `${c.points ?? 'explosion'}:${[...c.special].sort().join('+')}`
    m.set(key, (m.get(key) ?? 0) + weight(i))
  })
  return m
}

describe("000's D20 tables: the C and D damage decks hold one card per face of the die", () => {
  it.skipIf(!RULE_TEXTS_HERE)('the transcribed tables are the ones in 000', () => {
    const text = readFileSync(RULE_000, 'utf8')
    expect(parseD20(text, 'C Deck:')).toEqual(C_TABLE)
    expect(parseD20(text, 'D Deck:')).toEqual(D_TABLE)
  })

  it('the C deck (anti-aircraft artillery, collisions) matches 000 exactly: counts per value and specials', () => {
    const deck = content.damageDecks.C.cards
    expect(deck).toHaveLength(20)
    expect(tally(deck)).toEqual(tally(C_TABLE, (i) => C_TABLE[i].faces))
    expect(deck.every((c) => c.jam === null)).toBe(true)
  })

  it('the D deck (Le Prieur rockets) matches 000 exactly: counts per value and specials', () => {
    const deck = content.damageDecks.D.cards
    expect(deck).toHaveLength(20)
    expect(tally(deck)).toEqual(tally(D_TABLE, (i) => D_TABLE[i].faces))
    expect(deck.every((c) => c.jam === null)).toBe(true)
  })
})

describe('003 "Jammed Guns and Explosions" and "Special Damage": the A and B decks', () => {
  const SPECIALS: DamageSpecial[] = ['rudder-left', 'rudder-right', 'wounded', 'engine', 'smoke', 'fire']
  const VALUES: Record<string, number[]> = { A: [0, 1, 2, 3, 4, 5], B: [0, 1, 2, 3] }
  for (const letter of ['A', 'B']) {
    it(`${letter} has jam cards with green and red crosses, an explosion card, ${VALUES[letter].join(', ')} points and every special-damage symbol`, () => {
      const deck: DamageCard[] = content.damageDecks[letter].cards
      const jams = deck.filter((c) => c.special.includes('jam'))
      expect(jams.some((c) => c.jam === 'green')).toBe(true)
      expect(jams.some((c) => c.jam === 'red')).toBe(true)
      expect(deck.filter((c) => c.jam !== null).every((c) => c.special.includes('jam'))).toBe(true)
      // "If a card with an explosion symbol is drawn": the card shows the symbol instead of a number
      const booms = deck.filter((c) => c.special.includes('explosion'))
      expect(booms.length).toBeGreaterThanOrEqual(1)
      expect(booms.every((c) => c.points === null)).toBe(true)
      const points = new Set(deck.filter((c) => c.points !== null).map((c) => c.points))
      expect([...points].sort()).toEqual(VALUES[letter])
      for (const s of SPECIALS) expect(deck.some((c) => c.special.includes(s)), `${letter} has a ${s} card`).toBe(true)
    })
  }

  it('B deck (003 campaign, "the observer will be able to fly again after that number of matches (1 - next game, 2 - in the second game, 3 - in the third game)"): no card is worth more than 3', () => {
    // the shipped file itself, not the loaded content: the data users read
    const file = JSON.parse(readFileSync(fileURLToPath(new URL('../../assets/damage/B.json', import.meta.url)), 'utf8'))
    expect(file.letter).toBe('B')
    const deck: DamageCard[] = content.damageDecks.B.cards
    expect(deck).toHaveLength(48)
    expect(deck.filter((c) => c.points !== null).every((c) => c.points! <= 3)).toBe(true)
    // "If the card is a 0 or an explosion, the observer is permanently incapacitated": both are in the deck
    expect(deck.some((c) => c.points === 0)).toBe(true)
    expect(deck.filter((c) => c.special.includes('explosion'))).toHaveLength(1)
    for (const n of [1, 2, 3]) expect(deck.some((c) => c.points === n), `a B card of ${n}`).toBe(true)
    // the composition: per value, plain cards and specials; 62 points, as many as 004's stand-in (the A deck halved, rounded up)
    const total = (cards: DamageCard[], f: (p: number) => number = (p) => p) => cards.reduce((s, c) => s + (c.points === null ? 0 : f(c.points)), 0)
    expect(total(deck)).toBe(62)
    expect(total(content.damageDecks.A.cards, (p) => Math.ceil(p / 2))).toBe(62)
    const row = (n: number) => deck.filter((c) => c.points === n).map((c) => (c.special.length ? `${c.special.join('+')}${c.jam ? `:${c.jam}` : ''}` : 'plain'))
    const count = (xs: string[]) => Object.fromEntries([...new Set(xs)].map((x) => [x, xs.filter((y) => y === x).length]))
    expect(count(row(0))).toEqual({ plain: 11, 'jam:red': 1, 'jam:green': 1 })
    expect(count(row(1))).toEqual({ plain: 10, 'jam:green': 1, 'rudder-left': 1, 'rudder-right': 1, smoke: 1 })
    expect(count(row(2))).toEqual({ plain: 9, 'jam:red': 1, wounded: 1, engine: 1 })
    expect(count(row(3))).toEqual({ plain: 5, wounded: 1, fire: 1, engine: 1 })
    // the text shown to users says the same
    expect(file.composition).toMatch(/^48 cards, 62 points in all/)
    expect(file.composition).toContain('fly again after that number of matches')
    expect(file.composition).not.toMatch(/\b[45]: /)
    if (RULE_TEXTS_HERE) {
      const flat = readFileSync(RULE_003, 'utf8').replace(/\s+/g, ' ')
      expect(flat).toContain('the observer will be able to fly again after that number of matches (1 - next game, 2 - in the second game, 3 - in the third game)')
    }
  })

  it('a single gun (B) hits less on average than twin guns (A)', () => {
    const mean = (l: string) => content.damageDecks[l].cards.reduce((s, c) => s + (c.points ?? 0), 0) / content.damageDecks[l].cards.length
    expect(mean('B')).toBeLessThan(mean('A'))
  })
})

// ------------------------------------------------------------------------------------------------ manoeuvre decks

describe('manoeuvre decks', () => {
  it('004 "Fly that Ufag right now!": H is the B deck without cards 12 (Immelmann), 15 and 18 (sideslips)', () => {
    const b = content.manoeuvreDecks.B.cards
    const h = content.manoeuvreDecks.H.cards
    expect(b.find((c) => c.n === 12)!.immelmann).toBe(true)
    expect(b.find((c) => c.n === 15)!.move).toHaveProperty('slip')
    expect(b.find((c) => c.n === 18)!.move).toHaveProperty('slip')
    const strip = ({ id: _id, deck: _deck, ...rest }: (typeof b)[number]) => rest
    expect(h.map(strip)).toEqual(b.filter((c) => ![12, 15, 18].includes(c.n)).map(strip))
    expect(h.every((c) => c.deck === 'H' && c.id.startsWith('H'))).toBe(true)
  })

  for (const letter of ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I']) {
    it(`${letter}: a straight, a stall, steep cards, left and right turns, and the climb and dive cards as the two highest numbers (003 Preparation, Planning, Altitude)`, () => {
      const cards = content.manoeuvreDecks[letter].cards
      // the straight replaces an illegal card (003 Planning)
      expect(cards.some((c) => c.straight && 'straight' in c.move && !c.altitude)).toBe(true)
      // "A steep manoeuvre with a short blue arrow is called a stall"
      const stalls = cards.filter((c) => c.stall)
      expect(stalls.length).toBeGreaterThanOrEqual(1)
      for (const s of stalls) {
        expect(s.steep).toBe(true)
        expect('straight' in s.move && s.move.straight).toBeLessThan(Math.min(...cards.filter((c) => c.straight).map((c) => ('straight' in c.move ? c.move.straight : Infinity))))
      }
      expect(cards.some((c) => c.steep && !c.stall && !c.altitude)).toBe(true)
      expect(cards.some((c) => c.turn === 'left')).toBe(true)
      expect(cards.some((c) => c.turn === 'right')).toBe(true)
      // "remove the last two cards of the deck (those with the highest numbers ...)": a climb (short) and a dive (long)
      const [climb, dive] = [...cards].sort((a, b) => a.n - b.n).slice(-2)
      expect(climb.altitude).toBe('climb')
      expect(dive.altitude).toBe('dive')
      expect(cards.filter((c) => c.altitude)).toHaveLength(2)
      // "The Climb card looks like a stall, but it is not a stall"; "The Dive card looks like a straight, but it is not a straight"
      expect(climb.stall).toBe(false)
      expect(dive.straight).toBe(false)
      const len = (c: (typeof cards)[number]) => ('straight' in c.move ? c.move.straight : NaN)
      expect(len(climb)).toBeLessThan(len(dive))
    })
  }

  it('every card number in a deck is unique and every deck has a reasoning', () => {
    for (const d of Object.values(content.manoeuvreDecks)) {
      expect(new Set(d.cards.map((c) => c.n)).size).toBe(d.cards.length)
      expect(d.reasoning.length).toBeGreaterThan(20)
    }
  })
})

// ------------------------------------------------------------------------------------------------ aircraft

/**
 * 003 Altitude, the ceiling and climb-rate table, with the OCR mended: "E.IT1/A.II1" is E.III/A.III, "D.II1" is
 * D.III, "Pomiliio" is Pomilio, "Dr.1" is Dr.I, "C.1" is C.I and "D.1" is D.I.
 */
const CEILINGS: [name: string, ids: string[], ceiling: number, climbRate: number][] = [
  ['Fokker E.III/A.III/E.IV', ['fokker-e-iii', 'fokker-a-iii', 'fokker-e-iv'], 9, 6],
  ['Morane Saulnier Type N', ['morane-saulnier-n'], 9, 6],
  ['AIRCO D.H. 2', ['airco-dh-2'], 10, 5],
  ['Halberstadt D.III', ['halberstadt-d-iii'], 10, 5],
  ['L.F.G. Roland C.II', ['lfg-roland-c-ii'], 10, 5],
  ['Nieuport 11/16', ['nieuport-11', 'nieuport-16'], 10, 5],
  ['RAF R.E. 8', ['raf-re-8'], 10, 5],
  ['Pfalz D.III', ['pfalz-d-iii'], 11, 5],
  ['Pomilio PC', ['pomilio-pc'], 11, 5],
  ['Albatros D.III', ['albatros-d-iii'], 11, 4],
  ['De Havilland/AIRCO D.H. 4', ['airco-dh-4'], 11, 4],
  ['Pfalz D.IIIa', ['pfalz-d-iiia'], 11, 4],
  ['UFAG C.I', ['ufag-c-i'], 11, 4],
  ['Breguet BR.14 A2/B2', ['breguet-14-a2', 'breguet-14-b2'], 12, 4],
  ['Nieuport 17/21/23', ['nieuport-17', 'nieuport-21', 'nieuport-23'], 12, 3],
  ['Siemens-Schuckert D.I', ['siemens-schuckert-d-i'], 12, 3],
  ['Albatros D.Va', ['albatros-d-va'], 13, 3],
  ['Sopwith Triplane', ['sopwith-triplane'], 13, 3],
  ['Fokker Dr.I', ['fokker-dr-i'], 13, 2],
  ['Sopwith Camel', ['sopwith-camel'], 13, 2],
  ['Hanriot HD1', ['hanriot-hd1'], 14, 3],
  ['SPAD XIII', ['spad-xiii'], 14, 3],
  ['Fokker D.VII', ['fokker-d-vii'], 14, 2],
  ['RAF S.E. 5a', ['raf-se-5a'], 14, 2],
  ['Sopwith Snipe', ['sopwith-snipe'], 14, 2],
  ['Siemens-Schuckert D.III', ['siemens-schuckert-d-iii'], 15, 2],
  ['Siemens-Schuckert D.IV', ['siemens-schuckert-d-iv'], 16, 1],
]

function mendOcr(name: string): string {
  return name.replace('E.IT1', 'E.III').replace('A.II1', 'A.III').replace('D.II1', 'D.III').replace('Pomiliio', 'Pomilio').replace(/\.1\b/g, '.I')
}

describe("003 Altitude: the ceiling and climb-rate table", () => {
  it.skipIf(!RULE_TEXTS_HERE)('the transcribed table is the one in 003 (OCR mended)', () => {
    const lines = readFileSync(RULE_003, 'utf8').split('\n')
    const start = lines.findIndex((l) => l.trim() === 'AIRCRAFT TYPE CEILING CLIMB RATE')
    expect(start).toBeGreaterThan(0)
    const rows: [string, number, number][] = []
    for (let k = start + 1; lines[k].trim() !== ''; k++) {
      const m = /^(.*\S)\s+(\d+)\s+(\d+)\s*$/.exec(lines[k])
      expect(m, `line ${k + 1} is a table row`).not.toBeNull()
      rows.push([mendOcr(m![1]), Number(m![2]), Number(m![3])])
    }
    expect(rows).toEqual(CEILINGS.map(([name, , c, r]) => [name, c, r]))
  })

  for (const [name, ids, ceiling, climbRate] of CEILINGS) {
    it(`${name}: ceiling ${ceiling}, climb rate ${climbRate}`, () => {
      for (const id of ids) {
        const a = content.aircraft[id]
        expect(a, `assets/aircraft/${id}.json exists`).toBeDefined()
        expect({ id, ceiling: a.ceiling, climbRate: a.climbRate }).toEqual({ id, ceiling, climbRate })
      }
    })
  }

  it("named pilots' machines and variants (sopwith-camel-kissenberth, nieuport-17-twin, ...) keep their type's ceiling and climb rate", () => {
    const typed = new Map(CEILINGS.flatMap(([, ids, ceiling, climbRate]) => ids.map((id) => [id, { ceiling, climbRate }] as const)))
    let checked = 0
    for (const a of Object.values(content.aircraft)) {
      for (const [id, want] of typed) {
        if (a.id.startsWith(`${id}-`)) {
          expect({ id: a.id, ceiling: a.ceiling, climbRate: a.climbRate }).toEqual({ id: a.id, ...want })
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('003 Preparation and "Second Arc of Fire": every aeroplane has a manoeuvre deck (blue letter); only two-seaters have a rear red letter; balloons have neither; of the ground pieces only an AA machine gun has a red letter (003 lines 714-716)', () => {
    for (const a of Object.values(content.aircraft)) {
      if (a.kind === 'aeroplane') expect(content.manoeuvreDecks[a.manoeuvreDeck!], a.id).toBeDefined()
      else if (a.kind === 'aamg') expect([a.manoeuvreDeck, a.fire.rear, ['A', 'B'].includes(a.fire.front!)], a.id).toEqual([null, null, true])
      else expect([a.manoeuvreDeck, a.fire.front, a.fire.rear], a.id).toEqual([null, null, null])
      if (a.fire.rear) expect(a.twoSeater, a.id).toBe(true)
    }
  })
})

// ------------------------------------------------------------------------------------------------ scenarios

const kebab = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')

describe('003 Scenarios', () => {
  it("every scenario's planes, in the scenario and in each variant, are aeroplanes in assets/aircraft with a team of the scenario", () => {
    for (const s of Object.values(content.scenarios)) {
      const teams = new Set(s.teams.map((t) => t.id))
      for (const p of [...s.planes, ...s.variants.flatMap((v) => v.planes)]) {
        const a = content.aircraft[p.aircraft]
        expect(a, `${s.id}: ${p.aircraft}`).toBeDefined()
        expect(a.kind).toBe('aeroplane')
        expect(teams.has(p.team), `${s.id}: team ${p.team}`).toBe(true)
      }
    }
  })

  it('scenario ids are the kebab-case of their titles', () => {
    for (const s of Object.values(content.scenarios)) expect(s.id).toBe(kebab(s.title))
  })

  it("each team's planes fly for its side (a captured aircraft flies for its captors)", () => {
    for (const s of Object.values(content.scenarios)) {
      const side = new Map(s.teams.map((t) => [t.id, t.side]))
      for (const p of [...s.planes, ...s.variants.flatMap((v) => v.planes)]) expect(content.aircraft[p.aircraft].side, `${s.id}: ${p.id}`).toBe(side.get(p.team))
    }
  })
})

describe('ground pieces (003 Ground fire, lines 649-777) and scenario pieces', () => {
  it('a broken ground piece file names the file and the field', () => {
    expectRefused(withEdit('ground/trench.json', (g) => (g.fire = 'A')), 'ground/trench.json', 'fire', /only an AA machine gun fires/)
    expectRefused(withEdit('ground/aamg-a.json', (g) => (g.fire = null)), 'ground/aamg-a.json', 'fire', /A- or B-firing/)
  })

  it('a scenario piece must be a balloon or ground piece of a team the scenario has; only a balloon has a level', () => {
    const withPieces = (pieces: unknown[]) => withEdit('scenarios/face-to-face.json', (s) => (s.pieces = pieces))
    const place = { edge: 'north', rulers: 1, along: 0.5 }
    expectRefused(withPieces([{ id: 'x', type: 'sopwith-camel', team: 'allied', place }]), 'scenarios/face-to-face.json', 'pieces.0.type', /is an aeroplane/)
    expectRefused(withPieces([{ id: 'x', type: 'trench', team: 'nobody', place }]), 'scenarios/face-to-face.json', 'pieces.0.team', /no team "nobody"/)
    expectRefused(withPieces([{ id: 'x', type: 'trench', team: 'allied', place, altitude: 2 }]), 'scenarios/face-to-face.json', 'pieces.0.altitude', /lies on the ground/)
  })
})
