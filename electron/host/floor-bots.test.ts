/**
 * Issue 12: a person playing against bots can propose to move the floor (003 Flying Higher, lines 442-447). The
 * host's bot seats wait, before planning, while a person may still propose; a bot agrees to a floor the engine allows,
 * and plans as soon as the floor moves or a person plans.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { content } from '../testing/fixtures'
import { choose, Client, settle } from '../testing/host-client'
import { Host } from './host'
import { inlineBots } from './inline-bots'

const hosts: Host[] = []
afterEach(() => {
  for (const h of hosts.splice(0)) h.dispose()
})

/** The host's screen flies the Allies against a heuristic bot, with Flying Higher's floor at `floor`. */
function botGame(options: Record<string, unknown>) {
  const host = new Host({ content, botFactory: inlineBots(content) })
  hosts.push(host)
  const screen = new Client(host)
  screen.send({ type: 'create-game', re: 'new', choice: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, seats: ['bot:heuristic', 'human'], options: { turnLimit: 4, ...options } })
  const created = screen.all('game-created')[0]
  if (!created) throw new Error(`no game created: ${JSON.stringify(screen.last())}`)
  // the scenario's first seat (the Germans) is the bot's, the second (the Allies) the person's
  expect(created.seats.map((s) => [s.id, s.kind])).toEqual([
    ['central', 'bot:heuristic'],
    ['allied', 'human'],
  ])
  screen.send({ type: 'join', session: created.session, seat: 'allied' })
  return { host, screen, session: created.session, game: host.getSession(created.session)!.game }
}

const planned = (game: ReturnType<typeof botGame>['game'], plane: string) => game.state.planes.find((p) => p.id === plane)!.plan !== null

describe('bots wait for the people at the table to propose a floor (003 Flying Higher, lines 442-447)', () => {
  it('the person proposes before planning; the bot, which waited, agrees; the floor moves; then the bot plans', async () => {
    const { screen, session, game } = botGame({ altitude: true, floor: 2 })
    await settle()
    const bot = game.state.planes.find((p) => p.seat === 'central')!.id
    expect(planned(game, bot), 'the bot waits rather than close the agreement').toBe(false)
    const level = game.state.planes[0].effects!.alt!.level
    const floor = level - 1
    screen.send({ type: 'command', re: 'f', session, command: { type: 'floor', seat: 'allied', floor } })
    await settle()
    expect(screen.errors()).toEqual([])
    expect(game.events.filter((e) => e.type === 'floor-agreed').map((e) => e.type === 'floor-agreed' && [e.seat, e.floor])).toEqual([
      ['allied', floor],
      ['central', floor],
    ])
    expect(game.events.find((e) => e.type === 'floor-moved')).toMatchObject({ turn: 1, floor, ceiling: floor + 3 })
    expect(planned(game, bot), 'once the floor moved the bot plans').toBe(true)
  })

  it('a person who plans without proposing lets the bot plan at once: the game goes on turn after turn', async () => {
    const { screen, session, game } = botGame({ altitude: true, floor: 2 })
    for (let turn = 1; turn <= 3; turn++) {
      await settle()
      expect(game.state.turn).toBe(turn)
      expect(game.state.planes.every((p) => p.seat === 'allied' || p.status !== 'flying' || p.plan === null), `turn ${turn}: the bot waits for the person`).toBe(true)
      // the person's orders until the next turn's planning (fire orders included)
      for (let i = 0; i < 20 && game.state.turn === turn && !game.over; i++) {
        for (const cmd of choose(screen.lastView().view, 'allied')) screen.send({ type: 'command', session, command: cmd })
        await settle()
      }
      if (game.over) break
    }
    // three turns played, or the game ended in one of them (a plane shot down or off the table): never stuck
    expect(game.over || game.state.turn > 3, JSON.stringify({ turn: game.state.turn, step: game.state.step, waiting: game.waitingFor() })).toBe(true)
    expect(screen.errors()).toEqual([])
    expect(game.events.some((e) => e.type === 'floor-agreed')).toBe(false)
  })

  it('without Flying Higher\'s floor the bot plans at once, as always', async () => {
    const { game } = botGame({ altitude: true })
    await settle()
    expect(planned(game, game.state.planes.find((p) => p.seat === 'central')!.id)).toBe(true)
  })
})
