/**
 * `npm run serve`: the host without Electron. Serves the renderer to a browser over HTTP and WebSocket.
 *
 *   npm run serve -- [--port 4317] [--host 127.0.0.1] [--data ~/.overdive] [--allow-host name ...] [--lan-bind 0.0.0.0]
 *
 * --port 0 picks a free port. Use --host 0.0.0.0 to let LAN guests join; --allow-host adds a name the host
 * answers to (a DNS name of your own). Saves and autosaves go to <data>/saves (OVERDIVE_DATA sets the default), campaigns
 * to <data>/campaigns.
 *
 * The LAN menu works as in the desktop app: the screen can host on the LAN (a second server, for guests only, on
 * 4317 or a free port), find the games other copies announce, and join one. --lan-bind is the address that
 * hosting listens on (0.0.0.0: every network; the end-to-end specs pass 127.0.0.1). Started with a --host other
 * than loopback, this host serves the LAN already: that is its hosting, announced, and the screen cannot stop it.
 * OVERDIVE_MDNS: unset announces and finds games on the LAN (DNS-SD); "off" does neither (addresses are typed);
 * "loopback:PORT,PORT" keeps it all on 127.0.0.1 (the end-to-end specs).
 *
 * The address printed first is the host's own screen: it carries a secret token (OVERDIVE_SCREEN_TOKEN sets it,
 * otherwise a new one each start) that lets that page save, load and replay games. Guests get the plain address.
 */
import { isIP } from 'node:net'
import { homedir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { ASSETS_DIR, loadAssets } from './content/load-assets'
import { version } from '../package.json'
import { Host } from './host/host'
import { rulesetContents } from './host/ruleset-contents'
import { workerBots } from './host/worker-bots'
import { OpponentMemoryStore } from './host/opponent-memory'
import { workerSaveChecker } from './saves/import-checker'
import { mdnsChoiceFromEnv } from './lan/mdns-choice'
import { computerName, isLoopback } from './lan/lan-hosting'
import { LanServices } from './lan/lan-services'
import { SaveStore } from './saves/save-store'
import { campaignStore } from './campaigns/host-campaigns'
import { startServer } from './server/http-server'
import { listensEverywhere } from './server/origin-check'
import { newScreenToken, SCREEN_TOKEN_FORMAT } from './server/screen-token'

const here = fileURLToPath(new URL('.', import.meta.url))

function screenToken(): string {
  const given = process.env.OVERDIVE_SCREEN_TOKEN
  if (given === undefined || given === '') return newScreenToken()
  if (!SCREEN_TOKEN_FORMAT.test(given)) throw new Error('OVERDIVE_SCREEN_TOKEN must be at least 32 characters of A-Z, a-z, 0-9, "_" and "-"')
  return given
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.OVERDIVE_PORT ?? '4317' },
      host: { type: 'string', default: '127.0.0.1' },
      data: { type: 'string', default: process.env.OVERDIVE_DATA ?? join(homedir(), '.overdive') },
      'allow-host': { type: 'string', multiple: true, default: [] },
      'lan-bind': { type: 'string', default: '0.0.0.0' },
      // how many games the host runs at once (64 when not given): the e2e server holds every spec's games
      'max-games': { type: 'string' },
    },
    strict: true,
  })
  const port = Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a port number, not "${values.port}"`)
  const allowHosts = values['allow-host']!
  for (const h of allowHosts) if (!/^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(h)) throw new Error(`--allow-host takes a host name, not "${h}"`)
  const lanBind = values['lan-bind']!
  if (isIP(lanBind) === 0) throw new Error(`--lan-bind takes an IP address (0.0.0.0 for every network, 127.0.0.1 for this machine only), not "${lanBind}"`)
  const maxGames = values['max-games'] === undefined ? undefined : Number(values['max-games'])
  if (maxGames !== undefined && !(Number.isInteger(maxGames) && maxGames >= 1 && maxGames <= 1000)) throw new Error(`--max-games takes a number of games from 1 to 1000, not "${values['max-games']}"`)
  const mdns = mdnsChoiceFromEnv(process.env.OVERDIVE_MDNS)
  const token = screenToken()

  const content = loadAssets()
  const saves = new SaveStore(join(resolve(values.data!), 'saves'), content, rulesetContents(ASSETS_DIR))
  // campaigns beside the saves (docs/campaign.md)
  const campaigns = campaignStore(join(resolve(values.data!), 'campaigns'))
  // the ace's memory of the player at this screen (electron/host/opponent-memory.ts)
  const memory = new OpponentMemoryStore(join(resolve(values.data!), 'memory'))
  const rendererDir = `${here}../renderer`
  const hostName = computerName()
  const lan = new LanServices({ rendererDir, bind: lanBind, mdns, hostName })
  const host = new Host({ content, contents: rulesetContents(ASSETS_DIR), botFactory: workerBots(new URL('./bot-worker.js', import.meta.url), ASSETS_DIR), checkSave: workerSaveChecker(new URL('./import-worker.js', import.meta.url), ASSETS_DIR).check, saves, campaigns, memory, app: 'overdive (browser host)', version, hostName, lan, ...(maxGames ? { maxSessions: maxGames } : {}) })
  lan.attach(host)
  const running = await startServer(host, { port, hostname: values.host!, rendererDir, screenToken: token, allowHosts })
  // on a LAN address already: guests join this server, and it is announced as this host's hosting
  if (!isLoopback(values.host!)) lan.adopt({ port: running.port, bind: values.host! })

  // a request or a game that fails in an unexpected way is logged; the host and its other games carry on
  process.on('unhandledRejection', (e) => console.error(`serve: unhandled rejection: ${(e as Error)?.stack ?? e}`))
  process.on('uncaughtException', (e) => console.error(`serve: uncaught exception: ${e?.stack ?? e}`))

  console.log(`Overdive is serving on ${running.screenUrl}`)
  console.log(`  that address is this host's own screen (it saves, loads and replays games): keep it to yourself`)
  if (listensEverywhere(values.host!)) {
    const lan = running.allowlist.hosts.filter((h) => !/^(127\.|localhost|\[::1\]|\[fe80:)/.test(h) && /:\d+$/.test(h))
    for (const h of lan) console.log(`  LAN guests: http://${h}/`)
  } else {
    console.log(`  guests: ${running.url}`)
  }
  console.log(`  saves: ${saves.dir}`)
  console.log(`  campaigns: ${campaigns.dir}`)
  console.log(`  the ace's memory of you: ${memory.dir}`)
  if (saves.problem) console.error(`  WARNING: ${saves.problem}. Games can be played but will not be saved; free the disk, or choose another folder with --data <dir>.`)
  const stop = () => {
    host.dispose()
    // the LAN hears this host leave (an mDNS goodbye) before it exits; never for long
    const lanStopped = Promise.race([lan.dispose().catch(() => {}), new Promise((ok) => setTimeout(ok, 2_000))])
    void Promise.all([lanStopped, running.close()]).then(() => process.exit(0))
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((e) => {
  console.error(`serve: ${(e as Error).message}`)
  process.exit(2)
})
