/**
 * Tuning the search's value weights by coordinate search against the TRAINING pool (issue 31; docs/ai.md, "A stronger
 * search against pilots it has not met"): from the weights in evaluate.ts, each coordinate in turn is tried at each of
 * its values, every candidate judged by the same seeded games (search-train.ts: the level against each training
 * opponent on each scenario, each seed twice with the sides swapped, counted budget), and the best kept before the next
 * coordinate. A candidate's mark is (games won - games lost) / games; a mutual destruction is a game neither side won.
 * Each candidate's run takes the heavy-job lock on its own, so others get the cores between candidates.
 *
 *   npx tsx electron/bench/search-tune.ts --level veteran --against heuristic,greedy,flowchart,recruit,veteran --pairs 15 --seed 101
 *
 * Prints every candidate's mark and mutual destructions, and the weights it ends on. The held-out bots are never
 * played here.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { WEIGHTS, type Weights } from '../../shared/bots/search/evaluate'

const { values } = parseArgs({
  options: {
    level: { type: 'string', default: 'veteran' },
    against: { type: 'string', default: 'heuristic,greedy,flowchart,recruit,veteran' },
    scenarios: { type: 'string', default: 'duel-over-the-trenches,on-the-way-to-become-aces,face-to-face' },
    pairs: { type: 'string', default: '15' },
    seed: { type: 'string', default: '101' },
    /** the coordinates and their values, as JSON: {"lostOwn":[10,14,20],...} */
    grid: { type: 'string', default: '{"lostOwn":[10,14,20],"trade":[0,0.4,1],"threat":[0.6,0.9],"guns":[0.6,0.9],"position":[0.8,1.2]}' },
  },
})

const train = fileURLToPath(new URL('./search-train.ts', import.meta.url))

interface Mark {
  score: number
  mutual: number
  games: number
}

function judge(weights: Partial<Weights>): Promise<Mark> {
  const args = ['--level', values.level!, '--against', values.against!, '--scenarios', values.scenarios!, '--pairs', values.pairs!, '--seed', values.seed!, '--workers', '2', '--json', '--set', JSON.stringify({ weights })]
  return new Promise((resolve, reject) => {
    const child = spawn('flock', ['/tmp/overdive-heavy.lock', process.execPath, ...process.execArgv, train, ...args], { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`search-train exited ${code}`))
      const { games } = JSON.parse(out) as { games: { result: string; mutual: boolean }[] }
      const won = games.filter((g) => g.result === 'a').length
      const lost = games.filter((g) => g.result === 'b').length
      resolve({ score: (won - lost) / games.length, mutual: games.filter((g) => g.mutual).length, games: games.length })
    })
  })
}

async function main(): Promise<void> {
  const grid = JSON.parse(values.grid!) as Record<keyof Weights, number[]>
  let best: Partial<Weights> = {}
  const seen = new Map<string, Mark>()
  const mark = async (w: Partial<Weights>) => {
    const key = JSON.stringify({ ...WEIGHTS, ...w })
    let m = seen.get(key)
    if (!m) {
      m = await judge(w)
      seen.set(key, m)
      process.stdout.write(`${JSON.stringify(w)}: mark ${m.score.toFixed(3)}, mutual destructions ${m.mutual} of ${m.games}\n`)
    }
    return m
  }
  let bestMark = await mark(best)
  for (const [k, vals] of Object.entries(grid) as [keyof Weights, number[]][]) {
    for (const v of vals) {
      const w = { ...best, [k]: v }
      const m = await mark(w)
      if (m.score > bestMark.score || (m.score === bestMark.score && m.mutual < bestMark.mutual)) {
        best = w
        bestMark = m
      }
    }
  }
  process.stdout.write(`best: ${JSON.stringify(best)}: mark ${bestMark.score.toFixed(3)}, mutual destructions ${bestMark.mutual} of ${bestMark.games}\n`)
}

void main()
