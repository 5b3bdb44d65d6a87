/**
 * The lobby screen and the chat panel as they render from the store: what the host's screen may do with each
 * guest seat and why it cannot start yet, what a guest sees and may do, and chat text shown as text only.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import type { ClientMessage, SeatInfo } from '../../../../shared/protocol/messages'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { LanClient } from '../../net/lan-client'
import { LanContext } from '../../net/lan-context'
import { hostingChanged } from '../../store/lan-slice'
import type { LanHostingStatus } from '../../../../shared/protocol/lan'
import { makeStore } from '../../store'
import { chatFolded, chatReceived } from '../../store/chat-slice'
import { lobbyReceived, roleKnown, type Lobby } from '../../store/lobby-slice'
import { ChatPanel } from '../../tables/common/ChatPanel'
import { LobbyScreen } from './LobbyScreen'
import { content } from '../../../../electron/testing/fixtures'
import { Game } from '../../../../shared/engine/game'
import { secret } from '../../../../electron/testing/host-client'
import { scenarioSetup } from '../../../../shared/engine/setup'
import { hexRuleset } from '../../../../shared/rulesets/hex'
import { hexContent } from '../../../../shared/rulesets/hex/content-fixture'
import { viewReceived } from '../../store/game-slice'
import { rulesetViewReceived } from '../../store/ruleset-slice'
import { CardLobby } from '../../tables/card/panels/CardLobby'
import { HexLobby } from '../../tables/hex/panels/HexLobby'

const seats: SeatInfo[] = [
  { id: 'a1', name: 'Sopwith Camel', team: 'allied', kind: 'guest', taken: true, player: 'Anna', ready: false },
  { id: 'a2', name: 'SPAD XIII', team: 'allied', kind: 'guest', taken: false },
  { id: 'a3', name: 'Nieuport 17', team: 'allied', kind: 'guest', taken: false, held: true, player: 'Bea' },
  { id: 'c1', name: 'Fokker Dr.I', team: 'central', kind: 'human', taken: true, player: 'Host', ready: true },
]

function lobby(you: 'screen' | 'anna'): Lobby {
  return {
    session: 'g1',
    phase: 'lobby',
    title: 'Dawn Patrols',
    scenario: 'dawn-patrols',
    rules: ['Illegal manoeuvres are flown as straights'],
    seats,
    people: [
      { id: 'p1', name: 'Host', seats: ['c1'], ready: true, screen: true, ...(you === 'screen' ? { you: true as const } : {}) },
      { id: 'p2', name: 'Anna', seats: ['a1'], ready: false, screen: false, ...(you === 'anna' ? { you: true as const } : {}) },
      { id: 'p3', name: 'Watcher', seats: [], ready: false, screen: false },
    ],
  }
}

/** A seat for each side (a game's seats, as its view names them): the first a guest's, the second the host's. */
const sidesAsSeats = (ids: string[]): SeatInfo[] =>
  ids.map((id, i) => ({ id, name: id, team: id, kind: i === 0 ? 'guest' : 'human', taken: true, player: i === 0 ? 'Anna' : 'Host', ready: i > 0 }))

function render(role: 'screen' | 'guest', node: React.ReactNode, prepare?: (store: ReturnType<typeof makeStore>) => void): string {
  const store = makeStore()
  const sent: ClientMessage[] = []
  const client = new HostClient({ send: (m) => sent.push(m), onMessage: () => {}, onStatus: () => {} }, store)
  store.dispatch(roleKnown({ role }))
  store.dispatch(lobbyReceived(lobby(role === 'screen' ? 'screen' : 'anna')))
  prepare?.(store)
  return renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>
        <LanContext.Provider value={new LanClient(client, store)}>{node}</LanContext.Provider>
      </ClientContext.Provider>
    </Provider>,
  )
}

const hosting: LanHostingStatus = { hosting: true, port: 4317, addresses: ['http://127.0.0.1:4317/', 'http://192.168.1.20:4317/'], name: 'Kitchen PC', announced: true, problem: null }

/** The markup of the seat row with this seat id. */
function row(html: string, seat: string): string {
  const m = new RegExp(`<tr[^>]*data-testid="lobby-seat" data-seat="${seat}"[^>]*>(.*?)</tr>`).exec(html)
  expect(m, `a row for seat ${seat}`).not.toBeNull()
  return m![1]
}

describe('LobbyScreen (issue 8)', () => {
  it("the host's screen: seat controls where they apply, and Start disabled with the reason while a seat is empty", () => {
    const html = render('screen', <LobbyScreen />)
    expect(html).toContain('data-testid="lobby-screen"')
    expect(html.match(/data-testid="lobby-seat"/g)).toHaveLength(4)
    expect(html).toContain('Illegal manoeuvres are flown as straights')
    // Anna sits at a1: move her (to the free a2 only), or remove her
    expect(row(html, 'a1')).toContain('Anna')
    expect(row(html, 'a1')).toMatch(/data-testid="lobby-move-a1"/)
    expect(row(html, 'a1')).toMatch(/<option value="a2">SPAD XIII<\/option>/)
    expect(row(html, 'a1')).not.toMatch(/value="a3"/)
    expect(row(html, 'a1')).toContain('data-testid="lobby-remove-a1"')
    expect(row(html, 'a1')).not.toContain('lobby-bot-a1')
    // a free seat: a bot may play it; a seat kept for a dropped guest: a bot, or open it to guests again
    expect(row(html, 'a2')).toContain('data-testid="lobby-bot-a2"')
    expect(row(html, 'a2')).not.toContain('lobby-remove-a2')
    expect(row(html, 'a3')).toContain('Kept for Bea, who dropped')
    expect(row(html, 'a3')).toContain('data-testid="lobby-release-a3"')
    // the host's own seat has no controls
    expect(row(html, 'c1')).not.toMatch(/lobby-(move|bot|release|remove)-/)
    // two seats with nobody to play them
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*data-testid="lobby-start"/)
    expect(html).toContain('Nobody plays SPAD XIII, Nieuport 17 yet')
    expect(html).not.toContain('data-testid="lobby-ready"')
    expect(html).toContain('data-testid="lobby-leave"')
    expect(html.match(/data-testid="lobby-person"/g)).toHaveLength(3)
    expect(html).toMatch(/Host<span class="you-mark"> \(you\)<\/span>/)
  })

  it('once every seat has a player, Start says how many are not ready', () => {
    const html = render('screen', <LobbyScreen />, (store) =>
      store.dispatch(lobbyReceived({ ...lobby('screen'), seats: seats.map((s) => (s.id === 'a1' || s.id === 'c1' ? s : { ...s, held: false, taken: true, standIn: true })) })),
    )
    expect(html).toMatch(/<button class="primary big-start"[^>]*data-testid="lobby-start">Start anyway — 1 not ready<\/button>/)
    expect(html).toContain('Waiting for Anna to say they are ready')
  })

  it("the host's screen says where guests go: the LAN address and its QR code while hosting", () => {
    const html = render('screen', <LobbyScreen />, (store) => store.dispatch(hostingChanged(hosting)))
    // the LAN's address first, not the one that works on this computer only
    expect(html).toContain('data-testid="lobby-join-address">http://192.168.1.20:4317/<')
    expect(html).toMatch(/data-testid="lobby-join-qr" data-text="http:\/\/192\.168\.1\.20:4317\/"/)
    expect(html).toContain('Join or watch a game')
    expect(html).not.toContain('lobby-host-lan')
  })

  it("not hosting: the host's screen says nobody elsewhere can reach the game, with a button that hosts on the usual port or a free one", () => {
    const html = render('screen', <LobbyScreen />, (store) => store.dispatch(hostingChanged({ ...hosting, hosting: false, port: null, addresses: [] })))
    expect(html).toContain('Not on the LAN yet: nobody on another computer can reach this game.')
    expect(html).toMatch(/data-testid="lobby-host-lan">Host on the LAN</)
    expect(html).toContain('On port 4317, or a free one if another program holds it.')
    expect(html).not.toContain('lobby-join-address')
    const failed = render('screen', <LobbyScreen />, (store) => store.dispatch(hostingChanged({ ...hosting, hosting: false, port: null, addresses: [], problem: 'port 4317 is in use' })))
    expect(failed).toContain('Hosting did not start: port 4317 is in use.')
  })

  it('a guest is told nothing of hosting', () => {
    const html = render('guest', <LobbyScreen />, (store) => store.dispatch(hostingChanged(hosting)))
    expect(html).not.toContain('lobby-join')
  })

  it('a guest: its seat marked, Ready, Sit here on the free guest seat only, and no seat controls', () => {
    const html = render('guest', <LobbyScreen />)
    expect(row(html, 'a1')).toContain('>you<')
    expect(html).toContain('data-testid="lobby-ready"')
    expect(html).toContain("I&#x27;m ready")
    expect(row(html, 'a2')).toContain('data-testid="lobby-sit-a2"')
    expect(row(html, 'a3')).not.toContain('lobby-sit-a3')
    expect(row(html, 'c1')).not.toContain('lobby-sit-c1')
    expect(html).not.toMatch(/lobby-(start|move|bot|release|remove)/)
    expect(html).toMatch(/Anna<span class="you-mark"> \(you\)<\/span>/)
  })

  it("a card game's lobby: the blurb, and how it is won folded under it once the seat's view (which the host sends in the lobby too) is here", () => {
    const bare = render('guest', <CardLobby />)
    expect(bare).toContain('class="blurb"')
    expect(bare).not.toContain('lobby-goal')
    const game = Game.start(content, scenarioSetup(content, { scenario: 'dawn-patrols' }), secret(1))
    const html = render('guest', <CardLobby />, (store) => {
      store.dispatch(lobbyReceived({ ...lobby('anna'), seats: sidesAsSeats(['allied', 'central']) }))
      store.dispatch(viewReceived({ type: 'view', session: 'g1', seat: 'allied', mine: ['allied'], seats: [], view: game.view('allied'), events: [], waitingFor: [] }))
    })
    expect(html).toContain('data-testid="lobby-goal"')
    expect(html).toContain('How it is won')
    // 003 Victory (lines 132-141): Dawn Patrols is won on points, as New game words it
    expect(html).toContain('The side with more points wins; equal points, a draw.')
    expect(html).toContain('+2 for each enemy aeroplane that is shot down')
    // the planes the seat flies, by aircraft name
    expect(html).toMatch(/<td class="planes-cell">[^<]*(Sopwith|SPAD|Nieuport|Fokker|Albatros)/)
    // a view left over from another game says nothing of this one
    const other = render('guest', <CardLobby />, (store) =>
      store.dispatch(viewReceived({ type: 'view', session: 'g0', seat: 'allied', mine: ['allied'], seats: [], view: game.view('allied'), events: [], waitingFor: [] })),
    )
    expect(other).not.toContain('lobby-goal')
  })

  it("a hex game's lobby: the scenario's words, and folded under them how it is won with each side's objectives (002 VICTORY)", () => {
    const game = hexRuleset.start(hexContent, hexRuleset.setupFor(hexContent, 'reconnaissance'), 5)
    const html = render('guest', <HexLobby />, (store) => {
      store.dispatch(lobbyReceived({ ...lobby('anna'), ruleset: 'hex', title: 'Reconnaissance', scenario: 'reconnaissance', seats: sidesAsSeats(['allies', 'germans']) }))
      store.dispatch(rulesetViewReceived({ type: 'ruleset-view', session: 'g1', ruleset: 'hex', seat: null, mine: [], seats: [], view: game.view(null), events: [], waitingFor: [] }))
    })
    expect(html).toContain(hexContent.scenarios.reconnaissance.words!)
    expect(html).toContain('data-testid="lobby-goal"')
    expect(html).toContain('or at once when it achieves every objective it has')
    for (const o of hexContent.scenarios.reconnaissance.objectives) expect(html).toContain(`data-testid="lobby-objective-${o.id}"`)
    // the planes each side flies, by the hex game's names for them (the seats are the sides)
    for (const p of game.view(null).planes) expect(html).toMatch(new RegExp(`<td class="planes-cell">[^<]*${p.aircraft.name}`))
  })
})

describe('ChatPanel (issue 8)', () => {
  it('shows what people say as text, never as markup, with the speaker in their side colour', () => {
    const html = render('guest', <ChatPanel place="lobby" />, (store) =>
      store.dispatch(chatReceived({ session: 'g1', lines: [{ n: 1, from: '<i>Anna</i>', team: 'allied', text: '<img src=x onerror=alert(1)> hi', turn: 0 }] })),
    )
    expect(html).toContain('data-testid="chat-panel"')
    expect(html.match(/data-testid="chat-line"/g)).toHaveLength(1)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; hi')
    expect(html).toContain('&lt;i&gt;Anna&lt;/i&gt;')
    expect(html).not.toContain('<img')
    expect(html).toContain('chat-from side-allied')
    expect(html).toMatch(/<input[^>]*maxLength="200"[^>]*data-testid="chat-input"/)
    expect(html).toMatch(/<button type="submit" disabled=""[^>]*data-testid="chat-send"/)
  })

  it('at the table it folds down to a button that counts the lines said meanwhile; the lobby never folds', () => {
    const fold = (store: ReturnType<typeof makeStore>) => {
      store.dispatch(chatFolded(true))
      store.dispatch(chatReceived({ session: 'g1', lines: [1, 2, 3].map((n) => ({ n, from: 'Anna', team: 'allied', text: `line ${n}`, turn: 2 })) }))
    }
    const table = render('guest', <ChatPanel place="table" />, fold)
    expect(table).toContain('data-testid="chat-toggle"')
    expect(table).toMatch(/data-testid="chat-unread">3 new</)
    expect(table).not.toContain('chat-input')
    const inLobby = render('guest', <ChatPanel place="lobby" />, fold)
    expect(inLobby).toContain('data-testid="chat-input"')
    expect(inLobby.match(/data-testid="chat-line"/g)).toHaveLength(3)
  })
})
