/**
 * The settings, kept on this machine: the size of the panels and text, the clouds, the speed games start at,
 * the sound volume, colour-blind-safe team colours and stream mode; and, at the host's own screen, whether the ace
 * learns how its player flies (kept by the host: AceMemoryRow). Opened from the main menu and from the
 * table's bar; it lies over the screen, which keeps playing underneath. Every change takes effect at once.
 */
import { PALETTES, type TeamPalette } from '../../tables/common/team-colours'
import { soundBoard } from '../../sound/sound-board'
import { useAppDispatch, useAppSelector } from '../../store'
import { effectiveScale, settingChanged, settingsOpened, settingsReset, SPEEDS, UI_SCALES, type CloudSetting } from '../../store/settings-slice'
import { Overlay } from '../common/Overlay'
import { AceMemoryRow } from './AceMemoryRow'

const CLOUDS: { value: CloudSetting; label: string }[] = [
  { value: 'on', label: 'On' },
  { value: 'dimmed', label: 'Dimmed' },
  { value: 'off', label: 'Off' },
]

const PALETTE_NAMES: Record<TeamPalette, { label: string; note: string }> = {
  standard: { label: 'Standard', note: 'Allies blue, Central Powers red' },
  'colour-blind': { label: 'Colour-blind safe', note: 'Allies blue, Central Powers orange: told apart with any colour vision' },
}

export function SettingsOverlay() {
  const open = useAppSelector((s) => s.settings.open)
  return open ? <SettingsScreen /> : null
}

export function SettingsScreen() {
  const dispatch = useAppDispatch()
  const v = useAppSelector((s) => s.settings.values)
  const screen = useAppSelector((s) => s.lobby.role === 'screen')
  const close = () => dispatch(settingsOpened(false))
  const volume = Math.round(v.volume * 100)
  const shownScale = effectiveScale(v.uiScale, window.innerWidth, window.innerHeight)
  return (
    <Overlay title="Settings" onClose={close} testId="settings">
      <p className="overlay-note">Kept on this machine. Every change takes effect at once.</p>
      <div className="settings-grid">
        <label htmlFor="set-scale">Panel and text size</label>
        <span className="note-row">
          <select id="set-scale" value={v.uiScale} onChange={(e) => dispatch(settingChanged({ uiScale: Number(e.target.value) }))} data-testid="set-ui-scale">
            {UI_SCALES.map((s) => (
              <option key={s} value={s}>
                {Math.round(s * 100)}%
              </option>
            ))}
          </select>
          {shownScale < v.uiScale && (
            <small className="setting-note" data-testid="ui-scale-limited">
              {Math.round(shownScale * 100)}% in a window this size
            </small>
          )}
        </span>

        <span id="set-clouds-label">Clouds</span>
        <span className="group" role="radiogroup" aria-labelledby="set-clouds-label">
          {CLOUDS.map((c) => (
            <button key={c.value} role="radio" aria-checked={v.clouds === c.value} className={v.clouds === c.value ? 'on' : ''} onClick={() => dispatch(settingChanged({ clouds: c.value }))} data-testid={`set-clouds-${c.value}`}>
              {c.label}
            </button>
          ))}
        </span>

        <label htmlFor="set-speed">Animation speed</label>
        <span className="note-row">
          <select id="set-speed" value={v.speed} onChange={(e) => dispatch(settingChanged({ speed: Number(e.target.value) }))} data-testid="set-speed">
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {s}×
              </option>
            ))}
          </select>
          <small className="setting-note">every game and replay starts at this speed</small>
        </span>

        <label htmlFor="set-volume">Sound</label>
        <span className="volume-row">
          <input id="set-volume" type="range" min={0} max={100} step={5} value={volume} onChange={(e) => dispatch(settingChanged({ volume: Number(e.target.value) / 100 }))} data-testid="set-volume" />
          <output htmlFor="set-volume" data-testid="volume-value">
            {volume === 0 ? 'off' : `${volume}%`}
          </output>
          <button
            disabled={volume === 0 || v.muted}
            onClick={() => {
              soundBoard.unlock()
              soundBoard.play({ kind: 'guns', rounds: 5, rear: false })
            }}
            data-testid="sound-test"
          >
            Try it
          </button>
          <label className="mute-check">
            <input type="checkbox" checked={v.muted} onChange={(e) => dispatch(settingChanged({ muted: e.target.checked }))} data-testid="set-muted" /> muted (S)
          </label>
        </span>

        <span id="set-palette-label">Team colours</span>
        <span className="palette-choice" role="radiogroup" aria-labelledby="set-palette-label">
          {(Object.keys(PALETTES) as TeamPalette[]).map((p) => (
            <button key={p} role="radio" aria-checked={v.palette === p} className={v.palette === p ? 'on' : ''} onClick={() => dispatch(settingChanged({ palette: p }))} title={PALETTE_NAMES[p].note} data-testid={`set-palette-${p}`}>
              <span className="swatch" style={{ background: PALETTES[p].allied }} />
              <span className="swatch" style={{ background: PALETTES[p].central }} />
              {PALETTE_NAMES[p].label}
            </button>
          ))}
        </span>

        <label htmlFor="set-stream">Stream mode</label>
        <span className="note-row">
          <input id="set-stream" type="checkbox" checked={v.streamMode} onChange={(e) => dispatch(settingChanged({ streamMode: e.target.checked }))} data-testid="set-stream-mode" />
          <label htmlFor="set-stream" className="setting-note">
            this screen is streamed: bigger text at the table, no chat on the picture
          </label>
        </span>

        {screen && <AceMemoryRow />}
      </div>
      <div className="overlay-foot">
        <button onClick={() => dispatch(settingsReset())} data-testid="settings-reset">
          Back to defaults
        </button>
        <button className="primary" onClick={close} data-testid="settings-done">
          Done
        </button>
      </div>
    </Overlay>
  )
}
