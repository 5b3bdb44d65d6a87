/**
 * The data scripts' games split over worker processes (value-data.ts, style-data.ts): with --workers n each of n child
 * processes plays every nth game (--shard k/n) and writes its records to the shared stdout, one line of JSON each;
 * without, this process plays them all.
 */
import { spawn } from 'node:child_process'
import { loadAssets } from '../content/load-assets'
import type { Content } from '../../shared/content/types'

export async function writeShards<R>(opts: { games: number; workers: number; shard?: string }, play: (content: Content, game: number) => readonly R[]): Promise<void> {
  if (opts.workers > 1 && !opts.shard) {
    const args = process.argv.slice(2)
    await Promise.all(
      Array.from({ length: opts.workers }, (_, k) =>
        new Promise<void>((resolve, reject) => {
          const child = spawn(process.execPath, [...process.execArgv, process.argv[1], ...args, '--shard', `${k}/${opts.workers}`], { stdio: ['ignore', 'inherit', 'inherit'] })
          child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`shard ${k} exited ${code}`))))
        }),
      ),
    )
    return
  }
  const [k, n] = opts.shard ? opts.shard.split('/').map(Number) : [0, 1]
  const content = loadAssets()
  for (let g = k; g < opts.games; g += n) for (const r of play(content, g)) process.stdout.write(`${JSON.stringify(r)}\n`)
}

/** Every file's records, one line of JSON each, a file's list apart (its games are numbered from 0). */
export function readShards<R>(files: readonly string[], read: (path: string) => string): R[][] {
  return files.map((f) =>
    read(f)
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as R),
  )
}
