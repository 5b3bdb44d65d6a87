/**
 * The host's campaigns driven as the screen and a LAN guest drive them: the rights (a guest never reads or edits a
 * roster, yet flies a sortie's seat), malformed requests, a sortie played by bots closing with its awards and its
 * replay, a sortie resumed and closed by another run of the host, one closed from its journal, one called off.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { Host } from '../host/host'
import { Host as PlainHost } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { SaveStore } from '../saves/save-store'
import type { Campaign } from '../../shared/campaign/types'
import { CampaignStore } from './campaign-store'
import { campaignFormat } from './host-campaigns'
import { campaignHost, createdSession, duelCrews, lastCampaign, playOut, twoSquadrons } from '../testing/campaign-helpers'
import { content } from '../testing/fixtures'
import { seededRoster } from '../testing/host-campaign-fixtures'
import { Client, expectAllClean, settle } from '../testing/host-client'

const hosts: Host[] = []
const dataDir = () => mkdtempSync(join(tmpdir(), 'overdive-campaign-host-'))
function host(data: string): Host {
  const h = campaignHost(data)
  hosts.push(h)
  return h
}
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

function created(screen: Client) {
  screen.send({ type: 'create-campaign', re: 'new', campaign: twoSquadrons })
  return lastCampaign(screen, 'new').campaign
}

describe('campaign requests: the screen only, checked, bounded', () => {
  it('a LAN guest is refused every campaign request, and nothing is written', () => {
    const data = dataDir()
    const h = host(data)
    const screen = new Client(h)
    const c = created(screen)
    const guest = new Client(h, { screen: false })
    const asks = [
      { type: 'list-campaigns', re: 'g1' },
      { type: 'open-campaign', re: 'g2', id: c.id },
      { type: 'export-campaign', re: 'g3', id: c.id },
      { type: 'create-campaign', re: 'g4', campaign: twoSquadrons },
      { type: 'import-campaign', re: 'g5', text: readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8') },
      { type: 'delete-campaign', re: 'g6', id: c.id },
      { type: 'start-sortie', re: 'g7', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['guest', 'guest'] },
      { type: 'cancel-sortie', re: 'g8', id: c.id, sortie: 1 },
      { type: 'choose-ability', re: 'g9', id: c.id, airman: c.airmen[0].id, ability: 'sniper' },
    ]
    const before = readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')
    for (const m of asks) guest.send(m)
    expect(guest.errors().map((e) => [e.re, e.code])).toEqual(asks.map((m) => [m.re, 'screen-only']))
    expect(guest.received.filter((m) => m.type !== 'error')).toEqual([])
    expect(readdirSync(join(data, 'campaigns'))).toEqual([`${c.id}.json`])
    expect(readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')).toBe(before)
    expect(h.sessionCount).toBe(0)
  })

  it('a malformed request fails with its request id and what is wrong; the host carries on', () => {
    const h = host(dataDir())
    const screen = new Client(h)
    screen.send({ type: 'open-campaign', re: 'm1', id: '../saves/autosave' })
    screen.send({ type: 'create-campaign', re: 'm2', campaign: { name: 'x', squadrons: [] } })
    screen.send({ type: 'choose-ability', re: 'm3', id: 'abc', airman: 'a1', ability: 'teleport' })
    screen.send({ type: 'import-campaign', re: 'm4', text: 'x'.repeat(5 * 1024 * 1024) })
    screen.send({ type: 'start-sortie', re: 'm5', id: 'abc', game: { kind: 'lesson', lesson: 'x' }, crews: [], seats: [] })
    // a message over a megabyte is not read a second time for its id (host.ts): its error comes without one
    expect(screen.errors().map((e) => [e.re, e.code])).toEqual([['m1', 'malformed'], ['m2', 'malformed'], ['m3', 'malformed'], [undefined, 'malformed'], ['m5', 'malformed']])
    expect(screen.errors()[3].message).toMatch(/text: Too big/i)
    expect(screen.errors()[0].message).toMatch(/id: a campaign id is letters/)
    screen.send({ type: 'list-campaigns', re: 'ok' })
    expect(screen.all('campaigns').at(-1)).toMatchObject({ re: 'ok', campaigns: [] })
  })

  it('a host that keeps no campaigns says so', () => {
    const h = new PlainHost({ content, botFactory: inlineBots(content) })
    hosts.push(h)
    const screen = new Client(h)
    screen.send({ type: 'list-campaigns', re: 'l' })
    expect(screen.errors()).toMatchObject([{ re: 'l', code: 'no-campaigns' }])
  })

  it('a disk that refuses the campaign is said in words; the file is as it was and the host carries on', () => {
    const data = dataDir()
    let full = false
    // the campaigns folder on a disk that fills up (as ENOSPC comes from the file system)
    class FillingStore extends CampaignStore<Campaign> {
      override write(id: string, c: Campaign): Campaign {
        if (full) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
        return super.write(id, c)
      }
    }
    const h = new PlainHost({ content, botFactory: inlineBots(content), saves: new SaveStore(join(data, 'saves'), content), campaigns: new FillingStore(join(data, 'campaigns'), campaignFormat) })
    hosts.push(h)
    const screen = new Client(h)
    const c = created(screen)
    const before = readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')
    full = true
    screen.send({ type: 'start-sortie', re: 'go', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'bot:heuristic'] })
    expect(screen.errors().at(-1)).toEqual({ type: 'error', re: 'go', code: 'campaign-not-saved', message: 'The campaign was not saved: the disk is full. Nothing was changed: try again once the disk allows.' })
    // no game was started for a sortie the campaign does not know
    expect(h.sessionCount).toBe(0)
    expect(readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8')).toBe(before)
    full = false
    screen.send({ type: 'start-sortie', re: 'again', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'bot:heuristic'] })
    expect(createdSession(screen, 'again')).toBeTruthy()
  })

  it('lists, opens, exports, imports and deletes; a corrupt file is listed with its problem and kept', () => {
    const data = dataDir()
    const h = host(data)
    const screen = new Client(h)
    const c = created(screen)
    screen.send({ type: 'export-campaign', re: 'x', id: c.id })
    const text = screen.all('campaign-text').at(-1)!
    expect(text).toMatchObject({ re: 'x', id: c.id, name: 'Bloody April' })
    screen.send({ type: 'import-campaign', re: 'i', text: text.text })
    const imported = lastCampaign(screen, 'i').campaign
    expect(imported.id).not.toBe(c.id)
    expect({ ...imported, id: '' }).toEqual({ ...c, id: '' })
    const bad = join(data, 'campaigns', 'broken-00000000.json')
    writeFileSync(bad, '{"format":"overdive-campaign","vers')
    screen.send({ type: 'list-campaigns', re: 'l' })
    const list = screen.all('campaigns').at(-1)!.campaigns
    expect(list.map((e) => e.id).sort()).toEqual([c.id, imported.id, 'broken-00000000'].sort())
    expect(list.find((e) => e.id === 'broken-00000000')!.problem).toMatch(/^broken-00000000\.json: /)
    screen.send({ type: 'open-campaign', re: 'o', id: 'broken-00000000' })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'o', message: expect.stringMatching(/broken-00000000\.json/) })
    expect(readFileSync(bad, 'utf8')).toBe('{"format":"overdive-campaign","vers')
    screen.send({ type: 'import-campaign', re: 'bad', text: '{"format":"overdive-save"}' })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'bad', message: expect.stringMatching(/^not a campaign Overdive can open/) })
    screen.send({ type: 'delete-campaign', re: 'd', id: imported.id })
    expect(screen.all('campaign-deleted').at(-1)).toEqual({ type: 'campaign-deleted', re: 'd', id: imported.id })
    expect(existsSync(join(data, 'campaigns', `${imported.id}.json`))).toBe(false)
  })
})

describe('a sortie: a game of the campaign, flown by airmen of the rosters', () => {
  it('refuses crews that do not fit the game: a plane of the other side, a plane uncrewed, a plane that is not there', () => {
    const h = host(dataDir())
    const screen = new Client(h)
    const c = created(screen)
    const [camel, dr1] = duelCrews(c)
    const game = { kind: 'scenario', scenario: 'duel-over-the-trenches' } as const
    screen.send({ type: 'start-sortie', re: 's1', id: c.id, game, crews: [{ ...camel, squadron: dr1.squadron, pilot: dr1.pilot }, dr1], seats: [] })
    screen.send({ type: 'start-sortie', re: 's2', id: c.id, game, crews: [camel], seats: [] })
    screen.send({ type: 'start-sortie', re: 's3', id: c.id, game, crews: [camel, dr1, { ...dr1, plane: 'spad' }], seats: [] })
    expect(screen.errors().map((e) => [e.re, e.code])).toEqual([
      ['s1', 'bad-crews'],
      ['s2', 'bad-crews'],
      ['s3', 'bad-crews'],
    ])
    expect(screen.errors()[0].message).toMatch(/Jasta 11 flies for the Central Powers: it cannot crew camel/)
    expect(screen.errors()[1].message).toMatch(/pick a crew for dr1/)
    expect(h.sessionCount).toBe(0)
  })

  it('a free dogfight: its planes are named <aircraft>-<n>, as New game names them, and crewed by those ids', () => {
    const h = host(dataDir())
    const screen = new Client(h)
    const c = created(screen)
    const [ally, foe] = c.squadrons
    const pilots = (sq: string) => c.airmen.filter((a) => a.squadron === sq && a.role === 'pilot').map((a) => a.id)
    const game = { kind: 'free', table: { width: 90, depth: 90 }, planes: [{ aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'sopwith-camel', team: 'allied' }, { aircraft: 'fokker-dr-i', team: 'central' }] } as const
    const crews = [
      { plane: 'sopwith-camel-1', squadron: ally.id, pilot: pilots(ally.id)[0] },
      { plane: 'sopwith-camel-2', squadron: ally.id, pilot: pilots(ally.id)[1] },
      { plane: 'fokker-dr-i-1', squadron: foe.id, pilot: pilots(foe.id)[0] },
    ]
    screen.send({ type: 'start-sortie', re: 'free', id: c.id, game, crews, seats: ['bot:heuristic', 'bot:heuristic'], title: 'Morning patrol' })
    const setup = screen.all('game-created').find((m) => m.re === 'free')!.setup
    expect(setup.planes.map((p) => [p.id, p.crew?.pilot])).toEqual([
      ['sopwith-camel-1', 'Albert Ball'],
      ['sopwith-camel-2', 'Cecil Lewis'],
      ['fokker-dr-i-1', 'Lothar Richthofen'],
    ])
    expect(lastCampaign(screen, 'free').campaign.sorties[0]).toMatchObject({ scenario: 'free-dogfight', title: 'Morning patrol', status: 'in-flight' })
  })

  it('a promoted airman chooses his ability at the screen, and flies the next sortie with it (and 004\'s generic ace mark)', () => {
    const h = host(dataDir())
    const screen = new Client(h)
    screen.send({ type: 'create-campaign', re: 'new', campaign: { ...twoSquadrons, options: { genericAces: true } } })
    const c = lastCampaign(screen, 'new').campaign
    // a seeded roster: the campaign's file brought in with its first Camel pilot at five victories, one ability owed
    const ball = c.airmen.find((a) => a.name === 'Albert Ball')!
    const seeded = seededRoster(c, ball.id, 5)
    screen.send({ type: 'import-campaign', re: 'imp', text: JSON.stringify(seeded) })
    const imported = lastCampaign(screen, 'imp').campaign
    screen.send({ type: 'choose-ability', re: 'bad', id: imported.id, airman: ball.id, ability: 'free-immelmann' })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'bad', code: 'bad-campaign-request' })
    screen.send({ type: 'choose-ability', re: 'pick', id: imported.id, airman: ball.id, ability: 'sniper' })
    const chosen = lastCampaign(screen, 'pick').campaign
    expect(chosen.airmen.find((a) => a.id === ball.id)).toMatchObject({ abilities: ['sniper'], toChoose: 0 })
    screen.send({ type: 'start-sortie', re: 'go', id: imported.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(chosen), seats: ['bot:heuristic', 'bot:heuristic'] })
    const setup = screen.all('game-created').find((m) => m.re === 'go')!.setup
    expect(setup.options.acesGeneric004).toBe(true)
    expect(setup.planes.find((p) => p.id === 'camel')).toMatchObject({ crew: { pilot: 'Albert Ball' }, aceSkills: ['sniper'], ace: true })
    expect(setup.planes.find((p) => p.id === 'dr1')).not.toHaveProperty('ace')
  })

  it('played by bots to its end: the sortie is closed with its awards, its replay kept as a save and linked, the screens told', async () => {
    const data = dataDir()
    const h = host(data)
    const screen = new Client(h)
    const guest = new Client(h, { screen: false })
    const c = created(screen)
    screen.send({ type: 'start-sortie', re: 'go', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'bot:heuristic'] })
    const session = createdSession(screen, 'go')
    const started = screen.all('game-created').at(-1)!
    // the crews' names are on the setup's planes, and the game records the fire for the report of victories
    expect(started.setup.campaign).toBe(true)
    expect(started.setup.planes.find((p) => p.id === 'camel')!.crew).toEqual({ pilot: 'Albert Ball' })
    expect(started.setup.planes.find((p) => p.id === 'dr1')!.crew).toEqual({ pilot: 'Lothar Richthofen' })
    const inFlight = lastCampaign(screen).campaign
    expect(inFlight.sorties).toMatchObject([{ number: 1, status: 'in-flight', save: expect.stringMatching(/^autosave-.*\.journal$/) }])
    expect(lastCampaign(screen).games).toEqual([{ sortie: 1, state: 'playing', session, save: inFlight.sorties[0].save }])
    // a sortie in flight is not yet a sortie flown
    screen.send({ type: 'list-campaigns', re: 'l0' })
    expect(screen.all('campaigns').at(-1)!.campaigns).toMatchObject([{ id: c.id, sorties: 0 }])
    guest.send({ type: 'join', session, seat: null })
    const game = h.getSession(session)!.game
    for (let i = 0; i < 400 && !game.over; i++) await settle()
    expect(game.over).toBe(true)
    const closedMsg = screen.all('campaign').find((m) => m.closed === 1)
    expect(closedMsg, 'the screen is told the sortie closed').toBeDefined()
    const done = closedMsg!.campaign
    const sortie = done.sorties[0]
    expect(sortie.status).toBe('done')
    expect(sortie.save).toBe('Bloody April - sortie 1.json')
    // the replay is a save of the whole game; the finished autosave it was copied from is gone
    const saves = new SaveStore(join(data, 'saves'), content)
    expect(saves.read(sortie.save!).save.meta.over).toBe(true)
    expect(readdirSync(join(data, 'saves')).filter((f) => f.endsWith('.journal'))).toEqual([])
    // the awards follow the engine's report: each credit gives its plane's pilot a victory
    const result = sortie.result!
    for (const credit of result.credits) for (const plane of credit.by) expect(result.awards.some((a) => sortie.crews.find((k) => k.plane === plane)!.pilot === a.airman)).toBe(true)
    const victories = done.airmen.reduce((n, a) => n + a.victories, 0)
    expect(victories).toBe(result.credits.reduce((n, k) => n + k.by.length, 0))
    screen.send({ type: 'list-campaigns', re: 'l1' })
    expect(screen.all('campaigns').at(-1)!.campaigns).toMatchObject([{ id: c.id, sorties: 1 }])
    // on disk as sent
    expect(JSON.parse(readFileSync(join(data, 'campaigns', `${c.id}.json`), 'utf8'))).toEqual(done)
    // the guest watched the game and was never sent a roster
    expect(guest.all('campaign')).toEqual([])
    expectAllClean(guest)
  })

  it('a LAN guest flies a campaign pilot: the screen starts the sortie with a guest seat, the guest sits and plays it', async () => {
    const h = host(dataDir())
    const screen = new Client(h)
    const guest = new Client(h, { screen: false })
    const c = created(screen)
    screen.send({ type: 'start-sortie', re: 'go', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'guest'] })
    const session = createdSession(screen, 'go')
    guest.send({ type: 'join', re: 'sit', session, seat: 'allied' })
    expect(guest.all('seated')).toMatchObject([{ session, seat: 'allied' }])
    screen.send({ type: 'start-game', session })
    expect(guest.lastView().view.planes.find((p) => p.id === 'camel')).toMatchObject({ seat: 'allied' })
    expect(await playOut(h, guest, session, ['allied'])).toBe(true)
    await settle()
    expect(lastCampaign(screen).campaign.sorties[0].status).toBe('done')
    expect(guest.all('campaign')).toEqual([])
    expectAllClean(guest)
  })

  it('a sortie whose game another run of the host resumed is closed at that game\'s end', async () => {
    const { data, first, screen, c } = sortieAgainstBot()
    const session = createdSession(screen, 'go')
    expect(await playOut(first, screen, session, ['allied'], 1)).toBe(false)
    first.dispose()
    // the next run: the sortie is unfinished, its journal offered for resuming
    const second = host(data)
    const again = new Client(second)
    again.send({ type: 'hello', re: 'h' })
    const save = lastCampaignFrom(again, second, c.id).games[0]
    expect(save).toMatchObject({ sortie: 1, state: 'unfinished', save: expect.stringMatching(/\.journal$/) })
    expect(again.all('welcome')[0].resumable.map((r) => r.file)).toContain(save.save)
    again.send({ type: 'load-game', re: 'load', file: save.save! })
    const resumed = createdSession(again, 'load')
    expect(await playOut(second, again, resumed, ['allied'])).toBe(true)
    await settle()
    const done = again.all('campaign').find((m) => m.closed === 1)!.campaign
    expect(done.sorties[0]).toMatchObject({ status: 'done', save: 'Bloody April - sortie 1.json' })
  })

  it('a game that ended while no host knew its campaign is closed from its journal when the campaign is opened', async () => {
    const { data, first, screen, c } = sortieAgainstBot()
    const save = lastCampaign(screen).campaign.sorties[0].save!
    first.dispose()
    // a host with the saves but not the campaigns plays the game to its end (as a host stopped before writing the campaign)
    const plain = new PlainHost({ content, botFactory: inlineBots(content), saves: new SaveStore(join(data, 'saves'), content) })
    hosts.push(plain)
    const p = new Client(plain)
    p.send({ type: 'load-game', re: 'load', file: save })
    expect(await playOut(plain, p, createdSession(p, 'load'), ['allied'])).toBe(true)
    plain.dispose()
    const third = host(data)
    const again = new Client(third)
    const opened = lastCampaignFrom(again, third, c.id)
    expect(opened.campaign.sorties[0]).toMatchObject({ status: 'done', save: 'Bloody April - sortie 1.json' })
    expect(opened.games).toEqual([])
  })

  it('an abandoned sortie is called off by the player: nothing awarded, its airmen free to fly, its save kept', async () => {
    const { data, first, screen, c } = sortieAgainstBot()
    const session = createdSession(screen, 'go')
    const save = lastCampaign(screen).campaign.sorties[0].save!
    // while its game runs it cannot be called off, nor the campaign deleted
    screen.send({ type: 'cancel-sortie', re: 'no', id: c.id, sortie: 1 })
    screen.send({ type: 'delete-campaign', re: 'nodel', id: c.id })
    expect(screen.errors().map((e) => [e.re, e.code])).toEqual([
      ['no', 'sortie-playing'],
      ['nodel', 'sortie-playing'],
    ])
    // a second sortie waits for the first
    screen.send({ type: 'start-sortie', re: 'two', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c, 1), seats: ['bot:heuristic', 'human'] })
    expect(screen.errors().at(-1)).toMatchObject({ re: 'two' })
    expect(first.getSession(session)).toBeDefined()
    first.dispose()
    const second = host(data)
    const again = new Client(second)
    again.send({ type: 'cancel-sortie', re: 'off', id: c.id, sortie: 1 })
    const off = lastCampaign(again, 'off')
    expect(off.campaign.sorties).toEqual([])
    expect(off.campaign.airmen.every((a) => a.status.kind === 'flying' && a.victories === 0)).toBe(true)
    expect(existsSync(join(data, 'saves', save))).toBe(true)
  })
})

/** A campaign on a host of a data folder of its own, its sortie 1 started: the screen flies the Camel, a bot the triplane. */
function sortieAgainstBot() {
  const data = dataDir()
  const first = host(data)
  const screen = new Client(first)
  const c = created(screen)
  screen.send({ type: 'start-sortie', re: 'go', id: c.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(c), seats: ['bot:heuristic', 'human'] })
  return { data, first, screen, c }
}

/** Open a campaign on a host and return its answer. */
function lastCampaignFrom(c: Client, _h: Host, id: string) {
  c.send({ type: 'open-campaign', re: `open-${id}`, id })
  return lastCampaign(c, `open-${id}`)
}
