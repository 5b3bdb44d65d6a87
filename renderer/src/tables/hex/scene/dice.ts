/**
 * The dice and criticals of the latest batch of events, for the table to show where everyone sees them (002 rolls
 * every die in the open): each `roll` event is a die with its value, what it was rolled for and where it lands (by
 * the plane, balloon or ground unit that rolled it, or the seat's plane for a turn-order roll); each `critical`
 * event marks the plane that took it with the Critical Hit Table's result (002 CRITICAL HIT TABLE).
 */
import type { Hex, HexEvent, HexView } from '../../../../../shared/rulesets/hex/types'

export interface TableDie {
  value: number
  /** 6 for 1D6 */
  sides: number
  /** what it was rolled for, in the game's words ("camel fires at fokker (range 2: 1D6-1)") */
  why: string
  /** who rolled it (a plane, a ground unit or a balloon), or null when nothing on the map did */
  by: string | null
  /** where it lands on the map, or null (shown at the map's top edge) */
  hex: Hex | null
  /** what it was rolled for in the panels' words (hexRollWhy), or the game's own `why` */
  words: string
}

/** How an event is told to the seat on screen (the panels' hexEventText), or null to use the game's own words. */
export type TellEvent = (e: HexEvent) => string | null

export interface CriticalMark {
  plane: string
  /** the Critical Hit Table's roll, 1-6 */
  roll: number
  /** its name on the table, "Engine Damaged" */
  name: string
  words: string
}

/** 002 CRITICAL HIT TABLE's names, by roll */
export const CRITICAL_NAMES = ['', 'Pilot Killed', 'Engine Damaged', 'Gas Tank Punctured', 'Cables Severed', 'Controls Jammed', 'Struts Damaged']

/** Where something with this id stands: a plane (by id, or by its seat), a ground unit, a balloon. */
export function hexOf(view: HexView, id: string | null | undefined): Hex | null {
  if (!id) return null
  const p = view.planes.find((x) => x.id === id) ?? view.planes.find((x) => x.seat === id)
  if (p) return p.hex
  return view.setup.ground.find((g) => g.id === id)?.hex ?? view.setup.balloons.find((b) => b.id === id)?.hex ?? null
}

/** The dice rolled in a batch of events, in order. */
export function diceOf(events: readonly HexEvent[], view: HexView, tell?: TellEvent): TableDie[] {
  const out: TableDie[] = []
  for (const e of events) {
    if (e.type !== 'roll' || typeof e.roll !== 'number') continue
    const why = e.words.replace(/: rolled \d+$/, '')
    // a turn-order roll names no plane: its words start with the seat's name
    const by = e.plane ?? (view.planes.some((p) => p.seat === why.split(' ')[0]) ? why.split(' ')[0] : null)
    const sides = Number(/^1D(\d+)$/.exec(e.dice ?? '')?.[1] ?? 6)
    out.push({ value: e.roll, sides, why, by, hex: hexOf(view, by), words: tell?.(e) ?? why })
  }
  return out
}

/** The critical hits in a batch of events, each on the plane that took it. */
export function criticalsOf(events: readonly HexEvent[], tell?: TellEvent): CriticalMark[] {
  return events
    .filter((e) => e.type === 'critical' && typeof e.plane === 'string')
    .map((e) => {
      const roll = typeof e.critical === 'number' ? e.critical : 0
      return { plane: e.plane!, roll, name: CRITICAL_NAMES[roll] ?? 'Critical hit', words: tell?.(e) ?? e.words }
    })
}

/** The dice grouped by where they land, in the order first rolled: one cluster of dice per place. */
export function diceByPlace(dice: readonly TableDie[]): { key: string; hex: Hex | null; dice: TableDie[] }[] {
  const out = new Map<string, { key: string; hex: Hex | null; dice: TableDie[] }>()
  for (const d of dice) {
    const key = d.hex ? `${d.hex.col},${d.hex.row}` : 'edge'
    const g = out.get(key) ?? { key, hex: d.hex, dice: [] }
    g.dice.push(d)
    out.set(key, g)
  }
  return [...out.values()]
}

/**
 * Whether the dice of so many places are rolled at once (every plane's starting altitude and turn order at a
 * two-on-two's start) that, on a map framed small, the words under each place's dice would lie over each other and
 * over the planes' labels: three places or more on the map. A small page (a phone, a window under 1,400 px wide or
 * 760 px high: hex-scene.css) then shows the faces only; the log and each die's title keep the words.
 */
export function crowded(groups: readonly { hex: Hex | null }[]): boolean {
  return groups.filter((g) => g.hex).length >= 3
}
