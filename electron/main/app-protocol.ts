/**
 * The built page's own origin, app://overdive, instead of file://. A file: page shares its origin with every
 * local file and Chromium grants it extra privileges; a custom standard scheme gives the page one origin of its
 * own, real response headers (the content security policy among them) and nothing outside the renderer folder.
 *
 * No Electron import: the main process passes each request in, and gets back a web Response.
 */
import { readFile, realpath, stat } from 'node:fs/promises'
import { isAbsolute, join, relative, resolve } from 'node:path'
import { contentType } from '../content/content-types'
import { CONTENT_SECURITY_POLICY, isAppOrigin } from './security'

/**
 * For protocol.registerSchemesAsPrivileged, before the app is ready: a standard scheme (real origin, relative
 * URLs resolve), secure (a secure context, like https), fetch() allowed. No CSP bypass, no service workers,
 * no CORS to it from elsewhere.
 */
export const APP_SCHEME_PRIVILEGES = { standard: true, secure: true, supportFetchAPI: true } as const


export function contentTypeFor(file: string): string {
  return contentType(file)
}

/**
 * The file inside `root` that an app:// URL names, or null. Refused: another origin, a malformed escape, an
 * encoded slash or backslash, NUL, `.` or `..` segments (decoded or not), empty segments, drive letters and
 * anything that would land outside `root`. `/` is the page itself.
 */
export function rendererPathFor(url: string, root: string): string | null {
  if (!isAppOrigin(url)) return null
  const raw = new URL(url).pathname
  if (/%(2f|5c|00)/i.test(raw)) return null
  let path: string
  try {
    path = decodeURIComponent(raw)
  } catch {
    return null
  }
  if (path === '' || path === '/') path = '/index.html'
  if (!path.startsWith('/') || /[\\\0:]/.test(path)) return null
  const segments = path.slice(1).split('/')
  if (segments.some((s) => s === '' || s === '.' || s === '..')) return null
  const base = resolve(root)
  const file = join(base, ...segments)
  const rel = relative(base, file)
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null
  return file
}

function notFound(): Response {
  return new Response('not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } })
}

/**
 * Answers one app:// request from the renderer folder: GET and HEAD only, files only (a symlink must resolve
 * inside the folder too), 404 for anything else. Every answer carries the content security policy.
 */
export async function serveAppRequest(request: { url: string; method: string }, root: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  const file = rendererPathFor(request.url, root)
  if (!file) return notFound()
  try {
    const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)])
    const rel = relative(realRoot, realFile)
    if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return notFound()
    if (!(await stat(realFile)).isFile()) return notFound()
    const body = request.method === 'HEAD' ? null : await readFile(realFile)
    return new Response(body, {
      status: 200,
      headers: {
        'Content-Type': contentTypeFor(realFile),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    })
  } catch {
    return notFound()
  }
}
