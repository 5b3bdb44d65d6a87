/**
 * The HUD's Save and Leave. Save asks for the save's name (a made-up one is ready to take with Enter); Leave asks
 * first while the game is still being played, and says where the game can be picked up again.
 *
 * Escape asks to leave too (issue 26: a mouse player found no way back to the menu when Leave was off the bar),
 * when nothing else is open: a dialog, an overlay, the hand-off screen or the bar's "More" menu each take Escape
 * first (they close), and a key that something else has already used (preventDefault) is left alone.
 *
 * Save folds into the bar's "☰ More" menu on a narrow window; Leave always stays on the bar: useTableExits gives
 * the two buttons and the dialogs apart, for the HUD to place.
 */
import { useEffect, useState, type ReactNode } from 'react'
import type { GameView } from '../../../../shared/engine/view'
import { useClient } from '../../net/client-context'
import { useAppSelector } from '../../store'
import { ConfirmDialog } from '../../shell/common/ConfirmDialog'
import { typingIn } from '../../shell/common/keys'

/** The name a save of this game is offered under. */
export function defaultSaveName(view: Pick<GameView, 'turn'> & { setup: { title: string } }): string {
  return `${view.setup.title} turn ${view.turn}`
}

/** What on the page takes Escape before the table does: a dialog, an overlay, the hand-off, an open menu. */
const TAKES_ESCAPE = '[role=dialog], [role=alertdialog], [data-testid=handoff], [data-testid=hud-menu]:not([hidden]), [data-testid=error-toast]'

/** Whether Escape on the table asks to leave: nothing else is open to take it, and no one has used the key. */
export function escapeLeaves(e: Pick<KeyboardEvent, 'key' | 'defaultPrevented' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>, othersOpen: boolean): boolean {
  return e.key === 'Escape' && !e.defaultPrevented && !e.ctrlKey && !e.metaKey && !e.altKey && !e.shiftKey && !othersOpen
}

export function useTableExits(view: GameView, screen: boolean): { save: ReactNode; leave: ReactNode; dialogs: ReactNode } {
  const client = useClient()
  const session = useAppSelector((s) => s.game.session)
  const [asking, setAsking] = useState<'save' | 'leave' | null>(null)
  const running = view.step !== 'over' && !session?.startsWith('replay:')

  useEffect(() => {
    if (asking) return
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e)) return
      if (escapeLeaves(e, !!document.querySelector(TAKES_ESCAPE))) {
        e.preventDefault()
        setAsking('leave')
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [asking])

  const save = screen ? (
    <button onClick={() => setAsking('save')} title="save the game under a name (it is autosaved after every move too)" data-testid="save-game">
      Save
    </button>
  ) : null
  const leave = (
    <button onClick={() => (running ? setAsking('leave') : client.leave())} title="Leave the table for the menu (Esc)" data-testid="leave">
      Leave
    </button>
  )
  const dialogs = (
    <>
      {asking === 'save' && (
        <ConfirmDialog
          title="Save the game"
          confirmLabel="Save"
          input={{ label: 'Name', initial: defaultSaveName(view) }}
          onConfirm={(name) => (setAsking(null), client.saveGame(name))}
          onCancel={() => setAsking(null)}
          testId="save-dialog"
        >
          A save keeps the game as it stands now; the autosave goes on following it.
        </ConfirmDialog>
      )}
      {asking === 'leave' && (
        <ConfirmDialog title={running ? 'Leave the game?' : 'Back to the menu?'} confirmLabel="Leave" onConfirm={() => (setAsking(null), client.leave())} onCancel={() => setAsking(null)} testId="leave-dialog">
          {!running ? 'The table closes and the menu opens.' : screen ? 'The game is autosaved: Continue on the menu carries it on from here.' : 'You can sit at your seat again from the join screen while the game is played.'}
        </ConfirmDialog>
      )}
    </>
  )
  return { save, leave, dialogs }
}
