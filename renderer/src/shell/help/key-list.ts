/**
 * Every key the app takes, in one list (issue 26): the keyboard map (K) and How to play's Keys section are drawn
 * from it, the help keys' own handlers read their keys from it (KEYMAP_KEY, MUTE_KEY), and key-list.test.ts reads
 * each handler's source and checks that every key it compares is listed here for it, and that every key listed for
 * a handler is one it compares, so the list cannot drift from what the keys do.
 *
 * `handler` is the file (under renderer/src) whose keydown listener takes the key; `codes` are the KeyboardEvent
 * `key` values it compares, as written in that file ([] where it matches keys another way: the deck's card keys
 * through CARD_KEYS, the fire panel's digits through their codes).
 */
import { CARD_KEYS } from '../common/keys'

/** The keyboard map's key: K (for keys). Shift+/ is taken by How to play (?). */
export const KEYMAP_KEY = 'k'
/** The sound's mute key: S (for sound). M folds the planning deck. */
export const MUTE_KEY = 's'

export type KeyPlace = 'anywhere' | 'table' | 'hex' | 'planning' | 'firing' | 'taxiing' | 'hand-off' | 'replay' | 'dialogs'

export interface KeyEntry {
  /** the keys as a player reads them ("1–9, 0, Q–P", "Shift+Backspace") */
  keys: string
  /** what they do, in plain words */
  what: string
  where: KeyPlace
  /** the file whose listener takes them, under renderer/src */
  handler: string
  /** the `key` values that handler compares for this entry */
  codes: string[]
}

/** The places, in the order the map lists them, with their headings. */
export const KEY_PLACES: { place: KeyPlace; title: string }[] = [
  { place: 'anywhere', title: 'Anywhere' },
  { place: 'table', title: 'At the table' },
  { place: 'hex', title: 'The hex card game’s table' },
  { place: 'planning', title: 'Planning (the deck of cards)' },
  { place: 'firing', title: 'Firing' },
  { place: 'taxiing', title: 'A plane on the ground' },
  { place: 'hand-off', title: 'Hot seat hand-off' },
  { place: 'replay', title: 'Replays' },
  { place: 'dialogs', title: 'Questions and messages' },
]

const first = CARD_KEYS.slice(0, 10).map((k) => k.toUpperCase())
const row = CARD_KEYS.slice(10).map((k) => k.toUpperCase())
const CARD_KEYS_TEXT = `${first[0]}–${first[8]}, ${first[9]}, ${row[0]}–${row[row.length - 1]}`

export const KEY_LIST: readonly KeyEntry[] = [
  { keys: '?', what: 'How to play: the rules in plain words, the glossary (? or Esc closes it)', where: 'anywhere', handler: 'shell/help/RulesReference.tsx', codes: ['?'] },
  { keys: KEYMAP_KEY.toUpperCase(), what: 'this keyboard map (K or Esc closes it)', where: 'anywhere', handler: 'shell/help/KeyMap.tsx', codes: [KEYMAP_KEY] },
  { keys: MUTE_KEY.toUpperCase(), what: 'sound off / on (mute); the volume is in Settings', where: 'anywhere', handler: 'sound/MuteKey.tsx', codes: [MUTE_KEY] },
  { keys: 'Esc', what: 'close the window that is open (rules, keys, settings)', where: 'anywhere', handler: 'shell/common/Overlay.tsx', codes: ['Escape'] },

  { keys: 'C', what: 'cycle the camera: orbit, top-down, follow', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['c'] },
  { keys: 'N', what: 'names over the planes on / off', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['n'] },
  { keys: 'A', what: 'the selected plane’s fire arcs (and at its ghosts while you plan)', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['a'] },
  { keys: 'G', what: 'the selected plane’s range ruler', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['g'] },
  { keys: 'H', what: 'what the ground pieces threaten (where there are AA guns or trenches)', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['h'] },
  { keys: '[ and ]', what: 'select the previous / next plane', where: 'table', handler: 'tables/card/panels/Hud.tsx', codes: ['[', ']'] },
  { keys: 'L', what: 'fold / unfold the log of what happened', where: 'table', handler: 'tables/card/panels/EventLog.tsx', codes: ['l'] },
  { keys: 'Esc', what: 'leave the game (it asks first), when nothing else is open', where: 'table', handler: 'tables/common/TableExitButtons.tsx', codes: ['Escape'] },
  { keys: 'Esc', what: 'close the bar’s ☰ More menu', where: 'table', handler: 'tables/card/panels/HudTools.tsx', codes: ['Escape'] },

  { keys: '1–9', what: 'pick the card of your hand with that number (again: put it back); choosing cards to discard or trade, choose it', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: [] },
  { keys: 'Enter', what: 'play the picked card its first way, send the cards chosen, or give the question’s default answer', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['Enter'] },
  { keys: 'Esc', what: 'put the picked card back, or stop choosing cards to trade', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['Escape'] },
  { keys: 'F', what: 'fly one space forward', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['f', 'F'] },
  { keys: '← and →', what: 'the move’s free turn, left / right', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['ArrowLeft', 'ArrowRight'] },
  { keys: '↑ and ↓', what: 'the move’s free climb / dive', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['ArrowUp', 'ArrowDown'] },
  { keys: '+ and −', what: 'the move’s free change of speed, up / down', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['+', '=', '-'] },
  { keys: 'E', what: 'end the move', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['e', 'E'] },
  { keys: 'C', what: 'cycle the camera: oblique, top-down, follow', where: 'hex', handler: 'tables/hex/panels/hex-keys.ts', codes: ['c', 'C'] },

  { keys: CARD_KEYS_TEXT, what: 'put the card with that key (in the card’s corner) in the slot being filled', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: [] },
  { keys: '← and →', what: 'choose the slot to fill', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['ArrowLeft', 'ArrowRight'] },
  { keys: 'Backspace, Delete', what: 'empty the slot; with Shift, empty all three', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['Backspace', 'Delete'] },
  { keys: 'Ctrl+Z', what: 'undo the last change to the plan', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['z'] },
  { keys: 'Ctrl+Y, Ctrl+Shift+Z', what: 'redo', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['y'] },
  { keys: 'Tab', what: 'the next of your planes to plan (Shift+Tab: the one before)', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['Tab'] },
  { keys: 'M', what: 'fold the deck away / show it', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['m'] },
  { keys: 'Enter', what: 'commit the plan (a plan that leaves the table asks first: Enter again commits it)', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['Enter'] },
  { keys: 'Esc', what: 'when the panel asks whether to commit a plan that leaves the table or crashes the plane: change the plan', where: 'planning', handler: 'tables/card/panels/deck-keys.ts', codes: ['Escape'] },
  { keys: 'Enter or Space', what: 'on a slot that has the focus: fill that slot next', where: 'planning', handler: 'tables/card/panels/PlanningPanel.tsx', codes: ['Enter', ' '] },

  { keys: '1–9', what: 'fire the front guns at the target with that number', where: 'firing', handler: 'tables/card/panels/FirePanel.tsx', codes: [] },
  { keys: 'Shift+1–9', what: 'a two-seater’s rear gun at the target with that number', where: 'firing', handler: 'tables/card/panels/FirePanel.tsx', codes: [] },
  { keys: 'H', what: 'hold fire', where: 'firing', handler: 'tables/card/panels/FirePanel.tsx', codes: ['h'] },
  { keys: 'Tab', what: 'the next of your planes to fire (Shift+Tab: the one before)', where: 'firing', handler: 'tables/card/panels/FirePanel.tsx', codes: ['Tab'] },
  { keys: 'Enter', what: 'fire (or hold) as chosen', where: 'firing', handler: 'tables/card/panels/FirePanel.tsx', codes: ['Enter'] },
  { keys: 'Esc', what: "close a campaign airman's ability choice without choosing", where: 'dialogs', handler: 'campaign/AbilityChoice.tsx', codes: ['Escape'] },
  { keys: '1–4', what: "an ace's choice at the firing: give (Sniper) or ignore (Good at evading) the card with that number", where: 'firing', handler: 'tables/card/panels/AceAnswerPanel.tsx', codes: [] },
  { keys: '0', what: 'Good at evading: take all the cards, keeping the ability', where: 'firing', handler: 'tables/card/panels/AceAnswerPanel.tsx', codes: [] },
  { keys: 'Enter', what: "give the ace's answer as chosen", where: 'firing', handler: 'tables/card/panels/AceAnswerPanel.tsx', codes: ['Enter'] },

  { keys: '← → ↑ ↓', what: 'move the plane 1 cm on the ground', where: 'taxiing', handler: 'tables/card/panels/TaxiPanel.tsx', codes: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] },
  { keys: 'Q and E', what: 'turn it 15° left / right', where: 'taxiing', handler: 'tables/card/panels/TaxiPanel.tsx', codes: ['q', 'e'] },
  { keys: 'Enter', what: 'done', where: 'taxiing', handler: 'tables/card/panels/TaxiPanel.tsx', codes: ['Enter'] },

  { keys: 'Enter or Space', what: 'the next player has the screen: show their secret panel', where: 'hand-off', handler: 'tables/common/HandOff.tsx', codes: ['Enter', ' '] },

  { keys: '← and →', what: 'step back / on a card (with Shift: a whole phase)', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: ['ArrowLeft', 'ArrowRight'] },
  { keys: 'Home and End', what: 'the start / the end', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: ['Home', 'End'] },
  { keys: 'Space', what: 'play / pause', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: [' '] },
  { keys: '← and →', what: 'a hex replay: step back / on a command', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: ['ArrowLeft', 'ArrowRight'] },
  { keys: 'Home and End', what: 'a hex replay: the start / the end', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: ['Home', 'End'] },
  { keys: 'Space', what: 'a hex replay: play / pause', where: 'replay', handler: 'shell/replay/use-replay-keys.ts', codes: [' '] },

  { keys: 'Enter', what: 'answer yes to the question asked', where: 'dialogs', handler: 'shell/common/ConfirmDialog.tsx', codes: ['Enter'] },
  { keys: 'Esc', what: 'answer no (cancel)', where: 'dialogs', handler: 'shell/common/ConfirmDialog.tsx', codes: ['Escape'] },
  { keys: 'Esc', what: 'dismiss an error message', where: 'dialogs', handler: 'shell/connection/ErrorToast.tsx', codes: ['Escape'] },
  { keys: 'Esc', what: 'in the chat box: leave it (the table’s keys work again)', where: 'dialogs', handler: 'tables/common/ChatPanel.tsx', codes: ['Escape'] },
]

/** The entries of one place, in order. */
export function keysOf(place: KeyPlace): KeyEntry[] {
  return KEY_LIST.filter((k) => k.where === place)
}
