/** The planning panels' buttons that edit a draft: undo and redo (Ctrl+Z, Ctrl+Y), and the × that clears a slot. */
import { useAppDispatch } from '../../../store'
import { planRedone, planUndone, slotCleared } from '../../../store/planning-slice'

export function UndoRedo({ plane, canUndo, canRedo }: { plane: string; canUndo: boolean; canRedo: boolean }) {
  const dispatch = useAppDispatch()
  return (
    <>
      <button className="icon" onClick={() => dispatch(planUndone(plane))} disabled={!canUndo} title="Undo (Ctrl+Z)" aria-label="undo" data-testid="undo-plan">
        ↶
      </button>
      <button className="icon" onClick={() => dispatch(planRedone(plane))} disabled={!canRedo} title="Redo (Ctrl+Y)" aria-label="redo" data-testid="redo-plan">
        ↷
      </button>
    </>
  )
}

/** The × on a filled slot (the click does not also choose the slot). */
export function ClearSlot({ plane, slot }: { plane: string; slot: number }) {
  const dispatch = useAppDispatch()
  return (
    <button
      className="clear"
      aria-label={`clear slot ${slot + 1}`}
      onClick={(e) => {
        e.stopPropagation()
        dispatch(slotCleared({ plane, slot }))
      }}
      data-testid={`clear-slot-${slot}`}
    >
      ×
    </button>
  )
}
