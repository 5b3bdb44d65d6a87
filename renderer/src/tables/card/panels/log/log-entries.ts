/**
 * The combat log's lines (issue 26), built from the events this seat may see and the table has played: a header
 * where the turn or phase changes, one line per event worth telling (the same line told again straight after
 * itself is counted, "front guns jam ×2"), and the reasons why this seat's planes had no shot in a phase whose fire
 * step was skipped folded into one line ("No shots this phase (3 out of arc, 1 beyond the ruler)") that opens on
 * the full reasons. Every line has a kind, for the filters (log-kinds.ts).
 */
import type { CompiledRules } from '../../../../../../shared/engine/compiled'
import type { GameEvent } from '../../../../../../shared/engine/types'
import type { FireReason } from '../../../../../../shared/engine/fire-reasons'
import { describeEvent, type Narrator } from '../event-text'
import { noShotText, type NoShot } from '../fire-notes'
import { kindOf, LOG_KINDS, type LogKind } from './log-kinds'

export type LogEntry =
  | { kind: 'header'; key: string; text: string }
  | { kind: 'line'; key: string; of: LogKind; text: string; times: number }
  /** a phase's skipped fire step: one line, and the reasons of each plane when opened */
  | { kind: 'no-shots'; key: string; of: 'shots'; text: string; details: string[] }

/** Where a line happened: the turn, and its planning or one of its three phases. */
export function phaseMarker(turn: number, phase: number): string {
  return phase === 0 ? `Turn ${turn} · planning` : `Turn ${turn} · phase ${phase}`
}

/** The reasons in a few words, for the folded line's count. */
const REASON_WORDS: Record<Exclude<FireReason['kind'], 'can-fire'>, string> = {
  'out-of-arc': 'out of arc',
  'beyond-ruler': 'beyond the ruler',
  blocked: 'blocked',
  jammed: 'jammed',
  overlapping: 'bases overlap',
  'ruled-out': 'ruled out',
}

/**
 * "No shots this phase (3 out of arc, 1 beyond the ruler)": each enemy of each of the seat's planes counted once
 * for each different reason its guns could not fire (a two-seater's front and rear guns may differ), the most
 * common reason first.
 */
export function noShotsSummary(list: readonly NoShot[]): string {
  const counts = new Map<string, number>()
  for (const n of list) {
    for (const t of n.targets) {
      for (const kind of new Set(t.arcs.map((a) => a.reason.kind))) {
        if (kind === 'can-fire') continue
        const w = REASON_WORDS[kind]
        counts.set(w, (counts.get(w) ?? 0) + 1)
      }
    }
  }
  const parts = [...counts].sort((a, b) => b[1] - a[1]).map(([w, c]) => `${c} ${w}`)
  return `No shots this phase${parts.length ? ` (${parts.join(', ')})` : ''}`
}

/** The log's entries, oldest first. `noShots`: skipped fire steps' reasons by the index of the event they follow. */
export function logEntries(events: readonly GameEvent[], narrator: Narrator, noShots?: Map<number, NoShot[]>): LogEntry[] {
  const out: LogEntry[] = []
  let at: string | null = null
  const header = (e: { turn: number; phase: number }) => {
    const where = `${e.turn}.${e.phase}`
    if (where === at) return
    out.push({ kind: 'header', key: `h${out.length}-${where}`, text: phaseMarker(e.turn, e.phase) })
    at = where
  }
  for (const [i, e] of events.entries()) {
    // the markers say when a turn starts
    if (e.type !== 'turn-started') {
      const text = describeEvent(e, narrator)
      if (text) {
        if (e.type !== 'game-over') header(e)
        const last = out[out.length - 1]
        const of = kindOf(e.type)
        if (last && last.kind === 'line' && last.text === text && last.of === of) last.times++
        else out.push({ kind: 'line', key: `e${i}`, of, text, times: 1 })
      }
    }
    // why the seat's planes had no shot in a phase whose fire step was skipped (fire-notes.ts), after its movement
    const skipped = noShots?.get(i)
    if (skipped?.length) {
      header(e)
      out.push({ kind: 'no-shots', key: `n${i}`, of: 'shots', text: noShotsSummary(skipped), details: skipped.map((n) => noShotText(n, narrator.name)) })
    }
  }
  return out
}

/** The entries of the kinds shown; a header stays only when a line of its phase does. */
export function filterEntries(entries: readonly LogEntry[], shown: Record<LogKind, boolean>): LogEntry[] {
  const out: LogEntry[] = []
  let pending: LogEntry | null = null
  for (const e of entries) {
    if (e.kind === 'header') pending = e
    else if (shown[e.of]) {
      if (pending) out.push(pending)
      pending = null
      out.push(e)
    }
  }
  return out
}

/**
 * What the log says when it shows no line: nothing has happened yet, or only lines of the kinds it hides, named, so
 * that a stream's audience (who cannot touch the chips) reads why the log is empty and not an order to click.
 */
export function emptyLogText(entries: readonly LogEntry[], shown: Record<LogKind, boolean>): string {
  const hidden = LOG_KINDS.filter(({ kind }) => !shown[kind] && entries.some((e) => e.kind !== 'header' && e.of === kind))
  if (hidden.length === 0) return 'Nothing has happened yet.'
  const names = hidden.map((k) => k.label.toLowerCase())
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
  return `Nothing shown yet: so far only ${list}, which this log hides.`
}

/**
 * The narrator of a seat's log: the planes' names, each card flown as "card 5: Bank left", and the planes whose
 * damage cards the viewer is told (its own; every plane in a replay with everything revealed), whose 'damage-cards'
 * line says what their 'damage-taken' line would.
 */
export function logNarrator(rules: CompiledRules, planes: readonly { id: string; seat: string }[], seat: string | null, played: readonly GameEvent[], name: (id: string) => string): Narrator {
  const cardsSeen = new Set(played.flatMap((e) => (e.type === 'damage-cards' ? [e.plane] : [])))
  return {
    name,
    mine: (id) => (seat !== null && planes.find((p) => p.id === id)?.seat === seat) || cardsSeen.has(id),
    card: (plane, id) => {
      const c = rules.byId.get(plane)?.cards.get(id)?.card
      return c ? `card ${c.n}: ${c.name}` : null
    },
  }
}
