/**
 * The HUD's Save and Leave. Save asks for the save's name (a made-up one is ready to take with Enter); Leave asks
 * first while the game is still being played, and says where the game can be picked up again.
 */
import { useState } from 'react'
import type { GameView } from '../../../shared/engine/view'
import { useClient } from '../net/client-context'
import { useAppSelector } from '../store'
import { ConfirmDialog } from './ConfirmDialog'

/** The name a save of this game is offered under. */
export function defaultSaveName(view: Pick<GameView, 'turn'> & { setup: { title: string } }): string {
  return `${view.setup.title} turn ${view.turn}`
}

export function TableExitButtons({ view, screen }: { view: GameView; screen: boolean }) {
  const client = useClient()
  const session = useAppSelector((s) => s.game.session)
  const [asking, setAsking] = useState<'save' | 'leave' | null>(null)
  const running = view.step !== 'over' && !session?.startsWith('replay:')
  return (
    <>
      {screen && (
        <button onClick={() => setAsking('save')} title="save the game under a name (it is autosaved after every move too)" data-testid="save-game">
          Save
        </button>
      )}
      <button onClick={() => (running ? setAsking('leave') : client.leave())} data-testid="leave">
        Leave
      </button>
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
        <ConfirmDialog title="Leave the game?" confirmLabel="Leave" onConfirm={() => (setAsking(null), client.leave())} onCancel={() => setAsking(null)} testId="leave-dialog">
          {screen ? 'The game is autosaved: Continue on the menu carries it on from here.' : 'You can sit at your seat again from the join screen while the game is played.'}
        </ConfirmDialog>
      )}
    </>
  )
}
