/**
 * A process that plays games and autosaves them as the host does, into journals (`autosave-r<round>.journal`,
 * one per game, appended to after every command), for the test that kills it at random moments. Prints
 * "saved <round> <seq>" after each append is durable.
 *
 *   node --import tsx electron/testing/autosave-writer.ts <folder>
 */
import { BOTS } from '../../shared/bots'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { loadAssets } from '../content/load-assets'
import { SaveStore } from '../saves/save-store'

const dir = process.argv[2]
const content = loadAssets()
const store = new SaveStore(dir, content)
for (let round = 0; ; round++) {
  const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
  const game = Game.start(content, setup, round + 1)
  const bots = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.random.make(content, s.id, round)]))
  const seats = { central: 'bot:random', allied: 'bot:random' } as const
  const journal = store.startJournal(`r${round}`, game, seats, { app: 'autosave-writer' })
  process.stdout.write(`saved ${round} ${game.state.seq}\n`)
  while (!game.over) {
    let moved = false
    for (const seat of setup.seats) {
      for (const cmd of bots[seat.id].decide(game.view(seat.id))) {
        game.apply(cmd)
        moved = true
        journal.append(game)
        process.stdout.write(`saved ${round} ${game.state.seq}\n`)
      }
    }
    if (!moved) break
  }
  journal.close()
}
