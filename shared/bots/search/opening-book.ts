/**
 * The opening book (issue 31's fifteenth pass, docs/ai.md): a scenario's first turn starts from the same stands in
 * every game, before a bot has seen anything of its opponent, so the ace's first-turn plans there can be worked out once,
 * offline and at leisure (electron/bench/opening-book.ts), and kept as content (assets/openings/). A book is used
 * only where the game is set up exactly as it was worked out for: its `key` is the fingerprint of the setup.
 */
import type { Content, OpeningBook } from '../../content/types'
import type { GameSetup, PlaneId } from '../../engine/types'
import type { GameView } from '../../engine/view'
import { checksum } from '../../save/checksum'

/** JSON with its keys sorted and its false, null and undefined values left out: one text for one setup, however built. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') {
    const keys = Object.keys(v)
      .filter((k) => {
        const x = (v as Record<string, unknown>)[k]
        return x !== undefined && x !== null && x !== false
      })
      .sort()
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`
  }
  return JSON.stringify(v)
}

/**
 * The fingerprint of what decides a game's first turn: the table, the rules in force and every plane and piece as set
 * up. Left out: the turn limit (the arena sets one, New game none; it does not touch the first turn), who sits in which
 * seat, and the airmen's names.
 */
export function openingKey(setup: GameSetup): string {
  const options = { ...setup.options, turnLimit: undefined }
  const planes = setup.planes.map((p) => ({ ...p, seat: undefined, crew: undefined }))
  return checksum(canonical({ table: setup.table, teams: setup.teams, options, planes, victory: setup.victory, balloons: setup.balloons, fields: setup.fields, groundFire: setup.groundFire }))
}

/** The book for a view's game, if its setup is one a book was worked out for. */
export function bookOf(content: Content, setup: GameSetup): OpeningBook | null {
  const id = setup.variant === null ? setup.scenario : `${setup.scenario}--${setup.variant}`
  const book = content.openings[id]
  return book && book.key === openingKey(setup) ? book : null
}

/** A plane's plans in the book for the first turn of this view's game, each with its weight; null where there are none. */
export function bookPlans(content: Content, view: GameView, plane: PlaneId): OpeningBook['planes'][string] | null {
  if (view.turn !== 1) return null
  return bookOf(content, view.setup)?.planes[plane] ?? null
}
