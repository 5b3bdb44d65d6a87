/** A deep copy of plain JSON data (game states, setups, commands). */
export function cloneJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
