/**
 * Saves and replays: a row per game the host keeps (a finished game saved by name and autosaved shows once, both
 * files reachable), each with its name, scenario, date, turn and winner, to continue, replay, export, rename or
 * delete (asked first); and importing a replay file someone shared, which says how it went. A save that cannot
 * be opened says why.
 */
import { useEffect, useRef, useState } from 'react'
import type { SaveListing } from '../../../../shared/protocol/messages'
import { useClient } from '../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../store'
import { savesFiltered, savesNotice } from '../../store/saves-slice'
import { screenShown } from '../../store/ui-slice'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { seatsVs } from '../common/seat-words'
import { exportFileName, handsInside, isAutosaveFile, saveDetails, saveName, saveRows } from './save-rows'
import './saves-menu.css'

type Asking = { what: 'delete' | 'rename'; save: SaveListing } | null

function kindText(s: SaveListing): string {
  return s.kind === 'autosave' ? 'autosave' : s.kind === 'replay' ? 'replay' : 'saved'
}

export function SavesScreen() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const { list, loading, notice, filter } = useAppSelector((s) => s.saves)
  const fileInput = useRef<HTMLInputElement>(null)
  const [asking, setAsking] = useState<Asking>(null)
  useEffect(() => client.listSaves(), [client])
  // a note about an import or a rename is about this visit to the screen
  useEffect(() => () => void dispatch(savesNotice(null)), [dispatch])

  const importFile = async (f: File) => {
    const text = await f.text()
    client.importSave(f.name.replace(/\.json$/i, ''), text)
  }

  const shown = filter === 'unfinished' ? list.filter((s) => s.problem === null && s.over === false) : list
  const rows = saveRows(shown)
  const unfinished = list.filter((s) => s.problem === null && s.over === false).length

  const fileActions = (s: SaveListing, main: boolean) => (
    <>
      {main && !s.problem && !s.over && (
        <button className="primary" onClick={() => client.loadGame(s.file)} data-testid={`resume-${s.file}`}>
          Continue
        </button>
      )}
      {!s.problem && !handsInside(s) && (
        <button onClick={() => client.watchReplay(s.file)} data-testid={`replay-${s.file}`}>
          Replay
        </button>
      )}
      {!s.problem && !handsInside(s) && (
        <button onClick={() => client.exportSave(s.file, exportFileName(s))} title={`Download as ${exportFileName(s)}`} data-testid={`export-${s.file}`}>
          Export
        </button>
      )}
      {!s.problem && (
        <button onClick={() => setAsking({ what: 'rename', save: s })} data-testid={`rename-${s.file}`}>
          Rename
        </button>
      )}
      <button onClick={() => setAsking({ what: 'delete', save: s })} data-testid={`delete-${s.file}`}>
        Delete
      </button>
    </>
  )

  return (
    <div className="menu-screen">
      <div className="menu-card wide saves-card" data-testid="saves-screen">
        <h2 className="screen-title">Saves and replays</h2>
        <div className="row saves-toolbar">
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
          <span className="group" role="group" aria-label="which saves">
            <button className={filter === 'all' ? 'on' : ''} aria-pressed={filter === 'all'} onClick={() => dispatch(savesFiltered('all'))} data-testid="saves-filter-all">
              All
            </button>
            <button className={filter === 'unfinished' ? 'on' : ''} aria-pressed={filter === 'unfinished'} onClick={() => dispatch(savesFiltered('unfinished'))} data-testid="saves-filter-unfinished">
              Unfinished ({unfinished})
            </button>
          </span>
          <span className="spacer" />
          <button onClick={() => dispatch(screenShown('menu'))} data-testid="saves-back">
            Back
          </button>
        </div>
        {notice && (
          <p className={`saves-notice ${notice.tone}`} role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="saves-notice">
            {notice.text}
          </p>
        )}
        {loading && list.length === 0 && <p className="status">Reading the saves folder…</p>}
        {!loading && list.length === 0 && <p className="status">No saves yet: every game is autosaved as it is played.</p>}
        {!loading && list.length > 0 && rows.length === 0 && <p className="status">No unfinished games: every game here has been played to its end.</p>}
        <table className="saves">
          <tbody>
            {rows.map(({ main: s, files }) => (
              <tr key={s.file} className={s.problem ? 'broken' : ''} data-testid={`save-${s.file}`}>
                <td>
                  <strong data-testid={`save-name-${s.file}`}>{s.problem ? s.file : saveName(s)}</strong>
                  {!s.problem && <span className="chip muted save-kind">{kindText(s)}</span>}
                  <div className="small">
                    {s.problem ? (
                      <span className="problem" data-testid={`save-problem-${s.file}`}>
                        {s.problem}
                      </span>
                    ) : (
                      <span data-testid={`save-details-${s.file}`}>{saveDetails(s)}</span>
                    )}
                  </div>
                  {!s.problem && s.seats.length > 0 && <div className="small">{seatsVs(s)}</div>}
                  {files.length > 1 && (
                    <ul className="save-files" data-testid={`save-files-${s.file}`}>
                      {files.slice(1).map((f) => (
                        <li key={f.file}>
                          <span>also kept as {isAutosaveFile(f) ? 'the autosave' : `“${saveName(f)}” (${kindText(f)})`}</span>
                          <span className="actions">{fileActions(f, false)}</span>
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className="actions">{fileActions(s, true)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {asking?.what === 'delete' && (
        <ConfirmDialog
          title={`Delete ${asking.save.problem ? asking.save.file : `“${saveName(asking.save)}”`}?`}
          confirmLabel="Delete for good"
          danger
          onConfirm={() => (client.deleteSave(asking.save.file), setAsking(null))}
          onCancel={() => setAsking(null)}
          testId="delete-dialog"
        >
          {asking.save.problem ? 'The file cannot be opened; deleting it cannot be undone.' : `${saveDetails(asking.save)}. Deleting it cannot be undone.`}
        </ConfirmDialog>
      )}
      {asking?.what === 'rename' && (
        <ConfirmDialog
          title="Rename the save"
          confirmLabel="Rename"
          input={{ label: 'Name', initial: saveName(asking.save) }}
          onConfirm={(name) => (client.renameSave(asking.save.file, name), setAsking(null))}
          onCancel={() => setAsking(null)}
          testId="rename-dialog"
        >
          {asking.save.kind === 'autosave' ? 'The autosave becomes a save of its own under this name; continuing it later starts a new autosave.' : saveDetails(asking.save)}
        </ConfirmDialog>
      )}
    </div>
  )
}
