/**
 * Campaign tests' helpers: a host that keeps saves and campaigns in a folder, a new campaign of two squadrons as
 * New campaign sends it, the crews of a duel picked from the rosters, and a screen playing its human seats with the
 * heuristic bot until the game ends. Used by electron/campaigns tests and by the child host the kill tests stop
 * (campaign-host.ts).
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Campaign } from '../../shared/campaign/types'
import type { NewCampaignRequest } from '../../shared/protocol/campaign-messages'
import type { ServerMessage } from '../../shared/protocol/messages'
import { campaignStore } from '../campaigns/host-campaigns'
import { Host } from '../host/host'
import { inlineBots } from '../host/inline-bots'
import { SaveStore } from '../saves/save-store'
import { content } from './fixtures'
import { choose, type Client, settle } from './host-client'

/** A host keeping its saves in `<data>/saves` and its campaigns in `<data>/campaigns`, as npm run serve does. */
export function campaignHost(data: string, seed = 4321): Host {
  mkdirSync(data, { recursive: true })
  let n = seed
  return new Host({ content, botFactory: inlineBots(content), seed: () => n++, saves: new SaveStore(join(data, 'saves'), content), campaigns: campaignStore(join(data, 'campaigns')), app: 'campaign test' })
}

/** Two squadrons, a British one of Camels and a German one of triplanes, three pilots each. */
export const twoSquadrons: NewCampaignRequest = {
  name: 'Bloody April',
  squadrons: [
    { name: 'No. 70 Squadron', side: 'allied', nation: 'britain', aircraft: ['sopwith-camel'], pilots: ['Albert Ball', 'Cecil Lewis', ''], observers: [] },
    { name: 'Jasta 11', side: 'central', nation: 'germany', aircraft: ['fokker-dr-i'], pilots: ['Lothar Richthofen', 'Kurt Wolff', ''], observers: [] },
  ],
}

export type CampaignMessage = Extract<ServerMessage, { type: 'campaign' }>

/** The last `campaign` message the client got (with this request id, if given). */
export function lastCampaign(c: Client, re?: string): CampaignMessage {
  const m = c.all('campaign').filter((x) => re === undefined || x.re === re).at(-1)
  if (!m) throw new Error(`no campaign message${re ? ` for ${re}` : ''}: ${JSON.stringify(c.last())}`)
  return m
}

/** The first airman of a squadron's pilots who may fly (status flying). */
export function pilotOf(c: Campaign, squadron: number, k = 0): string {
  const sq = c.squadrons[squadron].id
  const flying = c.airmen.filter((a) => a.squadron === sq && a.role === 'pilot' && a.status.kind === 'flying')
  if (!flying[k]) throw new Error(`squadron ${sq} has no pilot ${k} flying`)
  return flying[k].id
}

/** Duel over the Trenches flown by the first pilots of the two squadrons. */
export function duelCrews(c: Campaign, k = 0) {
  return [
    { plane: 'camel', squadron: c.squadrons[0].id, pilot: pilotOf(c, 0, k) },
    { plane: 'dr1', squadron: c.squadrons[1].id, pilot: pilotOf(c, 1, k) },
  ]
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
