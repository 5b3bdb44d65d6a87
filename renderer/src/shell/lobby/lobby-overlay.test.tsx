/**
 * Issue 26: a stream overlay (`?watch=…&stream=1`) in a game's lobby shows the game to an audience with no control
 * at all (no seat to take, no Ready, no chat box, no Leave), and its joins tell the host it is an overlay (the host
 * then lists it to nobody: electron/host/lobby.test.ts).
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it, vi } from 'vitest'
import type { ClientMessage } from '../../../../shared/protocol/messages'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { makeStore } from '../../store'
import { lobbyReceived, roleKnown } from '../../store/lobby-slice'
import { LobbyScreen } from './LobbyScreen'
import { content } from '../../../../electron/testing/fixtures'
import { secret } from '../../../../electron/testing/host-client'
import { Game } from '../../../../shared/engine/game'
import { scenarioSetup } from '../../../../shared/engine/setup'
import { viewReceived } from '../../store/game-slice'
import { CardLobby } from '../../tables/card/panels/CardLobby'

vi.mock('../../net/stream-page', () => ({ STREAM: { watch: 'latest', delayMs: 0 }, startStream: () => () => {} }))

function render(node: React.ReactNode = <LobbyScreen />, prepare?: (store: ReturnType<typeof makeStore>) => void): { html: string; sent: ClientMessage[]; client: HostClient } {
  const store = makeStore()
  const sent: ClientMessage[] = []
  const client = new HostClient({ send: (m) => sent.push(m), onMessage: () => {}, onStatus: () => {} }, store)
  store.dispatch(roleKnown({ role: 'guest' }))
  store.dispatch(
    lobbyReceived({
      session: 'g1',
      phase: 'lobby',
      title: 'Dawn Patrols',
      scenario: 'dawn-patrols',
      rules: [],
      seats: [
        { id: 'a1', name: 'Sopwith Camel', team: 'allied', kind: 'guest', taken: true, player: 'Anna', ready: true },
        { id: 'a2', name: 'SPAD XIII', team: 'allied', kind: 'guest', taken: false },
        { id: 'c1', name: 'Fokker Dr.I', team: 'central', kind: 'human', taken: true, player: 'Host', ready: true },
      ],
      people: [
        { id: 'p1', name: 'Host', seats: ['c1'], ready: true, screen: true },
        { id: 'p2', name: 'Anna', seats: ['a1'], ready: true, screen: false },
      ],
    }),
  )
  prepare?.(store)
  const html = renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>
        {node}
      </ClientContext.Provider>
    </Provider>,
  )
  return { html, sent, client }
}

describe('a stream overlay in the lobby', () => {
  it('shows the game, its seats and who is here, and no control', () => {
    const { html } = render()
    expect(html).toContain('Dawn Patrols')
    expect(html).toContain('Anna')
    expect(html).toContain('Waiting for a player to take a seat')
    for (const id of ['lobby-sit-a2', 'lobby-ready', 'lobby-leave', 'lobby-start', 'chat-input']) expect(html, id).not.toContain(`data-testid="${id}"`)
    expect(html).not.toContain('<button')
    expect(html).not.toContain('<input')
    expect(html).not.toContain('You are watching')
  })

  it("reads how the game is won whole, in the chat's place: nothing to unfold (003 Victory, lines 132-141)", () => {
    const game = Game.start(content, scenarioSetup(content, { scenario: 'dawn-patrols' }), secret(2))
    const { html } = render(<CardLobby />, (store) =>
      store.dispatch(viewReceived({ type: 'view', session: 'g1', seat: null, mine: [], seats: [], view: game.view(null), events: [], waitingFor: [] })),
    )
    expect(html).toContain('data-testid="lobby-how-won"')
    expect(html).toContain('The side with more points wins; equal points, a draw.')
    expect(html).toContain('Each side scores')
    expect(html).not.toContain('<summary')
    expect(html).not.toContain('data-testid="lobby-goal"')
  })

  it('its joins say it is an overlay; a join at a seat never does', () => {
    const { sent, client } = render()
    client.overlay = true
    client.join('g1', null)
    client.join('g1', 'a2')
    const joins = sent.filter((m) => m.type === 'join')
    expect(joins.map((m) => (m as { overlay?: true }).overlay)).toEqual([true, undefined])
  })
})
