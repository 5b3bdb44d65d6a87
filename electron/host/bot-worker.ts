/**
 * Bots in a worker thread, so that a bot thinking never stalls the host or the window. One worker plays many
 * bots (the pool in worker-bots.ts shares a few workers among every game). Each bot receives its seat's view and
 * answers with commands; it never sees the game state.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { BOTS, type Policy } from '../../shared/bots'
import { OpponentMemory, type MemoryData } from '../../shared/bots/search/memory'
import type { GameView } from '../../shared/engine/view'
import { loadAssets } from '../content/load-assets'

export type BotWorkerRequest =
  /** memory: what the host keeps of the opponent (opponent-memory.ts); the turns the bot adds come back with its answers */
  | { op: 'add'; bot: number; kind: string; seat: string; seed: string | number; memory?: MemoryData }
  | { op: 'remove'; bot: number }
  | { op: 'decide'; id: number; bot: number; view: GameView }

const { assetsDir } = workerData as { assetsDir?: string }
const content = loadAssets(assetsDir)
const bots = new Map<number, { policy: Policy; memory: OpponentMemory | null; told: number }>()

parentPort!.on('message', (msg: BotWorkerRequest) => {
  if (msg.op === 'add') {
    const memory = msg.memory ? new OpponentMemory(msg.memory) : null
    bots.set(msg.bot, { policy: BOTS[msg.kind].make(content, msg.seat, msg.seed, memory ? { memory } : undefined), memory, told: memory?.data.turns.length ?? 0 })
    return
  }
  if (msg.op === 'remove') {
    bots.delete(msg.bot)
    return
  }
  try {
    const bot = bots.get(msg.bot)
    if (!bot) throw new Error(`no bot ${msg.bot} in this worker`)
    const commands = bot.policy.decide(msg.view)
    // the turns the bot learnt since its last answer, for the host to keep
    const learnt = bot.memory ? bot.memory.data.turns.slice(bot.told) : []
    if (bot.memory) bot.told = bot.memory.data.turns.length
    parentPort!.postMessage({ id: msg.id, commands, ...(learnt.length ? { learnt } : {}) })
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).message })
  }
})
