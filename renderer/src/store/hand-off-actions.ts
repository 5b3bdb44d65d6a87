/**
 * The hotseat hand-off as events: the screen is being handed to another player, that player has taken it, and the
 * screen shows the table to everyone between two players' turns. They live apart from the slices because the game,
 * planning and UI slices all answer them.
 */
import { createAction } from '@reduxjs/toolkit'

/** The screen goes to the player at `seat`: every secret on it is dropped until they confirm. */
export const handOffStarted = createAction<{ session: string; seat: string; name: string }>('hotseat/handOffStarted')

/** The next player confirmed; their view is asked for with the request id `re`. */
export const handOffConfirmed = createAction<{ re: string }>('hotseat/handOffConfirmed')

/**
 * The seat on screen has done its part (its last orders went in, or the game went on to its moves and fire): the
 * table plays on in the public view, with no hand-off screen, until a seat must act in secret again. Every secret of
 * that seat is dropped from the store, as for a hand-off.
 */
export const tableShownToAll = createAction<{ session: string }>('hotseat/tableShownToAll')
