/**
 * The campaign's client API (campaign-client.ts) and its slice (store/campaign-slice.ts) as the campaign screens use
 * them: the host's screen and a LAN guest, each a HostClient with a store of its own, against the real host in this
 * process with a data folder of its own.
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { until } from '../../../electron/lan/test-helpers'
import type { Host } from '../../../electron/host/host'
import { campaignHost, duelCrews, twoSquadrons } from '../../../electron/testing/host-campaign-fixtures'
import { makeStore, type AppStore } from '../store'
import { campaignClosed, reportSeen } from '../store/campaign-slice'
import { campaignClient } from './campaign-client'
import { HostClient } from './client'
import { hostTransport, testHosts } from '../testing/host-transport'

const hosts = testHosts()

function app(host: Host, screen: boolean) {
  const store: AppStore = makeStore()
  const client = new HostClient(hostTransport(host, { screen }), store)
  return { store, client, campaigns: campaignClient(client, store), state: () => store.getState() }
}

function newHost(): Host {
  const h = campaignHost(mkdtempSync(join(tmpdir(), 'overdive-campaign-client-')))
  hosts.push(h)
  return h
}

describe('the campaign client', () => {
  it('is one per host client', () => {
    const h = newHost()
    const a = app(h, true)
    expect(campaignClient(a.client, a.store)).toBe(a.campaigns)
  })

  it('creates a campaign, lists it, opens it, and flies a sortie whose end brings its report', async () => {
    const h = newHost()
    const screen = app(h, true)
    screen.campaigns.create(twoSquadrons)
    expect(screen.state().campaign.pending).toEqual(['create'])
    await until(() => screen.state().campaign.open !== null && screen.state().campaign.list.length === 1, 'the campaign created and listed')
    const c = screen.state().campaign.open!
    expect(c.name).toBe('Bloody April')
    expect(screen.state().campaign.list[0]).toMatchObject({ id: c.id, name: 'Bloody April', sorties: 0, problem: null })
    screen.store.dispatch(campaignClosed())
    screen.campaigns.open(c.id)
    await until(() => screen.state().campaign.open?.id === c.id, 'the campaign opened')
    // a sortie: the game is created as New game creates one, and this screen sits at its human seat
    screen.campaigns.startSortie(c.id, { kind: 'scenario', scenario: 'duel-over-the-trenches' }, duelCrews(c), ['bot:heuristic', 'bot:heuristic'])
    expect(screen.state().ui.joining).toBe(true)
    await until(() => screen.state().campaign.open?.sorties.length === 1 && screen.state().game.session !== null, 'the sortie in flight and its game on the table')
    await until(() => screen.state().campaign.report === 1, 'the sortie closed, its report to be seen')
    expect(screen.state().campaign.open!.sorties[0]).toMatchObject({ status: 'done', save: 'Bloody April - sortie 1.json' })
    expect(screen.state().campaign.games).toEqual([])
    expect(screen.state().campaign.pending).toEqual([])
    screen.store.dispatch(reportSeen())
    expect(screen.state().campaign.report).toBeNull()
  })

  it('a refusal is said on the campaign screens, not in the error toast, and the table is not waited for', async () => {
    const h = newHost()
    const screen = app(h, true)
    screen.campaigns.create(twoSquadrons)
    await until(() => screen.state().campaign.open !== null, 'the campaign created')
    const c = screen.state().campaign.open!
    screen.campaigns.startSortie(c.id, { kind: 'scenario', scenario: 'duel-over-the-trenches' }, duelCrews(c).slice(0, 1), [])
    await until(() => screen.state().campaign.notice !== null, 'the refusal')
    expect(screen.state().campaign.notice).toEqual({ tone: 'error', text: expect.stringMatching(/^The sortie did not start: every aeroplane of a sortie is flown by airmen of the rosters: pick a crew for dr1/) })
    expect(screen.state().ui.joining).toBe(false)
    expect(screen.state().game.error).toBeNull()
    expect(screen.state().campaign.pending).toEqual([])
  })

  it('a LAN guest is refused: the host says only its own screen keeps campaigns', async () => {
    const h = newHost()
    const guest = app(h, false)
    guest.campaigns.list()
    await until(() => guest.state().campaign.notice !== null, 'the refusal')
    expect(guest.state().campaign.notice!.text).toMatch(/^The campaigns could not be listed: only the host's own screen can open or change campaigns/)
    expect(guest.state().campaign.list).toEqual([])
  })
})
