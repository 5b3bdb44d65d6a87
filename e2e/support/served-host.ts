/**
 * A host of the specs' own, started from the build the webServer step made (out-e2e), on a port and saves folder
 * of its own: for a spec that kills its host, or that needs a second one. Every host of a run has the same
 * screen token (playwright.config.ts draws it).
 *
 * What the host says on its stderr (a client dropped, a bot's error, a game that broke) goes to the spec's stderr,
 * marked with its port, and a host that ends other than by killHost says so with its last words: a spec that
 * fails because its host went away then shows why.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { screenToken } from './screen'

const killed = new WeakSet<ChildProcess>()

export async function startServedHost(port: number, data: string, opts: { args?: string[]; env?: Record<string, string> } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`${process.env.OVERDIVE_E2E_OUT ?? 'out-e2e'}/main/serve.js`, '--port', String(port), '--data', data, ...(opts.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OVERDIVE_SCREEN_TOKEN: screenToken(), ...opts.env },
  })
  let out = ''
  const keep = (d: Buffer) => (out = (out + d.toString()).slice(-4000))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', (d: Buffer) => {
    keep(d)
    for (const line of d.toString().split('\n')) if (line.trim()) process.stderr.write(`[host :${port}] ${line}\n`)
  })
  await new Promise<void>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the host on port ${port} did not start: ${out}`)), 30_000)
    const started = () => {
      if (!out.includes('serving on')) return
      clearTimeout(timer)
      child.stdout!.off('data', started)
      ok()
    }
    child.stdout!.on('data', started)
    child.once('exit', (code) => fail(new Error(`the host on port ${port} exited with ${code}: ${out}`)))
  })
  child.once('exit', (code, signal) => {
    if (!killed.has(child)) process.stderr.write(`[host :${port}] ended unasked (code ${code}, signal ${signal}); its last output:\n${out}\n`)
  })
  return child
}

/** Kill a host as a crash would (SIGKILL), and wait until it is gone. */
export async function killHost(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  killed.add(child)
  const gone = new Promise((ok) => child.once('exit', ok))
  child.kill('SIGKILL')
  await gone
}
