/**
 * The combat log's filters and whether it is folded, kept per machine (localStorage) so that a player who hid the
 * moves finds them hidden in the next game and in replays. Anything unreadable gives the defaults.
 */
import { DEFAULT_SHOWN, LOG_KINDS, type LogKind } from './log-kinds'
import { inUprightWindow } from '../../../../shell/common/upright-window'

const KEY = 'overdive.combat-log'

export interface LogPrefs {
  shown: Record<LogKind, boolean>
  folded: boolean
}

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null
  } catch {
    return null
  }
}


/** A phone or a tablet held upright (upright-window.ts) starts with the log folded to its title bar. */
export function loadLogPrefs(): LogPrefs {
  const prefs: LogPrefs = { shown: { ...DEFAULT_SHOWN }, folded: inUprightWindow() }
  try {
    const raw = JSON.parse(storage()?.getItem(KEY) ?? 'null') as Partial<{ shown: Record<string, unknown>; folded: unknown }> | null
    for (const { kind } of LOG_KINDS) if (typeof raw?.shown?.[kind] === 'boolean') prefs.shown[kind] = raw.shown[kind] as boolean
    if (typeof raw?.folded === 'boolean') prefs.folded = raw.folded
  } catch {
    // a broken entry: the defaults
  }
  return prefs
}

export function saveLogPrefs(prefs: LogPrefs): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(prefs))
  } catch {
    // full or forbidden: the choice lasts until the page closes
  }
}
