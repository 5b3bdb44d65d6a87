/**
 * Works out a scenario's opening book (issue 31's fifteenth pass, docs/ai-passes.md;
 * shared/bots/search/opening-book.ts): for each plane, the ace's first-turn plans as its own search would draw them
 * with the first-turn settings given, averaged over many searches of that first turn from fresh seeds. Offline, without
 * a clock: each search is some seconds. It uses nothing of any opponent: at the first turn a search has seen nothing of
 * the other seat, so its columns are its own model's.
 *
 *   npx tsx electron/bench/opening-book.ts --scenario face-to-face [--variant ID] [--runs 48] [--seed 1]
 *     [--set '{"nextGame":0.5}'] [--out assets/openings/face-to-face.json]
 *
 * Each plane's plans keep the weight the searches drew them with on average; a plan under MIN_WEIGHT is dropped and
 * the rest made to sum to 1. A seat of several planes is refused: it plans them together, and a book's draws are a plane's alone.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { cardArena } from '../../shared/arena/card-arena'
import { LEVELS, type Level } from '../../shared/bots/search/levels'
import { openingKey } from '../../shared/bots/search/opening-book'
import { drawWeights, SearchBot, type Searched } from '../../shared/bots/search/search-bot'
import type { Content, OpeningBook } from '../../shared/content/types'
import type { CardGame } from '../../shared/rulesets/card'
import { viewFor } from '../../shared/engine/view'
import { loadAssets } from '../content/load-assets'

/** a plan drawn less often than this on average is left out of the book */
export const MIN_WEIGHT = 0.01

/** The search's draw weights of each first-turn plan, for each plane it searched. */
class FirstTurn extends SearchBot {
  readonly drawn = new Map<string, Map<string, number>>()
  protected override searched(s: Searched): void {
    const w = drawWeights(s.strategy, this.level)
    const sum = w.reduce((a, b) => a + b, 0)
    const plans = new Map<string, number>()
    s.cands.forEach((c, i) => w[i] > 0 && plans.set(c.cards.join(' '), (plans.get(c.cards.join(' ')) ?? 0) + w[i] / sum))
    this.drawn.set(s.me.id, plans)
  }
}

/** The book of a scenario (and variant): `runs` first-turn searches a plane with `level`, seeds from `seed` on. */
export function workOutOpening(content: Content, scenario: string, variant: string | null, level: Level, runs: number, seed: number, made: string): Omit<OpeningBook, 'id'> {
  const setup = cardArena.setup(content, { scenario, variant })
  const game = cardArena.start(content, setup, seed, 0) as CardGame
  const planes: OpeningBook['planes'] = {}
  for (const seat of setup.seats) {
    const mine = setup.planes.filter((p) => p.seat === seat.id && (p.kind ?? 'aeroplane') === 'aeroplane')
    if (mine.length > 1) throw new Error(`seat ${seat.id} flies ${mine.length} planes; an opening book holds one plane's plans a seat`)
    if (!mine.length) continue
    const sum = new Map<string, number>()
    for (let r = 0; r < runs; r++) {
      const bot = new FirstTurn(content, seat.id, seed + r, { ...level, book: false, firstTurn: undefined }, { clock: false })
      bot.decide(viewFor(game.game.state, seat.id))
      for (const [cards, w] of bot.drawn.get(mine[0].id) ?? []) sum.set(cards, (sum.get(cards) ?? 0) + w / runs)
    }
    const kept = [...sum].filter(([, w]) => w >= MIN_WEIGHT).sort((a, b) => b[1] - a[1])
    const total = kept.reduce((a, [, w]) => a + w, 0)
    planes[mine[0].id] = kept.map(([cards, w]) => ({ cards: cards.split(' '), weight: Math.round((w / total) * 1e4) / 1e4 }))
  }
  return { scenario, variant, key: openingKey(setup), made, planes }
}

function main(): void {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'face-to-face' },
      variant: { type: 'string' },
      runs: { type: 'string', default: '48' },
      seed: { type: 'string', default: '1' },
      set: { type: 'string', default: '{"nextGame":0.5}' },
      out: { type: 'string' },
    },
  })
  const set = JSON.parse(values.set) as Partial<Level>
  const runs = Number(values.runs)
  const seed = Number(values.seed)
  const made = `electron/bench/opening-book.ts --scenario ${values.scenario}${values.variant ? ` --variant ${values.variant}` : ''} --runs ${runs} --seed ${seed} --set '${values.set}': the ace's first-turn search with those settings, ${runs} searches a plane from seeds ${seed}-${seed + runs - 1}, each plan weighted by how often the search would draw it on average`
  const book = workOutOpening(loadAssets(), values.scenario, values.variant ?? null, { ...LEVELS.ace, ...set }, runs, seed, made)
  // a plan to a line
  const text = JSON.stringify(book, null, 2).replace(/\{\s+"cards": \[\s+([^\]]*?)\s+\],\s+"weight": ([0-9.e-]+)\s+\}/g, (_, cards: string, w: string) => `{ "cards": [${cards.split(/,\s+/).join(', ')}], "weight": ${w} }`) + '\n'
  if (values.out) writeFileSync(values.out, text)
  else process.stdout.write(text)
}

if (process.argv[1]?.endsWith('opening-book.ts')) main()
