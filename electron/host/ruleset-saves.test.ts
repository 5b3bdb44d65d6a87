/**
 * A hex game (002) saved, autosaved, listed, loaded, replayed, imported and deleted on the host over the protocol
 * (issue 29): the screen plays one seat against the hex game's bot, saves it, the host is killed and a new one on
 * the same saves folder resumes its autosave and plays it to the end in the same journal. A game not over is never
 * given out for a replay (its save holds every hand and the deck's order); a corrupt hex save fails its own request
 * with its reason and the other saves list fine. The card game's saves are tested as before (electron/saves).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SEAT_KINDS } from '../../shared/protocol/seat-kinds'
import { hexRuleset, type HexState, type HexView } from '../../shared/rulesets/hex'
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { content } from '../testing/fixtures'
import { Client, secret, settle } from '../testing/host-client'
import { SaveStore } from '../saves/save-store'
import { campaignHost, duelCrews, lastCampaign, twoSquadrons } from '../testing/campaign-helpers'
import { Host } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
function hostOn(dir: string): { host: Host; screen: Client } {
  const contents = { hex: hexContent }
  const host = new Host({ content, contents, botFactory: inlineBots(content), seed: () => 12345, saves: new SaveStore(dir, content, contents) })
  hosts.push(host)
  return { host, screen: new Client(host) }
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

const freshDir = () => mkdtempSync(join(tmpdir(), 'overdive-hex-saves-'))
const autosaves = (dir: string) => readdirSync(dir).filter((f) => f.startsWith('autosave-'))
const lastOf = <T extends Parameters<Client['all']>[0]>(c: Client, type: T) => c.all(type).at(-1)!

/** Play the allies' seat with the hex heuristic policy until `stop` says so or the game waits on nobody. */
async function playAllies(c: Client, session: string, stop: (sent: number) => boolean): Promise<number> {
  const me = hexRuleset.bots.heuristic.make(hexContent, 'allies', 3)
  let sent = 0
  for (let i = 0; i < 5000 && !stop(sent); i++) {
    const last = c.all('ruleset-view').filter((m) => m.session === session).at(-1)!
    if (last.waitingFor.length === 0) break
    if (last.waitingFor.includes('allies')) {
      const cmds = me.decide(last.view as HexView)
      for (const command of cmds) c.send({ type: 'ruleset-command', session, command })
      sent += cmds.length
    }
    await settle()
  }
  return sent
}

function createHex(c: Client, seats: string[]): string {
  c.send({ type: 'create-game', re: 'hex', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats, seed: secret(7) })
  const created = c.all('ruleset-game-created').find((m) => m.re === 'hex')
  if (!created) throw new Error(`no game created: ${JSON.stringify(c.last())}`)
  return created.session
}

describe('hex games on the host: saved, autosaved, listed, loaded and replayed (issue 29)', () => {
  it('is saved and autosaved, survives the host being killed, resumes its own journal and is played on to the end', async () => {
    const dir = freshDir()
    const a = hostOn(dir)
    const session = createHex(a.screen, ['human', 'bot:heuristic'])
    a.screen.send({ type: 'join', session, seat: 'allies' })
    await settle()
    await playAllies(a.screen, session, (sent) => sent >= 6)
    const live = a.host.getAnySession(session)!.hosted.live
    expect(live.commands.length, 'both seats played').toBeGreaterThan(6)
    expect(live.over).toBe(false)

    // a manual save, named; and one named by the host (title, turn, date)
    a.screen.send({ type: 'save-game', re: 's', session, name: 'hex duel' })
    expect(lastOf(a.screen, 'saved')).toMatchObject({ re: 's', file: 'hex duel.json' })
    a.screen.send({ type: 'save-game', re: 's2', session })
    expect(lastOf(a.screen, 'saved').file).toMatch(/ turn \d+ /)
    const saved = JSON.parse(readFileSync(join(dir, 'hex duel.json'), 'utf8'))
    expect([saved.ruleset, saved.commands.length]).toEqual(['hex', live.commands.length])

    // the autosave journal follows every command
    const journals = autosaves(dir)
    expect(journals).toHaveLength(1)
    expect(journals[0]).toMatch(/\.journal$/)
    const commandLines = () => readFileSync(join(dir, journals[0]), 'utf8').trim().split('\n').length - 1
    expect(commandLines()).toBe(live.commands.length)

    // the list of saves names the ruleset of each hex file, where its game stands, and who sits where
    a.screen.send({ type: 'list-saves', re: 'l' })
    const listed = lastOf(a.screen, 'saves').saves
    expect(listed).toHaveLength(3)
    for (const s of listed) {
      expect(s).toMatchObject({ ruleset: 'hex', problem: null, over: false, title: expect.any(String) })
      expect(s.seats.map((x) => [x.id, x.kind])).toEqual([
        ['allies', 'human'],
        ['germans', 'bot:heuristic'],
      ])
    }
    expect(new Set(listed.map((s) => s.game)).size, 'every file is of the one game').toBe(1)
    expect(listed.find((s) => s.file === journals[0])!.kind).toBe('autosave')

    // a running game's autosave is not deleted from under it
    a.screen.send({ type: 'delete-save', re: 'd', file: journals[0] })
    expect(a.screen.errors().find((e) => e.re === 'd')?.code).toBe('game-running')

    // the host is killed (its journal stays as the last command left it); a new one on the same folder offers it
    const before = JSON.stringify(live.state)
    const commands = JSON.stringify(live.commands)
    a.host.dispose()
    const b = hostOn(dir)
    b.screen.send({ type: 'hello' })
    const welcome = lastOf(b.screen, 'welcome')
    expect(welcome.resumable.map((r) => [r.file, r.ruleset])).toEqual([[journals[0], 'hex']])
    b.screen.send({ type: 'load-game', re: 'load', file: journals[0] })
    const again = lastOf(b.screen, 'ruleset-game-created')
    expect(again).toMatchObject({ re: 'load', ruleset: 'hex' })
    expect(again.seats.map((s) => [s.id, s.kind])).toEqual([
      ['allies', 'human'],
      ['germans', 'bot:heuristic'],
    ])
    const resumed = b.host.getAnySession(again.session)!.hosted.live
    expect(JSON.stringify(resumed.state)).toBe(before)
    expect(JSON.stringify(resumed.commands)).toBe(commands)

    // loading it again offers the same game, not a second one
    b.screen.send({ type: 'load-game', re: 'load2', file: journals[0] })
    expect(lastOf(b.screen, 'ruleset-game-created')).toMatchObject({ re: 'load2', session: again.session })

    // a game not over is not given out for a replay: its save holds both hands and the order of the deck
    b.screen.send({ type: 'read-save', re: 'r', file: journals[0] })
    b.screen.send({ type: 'read-save', re: 'r2', file: 'hex duel.json' })
    for (const re of ['r', 'r2']) expect(b.screen.errors().find((e) => e.re === re)).toMatchObject({ code: 'game-not-over', message: expect.stringMatching(/not over/) })
    expect(b.screen.all('save-text')).toEqual([])
    const hands = (resumed.state as HexState).hands
    for (const e of b.screen.errors()) for (const hand of Object.values(hands)) if (hand.length) expect(e.message).not.toContain(JSON.stringify(hand))

    // played on to the end against the bot, in the same journal
    b.screen.send({ type: 'join', session: again.session, seat: 'allies' })
    await settle()
    await playAllies(b.screen, again.session, () => resumed.over)
    expect(resumed.over, 'the game ended').toBe(true)
    expect(autosaves(dir)).toEqual(journals)
    expect(commandLines()).toBe(resumed.commands.length)
    const store = new SaveStore(dir, content, { hex: hexContent })
    const fromJournal = store.readAny(journals[0])
    expect(JSON.stringify(fromJournal.game.state)).toBe(JSON.stringify(resumed.state))
    expect(fromJournal.save.meta.over).toBe(true)

    // over now: its replay file is the whole save, read by the same checker
    b.screen.send({ type: 'read-save', re: 'r3', file: journals[0] })
    const text = lastOf(b.screen, 'save-text')
    expect(text.re).toBe('r3')
    const replay = JSON.parse(text.text)
    expect([replay.ruleset, replay.meta.over, replay.commands.length]).toEqual(['hex', true, resumed.commands.length])

    // the manual save still loads where it was saved, in a game of its own
    b.screen.send({ type: 'load-game', re: 'manual', file: 'hex duel.json' })
    const fromManual = lastOf(b.screen, 'ruleset-game-created')
    expect(fromManual.re).toBe('manual')
    expect(fromManual.session).not.toBe(again.session)
    expect(JSON.stringify(b.host.getAnySession(fromManual.session)!.hosted.live.state)).toBe(before)
  }, 120_000)

  it('a corrupt hex save fails its own request with its reason; the other saves list and load fine, and the host goes on', async () => {
    const dir = freshDir()
    const a = hostOn(dir)
    const session = createHex(a.screen, ['bot:random', 'bot:random'])
    await settle()
    a.screen.send({ type: 'save-game', session, name: 'good' })
    const good = readFileSync(join(dir, 'good.json'), 'utf8')
    // edited after it was saved: the checksum no longer holds
    const save = JSON.parse(good)
    save.snapshot.round += 1
    writeFileSync(join(dir, 'edited.json'), JSON.stringify(save))
    // a journal whose first command was edited into one the hex game does not have
    const journal = autosaves(dir)[0]
    const lines = readFileSync(join(dir, journal), 'utf8').split('\n')
    lines[1] = JSON.stringify({ ...JSON.parse(lines[1]), command: { type: 'loop-the-loop', seat: 'allies' } })
    writeFileSync(join(dir, 'autosave-damaged.journal'), lines.join('\n'))

    a.screen.send({ type: 'list-saves', re: 'l' })
    const listed = lastOf(a.screen, 'saves').saves
    const byFile = (f: string) => listed.find((s) => s.file === f)!
    expect(byFile('good.json')).toMatchObject({ ruleset: 'hex', problem: null })
    expect(byFile('edited.json').problem).toMatch(/checksum/)
    expect(byFile('autosave-damaged.journal').problem).toMatch(/line 2 of the journal is neither a command nor seats/)

    a.screen.send({ type: 'load-game', re: 'e', file: 'edited.json' })
    expect(a.screen.errors().find((e) => e.re === 'e')).toMatchObject({ code: 'checksum', message: expect.stringMatching(/^edited\.json: .*checksum/) })
    a.screen.send({ type: 'load-game', re: 'd', file: 'autosave-damaged.journal' })
    expect(a.screen.errors().find((e) => e.re === 'd')).toMatchObject({ code: 'schema', message: expect.stringMatching(/^autosave-damaged\.journal: line 2/) })
    // an import is checked by the same reader: the edited one is refused and writes nothing, the good one is kept
    a.screen.send({ type: 'import-save', re: 'i', name: 'imported edit', text: JSON.stringify(save) })
    await settle()
    expect(a.screen.errors().find((e) => e.re === 'i')?.code).toBe('checksum')
    a.screen.send({ type: 'import-save', re: 'i2', name: 'imported', text: good })
    await settle()
    expect(a.screen.all('saved').find((m) => m.re === 'i2')?.file).toBe('imported.json')
    expect(a.screen.errors().filter((e) => e.code === 'internal')).toEqual([])

    // the good save loads; and is deleted on request
    a.screen.send({ type: 'load-game', re: 'g', file: 'good.json' })
    expect(lastOf(a.screen, 'ruleset-game-created').re).toBe('g')
    a.screen.send({ type: 'delete-save', re: 'x', file: 'imported.json' })
    expect(lastOf(a.screen, 'save-deleted')).toMatchObject({ re: 'x', file: 'imported.json' })
    expect(readdirSync(dir)).not.toContain('imported.json')

    // once its host is gone, the hex autosave can be named: it becomes a manual save of the same game
    const sameGame = JSON.parse(readFileSync(join(dir, journal), 'utf8').split('\n')[0])
    a.host.dispose()
    const b = hostOn(dir)
    b.screen.send({ type: 'rename-save', re: 'n', file: journal, name: 'named hex' })
    expect(lastOf(b.screen, 'save-renamed')).toMatchObject({ re: 'n', file: journal, to: 'named hex.json' })
    const named = JSON.parse(readFileSync(join(dir, 'named hex.json'), 'utf8'))
    expect([named.ruleset, named.kind, named.seed, named.setup]).toEqual(['hex', 'manual', sameGame.seed, sameGame.setup])
    expect(readdirSync(dir)).not.toContain(journal)
  }, 60_000)

  it("the hex game's search bot can be seated from create-game; the card game refuses it, and New game never offers it", async () => {
    const { host, screen } = hostOn(freshDir())
    screen.send({ type: 'create-game', re: 'h', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'bot:search'], seed: secret(1) })
    const created = screen.all('ruleset-game-created').find((m) => m.re === 'h')!
    expect(created.seats.map((s) => [s.id, s.kind])).toEqual([
      ['allies', 'human'],
      ['germans', 'bot:search'],
    ])
    const count = host.sessionCount
    screen.send({ type: 'create-game', re: 'c', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['human', 'bot:search'] })
    expect(screen.errors().find((e) => e.re === 'c')).toMatchObject({ code: 'bad-seats', message: expect.stringMatching(/the card game has no "search" bot: it has random, heuristic, recruit, veteran, ace/) })
    expect(host.sessionCount).toBe(count)
    expect(SEAT_KINDS as readonly string[]).not.toContain('bot:search')
    // the hex game has no card-game bots
    screen.send({ type: 'create-game', re: 'v', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'bot:veteran'] })
    expect(screen.errors().find((e) => e.re === 'v')?.code).toBe('bad-seats')
  })

  it("a campaign's sortie (a card game) with the search bot is refused before the campaign records it", () => {
    const data = freshDir()
    const host = campaignHost(data)
    hosts.push(host)
    const screen = new Client(host)
    screen.send({ type: 'create-campaign', re: 'new', campaign: twoSquadrons })
    const c = lastCampaign(screen, 'new').campaign
    const before = readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')
    screen.send({ type: 'start-sortie', re: 'go', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:search', 'bot:heuristic'] })
    expect(screen.errors().find((e) => e.re === 'go')).toMatchObject({ code: 'bad-seats', message: expect.stringMatching(/the card game has no "search" bot/) })
    expect(host.sessionCount).toBe(0)
    expect(readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')).toBe(before)
  })
})
