/**
 * The first flight's lessons (assets/first-flight/, docs/first-flight.md): every lesson file loads and validates, its
 * script plays in the engine and shows what the lesson teaches, the plans the marks ask for are the ones the script
 * flies, and the scripted opponent flies the script's plans in a live game. A broken lesson file is refused with its
 * file and field named.
 */
import { describe, expect, it } from 'vitest'
import { readContentFiles } from '../../electron/content/load-assets'
import { content } from '../../electron/testing/fixtures'
import { checkPlan } from '../engine/planning'
import { runScript, scriptFailures } from '../sim/script'
import { lessonGame, lessonOfScenario, lessonSetup, loadLessons, playerSeat, type Lesson } from './lesson'
import { LessonBot } from './script-bot'

const files = readContentFiles()
const lessons = loadLessons(files, content)

/** plays a lesson's game: the player's plans from the script, the opponent's from the lesson bot, fire held by the player unless told */
function playLive(lesson: Lesson, turns: number, playerFires: boolean) {
  const game = lessonGame(content, lesson, 'a'.repeat(32))
  const seat = playerSeat(content, lesson)
  const bots = game.state.setup.seats.filter((s) => s.id !== seat).map((s) => new LessonBot(content, s.id, 1, lesson))
  for (let guard = 0; guard < 200 && !game.over && game.state.turn <= turns; guard++) {
    for (const bot of bots) for (const cmd of bot.decide(game.view(bot.seat))) game.apply(cmd)
    if (game.state.step === 'planning') {
      const me = game.state.planes.find((p) => p.id === lesson.player)!
      if (me.plan === null && me.status === 'flying') game.apply({ type: 'plan', seat, plane: me.id, cards: lesson.script.turns[game.state.turn - 1].plans[me.id] })
    } else if (game.state.step === 'firing' && game.waitingFor().includes(lesson.player)) {
      const target = game.state.fireOptions.find((o) => o.plane === lesson.player && o.arc === 'front')?.target ?? null
      game.apply({ type: 'fire', seat, plane: lesson.player, front: playerFires ? target : null })
    }
  }
  return game
}

describe('the first flight lessons (assets/first-flight/)', () => {
  it('are the lessons the issue asks for, in order', () => {
    expect(lessons.map((l) => l.id)).toEqual(['first-turn', 'fire', 'steep-and-immelmann', 'off-table'])
    // every step the issue names has a mark that points at its control
    const targets = lessons.flatMap((l) => l.marks.map((m) => m.target))
    for (const t of ['deck', 'commit-plan', 'phase-track', 'fire-panel', 'damage-panel', 'card-C16', 'card-C13', 'plan-warnings', 'leave']) expect(targets).toContain(t)
  })

  for (const lesson of lessons) {
    describe(lesson.id, () => {
      it('its script plays in the engine and meets its expectations', () => {
        const game = runScript(content, lesson.script)
        expect(scriptFailures(game, lesson.script)).toEqual([])
        expect(game.state.turn).toBeGreaterThan(lesson.script.turns.length - 1)
      })

      it('names its games so that the renderer finds the lesson on the table', () => {
        const setup = lessonSetup(content, lesson)
        expect(lessonOfScenario(setup.scenario)).toBe(lesson.id)
        expect(setup.planes.find((p) => p.id === lesson.player)?.seat).toBe(playerSeat(content, lesson))
      })

      it('the cards its marks ask for are a legal plan, and the plan its script flies', () => {
        const game = lessonGame(content, lesson, 'b'.repeat(32))
        const plane = game.rules.byId.get(lesson.player)!
        for (const m of lesson.marks) {
          if (m.until.kind !== 'chosen' || !m.until.cards || m.until.cards.length < 3) continue
          expect(checkPlan(plane, null, m.until.cards).every((s) => s.reason === null)).toBe(true)
          expect(lesson.script.turns[0].plans[lesson.player]).toEqual(m.until.cards)
        }
      })

      it('the scripted opponent flies the script in a live game, and the player reaches turn 2', () => {
        const game = playLive(lesson, 1, true)
        expect(game.state.turn).toBe(2)
        const opponent = game.state.planes.find((p) => p.id !== lesson.player)!
        const flown = game.events.filter((e) => e.type === 'moved' && e.plane === opponent.id).map((e) => (e as { card: string }).card)
        expect(flown).toEqual(lesson.script.turns[0].plans[opponent.id])
        expect(game.state.planes.find((p) => p.id === lesson.player)!.status).toBe('flying')
      })
    })
  }

  it('the fire lesson deals the script\'s damage cards to the Fokker, and the Camel starts with its 4 points', () => {
    const lesson = lessons.find((l) => l.id === 'fire')!
    const game = playLive(lesson, 1, true)
    const dealt = game.events.filter((e) => e.type === 'damage-cards' && (e as { plane: string }).plane === 'dr1')
    expect(dealt.length).toBeGreaterThan(0)
    const cards = dealt.flatMap((e) => (e as unknown as { cards: string[] }).cards)
    expect(cards).toEqual(lesson.script.damage!.A.slice(0, cards.length))
    const camel = game.state.planes.find((p) => p.id === 'camel')!
    expect(camel.damage.reduce((n, id) => n + (content.damageCards[id].points ?? 0), 0)).toBe(4)
  })

  it('the steep lesson: a second steep card after the hard turn is refused, as the mark says (003 lines 36-38)', () => {
    const lesson = lessons.find((l) => l.id === 'steep-and-immelmann')!
    const game = lessonGame(content, lesson, 'c'.repeat(32))
    const plane = game.rules.byId.get('camel')!
    const slots = checkPlan(plane, null, ['C13', 'C16', 'C01'])
    expect(slots[1].reason).toMatch(/steep/i)
    // the Immelmann between two straights is legal, after a turn it is not (003 lines 41-43)
    expect(checkPlan(plane, null, ['C01', 'C12', 'C02']).every((s) => s.reason === null)).toBe(true)
    expect(checkPlan(plane, null, ['C05', 'C12', 'C02'])[1].reason).not.toBeNull()
  })

  it('the edge lesson: three straights take the Camel off the table; the turn the mark asks for keeps it on', () => {
    const lesson = lessons.find((l) => l.id === 'off-table')!
    const off = structuredClone(lesson)
    off.script.turns = [{ plans: { camel: ['C01', 'C02', 'C03'], dr1: ['C01', 'C02', 'C03'] } }]
    delete off.script.expect
    const game = runScript(content, off.script)
    expect(game.state.planes.find((p) => p.id === 'camel')!.status).not.toBe('flying')
    expect(runScript(content, lesson.script).state.planes.find((p) => p.id === 'camel')!.status).toBe('flying')
  })

  it('a broken lesson file is refused, naming the file and the field', () => {
    const broken = JSON.parse(files['first-flight/fire.json'])
    broken.marks[0].until = { kind: 'later' }
    broken.player = 'spad'
    expect(() => loadLessons({ ...files, 'first-flight/fire.json': JSON.stringify(broken) }, content)).toThrow(/first-flight\/fire\.json: marks\.0\.until/)
    const wrongPlayer = JSON.parse(files['first-flight/fire.json'])
    wrongPlayer.player = 'spad'
    expect(() => loadLessons({ ...files, 'first-flight/fire.json': JSON.stringify(wrongPlayer) }, content)).toThrow(/fire\.json: player: "spad"/)
    const wrongName = JSON.parse(files['first-flight/fire.json'])
    expect(() => loadLessons({ 'first-flight/other.json': JSON.stringify(wrongName) }, content)).toThrow(/does not match the file name "other"/)
  })
})
