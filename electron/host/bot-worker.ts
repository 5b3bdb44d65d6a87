/**
 * A bot in a worker thread, so that a bot thinking never stalls the host or the window.
 * It receives its seat's view and answers with commands; it never sees the game state.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { BOTS } from '../../shared/bots'
import type { GameView } from '../../shared/engine/view'
import { loadAssets } from '../content/load-assets'

const { kind, seat, seed, assetsDir } = workerData as { kind: string; seat: string; seed: number; assetsDir?: string }
const policy = BOTS[kind].make(loadAssets(assetsDir), seat, seed)

parentPort!.on('message', (msg: { id: number; view: GameView }) => {
  try {
    parentPort!.postMessage({ id: msg.id, commands: policy.decide(msg.view) })
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, error: (e as Error).message })
  }
})
