/**
 * The opening book (issue 31's fifteenth pass, docs/ai-passes.md): a scenario's first turn starts from the same stands
 * in every game, before a bot has seen anything of its opponent, so the ace's first-turn plans there can be worked out
 * once, offline and at leisure (electron/bench/opening-book.ts), and kept as content (assets/openings/). A book is used
 * only where the game is set up exactly as it was worked out for: its `key` is the fingerprint of the setup.
 */
import type { Content, OpeningBook } from '../../content/types'
import type { GameSetup, PlaneId } from '../../engine/types'
import type { GameView } from '../../engine/view'
import { openingId } from '../../content/load'
import { canonicalJson } from '../../save/canonical'
import { checksum } from '../../save/checksum'

/**
 * The fingerprint of what decides a game's first turn: the table, the rules in force and every plane and piece as set
 * up. Left out: the turn limit (the arena sets one, New game none; it does not touch the first turn), who sits in which
 * seat, and the airmen's names.
 */
export function openingKey(setup: GameSetup): string {
  // an option off is the same as an option absent
  const options = Object.fromEntries(Object.entries(setup.options).filter(([k, v]) => k !== 'turnLimit' && v !== false && v !== null))
  const planes = setup.planes.map((p) => ({ ...p, seat: undefined, crew: undefined }))
  return checksum(canonicalJson({ table: setup.table, teams: setup.teams, options, planes, victory: setup.victory, balloons: setup.balloons, fields: setup.fields, groundFire: setup.groundFire }))
}

/** The book for a view's game, if its setup is one a book was worked out for. */
export function bookOf(content: Content, setup: GameSetup): OpeningBook | null {
  const book = content.openings[openingId(setup.scenario, setup.variant)]
  return book && book.key === openingKey(setup) ? book : null
}

/** A plane's plans in the book for the first turn of this view's game, each with its weight; null where there are none. */
export function bookPlans(content: Content, view: GameView, plane: PlaneId): OpeningBook['planes'][string] | null {
  if (view.turn !== 1) return null
  return bookOf(content, view.setup)?.planes[plane] ?? null
}
