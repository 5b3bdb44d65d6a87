/**
 * Whether a press of Enter confirms what a panel shows now. A key held down repeats, and a player who just
 * confirmed one thing presses again by reflex: neither may confirm the next thing the panel shows (the fire
 * panel's next plane, a question after a commit) before the player has seen it. HandOff.tsx keeps the same grace.
 */

/** how long after something new is shown an Enter is still taken for the thing before it */
export const CONFIRM_GRACE_MS = 400

/** `shownAt`: when what the key would confirm came on screen (performance.now() time); `now`: the time of the press. */
export function confirmKeyTaken(e: Pick<KeyboardEvent, 'repeat'>, shownAt: number, now: number): boolean {
  if (e.repeat) return false
  return now - shownAt >= CONFIRM_GRACE_MS
}
