/**
 * An arena worker thread: plays the games it is sent, one at a time, and answers each with its outcome (or the
 * error that stopped it). Started by game-pool.ts. Each ruleset's content is loaded once, when a game first needs it.
 */
import { parentPort } from 'node:worker_threads'
import { rulesetContent } from './ruleset-content'
import { playArenaGame, type ArenaJob } from './arena-game'

export type ArenaRequest = { index: number; job: ArenaJob }

parentPort!.on('message', ({ index, job }: ArenaRequest) => {
  try {
    parentPort!.postMessage({ index, outcome: playArenaGame(rulesetContent, job) })
  } catch (e) {
    parentPort!.postMessage({ index, error: `game ${job.game.game} (seed ${job.game.seed}, ${job.a} v ${job.b}): ${(e as Error).message}` })
  }
})
