/**
 * The desktop app itself: Playwright's Electron driver launches the built main process (out-e2e/main/index.js,
 * built by the web server step of playwright.config.ts) and checks the window, its isolation, its origin
 * (app://overdive, not file:), that it has no DevTools and no web permissions, and a quick duel.
 *
 * It runs the stock binary in node_modules/electron: Playwright drives Electron through --inspect, which the
 * fused copy that `npm start` runs (electron/fuses/) refuses by design.
 *
 * Electron's binary downloads lazily on first use, which this machine cannot do. Where it is missing the spec is
 * skipped, and says so: it did NOT run.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron as electron, expect, test } from '@playwright/test'

/** Where the Electron binary is, without require('electron') (which would try to download it). */
function electronBinary(): { path: string | null; why: string } {
  const pkg = resolve('node_modules/electron')
  const pathFile = join(pkg, 'path.txt')
  if (!existsSync(pathFile)) return { path: null, why: `${pathFile} is missing: the Electron binary was never downloaded (npx install-electron)` }
  const rel = readFileSync(pathFile, 'utf8').trim()
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH ?? join(pkg, 'dist')
  const bin = join(dist, rel)
  if (!existsSync(bin)) return { path: null, why: `${bin} is missing: the Electron binary was never downloaded` }
  return { path: bin, why: '' }
}

/** What the page has that the spec reads (the Node type check has no DOM). */
type PageGlobals = {
  location: { origin: string }
  navigator: {
    permissions: { query(p: { name: string }): Promise<{ state: string }> }
    mediaDevices: { getUserMedia(c: { video: boolean }): Promise<unknown> }
  }
  Notification: { requestPermission(): Promise<string> }
}

const binary = electronBinary()
const main = resolve(`${process.env.OVERDIVE_E2E_OUT ?? 'out-e2e'}/main/index.js`)

test.describe('Electron', () => {
  test.skip(!binary.path, `NOT RUN: the Electron launch spec needs the Electron binary. ${binary.why}`)
  if (!binary.path) console.log(`[electron.spec] NOT RUN: the Electron launch spec was skipped because the Electron binary is missing. ${binary.why}`)

  test('launches the built app: one isolated window on app://overdive, and a quick duel reaches the planning panel', async ({}, testInfo) => { // eslint-disable-line no-empty-pattern -- Playwright reads a test's fixtures from its first parameter's pattern; this test needs none
    test.setTimeout(180_000)
    expect(existsSync(main), `${main} is built by the web server step`).toBe(true)
    const userData = mkdtempSync(join(tmpdir(), 'overdive-electron-'))
    const app = await electron.launch({
      executablePath: binary.path!,
      // without a display (CI, containers) Chromium's headless Ozone platform stands in for X11/Wayland
      args: [main, `--user-data-dir=${userData}`, '--no-sandbox', ...(process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY ? ['--ozone-platform=headless'] : [])],
      env: { ...process.env, ELECTRON_RENDERER_URL: '' },
      timeout: 60_000,
    })
    try {
      const win = await app.firstWindow()
      await expect(win).toHaveTitle(/Overdive/)
      expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1)
      // the page has the preload's API and nothing of Node
      const page = await win.evaluate(() => {
        const g = globalThis as unknown as Record<string, unknown>
        return { api: typeof g.overdive, require: typeof g.require, process: typeof g.process }
      })
      expect(page).toEqual({ api: 'object', require: 'undefined', process: 'undefined' })
      // its own origin, served from the renderer folder only, with the policy in the header
      expect(win.url()).toBe('app://overdive/index.html')
      const served = await win.evaluate(async () => {
        const status = async (u: string) => {
          try {
            return (await fetch(u)).status
          } catch {
            return 'refused'
          }
        }
        const page = await fetch('/index.html')
        return {
          origin: (globalThis as unknown as PageGlobals).location.origin,
          csp: page.headers.get('content-security-policy') ?? '',
          font: await status('/fonts/DejaVuSans.ttf'),
          up: await status('/%2e%2e/package.json'),
          file: await status('file:///etc/hostname'),
        }
      })
      expect(served).toMatchObject({ origin: 'app://overdive', font: 200, up: 404, file: 'refused' })
      expect(served.csp).toContain("script-src 'self'")
      // no DevTools in a built app: not open, and asking opens nothing
      expect(
        await app.evaluate(async ({ BrowserWindow }) => {
          const contents = BrowserWindow.getAllWindows()[0].webContents
          contents.openDevTools()
          await new Promise((r) => setTimeout(r, 500))
          return contents.isDevToolsOpened()
        }),
      ).toBe(false)
      // every web permission refused
      const permissions = await win.evaluate(async () => {
        const { navigator, Notification } = globalThis as unknown as PageGlobals
        return {
          geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
          notifications: await Notification.requestPermission(),
          camera: await navigator.mediaDevices.getUserMedia({ video: true }).then(
            () => 'granted',
            (e: Error) => e.name,
          ),
        }
      })
      expect(permissions.geolocation).toBe('denied')
      expect(permissions.notifications).toBe('denied')
      expect(permissions.camera).not.toBe('granted')
      // no new windows
      await win.evaluate(() => (globalThis as unknown as { open(u: string): unknown }).open('https://example.com/'))
      expect(app.windows()).toHaveLength(1)
      await win.getByTestId('quick-duel').click()
      await expect(win.getByTestId('planning-panel')).toBeVisible({ timeout: 60_000 })
      await testInfo.attach('electron window', { body: await win.screenshot(), contentType: 'image/png' })
    } finally {
      await app.close()
      rmSync(userData, { recursive: true, force: true })
    }
  })
})
