import { describe, expect, it } from 'vitest'
import { OPTIONAL_RULES as ENGINE_RULES } from '../engine/rules'
import { OPTIONAL_RULES, optionalRulesOn, RULE_GROUPS, RULESETS, ruleSourcesInWords, rulesInWords, TURNLESS } from './rules-words'

describe('rulesInWords: the lobby tells guests the rules the host chose', () => {
  it('says each option in words: the illegal-plan options of 003 (straight), 000 (stress) and 004 (out of control), the ruler, the A/B explosions, the turn limit', () => {
    const w = rulesInWords({ illegalPlan: 'out-of-control', ruler: 30, explosionsInAB: false, turnLimit: 8 })
    expect(w).toEqual([
      'A manoeuvre a plane may not fly sends it out of control: the plane is lost',
      'Range ruler 30 cm: short range up to 15 cm',
      'No explosion cards in the A and B damage decks',
      'The game ends after turn 8',
    ])
    const full = rulesInWords({ illegalPlan: 'straight', ruler: 34, explosionsInAB: true, turnLimit: 0 })
    expect(full).toContain('Played until one side is left')
    expect(full[0]).toBe('A manoeuvre a plane may not fly is flown as a straight instead')
    expect(rulesInWords({ illegalPlan: 'stress', ruler: 34, explosionsInAB: true, turnLimit: 0 })[0]).toContain('takes an A damage card')
  })
})

describe('rulesInWords: 003 optional rules in force', () => {
  const basic = { illegalPlan: 'straight' as const, ruler: 34, explosionsInAB: true, turnLimit: 0 }

  it('adds nothing for the basic game, nor for an option that is off', () => {
    expect(rulesInWords(basic)).toHaveLength(4)
    expect(rulesInWords({ ...basic, aim: false, specialDamage: false })).toHaveLength(4)
  })

  it('adds one line per optional rule on, naming it and what it does; where it is written is a line of its own (issue 26)', () => {
    const on = { ...basic, specialDamage: true, aim: true, disruption: true }
    expect(rulesInWords(on).slice(4)).toEqual([
      'Special damage: the symbols on damage cards count: a jammed rudder, a wounded pilot or observer, a damaged engine (kept secret), smoke and flame (shown)',
      'Aim: from the second phase in a row that a gun fires at the same plane, each card that does damage does one more',
      'Disruption: a plane that took damage in a phase has no aim bonus and no tailing the next phase',
    ])
    expect(ruleSourcesInWords(on)).toEqual(['Special damage: 003, Optional Rules', 'Aim: 003, Optional Rules', 'Disruption: 003, Optional Rules'])
    expect(rulesInWords({ ...basic, tailing: true, blindSpots: true }).slice(4).map((l) => l.split(':')[0])).toEqual(['Blind spots for rear guns', 'Tailing'])
  })

  it('knows every optional rule the engine plays, once, 003\'s before 004\'s before 000\'s', () => {
    expect(OPTIONAL_RULES.map((r) => r.option)).toEqual(['specialDamage', 'aim', 'disruption', 'blindSpots', 'tailing', 'adjustAim', 'altitude', 'overdive', 'collisions', 'deflection', 'oppositeTurns', 'ammunition', 'twinGunJamming', 'orderOfFiring', 'singleGunADeck', 'realThing', 'collisionsBySilhouette004', 'diceAltitude004', 'acesGeneric004', 'acesD10Table004', 'jamRoll', 'woundTiers', 'engineShotDown', 'smokeBeforeReveal', 'overlapFire', 'bumpDie', 'blindSpotOneCard', 'burningExit', 'collisionDamage000', 'blindSpotLevels000', 'randomArchie000', 'playerArchie000', 'missionRules000'])
    expect([...OPTIONAL_RULES.map((r) => r.option)].sort()).toEqual(ENGINE_RULES.map((r) => r.option).sort())
    expect(OPTIONAL_RULES.filter((r) => r.document === '004').map((r) => r.option)).toEqual(['deflection', 'oppositeTurns', 'ammunition', 'twinGunJamming', 'orderOfFiring', 'singleGunADeck', 'realThing', 'collisionsBySilhouette004', 'diceAltitude004', 'acesGeneric004', 'acesD10Table004'])
    // 004's D10 table of an ace's specific abilities (lines 374-424) goes with its generic ones (lines 346-360), as the engine says
    expect(optionalRulesOn({ acesD10Table004: true }).map((r) => r.option)).toEqual([])
    expect(optionalRulesOn({ acesGeneric004: true, acesD10Table004: true }).map((r) => r.option)).toEqual(['acesGeneric004', 'acesD10Table004'])
    expect(ENGINE_RULES.find((r) => r.option === 'acesD10Table004')!.needs).toBe('acesGeneric004')
    expect(optionalRulesOn({ aim: true, disruption: true }).map((r) => r.label)).toEqual(['Aim', 'Disruption'])
    // 000's variants, each naming 000; those of special damage need it, as the engine's do
    expect(OPTIONAL_RULES.filter((r) => r.document === '000').map((r) => [r.option, r.needs ?? null])).toEqual(ENGINE_RULES.filter((r) => OPTIONAL_RULES.find((o) => o.option === r.option)!.document === '000').map((r) => [r.option, r.needs ?? null]))
    expect(OPTIONAL_RULES.filter((r) => r.document === '000').every((r) => r.source.startsWith('000'))).toBe(true)
  })

  it("names 000's blind spot in place of 003's when both are on, as the engine plays it", () => {
    expect(optionalRulesOn({ blindSpots: true, blindSpotOneCard: true }).map((r) => r.option)).toEqual(['blindSpotOneCard'])
    expect(optionalRulesOn({ blindSpots: true }).map((r) => r.option)).toEqual(['blindSpots'])
    expect(ENGINE_RULES.find((r) => r.option === 'blindSpotOneCard')!.replaces).toEqual(['blindSpots'])
  })

  it("names 000's blind spot across levels in place of both, with Altitude only, as the engine plays it", () => {
    expect(optionalRulesOn({ blindSpots: true, blindSpotOneCard: true, blindSpotLevels000: true, altitude: true }).map((r) => r.option)).toEqual(['altitude', 'blindSpotLevels000'])
    expect(optionalRulesOn({ blindSpotOneCard: true, blindSpotLevels000: true }).map((r) => r.option)).toEqual(['blindSpotOneCard'])
    for (const r of OPTIONAL_RULES) expect(ENGINE_RULES.find((e) => e.option === r.option)!.replaces ?? [], r.option).toEqual(r.replaces ?? [])
  })

  it("names 004's collisions (lines 118-127) in place of 003's and 000's damage for them, with or without Altitude", () => {
    expect(optionalRulesOn({ collisionsBySilhouette004: true }).map((r) => r.option)).toEqual(['collisionsBySilhouette004'])
    expect(optionalRulesOn({ altitude: true, collisions: true, collisionDamage000: true, collisionsBySilhouette004: true }).map((r) => r.option)).toEqual(['altitude', 'collisionsBySilhouette004'])
  })

  it("counts 000's collision damage only with Collisions and Altitude in force", () => {
    expect(optionalRulesOn({ collisionDamage000: true, collisions: true }).map((r) => r.option)).toEqual([])
    expect(optionalRulesOn({ collisionDamage000: true, collisions: true, altitude: true }).map((r) => r.option)).toEqual(['altitude', 'collisions', 'collisionDamage000'])
  })

  it("says how many cards of ammunition 004's Ammo gives, when the game sets it", () => {
    expect(rulesInWords({ ...basic, ammunition: true }).slice(4)).toEqual([
      'Ammunition: each gun has 6 damage cards of ammunition, one spent a shot; when they are gone it cannot fire',
    ])
    expect(rulesInWords({ ...basic, ammunition: true, ammunitionCards: 8 }).slice(4)[0]).toMatch(/it cannot fire \(this game: 8\)$/)
  })
})

describe('rulesInWords: the altitude table (issue 12)', () => {
  it('003 Flying Higher (433-437) and Cloud Cover (457-459): the lobby names the floor, the ceiling and the clouds, with Altitude only', () => {
    const w = rulesInWords({ illegalPlan: 'straight', ruler: 30, explosionsInAB: true, turnLimit: 0, altitude: true, floor: 4, cloudCover: 9 })
    expect(w).toContain('Flying higher: floor at level 4, ceiling at level 7')
    expect(ruleSourcesInWords({ altitude: true, floor: 4 })).toContain('Flying higher: 003, Altitude Optional Rules, Flying Higher (lines 433-456)')
    expect(w.some((l) => l.endsWith('the clouds at level 9'))).toBe(true)
    expect(rulesInWords({ illegalPlan: 'straight', ruler: 30, explosionsInAB: true, turnLimit: 0, floor: 4 }).some((l) => l.includes('floor'))).toBe(false)
  })
})

describe("rulesInWords: 004's turn-less game (issue 11)", () => {
  const basic = { illegalPlan: 'straight' as const, ruler: 34, explosionsInAB: true, turnLimit: 0 }

  it('says nothing when it is off or absent', () => {
    expect(rulesInWords({ ...basic, turnless: 'off' })).toEqual(rulesInWords(basic))
  })

  it('says the queue in force, three or two cards; its source and lines go to the rule-source line', () => {
    const three = rulesInWords({ ...basic, turnless: 'three' }).slice(4)
    expect(three).toHaveLength(1)
    expect(three[0]).toMatch(/^Turn-less game: no new plan of three cards each turn/)
    expect(three[0]).toContain('a queue of three: each card flies three phases after it is played (the house rule)')
    const two = rulesInWords({ ...basic, turnless: 'two' }).slice(4)
    expect(two[0]).toContain("a queue of two: each card flies two phases after it is played (the designer's reply)")
    expect(ruleSourcesInWords({ turnless: 'two' })).toEqual([`Turn-less game: 004, players' house rules, The "Turn less" Game (lines 149-160); 004, lines 153-160`])
  })
})

/** Document codes (003, 000, 004) and rulebook line numbers: for docs and the rule-source line, never a player's text. */
const BOOKKEEPING = [/\blines? \d/, /\b00[0-4]\b/]

describe('the words players read name no document nor line (issue 26)', () => {
  const every = Object.fromEntries(OPTIONAL_RULES.map((r) => [r.option, true]))
  const texts = [
    ...rulesInWords({ illegalPlan: 'stress', ruler: 34, explosionsInAB: false, turnLimit: 8, ...every, floor: 2, cloudCover: 7, turnless: 'three' }),
    ...rulesInWords({ illegalPlan: 'straight', ruler: 34, explosionsInAB: true, turnLimit: 0, ...every, turnless: 'two' }),
    ...OPTIONAL_RULES.flatMap((r) => [r.label, r.line]),
    ...Object.values(RULESETS).flatMap((r) => [r.label, r.line]),
    ...Object.values(RULE_GROUPS).flatMap((r) => [r.label, r.line]),
    TURNLESS.label,
    TURNLESS.line,
    ...Object.values(TURNLESS.choices),
  ]

  it.each(BOOKKEEPING.map((re) => [String(re), re] as const))('no text matches %s', (_, re) => {
    expect(texts.filter((t) => re.test(t))).toEqual([])
  })

  it('the rulesets are named for players, their documents kept as sources', () => {
    expect(Object.values(RULESETS).map((r) => r.label)).toEqual(['Basic', 'Advanced', 'Tactical Rules v6', 'Custom'])
    expect(Object.values(RULE_GROUPS).map((r) => r.label)).toEqual(['Advanced', 'House rules', 'Tactical Rules v6'])
    expect(RULESETS.tactical.source).toMatch(/^000/)
    // the check itself catches the old wording
    expect(BOOKKEEPING.some((re) => re.test('Aim (003, Optional Rules): one more'))).toBe(true)
    expect(BOOKKEEPING.some((re) => re.test('rockets are fired after a straight (lines 608, 631)'))).toBe(true)
  })
})
