/**
 * The hotseat hand-off as events: the screen is being handed to another player, and that player has taken it.
 * They live apart from the slices because the game, planning and UI slices all answer them.
 */
import { createAction } from '@reduxjs/toolkit'

/** The screen goes to the player at `seat`: every secret on it is dropped until they confirm. */
export const handOffStarted = createAction<{ session: string; seat: string; name: string }>('hotseat/handOffStarted')

/** The next player confirmed; their view is asked for with the request id `re`. */
export const handOffConfirmed = createAction<{ re: string }>('hotseat/handOffConfirmed')
