/**
 * Each ruleset's content, loaded from assets/ once and kept: the card game's (electron/content/load-assets.ts) and
 * the hex game's (assets/hex/, shared/rulesets/hex/content.ts). The arena's workers and the sim CLI use it.
 */
import { hexContent } from '../../shared/rulesets/hex/content-fixture'
import { loadAssets } from '../content/load-assets'

const loaded = new Map<string, unknown>()

const LOADERS: Record<string, () => unknown> = {
  card: loadAssets,
  // checked by parseHexContent as the module loads (a bad file is a HexContentError naming it)
  hex: () => hexContent,
}

/** The content of a ruleset by id; throws for a ruleset with no content loader here. */
export function rulesetContent(id: string): unknown {
  if (!loaded.has(id)) {
    const load = LOADERS[id]
    if (!load) throw new Error(`no content loader for the ruleset "${id}"`)
    loaded.set(id, load())
  }
  return loaded.get(id)
}
