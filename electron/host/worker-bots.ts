/**
 * Bots in worker threads: a small pool of workers shared by every bot of every game on the host, so that the
 * number of threads does not grow with the games (a worker costs about 20 MiB). A worker with no bot left is
 * terminated after a short while; the pool starts one again when a bot needs it.
 */
import { Worker } from 'node:worker_threads'
import type { Remembered } from '../../shared/bots/search/memory'
import type { Command } from '../../shared/engine/types'
import type { BotWorkerRequest } from './bot-worker'
import type { BotFactory } from './session'

export interface WorkerPoolOptions {
  /** workers at most (default 2) */
  size?: number
  /** how long a worker with no bots is kept before it is terminated (default 10 s) */
  idleMs?: number
}

interface Slot {
  worker: Worker
  bots: number
  pending: Map<number, { resolve: (c: Command[]) => void; reject: (e: Error) => void; learnt?: (turns: Remembered[]) => void }>
  idleTimer: NodeJS.Timeout | null
}

export interface WorkerPool {
  factory: BotFactory
  /** live workers (for tests and the soak test) */
  readonly workers: number
  dispose(): Promise<void>
}

export function workerBotPool(workerFile: URL | string, assetsDir?: string, opts: WorkerPoolOptions = {}): WorkerPool {
  const size = opts.size ?? 2
  const idleMs = opts.idleMs ?? 10_000
  const slots: Slot[] = []
  let nextBot = 1
  let nextRequest = 1

  const start = (): Slot => {
    const worker = new Worker(workerFile, { workerData: { assetsDir } })
    worker.unref()
    const slot: Slot = { worker, bots: 0, pending: new Map(), idleTimer: null }
    worker.on('message', (m: { id: number; commands?: Command[]; error?: string; learnt?: Remembered[] }) => {
      const p = slot.pending.get(m.id)
      if (!p) return
      slot.pending.delete(m.id)
      if (Array.isArray(m.learnt)) p.learnt?.(m.learnt)
      if (m.error) p.reject(new Error(`bot: ${m.error}`))
      else p.resolve(m.commands ?? [])
    })
    const lost = (e: Error) => {
      for (const p of slot.pending.values()) p.reject(e)
      slot.pending.clear()
      const i = slots.indexOf(slot)
      if (i >= 0) slots.splice(i, 1)
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`the bots' worker stopped (exit code ${code})`)))
    slots.push(slot)
    return slot
  }

  const pick = (): Slot => {
    if (slots.length < size) return start()
    return slots.reduce((a, b) => (b.bots < a.bots ? b : a))
  }

  const release = (slot: Slot) => {
    slot.bots--
    if (slot.bots > 0 || slot.idleTimer) return
    slot.idleTimer = setTimeout(() => {
      slot.idleTimer = null
      if (slot.bots > 0) return
      const i = slots.indexOf(slot)
      if (i >= 0) slots.splice(i, 1)
      void slot.worker.terminate()
    }, idleMs)
    slot.idleTimer.unref()
  }

  const factory: BotFactory = (kind, seat, seed, memory) => {
    const slot = pick()
    if (slot.idleTimer) {
      clearTimeout(slot.idleTimer)
      slot.idleTimer = null
    }
    slot.bots++
    const bot = nextBot++
    const post = (m: BotWorkerRequest) => slot.worker.postMessage(m)
    post({ op: 'add', bot, kind: kind.slice('bot:'.length), seat, seed, ...(memory ? { memory: memory.data } : {}) })
    let disposed = false
    return {
      decide: (view) =>
        new Promise<Command[]>((resolve, reject) => {
          if (!slots.includes(slot)) return reject(new Error("the bots' worker is gone"))
          const id = nextRequest++
          slot.pending.set(id, { resolve, reject, ...(memory ? { learnt: (turns: Remembered[]) => memory.learnt(turns) } : {}) })
          post({ op: 'decide', id, bot, view })
        }),
      dispose: () => {
        if (disposed) return
        disposed = true
        if (slots.includes(slot)) post({ op: 'remove', bot })
        release(slot)
      },
    }
  }

  return {
    factory,
    get workers() {
      return slots.length
    },
    async dispose() {
      const all = slots.splice(0)
      for (const s of all) if (s.idleTimer) clearTimeout(s.idleTimer)
      await Promise.all(all.map((s) => s.worker.terminate()))
    },
  }
}

/** A pool's bot factory (the host's usual bots). */
export function workerBots(workerFile: URL | string, assetsDir?: string, opts?: WorkerPoolOptions): BotFactory {
  return workerBotPool(workerFile, assetsDir, opts).factory
}
