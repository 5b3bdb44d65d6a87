/**
 * The end-to-end specs: Debian's Chromium against the served app (`serve.js`, the host without Electron),
 * built into out-e2e/ so that the run never collides with other builds. WebGL runs headless through
 * SwiftShader, which is slow: one worker, generous timeouts, animations sped up by the specs (?speed=10).
 *
 * OVERDIVE_E2E_PORT picks another port when 4520 is taken.
 */
import { defineConfig } from '@playwright/test'

const port = Number(process.env.OVERDIVE_E2E_PORT ?? 4520)
const baseURL = `http://127.0.0.1:${port}/`

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
    command: `rm -rf out-e2e/data && npx electron-vite build && node out-e2e/main/serve.js --port ${port} --data out-e2e/data`,
    env: { OVERDIVE_OUT: 'out-e2e' },
    url: baseURL,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
})
