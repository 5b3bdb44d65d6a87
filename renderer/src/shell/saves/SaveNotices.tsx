/**
 * What the table and the menu say when games cannot be saved (issue 27): the host's saves folder found unwritable
 * (on the menu), and a game on the table that is not being autosaved right now (a full or read-only disk), with
 * why, until the host says it is saved again. The game goes on meanwhile: nothing is lost that the journal does
 * not catch up with once the disk allows.
 */
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../store'
import { savingAgainDismissed } from '../../store/saves-slice'

/** On the table: "Not being saved: the disk is full", then "Saved again" for a few seconds. */
export function AutosaveNotice() {
  const session = useAppSelector((s) => s.game.session)
  const notSaving = useAppSelector((s) => s.saves.notSaving)
  const again = useAppSelector((s) => s.saves.savingAgain)
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (!again) return
    const t = setTimeout(() => dispatch(savingAgainDismissed()), 5_000)
    return () => clearTimeout(t)
  }, [again, dispatch])
  if (notSaving && notSaving.session === session) {
    return (
      <div className="save-notice failing" role="alert" data-testid="autosave-failing">
        <strong>{capital(notSaving.message)}.</strong> The game goes on; the host tries again every few seconds and catches up as soon as the disk allows.
      </div>
    )
  }
  if (again && again === session) {
    return (
      <div className="save-notice ok" role="status" data-testid="autosave-again">
        Saved again: every move so far is on disk.
      </div>
    )
  }
  return null
}

/** On the menu, at the host's screen: the saves folder cannot be written. */
export function SavesFolderProblem() {
  const problem = useAppSelector((s) => s.saves.folderProblem)
  if (!problem) return null
  return (
    <p className="save-notice failing inline" role="alert" data-testid="saves-folder-problem">
      {capital(problem)}. Games can be played but are not saved until it can be written.
    </p>
  )
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1)
}
