/**
 * A record keyed by plane id (the fire orders), read and written where V8 keeps each name to one place in the code.
 *
 * V8 reads or adds a property by a name that varies at one place in the code through its megamorphic keyed load or
 * store (about 100 and 300 instructions); at a place that has only ever seen one name, a few. The first two planes of a
 * table (a duel's) each get places of their own below, every other plane the third; each branch does the same thing,
 * so the answer never depends on which is taken (issue 31, a phase's cost: every fire order is stored and read so).
 */

/** Plane `id`'s entry of `record`, or undefined. */
export function byPlane<T>(planes: readonly { id: string }[], record: Readonly<Record<string, T>>, id: string): T | undefined {
  if (planes.length > 0 && planes[0].id === id) return record[id]
  if (planes.length > 1 && planes[1].id === id) return record[id]
  return record[id]
}

/** Set plane `id`'s entry of `record`. */
export function setByPlane<T>(planes: readonly { id: string }[], record: Record<string, T>, id: string, value: T): void {
  if (planes.length > 0 && planes[0].id === id) record[id] = value
  else if (planes.length > 1 && planes[1].id === id) record[id] = value
  else record[id] = value
}
