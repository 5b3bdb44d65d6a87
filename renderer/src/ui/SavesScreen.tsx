/**
 * Saves and replays: every save the host keeps, with its scenario, date, turn and seats, to resume, replay,
 * export or delete; and importing a replay file someone shared. A save that cannot be opened says why.
 */
import { useEffect, useRef, useState } from 'react'
import type { SaveListing } from '../../../shared/protocol/messages'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector } from '../store'
import { screenShown } from '../store/ui-slice'

function when(iso: string | null): string {
  if (!iso) return ''
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

function seatsText(s: SaveListing): string {
  return s.seats.map((x) => `${x.name} (${x.kind === 'human' ? 'human' : x.kind === 'guest' ? 'guest' : 'bot'})`).join(' vs ')
}

export function SavesScreen() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const { list, loading } = useAppSelector((s) => s.saves)
  const fileInput = useRef<HTMLInputElement>(null)
  const [confirmDelete, setConfirmDelete] = useState<string | null>(null)
  useEffect(() => client.listSaves(), [client])

  const importFile = async (f: File) => {
    const text = await f.text()
    client.importSave(f.name.replace(/\.json$/i, ''), text)
  }

  return (
    <div className="menu-screen">
      <div className="menu-card wide saves-card" data-testid="saves-screen">
        <h2>Saves and replays</h2>
        <div className="row">
          <button onClick={() => fileInput.current?.click()} data-testid="import-save">
            Import a replay…
          </button>
          <input
            ref={fileInput}
            type="file"
            accept=".json,application/json"
            hidden
            data-testid="import-file"
            onChange={(e) => {
              const f = e.target.files?.[0]
              if (f) void importFile(f)
              e.target.value = ''
            }}
          />
          <button onClick={() => client.listSaves()} data-testid="refresh-saves">
            Refresh
          </button>
          <span className="spacer" />
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="saves-back">
            Back
          </button>
        </div>
        {loading && list.length === 0 && <p className="status">Reading the saves folder…</p>}
        {!loading && list.length === 0 && <p className="status">No saves yet: every game is autosaved as it is played.</p>}
        <table className="saves">
          <tbody>
            {list.map((s) => (
              <tr key={s.file} className={s.problem ? 'broken' : ''} data-testid={`save-${s.file}`}>
                <td>
                  <strong>{s.title ?? s.file}</strong>
                  <div className="small">
                    {s.problem ? (
                      <span className="problem" data-testid={`save-problem-${s.file}`}>
                        {s.file}: {s.problem}
                      </span>
                    ) : (
                      <>
                        {s.kind === 'autosave' ? 'autosave' : 'saved'} {when(s.savedAt)} · turn {s.turn}
                        {s.over ? ' · finished' : ''} · {seatsText(s)}
                      </>
                    )}
                  </div>
                </td>
                <td className="actions">
                  {!s.problem && !s.over && (
                    <button className="primary" onClick={() => client.loadGame(s.file)} data-testid={`resume-${s.file}`}>
                      Resume
                    </button>
                  )}
                  {!s.problem && (
                    <button onClick={() => client.watchReplay(s.file)} data-testid={`replay-${s.file}`}>
                      Replay
                    </button>
                  )}
                  {!s.problem && (
                    <button onClick={() => client.exportSave(s.file)} data-testid={`export-${s.file}`}>
                      Export
                    </button>
                  )}
                  {confirmDelete === s.file ? (
                    <button className="danger" onClick={() => (client.deleteSave(s.file), setConfirmDelete(null))} data-testid={`confirm-delete-${s.file}`}>
                      Delete for good
                    </button>
                  ) : (
                    <button onClick={() => setConfirmDelete(s.file)} data-testid={`delete-${s.file}`}>
                      Delete
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
