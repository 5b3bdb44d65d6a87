import { resolve } from 'node:path'
import { defineConfig } from 'electron-vite'
import react from '@vitejs/plugin-react'
import { cspMetaPlugin } from './electron/main/csp-meta'

const root = __dirname
// OVERDIVE_OUT lets several builds live side by side (e.g. out-e2e for the Playwright run)
const out = process.env.OVERDIVE_OUT ?? 'out'

export default defineConfig({
  main: {
    build: {
      outDir: `${out}/main`,
      rollupOptions: {
        input: {
          index: resolve(root, 'electron/main/index.ts'),
          serve: resolve(root, 'electron/serve.ts'),
          'bot-worker': resolve(root, 'electron/host/bot-worker.ts'),
          'import-worker': resolve(root, 'electron/saves/import-worker.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: `${out}/preload`,
      // the sandbox needs a CommonJS preload with everything bundled in
      externalizeDeps: { exclude: ['zod'] },
      rollupOptions: {
        input: { index: resolve(root, 'electron/preload/index.ts') },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(root, 'renderer'),
    plugins: [react(), cspMetaPlugin()],
    build: {
      outDir: resolve(root, `${out}/renderer`),
      minify: true,
      chunkSizeWarningLimit: 2000,
      // .vite/manifest.json: each chunk's static and dynamic imports, read by the bench's first-load figure
      // (electron/bench/bundle-size.ts: the menu's chunks apart from each table's, issue 30)
      manifest: true,
      rollupOptions: {
        input: resolve(root, 'renderer/index.html'),
        // three.js in a chunk of its own, named so: only the tables (and the replay) load it, never the first load
        // (issue 30). Only three: a group takes its modules' dependencies along, and R3F's and drei's include React
        output: { codeSplitting: { groups: [{ name: 'three', test: /[\\/]node_modules[\\/]three[\\/]/ }] } },
      },
    },
    server: { fs: { allow: [root] } },
  },
})
