/**
 * The headless game runner.
 *
 *   npm run sim -- --scenario <id> [--variant <id>] --seed <n> --seats <bot>,<bot>... [--max-turns <n>] [--json]
 *   npm run sim -- --script <file> [--json]
 *   npm run sim -- --replay <save file> [--json]
 *   npm run sim -- --list
 *   npm run sim -- --ruleset hex (--scenario <id> [--bots <bot>,<bot>] | --script <file> | --list) [--json]
 *
 * --ruleset names the game (shared/rulesets/index.ts): card, the card-and-base game, by default; another ruleset
 * is played over the contract by sim-ruleset.ts. --bots is another name for --seats.
 * --save <file> also writes the game in the app's save format. --replay replays a save from its setup, seed
 * and commands and prints its record; it exits 1 if the replayed outcome differs from what the file recorded, and
 * --script exits 1 if the game does not show what the script's expect section says.
 * Prints one JSON game record with --json, a short summary otherwise. Exits 2 on bad input.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { BOTS } from '../../shared/bots'
import type { Policy } from '../../shared/bots/policy'
import { ContentError } from '../../shared/content/load'
import type { Content } from '../../shared/content/types'
import { scenarioSetup, SetupError } from '../../shared/engine/setup'
import { playGame } from '../../shared/sim/play'
import { buildRecord, type GameRecord } from '../../shared/sim/record'
import { runScript, scriptFailures, ScriptError } from '../../shared/sim/script'
import { makeSave, readSave, SaveError, verifyReplay, type SeatKindName } from '../../shared/save/save-file'
import { loadAssets } from '../content/load-assets'
import { writeAtomic } from '../saves/save-store'
import { rulesetOf } from '../../shared/rulesets'
import { RuleRefusal } from '../../shared/rulesets/refusal'
import { RulesetUsageError, runRulesetSim } from './sim-ruleset'

class UsageError extends Error {}

const USAGE = `usage:
  npm run sim -- --scenario <id> [--variant <id>] [--seed <n>] [--seats <bot>,<bot>...] [--max-turns <n>] [--json]
  npm run sim -- --script <file> [--json]
  npm run sim -- --replay <save file> [--json]
  npm run sim -- --list
  npm run sim -- --ruleset hex --scenario <id> [--seed <n>] [--bots <bot>,<bot>] [--max-turns <n>] [--json]
  npm run sim -- --ruleset hex --script <file> [--json]
  npm run sim -- --ruleset hex --list
  --save <file> writes the game in the app's save format
bots: ${Object.keys(BOTS).join(', ')}`

function summary(r: GameRecord): string {
  const lines = [`${r.title} (seed ${r.seed}): ${r.turns} turns`]
  if (r.result?.players) {
    // scores kept separately (003 Look Up! for two players): the player's plane that won, and each player's points
    lines.push(`winner: ${r.result.winnerPlane ?? 'none (draw)'} (${r.result.reason}); players' scores ${JSON.stringify(r.result.players)}`)
  } else if (r.result) lines.push(`winner: ${r.result.winner ?? 'none (draw)'} (${r.result.reason}); scores ${JSON.stringify(r.result.scores)}`)
  else lines.push('not decided: the script ended first')
  for (const p of r.planes) lines.push(`  ${p.id} (${p.aircraft}, ${p.team}): ${p.status}, damage ${p.damageTotal}/${p.damagePoints}, shots ${p.stats.shots}`)
  // a campaign's sortie: who was credited with which victory (003 lines 922-928)
  for (const v of r.victories?.credits ?? []) lines.push(`  victory: ${v.victim} (${v.how}, turn ${v.turn} phase ${v.phase}) credited to ${v.by.length ? v.by.join(' and ') : 'no one'}`)
  return lines.join('\n')
}

function list(content: Content): string {
  const lines = ['scenarios:']
  for (const s of Object.values(content.scenarios)) lines.push(`  ${s.id}${s.variants.length ? ` (variants: ${s.variants.map((v) => v.id).join(', ')})` : ''}: ${s.title}`)
  lines.push('bots:')
  for (const [k, b] of Object.entries(BOTS)) lines.push(`  ${k}: ${b.title}`)
  lines.push('aircraft:')
  for (const a of Object.values(content.aircraft)) if (a.kind === 'aeroplane') lines.push(`  ${a.id}: ${a.name}`)
  // balloons and ground pieces, which scenarios and scripts place (issue 13)
  lines.push('pieces:')
  for (const a of Object.values(content.aircraft)) if (a.kind !== 'aeroplane') lines.push(`  ${a.id}: ${a.name} (${a.kind})`)
  return lines.join('\n')
}

export function runSim(argv: string[]): { output: string; code: number; warning?: string } {
  const { values } = parseArgs({
    args: argv,
    options: {
      scenario: { type: 'string' },
      variant: { type: 'string' },
      seed: { type: 'string', default: '1' },
      seats: { type: 'string' },
      bots: { type: 'string' },
      ruleset: { type: 'string', default: 'card' },
      'max-turns': { type: 'string', default: '60' },
      script: { type: 'string' },
      save: { type: 'string' },
      replay: { type: 'string' },
      json: { type: 'boolean', default: false },
      list: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    strict: true,
  })
  if (values.help) return { output: USAGE, code: 0 }
  let ruleset
  try {
    ruleset = rulesetOf(values.ruleset)
  } catch (e) {
    throw new UsageError((e as Error).message)
  }
  if (ruleset.id !== 'card') return runRulesetSim(ruleset, values)
  if (values.bots !== undefined && values.seats !== undefined) throw new UsageError('give --bots or --seats (the same thing), not both')
  values.seats ??= values.bots
  const content = loadAssets()
  if (values.list) return { output: list(content), code: 0 }
  let record: GameRecord
  let game: ReturnType<typeof runScript>
  let seatKinds: Record<string, SeatKindName>
  let failures: string[] = []
  if (values.replay) {
    let text: string
    try {
      text = readFileSync(values.replay, 'utf8')
    } catch (e) {
      throw new UsageError(`cannot read ${values.replay}: ${(e as Error).message}`)
    }
    const { save } = readSave(content, text)
    const { game: replayed, identical } = verifyReplay(content, save)
    const players = Object.fromEntries(Object.entries(save.seats).map(([seat, kind]) => [seat, kind.replace(/^bot:/, '')]))
    record = buildRecord(replayed, players)
    const out = values.json ? JSON.stringify(record) : summary(record)
    if (!identical) return { output: out, code: 1, warning: `sim: the replay of ${values.replay} does not end where the file says it ended: the game does not replay to the recorded outcome` }
    return { output: out, code: 0 }
  }
  if (values.script) {
    let text: string
    try {
      text = readFileSync(values.script, 'utf8')
    } catch (e) {
      throw new UsageError(`cannot read script ${values.script}: ${(e as Error).message}`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch (e) {
      throw new ScriptError(`${values.script} is not valid JSON: ${(e as Error).message}`)
    }
    game = runScript(content, json)
    record = buildRecord(game, {})
    seatKinds = Object.fromEntries(game.state.setup.seats.map((seat) => [seat.id, 'human' as const]))
    failures = scriptFailures(game, json)
  } else if (values.scenario) {
    const seed = Number(values.seed)
    if (!Number.isSafeInteger(seed) || seed < 0) throw new UsageError(`--seed must be a whole number, not "${values.seed}"`)
    const maxTurns = Number(values['max-turns'])
    if (!Number.isSafeInteger(maxTurns) || maxTurns < 1) throw new UsageError(`--max-turns must be a positive whole number`)
    const setup = scenarioSetup(content, { scenario: values.scenario, variant: values.variant ?? null })
    // without --seats, the heuristic bot at every seat (a variant may have more than two: Look Up! for two players)
    const kinds = values.seats === undefined ? setup.seats.map(() => 'heuristic') : values.seats.split(',').map((s) => s.trim())
    if (kinds.length !== setup.seats.length) {
      throw new UsageError(`--seats names ${kinds.length} seat(s) but ${setup.title} has ${setup.seats.length}: ${setup.seats.map((s) => s.id).join(', ')}`)
    }
    const policies: Record<string, Policy> = {}
    const players: Record<string, string> = {}
    setup.seats.forEach((seat, i) => {
      const bot = BOTS[kinds[i]]
      if (!bot) throw new UsageError(`unknown seat kind "${kinds[i]}": the bots are ${Object.keys(BOTS).join(', ')}`)
      policies[seat.id] = bot.make(content, seat.id, seed)
      players[seat.id] = kinds[i]
    })
    game = playGame(content, setup, seed, policies, { maxTurns })
    record = buildRecord(game, players)
    seatKinds = Object.fromEntries(Object.entries(players).map(([seat, kind]) => [seat, `bot:${kind}` as SeatKindName]))
  } else throw new UsageError('give --scenario, --script or --replay')
  if (values.save) {
    try {
      writeAtomic(values.save, JSON.stringify(makeSave(game, seatKinds, { kind: 'manual', app: 'overdive sim' })))
    } catch (e) {
      throw new UsageError(`cannot write ${values.save}: ${(e as Error).message}`)
    }
  }
  const output = values.json ? JSON.stringify(record) : summary(record)
  if (failures.length) return { output, code: 1, warning: `sim: ${values.script} does not show what its expect section says:\n${failures.map((f) => `  ${f}`).join('\n')}` }
  return { output, code: 0 }
}

function main(): void {
  try {
    const { output, code, warning } = runSim(process.argv.slice(2))
    process.stdout.write(output + '\n')
    if (warning) process.stderr.write(warning + '\n')
    process.exitCode = code
  } catch (e) {
    const known = e instanceof UsageError || e instanceof RulesetUsageError || e instanceof RuleRefusal || e instanceof ScriptError || e instanceof SetupError || e instanceof ContentError || e instanceof SaveError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    process.stderr.write(`sim: ${(e as Error).message}\n${e instanceof UsageError || e instanceof RulesetUsageError ? USAGE + '\n' : ''}`)
    if (!known) process.stderr.write(`${(e as Error).stack}\n`)
    process.exitCode = 2
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('sim.ts')) main()
