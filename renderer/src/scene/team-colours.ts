/** Colours that tell the sides apart on bases, arcs and panels. */
export const SIDE_COLOURS: Record<string, string> = {
  allied: '#3d78c9',
  central: '#c0463b',
}

export function teamColour(side: string | undefined): string {
  return (side && SIDE_COLOURS[side]) || '#c9a43d'
}
