/**
 * The content of each ruleset other than the card game, read from the assets folder for the host (issue 29): the
 * hex game's aircraft, deck and scenarios (assets/hex/), checked by its own parser, which says what is wrong.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseHexContent, type HexContent } from '../../shared/rulesets/hex/content'

export function rulesetContents(assetsDir: string): { hex: HexContent } {
  const read = (name: string): unknown => JSON.parse(readFileSync(join(assetsDir, 'hex', name), 'utf8'))
  return { hex: parseHexContent({ aircraft: read('aircraft.json'), deck: read('deck.json'), scenarios: read('scenarios.json') }) }
}
