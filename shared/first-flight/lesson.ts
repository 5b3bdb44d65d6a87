/**
 * The guided first flight's lessons (issue 26, docs/first-flight.md): content as data, one JSON file a lesson under
 * assets/first-flight/. A lesson is a situation in the engine's script format (docs/script-format.md: exact planes,
 * positions, headings, rule options and damage draws), the plane the player flies, and the coach marks that lead
 * the player through it, each pointing at a control of the real table and saying when the lesson moves on.
 *
 * The script's turns give the plans of the scripted opponent in a live lesson (script-bot.ts) and, for the unit
 * tests, a plan of the player's that reaches the lesson's goal: the whole script plays in the engine as it stands.
 */
import { z } from 'zod'
import type { Content } from '../content/types'
import { stackDeck } from '../engine/damage'
import { Game } from '../engine/game'
import type { Seed } from '../engine/rng'
import type { GameSetup } from '../engine/types'
import { parseScript, scriptSchema } from '../sim/script-schema'
import { scriptSetup } from '../sim/script'

/** A data-testid of the table's controls (coach marks point at them; they outlast layout changes). */
const testId = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/, 'a data-testid: letters, digits and dashes')
const cardId = z.string().regex(/^[A-Z][0-9]{2}$/, 'a manoeuvre card id, like C01')

/** When a coach mark is done and the next one comes. */
export const markUntil = z.discriminatedUnion('kind', [
  /** the player presses the mark's Next button (a mark that explains) */
  z.strictObject({ kind: z.literal('next') }),
  /** the plan being made has this many cards (and, if given, exactly these in this order) */
  z.strictObject({ kind: z.literal('chosen'), count: z.number().int().min(1).max(3), cards: z.array(cardId).min(1).max(3).optional() }),
  /** the player's plan for the turn is committed */
  z.strictObject({ kind: z.literal('committed') }),
  /** the control is on screen (the fire panel, a warning, a refused card's reason) */
  z.strictObject({ kind: z.literal('shown'), testid: testId }),
  /** the control has left the screen (the fire panel once the orders are given) */
  z.strictObject({ kind: z.literal('gone'), testid: testId }),
  /** the table has played up to this turn (its moves and fire shown), or the game is over */
  z.strictObject({ kind: z.literal('turn'), turn: z.number().int().min(2).max(20) }),
])
export type MarkUntil = z.infer<typeof markUntil>

export const coachMark = z.strictObject({
  /** what the mark says, in a newcomer's words */
  text: z.string().min(1).max(400),
  /** the control it points at (a data-testid); none: a box in the middle of the top of the screen */
  target: testId.optional(),
  /** where the box goes beside its target (default: the side with the most room) */
  side: z.enum(['top', 'bottom', 'left', 'right']).optional(),
  until: markUntil,
})
export type CoachMark = z.infer<typeof coachMark>

export const lessonFile = z.strictObject({
  format: z.literal('overdive-lesson'),
  /** kebab-case, the file name without .json */
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/).max(60),
  /** the lessons are flown in this order */
  order: z.number().int().min(1).max(99),
  title: z.string().min(1).max(60),
  /** what the player learns, one line (the lesson list and the first mark's heading) */
  goal: z.string().min(1).max(160),
  /** the plane the player flies (its seat is the player's; every other seat is flown by the script) */
  player: z.string().min(1).max(64),
  script: scriptSchema,
  marks: z.array(coachMark).min(1).max(20),
})
export type Lesson = z.output<typeof lessonFile>

export class LessonError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'LessonError'
  }
}

/** The scenario name a lesson's games carry (setup.scenario): the renderer finds the lesson on the table by it. */
export const LESSON_SCENARIO_PREFIX = 'first-flight/'

export function lessonOfScenario(scenario: string): string | null {
  return scenario.startsWith(LESSON_SCENARIO_PREFIX) ? scenario.slice(LESSON_SCENARIO_PREFIX.length) : null
}

/**
 * The lessons among content file texts keyed by their path under assets/ (the files under first-flight/), checked:
 * the schema, the file name, the player's plane, the marks' cards and the script's setup against the content.
 * Throws a LessonError naming every problem.
 */
export function loadLessons(files: Record<string, string>, content: Content): Lesson[] {
  const problems: string[] = []
  const lessons: Lesson[] = []
  for (const file of Object.keys(files).filter((f) => f.startsWith('first-flight/') && f.endsWith('.json')).sort()) {
    let json: unknown
    try {
      json = JSON.parse(files[file])
    } catch (e) {
      problems.push(`${file}: not valid JSON (${(e as Error).message})`)
      continue
    }
    const parsed = lessonFile.safeParse(json)
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push(`${file}: ${issue.path.join('.') || '(top level)'}: ${issue.message}`)
      continue
    }
    const lesson = parsed.data
    const name = file.slice(file.lastIndexOf('/') + 1, -'.json'.length)
    if (lesson.id !== name) problems.push(`${file}: id: "${lesson.id}" does not match the file name "${name}"`)
    const problem = lessonProblem(content, lesson)
    if (problem) problems.push(`${file}: ${problem}`)
    else lessons.push(lesson)
  }
  const orders = lessons.map((l) => l.order)
  if (new Set(orders).size !== orders.length) problems.push('first-flight/: two lessons have the same order')
  if (problems.length) throw new LessonError(`Broken lessons:\n  ${problems.join('\n  ')}`)
  return lessons.sort((a, b) => a.order - b.order)
}

/** What is wrong with a lesson that its schema cannot see, or null. */
export function lessonProblem(content: Content, lesson: Lesson): string | null {
  let setup: GameSetup
  try {
    setup = lessonSetup(content, lesson)
  } catch (e) {
    return `script: ${(e as Error).message}`
  }
  const player = setup.planes.find((p) => p.id === lesson.player)
  if (!player || (player.kind ?? 'aeroplane') !== 'aeroplane') return `player: "${lesson.player}" is not one of the script's aeroplanes`
  const deck = content.manoeuvreDecks[content.aircraft[player.aircraft].manoeuvreDeck ?? '']
  for (const [i, m] of lesson.marks.entries()) {
    for (const c of m.until.kind === 'chosen' ? (m.until.cards ?? []) : []) if (!deck?.cards.some((k) => k.id === c)) return `marks.${i}.until.cards: the player's ${player.aircraft} has no card ${c}`
  }
  return null
}

/** A lesson's game setup: the script's, named for the lesson. Throws a ScriptError when the script does not fit the content. */
export function lessonSetup(content: Content, lesson: Lesson): GameSetup {
  const script = parseScript(lesson.script)
  return { ...scriptSetup(content, script), scenario: `${LESSON_SCENARIO_PREFIX}${lesson.id}`, title: `Learn to fly: ${lesson.title}` }
}

/** The seat the player sits at; every other seat is the script's. */
export function playerSeat(content: Content, lesson: Lesson): string {
  return lessonSetup(content, lesson).planes.find((p) => p.id === lesson.player)!.seat
}

/** A lesson's game, ready to play: its setup, with the script's damage cards on top of their decks (the exact draws). */
export function lessonGame(content: Content, lesson: Lesson, seed: Seed): Game {
  const game = Game.start(content, lessonSetup(content, lesson), seed)
  for (const [letter, ids] of Object.entries(lesson.script.damage ?? {})) {
    if (!game.state.decks[letter]) throw new LessonError(`${lesson.id}: script.damage: there is no damage deck "${letter}" in play`)
    for (const id of ids) if (!game.rules.damageDecks[letter].cards.some((c) => c.id === id)) throw new LessonError(`${lesson.id}: script.damage: deck ${letter} has no card ${id}`)
    stackDeck(game.state, letter, ids)
  }
  return game
}
