/**
 * The chat slice: lines in order and only once, the last 100 kept, a fresh start in another game, and the
 * count of lines said while the panel at the table is folded.
 */
import { describe, expect, it } from 'vitest'
import type { ChatLine } from '../../../shared/protocol/messages'
import { chatFolded, chatRead, chatReceived, chatSlice, MAX_CHAT_LINES, type ChatState } from './chat-slice'
import { leftGame } from './game-slice'

const line = (n: number, text = `line ${n}`): ChatLine => ({ n, from: 'Anna', team: 'allied', text, turn: 0 })
const run = (actions: Parameters<typeof chatSlice.reducer>[1][], from?: ChatState) => actions.reduce(chatSlice.reducer, from ?? chatSlice.reducer(undefined, { type: '@init' }))

describe('chat: the table talk of the game this client is in (issue 8)', () => {
  it('appends the lines in order, and a line the host sends again (on joining again) only once', () => {
    const s = run([chatReceived({ session: 'g1', lines: [line(1), line(2)] }), chatReceived({ session: 'g1', lines: [line(2), line(3)] }), chatReceived({ session: 'g1', lines: [line(1)] })])
    expect(s.lines.map((l) => l.n)).toEqual([1, 2, 3])
  })

  it(`keeps only the last ${MAX_CHAT_LINES} lines`, () => {
    const many = Array.from({ length: MAX_CHAT_LINES + 30 }, (_, i) => line(i + 1))
    const s = run([chatReceived({ session: 'g1', lines: many.slice(0, 70) }), chatReceived({ session: 'g1', lines: many.slice(70) })])
    expect(s.lines).toHaveLength(MAX_CHAT_LINES)
    expect(s.lines[0].n).toBe(31)
    expect(s.lines.at(-1)!.n).toBe(MAX_CHAT_LINES + 30)
  })

  it("another game's lines start afresh; leaving the game forgets what was said", () => {
    let s = run([chatReceived({ session: 'g1', lines: [line(1), line(2)] }), chatReceived({ session: 'g2', lines: [line(1, 'hello g2')] })])
    expect(s.lines.map((l) => l.text)).toEqual(['hello g2'])
    s = run([leftGame()], s)
    expect(s.lines).toEqual([])
    expect(s.session).toBeNull()
  })

  it('counts the lines said while the panel at the table is folded, until it is unfolded (or the lobby shows them)', () => {
    let s = run([chatReceived({ session: 'g1', lines: [line(1)] }), chatFolded(true), chatReceived({ session: 'g1', lines: [line(2), line(3)] })])
    expect(s.unread).toBe(2)
    s = run([chatFolded(false)], s)
    expect(s.unread).toBe(0)
    s = run([chatFolded(true), chatReceived({ session: 'g1', lines: [line(4)] }), chatRead()], s)
    expect(s.unread).toBe(0)
    // folding is the player's choice: it outlives the game
    expect(run([leftGame()], s).folded).toBe(true)
  })
})
