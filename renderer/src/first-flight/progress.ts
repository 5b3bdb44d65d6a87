/**
 * How far the player has got in the first flight, kept per machine in localStorage as the settings are
 * (store/settings-slice.ts): the lessons done or skipped, and the lesson and coach mark the player was at when the
 * first flight was left, so that it resumes there. Stored progress is read field by field: anything unreadable
 * gives a first flight not started.
 */
export const PROGRESS_KEY = 'overdive.firstFlight'

export interface Progress {
  /** lessons flown to their end, or skipped */
  done: string[]
  /** the lesson being flown (or left half-way: it starts again from its first mark, in a new game) */
  current: string | null
  /** the coach mark reached in the lesson's game `session` (a reload of the page comes back to it) */
  mark: number
  session: string | null
  /** the player chose to skip the whole first flight */
  skipped: boolean
}

export const NO_PROGRESS: Progress = { done: [], current: null, mark: 0, session: null, skipped: false }

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null
  } catch {
    return null
  }
}

export function loadProgress(from: Storage | null = storage()): Progress {
  try {
    const raw: unknown = JSON.parse(from?.getItem(PROGRESS_KEY) ?? 'null')
    if (!raw || typeof raw !== 'object') return { ...NO_PROGRESS }
    const r = raw as Record<string, unknown>
    const ids = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.length <= 60).slice(0, 50) : [])
    return {
      done: ids(r.done),
      current: typeof r.current === 'string' && r.current.length <= 60 ? r.current : null,
      mark: typeof r.mark === 'number' && Number.isInteger(r.mark) && r.mark >= 0 && r.mark < 50 ? r.mark : 0,
      session: typeof r.session === 'string' && r.session.length <= 80 ? r.session : null,
      skipped: r.skipped === true,
    }
  } catch {
    return { ...NO_PROGRESS }
  }
}

export function saveProgress(p: Progress, to: Storage | null = storage()): void {
  try {
    to?.setItem(PROGRESS_KEY, JSON.stringify(p))
  } catch {
    // storage full or refused: the progress is not kept, the lesson goes on
  }
}

/** A lesson begun: from its first mark. */
export function begun(p: Progress, lesson: string): Progress {
  return { ...p, current: lesson, mark: 0, session: null, skipped: false }
}

/** The coach mark reached in the lesson's game. */
export function markReached(p: Progress, lesson: string, session: string, mark: number): Progress {
  return { ...p, current: lesson, session, mark }
}

/** A lesson flown to its end or skipped: done, and no lesson under way. */
export function finished(p: Progress, lesson: string): Progress {
  return { ...p, done: p.done.includes(lesson) ? p.done : [...p.done, lesson], current: null, mark: 0, session: null }
}

/** The whole first flight skipped: every lesson counts as done (it can still be flown from its list). */
export function allSkipped(p: Progress, order: readonly string[]): Progress {
  return { done: [...new Set([...p.done, ...order])], current: null, mark: 0, session: null, skipped: true }
}

/** The lesson to fly next: the one left half-way, else the first not done (undefined when all are done). */
export function lessonToFly(p: Progress, order: readonly string[]): string | undefined {
  if (p.current && order.includes(p.current) && !p.done.includes(p.current)) return p.current
  return order.find((l) => !p.done.includes(l))
}
