import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { freeDogfightSetup, scenarioSetup } from '../../../../shared/engine/setup'
import { bookOf } from '../../../../shared/bots/search/opening-book'
import { parseClientMessage } from '../../../../shared/protocol/messages'
import { altitudeTableOptions, FLOORS, freePlanesChoice, NO_ALTITUDE_TABLE, optionalRulesOf, rulesChoice, rulesetName, START_LEVELS, TACTICAL, turnlessOption, type FreePlane } from './new-game-rules'
import { TURNLESS } from '../../../../shared/protocol/rules-words'
import { edgeFields } from '../../../../shared/engine/rules/altitude/table-setup'

describe("New game's Rules group", () => {
  const none = { altitude: false, overdive: false, collisions: false, specialDamage: false, aim: false, disruption: false, blindSpots: false, tailing: false, deflection: false, realThing: false, oppositeTurns: false, ammunition: false, twinGunJamming: false, orderOfFiring: false, singleGunADeck: false, jamRoll: false, woundTiers: false, engineShotDown: false, smokeBeforeReveal: false, overlapFire: false, bumpDie: false, blindSpotOneCard: false, burningExit: false, collisionDamage000: false, blindSpotLevels000: false, collisionsBySilhouette004: false, diceAltitude004: false, randomArchie000: false, playerArchie000: false, missionRules000: false, adjustAim: false, acesGeneric004: false, acesD10Table004: false }

  it('003 basic game: no optional rule, only the illegal-plan choice is sent', () => {
    expect(rulesChoice('straight', optionalRulesOf('basic', { ...none, aim: true }))).toEqual({ illegalPlan: 'straight' })
  })

  it('003 with the optional rules: every one of 003\'s on, none of 004\'s house rules', () => {
    expect(rulesChoice('stress', optionalRulesOf('optional', none))).toEqual({ illegalPlan: 'stress', specialDamage: true, aim: true, disruption: true, blindSpots: true, tailing: true, adjustAim: true })
  })

  it('000 Tactical Rules v6: 003\'s optional rules but Blind Spots (000 has its own), 000\'s variants, stress damage for illegal moves and no explosions in the A and B decks', () => {
    expect(TACTICAL).toEqual({ illegalPlan: 'stress', explosionsInAB: false })
    expect(rulesChoice(TACTICAL.illegalPlan, optionalRulesOf('tactical', none), 'tactical')).toEqual({
      illegalPlan: 'stress',
      explosionsInAB: false,
      specialDamage: true,
      aim: true,
      disruption: true,
      tailing: true,
      // 003 Ground Fire's Adjusting the Aim, for AA guns placed by their players
      adjustAim: true,
      jamRoll: true,
      woundTiers: true,
      engineShotDown: true,
      smokeBeforeReveal: true,
      overlapFire: true,
      bumpDie: true,
      blindSpotOneCard: true,
      burningExit: true,
      // 000's altitude rules, which count once Altitude is ticked
      collisionDamage000: true,
      blindSpotLevels000: true,
      // 000's Random Archie, for the AA guns no player aims (lines 532-545)
      randomArchie000: true,
      // and its Player Controlled Archie, for the guns their players place (lines 520-530)
      playerArchie000: true,
      missionRules000: true,
    })
    // the other presets leave the explosions as the options' default
    expect(rulesChoice('straight', optionalRulesOf('optional', none), 'optional')).not.toHaveProperty('explosionsInAB')
  })

  it('Custom: those ticked, the others left out (off)', () => {
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, aim: true, disruption: true }))).toEqual({ illegalPlan: 'straight', aim: true, disruption: true })
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, deflection: true, oppositeTurns: true }))).toEqual({ illegalPlan: 'straight', deflection: true, oppositeTurns: true })
  })

  it('003 Altitude is a choice of its own ("include all the rules in this section"): no preset turns it on, Custom does', () => {
    for (const preset of ['basic', 'optional', 'tactical'] as const) {
      const on = optionalRulesOf(preset, { ...none, altitude: true, overdive: true })
      expect([on.altitude, on.overdive]).toEqual([false, false])
    }
    expect(rulesChoice('straight', optionalRulesOf('custom', { ...none, altitude: true, overdive: true }))).toEqual({ illegalPlan: 'straight', altitude: true, overdive: true })
  })
})

describe("New game's starting levels for a free dogfight (003 Altitude, lines 306-307)", () => {
  const free: FreePlane[] = [
    { aircraft: 'sopwith-camel', team: 'allied', altitude: 1 },
    { aircraft: 'fokker-dr-i', team: 'central' },
    { aircraft: 'spad-xiii', team: 'allied', altitude: 3 },
  ]

  it('003 lines 306-307: with Altitude each plane carries its level, 2 where none was chosen, and the choices are 1 to 3', () => {
    expect(freePlanesChoice(free, true).map((p) => p.altitude)).toEqual([1, 2, 3])
    expect(START_LEVELS).toEqual([1, 2, 3])
  })

  it('without Altitude no plane carries a level (the host refuses one where no levels are played)', () => {
    expect(freePlanesChoice(free, false).every((p) => !('altitude' in p))).toBe(true)
  })

  it('what it sends passes the protocol, and the host sets the planes up at those levels', () => {
    const msg = { type: 'create-game', choice: { kind: 'free', table: { width: 90, depth: 90 }, planes: freePlanesChoice(free, true) }, seats: [] }
    expect(parseClientMessage(msg).ok).toBe(true)
    const setup = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: freePlanesChoice(free, true), options: { altitude: true } })
    expect(Object.fromEntries(setup.planes.map((p) => [p.aircraft, p.altitude]))).toEqual({ 'sopwith-camel': 1, 'fokker-dr-i': 2, 'spad-xiii': 3 })
  })
})

describe("New game's altitude table (issue 12)", () => {
  const free: FreePlane[] = [
    { aircraft: 'sopwith-camel', team: 'allied', altitude: 1 },
    { aircraft: 'fokker-dr-i', team: 'central' },
    { aircraft: 'spad-xiii', team: 'allied', altitude: 3 },
  ]

  it('003 Flying Higher (433-437): over a floor each level is brought within floor..ceiling (the floor where none was chosen)', () => {
    expect(freePlanesChoice(free, true, 5).map((p) => p.altitude)).toEqual([5, 5, 5])
    expect(freePlanesChoice([{ aircraft: 'sopwith-camel', team: 'allied', altitude: 12 }], true, 5)[0].altitude).toBe(8)
    // line 487: floors up to the highest aircraft ceiling are offered (the Siemens-Schuckert D.IV's 16)
    expect(FLOORS[0]).toBe(0)
    expect(FLOORS[FLOORS.length - 1]).toBe(16)
  })

  it('003 Flying Higher (433-456) and Cloud Cover (457-473): the options sent, only with Altitude; the clouds lie above the ceiling', () => {
    expect(altitudeTableOptions(NO_ALTITUDE_TABLE, true)).toEqual({})
    expect(altitudeTableOptions({ floor: 4, cloudAbove: 1, fields: false }, true)).toEqual({ floor: 4, cloudCover: 8 })
    expect(altitudeTableOptions({ floor: null, cloudAbove: 2, fields: false }, true)).toEqual({ cloudCover: 5 })
    expect(altitudeTableOptions({ floor: 4, cloudAbove: 1, fields: true }, false)).toEqual({})
  })

  it('003 Landings (379-381): a create-game with the floor, the clouds and one field a side passes the protocol and sets up', () => {
    const options = { altitude: true, floor: 4, cloudCover: 8 }
    const planes = freePlanesChoice(free, true, 4)
    const base = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes, options })
    const fields = edgeFields(base)
    const msg = { type: 'create-game', choice: { kind: 'free', table: { width: 90, depth: 90 }, planes }, seats: [], options, fields }
    expect(parseClientMessage(msg).ok).toBe(true)
    const setup = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes, options, fields })
    expect(setup.fields).toHaveLength(2)
    expect(setup.planes.map((p) => p.altitude)).toEqual([4, 4, 4])
  })
})

describe("New game's turn-less game (004 lines 149-160, issue 11)", () => {
  it('off sends no option (the engine plays turns), a queue of three or two sends it', () => {
    expect(turnlessOption('off')).toEqual({})
    expect(turnlessOption('three')).toEqual({ turnless: 'three' })
    expect(turnlessOption('two')).toEqual({ turnless: 'two' })
  })

  it('what it sends passes the protocol and sets the game up with the queue', () => {
    const options = { ...rulesChoice('straight', optionalRulesOf('basic', {} as never)), ...turnlessOption('two') }
    const msg = { type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches', variant: null }, seats: ['human', 'bot:heuristic'], options }
    expect(parseClientMessage(msg).ok).toBe(true)
    const setup = freeDogfightSetup(content, { table: { width: 90, depth: 90 }, planes: freePlanesChoice([{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }], false), options })
    expect(setup.options.turnless).toBe('two')
  })

  it('offers each choice with its words: off, and the two queues with the lines they come from', () => {
    expect(Object.keys(TURNLESS.choices)).toEqual(['off', 'three', 'two'])
    // the lines they come from are the rule-source line's (issue 26), not the choice's words
    expect(TURNLESS.choiceSources.three).toContain('lines 149-152')
    expect(TURNLESS.choiceSources.two).toContain('lines 153-160')
  })
})

describe("New game's Face to Face and its opening book (issue 31's fifteenth pass)", () => {
  const none = Object.fromEntries(Object.keys(optionalRulesOf('basic', {} as never)).map((k) => [k, false])) as ReturnType<typeof optionalRulesOf>
  // the host's setup of the game New game creates (electron/host/host.ts): the scenario, its seating and the options sent
  const sent = (on: ReturnType<typeof optionalRulesOf>) => scenarioSetup(content, { scenario: 'face-to-face', variant: null, seating: 'team', options: { ...rulesChoice('straight', on), ...turnlessOption('off') } })

  it("covers the game New game sets up by default (003's basic game), the one the book was worked out for in the arena", () => {
    expect(bookOf(content, sent(optionalRulesOf('basic', none)))).not.toBeNull()
  })

  it('does not cover it once an optional rule changes the game', () => {
    expect(bookOf(content, sent(optionalRulesOf('optional', none)))).toBeNull()
  })
})

describe("New game's summary names the rules", () => {
  it('a preset by its name, Custom with the count of rules ticked', () => {
    const none = optionalRulesOf('basic', {} as Parameters<typeof optionalRulesOf>[1])
    expect(rulesetName('basic', none)).toBe('Basic rules')
    expect(rulesetName('optional', optionalRulesOf('optional', none))).toBe('Advanced rules')
    expect(rulesetName('tactical', optionalRulesOf('tactical', none))).toBe('Tactical Rules v6')
    expect(rulesetName('custom', { ...none, aim: true, tailing: true })).toBe('Custom rules: 2 ticked')
  })
})
