/** The map's key over the scene's top-left corner: a swatch and a line for each thing lit on the map now (map-key.ts). */
import type { KeyEntry } from './map-key'

export function MapKey({ entries }: { entries: KeyEntry[] }) {
  if (!entries.length) return null
  return (
    <div className="hex-map-key" data-testid="hex-map-key">
      {entries.map((e) => (
        <div key={e.key} className="hex-map-key-row" data-testid={`hex-map-key-${e.key}`}>
          <span className="hex-map-key-swatches">
            {e.colours.map((c) => (
              <span key={c} className={`hex-map-key-swatch${e.ring ? ' ring' : ''}`} style={e.ring ? { borderColor: c } : { background: c }} />
            ))}
          </span>
          <span>{e.words}</span>
        </div>
      ))}
    </div>
  )
}
