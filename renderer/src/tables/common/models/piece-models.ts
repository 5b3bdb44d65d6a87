/**
 * The pieces' models by key, built once and shared: `outline|<base>` (a card's frame), `winch|<base>` (a balloon's
 * card and lorry), `deflated|<balloon type>`, `wreck`, and `<kind>|<base>|up` or `|knocked` for the ground pieces.
 * Card sizes come from the bases of assets/table.json.
 */
import type { BufferGeometry } from 'three'
import type { Content } from '../../../../../shared/content/types'
import { aaGunGeometry, aamgGeometry, targetGeometry, trenchGeometry } from './ground-geometry'
import { deflatedGeometry, outlineGeometry, winchGeometry, wreckGeometry } from './winch-geometry'

const builders: Record<string, (width: number, depth: number, knocked: boolean) => BufferGeometry> = {
  trench: trenchGeometry,
  'aa-gun': aaGunGeometry,
  aamg: aamgGeometry,
  target: targetGeometry,
}

const cache = new Map<string, BufferGeometry>()

function build(key: string, content: Content): BufferGeometry {
  const [what, arg, state] = key.split('|')
  if (what === 'wreck') return wreckGeometry()
  if (what === 'deflated') return deflatedGeometry(content.aircraft[arg].model.colours.fuselage)
  const base = content.table.bases[arg]
  if (!base) throw new Error(`piece model ${key}: there is no base "${arg}"`)
  if (what === 'outline') return outlineGeometry(base.width, base.depth)
  if (what === 'winch') return winchGeometry(base.width, base.depth)
  const builder = builders[what]
  if (!builder) throw new Error(`piece model ${key}: there is no model for "${what}"`)
  return builder(base.width, base.depth, state === 'knocked')
}

export function pieceModel(key: string, content: Content): BufferGeometry {
  let g = cache.get(key)
  if (!g) {
    g = build(key, content)
    cache.set(key, g)
  }
  return g
}
