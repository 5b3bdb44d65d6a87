/**
 * The keyboard map (issue 26): every key the app takes, grouped by where it works, opened with K anywhere (and from
 * the table's bar and How to play). It is drawn from the one key list (key-list.ts), as How to play's Keys section
 * is, so neither can forget a key the panels take.
 */
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../../store'
import { keysOpened } from '../../store/settings-slice'
import { KEY_PLACES, KEYMAP_KEY, keysOf } from './key-list'
import { typingIn } from '../common/keys'
import { Overlay } from '../common/Overlay'
import './help.css'

/** The keys, place by place, as a definition list for each. */
export function KeyTable({ compact }: { compact?: boolean }) {
  return (
    <div className={`key-table ${compact ? 'compact' : ''}`} data-testid="key-table">
      {KEY_PLACES.map(({ place, title }) => (
        <section key={place} className="key-place" data-testid={`keys-${place}`}>
          <h4>{title}</h4>
          <dl>
            {keysOf(place).map((k) => (
              <div className="key-row" key={`${k.keys}|${k.what}`}>
                <dt>
                  <kbd>{k.keys}</kbd>
                </dt>
                <dd>{k.what}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

/** Opens the keyboard map with K on any screen, and shows it while open. */
export function KeyMapOverlay() {
  const open = useAppSelector((s) => s.settings.keysOpen)
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== KEYMAP_KEY || typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      e.preventDefault()
      dispatch(keysOpened(true))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, dispatch])
  if (!open) return null
  return (
    <Overlay title="Keys" onClose={() => dispatch(keysOpened(false))} testId="key-map" wide closeKey={KEYMAP_KEY}>
      <p className="key-map-lead">Every key the table takes. Keys do nothing while you type in a box (the chat, a name). The mouse does all of it too.</p>
      <KeyTable />
    </Overlay>
  )
}
