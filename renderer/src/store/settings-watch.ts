/**
 * Puts the settings into effect and keeps them: on every change they are saved for this machine, the team
 * palette is set (before the panels re-render), the UI scale and the cloud setting are set on the page's root,
 * and the sound board takes the volume. Sound starts on the first click or key press (browser autoplay rules).
 */
import { setTeamPalette, teamColour } from '../tables/common/team-colours'
import { soundBoard, unlockOnGesture, type SoundBoard } from '../sound/sound-board'
import { effectiveScale, saveSettings, type Settings } from './settings-slice'
import { pageHeight, pageWidth } from './page-width'
import type { AppStore } from '.'

export function applySettings(v: Settings, root: HTMLElement | null, board: Pick<SoundBoard, 'setVolume'>): void {
  setTeamPalette(v.palette)
  if (root) {
    const w = typeof window !== 'undefined' ? window.innerWidth : 0
    const h = typeof window !== 'undefined' ? window.innerHeight : 0
    const scale = effectiveScale(v.uiScale, w, h)
    root.style.setProperty('--ui-scale', String(scale))
    // the page is narrower than the window once zoomed, which a media query does not see (page-width.ts)
    root.dataset.page = pageWidth(w, scale)
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
  const root = typeof document !== 'undefined' ? document.documentElement : null
  const onChange = () => {
    const v = store.getState().settings.values
    if (v === last) return
    const first = last === null
    last = v
    applySettings(v, root, board)
    if (!first) saveSettings(v)
  }
  onChange()
  const stop = store.subscribe(onChange)
  const stopGesture = typeof window !== 'undefined' ? unlockOnGesture(board, window) : () => undefined
  // the scale a window has room for changes with its size
  const onResize = () => last && applySettings(last, root, board)
  if (typeof window !== 'undefined') window.addEventListener('resize', onResize)
  return () => {
    if (typeof window !== 'undefined') window.removeEventListener('resize', onResize)
    stop()
    stopGesture()
  }
}
