/**
 * The dice of the latest events, rolled on the table where everyone sees them (dice.ts): big white die faces with
 * their pips, tumbling in, by the plane (or ground unit, or balloon) that rolled them, each with what it was rolled
 * for; after DICE_SECONDS they go (the log keeps them). Dice with no place on the map sit at its north edge. Two
 * planes' dice rolled at once are kept off each other (label-room.ts: `apart`); when three places or more roll at once
 * (a two-on-two's start), a map framed small shows their faces only (`crowded`; hex-scene.css says which pages).
 */
import { HtmlInside } from '../../common/scene/HtmlInside'
import type { Hex } from '../../../../../shared/rulesets/hex/types'
import { crowded, diceByPlace, type TableDie } from './dice'
import { onMap, step } from '../../../../../shared/rulesets/hex/geometry'
import { hexToWorld, mapExtent, type MapSize } from './hex-coords'

/** how long a roll stays on the table, seconds */
export const DICE_SECONDS = 6

/** the pips of a face of a six-sided die, as cells of a 3x3 grid (0-8) */
const PIPS: Record<number, number[]> = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8], 6: [0, 2, 3, 5, 6, 8] }

export function DieFace({ die, index }: { die: TableDie; index: number }) {
  const pips = die.sides === 6 ? PIPS[die.value] : null
  return (
    <div className="hex-die" style={{ animationDelay: `${index * 0.12}s` }} title={die.words} aria-label={`die showing ${die.value}`} data-value={die.value}>
      {pips ? Array.from({ length: 9 }, (_, i) => <span key={i} className={pips.includes(i) ? 'pip' : ''} />) : <b>{die.value}</b>}
    </div>
  )
}

/** The first neighbour of a hex (east, west, then the others) that is on the map and not in `occupied`, or the hex itself. */
export function besideHex(h: Hex, map: MapSize, occupied: (h: Hex) => boolean): Hex {
  for (const f of [0, 3, 5, 4, 1, 2]) {
    const n = step(h, f)
    if (onMap(n, map) && !occupied(n)) return n
  }
  return h
}

export function HexDice({ dice, map, occupied }: { dice: TableDie[]; map: MapSize; occupied: (hex: Hex) => boolean }) {
  if (!dice.length) return null
  const edge = mapExtent(map)
  const groups = diceByPlace(dice)
  // many places' dice at once: a map framed small shows their faces only (hex-scene.css)
  const crowd = crowded(groups) ? 'yes' : undefined
  return (
    <group name="hex-dice">
      {groups.map((g) => {
        // on the ground in a free hex beside the one that rolled (clear of its plane and label), else at the north edge
        const at = g.hex ? besideHex(g.hex, map, occupied) : null
        const [x, z] = at ? hexToWorld(at, map) : [0, -edge.halfZ]
        const y = 2
        return (
          <HtmlInside key={g.key} position={[x, y, z]} center zIndexRange={[5, 5]} apart>
            <div className="hex-dice" data-testid={`hex-dice-${g.key}`} data-crowd={crowd}>
              <div className="hex-dice-row">
                {g.dice.map((d, i) => (
                  <DieFace key={i} die={d} index={i} />
                ))}
              </div>
              <div className="hex-dice-why">
                {g.dice.map((d, i) => (
                  <div key={i}>
                    <b>{d.value}</b> {d.words}
                  </div>
                ))}
              </div>
            </div>
          </HtmlInside>
        )
      })}
    </group>
  )
}
