/**
 * New game's free dogfight: the table's size (refused in words outside 20-1000 cm, the seats still listed) and its
 * planes, each with its side and, under 003 Altitude, the level it starts at.
 */
import { startLevels, scenarioCeiling } from '../../../../shared/engine/rules/altitude/table-setup'
import { content } from '../../content'
import { teamColour } from '../../tables/common/team-colours'
import { freePlanesChoice, sizeOk, TABLE_MAX, TABLE_MIN, type FreePlane } from './new-game-rules'
import './free-dogfight.css'

/** The aeroplanes a free dogfight may fly (not balloons), by name. */
const fighters = Object.values(content.aircraft)
  .filter((a) => a.kind === 'aeroplane')
  .sort((a, b) => a.name.localeCompare(b.name))

interface FreeDogfightFieldsProps {
  table: { width: number; depth: number }
  /** what is wrong with the table's size, or null */
  tableProblem: string | null
  free: readonly FreePlane[]
  /** 003 Altitude is on: each plane's starting level is chosen, within Flying Higher's `floor` if there is one */
  altitude: boolean
  floor: number | undefined
  onTable: (t: { width: number; depth: number }) => void
  /** planes added, removed or changed: the seats are made again */
  onPlanes: (free: FreePlane[]) => void
  /** a starting level changed: the seats stay */
  onLevels: (free: FreePlane[]) => void
}

export function FreeDogfightFields({ table, tableProblem, free, altitude, floor, onTable, onPlanes, onLevels }: FreeDogfightFieldsProps) {
  return (
    <div className="form-block">
      <div className="row">
        <label>
          Table width (cm)
          <input type="number" min={TABLE_MIN} max={TABLE_MAX} value={table.width} aria-invalid={!sizeOk(table.width)} onChange={(e) => onTable({ ...table, width: Number(e.target.value) })} data-testid="table-width" />
        </label>
        <label>
          Table depth (cm)
          <input type="number" min={TABLE_MIN} max={TABLE_MAX} value={table.depth} aria-invalid={!sizeOk(table.depth)} onChange={(e) => onTable({ ...table, depth: Number(e.target.value) })} data-testid="table-depth" />
        </label>
      </div>
      {tableProblem && (
        <p className="field-problem" data-testid="table-problem">
          {tableProblem}
        </p>
      )}
      {free.map((p, i) => (
        <div className="row plane-row free-plane" key={i}>
          <span className="swatch" style={{ background: teamColour(p.team) }} />
          <select className="free-aircraft" value={p.aircraft} onChange={(e) => onPlanes(free.map((q, k) => (k === i ? { ...q, aircraft: e.target.value } : q)))} data-testid={`free-aircraft-${i}`}>
            {fighters.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
          <select value={p.team} onChange={(e) => onPlanes(free.map((q, k) => (k === i ? { ...q, team: e.target.value as 'allied' | 'central' } : q)))} data-testid={`free-team-${i}`}>
            <option value="allied">Allies</option>
            <option value="central">Central Powers</option>
          </select>
          {altitude && (
            <select
              value={freePlanesChoice([p], true, floor)[0].altitude}
              onChange={(e) => onLevels(free.map((q, k) => (k === i ? { ...q, altitude: Number(e.target.value) } : q)))}
              title={
                floor === undefined
                  ? 'The level it starts at: at least 1 and no higher than 3'
                  : `The level it starts at: no lower than the floor, ${floor}, no higher than the ceiling, ${scenarioCeiling(floor)}, nor the plane's own ceiling`
              }
              aria-label={`starting level of plane ${i + 1}`}
              data-testid={`free-level-${i}`}
            >
              {startLevels(floor, content.aircraft[p.aircraft]?.ceiling ?? 3).map((l) => (
                <option key={l} value={l}>
                  Level {l}
                </option>
              ))}
            </select>
          )}
          <button onClick={() => onPlanes(free.filter((_, k) => k !== i))} disabled={free.length <= 2} data-testid={`free-remove-${i}`}>
            Remove
          </button>
        </div>
      ))}
      <button onClick={() => onPlanes([...free, { aircraft: 'spad-xiii', team: free.length % 2 ? 'central' : 'allied' }])} disabled={free.length >= 32} data-testid="add-plane">
        Add a plane
      </button>
    </div>
  )
}
