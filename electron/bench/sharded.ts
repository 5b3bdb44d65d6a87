/**
 * A bench script's games split over worker processes (search-train.ts, pilot-match.ts): with --workers n, n child
 * processes (this script again, with --shard k/n) each play every nth job and hand their results back as one JSON array
 * on stdout; without, this process plays them all. Run as a shard, it writes its array and gives back null.
 */
import { spawn } from 'node:child_process'
import { loadAssets } from '../content/load-assets'
import type { Content } from '../../shared/content/types'

export async function playSharded<J, G>(jobs: readonly J[], opts: { workers: number; shard?: string }, play: (content: Content, job: J) => G): Promise<G[] | null> {
  if (opts.shard) {
    const [k, n] = opts.shard.split('/').map(Number)
    const content = loadAssets()
    process.stdout.write(JSON.stringify(jobs.filter((_, i) => i % n === k).map((j) => play(content, j))))
    return null
  }
  if (opts.workers <= 1) {
    const content = loadAssets()
    return jobs.map((j) => play(content, j))
  }
  const args = process.argv.slice(2)
  const parts = await Promise.all(
    Array.from({ length: opts.workers }, (_, k) =>
      new Promise<G[]>((resolve, reject) => {
        const child = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args, '--shard', `${k}/${opts.workers}`], { stdio: ['ignore', 'pipe', 'inherit'] })
        let out = ''
        child.stdout.on('data', (d) => (out += d))
        child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out) as G[]) : reject(new Error(`shard ${k} exited ${code}`))))
      }),
    ),
  )
  return parts.flat()
}
