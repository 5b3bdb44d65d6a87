/**
 * The mute (issue 26): S turns the sound off and on anywhere (not while typing in a box, nor under a dialog, which
 * takes the keyboard), and MuteButton does it from the table's bar. Muting keeps the volume for when the sound comes
 * back; it is a setting like the others, kept on this machine (settings-slice `muted`; settings-watch.ts gives the
 * sound board a volume of 0 while it is on).
 */
import { useEffect } from 'react'
import { useAppDispatch, useAppSelector } from '../store'
import { muteToggled } from '../store/settings-slice'
import { MUTE_KEY } from '../shell/help/key-list'
import { typingIn } from '../shell/common/keys'

/** Listens for the mute key on any screen. */
export function MuteKey() {
  const dispatch = useAppDispatch()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== MUTE_KEY || typingIn(e) || e.ctrlKey || e.metaKey || e.altKey || e.repeat) return
      e.preventDefault()
      dispatch(muteToggled())
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dispatch])
  return null
}

/** The bar's sound button: Mute, lit while muted; in the bar's menu it says whether the sound is on. */
export function MuteButton({ inMenu }: { inMenu?: boolean }) {
  // volume 0 is silent too: the menu says so, the button still mutes
  const dispatch = useAppDispatch()
  const muted = useAppSelector((s) => s.settings.values.muted)
  const silent = useAppSelector((s) => s.settings.values.volume === 0)
  const off = muted || silent
  const label = muted ? 'Sound is off: turn it on (S)' : silent ? 'Sound is at volume 0 (Settings): S mutes it anyway' : 'Sound is on: mute it (S)'
  return (
    <button className={muted ? 'on' : ''} onClick={() => dispatch(muteToggled())} title={label} aria-label={muted ? 'unmute the sound' : 'mute the sound'} aria-pressed={muted} data-testid="toggle-mute">
      {inMenu ? (off ? 'Sound: off' : 'Sound: on') : 'Mute'}
    </button>
  )
}
