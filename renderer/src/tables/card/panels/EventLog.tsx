/**
 * The combat log (issue 26): what happened on the table, from the events this seat may see and the table has
 * played (the store's `played`: never an event before the table has shown it, never another seat's secret). It
 * scrolls, the newest line at the bottom, and stays at the bottom unless the player has scrolled up to read (a
 * "newest" button brings it back); chips show or hide each kind of line (log-kinds.ts); a phase's no-shot reasons
 * are one line that opens (log-entries.ts); the log folds to its title bar (L) to free the table. The same log is
 * kept in replays, up to the replay's point.
 */
import { useMemo, useState, useEffect } from 'react'
import type { GameEvent } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { skippedFireReasons } from './fire-notes'
import { planeName } from './plane-name'
import { useAppSelector } from '../../../store'
import { selectShownView } from '../../../store/shown-view'
import { typingIn } from '../../../shell/common/keys'
import { useNewestInView } from '../../common/newest-in-view'
import { emptyLogText, filterEntries, logEntries, logNarrator, type LogEntry } from './log/log-entries'
import { LOG_KINDS, type LogKind } from './log/log-kinds'
import { loadLogPrefs, saveLogPrefs, type LogPrefs } from './log/log-prefs'
import './log/combat-log.css'

export { phaseMarker } from './log/log-entries'

/** Scrolled to within this many pixels of the bottom counts as at the bottom. */
const STICK_PX = 12

export function EventLog() {
  const played = useAppSelector((s) => s.game.played)
  const view = useAppSelector(selectShownView)
  const seat = useAppSelector((s) => s.game.seat)
  const [prefs, setPrefs] = useState<LogPrefs>(loadLogPrefs)
  const change = (p: LogPrefs) => {
    setPrefs(p)
    saveLogPrefs(p)
  }
  const setup = view?.setup
  const planes = view?.planes
  const entries = useMemo(() => (setup && planes ? buildEntries(played, setup, planes, seat) : []), [played, setup, planes, seat])
  const shown = useMemo(() => filterEntries(entries, prefs.shown), [entries, prefs.shown])

  // L folds and unfolds the log
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey || e.key.toLowerCase() !== 'l') return
      setPrefs((p) => {
        const next = { ...p, folded: !p.folded }
        saveLogPrefs(next)
        return next
      })
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  if (!view) return null
  const latest = shown.findLast((e) => e.kind !== 'header')
  return (
    <section className={`combat-log ${prefs.folded ? 'folded' : ''} ${entries.length === 0 ? 'empty' : ''}`} aria-label="Combat log" data-testid="event-log">
      <div className="log-head">
        <button className="log-fold" onClick={() => change({ ...prefs, folded: !prefs.folded })} aria-expanded={!prefs.folded} title={prefs.folded ? 'Show the log (L)' : 'Fold the log away (L)'} data-testid="log-fold">
          {prefs.folded ? '▸' : '▾'} Log
        </button>
        {prefs.folded ? (
          <span className="log-latest" title={latest?.text} data-testid="log-folded-latest">
            {latest?.text ?? ''}
          </span>
        ) : (
          <span className="log-chips" role="group" aria-label="Show in the log">
            {LOG_KINDS.map(({ kind, label, title }) => (
              <button
                key={kind}
                className={`log-chip ${kind} ${prefs.shown[kind] ? 'on' : ''}`}
                aria-pressed={prefs.shown[kind]}
                title={`${prefs.shown[kind] ? 'Hide' : 'Show'} ${title}`}
                onClick={() => change({ ...prefs, shown: { ...prefs.shown, [kind]: !prefs.shown[kind] } as Record<LogKind, boolean> })}
                data-testid={`log-filter-${kind}`}
              >
                {label}
              </button>
            ))}
          </span>
        )}
      </div>
      {!prefs.folded && <LogBody entries={shown} latest={latest?.key ?? null} empty={emptyLogText(entries, prefs.shown)} />}
    </section>
  )
}

/** The lines, scrolled to the newest unless the player has scrolled up. */
function LogBody({ entries, latest, empty }: { entries: LogEntry[]; latest: string | null; empty: string }) {
  const { ref: body, away, onScroll, toNewest } = useNewestInView<HTMLDivElement>(entries, STICK_PX)
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set())
  const toggle = (key: string) =>
    setOpen((s) => {
      const next = new Set(s)
      if (!next.delete(key)) next.add(key)
      return next
    })

  return (
    <div className="log-scroll">
      <div className="log-body" ref={body} onScroll={onScroll} role="log" aria-live="polite" data-testid="log-body">
        {entries.length === 0 && <div className="log-none">{empty}</div>}
        {entries.map((e) =>
          e.kind === 'header' ? (
            <div key={e.key} className="log-header" data-testid="log-marker">
              {e.text}
            </div>
          ) : e.kind === 'line' ? (
            <div key={e.key} className={`log-line ${e.of} ${e.key === latest ? 'latest' : ''}`} data-testid="log-line" data-kind={e.of}>
              {e.text}
              {e.times > 1 && <span className="times">×{e.times}</span>}
            </div>
          ) : (
            <div key={e.key} className={`log-line no-shots ${e.key === latest ? 'latest' : ''}`} data-kind="shots">
              <button className="log-unfold" onClick={() => toggle(e.key)} aria-expanded={open.has(e.key)} title={open.has(e.key) ? 'Fold the reasons' : 'Why: each plane and each enemy'} data-testid="log-no-shots">
                {e.text} {open.has(e.key) ? '▾' : '▸'}
              </button>
              {open.has(e.key) && (
                <ul className="log-details">
                  {e.details.map((d, i) => (
                    <li key={i} data-testid="log-no-shot-detail">
                      {d}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          ),
        )}
      </div>
      {away && (
        <button className="log-newest" onClick={toNewest} title="Back to the newest lines" data-testid="log-newest">
          ↓ newest
        </button>
      )}
    </div>
  )
}

/** The entries of the played events, told with the seat's names and cards, no-shot reasons folded. */
function buildEntries(played: readonly GameEvent[], setup: GameView['setup'], planes: GameView['planes'], seat: string | null): LogEntry[] {
  const rules = rulesFor(setup)
  const narrator = logNarrator(rules, planes, seat, played, (id) => planeName(planes, id, content))
  return logEntries(played, narrator, skippedFireReasons(rules, { planes, setup }, seat, played))
}
