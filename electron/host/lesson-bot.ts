/**
 * The opponent of a first-flight lesson, as the host seats it: the lesson's script (shared/first-flight/script-bot.ts)
 * answers at once, so it runs in the host's own thread rather than in a bot worker.
 */
import type { Content } from '../../shared/content/types'
import type { Seed } from '../../shared/engine/rng'
import type { SeatId } from '../../shared/engine/types'
import type { Lesson } from '../../shared/first-flight/lesson'
import { LessonBot } from '../../shared/first-flight/script-bot'
import type { BotDriver } from './session'

export function lessonBot(content: Content, lesson: Lesson, seat: SeatId, seed: Seed): BotDriver {
  const policy = new LessonBot(content, seat, seed, lesson)
  return { decide: async (view) => policy.decide(view), dispose: () => {} }
}
