/**
 * The test hooks (window.__overdive) ship only in test builds. The real build runs twice into temporary
 * folders: without VITE_OVERDIVE_TEST_HOOKS the renderer's JavaScript has no trace of them; with it set to 1
 * they are there (so the first check can fail). A build takes a few seconds.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const root = resolve(__dirname, '../..')
const dirs: string[] = []

/** Builds the app into a fresh folder and returns the renderer's JavaScript, all files together. */
function buildRenderer(testHooks: string | undefined): string {
  const out = mkdtempSync(join(tmpdir(), 'overdive-hooks-build-'))
  dirs.push(out)
  const env: NodeJS.ProcessEnv = { ...process.env, OVERDIVE_OUT: out }
  delete env.VITE_OVERDIVE_TEST_HOOKS
  if (testHooks !== undefined) env.VITE_OVERDIVE_TEST_HOOKS = testHooks
  const r = spawnSync(join(root, 'node_modules', '.bin', 'electron-vite'), ['build', '--logLevel', 'error'], { cwd: root, env, encoding: 'utf8' })
  expect(r.status, `the build failed:\n${r.stdout}${r.stderr}`).toBe(0)
  const assets = join(out, 'renderer', 'assets')
  const js = readdirSync(assets).filter((f) => f.endsWith('.js'))
  expect(js.length).toBeGreaterThan(0)
  return js.map((f) => readFileSync(join(assets, f), 'utf8')).join('\n')
}

afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

/** What only installTestHooks puts into the bundle. */
const MARKS = ['__overdive', 'resetFrameTimes', 'planeModels']

describe('the test hooks are built only on request', () => {
  it('a production build has none of them', () => {
    const js = buildRenderer(undefined)
    // booleans, not the bundle: a failure names the mark instead of printing megabytes
    for (const m of MARKS) expect(js.includes(m), `${m} in the production bundle`).toBe(false)
  })

  it('neither has a build with the flag set to anything but 1', () => {
    const js = buildRenderer('0')
    expect(js.includes('__overdive'), '__overdive in the bundle').toBe(false)
  })

  it('a test build (VITE_OVERDIVE_TEST_HOOKS=1) has them', () => {
    const js = buildRenderer('1')
    for (const m of MARKS) expect(js.includes(m), `${m} in the test bundle`).toBe(true)
  })
})
