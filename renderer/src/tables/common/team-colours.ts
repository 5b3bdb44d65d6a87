/**
 * Colours that tell the sides apart on bases, arcs and panels. Two palettes: the standard blue and red, and a
 * colour-blind-safe blue and orange from the Okabe–Ito palette (Okabe and Ito, "Color Universal Design", 2002),
 * which stay apart under protanopia, deuteranopia and tritanopia (checked in team-colours.test.ts).
 *
 * The palette is chosen in the settings; the settings watcher (store/settings-watch.ts) sets it here before the
 * panels re-render, and the scene reads it every frame.
 */
export type TeamPalette = 'standard' | 'colour-blind'

export const PALETTES: Record<TeamPalette, Record<string, string>> = {
  standard: { allied: '#3d78c9', central: '#c0463b' },
  // Okabe–Ito "blue" #0072B2 and "orange" #E69F00, lightened a little for the dark table so the blue reads
  'colour-blind': { allied: '#2b8fd6', central: '#e69f00' },
}

/** No side (a spectator, the host's screen): gold, or a grey beside the safe palette's orange. */
export const NEUTRAL_COLOURS: Record<TeamPalette, string> = { standard: '#c9a43d', 'colour-blind': '#b4aea2' }

let current: TeamPalette = 'standard'

export function setTeamPalette(palette: TeamPalette): void {
  current = PALETTES[palette] ? palette : 'standard'
}

export function teamPalette(): TeamPalette {
  return current
}

/** A side's colour in the palette in use (or the one given). */
export function teamColour(side: string | undefined, palette: TeamPalette = current): string {
  return (side && PALETTES[palette][side]) || NEUTRAL_COLOURS[palette]
}
