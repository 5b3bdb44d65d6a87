/**
 * A process that autosaves a game after every command, over and over, into one file, for the test that kills
 * it at random moments. Prints "saved <seq>" after each completed write.
 *
 *   node --import tsx electron/testing/autosave-writer.ts <folder>
 */
import { BOTS } from '../../shared/bots'
import { Game } from '../../shared/engine/game'
import { scenarioSetup } from '../../shared/engine/setup'
import { makeSave } from '../../shared/save/save-file'
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
  while (!game.over) {
    let moved = false
    for (const seat of setup.seats) {
      for (const cmd of bots[seat.id].decide(game.view(seat.id))) {
        game.apply(cmd)
        moved = true
        store.write('autosave-test.json', makeSave(game, seats, { kind: 'autosave' }))
        process.stdout.write(`saved ${round} ${game.state.seq}\n`)
      }
    }
    if (!moved) break
  }
}
