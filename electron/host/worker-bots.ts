/**
 * Bots in worker threads: one worker per bot seat.
 */
import { Worker } from 'node:worker_threads'
import type { Command } from '../../shared/engine/types'
import type { BotFactory } from './session'

export function workerBots(workerFile: URL | string, assetsDir?: string): BotFactory {
  return (kind, seat, seed) => {
    const worker = new Worker(workerFile, { workerData: { kind: kind.slice('bot:'.length), seat, seed, assetsDir } })
    worker.unref()
    let next = 1
    const pending = new Map<number, { resolve: (c: Command[]) => void; reject: (e: Error) => void }>()
    worker.on('message', (m: { id: number; commands?: Command[]; error?: string }) => {
      const p = pending.get(m.id)
      if (!p) return
      pending.delete(m.id)
      if (m.error) p.reject(new Error(`bot ${seat}: ${m.error}`))
      else p.resolve(m.commands ?? [])
    })
    worker.on('error', (e) => {
      for (const p of pending.values()) p.reject(e)
      pending.clear()
    })
    return {
      decide: (view) =>
        new Promise<Command[]>((resolve, reject) => {
          const id = next++
          pending.set(id, { resolve, reject })
          worker.postMessage({ id, view })
        }),
      dispose: () => void worker.terminate(),
    }
  }
}
