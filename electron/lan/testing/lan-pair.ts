/**
 * Two copies of discovery on the real multicast transport (`lan` mode: UDP port 5353, group 224.0.0.251), for
 * discovery-namespace.test.ts, which runs this script inside a network namespace of its own (`unshare -rn`) whose
 * only interface is its own loopback: real multicast, and nothing reaches the machine's network.
 *
 * Host A announces, B browses. It prints one JSON line: the lists B saw when A appeared, after A's free seats
 * went from 1 to 0, and after A said goodbye, and both copies' problems. Every wait is bounded; a wait that runs
 * out is named in `timedOut` and the script exits with 1.
 *
 * With `--port-taken`, another socket holds port 5353 first (without sharing it), and the line says what problem
 * a copy that tries to announce reports.
 *
 * Refuses to run outside a namespace with a loopback-only network, so that it never multicasts on a real LAN.
 */
import { createSocket } from 'node:dgram'
import { networkInterfaces } from 'node:os'
import type { LanGame } from '../../../shared/protocol/lan'
import { Discovery } from '../discovery'
import type { Announcement } from '../discovery-txt'

const STEP_MS = 8_000

const outside = Object.entries(networkInterfaces()).filter(([, list]) => (list ?? []).some((a) => !a.internal))
if (outside.length > 0) {
  console.error(`lan-pair: refusing to multicast: this network has interfaces besides loopback (${outside.map(([n]) => n).join(', ')}); run it in a fresh network namespace`)
  process.exit(2)
}

const compat = { app: '0.1.0', protocol: 2, rules: 'test-rules' }

if (process.argv.includes('--port-taken')) {
  const holder = createSocket({ type: 'udp4', reuseAddr: false })
  await new Promise<void>((resolve) => holder.bind(5353, resolve))
  const d = new Discovery({ mdns: { mode: 'lan' }, mine: compat })
  d.announce({ name: 'Blocked', port: 4317, compat, title: null, phase: null, free: 0, players: 0 })
  for (let i = 0; i < 100 && !d.problem; i++) await new Promise((r) => setTimeout(r, 50))
  console.log(JSON.stringify({ problem: d.problem }))
  await d.destroy()
  holder.close()
  process.exit(d.problem ? 0 : 1)
}
const a = new Discovery({ mdns: { mode: 'lan' }, mine: compat })
const b = new Discovery({ mdns: { mode: 'lan' }, mine: compat })

let games: LanGame[] = []
let waiting: { test: (g: LanGame[]) => boolean; done: () => void } | null = null
b.browse((list) => {
  games = list
  if (waiting?.test(list)) waiting.done()
})

function until(test: (g: LanGame[]) => boolean): Promise<boolean> {
  if (test(games)) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      waiting = null
      resolve(false)
    }, STEP_MS)
    waiting = {
      test,
      done: () => {
        clearTimeout(timer)
        waiting = null
        resolve(true)
      },
    }
  })
}

const offer: Announcement = { name: 'Namespace host', port: 4317, compat, title: 'Over the Somme', phase: 'lobby', free: 1, players: 1 }
const report: Record<string, unknown> = {}
const isA = (g: LanGame) => g.host === offer.name

async function main(): Promise<number> {
  a.announce(offer)
  if (!(await until((g) => g.some(isA)))) return fail('found')
  report.found = games
  a.announce({ ...offer, free: 0, players: 2 })
  if (!(await until((g) => g.some((x) => isA(x) && x.free === 0)))) return fail('updated')
  report.updated = games
  await a.unannounce()
  if (!(await until((g) => !g.some(isA)))) return fail('gone')
  report.gone = games
  return 0
}

function fail(step: string): number {
  report.timedOut = step
  report.last = games
  return 1
}

const code = await main()
report.problems = [a.problem, b.problem]
await Promise.all([a.destroy(), b.destroy()])
console.log(JSON.stringify(report))
process.exit(code)
