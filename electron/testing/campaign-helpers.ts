/**
 * Campaign tests' helpers: the campaign's messages a test client got, and a screen playing its human seats with the
 * heuristic bot until the game ends. The host, the campaign and the crews are host-campaign-fixtures.ts's (which the child
 * host of the kill tests, campaign-host.ts, uses too: it runs outside vitest).
 */
import type { ServerMessage } from '../../shared/protocol/messages'
import type { Host } from '../host/host'
import { choose, type Client, settle } from './host-client'

export { campaignHost, duelCrews, pilotOf, twoSquadrons } from './host-campaign-fixtures'

export type CampaignMessage = Extract<ServerMessage, { type: 'campaign' }>

/** The last `campaign` message the client got (with this request id, if given). */
export function lastCampaign(c: Client, re?: string): CampaignMessage {
  const m = c.all('campaign').filter((x) => re === undefined || x.re === re).at(-1)
  if (!m) throw new Error(`no campaign message${re ? ` for ${re}` : ''}: ${JSON.stringify(c.last())}`)
  return m
}

/** The session of the game-created answering a request. */
export function createdSession(c: Client, re: string): string {
  const m = c.all('game-created').find((x) => x.re === re)
  if (!m) throw new Error(`no game created for ${re}: ${JSON.stringify(c.last())}`)
  return m.session
}

/**
 * The screen sits at its human seats of a session and plays them with the heuristic bot until the game is over (or
 * `stopAfterTurn` is reached). Returns whether the game is over.
 */
export async function playOut(host: Host, c: Client, session: string, humanSeats: string[], stopAfterTurn = Infinity): Promise<boolean> {
  const game = host.getSession(session)!.game
  for (const seat of humanSeats) c.send({ type: 'join', session, seat })
  for (let i = 0; i < 600 && !game.over && game.state.turn <= stopAfterTurn; i++) {
    const waiting = new Set(game.waitingFor())
    const seat = humanSeats.find((s) => game.state.planes.some((p) => p.seat === s && waiting.has(p.id)))
    if (seat) {
      if (c.lastView().seat !== seat) c.send({ type: 'join', session, seat })
      for (const cmd of choose(c.lastView().view, seat)) c.send({ type: 'command', session, command: cmd })
    }
    await settle()
  }
  return game.over
}
