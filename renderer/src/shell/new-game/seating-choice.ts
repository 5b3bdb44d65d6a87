/**
 * New game's "Seats" choice (one seat per side or per plane) and what it sends, honest about variants that decide
 * the seats themselves: a variant with a player to each plane (003 Look Up!: "two players on the same side, with one
 * plane each") or one that names its seats (003 A Lonely Sentinel's three players: "the other controls the
 * anti-aircraft batteries"). There the choice is shown disabled, with a line that says why; setup.ts ignores it.
 */
import type { ScenarioVariant } from '../../../../shared/content/types'

/** 'scenario': the variant's own seats, named in its data. */
export type SeatingShown = 'team' | 'plane' | 'scenario'

export interface SeatingChoice {
  /** what the Seats dropdown shows */
  shown: SeatingShown
  /** whether the player may change it */
  disabled: boolean
  /** the line under it saying why it is fixed; null when it is the player's (or the variant's players line says it) */
  note: string | null
  /** the dropdown's tooltip when fixed */
  title?: string
  /** the seating New game builds its seat list with and sends to the host */
  sent: 'team' | 'plane'
}

/** The Seats choice for `variant` (undefined: the scenario as written, or a free dogfight) when the player chose `chosen`. */
export function seatingChoice(variant: Pick<ScenarioVariant, 'seating' | 'seats'> | undefined, chosen: 'team' | 'plane'): SeatingChoice {
  if (variant?.seats?.length) {
    const n = variant.seats.length
    const note = `This scenario decides who plays what: ${n} seats, listed below. Give each one to a player at this screen, a LAN guest or a bot.`
    return { shown: 'scenario', disabled: true, note, title: 'The scenario shares out the planes and guns itself', sent: 'team' }
  }
  // ("For 2 players, each flying a plane of his own" is said above, with the players)
  if (variant?.seating === 'plane') return { shown: 'plane', disabled: true, note: null, title: 'The variant gives each plane a seat of its own', sent: 'plane' }
  return { shown: chosen, disabled: false, note: null, sent: chosen }
}
