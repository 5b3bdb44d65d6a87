import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './App'
import { HostClient } from './net/client'
import { ClientContext } from './net/client-context'
import { watchHotseat } from './net/hotseat'
import { watchTablePace } from './net/table-pace'
import { LanClient } from './net/lan-client'
import { LanContext } from './net/lan-context'
import { createTransport } from './net/transport'
import { delayedTransport } from './net/delayed-transport'
import { startStream, STREAM } from './net/stream-page'
import { makeStore } from './store'
import { watchSettings } from './store/settings-watch'
import { watchDrafts } from './store/draft-memory'
import './styles.css'

const store = makeStore()
// the settings take effect (palette, UI scale, volume) before anything renders, and are kept on every change
watchSettings(store)
// a stream source watches as a spectator, as late as its address asks
const client = new HostClient(STREAM ? delayedTransport(createTransport(), STREAM.delayMs) : createTransport(), store)
if (STREAM) startStream(store, client, STREAM)
watchHotseat(store, client)
// a game of bots only goes at the pace this table shows it (the host waits for its word)
watchTablePace(store, client)
// a half-made plan is kept in the tab and comes back after a reload (never sent anywhere)
watchDrafts(store)
const lan = new LanClient(client, store)
// the test hooks (window.__overdive) are built only into test builds: VITE_OVERDIVE_TEST_HOOKS=1 at build time
if (import.meta.env.VITE_OVERDIVE_TEST_HOOKS === '1') void import('./test-hooks').then((m) => m.installTestHooks(store, client))

createRoot(document.getElementById('root')!).render(
  <Provider store={store}>
    <ClientContext.Provider value={client}>
      <LanContext.Provider value={lan}>
        <App />
      </LanContext.Provider>
    </ClientContext.Provider>
  </Provider>,
)
