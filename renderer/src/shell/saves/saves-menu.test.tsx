/**
 * The menu and the saves screen as they render from the store (issue 9, "Menu and saves"): one Continue for the
 * game played last and a link to the others, rows that say scenario, date, turn and winner, a finished game kept
 * twice shown once, the import's note, and the confirm dialog. Then the app's client against a real host: an
 * import says "Imported <name>" or a plain sentence, a rename is done or refused in words.
 */
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { content } from '../../../../electron/testing/fixtures'
import { Host } from '../../../../electron/host/host'
import { inlineBots } from '../../../../electron/host/inline-bots'
import { SaveStore } from '../../../../electron/saves/save-store'
import { Game } from '../../../../shared/engine/game'
import { scenarioSetup } from '../../../../shared/engine/setup'
import type { ClientMessage, SaveListing } from '../../../../shared/protocol/messages'
import { makeSave, serializeSave } from '../../../../shared/save/save-file'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { LanClient } from '../../net/lan-client'
import { LanContext } from '../../net/lan-context'
import { makeStore, type AppStore } from '../../store'
import { roleKnown } from '../../store/lobby-slice'
import { savesFiltered, savesListed, savesNotice, savesRequested, welcomed } from '../../store/saves-slice'
import { hostTransport } from '../../testing/host-transport'
import { ConfirmDialog } from '../common/ConfirmDialog'
import { MainMenu } from '../menu/MainMenu'
import { SavesScreen } from './SavesScreen'

const listing = (file: string, over: boolean, more: Partial<SaveListing> = {}): SaveListing => ({
  file,
  size: 10,
  savedAt: '2026-11-22T10:00:00Z',
  kind: file.startsWith('autosave-') ? 'autosave' : 'manual',
  title: 'Duel over the Trenches',
  scenario: 'duel-over-the-trenches',
  turn: 5,
  over,
  winner: over ? 'Allied' : null,
  game: `game-of-${file}`,
  seats: [
    { id: 'allied', name: 'Allied', kind: 'human' },
    { id: 'central', name: 'German', kind: 'bot:heuristic' },
  ],
  problem: null,
  interrupted: false,
  ...more,
})

function render(node: React.ReactNode, prepare?: (store: AppStore) => void): string {
  const store = makeStore()
  const sent: ClientMessage[] = []
  const client = new HostClient({ send: (m) => sent.push(m), onMessage: () => {}, onStatus: () => {} }, store)
  store.dispatch(roleKnown({ role: 'screen' }))
  prepare?.(store)
  return renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>
        <LanContext.Provider value={new LanClient(client, store)}>{node}</LanContext.Provider>
      </ClientContext.Provider>
    </Provider>,
  )
}

const count = (html: string, text: string) => html.split(text).length - 1

describe('The menu offers one Continue, not a row per game left', () => {
  it('continues the game played last and links to the other unfinished ones', () => {
    const games = [
      listing('autosave-old.journal', false, { savedAt: '2026-11-20T10:00:00Z', turn: 2 }),
      listing('autosave-new.journal', false, { savedAt: '2026-11-22T10:00:00Z', turn: 4 }),
      listing('autosave-mid.journal', false, { savedAt: '2026-11-21T10:00:00Z', turn: 9 }),
    ]
    const html = render(<MainMenu />, (s) => s.dispatch(welcomed(games)))
    expect(count(html, 'data-testid="resume-game-')).toBe(1)
    expect(html).toContain('data-testid="resume-game-autosave-new.journal"')
    expect(html).toContain('Continue Duel over the Trenches, turn 4')
    expect(html).toMatch(/data-testid="other-unfinished"[^>]*>Other unfinished games \(2\)…/)
    // Continue is the menu's first choice then: primary and focused; the quick duel steps back
    expect(html).toMatch(/<button class="big primary" autofocus=""[^>]*data-testid="resume-game-autosave-new.journal"/)
    expect(html).toMatch(/<button class="big"[^>]*data-testid="quick-duel"/)
  })

  it('has no link when only one game is unfinished, and no Continue when none is', () => {
    const one = render(<MainMenu />, (s) => s.dispatch(welcomed([listing('autosave-a.journal', false)])))
    expect(one).toContain('Continue Duel over the Trenches, turn 5')
    expect(one).not.toContain('other-unfinished')
    const none = render(<MainMenu />)
    expect(none).not.toContain('resume-offer')
  })
})

describe('The menu does not move a button under the pointer', () => {
  // a Continue offer comes in above the buttons when the host says which games are left: a click on its way to
  // New game once landed beside it (phone.spec's card guest, in a full run). Until the host has said (a second at most), the
  // buttons keep their places, unseen and taking no click.
  const settling = (html: string) => /class="menu-card menu-main settling"/.test(html)
  it('waits while the host has not said who this screen is, or while the saves are asked for', () => {
    const store = makeStore()
    const client = new HostClient({ send: () => {}, onMessage: () => {}, onStatus: () => {} }, store)
    const html = renderToStaticMarkup(
      <Provider store={store}>
        <ClientContext.Provider value={client}>
          <LanContext.Provider value={new LanClient(client, store)}>
            <MainMenu />
          </LanContext.Provider>
        </ClientContext.Provider>
      </Provider>,
    )
    expect(settling(html)).toBe(true)
    expect(settling(render(<MainMenu />, (st) => st.dispatch(savesRequested())))).toBe(true)
  })
  it('shows its buttons once the saves are listed, with the offer to continue in its place', () => {
    const html = render(<MainMenu />, (st) => (st.dispatch(savesRequested()), st.dispatch(savesListed([listing('autosave-a.journal', false)]))))
    expect(settling(html)).toBe(false)
    expect(html).toContain('data-testid="resume-game-autosave-a.journal"')
  })
})

describe('The saves screen: a row per game with its name, scenario, date, turn and winner', () => {
  it('shows a finished game saved by name and autosaved once, with both files and their actions', () => {
    const same = { game: 'g1', over: true }
    const html = render(<SavesScreen />, (s) =>
      s.dispatch(savesListed([listing('autosave-x.journal', true, same), listing('The end.json', true, same), listing('Draw.json', true, { winner: null }), listing('autosave-y.journal', false)])),
    )
    expect(count(html, 'data-testid="save-The end.json"')).toBe(1)
    expect(html).not.toContain('data-testid="save-autosave-x.journal"')
    expect(html).toContain('data-testid="save-files-The end.json"')
    // the autosave is still reachable from the row
    expect(html).toContain('data-testid="replay-autosave-x.journal"')
    expect(html).toContain('data-testid="delete-autosave-x.journal"')
    expect(html).toMatch(/data-testid="save-name-The end.json">The end</)
    // the winner said as its people (issue 26: "The Allies won", not "Allied won")
    expect(html).toMatch(/data-testid="save-details-The end.json">Duel over the Trenches · [^<]+ · turn 5 · The Allies won</)
    expect(html).toMatch(/data-testid="save-details-Draw.json">[^<]+ · draw</)
    expect(html).toMatch(/data-testid="save-details-autosave-y.journal">[^<]+ · unfinished</)
    // an autosave is named after its game, and its export after that name (issue 26)
    expect(html).toMatch(/data-testid="save-name-autosave-y.journal">Duel over the Trenches — turn 5</)
    expect(html).toContain('title="Download as duel-over-the-trenches-turn-5-2026-11-22.json" data-testid="export-autosave-y.journal"')
    // an unfinished game continues; a finished one does not
    expect(html).toContain('data-testid="resume-autosave-y.journal"')
    expect(html).not.toContain('data-testid="resume-The end.json"')
    expect(html).toContain('data-testid="rename-The end.json"')
  })

  it('shows only the unfinished games when the menu\'s link opened it', () => {
    const html = render(<SavesScreen />, (s) => {
      s.dispatch(savesListed([listing('done.json', true), listing('autosave-a.journal', false), listing('autosave-b.journal', false)]))
      s.dispatch(savesFiltered('unfinished'))
    })
    expect(html).not.toContain('data-testid="save-done.json"')
    expect(html).toContain('data-testid="save-autosave-a.journal"')
    expect(html).toContain('Unfinished (2)')
  })

  it('says how the last import went', () => {
    const ok = render(<SavesScreen />, (s) => s.dispatch(savesNotice({ tone: 'ok', text: 'Imported shared replay' })))
    expect(ok).toMatch(/class="saves-notice ok" role="status" data-testid="saves-notice">Imported shared replay</)
    const bad = render(<SavesScreen />, (s) => s.dispatch(savesNotice({ tone: 'error', text: 'That file is not an Overdive save or replay.' })))
    expect(bad).toMatch(/role="alert"/)
  })
})

describe('ConfirmDialog', () => {
  it('is a modal dialog with a cancel and a confirm button, and a name field when asked for one', () => {
    const html = renderToStaticMarkup(
      <ConfirmDialog title="Delete “x”?" confirmLabel="Delete for good" danger onConfirm={() => {}} onCancel={() => {}} testId="delete-dialog">
        It cannot be undone.
      </ConfirmDialog>,
    )
    expect(html).toMatch(/role="dialog" aria-modal="true"/)
    expect(html).toMatch(/class="danger"[^>]*data-testid="delete-dialog-yes">Delete for good <kbd>Enter<\/kbd>/)
    expect(html).toMatch(/data-testid="delete-dialog-no">Cancel <kbd>Esc<\/kbd>/)
    const named = renderToStaticMarkup(<ConfirmDialog title="Save" confirmLabel="Save" input={{ label: 'Name', initial: 'Duel turn 3' }} onConfirm={() => {}} onCancel={() => {}} testId="save-dialog" />)
    expect(named).toMatch(/<input[^>]*data-testid="save-dialog-name" value="Duel turn 3"/)
    const empty = renderToStaticMarkup(<ConfirmDialog title="Save" confirmLabel="Save" input={{ label: 'Name', initial: ' ' }} onConfirm={() => {}} onCancel={() => {}} testId="save-dialog" />)
    expect(empty).toMatch(/<button class="primary" disabled=""/)
  })
})

describe('The client against a real host: an import and a rename say how they went', () => {
  const until = async (store: AppStore, ok: () => boolean) => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((r) => setTimeout(r, 5))
    expect(ok()).toBe(true)
  }

  function setup() {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-saves-menu-'))
    const host = new Host({ content, botFactory: inlineBots(content), saves: new SaveStore(dir, content) })
    const store = makeStore()
    const client = new HostClient(hostTransport(host), store)
    return { dir, host, store, client }
  }

  it('"Imported <name>" for a good file; a plain sentence for a bad one, and no error toast', async () => {
    const { dir, store, client } = setup()
    const text = serializeSave(makeSave(Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), 3), { central: 'human', allied: 'human' }))
    client.importSave('shared replay', text)
    await until(store, () => store.getState().saves.notice !== null)
    expect(store.getState().saves.notice).toEqual({ tone: 'ok', text: 'Imported shared replay' })
    await until(store, () => store.getState().saves.list.some((s) => s.file === 'shared replay.json'))
    client.importSave('bad', '{"format":"overdive-save","version":3,"meta":{}}')
    await until(store, () => store.getState().saves.notice?.tone === 'error')
    expect(store.getState().saves.notice!.text).toBe('That file looks like an Overdive save, but parts of it are missing or wrong, so it cannot be opened.')
    client.importSave('cut', text.slice(0, 300))
    await until(store, () => store.getState().saves.notice?.text.startsWith('That file is damaged') ?? false)
    expect(store.getState().game.error, "no error toast: the saves screen said it").toBeNull()
    expect(readdirSync(dir)).toEqual(['shared replay.json'])
  })

  it('renames a save, and says why a taken name is refused', async () => {
    const { dir, store, client } = setup()
    const save = (seed: number) => serializeSave(makeSave(Game.start(content, scenarioSetup(content, { scenario: 'duel-over-the-trenches' }), seed), { central: 'human', allied: 'human' }))
    client.importSave('one', save(1))
    client.importSave('two', save(2))
    await until(store, () => store.getState().saves.list.length === 2)
    client.renameSave('one.json', 'Dawn')
    await until(store, () => store.getState().saves.notice?.text === 'Renamed to Dawn')
    await until(store, () => store.getState().saves.list.some((s) => s.file === 'Dawn.json'))
    client.renameSave('Dawn.json', 'two')
    await until(store, () => store.getState().saves.notice?.tone === 'error')
    expect(store.getState().saves.notice!.text).toBe('A save called "two" is already in the saves folder: choose another name.')
    expect(readdirSync(dir).sort()).toEqual(['Dawn.json', 'two.json'])
  })
})
