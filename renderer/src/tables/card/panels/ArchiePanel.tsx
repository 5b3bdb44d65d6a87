/**
 * 003 Ground fire, AA guns placed by their players (lines 679-706): just before the manoeuvres are revealed the game
 * waits (step 'archie') for the owner of each loaded gun. The panel names the gun; the owner clicks the table where
 * the artillery counter goes (the table draws the gun's reach and the counter: scene/ArchieGhost.tsx, through the
 * store's archieAim), picks its height with the altitude rules, and fires there or holds fire. With Adjusting the Aim
 * (lines 744-759) a counter already on the table may be left, moved up to a ruler, delayed, retired, or raised or
 * lowered a level. Each button is greyed with the engine's own reason when it would be refused (archie-aim.ts).
 */
import { useEffect, useMemo, useState } from 'react'
import { RuleSourceNote } from '../../../shell/help/RuleSourceNote'
import { awaitsArchie } from '../../../../../shared/engine/rules/ground-fire/player-aa'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { useClient } from '../../../net/client-context'
import { useAppDispatch, useAppSelector } from '../../../store'
import { archieAimShown } from '../../../store/ui-slice'
import { aimChoices, counterOut, gunsToAim, reachWords, type AimChoice } from './archie-aim'
import { planeName } from './plane-name'
import './tailing-panel.css'
import './taxi-panel.css'

const HEIGHTS = [1, 2, 3, 4, 5]

export function ArchiePanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const aim = useAppSelector((s) => s.ui.archieAim)
  const rules = rulesFor(view.setup)
  const altitude = view.setup.options.altitude === true
  const mine = useMemo(() => gunsToAim(view, seat), [view, seat])
  const active = mine[0]
  const out = active ? counterOut(active) : null
  const askKey = active ? `${active.id}|${view.turn}|${view.phase}` : ''
  const [level, setLevel] = useState<number>(1)
  const shown = !animating && !!active
  // a new question (another gun, another phase): nothing clicked yet; the height that of the counter out, if any
  useEffect(() => {
    if (!askKey) return
    setLevel(out?.level ?? 1)
    dispatch(archieAimShown(null))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the question changes: a counter moved or an aim shown within one question keeps the level the player set
  }, [askKey])
  const at = aim && active && aim.gun === active.id ? aim.at : null
  const choices = active ? aimChoices(rules, view, active, at, altitude ? level : undefined) : []
  const main = choices.find((c) => c.id === (out ? 'move' : 'fire'))
  const ok = !!at && !!main && main.refused === null
  // the table draws the reach and the counter while the panel is up (at the height of the counter out, if any)
  const shownLevel = out ? (out.level ?? level) : level
  useEffect(() => {
    dispatch(archieAimShown(shown && active ? { gun: active.id, at, ...(altitude ? { level: shownLevel } : {}), ok } : null))
  }, [dispatch, shown, active, at, altitude, shownLevel, ok])
  useEffect(() => () => void dispatch(archieAimShown(null)), [dispatch])
  if (view.step !== 'archie' || animating) return null
  const name = (id: string) => planeName(view.planes, id, content)
  if (!active) {
    const waiting = view.planes.filter(awaitsArchie)
    if (!waiting.length) return null
    return (
      <div className="panel tailing-panel" data-testid="archie-wait">
        <div className="panel-head">
          <strong className="panel-title">AA guns</strong>
        </div>
        {waiting.map((p) => (
          <div key={p.id}>{name(p.id)}: its gunner places the artillery counter before the cards are revealed.</div>
        ))}
        <RuleSourceNote source="003, Anti-Aircraft Guns (lines 679-684)" />
      </div>
    )
  }
  const send = (c: AimChoice) => {
    if (c.refused === null) client.archie(active.id, { at: c.answer.at, ...(c.answer.level !== undefined ? { level: c.answer.level } : {}), ...(c.answer.retire ? { retire: true as const } : {}) })
  }
  const button = (c: AimChoice, primary = false) => (
    <button key={c.id} className={primary ? 'primary' : ''} onClick={() => send(c)} disabled={c.refused !== null} title={c.refused ?? undefined} data-testid={`archie-${c.id}`}>
      {c.label}
    </button>
  )
  const problem = at && main?.refused ? main.refused : null
  return (
    <div className="panel tailing-panel archie-panel" data-testid="archie-panel" data-gun={active.id}>
      <div className="panel-head">
        <strong className="panel-title">AA gun: {name(active.id)}</strong>
        <span className="chip">before the reveal</span>
      </div>
      {out ? (
        <div className="hint">
          Your counter is on the table{out.level !== undefined ? ` at height ${out.level}` : ''}: left, it bursts after the second manoeuvre since it was placed. You may move it up to a ruler (click the table), say "delayed", retire it{altitude ? ', or raise or lower it a level' : ''}: each starts the two manoeuvres again. (003, Adjusting the Aim, lines 744-759)
        </div>
      ) : (
        <div className="hint">
          Click the table to put the artillery counter: {reachWords(rules, altitude, level)} (the ring). After two manoeuvres every aircraft over it{altitude ? ' at that height' : ''} takes a C card, and a balloon within half a ruler.
        </div>
      )}
      {altitude && !out && (
        <div className="taxi-buttons" role="group" aria-label="height of the shell" data-testid="archie-heights">
          {HEIGHTS.map((h) => (
            <button key={h} className={h === level ? 'on' : ''} aria-pressed={h === level} onClick={() => setLevel(h)} data-testid={`archie-height-${h}`}>
              Height {h}
            </button>
          ))}
        </div>
      )}
      <div className="taxi-where">
        <b data-testid="archie-at">{at ? `Counter at ${at.x.toFixed(0)}, ${at.y.toFixed(0)} cm${altitude ? `, height ${level}` : ''}` : out ? 'Click the table to move it' : 'Click the table inside the ring'}</b>
      </div>
      {problem && (
        <div className="taxi-problem" data-testid="archie-problem">
          Not there: {problem}
        </div>
      )}
      <div className="taxi-buttons" data-testid="archie-buttons">
        {out ? choices.map((c) => button(c, c.id === 'move')) : choices.map((c) => button(c, c.id === 'fire'))}
      </div>
    </div>
  )
}
