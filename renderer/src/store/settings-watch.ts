/**
 * Puts the settings into effect and keeps them: on every change they are saved for this machine, the team
 * palette is set (before the panels re-render), the UI scale and the cloud setting are set on the page's root,
 * and the sound board takes the volume. Sound starts on the first click or key press (browser autoplay rules).
 */
import { setTeamPalette, teamColour } from '../tables/common/team-colours'
import { soundBoard, unlockOnGesture, type SoundBoard } from '../sound/sound-board'
import { effectiveScale, saveSettings, type Settings } from './settings-slice'
import { pageHeight, pageWidth, streamZoom } from './page-width'
import { STREAM } from '../net/stream-page'
import type { AppStore } from '.'

/**
 * `staged`: the table is on a stream's stage (a browser source, or the host's screen with the stream mode setting),
 * where its panels are zoomed by the stream's zoom as well as the UI scale.
 */
export function applySettings(v: Settings, root: HTMLElement | null, board: Pick<SoundBoard, 'setVolume'>, staged = false): void {
  setTeamPalette(v.palette)
  if (root) {
    const w = typeof window !== 'undefined' ? window.innerWidth : 0
    const h = typeof window !== 'undefined' ? window.innerHeight : 0
    const scale = effectiveScale(v.uiScale, w, h)
    root.style.setProperty('--ui-scale', String(scale))
    // the page is narrower than the window once zoomed, which a media query does not see (page-width.ts)
    root.dataset.page = pageWidth(w, scale * (staged ? streamZoom(h) : 1))
    root.dataset.pageHeight = pageHeight(h, scale)
    root.dataset.clouds = v.clouds
    root.dataset.palette = v.palette
    // the stylesheets' side colours follow the palette too
    root.style.setProperty('--allied', teamColour('allied', v.palette))
    root.style.setProperty('--central', teamColour('central', v.palette))
  }
  // muted: silent whatever the volume, which is kept for when the sound comes back
  board.setVolume(v.muted ? 0 : v.volume)
}

export function watchSettings(store: AppStore, board: SoundBoard = soundBoard): () => void {
  let last: Settings | null = null
  let lastStaged = false
  const root = typeof document !== 'undefined' ? document.documentElement : null
  // the table is on a stream's stage: a browser source's, or the host's own with the stream mode setting (App.tsx)
  const staged = () => STREAM !== null || (store.getState().settings.values.streamMode && store.getState().ui.screen === 'table')
  const onChange = () => {
    const v = store.getState().settings.values
    if (v === last && staged() === lastStaged) return
    const save = last !== null && v !== last
    last = v
    lastStaged = staged()
    applySettings(v, root, board, lastStaged)
    if (save) saveSettings(v)
  }
  onChange()
  const stop = store.subscribe(onChange)
  const stopGesture = typeof window !== 'undefined' ? unlockOnGesture(board, window) : () => undefined
  // the scale a window has room for changes with its size
  const onResize = () => last && applySettings(last, root, board, lastStaged)
  if (typeof window !== 'undefined') window.addEventListener('resize', onResize)
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('resize', onResize)
    stop()
    stopGesture()
  }
}
