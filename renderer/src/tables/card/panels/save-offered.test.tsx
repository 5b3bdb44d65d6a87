/**
 * Saving is the host's screen's right (docs/security.md): the table and the game end offer Save only to the
 * screen, not to a guest (a browser on the LAN, or this app playing at another host), whose request the host
 * would refuse.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { arriving } from '../../../../../electron/testing/engine-helpers'
import { startGame } from '../../../../../electron/testing/fixtures'
import type { GameView } from '../../../../../shared/engine/view'
import { HostClient } from '../../../net/client'
import { ClientContext } from '../../../net/client-context'
import { makeStore } from '../../../store'
import { roleKnown } from '../../../store/lobby-slice'
import { GameEnd } from './GameEnd'
import { Hud } from './Hud'

function render(role: 'screen' | 'guest', node: (view: GameView) => React.ReactNode, view: GameView): string {
  const store = makeStore()
  const client = new HostClient({ send: () => {}, onMessage: () => {}, onStatus: () => {} }, store)
  store.dispatch(roleKnown({ role }))
  return renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>{node(view)}</ClientContext.Provider>
    </Provider>,
  )
}

/** A duel's view, marked over with a draw: all the game end needs. */
function finished(): GameView {
  const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
  return { ...game.view('pilot'), step: 'over', result: { winner: null, scores: { allied: 0, central: 0 }, reason: 'turn-limit' } } as unknown as GameView
}

describe('Save is offered to the host’s screen only', () => {
  it('the table’s Save button', () => {
    const view = finished()
    expect(render('screen', (v) => <Hud view={v} />, view)).toContain('data-testid="save-game"')
    expect(render('guest', (v) => <Hud view={v} />, view)).not.toContain('data-testid="save-game"')
  })

  it('the game end’s Save and watch the replay', () => {
    const view = finished()
    const screen = render('screen', (v) => <GameEnd view={v} />, view)
    expect(screen).toContain('data-testid="watch-replay"')
    expect(screen).toContain('data-testid="back-to-menu"')
    expect(render('guest', (v) => <GameEnd view={v} />, view)).not.toContain('data-testid="watch-replay"')
  })
})
