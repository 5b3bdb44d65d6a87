/// <reference types="vite/client" />
import type { OverdiveApi } from '../../electron/preload/api'

declare global {
  interface Window {
    /** present when running inside Electron: the preload's API */
    overdive?: OverdiveApi
  }
  interface ImportMetaEnv {
    /** '1' in test builds only: installs the test hooks (window.__overdive); read at build time */
    readonly VITE_OVERDIVE_TEST_HOOKS?: string
    /** frames a second at most (render-quality.ts): the Playwright specs' build sets it; read at build time */
    readonly VITE_OVERDIVE_FRAME_CAP?: string
  }
}
