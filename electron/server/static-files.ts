/**
 * The built renderer over HTTP. Each file is read and compressed once (brotli and gzip, off the main thread) and
 * kept in memory; a file that changes on disk is read again. Vite's hashed output under /assets/ never changes
 * under its name, so browsers keep it for a year; everything else is revalidated with its ETag (304).
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { basename, extname, join, normalize, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { contentType } from '../content/content-types'
import { CONTENT_SECURITY_POLICY } from '../main/security'


/** what compresses well; PNG, WOFF2 and OGG are compressed already */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.ttf', '.wav', '.ico', '.wasm'])
/** below this a compressed copy saves less than its headers cost */
const MIN_COMPRESS = 1024

/** On every answer, refusals included. */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
}

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/** Vite names its output `<name>-<8-character hash>.<ext>` under /assets/: a new build gives a new name. */
export function isHashedAsset(path: string): boolean {
  return path.startsWith('/assets/') && /-[A-Za-z0-9_-]{8}\.[A-Za-z0-9]+$/.test(basename(path))
}

type Encoding = 'br' | 'gzip'

interface Entry {
  /** size and modification time: when they change the file is read again */
  stamp: string
  type: string
  raw: Buffer
  hash: string
  compressible: boolean
  encoded: Map<Encoding, Promise<Buffer | null>>
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * Browsers offer brotli only to HTTPS and localhost (Chromium's URLRequestHttpJob), so a LAN guest on plain HTTP
 * gets gzip and brotli serves the host's own screen. Quality 9 compresses the 1.5 MB bundle in about 0.1 s;
 * 11 saves another 9 % in 2 s, which a page opened just after the host starts would wait for.
 */
const BROTLI_QUALITY = 9

async function compress(raw: Buffer, enc: Encoding): Promise<Buffer | null> {
  const out =
    enc === 'br'
      ? await brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
      : await gzipAsync(raw, { level: 9 })
  // a copy that is not smaller is not worth sending
  return out.length < raw.length ? out : null
}

/** The encodings the client accepts, best first (brotli, then gzip), from its Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const q = new Map<string, number>()
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const qp = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    q.set(name.trim(), qp ? Number(qp.slice(2)) || 0 : 1)
  }
  const ok = (e: string) => (q.get(e) ?? (q.has('*') ? q.get('*')! : 0)) > 0
  return (['br', 'gzip'] as const).filter(ok)
}

function matches(ifNoneMatch: string, etags: string[]): boolean {
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((t) => etags.includes(t.trim().replace(/^W\//, '')))
}

export class StaticFiles {
  private readonly cache = new Map<string, Promise<Entry>>()

  constructor(private readonly root: string) {}

  /** Answer one GET or HEAD. Rejects only on an unexpected failure (the caller answers 500). */
  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let path: string
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)
    } catch {
      // a malformed escape (e.g. /%E0%A4%A): refuse it; it must not take the host down
      return refuse(res, 400, 'bad request')
    }
    if (path === '/' || path === '') path = '/index.html'
    const file = normalize(join(this.root, path))
    if (!file.startsWith(this.root + sep) || path.includes('\0')) return refuse(res, 403, 'forbidden')
    const entry = await this.entry(file)
    if (!entry) return refuse(res, 404, 'not found')

    const enc = entry.compressible ? await this.pick(entry, acceptedEncodings(req.headers['accept-encoding'])) : null
    const etags = [`"${entry.hash}"`, `"${entry.hash}-br"`, `"${entry.hash}-gzip"`]
    const etag = enc ? `"${entry.hash}-${enc.name}"` : etags[0]
    const headers: Record<string, string | number> = {
      ...SECURITY_HEADERS,
      'cache-control': isHashedAsset(path) ? IMMUTABLE : 'no-cache',
      etag,
      vary: 'Accept-Encoding',
    }
    const inm = req.headers['if-none-match']
    if (inm && matches(inm, etags)) {
      res.writeHead(304, headers).end()
      return
    }
    const body = enc ? enc.body : entry.raw
    res.writeHead(200, {
      ...headers,
      'content-type': entry.type,
      'content-length': body.length,
      ...(enc ? { 'content-encoding': enc.name } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** Read and compress every file ahead of the first guest (best effort, one at a time). */
  async warm(): Promise<void> {
    const walk = async (dir: string): Promise<string[]> => {
      const found: string[] = []
      for (const d of await readdir(dir, { withFileTypes: true })) {
        if (d.isDirectory()) found.push(...(await walk(join(dir, d.name))))
        else if (d.isFile()) found.push(join(dir, d.name))
      }
      return found
    }
    for (const file of await walk(this.root).catch(() => [])) {
      const entry = await this.entry(file).catch(() => null)
      if (entry?.compressible) for (const enc of ['br', 'gzip'] as const) await this.encoded(entry, enc)
    }
  }

  private async pick(entry: Entry, accepted: Encoding[]): Promise<{ name: Encoding; body: Buffer } | null> {
    for (const name of accepted) {
      const body = await this.encoded(entry, name)
      if (body) return { name, body }
    }
    return null
  }

  private encoded(entry: Entry, enc: Encoding): Promise<Buffer | null> {
    let p = entry.encoded.get(enc)
    if (!p) {
      // a failed compression is not fatal: the file goes out as it is
      p = compress(entry.raw, enc).catch(() => null)
      entry.encoded.set(enc, p)
    }
    return p
  }

  /** The cached file, read again if it changed on disk; null when there is no such file. */
  private async entry(file: string): Promise<Entry | null> {
    const st = await stat(file).catch(() => null)
    if (!st?.isFile()) {
      this.cache.delete(file)
      return null
    }
    const stamp = `${st.size}:${st.mtimeMs}`
    const cached = this.cache.get(file)
    if (cached) {
      const e = await cached.catch(() => null)
      if (e?.stamp === stamp) return e
    }
    const load = readFile(file).then((raw): Entry => {
      const ext = extname(file).toLowerCase()
      return {
        stamp,
        type: contentType(file),
        raw,
        hash: createHash('sha256').update(raw).digest('base64url').slice(0, 22),
        compressible: COMPRESSIBLE.has(ext) && raw.length >= MIN_COMPRESS,
        encoded: new Map(),
      }
    })
    this.cache.set(file, load)
    load.catch(() => this.cache.delete(file))
    return load
  }
}

export function refuse(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(text)
}
