/**
 * Firing: the seat's planes that have targets, the targets with their range band (short range, the ruler's
 * first half: two cards; long range: one), and holding fire. Targets are ringed on the table too and can be
 * clicked there. A two-seater picks a target for each gun arc, two different ones.
 *
 * Every enemy the guns cannot reach is listed too, with the reason (shared/engine/fire-reasons.ts): out of the arc,
 * beyond the ruler, the line blocked by a named plane, overlapping bases, guns jammed. A seat whose planes cannot
 * fire at anything this step is told why instead of seeing nothing.
 *
 * An arc with exactly one target starts with it chosen (fire-choice.ts); with several, on "Hold fire".
 *
 * Keys: 1-9 choose a target of the front guns, Shift+1-9 of the rear guns, H holds fire, Tab goes to the next
 * plane, Enter gives the orders. Orders are sent once: the plane leaves the panel as they go (ui-slice's
 * fireSentPlanes), and an Enter held down, or pressed again within a moment of the next plane coming up, sends
 * nothing (confirm-key.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { describeReason, fireReasons, type TargetReasons } from '../../../../../shared/engine/fire-reasons'
import type { GunArc } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { content, rulesFor } from '../../../content'
import { planeName } from './plane-name'
import { useClient } from '../../../net/client-context'
import { teamColour } from '../../common/team-colours'
import { fireTargetChosen } from '../scene/target-choice'
import { useAppDispatch, useAppSelector, useAppStore } from '../../../store'
import { fireHeld, fireSent, planeSelected } from '../../../store/ui-slice'
import { keyActivatesFocused, typingIn } from '../../../shell/common/keys'
import { silencedGuns } from './silenced-guns'
import { gunsName, ownShooters } from './fire-shooters'
import { pieceKind } from './piece-words'
import { shotLevelNote } from './altitude-words'
import { rocketChoice } from './rocket-choice'
import { fireChoice } from './fire-choice'
import { confirmKeyTaken } from './confirm-key'
import { aceFireToggles } from './ace-fire-toggles'
import { AceFireToggles, type AceChoices } from './AceFireToggles'
import '../../../shell/new-game/optional-rules.css'
import './fire-panel.css'

const ARCS: GunArc[] = ['front', 'rear']

export function FirePanel({ view }: { view: GameView }) {
  const client = useClient()
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const seat = useAppSelector((s) => s.game.seat)
  const animating = useAppSelector((s) => s.ui.animating)
  const selected = useAppSelector((s) => s.ui.selected)
  const drafts = useAppSelector((s) => s.ui.fireDraft)
  const sent = useAppSelector((s) => s.ui.fireSentPlanes)
  const mine = useMemo(() => (view.step === 'firing' ? view.planes.filter((p) => p.seat === seat && view.fireOptions.some((o) => o.plane === p.id) && !view.ordered.includes(p.id) && !sent.includes(p.id)) : []), [view, seat, sent])
  const active = mine.find((p) => p.id === selected) ?? mine[0]
  const options = useMemo(() => (active ? view.fireOptions.filter((o) => o.plane === active.id) : []), [view, active])
  const rules = rulesFor(view.setup)
  // guns a wound silences this phase (003 Special Damage): shown with the reason, never fired
  const silent = useMemo(() => (active ? silencedGuns(rules, view, active.id) : {}), [rules, view, active])
  // the player's choices, and each untouched arc's only target (silenced arcs never fire)
  const draft = useMemo(() => fireChoice(options, active ? drafts[active.id] : undefined, silent), [options, drafts, active, silent])
  const arcs = ARCS.filter((a) => options.some((o) => o.arc === a))
  /** the arcs that may fire: those with a target, less the silenced ones */
  const live = arcs.filter((a) => !silent[a])
  const visible = !!active && !animating
  // why each enemy can or cannot be fired at, for every plane of this seat that flies (positions are public)
  const reasons = useMemo(() => {
    const out = new Map<string, TargetReasons[]>()
    if (view.step !== 'firing' || seat === null) return out
    const rules = rulesFor(view.setup)
    // its aeroplanes that fly and its pieces that aim guns (an AA machine gun)
    for (const id of ownShooters(rules, view, seat)) out.set(id, fireReasons(rules, view.planes, id))
    return out
  }, [view, seat])
  const shownId = visible ? active?.id : undefined

  // the shooter is selected when its turn to fire comes, so that its arcs and targets show on the table
  useEffect(() => {
    if (shownId) dispatch(planeSelected(shownId))
  }, [shownId, dispatch])

  // 003 Le Prieur Rockets: the counters chosen to fire at the front target, per plane (none: the guns fire)
  const [rocketDraft, setRocketDraft] = useState<Record<string, 1 | 2 | undefined>>({})
  const rocketsNow = active && !silent.front ? rocketChoice(rules, view, active.id, draft.front) : null
  const rocketsChosen = active && rocketsNow?.counts.includes(rocketDraft[active.id] as 1 | 2) ? rocketDraft[active.id] : undefined

  // the aces' declarations (003 Perfect aim, 004's ace firing after), per plane, secret until the fire is resolved
  const [aceDraft, setAceDraft] = useState<Record<string, AceChoices>>({})
  const aceToggles = active ? aceFireToggles(rules, view, active.id, draft) : null
  const aceChosen = (active && aceDraft[active.id]) || {}

  const send = () => {
    // a second press before the panel has drawn again (a double click, two keys in one frame) sends nothing
    if (!active || store.getState().ui.fireSentPlanes.includes(active.id)) return
    const orders: { front?: string | null; rear?: string | null; rockets?: 1 | 2 } = {}
    for (const a of arcs) orders[a] = silent[a] ? null : (draft[a] ?? null)
    // rockets or machine guns, not both (003 line 610): the rear guns hold
    if (rocketsChosen) Object.assign(orders, { rockets: rocketsChosen, rear: arcs.includes('rear') ? null : undefined })
    if (orders.rear === undefined) delete orders.rear
    const ace: { perfectAim?: true; fireAfter?: true; snipe?: GunArc; tenacity?: GunArc } = {}
    if (!rocketsChosen && aceChosen.perfectAim && aceToggles?.perfectAim && !aceToggles.perfectAim.why) ace.perfectAim = true
    if (aceChosen.fireAfter && aceToggles?.fireAfter && !aceToggles.fireAfter.why) ace.fireAfter = true
    // 003 Sniper, 004 Sniper and Tenacity: the arc that tries it (sniper-toggles.ts)
    if (!rocketsChosen && aceChosen.snipe && aceToggles?.snipe && !aceToggles.snipe.why) ace.snipe = aceToggles.snipe.arc
    if (!rocketsChosen && aceChosen.tenacity && aceToggles?.tenacity && !aceToggles.tenacity.why) ace.tenacity = aceToggles.tenacity.arc
    client.fire(active.id, { ...orders, ...ace })
    dispatch(fireSent(active.id))
  }

  // when the plane asked about came up: an Enter pressed just before was meant for the one before it
  const shownAt = useRef(0)
  useEffect(() => {
    shownAt.current = performance.now()
  }, [shownId])

  useEffect(() => {
    if (!visible || !active) return
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      const digit = /^(?:Digit|Numpad)([1-9])$/.exec(e.code)
      if (digit) {
        const arc: GunArc | undefined = e.shiftKey && live.includes('rear') ? 'rear' : live[0]
        const o = arc ? options.filter((x) => x.arc === arc)[Number(digit[1]) - 1] : undefined
        if (o && arc) dispatch(fireTargetChosen({ plane: active.id, arc, target: o.target }))
        e.preventDefault()
      } else if (e.key.toLowerCase() === 'h') {
        for (const a of live) dispatch(fireHeld({ plane: active.id, arc: a }))
      } else if (e.key === 'Tab' && mine.length > 1) {
        e.preventDefault()
        const i = mine.findIndex((p) => p.id === active.id)
        dispatch(planeSelected(mine[(i + (e.shiftKey ? mine.length - 1 : 1)) % mine.length].id))
      } else if (e.key === 'Enter' && !keyActivatesFocused(e)) {
        e.preventDefault()
        if (confirmKeyTaken(e, shownAt.current, performance.now())) send()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const planeOf = (id: string) => view.planes.find((p) => p.id === id)
  // 003 Altitude: a shot one level apart takes one card, whatever the range (the levels are public)
  const levelOf = (id: string) => planeOf(id)?.effects?.alt?.level
  const name = (id: string) => planeName(view.planes, id, content)
  const sideOf = (id: string) => view.setup.teams.find((t) => t.id === planeOf(id)?.team)?.side
  const guns = (arc: GunArc) => gunsName(active ? pieceKind(view, active.id) : 'aeroplane', arc)
  // 003 Roland C.II (lines 287-291): with the altitude rules its rear gun's ring fires all round at a higher plane
  const ring = active !== undefined && view.setup.options.altitude === true && content.aircraft[active.aircraft]?.rearRing === true
  if (!active || animating) {
    // this seat has nothing to decide in this fire step: say why its planes cannot fire
    const idle = animating ? [] : [...reasons].filter(([id]) => !view.fireOptions.some((o) => o.plane === id))
    if (idle.length === 0) return null
    return (
      <div className="panel fire-panel no-fire" data-testid="no-fire-panel">
        <div className="panel-head">
          <strong className="panel-title">No shot this phase</strong>
          <span className="chip">Phase {view.phase}</span>
        </div>
        {idle.map(([id, list]) => (
          <div key={id} className="no-fire-plane" data-testid={`no-fire-${id}`}>
            <div className="arc-name">
              <span className="swatch" style={{ background: teamColour(sideOf(id)) }} /> {name(id)} cannot fire
            </div>
            <ReasonRows list={list} arcs={null} name={name} sideOf={sideOf} />
          </div>
        ))}
        <div className="hint">The others are choosing their targets.</div>
      </div>
    )
  }
  const firing = live.filter((a) => draft[a])
  const activeReasons = reasons.get(active.id) ?? []
  const idleOwn = [...reasons].filter(([id]) => id !== active.id && !view.fireOptions.some((o) => o.plane === id))
  return (
    <div className="panel fire-panel" data-testid="fire-panel" onMouseDown={(e) => e.preventDefault()}>
      <div className="panel-head">
        <span className="swatch" style={{ background: teamColour(sideOf(active.id)) }} />
        <strong className="panel-title">Fire: {name(active.id)}</strong>
        <span className="chip">Phase {view.phase}</span>
        {mine.length > 1 && (
          <span className="plane-tabs" role="tablist" aria-label="planes that may fire (Tab)">
            {mine.map((p) => (
              <button key={p.id} role="tab" aria-selected={p.id === active.id} className={p.id === active.id ? 'on' : ''} onClick={() => dispatch(planeSelected(p.id))} data-testid={`fire-plane-${p.id}`}>
                {name(p.id)}
              </button>
            ))}
          </span>
        )}
      </div>
      {arcs.map((arc) =>
        silent[arc] ? (
          <div key={arc} className="fire-arc silenced" data-testid={`fire-arc-${arc}`}>
            <div className="arc-name">{guns(arc)}: may not fire</div>
            <div className="silenced-why" data-testid={`silenced-${arc}`}>
              {silent[arc]}. <span className="hint">Only you know: the others see you hold fire.</span>
            </div>
            {options
              .filter((o) => o.arc === arc)
              .map((o) => (
                <div key={o.target} className="target no-target" data-testid={`silenced-target-${arc}-${o.target}`}>
                  <span className="swatch" style={{ background: teamColour(sideOf(o.target)) }} />
                  <span className="target-name">{name(o.target)}</span>
                  <span className="why">in reach ({o.cards === 2 ? 'short range' : 'long range'}), guns silent</span>
                </div>
              ))}
          </div>
        ) : (
        <div key={arc} className="fire-arc" data-testid={`fire-arc-${arc}`}>
          <div className="arc-name">
            {guns(arc)} <span className="hint key-hint">{arc === 'rear' ? 'keys Shift+1–9' : arcs.length > 1 ? 'keys 1–9' : 'keys 1–9 pick a target'}</span>
          </div>
          {options
            .filter((o) => o.arc === arc)
            .map((o, i) => {
              const note = shotLevelNote(levelOf(active.id), levelOf(o.target), o.cards, arc === 'rear' && ring)
              return (
                <button
                  key={o.target}
                  className={`target ${draft[arc] === o.target ? 'on' : ''} ${o.cards === 2 ? 'short' : 'long'} ${note ? 'with-note' : ''}`}
                  aria-pressed={draft[arc] === o.target}
                  onClick={() => dispatch(fireTargetChosen({ plane: active.id, arc, target: o.target }))}
                  data-testid={`target-${arc}-${o.target}`}
                >
                  <span className="key">{arc === 'rear' ? '⇧' : ''}{i + 1}</span>
                  <span className="swatch" style={{ background: teamColour(sideOf(o.target)) }} />
                  <span className="target-name">{name(o.target)}</span>
                  <span className="band" data-testid={`band-${arc}-${o.target}`}>
                    {o.cards === 2 ? 'short range · 2 cards' : 'long range · 1 card'}
                  </span>
                  <span className="dist">{o.distance.toFixed(1)} cm</span>
                  {note && (
                    <span className="level-note" title={"A target one level up or down is fired at as if at long range, one card, and only within half a ruler\nRule source: 003 Altitude"} data-testid={`level-note-${arc}-${o.target}`}>
                      {note}
                    </span>
                  )}
                </button>
              )
            })}
          <ReasonRows list={activeReasons} arcs={[arc]} name={name} sideOf={sideOf} />
          {arc === 'front' && rocketsNow && (
            <div className="rockets" data-testid="rockets">
              <span className="arc-name">Rockets:</span>
              {rocketsNow.counts.length ? (
                <>
                  {rocketsNow.counts.map((n) => (
                    <button key={n} className={`target ${rocketsChosen === n ? 'on' : ''}`} aria-pressed={rocketsChosen === n} onClick={() => setRocketDraft({ ...rocketDraft, [active.id]: rocketsChosen === n ? undefined : n })} data-testid={`rockets-${n}`}>
                      {n}
                    </button>
                  ))}
                  <span className="hint">({rocketsNow.left} left; in place of the guns, they hit after the next manoeuvre)</span>
                </>
              ) : (
                <span className="why" data-testid="rockets-why">
                  {rocketsNow.why} ({rocketsNow.left} left)
                </span>
              )}
            </div>
          )}
          <button className={`target hold ${draft[arc] === null || draft[arc] === undefined ? 'on' : ''}`} aria-pressed={!draft[arc]} onClick={() => dispatch(fireHeld({ plane: active.id, arc }))} data-testid={`hold-${arc}`}>
            <span className="key">H</span> Hold fire
          </button>
        </div>
        ),
      )}
      {ARCS.filter((a) => !arcs.includes(a) && activeReasons.some((t) => t.arcs.some((r) => r.arc === a))).map((arc) => (
        <div key={arc} className="fire-arc" data-testid={`fire-arc-${arc}`}>
          <div className="arc-name">{guns(arc)}: no target</div>
          <ReasonRows list={activeReasons} arcs={[arc]} name={name} sideOf={sideOf} />
        </div>
      ))}
      {idleOwn.map(([id, list]) => (
        <div key={id} className="no-fire-plane" data-testid={`no-fire-${id}`}>
          <div className="arc-name">{name(id)} cannot fire</div>
          <ReasonRows list={list} arcs={null} name={name} sideOf={sideOf} />
        </div>
      ))}
      {aceToggles && <AceFireToggles toggles={aceToggles} chosen={aceChosen} onChange={(c) => setAceDraft({ ...aceDraft, [active.id]: c })} />}
      {live.length > 1 && <div className="hint">A two-seater fires its front and rear guns at two different targets.</div>}
      <button className={`primary ${firing.length ? 'fire' : ''}`} onClick={send} data-testid="confirm-fire">
        {rocketsChosen ? `Fire ${rocketsChosen === 2 ? 'two rockets' : 'a rocket'} at ${name(draft.front!)}` : firing.length ? `Fire at ${firing.map((a) => name(draft[a]!)).join(' and ')}${aceChosen.perfectAim && aceToggles?.perfectAim && !aceToggles.perfectAim.why ? ' with perfect aim' : ''}${aceChosen.snipe && aceToggles?.snipe && !aceToggles.snipe.why ? ", trying a bull's-eye" : ''}${aceChosen.tenacity && aceToggles?.tenacity && !aceToggles.tenacity.why ? ' with Tenacity' : ''}` : 'Confirm: hold fire'} <kbd>⏎</kbd>
      </button>
    </div>
  )
}

/**
 * The enemies a plane cannot fire at, each with the reason. With `arcs` given, the reasons of those arcs for the
 * targets they cannot reach; with null, one row per enemy joining the reasons of all its arcs.
 */
function ReasonRows({ list, arcs, name, sideOf }: { list: TargetReasons[]; arcs: GunArc[] | null; name: (id: string) => string; sideOf: (id: string) => string | undefined }) {
  const rows = list
    .map((t) => {
      const rs = t.arcs.filter((a) => (arcs ? arcs.includes(a.arc) : true))
      if (rs.length === 0 || rs.every((a) => a.reason.kind === 'can-fire')) return null
      const blocked = rs.filter((a) => a.reason.kind !== 'can-fire')
      const text = [...new Set(blocked.map((a) => describeReason(a.reason, name)))]
      const label = !arcs && t.arcs.length > 1 ? blocked.map((a) => `${a.arc === 'front' ? 'front guns' : 'rear guns'}: ${describeReason(a.reason, name)}`) : text
      return { target: t.target, kinds: blocked.map((a) => a.reason.kind), label, arc: arcs?.[0] ?? 'all' }
    })
    .filter((r): r is NonNullable<typeof r> => r !== null)
  return (
    <>
      {rows.map((r) => (
        <div key={r.target} className="target no-target" data-testid={`reason-${r.arc}-${r.target}`} data-reason={r.kinds.join(' ')}>
          <span className="swatch" style={{ background: teamColour(sideOf(r.target)) }} />
          <span className="target-name">{name(r.target)}</span>
          <span className="why">{r.label.join('; ')}</span>
        </div>
      ))}
    </>
  )
}
