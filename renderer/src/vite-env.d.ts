/// <reference types="vite/client" />
import type { OverdiveApi } from '../../electron/preload/index'

declare global {
  interface Window {
    /** present when running inside Electron: the preload's API */
    overdive?: OverdiveApi
  }
}
