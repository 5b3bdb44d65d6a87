/**
 * A window held upright and narrow: a phone or a tablet held upright (900 px wide or less, at least as tall as wide:
 * the media query `(max-width: 900px) and (orientation: portrait)`). The tables stack their panels there
 * (card-phone.css, hex-phone.css), and the chat and the combat log start folded: the table needs the room.
 */
export const UPRIGHT_MAX_W = 900

export function uprightWindow(width: number, height: number): boolean {
  return width <= UPRIGHT_MAX_W && height >= width
}

/** The page's window, upright and narrow (false outside a browser). */
export function inUprightWindow(): boolean {
  return typeof window !== 'undefined' && uprightWindow(window.innerWidth, window.innerHeight)
}
