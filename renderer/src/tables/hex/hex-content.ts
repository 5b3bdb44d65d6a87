/**
 * The hex game's content (assets/hex/: its aircraft, its deck, its scenarios), bundled at build time into the chunk
 * that imports it, never fetched: New game's hex form and the hex table load it with their own chunks, so the first
 * load of the app (the menu) carries none of it. Checked by the same parser as the host's (parseHexContent).
 */
import { parseHexContent, type HexContent } from '../../../../shared/rulesets/hex/content'

const raw = import.meta.glob('../../../../assets/hex/*.json', { query: '?raw', import: 'default', eager: true }) as Record<string, string>

const file = (name: string): unknown => {
  const text = Object.entries(raw).find(([path]) => path.endsWith(`/hex/${name}.json`))?.[1]
  if (text === undefined) throw new Error(`assets/hex/${name}.json is not in the build`)
  return JSON.parse(text) as unknown
}

export const hexContent: HexContent = parseHexContent({ aircraft: file('aircraft'), deck: file('deck'), scenarios: file('scenarios') })
