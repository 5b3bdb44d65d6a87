/**
 * Setting up a game: a scenario (with its variants) or a free dogfight, and who sits at each seat.
 */
import { useMemo, useState } from 'react'
import type { SeatKind } from '../../../shared/protocol/messages'
import { freeDogfightSetup, scenarioSetup } from '../../../shared/engine/setup'
import { content } from '../content'
import { useClient } from '../net/client-context'
import { useAppDispatch } from '../store'
import { screenShown } from '../store/ui-slice'

const SEAT_KINDS: { kind: SeatKind; label: string }[] = [
  { kind: 'human', label: 'Human' },
  { kind: 'bot:heuristic', label: 'Bot' },
  { kind: 'bot:random', label: 'Random bot' },
]

const fighters = Object.values(content.aircraft)
  .filter((a) => a.kind === 'aeroplane')
  .sort((a, b) => a.name.localeCompare(b.name))

export function NewGame() {
  const client = useClient()
  const dispatch = useAppDispatch()
  const scenarios = Object.values(content.scenarios)
  const [mode, setMode] = useState<'scenario' | 'free'>('scenario')
  const [scenario, setScenario] = useState(scenarios.find((s) => s.id === 'duel-over-the-trenches')?.id ?? scenarios[0].id)
  const [variant, setVariant] = useState<string>('')
  const [seating, setSeating] = useState<'team' | 'plane'>('team')
  const [free, setFree] = useState<{ aircraft: string; team: 'allied' | 'central' }[]>([
    { aircraft: 'sopwith-camel', team: 'allied' },
    { aircraft: 'fokker-dr-i', team: 'central' },
  ])
  const [table, setTable] = useState({ width: 90, depth: 90 })
  const [illegal, setIllegal] = useState<'straight' | 'stress' | 'out-of-control'>('straight')
  const [kinds, setKinds] = useState<Record<string, SeatKind>>({})

  const setup = useMemo(() => {
    try {
      return mode === 'scenario' ? scenarioSetup(content, { scenario, variant: variant || null, seating }) : freeDogfightSetup(content, { table, planes: free, seating })
    } catch {
      return null
    }
  }, [mode, scenario, variant, seating, table, free])
  const chosen = content.scenarios[scenario]
  const kindOf = (seat: string, i: number): SeatKind => kinds[seat] ?? (i === 0 && setup && setup.seats.length > 1 ? 'bot:heuristic' : 'human')

  const start = () => {
    if (!setup) return
    const seats = setup.seats.map((s, i) => kindOf(s.id, i))
    const choice = mode === 'scenario' ? { kind: 'scenario' as const, scenario, variant: variant || null } : { kind: 'free' as const, table, planes: free }
    client.createGame(choice, seats, { seating, options: { illegalPlan: illegal } })
  }

  return (
    <div className="menu-screen">
      <div className="menu-card wide">
        <h2>New game</h2>
        <div className="tabs">
          <button className={mode === 'scenario' ? 'on' : ''} onClick={() => setMode('scenario')} data-testid="mode-scenario">
            Scenario
          </button>
          <button className={mode === 'free' ? 'on' : ''} onClick={() => setMode('free')} data-testid="mode-free">
            Free dogfight
          </button>
        </div>
        {mode === 'scenario' ? (
          <div className="form-block">
            <label>
              Scenario
              <select value={scenario} onChange={(e) => (setScenario(e.target.value), setVariant(''), setKinds({}))} data-testid="scenario">
                {scenarios.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            {chosen && <p className="blurb">{chosen.blurb}</p>}
            {chosen && chosen.variants.length > 0 && (
              <label>
                Variant
                <select value={variant} onChange={(e) => setVariant(e.target.value)} data-testid="variant">
                  <option value="">As written</option>
                  {chosen.variants.map((v) => (
                    <option key={v.id} value={v.id}>
                      {v.title}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        ) : (
          <div className="form-block">
            <div className="row">
              <label>
                Table width (cm)
                <input type="number" min={40} max={400} value={table.width} onChange={(e) => setTable({ ...table, width: Number(e.target.value) })} data-testid="table-width" />
              </label>
              <label>
                Table depth (cm)
                <input type="number" min={40} max={400} value={table.depth} onChange={(e) => setTable({ ...table, depth: Number(e.target.value) })} data-testid="table-depth" />
              </label>
            </div>
            {free.map((p, i) => (
              <div className="row" key={i}>
                <select value={p.aircraft} onChange={(e) => setFree(free.map((q, k) => (k === i ? { ...q, aircraft: e.target.value } : q)))} data-testid={`free-aircraft-${i}`}>
                  {fighters.map((a) => (
                    <option key={a.id} value={a.id}>
                      {a.name}
                    </option>
                  ))}
                </select>
                <select value={p.team} onChange={(e) => setFree(free.map((q, k) => (k === i ? { ...q, team: e.target.value as 'allied' | 'central' } : q)))} data-testid={`free-team-${i}`}>
                  <option value="allied">Allies</option>
                  <option value="central">Central Powers</option>
                </select>
                <button onClick={() => setFree(free.filter((_, k) => k !== i))} disabled={free.length <= 2}>
                  Remove
                </button>
              </div>
            ))}
            <button onClick={() => setFree([...free, { aircraft: 'spad-xiii', team: free.length % 2 ? 'central' : 'allied' }])} disabled={free.length >= 32} data-testid="add-plane">
              Add a plane
            </button>
          </div>
        )}
        <div className="form-block">
          <label>
            Seats
            <select value={seating} onChange={(e) => (setSeating(e.target.value as 'team' | 'plane'), setKinds({}))} data-testid="seating">
              <option value="team">One seat per side</option>
              <option value="plane">One seat per plane</option>
            </select>
          </label>
          {setup?.seats.map((s, i) => (
            <div className="row seat-row" key={s.id}>
              <span className="seat-name">
                {s.name} <small>({setup.teams.find((t) => t.id === s.team)?.name})</small>
              </span>
              <select value={kindOf(s.id, i)} onChange={(e) => setKinds({ ...kinds, [s.id]: e.target.value as SeatKind })} data-testid={`seat-kind-${s.id}`}>
                {SEAT_KINDS.map((k) => (
                  <option key={k.kind} value={k.kind}>
                    {k.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <label>
            Illegal manoeuvres
            <select value={illegal} onChange={(e) => setIllegal(e.target.value as typeof illegal)} data-testid="illegal-option">
              <option value="straight">Replaced by a straight (rulebook)</option>
              <option value="stress">Straight and stress damage (Tactical Rules)</option>
              <option value="out-of-control">Out of control (house rule)</option>
            </select>
          </label>
        </div>
        <div className="row end">
          <button onClick={() => dispatch(screenShown('menu'))}>Back</button>
          <button className="primary" onClick={start} disabled={!setup} data-testid="start-game">
            Start
          </button>
        </div>
      </div>
    </div>
  )
}
