/**
 * What a plan being made will run into, told before it is committed: a card whose stand ends off the table, and
 * a card whose stand ends too close to a base the seat knows of.
 *
 * 003, Exiting the Gaming Surface: "If, at the end of a manoeuvre, the centre of any aircraft base is outside the
 * playing area, that aircraft is removed from the game." The stand is the centre; a stand on the edge stays
 * (table.ts). A plane removed after a card flies none of the cards after it.
 *
 * 003, Overlapping during Movement: bases may overlap, but stands closer than the stand clearance cannot both
 * stand (docs/table-geometry.md): the planes involved go back, draw B cards and are placed in the order of the
 * draw. Where the other planes will be is secret until the cards are revealed, so a bump is only *likely*: the
 * stand ends within the clearance of another plane's base as it stands now, or of the seat's own plane's
 * committed stand after the same card.
 *
 * 003, Victory: "The last player having one or more planes on the playing area after all the enemy planes have
 * been eliminated or exited wins the match." and, for scenarios played on points, "score 1 point for each enemy
 * aircraft leaving the gaming field". Duel over the Trenches: "The player who is shot down or leaves the table
 * loses the game." exitCost() says what leaving costs in those words.
 */
import type { Edge } from '../content/types'
import type { Pose } from './pose'
import { exitEdge, isOnTable, type TableSize } from './table'

/** A plane's stand after one of its planned cards (slot 0-2). */
export interface PlannedStand {
  plane: string
  slot: number
  end: Pose
}

/** A base the seat knows of: where a plane stands now (slot null), or an own plane's committed stand after a card. */
export interface KnownStand {
  plane: string
  x: number
  y: number
  slot: number | null
}

export type PlanWarning =
  | { kind: 'leaves-table'; plane: string; slot: number; edge: Edge }
  | { kind: 'bump'; plane: string; slot: number; other: string; distance: number }

/** The same comparison as the engine's (movement.ts): closer than the clearance, by more than a rounding error. */
function tooClose(dx: number, dy: number, clearance: number): boolean {
  return dx * dx + dy * dy < clearance * clearance - 1e-9
}

/** Each plane's stands in slot order, without those after the card that takes it off the table (never flown). */
export function flownStands(table: TableSize, planned: readonly PlannedStand[]): PlannedStand[] {
  const gone = new Set<string>()
  const out: PlannedStand[] = []
  for (const s of [...planned].sort((a, b) => a.slot - b.slot)) {
    if (gone.has(s.plane)) continue
    if (!isOnTable(table, s.end.x, s.end.y)) gone.add(s.plane)
    out.push(s)
  }
  return out
}

/**
 * The warnings for planned stands: the first card of each plane that ends off the table, and each card ending
 * within `clearance` of a known base of another plane (the nearest one). Cards after an exit are never flown and
 * warn of nothing.
 */
export function planWarnings(table: TableSize, clearance: number, planned: readonly PlannedStand[], known: readonly KnownStand[]): PlanWarning[] {
  if (!(clearance >= 0)) throw new Error(`planWarnings: the stand clearance must be a number of cm >= 0, not ${clearance}`)
  const out: PlanWarning[] = []
  for (const s of flownStands(table, planned)) {
    const { x, y } = s.end
    if (!isOnTable(table, x, y)) {
      out.push({ kind: 'leaves-table', plane: s.plane, slot: s.slot, edge: exitEdge(table, x, y) })
      continue
    }
    let nearest: KnownStand | null = null
    let best = Infinity
    for (const k of known) {
      if (k.plane === s.plane || (k.slot !== null && k.slot !== s.slot)) continue
      if (!tooClose(x - k.x, y - k.y, clearance)) continue
      const d = Math.hypot(x - k.x, y - k.y)
      if (d < best) {
        best = d
        nearest = k
      }
    }
    if (nearest) out.push({ kind: 'bump', plane: s.plane, slot: s.slot, other: nearest.plane, distance: best })
  }
  return out
}

/** What the game's victory rule needs to know. */
export interface VictoryRule {
  victory: 'last-standing' | 'score'
  teams: readonly { id: string }[]
}

export interface PlaneFate {
  id: string
  team: string
  status: string
}

export interface ExitCost {
  /** the whole cost in plain words, to follow "leaves the table on card 2: " */
  text: string
  /** a few words for the label on the table */
  short: string
  /** leaving loses the game (last-standing, and no other plane of the side stays on the table) */
  losesGame: boolean
}

/**
 * What it costs `plane` to leave the table under the game's victory rule. `leaving` names the side's other planes
 * whose own plans take them off the table this turn: they do not count as staying.
 */
export function exitCost(rule: VictoryRule, planes: readonly PlaneFate[], plane: string, leaving: ReadonlySet<string> = new Set()): ExitCost {
  const p = planes.find((q) => q.id === plane)
  if (!p) throw new Error(`exitCost: no plane "${plane}" in this game`)
  const staying = planes.filter((q) => q.id !== plane && q.team === p.team && q.status === 'flying' && !leaving.has(q.id)).length
  const enemies = rule.teams.filter((t) => t.id !== p.team).length
  const enemy = enemies > 1 ? 'each enemy side scores' : 'the enemy scores'
  if (rule.victory === 'score') {
    if (staying === 0) return { text: `${enemy} 1 point, and with no plane of your side left the game ends: the higher score wins`, short: 'enemy +1, game ends', losesGame: false }
    return { text: `it is out of the game and ${enemy} 1 point`, short: 'out, enemy +1', losesGame: false }
  }
  if (staying === 0) return { text: 'it is your side’s last plane on the table, so leaving loses the game', short: 'loses the game', losesGame: true }
  return { text: `it is out of the game: your side fights on with ${staying} plane${staying === 1 ? '' : 's'}`, short: 'out of the game', losesGame: false }
}
