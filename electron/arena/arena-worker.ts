/**
 * An arena worker thread: plays the games it is sent, one at a time, and answers each with its outcome (or the
 * error that stopped it). Started by game-pool.ts. Each ruleset's content is loaded once, when a game first needs it.
 */
import { parentPort } from 'node:worker_threads'
import { rulesetContent } from './ruleset-content'
import { playArenaChain, playArenaGame, type ArenaChain, type ArenaJob } from './arena-game'

/** A game, or a chain of games played in order (--remember), whose answer is the list of its games' outcomes. */
export type ArenaRequest = { index: number; job: ArenaJob | ArenaChain }

parentPort!.on('message', ({ index, job }: ArenaRequest) => {
  try {
    parentPort!.postMessage({ index, outcome: 'chain' in job ? playArenaChain(rulesetContent, job) : playArenaGame(rulesetContent, job) })
  } catch (e) {
    const game = 'chain' in job ? `chain of ${job.chain.length} games from ${job.chain[0]?.game} (seed ${job.chain[0]?.seed}` : `game ${job.game.game} (seed ${job.game.seed}`
    parentPort!.postMessage({ index, error: `${game}, ${job.a} v ${job.b}): ${(e as Error).message}` })
  }
})
