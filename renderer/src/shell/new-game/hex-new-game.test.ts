/**
 * New game's hex form (hex-new-game.ts): what it offers is what the hex game and the host accept, its defaults make
 * a solo game against a bot, and each option's words name where 001 writes it.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createRulesetGame } from '../../../../electron/host/ruleset-games'
import { clientMessage } from '../../../../shared/protocol/messages'
import { seatKindSchema } from '../../../../shared/protocol/seat-kinds'
import { hexRuleset } from '../../../../shared/rulesets/hex'
import { hexContent } from '../../../../shared/rulesets/hex/content-fixture'
import type { HexContent } from '../../../../shared/rulesets/hex/content'
import { BOOKKEEPING } from '../help/rule-source'
import { ANSWER_TIMES, HEX_OPTION_FLAGS, answerTimeLabel, HEX_OPTION_WORDS, HEX_SEAT_INFO, HEX_SEAT_KINDS, NOVICE_WORDS, defaultHexKinds, hexFormFor, hexOptionsChoice, hexRequest, hexScenarioFacts, hexScenarios, hexSeatRows, hexSummary, optionUnavailable, type HexForm } from './hex-new-game'

const TEXT_001 = readFileSync(join(__dirname, '../../../../../shared/rules/001_6aeb1c45d0310b1d.txt'), 'latin1').split('\n')

/** The create-game message the form's request makes (as client.createRulesetGame sends it). */
function message(form: HexForm) {
  const r = hexRequest(hexContent, form)
  return { type: 'create-game' as const, re: 'r1', ruleset: 'hex', choice: { kind: 'scenario' as const, scenario: r.scenario }, seats: r.seats, rulesetOptions: r.rulesetOptions, ...(r.answerSeconds ? { answerSeconds: r.answerSeconds } : {}) }
}

const ALL_ON = Object.fromEntries(HEX_OPTION_FLAGS.map((f) => [f, true])) as HexForm['options']

describe('the hex game in New game', () => {
  it('offers every bot the hex game offers, and each seat kind is one the protocol carries', () => {
    const offered = Object.entries(hexRuleset.bots)
      .filter(([, b]) => b.offered)
      .map(([name]) => `bot:${name}`)
    expect(HEX_SEAT_KINDS.filter((k) => k.startsWith('bot:')).sort()).toEqual(offered.sort())
    for (const k of HEX_SEAT_KINDS) expect(seatKindSchema.safeParse(k).success).toBe(true)
    // named from the weakest to the strongest, each with a line for its tooltip
    expect(HEX_SEAT_KINDS.slice(2).map((k) => HEX_SEAT_INFO[k].label)).toEqual(['Random bot – weakest', 'Quick bot – easy', 'Search bot – hardest'])
  })

  it('opens on the duel, a solo game: the player flies the first Allied plane, the quick bot the rest', () => {
    const form = hexFormFor(hexContent)
    expect(form.scenario).toBe('duel')
    expect(hexScenarios(hexContent)[0].id).toBe('duel')
    const r = hexRequest(hexContent, form)
    expect(r).toEqual({ scenario: 'duel', seats: ['human', 'bot:heuristic'], rulesetOptions: {}, take: ['allies'] })
    // four players, one plane each: the player takes the first Allied seat, a bot flies the team-mate
    const four = hexContent.scenarios['two-on-two']
    expect(four.planes.map((p) => p.seat)).toEqual(['allies-1', 'allies-2', 'germans-1', 'germans-2'])
    expect(defaultHexKinds(four)).toEqual(['human', 'bot:heuristic', 'bot:heuristic', 'bot:heuristic'])
  })

  it('a scenario with no Allied plane seats the player at its first plane', () => {
    const s = { ...hexContent.scenarios.duel, planes: hexContent.scenarios.duel.planes.map((p) => ({ ...p, side: p.side === 'allies' ? 'french' : p.side })) }
    expect(defaultHexKinds(s)).toEqual(['human', 'bot:heuristic'])
  })

  it('a hotseat game takes every human seat at this screen; a LAN guest seat is not taken', () => {
    const r = hexRequest(hexContent, { ...hexFormFor(hexContent, 'two-on-two'), kinds: { 'allies-2': 'human', 'germans-1': 'guest', 'germans-2': 'bot:search' } })
    expect(r.seats).toEqual(['human', 'human', 'guest', 'bot:search'])
    expect(r.take).toEqual(['allies-1', 'allies-2'])
  })

  it('sends an answer time only when one is chosen, within what the protocol takes', () => {
    expect(hexRequest(hexContent, hexFormFor(hexContent)).answerSeconds).toBeUndefined()
    for (const t of ANSWER_TIMES.filter((x) => x !== null)) {
      const msg = message({ ...hexFormFor(hexContent), answerSeconds: t })
      expect(msg.answerSeconds).toBe(t)
      expect(clientMessage.safeParse(msg).success).toBe(true)
    }
    expect(ANSWER_TIMES.map(answerTimeLabel)).toEqual(['No limit', '15 seconds', '30 seconds', '1 minute', '2 minutes'])
  })

  it('lists the seats with their planes and sides', () => {
    expect(hexSeatRows(hexContent, hexContent.scenarios['two-seaters'])).toEqual([
      { seat: 'allies', plane: expect.any(String), aircraft: 'Bristol F2b', side: 'allies', observer: true },
      { seat: 'germans', plane: expect.any(String), aircraft: 'Albatros C-V', side: 'germans', observer: true },
    ])
    const ground = hexContent.scenarios['ground-attack']
    expect(hexScenarioFacts(ground)).toContain(`a ${ground.map.width} by ${ground.map.height} hex map, 2 planes, `)
    expect(hexScenarioFacts(ground)).toContain(`${ground.ground.length} ground guns`)
    expect(hexScenarioFacts(hexContent.scenarios.duel)).not.toMatch(/cloud|balloon|ground/)
  })

  it('friendly fire is offered only where the scenario marks trench lines (none of the shipped scenarios does)', () => {
    const duel = hexContent.scenarios.duel
    expect(optionUnavailable('friendlyFire', duel)).toMatch(/no trench line/)
    expect(hexOptionsChoice(duel, { ...hexFormFor(hexContent), options: { ...ALL_ON } }).friendlyFire).toBeUndefined()
    const trenched = { ...duel, extra: { friendlyFire: { trenches: [{ side: 'allies', hexes: [{ col: 1, row: 1 }] }] } } }
    expect(optionUnavailable('friendlyFire', trenched)).toBeNull()
    expect(hexOptionsChoice(trenched, { ...hexFormFor(hexContent), options: { ...ALL_ON } }).friendlyFire).toBe(true)
  })

  it('says beside Start the game it will create: the scenario, who flies for each side, the options and novices', () => {
    const form = hexFormFor(hexContent)
    const title = hexContent.scenarios.duel.title
    expect(hexSummary(hexContent, form)).toBe(`${title} · Allies: you · Germans: Quick bot · as written`)
    const more = { ...form, kinds: { germans: 'bot:search' as const }, options: { ...form.options, fuel: true, wounds: true }, novices: [hexContent.scenarios.duel.planes[1].id] }
    expect(hexSummary(hexContent, more)).toBe(`${title} · Allies: you · Germans: Search bot · 2 options, 1 novice`)
  })

  it('sends only the options ticked, and only this scenario s novices', () => {
    const form = { ...hexFormFor(hexContent), options: { ...hexFormFor(hexContent).options, fuel: true, wounds: true }, novices: [hexContent.scenarios.duel.planes[1].id, 'a-plane-of-another-scenario'] }
    expect(hexRequest(hexContent, form).rulesetOptions).toEqual({ fuel: true, wounds: true, novicePilots: [hexContent.scenarios.duel.planes[1].id] })
  })

  it.each(Object.keys(hexContent.scenarios))('%s: the request with every option on is a create-game the protocol and the host accept', (id) => {
    const s = hexContent.scenarios[id]
    const form: HexForm = { ...hexFormFor(hexContent, id), options: { ...ALL_ON }, novices: [s.planes[0].id] }
    const msg = message(form)
    expect(clientMessage.safeParse(msg).success).toBe(true)
    const made = createRulesetGame(msg, { hex: hexContent as HexContent }, 7, () => {})
    expect(made.ruleset.id).toBe('hex')
    expect(Object.values(made.kinds)).toEqual(msg.seats)
    // the game is set up with the options asked for, and waits on its first seat
    expect((made.setup as { options: unknown }).options).toEqual(msg.rulesetOptions)
    expect(made.game.over).toBe(false)
  })

  it('the host refuses a seat kind the hex game has no bot for, so the form never offers one', () => {
    const msg = { ...message(hexFormFor(hexContent)), seats: ['human', 'bot:ace'] as const }
    expect(() => createRulesetGame({ ...msg, seats: [...msg.seats] }, { hex: hexContent }, 7, () => {})).toThrow(/no "ace" bot/)
    expect(HEX_SEAT_KINDS).not.toContain('bot:ace')
  })

  it('each option is said in plain words, and its source names the 001 lines that hold the rule', () => {
    for (const w of [...Object.values(HEX_OPTION_WORDS), NOVICE_WORDS]) {
      expect(BOOKKEEPING.some((re) => re.test(w.label) || re.test(w.line))).toBe(false)
      const m = /^001 lines ([\d\- and]+), (.+)$/.exec(w.source)
      expect(m, w.source).not.toBeNull()
      const ranges = m![1].split(' and ').map((r) => r.split('-').map(Number))
      const cited = ranges.flatMap(([a, b = a]) => TEXT_001.slice(a - 1, b)).join(' ').toLowerCase()
      for (const name of m![2].split(/, | and (?=[A-Z])/)) expect(cited, `${w.source}: "${name}"`).toContain(name.toLowerCase().replace(/'/g, ''))
    }
  })
})
