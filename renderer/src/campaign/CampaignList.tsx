/**
 * The campaigns kept on this host: each with its name, the sorties flown and when it was last played, to continue,
 * export or delete (asked first); a campaign file someone kept can be imported, and a new one started. A file that
 * cannot be read is listed with why, and kept as it is.
 */
import { useRef, useState } from 'react'
import type { CampaignListing } from '../../../shared/protocol/campaign-messages'
import { ConfirmDialog } from '../shell/common/ConfirmDialog'
import { useCampaignApi } from './campaign-api'
import { campaignLine } from './roster-words'

export function CampaignList({ list, problem, notice, onNew, onBack, now = new Date() }: { list: CampaignListing[] | null; problem: string | null; notice: string | null; onNew: () => void; onBack: () => void; now?: Date }) {
  const api = useCampaignApi()
  const [deleting, setDeleting] = useState<CampaignListing | null>(null)
  const file = useRef<HTMLInputElement>(null)
  const pick = async (f: File | undefined) => {
    if (f) api.importCampaign(await f.text())
    if (file.current) file.current.value = ''
  }
  return (
    <div className="menu-card wide campaign-card" data-testid="campaign-list">
      <h2 className="screen-title">Campaigns</h2>
      <p className="hint">A campaign follows two squadrons from sortie to sortie: named pilots and observers who score victories, become aces at five, choose special abilities, and are wounded or lost.</p>
      <div className="row campaign-toolbar">
        <button className="primary" onClick={onNew} data-testid="campaign-new">
          New campaign…
        </button>
        <button onClick={() => file.current?.click()} data-testid="campaign-import">
          Import a campaign…
        </button>
        <input ref={file} type="file" accept=".json,application/json" hidden onChange={(e) => void pick(e.target.files?.[0])} data-testid="campaign-import-file" />
        <span className="spacer" />
        <button onClick={onBack} data-testid="campaign-back">
          Back
        </button>
      </div>
      {notice && <p className="saves-notice ok" data-testid="campaign-notice">{notice}</p>}
      {problem && <p className="saves-notice error" role="alert" data-testid="campaign-problem">{problem}</p>}
      {list === null && <p className="status">Reading the campaigns…</p>}
      {list?.length === 0 && <p className="status" data-testid="campaign-none">No campaign yet: start one with New campaign.</p>}
      {list && list.length > 0 && (
        <ul className="campaign-rows">
          {list.map((c) => (
            <li key={c.id} className="campaign-row" data-testid={`campaign-row-${c.id}`}>
              <div className="grow">
                <strong>{c.name}</strong>
                <div className="small">{c.problem ? <span className="problem">Cannot be opened: {c.problem}. The file is kept as it is.</span> : campaignLine(c.sorties ?? 0, c.updatedAt, now)}</div>
              </div>
              <span className="actions">
                <button className="primary" onClick={() => api.open(c.id)} disabled={!!c.problem} data-testid={`campaign-open-${c.id}`}>
                  Continue
                </button>
                <button onClick={() => api.exportCampaign(c.id)} disabled={!!c.problem} title="Keep this campaign as a file, or give it to another host" data-testid={`campaign-export-${c.id}`}>
                  Export
                </button>
                <button className="danger" onClick={() => setDeleting(c)} data-testid={`campaign-delete-${c.id}`}>
                  Delete
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog title={`Delete ${deleting.name}?`} confirmLabel="Delete" danger testId="campaign-delete-confirm" onConfirm={() => (api.remove(deleting.id), setDeleting(null))} onCancel={() => setDeleting(null)}>
          Its rosters and its sortie list are deleted for good. The games' saves and replays stay in Saves and replays. Export it first to keep a copy.
        </ConfirmDialog>
      )}
    </div>
  )
}
