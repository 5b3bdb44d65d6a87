/**
 * A deep copy of plain JSON data (game states, setups, commands), exactly as `JSON.parse(JSON.stringify(value))`
 * gives it: a key whose value is undefined (or a function) is left out, such a value in an array becomes null, so
 * do NaN and the infinities, and -0 becomes 0. It walks the data itself instead of going through a string: about
 * five times quicker on a game state, which the search bot copies for every plan it plays out (docs/ai.md).
 * A value with its own toJSON (a Date) is copied through JSON, as JSON would see it.
 */
export function cloneJson<T>(value: T): T {
  return copy(value) as T
}

function copy(v: unknown): unknown {
  if (typeof v === 'number') return Number.isFinite(v) ? (v === 0 ? 0 : v) : null
  if (typeof v !== 'object' || v === null) return v
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return JSON.parse(JSON.stringify(v))
  if (Array.isArray(v)) {
    const n = v.length
    const out = new Array<unknown>(n)
    for (let i = 0; i < n; i++) {
      const x: unknown = v[i]
      out[i] = x === undefined || typeof x === 'function' || typeof x === 'symbol' ? null : copy(x)
    }
    return out
  }
  const out: Record<string, unknown> = {}
  const keys = Object.keys(v)
  for (let i = 0; i < keys.length; i++) {
    const x: unknown = (v as Record<string, unknown>)[keys[i]]
    if (x === undefined || typeof x === 'function' || typeof x === 'symbol') continue
    out[keys[i]] = copy(x)
  }
  return out
}
