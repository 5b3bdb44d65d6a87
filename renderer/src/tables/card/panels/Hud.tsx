/**
 * The bar along the top of the table: turn and phase, whose table this is and who the game waits for, the
 * camera, fire arcs and the ruler for any plane, the animation speed, the game's Goal (GoalDialog.tsx: how it is
 * won), and leaving the game. On a narrow window the less-used controls fold into a "☰ More" menu (HudTools.tsx,
 * measured); the bar's words and Leave always stay. A stream's audience sees the scenario's name at its right.
 *
 * Keys: C cycles the camera, N shows or hides the nameplates, A shows the selected plane's arcs, G its ruler,
 * H what the ground pieces threaten (where there are any; T is a card key in the planning panel), [ and ] select
 * the previous and next plane.
 */
import { useEffect, useRef, useState } from 'react'
import { shallowEqual } from 'react-redux'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { threateningPieces } from '../scene/piece-effects'
import { planeName } from './plane-name'
import { teamColour } from '../../common/team-colours'
import { useAppDispatch, useAppSelector } from '../../../store'
import { arcsToggled, cameraModeChosen, cameraModeCycled, nameplatesToggled, planeSelected, rulerToggled, threatsToggled } from '../../../store/ui-slice'
import { savedNoteDismissed } from '../../../store/saves-slice'
import { selectShownView, tablePosition } from '../../../store/shown-view'
import './table-results.css'
import { SpeedSelect } from '../../common/SpeedSelect'
import { keysOpened, rulesOpened, settingsOpened } from '../../../store/settings-slice'
import { MuteButton } from '../../../sound/MuteKey'
import { useTableExits } from '../../common/TableExitButtons'
import { HudTools, type HudTool } from './HudTools'
import { GoalDialog } from './GoalDialog'
import { CARD_BAR, useBarHeight } from '../../common/use-bar-height'
import { typingIn } from '../../../shell/common/keys'
import { opponentWords } from './opponent-words'
import { optionalRulesOn, TURNLESS } from '../../../../../shared/protocol/rules-words'
import '../../../shell/new-game/optional-rules.css'

const STEPS = ['plan', '1', '2', '3'] as const
/** what each step of a turn is, for a newcomer pointing at the track (003: Planning, then three phases of movement and fire) */
const STEP_TITLES = ['Plan: each pilot picks three manoeuvre cards in secret', 'Phase 1: every plane flies its first card, then fires', 'Phase 2: every plane flies its second card, then fires', 'Phase 3: every plane flies its third card, then fires']

/** "Saved as ..." for a few seconds after a save. */
function SavedNote() {
  const saved = useAppSelector((s) => s.saves.lastSaved)
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (!saved) return
    const t = setTimeout(() => dispatch(savedNoteDismissed()), 4000)
    return () => clearTimeout(t)
  }, [saved, dispatch])
  if (!saved) return null
  return (
    <span className="saved-note" role="status" data-testid="saved-note">
      Saved as {saved}
    </span>
  )
}

/**
 * `view` is the host's latest view: whose move it is comes from it. The turn, the phase and the planes still
 * flying are what the table has played up to (the shown view), never ahead of the planes.
 */
export function Hud({ view }: { view: GameView }) {
  const dispatch = useAppDispatch()
  const camera = useAppSelector((s) => s.ui.camera)
  const selected = useAppSelector((s) => s.ui.selected)
  const arcsFor = useAppSelector((s) => s.ui.arcsFor)
  const rulerFor = useAppSelector((s) => s.ui.rulerFor)
  const nameplates = useAppSelector((s) => s.ui.nameplates)
  const threats = useAppSelector((s) => s.ui.threats)
  const waiting = useAppSelector((s) => s.game.waitingFor)
  const seat = useAppSelector((s) => s.game.seat)
  // only the host's own screen saves: a guest (in a browser, or this app at another host) is not offered it
  const screen = useAppSelector((s) => s.lobby.role) === 'screen'
  const seats = useAppSelector((s) => s.game.seats)
  const animating = useAppSelector((s) => s.ui.animating)
  const shown = useAppSelector(selectShownView) ?? view
  const position = useAppSelector((s) => tablePosition(s.game), shallowEqual) ?? { turn: view.turn, phase: view.step === 'planning' ? 0 : view.phase, over: view.step === 'over' }
  const flying = shown.planes.filter((p) => p.status === 'flying')
  // the Threats toggle is offered where the table has ground pieces that fire
  const threatening = threateningPieces(rulesFor(view.setup), shown.planes, true, []).length > 0
  const bar = useRef<HTMLDivElement>(null)
  const [goalOpen, setGoalOpen] = useState(false)
  useBarHeight(bar, CARD_BAR)
  const exits = useTableExits(view, screen)

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const k = e.key.toLowerCase()
      if (k === 'c') dispatch(cameraModeCycled())
      else if (k === 'n') dispatch(nameplatesToggled())
      else if (k === 'h' && threatening) dispatch(threatsToggled())
      else if (k === 'a' && selected) dispatch(arcsToggled(selected))
      else if (k === 'g' && selected) dispatch(rulerToggled(selected))
      else if (e.key === '[' || e.key === ']') {
        const n = flying.length
        const i = flying.findIndex((p) => p.id === selected)
        const next = i < 0 ? flying[e.key === ']' ? 0 : n - 1] : flying[(i + (e.key === ']' ? 1 : n - 1)) % n]
        if (next) dispatch(planeSelected(next.id))
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [dispatch, selected, flying, threatening])

  // the bar's controls, each with its rank: on a narrow window the lowest ranks fold first into "☰ More" (HudTools);
  // another control is added here with an id, a rank and its node
  const tools: HudTool[] = [
    ...(flying.length > 0
      ? [
          {
            id: 'plane',
            rank: 90,
            node: (
              <label title="[ and ] select planes">
                <span className="label-text">Plane</span>
                <select value={selected ?? ''} onChange={(e) => (dispatch(planeSelected(e.target.value || null)), e.currentTarget.blur())} data-testid="select-plane">
                  <option value="">No plane selected</option>
                  {flying.map((p) => (
                    <option key={p.id} value={p.id}>
                      {planeName(view.planes, p.id, content)}
                    </option>
                  ))}
                </select>
              </label>
            ),
          },
        ]
      : []),
    {
      id: 'arcs',
      rank: 40,
      node: (
        <button className={selected && arcsFor.includes(selected) ? 'on' : ''} disabled={!selected} onClick={() => selected && dispatch(arcsToggled(selected))} title="Fire arcs of the selected plane, and at its ghosts while you plan (A)" data-testid="toggle-arcs">
          Arcs
        </button>
      ),
    },
    {
      id: 'ruler',
      rank: 30,
      node: (
        <button className={selected && rulerFor === selected ? 'on' : ''} disabled={!selected} onClick={() => selected && dispatch(rulerToggled(selected))} title="Range ruler of the selected plane (G)" data-testid="toggle-ruler">
          Ruler
        </button>
      ),
    },
    {
      id: 'names',
      rank: 10,
      node: (
        <button className={nameplates ? 'on' : ''} onClick={() => dispatch(nameplatesToggled())} title="Names over the planes (N)" aria-pressed={nameplates} data-testid="toggle-names">
          Names
        </button>
      ),
    },
    ...(threatening
      ? [
          {
            id: 'threats',
            rank: 20,
            node: (
              <button className={threats ? 'on' : ''} onClick={() => dispatch(threatsToggled())} title="What the ground pieces threaten: the AA guns' ranges by height, the trenches' and AA machine guns' reach (H)" aria-pressed={threats} data-testid="toggle-threats">
                Threats
              </button>
            ),
          },
        ]
      : []),
    {
      id: 'camera',
      rank: 70,
      node: (
        <span className="group" role="group" aria-label="camera (C cycles)">
          {(['orbit', 'top', 'follow'] as const).map((m) => (
            <button key={m} className={camera === m ? 'on' : ''} onClick={() => dispatch(cameraModeChosen(m))} data-testid={`camera-${m}`} title={`${m === 'orbit' ? 'Orbit' : m === 'top' ? 'Top-down' : 'Follow the selected plane'}: C cycles the camera`}>
              {m === 'orbit' ? 'Orbit' : m === 'top' ? 'Top' : 'Follow'}
            </button>
          ))}
        </span>
      ),
    },
    { id: 'speed', rank: 50, node: <SpeedSelect testId="speed" /> },
    {
      id: 'settings',
      rank: 60,
      node: (inMenu: boolean) => (
        <button onClick={() => dispatch(settingsOpened(true))} title="Settings: size, clouds, sound, team colours" aria-label="Settings" data-testid="open-settings">
          {inMenu ? '⚙ Settings' : '⚙'}
        </button>
      ),
    },
    {
      id: 'rules',
      rank: 80,
      node: (inMenu: boolean) => (
        <button onClick={() => dispatch(rulesOpened(true))} title="How to play (?)" aria-label="How to play" data-testid="open-rules">
          {inMenu ? '? How to play' : '?'}
        </button>
      ),
    },
    // the keyboard map (K) and the mute (S): issue 26's help (KeyMap.tsx, sound/MuteKey.tsx)
    {
      id: 'keys',
      rank: 15,
      node: (
        <button onClick={() => dispatch(keysOpened(true))} title="Every key, on one screen (K)" aria-label="Keys" data-testid="open-keys">
          Keys
        </button>
      ),
    },
    { id: 'sound', rank: 45, node: (inMenu: boolean) => <MuteButton inMenu={inMenu} /> },
    // how this game is won (GoalDialog.tsx): the first to fold, into More, where it says what it is
    {
      id: 'goal',
      rank: 5,
      node: (inMenu: boolean) => (
        <button className={goalOpen ? 'on' : ''} onClick={() => setGoalOpen(true)} title="How this game is won: when it ends, who wins, each side's points" data-testid="open-goal">
          {inMenu ? 'Goal of this game' : 'Goal'}
        </button>
      ),
    },
    ...(exits.save ? [{ id: 'save', rank: 55, node: exits.save }] : []),
  ]

  const current = position.phase
  const waitingNames = waiting.map((id) => planeName(view.planes, id, content))
  const myTurn = view.planes.some((p) => p.seat === seat && waiting.includes(p.id))
  const me = seats.find((s) => s.id === seat)
  const myTeam = view.setup.teams.find((t) => t.id === me?.team)
  const against = opponentWords(seats, seat)
  const status = animating ? 'the planes move…' : position.over ? '' : myTurn ? (view.step === 'planning' ? 'your move: plan' : view.step === 'tailing' ? 'your move: order your cards' : view.step === 'taxiing' ? 'your move: place your plane on the ground' : view.step === 'archie' ? 'your move: aim the AA guns' : view.step === 'choosing' ? 'your move: choose among the cards drawn' : 'your move: fire') : waitingNames.length ? `waiting for ${waitingNames.join(', ')}` : ''
  return (
    <>
      <div className="hud" ref={bar} data-testid="hud" onMouseDown={(e) => (e.target as HTMLElement).closest('button') && e.preventDefault()}>
        <span className="turn" data-testid="turn">
          Turn {position.turn}
        </span>
        {position.over ? (
          <span className="phase-track over" data-testid="phase-track">
            game over
          </span>
        ) : (
          <span className="phase-track" aria-label={current === 0 ? 'planning' : `phase ${current} of 3: move and fire`} data-testid="phase-track" data-phase={current}>
            {STEPS.map((s, i) => (
              <span key={s} className={`phase-dot ${i === current ? 'on' : i < current ? 'done' : ''}`} title={STEP_TITLES[i]}>
                {s}
              </span>
            ))}
          </span>
        )}
        {me && (
          <span className="seat-chip" style={{ borderColor: teamColour(myTeam?.side) }} data-testid="hud-seat">
            {me.name}
          </span>
        )}
        {against && (
          <span className="opponent-chip" title="who plays the other side: New game sets it" data-testid="hud-against">
            {against}
          </span>
        )}
        <OptionalRulesChip view={view} />
        <span className={`waiting ${myTurn && !animating ? 'mine' : ''}`} data-testid="hud-status">
          {status}
        </span>
        <span className="spacer" />
        {/* the scenario's name, for a stream's audience only (stream.css): a player's bar has no room to spare */}
        <span className="stream-title" data-testid="hud-title">
          {view.setup.title}
        </span>
        <HudTools bar={bar} tools={tools} />
        {exits.leave}
        <SavedNote />
        {exits.dialogs}
      </div>
      {/* outside the bar: its words wrap, as the bar's do not */}
      {goalOpen && <GoalDialog view={view} onClose={() => setGoalOpen(false)} />}
    </>
  )
}

/** The optional rules this game plays, short on the bar, each in full in its tooltip; nothing in the basic game. */
function OptionalRulesChip({ view }: { view: GameView }) {
  const t = view.setup.options.turnless
  // 004's turn-less game (issue 11) is a choice, not a tick: named with the ticked rules when it is on
  const on = [...optionalRulesOn(view.setup.options), ...(t === 'three' || t === 'two' ? [{ label: `${TURNLESS.label} (queue of ${t})`, source: TURNLESS.source, line: TURNLESS.line }] : [])]
  if (on.length === 0) return null
  return (
    <span className="chip rules-chip" title={on.map((r) => `${r.label}: ${r.line}`).join('\n')} data-testid="hud-rules">
      <span className="rules-long">+ {on.map((r) => r.label.replace(/ for rear guns$/, '')).join(', ')}</span>
      <span className="rules-short">
        +{on.length} rule{on.length === 1 ? '' : 's'}
      </span>
    </span>
  )
}
