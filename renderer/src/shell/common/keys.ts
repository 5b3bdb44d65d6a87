/**
 * Keyboard helpers shared by the panels: every panel listens on the window, and stays out of the way of a form
 * field being typed in or a button that has the keyboard focus (Enter and Space then press that button).
 */

/** The keys that pick the cards of a deck, in deck order: 1-9, 0, then the row Q-P. */
export const CARD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', 'q', 'w', 'e', 'r', 't', 'y', 'u', 'i', 'o', 'p']

/** The card index a key picks, or -1. */
export function cardIndexOfKey(key: string): number {
  return CARD_KEYS.indexOf(key.toLowerCase())
}

function isField(t: EventTarget | null): boolean {
  return typeof HTMLElement !== 'undefined' && (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement)
}

/** A form field has the focus: shortcuts keep out of it. */
export function typingIn(e: KeyboardEvent): boolean {
  return isField(e.target)
}

/** Enter or Space would press a focused button (or work a field): the shortcut for it stands aside. */
export function keyActivatesFocused(e: KeyboardEvent): boolean {
  if (e.key !== 'Enter' && e.key !== ' ') return false
  return isField(e.target) || (typeof HTMLButtonElement !== 'undefined' && e.target instanceof HTMLButtonElement)
}
