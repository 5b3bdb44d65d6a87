/**
 * Issue 27: what a guest writes that others read. One cleaning rule for names, chat and a plan's stated intent,
 * and a chat limit that stays with the seat when its player leaves and joins again.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { content } from '../testing/fixtures'
import { Client, settle } from '../testing/host-client'
import { CHAT_RATE } from './chat-log'
import { Host } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

/** A duel with one guest seat (allied) against a bot; the guest sits down under `name`. */
function duel() {
  const host = new Host({ content, botFactory: inlineBots(content), seed: () => 5 })
  hosts.push(host)
  const screen = new Client(host)
  screen.send({ type: 'create-game', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'guest'] })
  const session = screen.all('game-created')[0].session
  screen.send({ type: 'join', session, seat: null })
  const guest = new Client(host, { screen: false })
  guest.send({ type: 'join', session, seat: 'allied', name: 'Anna\u202e\u200b\nnnA' })
  const token = guest.all('seated')[0].token
  return { host, screen, guest, session, token }
}

describe('chat: the limit goes with the seat, not the connection', () => {
  it('a guest who leaves and joins again with its seat token is still held to the same rate', () => {
    const { host, guest, session, token } = duel()
    for (let i = 0; i < CHAT_RATE.burst; i++) guest.send({ type: 'chat', session, text: `line ${i}` })
    expect(guest.errors()).toEqual([])
    guest.send({ type: 'leave', session })
    // the same player, a new connection
    const again = new Client(host, { screen: false })
    again.send({ type: 'join', session, seat: 'allied', token })
    again.send({ type: 'chat', session, text: 'one more' })
    expect(again.errors().map((e) => e.code)).toEqual(['chat-too-fast'])
  })
})

describe('one cleaning rule for everything a guest writes that others read', () => {
  it('a name with bidi overrides, zero-width characters and a line break reaches the others clean', async () => {
    const { screen } = duel()
    await settle()
    const lobby = screen.all('lobby').at(-1)!
    const names = lobby.people.map((p) => p.name)
    expect(names).toContain('Anna nnA')
    expect(JSON.stringify(lobby)).not.toMatch(/[\u202e\u200b]/)
  })

  it('a plan’s intent with bidi and zero-width characters is told to everyone cleaned', async () => {
    const { screen, guest, session } = duel()
    screen.send({ type: 'start-game', session })
    await settle()
    const camel = guest.lastView().view.planes.find((p) => p.seat === 'allied')!
    guest.send({ type: 'command', session, command: { type: 'plan', seat: 'allied', plane: camel.id, cards: ['C01', 'C02', 'C03'], intent: '\u2066straight\u2069 on\u200b\u200b, \u202eevil\u202c\r\nhi' } })
    await settle()
    expect(guest.errors()).toEqual([])
    // told to all once the turn has been flown
    for (let i = 0; i < 20 && !screen.views().some((v) => v.events.some((e) => e.type === 'intent')); i++) {
      const v = guest.lastView()
      if (v.view.step === 'firing' && v.waitingFor.includes(camel.id)) guest.send({ type: 'command', session, command: { type: 'fire', seat: 'allied', plane: camel.id, front: null } })
      await settle()
    }
    const told = screen.views().flatMap((v) => v.events).filter((e) => e.type === 'intent' && e.plane === camel.id)
    expect(told.map((e) => (e as { text: string }).text)).toEqual(['straight on , evil hi'])
  })

  it('an intent of nothing but invisible characters is left out, not refused', async () => {
    const { screen, guest, session } = duel()
    screen.send({ type: 'start-game', session })
    await settle()
    const camel = guest.lastView().view.planes.find((p) => p.seat === 'allied')!
    guest.send({ type: 'command', session, command: { type: 'plan', seat: 'allied', plane: camel.id, cards: ['C01', 'C02', 'C03'], intent: '\u200b\u202e' } })
    await settle()
    expect(guest.errors()).toEqual([])
    expect(planned(guest, camel.id)).toBe(true)
  })
})

/** The plan was taken: the guest's view shows it, or the game went on past planning. */
function planned(guest: Client, plane: string): boolean {
  return guest.views().some((v) => v.view.planes.some((p) => p.id === plane && p.plan !== undefined)) || guest.lastView().view.step !== 'planning'
}
