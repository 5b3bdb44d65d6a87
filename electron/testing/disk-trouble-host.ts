/**
 * A host whose saves folder is a small tmpfs that fills up or is read-only, for electron/saves/disk-trouble.test.ts.
 * It runs inside a mount namespace of its own (`unshare -rm`), where the test mounted the tmpfs at <dir>: nothing
 * outside it is touched. It plays a duel (the screen's human against a bot) through the real host, breaks the disk
 * as <case> says, and prints what the players were sent and what is on disk, as one JSON line.
 *
 *   node --import tsx electron/testing/disk-trouble-host.ts <dir> full|read-only
 */
import { execFileSync } from 'node:child_process'
import { readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerMessage } from '../../shared/protocol/messages'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { SaveStore } from '../saves/save-store'
import { content } from './fixtures'

const [dir, which] = process.argv.slice(2)
const report: Record<string, unknown> = { case: which }
const tick = (ms = 30) => new Promise((ok) => setTimeout(ok, ms))

/** Fill the disk with one file until it refuses more. */
function fill(): string {
  const filler = join(dir, 'filler')
  const chunk = Buffer.alloc(4096, 1)
  let written = 0
  try {
    for (;;) {
      writeFileSync(filler, chunk, { flag: 'a' })
      written += chunk.length
    }
  } catch (e) {
    report.filled = { bytes: written, code: (e as NodeJS.ErrnoException).code }
  }
  return filler
}

// read-only from the start: the saves folder inside it cannot even be made, as with `--data` on such a disk
const store = new SaveStore(which === 'read-only' ? join(dir, 'saves') : dir, content)
report.problemAtStart = store.problem
const host = new Host({ content, botFactory: inlineBots(content), seed: () => 11, saves: store, autosaveRetryMs: 150 })
const inbox: ServerMessage[] = []
const conn = host.connect((m) => inbox.push(m), { screen: true })
const send = (m: unknown) => host.receive(conn, m)
const last = <T extends ServerMessage['type']>(type: T) => [...inbox].reverse().find((m) => m.type === type) as Extract<ServerMessage, { type: T }> | undefined

send({ type: 'hello' })
report.welcomeProblem = last('welcome')?.savesProblem ?? null
send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'human'] })
const session = last('game-created')!.session
send({ type: 'join', session, seat: 'allied' })
await tick()
const game = host.getSession(session)!.game

/** One turn of the human's: circle left (it stays on the table for many turns), holding fire whenever asked. */
async function turn(): Promise<void> {
  const view = last('view')!.view
  const camel = view.planes.find((p) => p.seat === 'allied')!
  const before = game.state.turn
  send({ type: 'command', session, command: { type: 'plan', seat: 'allied', plane: camel.id, cards: ['C05', 'C09', 'C06'] } })
  for (let i = 0; i < 40 && game.state.turn === before && !game.over; i++) {
    await tick()
    const v = last('view')!.view
    if (v.step === 'firing' && last('view')!.waitingFor.includes(camel.id)) send({ type: 'command', session, command: { type: 'fire', seat: 'allied', plane: camel.id, front: null } })
  }
}

const autosaves = () => inbox.filter((m) => m.type === 'autosave').map((m) => ({ saving: (m as { saving: boolean }).saving, message: (m as { message: string }).message }))
const onDisk = () => {
  let journal: string | undefined
  try {
    journal = readdirSync(store.dir).find((f) => f.endsWith('.journal'))
  } catch {
    return null
  }
  return journal ? store.read(journal).game.commands.length : null
}

if (which === 'full') {
  await turn()
  report.commandsBefore = game.commands.length
  report.onDiskBefore = onDisk()
  const filler = fill()
  // the journal's last page of the tmpfs may still hold a line or two: play on until the disk refuses one
  for (let i = 0; i < 20 && !game.over && !inbox.some((m) => m.type === 'autosave'); i++) await turn()
  report.turnsUntilRefused = game.state.turn
  send({ type: 'save-game', session, name: 'mid-game' })
  report.saveError = last('error') ?? null
  report.afterFullCommands = game.commands.length
  send({ type: 'hello' })
  report.welcomeWhileFull = last('welcome')?.savesProblem ?? null
  report.filesWhileFull = readdirSync(dir).filter((f) => f !== 'filler')
  // room again: the next try (a timer, with nothing played) catches the journal up
  rmSync(filler)
  await tick(600)
  report.onDiskAfter = onDisk()
  report.commandsAfter = game.commands.length
  await turn()
  report.onDiskLater = onDisk()
  report.commandsLater = game.commands.length
} else {
  // the folder was mounted read-only before the host started
  await turn()
  send({ type: 'save-game', session, name: 'mid-game' })
  report.saveError = last('error') ?? null
  report.commandsWhileReadOnly = game.commands.length
  report.onDiskWhileReadOnly = onDisk()
  execFileSync('mount', ['-o', 'remount,rw', dir])
  await tick(600)
  report.onDiskAfter = onDisk()
  report.commandsAfter = game.commands.length
  send({ type: 'save-game', session, name: 'mid-game' })
  report.savedAfter = last('saved')?.file ?? null
}
report.autosave = autosaves()
report.broken = inbox.some((m) => m.type === 'session-broken')
report.views = inbox.filter((m) => m.type === 'view').length
host.dispose()
process.stdout.write(`${JSON.stringify(report)}\n`)
process.exit(0)
