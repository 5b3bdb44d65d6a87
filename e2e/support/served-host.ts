/**
 * A host of the specs' own, started from the build the webServer step made (out-e2e), on a port and saves folder
 * of its own: for a spec that kills its host, or that needs a second one. Every host of a run has the same
 * screen token (playwright.config.ts draws it).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { screenToken } from './screen'

export async function startServedHost(port: number, data: string, opts: { args?: string[]; env?: Record<string, string> } = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`${process.env.OVERDIVE_E2E_OUT ?? 'out-e2e'}/main/serve.js`, '--port', String(port), '--data', data, ...(opts.args ?? [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, OVERDIVE_SCREEN_TOKEN: screenToken(), ...opts.env },
  })
  await new Promise<void>((ok, fail) => {
    let out = ''
    const timer = setTimeout(() => fail(new Error(`the host on port ${port} did not start: ${out}`)), 30_000)
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString()
      if (out.includes('serving on')) {
        clearTimeout(timer)
        ok()
      }
    })
    child.stderr!.on('data', (d: Buffer) => (out += d.toString()))
    child.on('exit', (code) => fail(new Error(`the host on port ${port} exited with ${code}: ${out}`)))
  })
  return child
}

/** Kill a host as a crash would (SIGKILL), and wait until it is gone. */
export async function killHost(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const gone = new Promise((ok) => child.once('exit', ok))
  child.kill('SIGKILL')
  await gone
}
