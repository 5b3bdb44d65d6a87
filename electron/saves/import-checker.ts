/**
 * The host's save checker on a worker thread (import-worker.ts): one worker, started for the first import and
 * stopped once no import has come for a while, so that it costs nothing between imports.
 */
import { Worker } from 'node:worker_threads'
import { fromReply, type SaveCheckReply, type SaveChecker } from './save-check'

export interface WorkerChecker {
  check: SaveChecker
  /** whether the worker is running (tests) */
  readonly running: boolean
  dispose(): Promise<void>
}

export function workerSaveChecker(workerFile: URL | string, assetsDir?: string, idleMs = 10_000): WorkerChecker {
  let worker: Worker | null = null
  let idle: NodeJS.Timeout | null = null
  let next = 1
  const pending = new Map<number, { ok: (text: string) => void; fail: (e: Error) => void }>()

  const stop = () => {
    const w = worker
    worker = null
    if (w) void w.terminate()
  }
  const start = (): Worker => {
    const w = new Worker(workerFile, { workerData: { assetsDir } })
    w.unref()
    w.on('message', (reply: SaveCheckReply) => {
      const p = pending.get(reply.id)
      if (!p) return
      pending.delete(reply.id)
      try {
        p.ok(fromReply(reply))
      } catch (e) {
        p.fail(e as Error)
      }
      if (pending.size === 0) {
        idle = setTimeout(stop, idleMs)
        idle.unref()
      }
    })
    const lost = (e: Error) => {
      if (worker !== w) return
      worker = null
      for (const p of pending.values()) p.fail(new Error(`the save checker stopped: ${e.message}`))
      pending.clear()
    }
    w.on('error', lost)
    w.on('exit', (code) => lost(new Error(`exit ${code}`)))
    return w
  }

  return {
    check: (text) =>
      new Promise<string>((ok, fail) => {
        if (idle) clearTimeout(idle)
        idle = null
        worker ??= start()
        const id = next++
        pending.set(id, { ok, fail })
        worker.postMessage({ id, text })
      }),
    get running() {
      return worker !== null
    },
    dispose: async () => {
      if (idle) clearTimeout(idle)
      stop()
    },
  }
}
