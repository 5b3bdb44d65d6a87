/**
 * Bots in a worker thread, so that a bot thinking never stalls the host or the window. One worker plays many
 * bots (the pool in worker-bots.ts shares a few workers among every game). Each bot receives its seat's view and
 * answers with commands; it never sees the game state.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { BOTS, type Policy } from '../../shared/bots'
import type { GameView } from '../../shared/engine/view'
import { loadAssets } from '../content/load-assets'

export type BotWorkerRequest =
  | { op: 'add'; bot: number; kind: string; seat: string; seed: string | number }
  | { op: 'remove'; bot: number }
  | { op: 'decide'; id: number; bot: number; view: GameView }

const { assetsDir } = workerData as { assetsDir?: string }
const content = loadAssets(assetsDir)
const bots = new Map<number, Policy>()

parentPort!.on('message', (msg: BotWorkerRequest) => {
  if (msg.op === 'add') {
    bots.set(msg.bot, BOTS[msg.kind].make(content, msg.seat, msg.seed))
    return
  }
  if (msg.op === 'remove') {
    bots.delete(msg.bot)
    return
  }
  try {
    const bot = bots.get(msg.bot)
    if (!bot) throw new Error(`no bot ${msg.bot} in this worker`)
    parentPort!.postMessage({ id: msg.id, commands: bot.decide(msg.view) })
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).message })
  }
})
