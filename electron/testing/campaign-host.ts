/**
 * A host with campaigns, run as a child process by the test that kills it (electron/campaigns/campaign-kill.test.ts).
 * Its screen creates a campaign and flies sortie 1 of Duel over the Trenches, then waits to be killed:
 * - `between`: two bots fly the sortie to its end; once the sortie is closed it prints "closed <campaign id>";
 * - `during`: the screen flies the Camel (with the heuristic bot's choices) against a bot up to turn 2, then stops
 *   answering and prints "flying <campaign id>": the game waits for its next plan.
 *
 *   node --import tsx electron/testing/campaign-host.ts <data folder> between|during
 */
import { BOTS } from '../../shared/bots'
import type { ServerMessage } from '../../shared/protocol/messages'
import { content } from './fixtures'
import { campaignHost, duelCrews, twoSquadrons } from './host-campaign-fixtures'

const [data, mode] = process.argv.slice(2)
if (!data || (mode !== 'between' && mode !== 'during')) throw new Error('usage: campaign-host.ts <data folder> between|during')
const host = campaignHost(data)
const got: ServerMessage[] = []
const conn = host.connect((m) => got.push(m), { screen: true })
const send = (m: unknown) => host.receive(conn, JSON.stringify(m))
const tick = () => new Promise((ok) => setImmediate(ok))

send({ type: 'create-campaign', re: 'new', campaign: twoSquadrons })
const created = got.find((m) => m.type === 'campaign' && m.re === 'new')
if (!created || created.type !== 'campaign') throw new Error(`no campaign: ${JSON.stringify(got.at(-1))}`)
const campaign = created.campaign
send({ type: 'start-sortie', re: 'go', id: campaign.id, game: { kind: 'scenario', scenario: 'duel-over-the-trenches' }, crews: duelCrews(campaign), seats: ['bot:heuristic', mode === 'between' ? 'bot:heuristic' : 'human'] })
const started = got.find((m) => m.type === 'game-created' && m.re === 'go')
if (!started || started.type !== 'game-created') throw new Error(`no sortie: ${JSON.stringify(got.at(-1))}`)
const session = host.getSession(started.session)!
if (mode === 'between') {
  while (!got.some((m) => m.type === 'campaign' && m.closed === 1)) await tick()
  process.stdout.write(`closed ${campaign.id}\n`)
} else {
  send({ type: 'join', session: started.session, seat: 'allied' })
  const bot = BOTS.heuristic.make(content, 'allied', 3)
  while (session.game.state.turn < 2 && !session.game.over) {
    const waiting = new Set(session.game.waitingFor())
    if (session.game.state.planes.some((p) => p.seat === 'allied' && waiting.has(p.id))) {
      for (const command of bot.decide(session.game.view('allied'))) send({ type: 'command', session: started.session, command })
    }
    await tick()
  }
  process.stdout.write(`flying ${campaign.id}\n`)
}
// killed from here on
setInterval(() => {}, 60_000)
