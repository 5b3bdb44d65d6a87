/**
 * The arena's worker pool: a few worker threads, each playing one game at a time and given the next game as soon as
 * it answers, so that the threads stay busy whatever the games' lengths. The workers run the TypeScript sources
 * through tsx, as the CLI does: a worker does not inherit tsx, so each starts by registering it.
 */
import { Worker } from 'node:worker_threads'
import type { GameOutcome } from '../../shared/arena/tally'
import type { ArenaChain, ArenaJob } from './arena-game'
import type { ArenaRequest } from './arena-worker'

function startWorker(): Worker {
  const tsx = import.meta.resolve('tsx/esm/api')
  const file = new URL('./arena-worker.ts', import.meta.url).href
  return new Worker(`import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(file)}) })`, { eval: true })
}

/** Every job's outcome, in the jobs' order; rejects with the first game that failed. `done` is told after each game. */
export function playInWorkers(jobs: readonly ArenaJob[], workers: number, done?: (count: number) => void): Promise<GameOutcome[]> {
  return inWorkers<GameOutcome>(jobs, workers, done)
}

/** Every chain's outcomes (--remember: each chain played in order by one worker), in the chains' order. `done` is told after each chain. */
export function playChainsInWorkers(chains: readonly ArenaChain[], workers: number, done?: (count: number) => void): Promise<GameOutcome[][]> {
  return inWorkers<GameOutcome[]>(chains, workers, done)
}

function inWorkers<R>(jobs: readonly (ArenaJob | ArenaChain)[], workers: number, done?: (count: number) => void): Promise<R[]> {
  const outcomes = new Array<R>(jobs.length)
  if (jobs.length === 0) return Promise.resolve(outcomes)
  const pool: Worker[] = []
  let next = 0
  let finished = 0
  return new Promise<R[]>((resolve, reject) => {
    let stopping = false
    const stop = () => {
      stopping = true
      return Promise.all(pool.map((w) => w.terminate()))
    }
    const fail = (e: Error) => {
      if (!stopping) void stop().then(() => reject(e))
    }
    const feed = (w: Worker) => {
      if (next < jobs.length) {
        const index = next++
        w.postMessage({ index, job: jobs[index] } satisfies ArenaRequest)
      }
    }
    for (let k = 0; k < Math.min(workers, jobs.length); k++) {
      const w = startWorker()
      pool.push(w)
      w.on('message', (m: { index: number; outcome?: R; error?: string }) => {
        if (m.error !== undefined) return fail(new Error(m.error))
        outcomes[m.index] = m.outcome!
        finished++
        // (not done?.(++finished): an optional call that is not made does not count)
        done?.(finished)
        if (finished === jobs.length) void stop().then(() => resolve(outcomes))
        else feed(w)
      })
      w.on('error', fail)
      w.on('exit', (code) => {
        if (!stopping) fail(new Error(`an arena worker stopped (exit code ${code}) before its games were played`))
      })
      feed(w)
    }
  })
}
