/**
 * Discovery on its real transport (multicast on UDP 5353, no socket swapped), inside a network namespace this
 * test makes (`unshare -rn`): its only interface is its own loopback, with multicast switched on and routed, so
 * the multicast never reaches the machine's network. The two copies run in testing/lan-pair.ts.
 *
 * Where user namespaces are not allowed (some CI machines), the test says why and is skipped.
 */
import { spawn, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, type TestContext } from 'vitest'
import type { LanGame } from '../../shared/protocol/lan'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const SCRIPT = 'electron/lan/testing/lan-pair.ts'
const NETWORK = 'ip link set lo up && ip link set lo multicast on && ip route add 224.0.0.0/4 dev lo'
const CHILD_MS = 30_000

/** why a namespace with multicast on its loopback cannot be made here, or null when it can */
function namespaceUnavailable(): string | null {
  const r = spawnSync('unshare', ['-rn', 'sh', '-c', NETWORK], { encoding: 'utf8', timeout: 10_000 })
  if (r.error) return `unshare could not be run (${r.error.message})`
  if (r.status !== 0) return `unshare -rn with a multicast route on lo failed (exit ${r.status}): ${r.stderr.trim() || r.stdout.trim()}`
  return null
}

/** Runs lan-pair.ts in a fresh namespace; kills it if it outlives CHILD_MS. */
function runInNamespace(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('unshare', ['-rn', 'sh', '-c', `${NETWORK} && exec "$0" --import tsx ${SCRIPT} "$@"`, process.execPath, ...args], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (d) => (stdout += d))
    child.stderr.on('data', (d) => (stderr += d))
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`lan-pair.ts ran past ${CHILD_MS} ms and was killed; it printed ${stdout}${stderr}`))
    }, CHILD_MS)
    child.on('error', (err) => {
      clearTimeout(timer)
      reject(err)
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

function skipWithout(ctx: TestContext): void {
  const why = namespaceUnavailable()
  if (why) {
    console.warn(`skipping discovery over real multicast: ${why}`)
    ctx.skip()
  }
}

describe('discovery over real multicast, in a network namespace of its own', () => {
  it('finds the other copy, sees its seats change, and drops it on its goodbye', async (ctx) => {
    skipWithout(ctx)
    const run = await runInNamespace()
    expect(run.code, `${run.stdout}${run.stderr}`).toBe(0)
    const report = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as Record<string, LanGame[] | unknown>
    const common = {
      id: 'Namespace host (4317)._overdive._tcp.local',
      host: 'Namespace host',
      address: '127.0.0.1:4317',
      title: 'Over the Somme',
      phase: 'lobby',
      compat: { app: '0.1.0', protocol: 2, rules: 'test-rules' },
      problem: null,
    }
    expect(report.found).toEqual([{ ...common, free: 1, players: 1 }])
    expect(report.updated).toEqual([{ ...common, free: 0, players: 2 }])
    expect(report.gone).toEqual([])
    expect(report.problems).toEqual([null, null])
  }, CHILD_MS + 15_000)

  it('says plainly that port 5353 could not be opened when another program holds it', async (ctx) => {
    skipWithout(ctx)
    const run = await runInNamespace('--port-taken')
    expect(run.code, `${run.stdout}${run.stderr}`).toBe(0)
    const { problem } = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '') as { problem: string }
    expect(problem).toMatch(/^Could not open the mDNS port 5353: another program holds it \(.*EADDRINUSE.*\); type the host's address instead\.$/)
  }, CHILD_MS + 15_000)
})
