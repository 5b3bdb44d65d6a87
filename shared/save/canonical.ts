/**
 * Canonical JSON: object keys sorted, so that two values are equal exactly when their texts are, whatever order
 * their keys were written in (a state read from a file against the same state rebuilt by the engine).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const out: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key]
    // as JSON.stringify does: a key whose value is undefined is not written
    if (v !== undefined) out[key] = sortKeys(v)
  }
  return out
}

/** The path of the first place two JSON values differ ("planes.3.x"), or null if they are equal. */
export function firstDifference(a: unknown, b: unknown, path: string[] = []): string | null {
  const here = () => (path.length ? path.join('.') : '(top level)')
  if (a === b) return null
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b)) {
    return JSON.stringify(a) === JSON.stringify(b) ? null : here()
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.max(a.length, b.length); i++) {
      if (i >= a.length || i >= b.length) return [...path, String(i)].join('.')
      const d = firstDifference(a[i], b[i], [...path, String(i)])
      if (d) return d
    }
    return null
  }
  const ao = a as Record<string, unknown>
  const bo = b as Record<string, unknown>
  const keys = [...new Set([...Object.keys(ao), ...Object.keys(bo)])].sort()
  for (const k of keys) {
    const d = firstDifference(ao[k], bo[k], [...path, k])
    if (d) return d
  }
  return null
}
