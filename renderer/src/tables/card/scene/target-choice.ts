/**
 * Choosing a target by clicking its ring on the table: the fire panel listens for this action.
 */
import { createAction } from '@reduxjs/toolkit'
import type { GunArc } from '../../../../../shared/engine/types'

export const fireTargetChosen = createAction<{ plane: string; arc: GunArc; target: string }>('ui/fireTargetChosen')
