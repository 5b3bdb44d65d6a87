/**
 * The hex game's log speaks plain words (issue 30): every event type the hex game and its 001 options can tell has
 * a sentence (found in their source and in seeded random games), no sentence leaks an id, `undefined` or a rulebook
 * citation, a seat's secret reaches no other screen, and the sentences speak from the seat's point of view.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { HexHeuristicBot } from '../../../../../shared/rulesets/hex/bots'
import { HexGame } from '../../../../../shared/rulesets/hex/game'
import { playRandomGame } from '../../../../../shared/rulesets/hex/random-play'
import { hexSetupFor } from '../../../../../shared/rulesets/hex/setup'
import type { HexEvent, HexOptions, HexSetup, HexView } from '../../../../../shared/rulesets/hex/types'
import { BOOKKEEPING } from '../../../shell/help/rule-source'
import { HEX_EVENT_WORDS, hexEventText, hexPlaneName, hexRollWhy, hexSeatName } from './hex-event-words'

const HEX = join(__dirname, '../../../../../shared/rulesets/hex')

/** The event types the game's source tells: `ctx.say('type'`, `type: 'type'` on an event, `'engine-' + ...`. */
function typesInSource(): string[] {
  const out = new Set<string>()
  for (const dir of [HEX, join(HEX, 'options-001')]) {
    for (const f of readdirSync(dir).filter((x) => x.endsWith('.ts') && !x.includes('.test.') && x !== 'testing.ts')) {
      const text = readFileSync(join(dir, f), 'utf8')
      for (const m of text.matchAll(/\.say\(\s*'([a-z-]*[a-z])'/g)) out.add(m[1])
      for (const m of text.matchAll(/\.say\(\s*by > 0 \? '([a-z-]+)' : '([a-z-]+)'/g)) out.add(m[1]).add(m[2])
      for (const m of text.matchAll(/events\.push\(\{ type: '([a-z-]+)'/g)) out.add(m[1])
      for (const m of text.matchAll(/\.say\(\s*'([a-z-]+)' \+ \(f === 6 \? '([a-z]+)' : '([a-z]+)'\)/g)) out.add(m[1] + m[2]).add(m[1] + m[3])
    }
  }
  return [...out].sort()
}

const SOME_OPTIONS: HexOptions = { fuel: true, fuelLoad: 12, steepClimbsDives: true, reloading: true, wounds: true, anoxia: true, battleDamage: true }

interface Played {
  game: HexGame
  scenario: string
}

/**
 * The scenario on a map 12 columns wider and 8 rows taller, everything moved to its middle (an even row shift keeps
 * the odd-r rows' geometry), so that random planes meet and fight before they fly off 002's small maps.
 */
function widened(setup: HexSetup): HexSetup {
  const move = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(move)
    if (x && typeof x === 'object') {
      const o = x as Record<string, unknown>
      if (typeof o.col === 'number' && typeof o.row === 'number' && Object.keys(o).length === 2) return { col: o.col + 6, row: o.row + 4 }
      return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, k === 'options' ? v : move(v)]))
    }
    return x
  }
  return { ...(move(setup) as HexSetup), map: { width: setup.map.width + 12, height: setup.map.height + 8 } }
}

/** Seeded random games on every scenario, with and without options, the aggressive player firing when it can. */
function randomGames(): Played[] {
  const out: Played[] = []
  for (const scenario of Object.keys(hexContent.scenarios)) {
    for (const [seed, options] of [
      [1, {}],
      [2, SOME_OPTIONS],
      [3, {}],
    ] as const) {
      const game = HexGame.start(widened(hexSetupFor(hexContent, scenario, options, 10)), seed)
      playRandomGame(game, seed, undefined, 4000, seed !== 3)
      out.push({ game, scenario })
    }
    // the heuristic bots close in and fire: hits, criticals, evades and stalls
    const game = HexGame.start(hexSetupFor(hexContent, scenario, scenario === 'duel' ? SOME_OPTIONS : {}, 12), 5)
    const bots = new Map([...new Set(game.state.planes.map((p) => p.seat))].map((s) => [s, new HexHeuristicBot(hexContent, s, 5)]))
    for (let n = 0; !game.over && n < 3000; n++) {
      const seat = game.waitingFor()[0]
      const [cmd] = bots.get(seat)!.decide(game.view(seat))
      if (!cmd) throw new Error(`the heuristic bot of ${seat} has no command`)
      game.play(cmd)
    }
    out.push({ game, scenario })
  }
  return out
}

const GAMES = randomGames()

/** every id a sentence must not show raw: planes, seats, balloons, ground units, sides */
function rawIds(view: HexView): string[] {
  const s = view.setup
  return [...view.planes.flatMap((p) => [p.id, p.seat, p.side]), ...s.balloons.map((b) => b.id), ...s.ground.map((g) => g.id)]
}

function checkSentence(text: string, view: HexView, e: HexEvent): void {
  const where = `${e.type} "${e.words}" -> "${text}"`
  expect(text.length, where).toBeGreaterThan(3)
  expect(text, where).not.toMatch(/undefined|NaN|\[object|null\b/)
  expect(text, where).not.toMatch(/\bvelocity\b|facing [0-5]\b|->/)
  for (const re of BOOKKEEPING) expect(text, where).not.toMatch(re)
  for (const id of rawIds(view)) expect(text, `${where}: shows the id "${id}"`).not.toMatch(new RegExp(`(?<![\\w-])${id}(?![\\w-])`))
  expect(text.charAt(0), where).toBe(text.charAt(0).toUpperCase())
}

describe('the hex event words (issue 30)', () => {
  it('every event type the hex game and its options tell has its own sentence', () => {
    const types = typesInSource()
    // the scan finds the types it should (it would find none if the source changed its way of telling)
    expect(types).toEqual(expect.arrayContaining(['roll', 'drew', 'hit', 'critical', 'ask-evade', 'ask-stall', 'game-over', 'section-damage', 'engine-fire', 'engine-smoke', 'climb', 'dive']))
    expect(types.filter((t) => !HEX_EVENT_WORDS[t])).toEqual([])
  })

  it('every event of seeded random games reads as a plain sentence, for each seat and a spectator', () => {
    const seen = new Set<string>()
    let told = 0
    for (const { game } of GAMES) {
      const seats = [...new Set(game.state.planes.map((p) => p.seat)), null]
      const views = seats.map((s) => game.view(s))
      for (const e of game.events) {
        seen.add(e.type)
        expect(HEX_EVENT_WORDS[e.type], `no sentence for "${e.type}"`).toBeDefined()
        for (const view of views) {
          const text = hexEventText(e, view)
          if (e.to !== 'all' && e.to !== view.seat) {
            expect(text, `${e.type} to ${e.to} told to ${view.seat}`).toBeNull()
            continue
          }
          // the seat's own draw count: its drawn cards tell it
          if (e.type === 'draws' && e.seat === view.seat) {
            expect(text).toBeNull()
            continue
          }
          expect(text).not.toBeNull()
          checkSentence(text!, view, e)
          told++
        }
      }
    }
    // the games were games: moves, fire and its aftermath, turn order, the end
    for (const t of ['roll', 'drew', 'draws', 'order', 'turn', 'card', 'move', 'face', 'climb', 'dive', 'end-move', 'plane-out', 'game-over', 'hit', 'fuel']) expect(seen, t).toContain(t)
    expect(told).toBeGreaterThan(1000)
  })

  it('speaks to the seat on screen: its own cards, its own plane, its own decisions', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'duel', {}), 7)
    const allies = game.view('allies')
    const germans = game.view('germans')
    const drew = game.events.find((e) => e.type === 'drew' && e.to === 'allies')!
    const names = drew.cards!.map((c) => ({ left: 'Left', right: 'Right' })[c.type as 'left'] ?? '')
    expect(hexEventText(drew, allies)).toMatch(/^You draw /)
    for (const n of names.filter(Boolean)) expect(hexEventText(drew, allies)).toContain(n)
    // another seat's drawn cards: not a word of them
    expect(hexEventText(drew, germans)).toBeNull()
    expect(hexEventText(drew, game.view(null))).toBeNull()
    const draws = game.events.find((e) => e.type === 'draws' && e.seat === 'allies')!
    // told once to the seat that drew: by its cards
    expect(hexEventText(draws, allies)).toBeNull()
    expect(hexEventText(draws, germans)).toBe('Sopwith Camel draws 2 cards')
    // a player's name from the lobby, when the screen knows it
    expect(hexEventText(draws, germans, { seats: { allies: 'Alice' } })).toBe('Alice draws 2 cards')
    const climb: HexEvent = { type: 'climb', to: 'all', round: 1, plane: 'camel', altitude: 4, words: 'camel climbs to altitude 4' }
    expect(hexEventText(climb, allies)).toBe('Your Sopwith Camel climbs to altitude 4')
    expect(hexEventText(climb, germans)).toBe('Sopwith Camel climbs to altitude 4')
    const evade: HexEvent = { type: 'ask-evade', to: 'all', round: 1, plane: 'camel', hits: 2, words: 'camel would take 2 hits: allies may discard a Recover card to evade' }
    expect(hexEventText(evade, allies)).toBe('Your Sopwith Camel would take 2 hits: you may discard a Recover card to evade')
    expect(hexEventText(evade, germans)).toBe('Sopwith Camel would take 2 hits: its player may discard a Recover card to evade')
    expect(hexEventText(evade, germans, { seats: { allies: 'Alice' } })).toBe('Sopwith Camel would take 2 hits: Alice may discard a Recover card to evade')
    const position: HexEvent = { type: 'position', to: 'all', round: 1, plane: 'fokker', words: 'fokker is in (12,4), facing 2, altitude 1, velocity 3' }
    expect(hexEventText(position, allies)).toBe('Fokker D-VII is in (12,4), facing north-west, altitude 1, speed 3')
    const over: HexEvent = { type: 'game-over', to: 'all', round: 9, winner: 'allies', words: 'allies win at the turn limit (allies 2, germans 1)' }
    expect(hexEventText(over, germans)).toBe('Game over. The Allies win at the turn limit (the Allies 2, the Germans 1)')
  })

  it('names balloons and ground units by what they are, and tells a turn order roll by seat', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'balloon-busting', {}), 3)
    const view = game.view('germans')
    const miss: HexEvent = { type: 'miss', to: 'all', round: 2, plane: 'camel', words: 'camel misses the balloon drachen' }
    expect(hexEventText(miss, view)).toBe('Sopwith Camel misses the German balloon')
    const fire: HexEvent = { type: 'roll', to: 'all', round: 2, roll: 5, dice: '1D6', plane: 'drachen-mg', words: 'drachen-mg fires at camel (range 1: 1D6): rolled 5' }
    expect(hexEventText(fire, view)).toBe('The German machine gun fires at Sopwith Camel (range 1: 1D6): the die shows 5')
    const order: HexEvent = { type: 'roll', to: 'all', round: 1, roll: 4, dice: '1D6', words: 'germans rolls for turn order: rolled 4' }
    expect(hexEventText(order, view)).toBe('You roll 4 for the turn order')
    expect(hexEventText(order, game.view('allies'))).toBe('Fokker D-VII rolls 4 for the turn order')
    // a die on the table: what it was rolled for, without its result
    expect(hexRollWhy(fire, view)).toBe('The German machine gun fires at Sopwith Camel (range 1: 1D6)')
    expect(hexRollWhy(order, view)).toBe('You roll for the turn order')
    expect(hexRollWhy(order, game.view('allies'))).toBe('Fokker D-VII rolls for the turn order')
    expect(hexRollWhy(miss, view)).toBeNull()
    expect(hexRollWhy({ ...fire, to: 'allies' }, view)).toBeNull()
    const stall: HexEvent = { type: 'stall', to: 'all', round: 2, plane: 'camel', by: 'fokker', words: 'germans plays a Stall card on camel: it must play a Recover card or drop 2 steps' }
    expect(hexEventText(stall, view)).toBe('You play a Stall card on Sopwith Camel: it must play a Recover card or drop 2 altitude steps')
  })

  it('numbers planes of the same aircraft, and names a seat by its plane', () => {
    const game = HexGame.start(hexSetupFor(hexContent, 'two-on-two', {}), 1)
    const view = game.view(null)
    expect(hexSeatName(view, 'germans-2')).toBe('Albatros C-V')
    const twin = { ...view, planes: view.planes.map((p) => (p.id === 'fokker' ? { ...p, aircraft: view.planes.find((q) => q.id === 'camel')!.aircraft } : p)) }
    expect([hexPlaneName(twin, 'camel'), hexPlaneName(twin, 'fokker')]).toEqual(['Sopwith Camel 1', 'Sopwith Camel 2'])
  })
})
