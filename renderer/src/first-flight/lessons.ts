/**
 * The first flight's lessons, bundled from assets/first-flight/ at build time and checked as the host checks them
 * (shared/first-flight/lesson.ts), in the order they are flown.
 */
import { content } from '../content'
import { loadLessons, type Lesson } from '../../../shared/first-flight/lesson'

const raw = import.meta.glob('../../../assets/first-flight/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>
const files: Record<string, string> = {}
for (const [path, text] of Object.entries(raw)) files[path.replace(/^.*\/assets\//, '')] = text

export const LESSONS: readonly Lesson[] = loadLessons(files, content)

export function lessonById(id: string | null | undefined): Lesson | undefined {
  return LESSONS.find((l) => l.id === id)
}

/** the lesson after this one, or undefined after the last */
export function nextLesson(id: string): Lesson | undefined {
  const i = LESSONS.findIndex((l) => l.id === id)
  return i >= 0 ? LESSONS[i + 1] : undefined
}
