/**
 * The example scripts in docs/examples/ do what docs/script-format.md says they do. Each example demonstrates a
 * rule of 003 (or an option from 000 and 004); a change in the engine that changes what they show fails here.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import type { GameEvent } from '../engine/types'
import { runScript, scriptFailures, ScriptError } from './script'

const EXAMPLES = fileURLToPath(new URL('../../docs/examples/', import.meta.url))
const load = (name: string) => JSON.parse(readFileSync(`${EXAMPLES}${name}.json`, 'utf8'))
const play = (name: string) => runScript(content, load(name))

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>
function events<T extends GameEvent['type']>(all: readonly GameEvent[], type: T): Ev<T>[] {
  return all.filter((e): e is Ev<T> => e.type === type)
}
const at = (e: { turn: number; phase: number }) => `${e.turn}.${e.phase}`

describe('docs/examples', () => {
  it('aim-two-seater: 003 Two-Seaters, Aim (lines 254-264): "If one is a 0 and the other is a 3, the total damage is 4 (0 and 3+1) because of the aim bonus"; then "in the front arc ... no aim bonus since it is a different firing arc"', () => {
    const g = play('aim-two-seater')
    const fired = events(g.events, 'fired')
    expect(fired.map((e) => [at(e), e.plane, e.arc, e.target, e.cards])).toEqual([
      ['1.1', 'dh4', 'rear', 'dr1', 2],
      ['1.2', 'dh4', 'front', 'dr1', 2],
    ])
    expect(events(g.events, 'damage-cards').map((e) => [e.plane, e.cards, e.points])).toEqual([
      ['dr1', ['A01', 'A30'], 4],
      ['dr1', ['B30', 'B01'], 2],
    ])
    // the second phase of consecutive fire from the rear arc; none for the front arc's first
    expect(events(g.events, 'aim-bonus').map((e) => [at(e), e.plane, e.arc, e.target, e.phases])).toEqual([['1.1', 'dh4', 'rear', 'dr1', 2]])
  })

  it('jammed-guns: "The aircraft that fired at him has jammed his guns and cannot fire after each of the next three manoeuvres" (003)', () => {
    const g = play('jammed-guns')
    const jam = events(g.events, 'jammed')
    expect(jam.map((e) => [at(e), e.plane, e.card])).toEqual([['1.1', 'camel', 'A07']])
    expect(events(g.events, 'card-shown').map((e) => [e.plane, e.card])).toEqual([['dr1', 'A07']])
    // the Dr.I stays 14.85 cm ahead, yet the Camel has no target for three manoeuvres
    expect(events(g.events, 'fire-options').map(at)).toEqual(['1.1', '2.2', '2.3'])
    expect(events(g.events, 'unjammed').map(at)).toEqual(['2.1'])
    expect(events(g.events, 'shot-down').map((e) => [at(e), e.plane])).toEqual([['2.3', 'dr1']])
    expect(g.state.result).toMatchObject({ winner: 'allied', scores: { allied: 2, central: -1 } })
  })

  it('head-on-pass: long range draws one card, short range ("the first half of the ruler") two; after passing nobody has a target (003 Firing)', () => {
    const g = play('head-on-pass')
    const opts = events(g.events, 'fire-options')
    expect(opts.map((e) => [at(e), e.options.map((o) => [o.plane, o.cards])])).toEqual([
      ['1.1', [['camel', 1], ['dr1', 1]]],
      ['1.2', [['camel', 2], ['dr1', 2]]],
    ])
    expect(opts[0].options[0].distance).toBeCloseTo(29.85)
    expect(opts[1].options[0].distance).toBeCloseTo(7.25)
    const dealt = events(g.events, 'damage-cards').map((e) => [at(e), e.plane, e.cards])
    expect(dealt).toEqual([
      ['1.1', 'dr1', ['A30']],
      ['1.1', 'camel', ['A19']],
      ['1.2', 'dr1', ['A44', 'A08']],
      ['1.2', 'camel', ['A20', 'A09']],
    ])
    expect(g.state.result).toBeNull()
  })

  it('illegal-plan: two steep cards in a row, a steep card after a steep end of turn and an opening Immelmann are each replaced by a straight (003 Planning)', () => {
    const g = play('illegal-plan')
    const ill = events(g.events, 'illegal-manoeuvre').map((e) => [at(e), e.plane, e.card, e.outcome, e.replacement])
    expect(ill).toEqual([
      ['1.1', 'dr1', 'C12', 'replaced', 'C01'],
      ['1.2', 'camel', 'C16', 'replaced', 'C01'],
      ['2.1', 'camel', 'C13', 'replaced', 'C01'],
    ])
    const flown = (plane: string) => events(g.events, 'moved').filter((e) => e.plane === plane).map((e) => e.card)
    expect(flown('camel')).toEqual(['C13', 'C01', 'C04', 'C01', 'C01', 'C02'])
    expect(flown('dr1')).toEqual(['C01', 'C01', 'C02', 'C01', 'C12', 'C02'])
    expect(events(g.events, 'held-fire').length).toBeGreaterThan(0)
    expect(events(g.events, 'fired')).toEqual([])
  })

  it('illegal-plan-stress: each illegal card costs one A card, "ignoring any special damage" (000), an explosion included', () => {
    const g = play('illegal-plan-stress')
    const stress = events(g.events, 'damage-cards').map((e) => [at(e), e.plane, e.cards, e.points])
    expect(stress).toEqual([
      ['1.1', 'dr1', ['A48'], 0],
      ['1.2', 'camel', ['A47'], 5],
      ['2.1', 'camel', ['A31'], 3],
    ])
    expect(events(g.events, 'damage-taken').every((e) => e.cause === 'stress')).toBe(true)
    expect(g.state.planes.map((p) => p.status)).toEqual(['flying', 'flying'])
  })

  it('illegal-plan-out-of-control: "the plane goes out of control and it is eliminated" (004); it scores as shot down', () => {
    const g = play('illegal-plan-out-of-control')
    expect(events(g.events, 'out-of-control').map((e) => [at(e), e.plane])).toEqual([['1.2', 'camel']])
    expect(g.state.result).toMatchObject({ winner: 'central', scores: { allied: -1, central: 2 } })
  })

  it('two-seater: front and rear guns at two different targets, each with its red letter (003 Second Arc of Fire)', () => {
    const g = play('two-seater')
    const first = events(g.events, 'fired').filter((e) => at(e) === '1.1')
    expect(first.map((e) => [e.plane, e.arc, e.target])).toEqual([
      ['bristol', 'front', 'alb2'],
      ['bristol', 'rear', 'alb1'],
      ['alb1', 'front', 'bristol'],
      ['alb2', 'front', 'bristol'],
    ])
    const dealt = events(g.events, 'damage-cards').filter((e) => at(e) === '1.1')
    expect(dealt.map((e) => [e.plane, e.from, e.cards])).toEqual([
      ['alb2', 'bristol', ['B14']],
      ['alb1', 'bristol', ['B15']],
      ['bristol', 'alb1', ['A38']],
      ['bristol', 'alb2', ['A26']],
    ])
    expect(events(g.events, 'jammed').map((e) => [at(e), e.plane, e.arc])).toEqual([['1.1', 'alb2', 'front']])
  })

  it('blocked-and-overlapping: "Planes cannot fire through another plane base, enemy or friendly"; "Two or more planes whose bases overlap cannot fire at each other" (003)', () => {
    const g = play('blocked-and-overlapping')
    const opts = events(g.events, 'fire-options')
    expect(opts.map((e) => [at(e), e.options.map((o) => `${o.plane}>${o.target}`)])).toEqual([['1.1', ['spad>dr1', 'dr1>spad']]])
    // phase 2: the Camel and the Dr.I are 4.2 cm apart, nose to nose: their bases overlap
    const moved = events(g.events, 'moved').filter((e) => at(e) === '1.2')
    const camel = moved.find((e) => e.plane === 'camel')!.at
    const dr1 = moved.find((e) => e.plane === 'dr1')!.at
    expect(Math.abs(dr1.y - camel.y)).toBeCloseTo(4.2)
  })

  it('stands-collide: equal B cards are drawn again, the smaller number moves first as planned, the other stops at the stand clearance (003 Overlapping during Movement)', () => {
    const g = play('stands-collide')
    const bumped = events(g.events, 'bumped')
    expect(bumped.map((e) => [e.plane, e.order, e.draw])).toEqual([
      ['dr1', 1, 'B02'],
      ['camel', 2, 'B01'],
    ])
    expect(bumped[0].placed).toEqual(bumped[0].planned)
    expect(Math.hypot(bumped[1].placed.x - bumped[0].placed.x, bumped[1].placed.y - bumped[0].placed.y)).toBeCloseTo(content.table.standClearance)
    // the cards drawn for the order are discarded, not taken
    expect(g.state.planes.every((p) => p.damage.length === 0)).toBe(true)
    expect(g.state.decks.B.discard).toEqual(expect.arrayContaining(['B01', 'B02', 'B30', 'B14']))
  })

  it('a balloon cannot be a scripted plane: it has no manoeuvre deck and never moves (003 Balloon Busting)', () => {
    const script = load('jammed-guns')
    script.setup.planes[1].aircraft = 'caquot-m'
    expect(() => runScript(content, script)).toThrow('setup.planes: plane "dr1": "caquot-m" is not an aeroplane')
  })

  it('a fire choice for a phase in which nobody had a target is an error, not silently dropped', () => {
    const script = load('jammed-guns')
    script.turns[0].fire['2'] = { camel: 'dr1' }
    expect(() => runScript(content, script)).toThrow(ScriptError)
    expect(() => runScript(content, script)).toThrow('turns.0 (turn 1).fire.2.camel: plane "camel" has no target in phase 2')
  })

  it('a plane can start damaged and under effects; a start the rules cannot hold is a clear error', () => {
    const script = load('jammed-guns')
    script.setup.planes[1].start = { damage: ['A30', 'A31'] }
    const g = runScript(content, script)
    expect(g.state.planes[1].damage.slice(0, 2)).toEqual(['A30', 'A31'])
    // the cards came out of the deck
    expect(g.events.some((e) => e.type === 'damage-cards' && e.cards.includes('A30') && e.plane !== 'dr1')).toBe(false)
    const effects = load('jammed-guns')
    effects.setup.planes[1].start = { effects: { smoke: 2 } }
    expect(() => runScript(content, effects)).toThrow('setup: plane dr1: start.effects: no optional rule is in force')
    const dead = load('jammed-guns')
    dead.setup.planes[1].start = { damage: ['A42', 'A43', 'A44', 'A45'] }
    expect(() => runScript(content, dead)).toThrow(/would have shot it down already/)
    const unknown = load('jammed-guns')
    unknown.setup.planes[1].start = { damage: ['Z99'] }
    expect(() => runScript(content, unknown)).toThrow(/no damage card "Z99" in play/)
  })

  it('with 003 Tailing on, a script\'s tailing plane is shown the tailed card and keeps its order (jammed-guns: the Camel sits on the Dr.I\'s tail)', () => {
    const script = load('jammed-guns')
    script.setup.options = { tailing: true }
    const g = runScript(content, script)
    expect(events(g.events, 'tailing').map((e) => [at(e), e.plane, e.target])).toContainEqual(['1.0', 'camel', 'dr1'])
    const shown = events(g.events, 'tail-shown')
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.every((e) => JSON.stringify(e.to) === '["allied"]')).toBe(true)
    expect(events(g.events, 'reordered').length).toBe(shown.length)
  })
})

/** The examples this file checks by hand above; every other one must say what it shows in its own `expect`. */
const CHECKED_ABOVE = ['jammed-guns', 'head-on-pass', 'illegal-plan', 'illegal-plan-stress', 'illegal-plan-out-of-control', 'two-seater', 'blocked-and-overlapping', 'stands-collide']
describe('docs/examples, issue 12', () => {
  it('ramming-000: 000 line 456, "unless one pilot declares that he is ramming in which case the C-deck is used": the declared ram turns the collision\'s A cards into C cards, shown by the ramming event', () => {
    const script = load('ramming-000')
    const rammed = runScript(content, script)
    const collision = (g: typeof rammed) => events(g.events, 'damage-cards').map((e) => [at(e), e.plane, e.cards.map((c) => c[0])])
    expect(collision(rammed)).toEqual([
      ['1.1', 'camel', ['C']],
      ['1.1', 'dva', ['C']],
    ])
    expect(events(rammed.events, 'ramming').map((e) => [at(e), e.plane, e.other])).toEqual([['1.1', 'camel', 'dva']])
    // the same turn without the declaration: an A card each, and nothing shown
    const plain = runScript(content, { ...script, turns: [{ plans: script.turns[0].plans }], expect: undefined })
    expect(collision(plain)).toEqual([
      ['1.1', 'camel', ['A']],
      ['1.1', 'dva', ['A']],
    ])
    expect(events(plain.events, 'ramming')).toEqual([])
  })

  it('floor-agreement: 003 lines 452-456, the example: a floor of 2 is refused (the Dr.I at 6 would be above the ceiling of 5); both agree on 3, and the floor and ceiling move at once', () => {
    const g = play('floor-agreement')
    expect(events(g.events, 'floor-agreed').map((e) => [e.seat, e.floor])).toEqual([
      ['allied', 3],
      ['central', 3],
    ])
    expect(events(g.events, 'floor-moved').map((e) => [at(e), e.floor, e.ceiling])).toEqual([['1.0', 3, 6]])
    // the agreements come before the plans (line 442, "Before planning a turn")
    expect(g.events.findIndex((e) => e.type === 'floor-moved')).toBeLessThan(g.events.findIndex((e) => e.type === 'manoeuvre-revealed'))
  })

  it('dice-altitude-004: 004 lines 171-201: a dive onto a lower plane doubles a straight (rule 5) and adds a card (rule 8); a climbing straight moves at least the slowest straight (rule 4); a plane climbing away from a lower one may not fire at it (rule 6)', () => {
    const g = play('dice-altitude-004')
    expect(events(g.events, 'altitude').map((e) => [at(e), e.plane, e.from, e.level])).toEqual([
      ['1.1', 'camel', 4, 3],
      ['1.3', 'camel', 3, 4],
    ])
    expect(events(g.events, 'fired').map((e) => [at(e), e.plane, e.target, e.cards])).toEqual([['1.1', 'camel', 'dva', 3]])
    // offered two cards at short range (the dive's third is drawn when it fires); level, two; climbing away, none
    expect(events(g.events, 'fire-options').map((e) => [at(e), e.options.map((o) => [o.plane, o.target, o.cards])])).toEqual([
      ['1.1', [['camel', 'dva', 2]]],
      ['1.2', [['camel', 'dva', 2]]],
    ])
    // 11.3 doubled, 14.3, then the 14.3 straight climbing: half would be 7.15, the short straight's 11.3 instead
    expect(events(g.events, 'moved').filter((e) => e.plane === 'camel').map((e) => Number((e.at.y - e.from.y).toFixed(6)))).toEqual([22.6, 14.3, 11.3])
  })

  it('a script\'s floor agreement or ram the engine refuses is an error naming the turn; an unknown seat or plane is named', () => {
    const floor = load('floor-agreement')
    expect(() => runScript(content, { ...floor, turns: [{ floor: { allied: 2 }, plans: floor.turns[0].plans }] })).toThrow(/turns\.0 \(turn 1\)\.floor\.allied: .*the floor may be 3, 4, 5/)
    expect(() => runScript(content, { ...floor, turns: [{ floor: { nobody: 3 }, plans: floor.turns[0].plans }] })).toThrow(/floor: there is no seat "nobody"/)
    expect(() => runScript(content, { ...floor, turns: [{ refused: [{ seat: 'allied', floor: 3, reason: 'x' }], plans: floor.turns[0].plans }] })).toThrow(/the engine accepted seat "allied"'s agreement to a floor of 3/)
    const ram = load('ramming-000')
    expect(() => runScript(content, { ...ram, turns: [{ ...ram.turns[0], ram: ['nobody'] }] })).toThrow(/ram: there is no plane "nobody"/)
    const no000 = { ...ram, setup: { ...ram.setup, options: { altitude: true, collisions: true } } }
    expect(() => runScript(content, no000)).toThrow(ScriptError)
    expect(() => runScript(content, no000)).toThrow(/plans\.camel: .*000's collision damage/)
  })
})

const ALL = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))

describe('docs/examples: each script shows what its expect section says', () => {
  it.each(ALL)('%s', (name) => {
    const script = load(name)
    if (!CHECKED_ABOVE.includes(name)) expect(script.expect, `${name}.json has no expect section`).toBeDefined()
    expect(scriptFailures(runScript(content, script), script)).toEqual([])
  })

  it('003\'s optional rules each have a worked example', () => {
    for (const name of ['aim-two-seater', 'tailing', 'special-damage-rudder', 'special-damage-wounds', 'special-damage-engine', 'disruption', 'blind-spots', 'roland-c-ii', 'observer-wounded']) {
      expect(ALL).toContain(name)
    }
  })

  it('an expectation the game does not meet is reported, one line each', () => {
    const script = load('aim-two-seater')
    script.expect.events[2].points = 5
    script.expect.absent = [{ type: 'aim-bonus', phase: 1 }]
    script.expect.planes.dr1.damageTotal = 7
    script.expect.result = { winner: 'allied' }
    expect(scriptFailures(runScript(content, script), script)).toEqual([
      'expect.events.2: no event {"type":"damage-cards","turn":1,"phase":1,"plane":"dr1","from":"dh4","cards":["A01","A30"],"points":5}',
      expect.stringMatching(/^expect\.absent\.0: it happened: \{"type":"aim-bonus"/),
      'expect.planes.dr1.damageTotal is 6, not 7',
      'expect.result: the game did not end',
    ])
    // events must come in the order given
    const order = load('aim-two-seater')
    order.expect.events.reverse()
    expect(scriptFailures(runScript(content, order), order).length).toBeGreaterThan(0)
    // null: the game must still be undecided
    const won = load('special-damage-wounds')
    won.expect.result = null
    expect(scriptFailures(runScript(content, won), won)).toEqual([expect.stringMatching(/^expect\.result: the game ended/)])
  })

  it('blind-spots and roland-c-ii: without the option, the rear gun fires at the plane just behind the tail', () => {
    for (const [name, plane] of [['blind-spots', 'dh4'], ['roland-c-ii', 'roland']]) {
      const script = load(name)
      script.setup.options = {}
      const g = runScript(content, script)
      expect(events(g.events, 'fired').filter((e) => e.plane === plane).map(at), name).toEqual(['1.1', '1.2', '1.3'])
    }
  })

  it('tailing: without a new order the Camel flies its cards as planned, and an order for a plane that tails nobody is an error', () => {
    const script = load('tailing')
    delete script.turns[0].reorder
    const g = runScript(content, script)
    expect(events(g.events, 'moved').filter((e) => e.plane === 'camel').map((e) => e.card)).toEqual(['C01', 'C07', 'C03'])
    const wrong = load('tailing')
    wrong.turns[0].reorder = { dr1: { '1': ['C07', 'C03', 'C01'] } }
    expect(() => runScript(content, wrong)).toThrow('turns.0 (turn 1).reorder.dr1.1: plane "dr1" was not shown the first card of a plane it tails')
    const cards = load('tailing')
    cards.turns[0].reorder.camel['1'] = ['C07', 'C01', 'C18']
    expect(() => runScript(content, cards)).toThrow(/^turns\.0 \(turn 1\)\.reorder\.camel\.1: /)
  })

  it('turnless: 004 The "Turn less" Game (153-160): "You reveal and use the first, and fire. You put a third one. You reveal and use the second"; a card is judged after the one queued before it', () => {
    const g = play('turnless')
    const revealed = events(g.events, 'manoeuvre-revealed').filter((e) => e.plane === 'camel')
    expect(revealed.map((e) => [at(e), e.card])).toEqual([
      ['1.1', 'C01'],
      ['1.2', 'C13'],
      ['1.3', 'C16'],
      ['2.1', 'C01'],
    ])
    expect(events(g.events, 'illegal-manoeuvre').map((e) => [at(e), e.plane, e.card])).toEqual([['1.3', 'camel', 'C16']])
    // a card still in the queue cannot be queued again; a card missing from a turn that goes on is an error
    const twice = load('turnless')
    twice.turns[0].queue['2'].camel = 'C13'
    expect(() => runScript(content, twice)).toThrow(/turns\.0 \(turn 1\)\.queue\.2\.camel: card C13 is already in the queue/)
    const missing = load('turnless')
    delete missing.turns[0].queue['3']
    expect(() => runScript(content, missing)).toThrow('turns.0 (turn 1).queue.3: no card for plane "camel" to queue before phase 3')
  })

  it('a refusal the engine does not make, or makes for another reason, is an error', () => {
    const legal = load('special-damage-rudder')
    legal.turns[1].refused[0].plan = ['C07', 'C01', 'C02']
    expect(() => runScript(content, legal)).toThrow('turns.1 (turn 2).refused.0: the engine accepted the plan C07 C01 C02 of "dr1"; the script says it is refused ("the rudder is jammed left")')
    const other = load('special-damage-rudder')
    other.turns[1].refused[0].plan = ['C05', 'C05', 'C02']
    expect(() => runScript(content, other)).toThrow(/refused\.0: the plan C05 C05 C02 of "dr1" was refused, but not because "the rudder is jammed left"/)
    const later = load('special-damage-rudder')
    later.turns[2].refused = [{ plane: 'dr1', plan: ['C05', 'C01', 'C02'], reason: 'the rudder is jammed left' }]
    expect(() => runScript(content, later)).toThrow(/turns\.2 \(turn 3\)\.refused\.0: the engine accepted/)
    const fire = load('observer-wounded')
    fire.turns[0].refused[0].phase = 1
    expect(() => runScript(content, fire)).toThrow(/refused\.0: the engine accepted the fire order \{"rear":"dr1"\} of "dh4" in phase 1/)
  })
})

describe('docs/examples, issue 13', () => {
  it('archie-altitude: 003 lines 695-698, the reach by declared height: a counter the engine takes at one height is refused at a height with a shorter reach; a refusal the engine does not make, or for a gun it does not ask, is an error', () => {
    const g = play('archie-altitude')
    expect(events(g.events, 'archie-burst').map((e) => [at(e), e.level, e.hit])).toEqual([['1.2', 2, ['camel']]])
    const accepted = load('archie-altitude')
    accepted.turns[0].refused[1].archie.level = 1
    expect(() => runScript(content, accepted)).toThrow('turns.0 (turn 1).refused.1: the engine accepted the artillery counter {"x":57.5,"y":48.6,"level":1} of gun "gun" before phase 1; the script says it is refused ("within 1 ruler of the red dot")')
    const later = load('archie-altitude')
    later.turns[0].refused[1].phase = 2
    expect(() => runScript(content, later)).toThrow('turns.0 (turn 1).refused.1: gun "gun" was not asked for its artillery counter before phase 2')
  })

  it('bailing-out: setup.balloons sets the observers and the agreed turn as a scenario does; with 003\'s 12 turns (line 554) the second Drachen\'s observers may still bail out in turn 3', () => {
    const g = play('bailing-out')
    expect(events(g.events, 'observers-lost').map((e) => [at(e), e.plane, e.observers])).toEqual([['1.1', 'drachen', 1]])
    expect(events(g.events, 'observers-bailed').map((e) => [at(e), e.plane, e.observers])).toEqual([['2.0', 'drachen', 1]])
    const twelve = load('bailing-out')
    delete twelve.setup.balloons.downAfter
    expect(() => runScript(content, twelve)).toThrow('turns.2 (turn 3).refused.0: the engine accepted the order {"bail":true} for balloon "drachen2"; the script says it is refused ("the last 6 turns")')
    // no observers: no one to bail out
    const none = load('bailing-out')
    delete none.setup.balloons.observers
    expect(() => runScript(content, none)).toThrow(/turns\.1 \(turn 2\)\.winch\.drachen: .*there are no observers on "drachen"/)
  })

  it('setup.balloons: a value the game cannot play is a clear error', () => {
    const changed = (name: string, f: (s: ReturnType<typeof load>) => void) => {
      const s = load(name)
      f(s)
      return () => runScript(content, s)
    }
    expect(changed('bailing-out', (s) => (s.setup.balloons.observers = 0))).toThrow(/malformed script: setup\.balloons\.observers: /)
    expect(changed('bailing-out', (s) => (s.setup.balloons.crew = 2))).toThrow(/malformed script: setup\.balloons: /)
    expect(changed('bailing-out', (s) => (s.setup.pieces = []))).toThrow('setup.balloons: there is no balloon in setup.pieces')
    expect(changed('bailing-out', (s) => (s.setup.balloons.winch = 3))).toThrow('setup.balloons: downAfter (an agreed turn) and winch (down by order) are two ways for balloons to come down: give one')
    expect(changed('balloon-barrage', (s) => (s.setup.balloons.downAfter = 8))).toThrow(/setup\.balloons\.downAfter: with the altitude rules the balloons are winched down by their owners/)
    expect(changed('balloon-barrage', (s) => (s.setup.balloons.barrage = ['left', 'camel']))).toThrow('setup.balloons.barrage.1: "camel" is not a balloon in setup.pieces')
    expect(changed('balloon-barrage', (s) => (s.setup.balloons.barrage = ['left', 'middle', 'left']))).toThrow('setup.balloons.barrage.2: balloon "left" is named twice')
    expect(changed('balloon-barrage', (s) => (s.setup.options = {}))).toThrow(/setup\.balloons\.barrage: a balloon barrage needs the altitude rules/)
    expect(changed('bailing-out', (s) => (s.turns[2].refused[0].balloon = 'nobody'))).toThrow('turns.2 (turn 3).refused.0: there is no plane "nobody"')
  })

  it('balloon-barrage: without the barrage the Camel at level 2 flies on between the balloons', () => {
    const script = load('balloon-barrage')
    delete script.setup.balloons
    const g = runScript(content, script)
    expect(events(g.events, 'barrage')).toEqual([])
    expect(g.state.planes.find((p) => p.id === 'camel')!.status).toBe('flying')
  })
})
