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

/** the tallest window counted a phone held sideways */
export const SIDEWAYS_MAX_H = 480

/**
 * A phone held sideways: 480 px tall or less, wider than tall (the media query `(max-height: 480px) and
 * (orientation: landscape)`). The desk's layout fits there, with less room over the table's far edge.
 */
export function sidewaysPhone(width: number, height: number): boolean {
  return height <= SIDEWAYS_MAX_H && width > height
}

/** The page's window a phone either way up, or a tablet held upright (false outside a browser). */
export function inPhoneWindow(): boolean {
  return typeof window !== 'undefined' && (uprightWindow(window.innerWidth, window.innerHeight) || sidewaysPhone(window.innerWidth, window.innerHeight))
}
