/**
 * app://overdive: the built page's own origin. The handler serves the renderer folder and nothing else: no
 * traversal (plain, dotted, encoded, doubly encoded, backslashed), no absolute paths, no symlink out, no other
 * host; the right content types; the content security policy on every answer.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_SCHEME_PRIVILEGES, contentTypeFor, rendererPathFor, serveAppRequest } from './app-protocol'
import { CONTENT_SECURITY_POLICY } from './security'

let base: string
let root: string

beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'overdive-app-protocol-'))
  root = join(base, 'renderer')
  mkdirSync(join(root, 'assets'), { recursive: true })
  mkdirSync(join(root, 'fonts'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>Overdive</title>')
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1)')
  writeFileSync(join(root, 'assets', 'index-abc.css'), 'body{}')
  writeFileSync(join(root, 'fonts', 'DejaVu Sans.ttf'), 'ttf')
  writeFileSync(join(base, 'secret.txt'), 'secret')
  // a folder beside the renderer whose name starts like it: a prefix check alone would let it through
  mkdirSync(join(base, 'renderer-evil'))
  writeFileSync(join(base, 'renderer-evil', 'x.js'), 'evil')
  try {
    symlinkSync(join(base, 'secret.txt'), join(root, 'link.txt'))
  } catch {
    // no symlinks on this file system: the symlink case is then vacuous
  }
})

afterAll(() => rmSync(base, { recursive: true, force: true }))

const get = (url: string, method = 'GET') => serveAppRequest({ url, method }, root)

describe('the scheme', () => {
  it('is standard and secure, allows fetch, and bypasses nothing', () => {
    expect(APP_SCHEME_PRIVILEGES).toEqual({ standard: true, secure: true, supportFetchAPI: true })
  })
})

describe('serving the built renderer', () => {
  it.each([
    ['app://overdive/', 'index.html', 'text/html; charset=utf-8'],
    ['app://overdive/index.html', 'index.html', 'text/html; charset=utf-8'],
    ['app://overdive/index.html?speed=10#table', 'index.html', 'text/html; charset=utf-8'],
    ['app://overdive/assets/index-abc.js', 'console.log(1)', 'text/javascript; charset=utf-8'],
    ['app://overdive/assets/index-abc.css', 'body{}', 'text/css; charset=utf-8'],
    ['app://overdive/fonts/DejaVu%20Sans.ttf', 'ttf', 'font/ttf'],
  ])('%s', async (url, body, type) => {
    const r = await get(url)
    expect(r.status).toBe(200)
    expect(r.headers.get('content-type')).toBe(type)
    expect(r.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(r.headers.get('x-content-type-options')).toBe('nosniff')
    const text = await r.text()
    if (body === 'index.html') expect(text).toContain('<title>Overdive</title>')
    else expect(text).toBe(body)
  })

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('app://overdive/index.html', 'HEAD')
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    const post = await get('app://overdive/index.html', 'POST')
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
  })

  it.each([
    ['a missing file', 'app://overdive/nope.js'],
    ['a folder', 'app://overdive/assets'],
    ['a folder with a slash', 'app://overdive/assets/'],
    ['a symlink leading out of the folder', 'app://overdive/link.txt'],
  ])('404 for %s', async (_name, url) => {
    expect((await get(url)).status).toBe(404)
  })
})

describe('nothing outside the renderer folder', () => {
  it.each([
    ['dot-dot (the URL parser folds it)', 'app://overdive/../secret.txt'],
    ['dot-dot inside the path', 'app://overdive/assets/../../secret.txt'],
    ['encoded dots', 'app://overdive/%2e%2e/secret.txt'],
    ['encoded slashes', 'app://overdive/..%2fsecret.txt'],
    ['encoded slashes, upper case', 'app://overdive/assets%2F..%2F..%2Fsecret.txt'],
    ['encoded backslashes', 'app://overdive/..%5csecret.txt'],
    ['doubly encoded dots', 'app://overdive/%252e%252e/secret.txt'],
    ['a backslash', 'app://overdive/..\\secret.txt'],
    ['an encoded NUL', 'app://overdive/index.html%00.js'],
    ['an absolute path', 'app://overdive//etc/passwd'],
    ['an encoded absolute path', 'app://overdive/%2fetc%2fpasswd'],
    ['a drive letter', 'app://overdive/C:/Windows/win.ini'],
    ['a sibling folder with the same prefix', 'app://overdive/../renderer-evil/x.js'],
    ['a malformed escape', 'app://overdive/%E0%A4%A'],
    ['another host', 'app://evil/index.html'],
    ['the host with a port', 'app://overdive:1234/index.html'],
    ['the host with a user', 'app://me@overdive/index.html'],
    ['another scheme', 'file:///etc/passwd'],
    ['https with the app host', 'https://overdive/index.html'],
  ])('404 for %s', async (_name, url) => {
    const r = await get(url)
    expect(r.status).toBe(404)
    expect(await r.text()).not.toContain('secret')
  })

  it('maps only to paths inside the folder', () => {
    expect(rendererPathFor('app://overdive/assets/index-abc.js', root)).toBe(join(root, 'assets', 'index-abc.js'))
    expect(rendererPathFor('app://overdive/', root)).toBe(join(root, 'index.html'))
    expect(rendererPathFor('app://overdive/a/./b.js', root)).toBe(join(root, 'a', 'b.js'))
    expect(rendererPathFor('app://overdive/%2e/b.js', root)).toBe(join(root, 'b.js'))
    expect(rendererPathFor('app://overdive/a/%2e%2e%2fb.js', root)).toBeNull()
    expect(rendererPathFor('not a url', root)).toBeNull()
  })
})

describe('content types', () => {
  it.each([
    ['x.html', 'text/html; charset=utf-8'],
    ['x.JS', 'text/javascript; charset=utf-8'],
    ['x.mjs', 'text/javascript; charset=utf-8'],
    ['x.css', 'text/css; charset=utf-8'],
    ['x.json', 'application/json; charset=utf-8'],
    ['x.svg', 'image/svg+xml'],
    ['x.png', 'image/png'],
    ['x.woff2', 'font/woff2'],
    ['x.wasm', 'application/wasm'],
    ['x.glb', 'model/gltf-binary'],
    ['x.unknown', 'application/octet-stream'],
    ['noext', 'application/octet-stream'],
  ])('%s is %s', (file, type) => {
    expect(contentTypeFor(file)).toBe(type)
  })
})
