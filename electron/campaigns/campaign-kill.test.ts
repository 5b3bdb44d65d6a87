/**
 * "Nothing is lost if the app stops between or during sorties" (issue 28): a host with campaigns runs in a child
 * process (electron/testing/campaign-host.ts) and is killed (SIGKILL, no chance to tidy up) after a sortie closed, or
 * in the middle of one; the next host on the same data folder finds the campaign whole, flies on, and closes the
 * interrupted sortie when its resumed game ends.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Host } from '../host/host'
import { campaignHost, createdSession, duelCrews, lastCampaign, playOut } from '../testing/campaign-helpers'
import { Client, settle } from '../testing/host-client'

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

/** Run the child host until it prints its line, then kill it. Returns the campaign id it printed. */
async function runAndKill(data: string, mode: 'between' | 'during'): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, '../testing/campaign-host.ts'), data, mode], { stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stderr.on('data', (d: Buffer) => (err += d.toString()))
  const id = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`the child host printed nothing in time: ${err}`)), 60_000)
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      const m = new RegExp(`^${mode === 'between' ? 'closed' : 'flying'} (\\S+)$`, 'm').exec(out)
      if (m) {
        clearTimeout(timer)
        ok(m[1])
      }
    })
    child.on('exit', (code) => fail(new Error(`the child host exited (${code}): ${err}`)))
  })
  const gone = new Promise((ok) => child.on('exit', ok))
  child.kill('SIGKILL')
  await gone
  return id
}

function reopen(data: string): { host: Host; screen: Client } {
  const host = campaignHost(data)
  hosts.push(host)
  return { host, screen: new Client(host) }
}

describe('a campaign survives its host killed', () => {
  it('between sorties: the campaign is whole, sortie 1 closed with its replay, and sortie 2 flies', async () => {
    const data = mkdtempSync(join(tmpdir(), 'overdive-campaign-kill-'))
    const id = await runAndKill(data, 'between')
    const onDisk = readFileSync(join(data, 'campaigns', `${id}.json`), 'utf8')
    const { host, screen } = reopen(data)
    screen.send({ type: 'list-campaigns', re: 'l' })
    expect(screen.all('campaigns')[0].campaigns).toMatchObject([{ id, name: 'Bloody April', sorties: 1, problem: null, interrupted: false }])
    screen.send({ type: 'open-campaign', re: 'o', id })
    const c = lastCampaign(screen, 'o').campaign
    expect(JSON.parse(onDisk)).toEqual(c)
    expect(c.sorties).toMatchObject([{ number: 1, status: 'done', save: 'Bloody April - sortie 1.json', result: expect.any(Object) }])
    expect(readdirSync(join(data, 'saves'))).toContain('Bloody April - sortie 1.json')
    // the roster goes on: sortie 2 with whoever may fly now
    screen.send({ type: 'start-sortie', re: 'two', id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'bot:heuristic'] })
    const session = createdSession(screen, 'two')
    const game = host.getSession(session)!.game
    for (let i = 0; i < 400 && !game.over; i++) await settle()
    const done = screen.all('campaign').find((m) => m.closed === 2)!.campaign
    expect(done.sorties.map((s) => [s.number, s.status])).toEqual([
      [1, 'done'],
      [2, 'done'],
    ])
  }, 90_000)

  it('during a sortie: the sortie is unfinished, its game resumed from its autosave, and its end closes it', async () => {
    const data = mkdtempSync(join(tmpdir(), 'overdive-campaign-kill-'))
    const id = await runAndKill(data, 'during')
    const { host, screen } = reopen(data)
    screen.send({ type: 'hello', re: 'h' })
    screen.send({ type: 'open-campaign', re: 'o', id })
    const opened = lastCampaign(screen, 'o')
    expect(opened.campaign.sorties).toMatchObject([{ number: 1, status: 'in-flight' }])
    const [state] = opened.games
    expect(state).toMatchObject({ sortie: 1, state: 'unfinished', save: opened.campaign.sorties[0].save })
    // the menu's Continue offers the same game
    expect(screen.all('welcome')[0].resumable.map((r) => r.file)).toContain(state.save)
    screen.send({ type: 'load-game', re: 'load', file: state.save! })
    const session = createdSession(screen, 'load')
    expect(host.getSession(session)!.game.state.turn).toBe(2)
    expect(await playOut(host, screen, session, ['allied'])).toBe(true)
    await settle()
    const closed = screen.all('campaign').find((m) => m.closed === 1)!.campaign
    expect(closed.sorties[0]).toMatchObject({ status: 'done', save: 'Bloody April - sortie 1.json' })
    expect(JSON.parse(readFileSync(join(data, 'campaigns', `${id}.json`), 'utf8'))).toEqual(closed)
  }, 90_000)
})
