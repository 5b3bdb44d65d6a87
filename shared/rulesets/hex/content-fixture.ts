/**
 * The hex game's content read straight from assets/hex/ (tests, the CLI and the arena; the host reads the same
 * files itself). Imports the JSON with its type attribute so that Node's ESM loader reads it too.
 */
import aircraft from '../../../assets/hex/aircraft.json' with { type: 'json' }
import deck from '../../../assets/hex/deck.json' with { type: 'json' }
import scenarios from '../../../assets/hex/scenarios.json' with { type: 'json' }
import { parseHexContent, type HexContent } from './content'

export const hexContent: HexContent = parseHexContent({ aircraft, deck, scenarios })
