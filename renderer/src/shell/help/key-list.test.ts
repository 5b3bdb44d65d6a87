/**
 * The one key list (issue 26) cannot drift from the handlers: every file under renderer/src with a keydown listener
 * is one the list names, every key such a handler compares is listed for it, and every key listed for a handler is
 * one it compares. The card keys are the deck's own CARD_KEYS.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { KEY_LIST, KEY_PLACES, KEYMAP_KEY, MUTE_KEY } from './key-list'
import { CARD_KEYS } from '../common/keys'

const SRC = join(__dirname, '../..')

function sources(dir: string): string[] {
  const out: string[] = []
  for (const name of readdirSync(dir)) {
    const p = join(dir, name)
    if (statSync(p).isDirectory()) out.push(...sources(p))
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(p)
  }
  return out
}

/** The key values a handler's source compares: `e.key === 'x'`, `k === 'x'`, `e.key.toLowerCase() === 'x'`, `e.key !== 'x'`, a table of keys `{ ArrowLeft: [...], q: [...] }`. */
function comparedKeys(src: string): Set<string> {
  const out = new Set<string>()
  for (const m of src.matchAll(/(?:\be\.key|\bk|e\.key\.toLowerCase\(\))\s*[!=]==\s*'([^']+)'/g)) out.add(m[1])
  for (const m of src.matchAll(/\{([^{}]*)\}\s*\n?\s*const k = keys\[/g)) for (const k of m[1].matchAll(/(\w+):\s*\[/g)) out.add(k[1])
  // the constants the help keys read from the list
  if (/[!=]== KEYMAP_KEY/.test(src)) out.add(KEYMAP_KEY)
  if (/[!=]== MUTE_KEY/.test(src)) out.add(MUTE_KEY)
  return out
}

const listeners = sources(SRC)
  .map((p) => ({ file: relative(SRC, p).replace(/\\/g, '/'), src: readFileSync(p, 'utf8') }))
  .filter((f) => /addEventListener\('keydown'|onKeyDown=/.test(f.src))

describe('the key list against the handlers', () => {
  it('names every file that listens for keys', () => {
    const named = new Set(KEY_LIST.map((k) => k.handler))
    const unlisted = listeners.map((f) => f.file).filter((f) => !named.has(f) && f !== 'sound/sound-board.ts')
    expect(unlisted, 'a keydown listener whose keys are not in key-list.ts').toEqual([])
    // sound-board.ts listens for any key only to unlock the sound (browsers' autoplay rule): no key of its own
    expect(readFileSync(join(SRC, 'sound/sound-board.ts'), 'utf8')).toMatch(/kinds = \['pointerdown', 'keydown', 'touchend'\]/)
  })

  for (const f of listeners.filter((x) => x.file !== 'sound/sound-board.ts')) {
    it(`lists every key ${f.file} takes, and no key it does not`, () => {
      const compared = comparedKeys(f.src)
      const listed = new Set(KEY_LIST.filter((k) => k.handler === f.file).flatMap((k) => k.codes))
      expect([...compared].filter((k) => !listed.has(k)), `keys ${f.file} compares that the list does not give it`).toEqual([])
      expect([...listed].filter((k) => !compared.has(k)), `keys listed for ${f.file} that it does not compare`).toEqual([])
    })
  }

  it('lists the deck’s card keys from CARD_KEYS, and the fire panel’s digits, which those handlers match without literals', () => {
    const cards = KEY_LIST.find((k) => k.handler === 'tables/card/panels/deck-keys.ts' && k.codes.length === 0)!
    expect(cards.keys).toBe('1–9, 0, Q–P')
    expect(CARD_KEYS.join('')).toBe('1234567890qwertyuiop')
    expect(readFileSync(join(SRC, 'tables/card/panels/deck-keys.ts'), 'utf8')).toContain('cardIndexOfKey(e.key)')
    expect(readFileSync(join(SRC, 'tables/card/panels/FirePanel.tsx'), 'utf8')).toMatch(/\(\?:Digit\|Numpad\)\(\[1-9\]\)/)
  })

  it('gives every entry a place the map shows, words, and no key twice in one place', () => {
    const places = new Set(KEY_PLACES.map((p) => p.place))
    for (const k of KEY_LIST) {
      expect(places.has(k.where), k.keys).toBe(true)
      expect(k.what.length).toBeGreaterThan(3)
    }
    // the help keys are free everywhere a table is: not a card key, nor a letter another handler takes
    const taken = new Set(KEY_LIST.filter((k) => k.handler !== 'shell/help/KeyMap.tsx' && k.handler !== 'sound/MuteKey.tsx').flatMap((k) => k.codes.map((c) => c.toLowerCase())))
    for (const key of [KEYMAP_KEY, MUTE_KEY]) {
      expect(CARD_KEYS).not.toContain(key)
      expect(taken.has(key), `${key} is taken`).toBe(false)
    }
  })
})
