/**
 * Hotseat for the hex game of 002 (issue 30): the card game's one watcher (net/hotseat.ts) with a hex game's views.
 * First its parts (whose screen it is, when a seat's part is done, the public part of a seat's view), then whole
 * games against the real host in this process, two players at one screen, each seat played by the hex heuristic
 * bot through the client as a player would: at every store change no hand but that of the seat on screen is in the
 * store, a seat is on screen only after a hand-off to it was confirmed and while the game waits for it, and behind
 * the hand-off screen the store holds no hand and no seat's private event.
 */
import { describe, expect, it } from 'vitest'
import { Host } from '../../../electron/host/host'
import { inlineBots } from '../../../electron/host/inline-bots'
import { content } from '../../../electron/testing/fixtures'
import { hexRuleset, type HexEvent, type HexView } from '../../../shared/rulesets/hex'
import { hexContent } from '../../../shared/rulesets/hex/content-fixture'
import { makeStore, type RootState } from '../store'
import { handOffConfirmed, handOffStarted } from '../store/hand-off-actions'
import { publicRulesetMessage, publicRulesetView } from '../store/public-ruleset-view'
import { rulesetViewReceived, type RulesetViewMessage } from '../store/ruleset-slice'
import { animationChanged } from '../store/ui-slice'
import { hostTransport } from '../testing/host-transport'
import { HostClient } from './client'
import { confirmHandOff, nextSeat, receiveRulesetView, rulesetPartDone, watchHotseat, type SeatJoiner } from './hotseat'

/** A hex game's view message for a seat, from a game the test drives. */
function hexMsg(seat: string | null, waitingFor: string[], opts: { mine?: string[]; re?: string; hand?: number[]; extra?: Record<string, unknown> } = {}): RulesetViewMessage {
  const game = hexRuleset.start(hexContent, hexRuleset.setupFor(hexContent, 'duel'), 5)
  const view = game.view(seat) as HexView
  const planes = view.planes.map((p) => ({ ...p, extra: opts.extra ?? {} }))
  const hand = opts.hand ? opts.hand.map((id) => ({ id, type: 'forward' as const })) : view.hand
  const events: HexEvent[] = [
    { type: 'drawn', to: seat ?? 'all', words: 'you drew', round: 1 },
    { type: 'roll', to: 'all', words: 'a die', round: 1, roll: 4 },
  ]
  return { type: 'ruleset-view', ...(opts.re ? { re: opts.re } : {}), session: 'h1', ruleset: 'hex', seat, mine: opts.mine ?? ['allies', 'germans'], seats: [], view: { ...view, planes, hand, extra: opts.extra ?? {} }, events, waitingFor }
}

/** A client stand-in that records its joins. */
function joiner(): SeatJoiner & { joins: (string | null)[] } {
  let n = 0
  const joins: (string | null)[] = []
  return { joins, requestId: () => `q${++n}`, join: (_s, seat, re) => (joins.push(seat), re ?? `q${++n}`) }
}

describe('the hotseat watcher with a hex game', () => {
  it('hands the screen to the seat the hex game waits for, once the seat on screen is done and the table is still', () => {
    const store = makeStore()
    store.dispatch(rulesetViewReceived(hexMsg('allies', ['allies'])))
    expect(nextSeat(store.getState()), 'the seat on screen still has its turn').toBeNull()
    store.dispatch(rulesetViewReceived(hexMsg(null, ['germans'])))
    expect(nextSeat(store.getState())).toBe('germans')
    store.dispatch(animationChanged(true))
    expect(nextSeat(store.getState()), 'not while dice or moves play on the table').toBeNull()
    store.dispatch(animationChanged(false))
    // one seat at this screen: no hand-off ever
    const solo = makeStore()
    solo.dispatch(rulesetViewReceived(hexMsg(null, ['germans'], { mine: ['allies'] })))
    expect(nextSeat(solo.getState())).toBeNull()
    // over: nobody is waited for
    const over = makeStore()
    over.dispatch(rulesetViewReceived(hexMsg(null, [])))
    expect(nextSeat(over.getState())).toBeNull()
  })

  it('a hand-off no one has confirmed yet goes to the seat the game waits for (a hex game rolls who moves first)', async () => {
    const store = makeStore()
    const c = joiner()
    store.dispatch(handOffStarted({ session: 'h1', seat: 'allies', name: 'Allies' }))
    const stop = watchHotseat(store, c)
    store.dispatch(rulesetViewReceived(hexMsg(null, ['germans'])))
    await Promise.resolve()
    expect(store.getState().ui.handOff).toMatchObject({ seat: 'germans', confirmed: false })
    // once confirmed, it stays with its seat whatever comes
    store.dispatch(handOffConfirmed({ re: 'q9' }))
    store.dispatch(rulesetViewReceived(hexMsg(null, ['allies'])))
    await Promise.resolve()
    expect(store.getState().ui.handOff).toMatchObject({ seat: 'germans', confirmed: true })
    stop()
  })

  it("a hex seat's part is done when the game no longer waits for it (its turn ended, or a decision went to the other seat)", () => {
    expect(rulesetPartDone({}, { seat: 'allies', waitingFor: ['allies'] })).toBe(false)
    expect(rulesetPartDone({}, { seat: 'allies', waitingFor: ['germans'] })).toBe(true)
    expect(rulesetPartDone({}, { seat: 'allies', waitingFor: [] })).toBe(true)
    expect(rulesetPartDone(null, { seat: 'allies', waitingFor: ['allies'] })).toBe(true)
  })

  it("the public part of a hex seat's view holds no hand, no option state and no private event", () => {
    const m = hexMsg('allies', ['germans'], { hand: [3, 9, 27], extra: { wounds: { pilot: 1 } }, re: 'r1' })
    const p = publicRulesetMessage(m)
    const v = p.view as HexView
    expect([p.seat, v.seat, v.hand, v.extra]).toEqual([null, null, [], {}])
    expect(v.planes.every((x) => Object.keys(x.extra).length === 0)).toBe(true)
    expect(v.handCounts, 'the counts stay: everyone sees how many cards a hand holds').toEqual((m.view as HexView).handCounts)
    expect((p.events as HexEvent[]).map((e) => e.type)).toEqual(['roll'])
    // a past (the log of a client that arrived late) loses any event for one seat as well
    expect((publicRulesetMessage({ ...m, past: m.events }).past as HexEvent[]).map((e) => e.type)).toEqual(['roll'])
    expect('re' in p).toBe(false)
    // anything that is not a view object passes unchanged
    expect(publicRulesetView(null)).toBeNull()
  })

  it("receiveRulesetView: during a hand-off only the asked-for view comes in; a done seat's view comes in public and the client watches", () => {
    const store = makeStore()
    const c = joiner()
    store.dispatch(handOffStarted({ session: 'h1', seat: 'allies', name: 'Allies' }))
    receiveRulesetView(store, c, hexMsg('germans', ['allies'], { hand: [1, 2] }))
    expect(store.getState().rulesetGame, "the other seat's view on its way is dropped").toBeNull()
    store.dispatch(handOffConfirmed({ re: 'r7' }))
    receiveRulesetView(store, c, hexMsg('allies', ['allies'], { re: 'r7', hand: [4, 5] }))
    let s = store.getState()
    expect(s.ui.handOff, 'the asked-for view ends the hand-off').toBeNull()
    expect(s.rulesetGame!.seat).toBe('allies')
    expect((s.rulesetGame!.view as HexView).hand.map((x) => x.id)).toEqual([4, 5])
    // the allies' turn ends: the view comes in as its public part, and the client watches as a spectator
    receiveRulesetView(store, c, hexMsg('allies', ['germans'], { hand: [4] }))
    s = store.getState()
    expect(s.rulesetGame!.seat).toBeNull()
    expect((s.rulesetGame!.view as HexView).hand).toEqual([])
    expect((s.rulesetGame!.log as HexEvent[]).every((e) => e.to === 'all')).toBe(true)
    expect(c.joins).toEqual([null])
  })
})

// ------------------------------------------------------------------ whole games against the host

interface Watch {
  problems: string[]
  confirmed: string[]
  handOffs: number
}

/** The secrecy checks of every store change (the e2e watcher's, e2e/support/hex-secrets.ts, in the page). */
function watchSecrets(store: ReturnType<typeof makeStore>, hands: () => Record<string, { id: number }[]>): Watch {
  const w: Watch = { problems: [], confirmed: [], handOffs: 0 }
  let confirmedFor: string | null = null
  let up = false
  store.subscribe(() => {
    const s: RootState = store.getState()
    const r = s.rulesetGame
    const h = s.ui.handOff
    if (h && !up) w.handOffs++
    up = !!h
    if (h?.confirmed && confirmedFor !== h.seat) {
      confirmedFor = h.seat
      w.confirmed.push(h.seat)
    }
    if (!r || !r.view) return
    const v = r.view as HexView
    if (r.seat === null && !h) confirmedFor = null
    const privateEvents = (r.log as HexEvent[]).filter((e) => e.to !== 'all' && e.to !== r.seat)
    if (privateEvents.length) w.problems.push(`events of another seat in the log: ${privateEvents.map((e) => `${e.type}>${e.to}`).join(', ')}`)
    if (r.seat === null) {
      if (v.hand.length) w.problems.push('a hand with no seat on screen')
      if ((r.log as HexEvent[]).some((e) => e.to !== 'all')) w.problems.push('a private event with no seat on screen')
      return
    }
    if (h) w.problems.push(`seat ${r.seat} in the store behind the hand-off screen`)
    if (v.result === null && confirmedFor !== r.seat) w.problems.push(`seat ${r.seat} on screen with no hand-off to it confirmed`)
    if (v.result === null && !r.waitingFor.includes(r.seat)) w.problems.push(`seat ${r.seat} on screen while the game waits for ${r.waitingFor.join(', ')}`)
    const theirs = hands()[r.seat]?.map((x) => x.id).join(',')
    if (theirs !== undefined && v.hand.map((x) => x.id).join(',') !== theirs) w.problems.push(`the hand on screen is not seat ${r.seat}'s`)
  })
  return w
}

async function settle(): Promise<void> {
  for (let i = 0; i < 40; i++) await new Promise((r) => setTimeout(r, 0))
}

describe('a hex hotseat game against the host', () => {
  it('two players at one screen: every turn and every decision behind its own hand-off, no other hand ever in the store', async () => {
    const host = new Host({ content, contents: { hex: hexContent }, botFactory: inlineBots(content), seed: () => 4242 })
    try {
      const store = makeStore()
      const client = new HostClient(hostTransport(host), store)
      let session = ''
      const hands = () => {
        const g = session ? host.getAnySession(session)?.hosted.live : undefined
        return ((g?.state as { hands?: Record<string, { id: number }[]> } | undefined)?.hands ?? {}) as Record<string, { id: number }[]>
      }
      const w = watchSecrets(store, hands)
      watchHotseat(store, client)
      await settle()
      client.expectGame('all-human')
      client.localTransport.send({ type: 'create-game', re: 'mk', ruleset: 'hex', choice: { kind: 'scenario', scenario: 'duel' }, seats: ['human', 'human'] })
      await settle()
      session = store.getState().rulesetGame!.session
      expect(store.getState().ui.handOff, 'the game starts behind a hand-off').toMatchObject({ confirmed: false })
      expect([...store.getState().rulesetGame!.mine].sort()).toEqual(['allies', 'germans'])
      const bots = { allies: hexRuleset.bots.heuristic.make(hexContent, 'allies', 1), germans: hexRuleset.bots.heuristic.make(hexContent, 'germans', 2) }
      const acted: string[] = []
      for (let step = 0; step < 400; step++) {
        const s = store.getState()
        const r = s.rulesetGame!
        const v = r.view as HexView | null
        if (v?.result || (acted.length > 30 && new Set(acted).size === 2)) break
        if (s.ui.handOff) {
          confirmHandOff(store, client)
          await settle()
          continue
        }
        const seat = r.seat
        expect(seat, 'a table with a seat to act is never left public').not.toBeNull()
        acted.push(seat!)
        for (const command of bots[seat as 'allies' | 'germans'].decide(v!)) client.sendRulesetCommand(session, command)
        await settle()
      }
      expect(w.problems).toEqual([])
      expect(new Set(acted)).toEqual(new Set(['allies', 'germans']))
      expect(w.handOffs).toBeGreaterThanOrEqual(3)
      // every change of seat on screen came through a confirmed hand-off to that seat
      const runs = acted.filter((x, i) => i === 0 || x !== acted[i - 1])
      expect(w.confirmed.length).toBeGreaterThanOrEqual(runs.length)
      expect(store.getState().game.error, 'the host refused nothing').toBeNull()
    } finally {
      host.dispose()
    }
  }, 60_000)
})
