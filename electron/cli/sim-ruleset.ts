/**
 * `npm run sim -- --ruleset <id> ...` for a ruleset other than the card game (issue 29), over the contract:
 *
 *   npm run sim -- --ruleset hex --list
 *   npm run sim -- --ruleset hex --scenario <id> [--seed <n>] [--bots <bot>,<bot>...] [--max-turns <n>] [--json]
 *   npm run sim -- --ruleset hex --script <file> [--json]
 *
 * --scenario plays a whole game between the ruleset's bots (`--seats` is read as `--bots`) through the driver and
 * prints its log in words: the events a spectator sees (never a hand or the deck), then the result. --script plays
 * a scripted game with the ruleset's script runner and exits 1 when it does not show what the script expects.
 * --json prints one record instead: the ruleset and its version, the scenario, the seed, who played each seat, the
 * result, who downed whom, the commands and every event (omniscient, as the card game's record is).
 */
import { readFileSync } from 'node:fs'
import { arenaAdapter } from '../../shared/arena/adapters'
import { drivePolicies } from '../../shared/arena/play'
import type { AnyRuleset, RulesetGame, RulesetPolicy, Seed } from '../../shared/rulesets/contract'
import type { HexContent } from '../../shared/rulesets/hex/content'
import { playHexScript } from '../../shared/rulesets/hex/script'
import { rulesetContent } from '../arena/ruleset-content'

export class RulesetUsageError extends Error {}

export interface SimValues {
  scenario?: string
  variant?: string
  seed: string
  seats?: string
  bots?: string
  'max-turns': string
  script?: string
  save?: string
  replay?: string
  json: boolean
  list: boolean
}

/** Each ruleset's script runner: the game a script plays, and what it expected that the game does not show. */
const SCRIPTS: Record<string, (content: unknown, json: unknown) => { game: RulesetGame | null; errors: string[] }> = {
  hex: (content, json) => playHexScript(content as HexContent, json),
}

/** An event's line in the log: its words, or the event itself when a ruleset gives none. */
function line(e: unknown): string {
  const words = (e as { words?: unknown }).words
  return typeof words === 'string' ? words : JSON.stringify(e)
}

export interface RulesetRecord {
  format: 'overdive-ruleset-record'
  version: 1
  ruleset: { id: string; version: number }
  scenario: string | null
  seed: Seed | null
  seats: { id: string; player: string }[]
  result: ReturnType<RulesetGame['result']>
  report: ReturnType<RulesetGame['report']>
  commands: readonly unknown[]
  events: readonly unknown[]
}

function record(ruleset: AnyRuleset, game: RulesetGame, scenario: string | null, seed: Seed | null, players: Record<string, string>): RulesetRecord {
  return {
    format: 'overdive-ruleset-record',
    version: 1,
    ruleset: { id: ruleset.id, version: ruleset.version },
    scenario,
    seed,
    seats: Object.entries(players).map(([id, player]) => ({ id, player })),
    result: game.result(),
    report: game.report(),
    commands: game.commands,
    events: game.events,
  }
}

/** The log in words: what a spectator saw, then how it ended. */
function words(title: string, game: RulesetGame, players: Record<string, string>): string {
  const lines = [title]
  const who = Object.entries(players).map(([seat, p]) => `${seat}: ${p}`)
  if (who.length) lines.push(`seats: ${who.join(', ')}`)
  for (const e of game.eventsFor(game.events, null)) lines.push(`  ${line(e)}`)
  const r = game.result()
  lines.push(r ? `result: ${r.words}${r.winner ? ` (winner: ${r.winner})` : ''}` : 'not decided: the script ended first')
  return lines.join('\n')
}

export function listRuleset(ruleset: AnyRuleset): string {
  const content = rulesetContent(ruleset.id)
  const lines = [`${ruleset.title} (--ruleset ${ruleset.id}, rules version ${ruleset.version})`, 'scenarios:']
  for (const s of ruleset.scenarios(content)) lines.push(`  ${s.id}: ${s.title} (seats: ${s.seats.join(', ')})`)
  lines.push('bots:')
  for (const [k, b] of Object.entries(ruleset.bots)) lines.push(`  ${k}: ${b.title}`)
  return lines.join('\n')
}

export function runRulesetSim(ruleset: AnyRuleset, values: SimValues): { output: string; code: number; warning?: string } {
  if (values.list) return { output: listRuleset(ruleset), code: 0 }
  if (values.save || values.replay) throw new RulesetUsageError(`--save and --replay play the card game's saves; the ${ruleset.id} game's are not written by the sim yet`)
  if (values.variant) throw new RulesetUsageError(`the ${ruleset.id} game's scenarios have no variants (--variant ${values.variant})`)
  const content = rulesetContent(ruleset.id)
  if (values.script) {
    const run = SCRIPTS[ruleset.id]
    if (!run) throw new RulesetUsageError(`the ${ruleset.id} game plays no scripts`)
    let json: unknown
    try {
      json = JSON.parse(readFileSync(values.script, 'utf8'))
    } catch (e) {
      throw new RulesetUsageError(`cannot read script ${values.script}: ${(e as Error).message}`)
    }
    const { game, errors } = run(content, json)
    if (!game) throw new RulesetUsageError(`malformed script ${values.script}: ${errors.join('; ')}`)
    const output = values.json ? JSON.stringify(record(ruleset, game, null, null, {})) : words(`${ruleset.title}: ${values.script}`, game, {})
    if (errors.length) return { output, code: 1, warning: `sim: ${values.script} does not show what its expect section says:\n${errors.map((f) => `  ${f}`).join('\n')}` }
    return { output, code: 0 }
  }
  if (!values.scenario) throw new RulesetUsageError(`give --scenario, --script or --list (npm run sim -- --ruleset ${ruleset.id} --list lists the scenarios)`)
  const seed = Number(values.seed)
  if (!/^\d+$/.test(values.seed) || !Number.isSafeInteger(seed)) throw new RulesetUsageError(`--seed must be a whole number, not "${values.seed}"`)
  const maxTurns = Number(values['max-turns'])
  if (!/^\d+$/.test(values['max-turns']) || maxTurns < 1) throw new RulesetUsageError(`--max-turns must be a positive whole number`)
  if (values.bots && values.seats) throw new RulesetUsageError('give --bots or --seats (the same thing), not both')
  const setup = ruleset.setupFor(content, values.scenario)
  const seats = ruleset.seats(setup) as string[]
  const names = (values.bots ?? values.seats)?.split(',').map((s) => s.trim().replace(/^bot:/, '')) ?? seats.map(() => 'heuristic')
  if (names.length !== seats.length) throw new RulesetUsageError(`--bots names ${names.length} seat(s) but ${values.scenario} has ${seats.length}: ${seats.join(', ')}`)
  const policies: Record<string, RulesetPolicy> = {}
  const players: Record<string, string> = {}
  seats.forEach((seat, i) => {
    const bot = ruleset.bots[names[i]]
    if (!bot) throw new RulesetUsageError(`unknown bot "${names[i]}": the ${ruleset.id} game's bots are ${Object.keys(ruleset.bots).join(', ')}`)
    policies[seat] = bot.make(content, seat, seed)
    players[seat] = names[i]
  })
  const game = arenaAdapter(ruleset.id).start(content, setup, seed, maxTurns)
  drivePolicies(game, policies)
  const title = `${ruleset.title}: ${values.scenario} (seed ${seed})`
  return { output: values.json ? JSON.stringify(record(ruleset, game, values.scenario, seed, players)) : words(title, game, players), code: 0 }
}
