/**
 * The end-to-end specs: Debian's Chromium against the served app (`serve.js`, the host without Electron),
 * built into out-e2e/ so that the run never collides with other builds. WebGL runs headless through
 * SwiftShader, which is slow: one worker, generous timeouts, animations sped up by the specs (?speed=10), and the
 * build's frames capped (OVERDIVE_E2E_FRAME_CAP, 6 a second by default). Two workers were tried on these 2 cores and
 * gained nothing (408 s against 431 s for the same 12 specs; 323 s against 330 s with the cap): the CPU is full.
 *
 * OVERDIVE_E2E_PORT picks another port when 4520 is taken, and OVERDIVE_E2E_OUT another build folder.
 *
 * The served host's screen token is drawn here, once: the config is loaded again in each worker, which inherits
 * the environment, so every spec and every host started (the webServer and the saves spec's own) share it.
 * Specs open the host's screen with screenUrl() from e2e/support/screen.ts; a guest opens a plain address.
 *
 * LAN hosting from the menu binds 127.0.0.1 (--lan-bind), and DNS-SD goes over loopback ports only.
 */
import { randomBytes } from 'node:crypto'
import { defineConfig } from '@playwright/test'

const screenToken = (process.env.OVERDIVE_SCREEN_TOKEN ||= randomBytes(32).toString('base64url'))

const port = Number(process.env.OVERDIVE_E2E_PORT ?? 4520)
// where the specs' build goes (OVERDIVE_E2E_OUT: another folder, for two runs at once); the workers inherit it
const out = (process.env.OVERDIVE_E2E_OUT ||= 'out-e2e')
// DNS-SD for every host of the specs: the real bonjour-service stack over a loopback-only fan-out (never the LAN),
// on ports of this run's own
const mdns = (process.env.OVERDIVE_E2E_MDNS ||= `loopback:${port + 41091},${port + 41092},${port + 41093}`)
const baseURL = `http://127.0.0.1:${port}/`
// the specs' build draws at most this many frames a second (render-quality.ts): SwiftShader spends a core on every
// frame, which the host, its bots and the specs need; it cut a sample of 12 specs from 431 s to 330 s. The solo
// spec's duel opens its page with frames=all, so the players' frame loop is tested too
const frameCap = (process.env.OVERDIVE_E2E_FRAME_CAP ||= '6')

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 1024, height: 640 },
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.OVERDIVE_CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    // a fresh saves folder each run: autosaves left by an earlier run would be offered for resuming
    // one server for every spec: the games the specs leave running add up past a player's host's 64 (--max-games)
    command: `rm -rf ${out}/data && npx electron-vite build && node ${out}/main/serve.js --port ${port} --data ${out}/data --lan-bind 127.0.0.1 --max-games 256`,
    // a test build: the specs read the table through window.__overdive, which production builds leave out
    env: { OVERDIVE_OUT: out, OVERDIVE_SCREEN_TOKEN: screenToken, VITE_OVERDIVE_TEST_HOOKS: '1', VITE_OVERDIVE_FRAME_CAP: frameCap, OVERDIVE_MDNS: mdns },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
