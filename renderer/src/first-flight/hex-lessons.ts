/**
 * The guided first flight's hex chapter (issue 30): short lessons at the real hex table, each a duel of the hex card
 * game (002) against a bot, with coach marks on its hand, the hexes a picked card reaches, the move and shooting.
 * Unlike the card game's lessons (assets/first-flight/, scripted situations the host builds), a hex lesson is an
 * ordinary game of one of the hex game's scenarios: the marks teach the table, the game itself is not scripted.
 *
 * A mark points at a control of the hex table by its data-testid (hex-runner.test.ts checks that the hex table's
 * source has each) and is done when the player did the thing (hex-runner.ts).
 */

/** When a hex coach mark is done. */
export type HexMarkUntil =
  /** the player presses Next */
  | { kind: 'next' }
  /** the control is on screen / has left it */
  | { kind: 'shown'; testid: string }
  | { kind: 'gone'; testid: string }
  /** a card of the hand is picked (its reach lit on the map) */
  | { kind: 'picked' }
  /** a move card has been played in the player's move */
  | { kind: 'played' }
  /** the player's plane has flown a hex forward in its move */
  | { kind: 'moved' }
  /** the game has reached this round (or is over) */
  | { kind: 'round'; round: number }

export interface HexMark {
  text: string
  /** the control it points at (a data-testid); none: a box at the top of the screen */
  target?: string
  side?: 'top' | 'bottom' | 'left' | 'right'
  until: HexMarkUntil
}

export interface HexLesson {
  id: string
  title: string
  goal: string
  /** a scenario of assets/hex/scenarios.json, and the seats' kinds in its seat order (the first is the player's) */
  scenario: string
  seats: string[]
  /** the game's secret, for a lesson that always deals the same (32 hex digits; none: a new game each time) */
  seed?: string
  marks: HexMark[]
}

export const HEX_LESSONS: readonly HexLesson[] = [
  {
    id: 'hex-cards-and-hexes',
    title: 'Cards and hexes',
    goal: 'Fly your plane with the cards in your hand: pick one, see where it takes you, play it.',
    scenario: 'duel',
    seats: ['human', 'bot:random'],
    // the same game each time: the Camel moves first, at altitude 4, with two Forward cards in hand
    seed: '00000000000000000000000000000008',
    marks: [
      {
        text: 'The hex card game: your Sopwith Camel against a Fokker on a map of hexes. Each turn you draw 2 cards and fly your plane. The order of turns is rolled at the start of every round.',
        until: { kind: 'next' },
      },
      {
        text: 'Your hand. Everyone draws from one shared deck; the others only see how many cards you hold. Each card says what it does.',
        target: 'hex-hand',
        until: { kind: 'next' },
      },
      {
        text: 'Click a move card (Left, Right, Forward...): the hexes it can take you to light up on the map. Cards that cannot be played now are greyed, with the reason.',
        target: 'hex-hand',
        until: { kind: 'picked' },
      },
      {
        text: 'Now play it: choose how in the bar above your hand, or press Enter. You may play as many move cards a turn as your plane’s manoeuvrability: 2 for the Camel.',
        target: 'hex-hand-bar',
        until: { kind: 'played' },
      },
      {
        text: 'Fly forward: your plane must fly exactly as many hexes as its speed before its move ends. Once a move you may also turn one hex side, climb or dive a step, and change speed by 1, for free.',
        target: 'hex-move',
        until: { kind: 'moved' },
      },
      {
        text: 'Finish your move and end it. The Fokker moves in its turn; then a new round begins.',
        target: 'hex-move',
        until: { kind: 'round', round: 2 },
      },
    ],
  },
  {
    id: 'hex-shooting',
    title: 'Shooting and dice',
    goal: 'Get the Fokker in your sights and fire: the dice are rolled on the table for all to see.',
    scenario: 'duel',
    seats: ['human', 'bot:heuristic'],
    marks: [
      {
        text: 'Your guns fire straight ahead along your facing, up to 6 hexes, at a plane at your altitude or one step lower. The closer, the more hits: the die, less one for each hex beyond the first.',
        until: { kind: 'next' },
      },
      {
        text: 'The planes: each one’s altitude (1 to 6), speed and hits. 6 hits bring a plane down.',
        target: 'hex-planes',
        until: { kind: 'next' },
      },
      {
        text: 'A Shoot card fires, once in your move, at any moment of it. Keep Recover cards: when you are hit, the table asks whether you evade with one.',
        target: 'hex-hand',
        until: { kind: 'next' },
      },
      {
        text: 'Fly at the Fokker. When it is in your sights, play a Shoot card: the die is rolled on the table. Fly three rounds.',
        target: 'hex-hand',
        until: { kind: 'round', round: 4 },
      },
    ],
  },
]

export function hexLessonById(id: string | null | undefined): HexLesson | undefined {
  return HEX_LESSONS.find((l) => l.id === id)
}

export function nextHexLesson(id: string): HexLesson | undefined {
  const i = HEX_LESSONS.findIndex((l) => l.id === id)
  return i >= 0 ? HEX_LESSONS[i + 1] : undefined
}
