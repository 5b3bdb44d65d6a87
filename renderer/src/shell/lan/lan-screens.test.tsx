/**
 * The LAN screens as they render from the store: what the host said about hosting, the games found and the link.
 * Rendered to HTML (no browser here) with the app's store, table client and LAN client; what each test id shows
 * is read from that HTML.
 */
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { LanGame, LanHostingStatus } from '../../../../shared/protocol/lan'
import type { ClientMessage } from '../../../../shared/protocol/messages'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { LanClient } from '../../net/lan-client'
import { LanContext } from '../../net/lan-context'
import type { Transport } from '../../net/transport'
import { makeStore, type AppStore } from '../../store'
import { gamesFound, hostingChanged, linkChanged } from '../../store/lan-slice'
import { sessionsListed } from '../../store/lobby-slice'
import type { SessionSummary } from '../../../../shared/protocol/messages'
import { HostingScreen } from './HostingScreen'
import { JoinScreen } from './JoinScreen'
import { LanJoinScreen } from './LanJoinScreen'
import { LanLinkBar } from './LanLinkBar'
import { lanGame } from '../../testing/lan-games'

function render(store: AppStore, ui: ReactElement): string {
  const sent: ClientMessage[] = []
  const transport: Transport = { send: (m) => sent.push(m), onMessage: () => {}, onStatus: () => {} }
  const client = new HostClient(transport, store)
  return renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>
        <LanContext.Provider value={new LanClient(client, store)}>{ui}</LanContext.Provider>
      </ClientContext.Provider>
    </Provider>,
  )
}

/** The opening tags carrying this test id. */
const tags = (html: string, id: string): string[] => html.match(new RegExp(`<[a-z]+ [^>]*data-testid="${id}"[^>]*>`, 'g')) ?? []
/** The text of the (first) element with this test id, tags stripped. */
function text(html: string, id: string): string {
  const at = html.indexOf(`data-testid="${id}"`)
  if (at < 0) return ''
  const open = html.indexOf('>', at) + 1
  const tag = /<([a-z]+)[^<]*$/.exec(html.slice(0, at))![1]
  let depth = 1
  const re = new RegExp(`<(/?)${tag}\\b[^>]*>`, 'g')
  re.lastIndex = open
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1
    if (depth === 0) return html.slice(open, m.index).replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&')
  }
  return ''
}

const on: LanHostingStatus = {
  hosting: true,
  port: 4317,
  addresses: ['http://127.0.0.1:4317/', 'http://192.168.1.20:4317/', 'http://10.0.0.5:4317/'],
  name: 'Kitchen PC',
  announced: true,
  problem: null,
}

describe('Host on the LAN', () => {
  it('off: a port field (blank for 4317) and Start hosting; no address, no QR code', () => {
    const store = makeStore()
    store.dispatch(hostingChanged({ hosting: false, port: null, addresses: [], name: 'Kitchen PC', announced: false, problem: null }))
    const html = render(store, <HostingScreen />)
    expect(tags(html, 'lan-port')[0]).toContain('placeholder="4317"')
    expect(text(html, 'lan-start')).toBe('Start hosting')
    expect(tags(html, 'lan-address')).toEqual([])
    expect(tags(html, 'lan-qr')).toEqual([])
    expect(tags(html, 'lan-stop')).toEqual([])
  })

  it('hosting: LAN addresses first, the QR code of the first, announced under its name, and what to do next', () => {
    const store = makeStore()
    store.dispatch(hostingChanged(on))
    const html = render(store, <HostingScreen />)
    expect(tags(html, 'lan-address').length).toBe(3)
    expect([...html.matchAll(/data-testid="lan-address">([^<]+)</g)].map((m) => m[1])).toEqual(['http://192.168.1.20:4317/', 'http://10.0.0.5:4317/', 'http://127.0.0.1:4317/'])
    expect(tags(html, 'lan-qr')[0]).toContain('data-text="http://192.168.1.20:4317/"')
    expect(text(html, 'lan-announced')).toContain('Announced on the LAN as Kitchen PC')
    expect(text(html, 'lan-next')).toContain('set a seat to Human (LAN guest)')
    expect(text(html, 'lan-stop')).toBe('Stop hosting')
    expect(tags(html, 'lan-problem')).toEqual([])
  })

  it('not announced: says so, and the problem plainly; hosting started with the host cannot be stopped here', () => {
    const store = makeStore()
    store.dispatch(hostingChanged({ ...on, announced: false, problem: 'multicast is blocked on this network', fixed: true }))
    const html = render(store, <HostingScreen />)
    expect(text(html, 'lan-announced')).toContain('Not announced on the LAN')
    expect(text(html, 'lan-problem')).toBe('Other copies of Overdive cannot find this host by themselves: multicast is blocked on this network. Guests can still type or scan the address below.')
    expect(tags(html, 'lan-stop')).toEqual([])
  })

  it('a port in use: hosting did not start, and why', () => {
    const store = makeStore()
    store.dispatch(hostingChanged({ hosting: false, port: null, addresses: [], name: 'Kitchen PC', announced: false, problem: 'port 4317 is in use by another program' }))
    const html = render(store, <HostingScreen />)
    expect(text(html, 'lan-problem')).toBe('Hosting did not start: port 4317 is in use by another program.')
    expect(tags(html, 'lan-start').length).toBe(1)
  })
})

const game = (over: Partial<LanGame>): LanGame => lanGame({ id: 'g', compat: { app: '0.1.0', protocol: 2, rules: 'r' }, ...over })

describe('Join a LAN game', () => {
  it('lists each game found; one on another version says why and cannot be joined', () => {
    const store = makeStore()
    store.dispatch(gamesFound({ browsing: true, games: [game({ id: 'a' }), game({ id: 'b', host: 'Den "Mac"', address: '192.168.1.21:4317', phase: 'playing', free: 0, players: 2, problem: 'That host runs a newer Overdive (0.2.0, protocol 3).' })] }))
    const html = render(store, <LanJoinScreen />)
    const rows = tags(html, 'lan-game')
    expect(rows.length).toBe(2)
    expect(rows[0]).toContain('data-host="Kitchen PC"')
    expect(rows[0]).toContain('data-address="192.168.1.20:4317"')
    expect(rows[1]).toContain('data-host="Den &quot;Mac&quot;"')
    const [first, second] = html.split('data-testid="lan-game"').slice(1)
    expect(first).toContain('in the lobby')
    expect(first).toContain('1 free seat')
    expect(second).toContain('being played')
    expect(text(html, 'lan-game-problem')).toBe('Cannot be joined from here: That host runs a newer Overdive (0.2.0, protocol 3).')
    const joins = tags(html, 'lan-game-join')
    expect(joins.map((t) => t.includes('disabled'))).toEqual([false, true])
    expect(tags(html, 'lan-address-input')[0]).toContain('placeholder="192.168.1.20:4317"')
  })

  it('when games cannot be found it says why and what to do instead', () => {
    const store = makeStore()
    store.dispatch(gamesFound({ browsing: false, games: [], problem: 'multicast is blocked on this network' }))
    let html = render(store, <LanJoinScreen />)
    expect(text(html, 'lan-browse-problem')).toBe("Games on this network cannot be found from here: multicast is blocked on this network. Type the host's address below instead.")
    // the host's own words already say what to do: not twice
    store.dispatch(gamesFound({ browsing: false, games: [], problem: "LAN discovery is switched off; type the host's address instead." }))
    html = render(store, <LanJoinScreen />)
    expect(text(html, 'lan-browse-problem')).toBe("Games on this network cannot be found from here: LAN discovery is switched off; type the host's address instead.")
  })

  it('connecting, then refused: each shown plainly', () => {
    const store = makeStore()
    store.dispatch(linkChanged({ state: 'connecting', link: 'k1', address: '192.168.1.20:4317' }))
    let html = render(store, <LanJoinScreen />)
    expect(text(html, 'lan-link-status')).toContain('Connecting to 192.168.1.20:4317…')
    expect(tags(html, 'lan-game-join').every((t) => t.includes('disabled'))).toBe(true)
    store.dispatch(linkChanged({ state: 'refused', link: 'k1', address: '192.168.1.20:4317', message: 'nothing answers there' }))
    html = render(store, <LanJoinScreen />)
    expect(text(html, 'lan-link-status')).toBe('192.168.1.20:4317 cannot be joined: nothing answers there.')
  })
})

describe("the guest's way back", () => {
  it('while a guest of another host: whose, and Leave <host>; after the link closed: why', () => {
    const store = makeStore()
    expect(render(store, <LanLinkBar />)).toBe('')
    store.dispatch(linkChanged({ state: 'open', link: 'k1', address: '192.168.1.20:4317', hostName: 'Kitchen PC' }))
    let html = render(store, <LanLinkBar />)
    expect(text(html, 'leave-remote')).toBe('Leave Kitchen PC')
    store.dispatch(linkChanged({ state: 'closed', link: 'k1', address: '192.168.1.20:4317', message: 'Kitchen PC stopped hosting' }))
    html = render(store, <LanLinkBar />)
    expect(tags(html, 'leave-remote')).toEqual([])
    expect(text(html, 'lan-link-notice')).toContain('The link to 192.168.1.20:4317 closed: Kitchen PC stopped hosting. You are back at your own host.')
  })
})

describe("Join or watch a game: the host's games", () => {
  const game = (session: string, title: string, phase: 'lobby' | 'playing', allied: Partial<SessionSummary['seats'][number]>): SessionSummary => ({
    session,
    title,
    scenario: 'duel-over-the-trenches',
    turn: phase === 'lobby' ? 0 : 3,
    over: false,
    phase,
    rules: [],
    people: 1,
    seats: [
      { id: 'central', name: 'German', team: 'central', kind: 'human', taken: true, player: 'Host' },
      { id: 'allied', name: 'Allied', team: 'allied', kind: 'guest', taken: false, ...allied },
    ],
  })

  it('lists the games with a seat for a guest first, each with its Sit at, then the others in the host’s order', () => {
    const store = makeStore()
    store.dispatch(
      sessionsListed([
        game('s1', 'Under way', 'playing', { kind: 'bot:heuristic', taken: true }),
        game('s2', 'Full', 'playing', { taken: true, player: 'Ann' }),
        game('s3', 'Waiting for you', 'lobby', {}),
        game('s4', 'Kept for a guest', 'playing', { taken: true, held: true, standIn: true }),
      ]),
    )
    const html = render(store, <JoinScreen />)
    const order = [...html.matchAll(/data-testid="session-(s\d)"/g)].map((m) => m[1])
    expect(order).toEqual(['s3', 's4', 's1', 's2'])
    expect(tags(html, 'sit-s3-allied')).toHaveLength(1)
    // each row's words and its buttons apart, so that the buttons go under the words where the row is narrow
    expect(html).toMatch(/data-testid="session-s3"><div class="join-game-text">/)
    expect(html).toMatch(/class="row join-game-actions"/)
  })

  it('names the aircraft each seat flies, so that a guest knows which plane a Sit at takes', () => {
    const store = makeStore()
    const g = game('s1', 'Waiting for you', 'lobby', { flies: ['Sopwith Camel'] })
    g.seats[0].flies = ['Fokker Dr.I']
    store.dispatch(sessionsListed([g]))
    const html = render(store, <JoinScreen />)
    expect(text(html, 'seats-s1')).toBe("German (Fokker Dr.I): the host's screen · Allied (Sopwith Camel): free")
  })
})
