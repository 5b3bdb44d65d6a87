/**
 * The dice of the latest events, rolled on the table where everyone sees them (dice.ts): big white die faces with
 * their pips, tumbling in, by the plane (or ground unit, or balloon) that rolled them, each with what it was rolled
 * for; after DICE_SECONDS they go (the log keeps them). Dice with no place on the map sit at its north edge.
 */
import { Html } from '@react-three/drei'
import type { Hex } from '../../../../../shared/rulesets/hex/types'
import { diceByPlace, type TableDie } from './dice'
import { hexToWorld, mapExtent, pegTop, type MapSize } from './hex-coords'

/** how long a roll stays on the table, seconds */
export const DICE_SECONDS = 6

/** the pips of a face of a six-sided die, as cells of a 3x3 grid (0-8) */
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] }

export function DieFace({ die, index }: { die: TableDie; index: number }) {
  const pips = die.sides === 6 ? PIPS[die.value] : null
  return (
    <div className="hex-die" style={{ animationDelay: `${index * 0.12}s` }} title={`${die.why}: ${die.value}`} aria-label={`die showing ${die.value}`} data-value={die.value}>
      {pips ? Array.from({ length: 9 }, (_, i) => <span key={i} className={pips.includes(i) ? 'pip' : ''} />) : <b>{die.value}</b>}
    </div>
  )
}

export function HexDice({ dice, map, altitudeOf }: { dice: TableDie[]; map: MapSize; altitudeOf: (hex: Hex) => number }) {
  if (!dice.length) return null
  const edge = mapExtent(map)
  return (
    <group name="hex-dice">
      {diceByPlace(dice).map((g) => {
        const [x, z] = g.hex ? hexToWorld(g.hex, map) : [0, -edge.halfZ]
        const y = g.hex ? pegTop(altitudeOf(g.hex)) + 9 : 4
        return (
          <Html key={g.key} position={[x, y, z]} center zIndexRange={[5, 5]}>
            <div className="hex-dice" data-testid={`hex-dice-${g.key}`}>
              <div className="hex-dice-row">
                {g.dice.map((d, i) => (
                  <DieFace key={i} die={d} index={i} />
                ))}
              </div>
              <div className="hex-dice-why">{g.dice[g.dice.length - 1].why}</div>
            </div>
          </Html>
        )
      })}
    </group>
  )
}
