/**
 * The game end's scores (003 Victory, lines 136-137: "-1 for each of your own aircraft shot down"): a side below
 * nothing reads with the minus sign the legend beside it uses, not a hyphen.
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
import { GameEnd } from './GameEnd'

describe('the game end’s scores', () => {
  it('writes a score below nothing with a minus sign', () => {
    const game = startGame([arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', seat: 'pilot' }, 100, 60, 0), arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central', seat: 'hun' }, 100, 75, 0)])
    const view = { ...game.view('pilot'), step: 'over', result: { winner: 'allied', scores: { allied: 2, central: -1 }, reason: 'one-side-left' } } as unknown as GameView
    const store = makeStore()
    const client = new HostClient({ send: () => {}, onMessage: () => {}, onStatus: () => {} }, store)
    const html = renderToStaticMarkup(
      <Provider store={store}>
        <ClientContext.Provider value={client}>
          <GameEnd view={view} />
        </ClientContext.Provider>
      </Provider>,
    )
    expect(html).toMatch(/data-testid="score-central">.*?<strong>\u22121<\/strong>/)
    expect(html).toMatch(/data-testid="score-allied">.*?<strong>2<\/strong>/)
    expect(html).not.toMatch(/<strong>-1<\/strong>/)
  })
})
