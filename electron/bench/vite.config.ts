/**
 * The engine benchmark is built as the app's host is (electron-vite builds the main process with this same Vite:
 * one bundled ES module for Node), so that it times the code players run rather than tsx's module-by-module
 * transform. `npm run bench` builds it into out-bench/ and runs it with plain node. BENCH_ENTRY and BENCH_OUT build
 * another entry into another folder (`npm run bench:count`: the instruction counter's driver, engine-count.ts).
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

const root = fileURLToPath(new URL('../..', import.meta.url))

export default defineConfig({
  root,
  logLevel: 'warn',
  build: {
    ssr: resolve(root, process.env.BENCH_ENTRY ?? 'electron/bench/engine-bench.ts'),
    outDir: resolve(root, process.env.BENCH_OUT ?? 'out-bench'),
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: { output: { format: 'esm', entryFileNames: '[name].mjs' } },
  },
  // everything in the bundle, as in the host's build (zod included)
  ssr: { noExternal: true },
})
