/**
 * The map's key: what each tint, ring and badge the scene lights on the map means (HexMap.tsx), in a line each, for
 * a newcomer and a stream's audience. Only what is lit now is listed: the moving plane's arc and fire line, its
 * observer's arc if it has one alive, and the hexes the picked card reaches. The words are 002's (SHOOT SEGMENT,
 * OBSERVER SHOOTS SEGMENT); the bands are the table's reading (fire-lines.ts).
 */
import type { FireCover } from './fire-lines'
import type { Reach } from './reach'
import { TINTS } from './map-tints'

export interface KeyEntry {
  key: string
  /** the swatch: its colours (one, or a pair for a range's two bands) and whether it is a ring */
  colours: string[]
  ring?: boolean
  words: string
}

export function mapKeyEntries(forward: FireCover | null, observer: FireCover | null, reach: Reach | null): KeyEntry[] {
  const out: KeyEntry[] = []
  if (forward) {
    out.push({ key: 'arc', colours: [TINTS.arc], words: 'where the plane moving faces; its guns fire only straight ahead' })
    if (forward.hexes.length) out.push({ key: 'guns', colours: [TINTS.forwardShort, TINTS.forwardLong], words: 'its guns, straight ahead: near, far. 1D6 hits at 1 space; each badge (−1, −2 …) is what the roll loses there' })
  }
  if (observer?.hexes.length) out.push({ key: 'observer', colours: [TINTS.observerShort, TINTS.observerLong], words: 'its observer’s guns, behind: near, far' })
  if (reach) {
    out.push({ key: 'reach-end', colours: [TINTS.reachEnd], ring: true, words: 'the picked card can end the move here' })
    if (reach.through.length) out.push({ key: 'reach-through', colours: [TINTS.reachThrough], ring: true, words: 'it flies through here on the way' })
  }
  return out
}
