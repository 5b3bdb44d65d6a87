/**
 * Settings' row for the ace's memory of the player at the host's screen (electron/host/opponent-memory.ts): whether
 * the ace learns how this player opens a duel, from game to game, how much it remembers, and a way to make it
 * forget. The host keeps the memory, so only the host's own screen sees this row (a guest's page never does).
 */
import { useEffect, useState } from 'react'
import { useClient } from '../../net/client-context'
import { useAppSelector } from '../../store'
import { ConfirmDialog } from '../common/ConfirmDialog'

export function AceMemoryRow() {
  const client = useClient()
  const memory = useAppSelector((s) => s.settings.aceMemory)
  const [forgetting, setForgetting] = useState(false)
  // asked afresh each time Settings opens: a game may have taught it since
  useEffect(() => {
    client.opponentMemory()
  }, [client])
  if (!memory) return null
  const turns = memory.turns === 1 ? '1 turn' : `${memory.turns} turns`
  return (
    <>
      <label htmlFor="set-ace-learns">The ace learns you</label>
      <span className="note-row ace-memory">
        <input id="set-ace-learns" type="checkbox" checked={memory.learning} onChange={(e) => client.opponentMemory({ learning: e.target.checked })} data-testid="set-ace-learns" />
        <label htmlFor="set-ace-learns" className="setting-note" data-testid="ace-memory-note">
          in duels against you, the ace remembers how you flew from game to game ({turns} so far)
        </label>
        <button disabled={memory.turns === 0} onClick={() => setForgetting(true)} data-testid="ace-forget">
          Forget
        </button>
        {memory.problem && (
          <small className="setting-note setting-problem" role="alert" data-testid="ace-memory-problem">
            {memory.problem}
          </small>
        )}
      </span>
      {forgetting && (
        <ConfirmDialog
          title="Make the ace forget you?"
          confirmLabel="Forget"
          danger
          testId="ace-forget-confirm"
          onConfirm={() => {
            client.opponentMemory({ forget: true })
            setForgetting(false)
          }}
          onCancel={() => setForgetting(false)}
        >
          The ace forgets the {turns} it remembers of how you fly, and meets you next time as if for the first time.
        </ConfirmDialog>
      )}
    </>
  )
}
