/**
 * What the ace's search spends and how long it takes, turn by turn (docs/ai.md, "The counted budget"): the ace for the
 * first side against the heuristic bot, seed 7, and for each of the ace's planning calls the planes flying, the wall
 * clock and CPU time of the call (a plane's share), the rollouts played and the counted budget spent (rollouts each
 * counted once a plane flying in them), and each plane's columns x candidates ("!" where the clock stopped it).
 *
 *   npx tsx electron/bench/search-budget.ts <scenario | freeN> [turns] [count | clock]
 *
 * count (the default): the ace as the arena plays it, on its counted budget alone; clock: the ace before issue 31, on
 * its wall clock alone (no budget), to see what the clock gave. Prints figures, asserts nothing; run it alone on the
 * machine (flock /tmp/overdive-heavy.lock ...), since the clock and the CPU times depend on the load.
 */
import { loadAssets } from '../content/load-assets'
import { arenaSetup } from '../../shared/arena/card-arena'
import { HeuristicBot } from '../../shared/bots/heuristic-bot'
import { LEVELS } from '../../shared/bots/search/levels'
import { SearchBot } from '../../shared/bots/search/search-bot'
import { Game } from '../../shared/engine/game'
import type { PlanCommand } from '../../shared/engine/types'

const [table = 'duel-over-the-trenches', turnsText = '3', mode = 'count'] = process.argv.slice(2)
const turns = Number(turnsText)
if (!Number.isSafeInteger(turns) || turns < 1 || (mode !== 'count' && mode !== 'clock')) {
  process.stderr.write('usage: npx tsx electron/bench/search-budget.ts <scenario | freeN> [turns] [count | clock]\n')
  process.exit(2)
}
const content = loadAssets()
const setup = arenaSetup(content, table.startsWith('free') ? { free: Number(table.slice(4)) } : { scenario: table, variant: null })
const game = Game.start(content, setup, 7)
const first = setup.teams[0].id
const ace = (seat: string) => (mode === 'count' ? new SearchBot(content, seat, 7, 'ace', { clock: false }) : new SearchBot(content, seat, 7, { ...LEVELS.ace, budget: null }))
const bots = setup.seats.map((s) => (s.team === first ? ace(s.id) : new HeuristicBot(content, s.id, 7)))
const log = (line: string) => process.stdout.write(`${line}\n`)
log(`${setup.title}: the ace (${mode === 'count' ? 'counted budget, no clock' : 'clock alone, no budget'}) against the heuristic bot, seed 7`)
for (let step = 0; step < 1000 && game.state.step !== 'over' && game.state.turn <= turns; step++) {
  let moved = false
  for (const bot of bots) {
    const wall = performance.now()
    const cpu = process.cpuUsage()
    const cmds = bot.decide(game.view(bot.seat))
    const ms = performance.now() - wall
    const used = process.cpuUsage(cpu)
    const cpuMs = (used.user + used.system) / 1000
    const plans = cmds.filter((c): c is PlanCommand => c.type === 'plan')
    if (bot instanceof SearchBot && plans.length) {
      const decisions = plans.map((c) => bot.decisionOf(c.plane)).filter((d) => d !== null)
      const rollouts = decisions.reduce((n, d) => n + d.columns * d.candidates, 0)
      const spent = decisions.reduce((n, d) => n + d.spent, 0)
      const flying = game.state.planes.filter((p) => p.status === 'flying').length
      log(
        `turn ${game.state.turn}: ${flying} planes flying, ${plans.length} planned; ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU (${(cpuMs / plans.length).toFixed(0)} a plane); ` +
          `${rollouts} rollouts (${((1000 * rollouts) / cpuMs).toFixed(0)} a CPU second), ${spent} spent; ${decisions.map((d) => `${d.columns}x${d.candidates}${d.stopped ? '!' : ''}`).join(' ')}`,
      )
    }
    for (const c of cmds) {
      game.play(c)
      moved = true
    }
  }
  if (!moved) break
}
