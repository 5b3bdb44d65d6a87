/**
 * New game with a variant that names its seats (003 A Lonely Sentinel's three players, lines 1309-1326: "One of the
 * two Germans controls the aircraft, and the other controls the anti-aircraft batteries"): the Seats choice, which the
 * setup would ignore, is shown fixed with a line that says why; the variant's seats are listed and each takes a
 * person, a LAN guest or a bot like any seat; what New game sends gives the host those seats, and the batteries' seat
 * is asked for its counter.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { until } from '../../../../electron/lan/test-helpers'
import { content } from '../../../../electron/testing/fixtures'
import { Host } from '../../../../electron/host/host'
import { inlineBots } from '../../../../electron/host/inline-bots'
import { scenarioSetup } from '../../../../shared/engine/setup'
import { SEAT_KINDS, type SeatKind } from '../../../../shared/protocol/seat-kinds'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { makeStore } from '../../store'
import { roleKnown } from '../../store/lobby-slice'
import { hostTransport } from '../../testing/host-transport'
import { gunsToAim } from '../../tables/card/panels/archie-aim'
import { NewGame } from './NewGame'
import { defaultSeatKinds } from './seat-kinds'
import { seatingChoice } from './seating-choice'

const sentinel = content.scenarios['a-lonely-sentinel']
const threePlayers = sentinel.variants.find((v) => v.id === 'three-players')!
/** The variant's seats by id (the setup lists them as their planes and pieces come: the batteries' last). */
const byId = <T extends { id: string }>(xs: readonly T[]) => [...xs].sort((a, b) => a.id.localeCompare(b.id))

function render(initial: { scenario: string; variant?: string }): string {
  const store = makeStore()
  const client = new HostClient({ send: () => {}, onMessage: () => {}, onStatus: () => {} }, store)
  store.dispatch(roleKnown({ role: 'screen' }))
  return renderToStaticMarkup(
    <Provider store={store}>
      <ClientContext.Provider value={client}>
        <NewGame initial={initial} />
      </ClientContext.Provider>
    </Provider>,
  )
}

describe('seatingChoice: the Seats choice is the player\'s unless the variant decides the seats', () => {
  it('a variant that names its seats: "As the scenario says", disabled, a line in plain words, and the choice made before is not sent', () => {
    for (const chosen of ['team', 'plane'] as const) {
      const c = seatingChoice(threePlayers, chosen)
      expect(c).toMatchObject({ shown: 'scenario', disabled: true, sent: 'team' })
      expect(c.note).toBe('This scenario decides who plays what: 3 seats, listed below. Give each one to a player at this screen, a LAN guest or a bot.')
    }
  })

  it("Look Up!'s variant (a player to each plane) shows one seat per plane, fixed; as written, and in a free dogfight, the player chooses", () => {
    const lookUp = content.scenarios['look-up'].variants.find((v) => v.id === 'two-players')!
    expect(seatingChoice(lookUp, 'team')).toMatchObject({ shown: 'plane', disabled: true, note: null, sent: 'plane' })
    expect(seatingChoice(undefined, 'plane')).toEqual({ shown: 'plane', disabled: false, note: null, sent: 'plane' })
    expect(seatingChoice(sentinel.variants.find((v) => v.id === 'altitude'), 'team')).toEqual({ shown: 'team', disabled: false, note: null, sent: 'team' })
  })

  it('the seats New game lists are the variant\'s whatever was chosen before, the batteries\' seat holding only ground pieces and the balloon', () => {
    const setup = scenarioSetup(content, { scenario: sentinel.id, variant: threePlayers.id, seating: seatingChoice(threePlayers, 'plane').sent })
    expect(byId(setup.seats).map((s) => [s.id, s.name])).toEqual(byId(threePlayers.seats!).map((s) => [s.id, s.name]))
    expect(setup.planes.filter((p) => p.seat === 'german-batteries').map((p) => [p.id, p.kind])).toEqual([
      ['balloon', 'balloon'],
      ['aa-left', 'aa-gun'],
      ['aa-right', 'aa-gun'],
    ])
    // a solo game by default: the player flies the Nieuport, bots the Albatros and the batteries
    const kinds = defaultSeatKinds(setup)
    expect(Object.fromEntries(setup.seats.map((s, i) => [s.id, kinds[i]]))).toEqual({ 'german-pilot': 'bot:heuristic', 'german-batteries': 'bot:heuristic', allied: 'human' })
  })
})

describe('New game opened on A Lonely Sentinel for three players', () => {
  it('the Seats choice is disabled with its line; three seats, each offering a person, a LAN guest or a bot', () => {
    const html = render({ scenario: sentinel.id, variant: threePlayers.id })
    expect(html).toMatch(/<select disabled="" title="The scenario shares out the planes and guns itself" data-testid="seating">/)
    expect(html).toMatch(/<option value="scenario" selected="">As the scenario says<\/option>/)
    expect(html).toContain('data-testid="seating-note">This scenario decides who plays what: 3 seats, listed below.')
    expect(html).toContain('For 3 players')
    for (const seat of threePlayers.seats!) {
      const row = html.match(new RegExp(`data-testid="seat-row-${seat.id}">(.*?)</select>`))?.[1]
      expect(row, seat.id).toBeDefined()
      expect(row).toContain(seat.name)
      for (const kind of SEAT_KINDS) expect(row).toContain(`value="${kind}"`)
    }
  })

  it('as written, the Seats choice is the player\'s and no line is shown', () => {
    const html = render({ scenario: sentinel.id })
    expect(html).toContain('<select data-testid="seating"><option value="team" selected="">One seat per side</option>')
    expect(html).not.toContain('seating-note')
    expect(html).not.toContain('As the scenario says')
  })
})

describe('what New game sends for the three-player variant, against a real host', () => {
  /** The create-game New game sends: the kinds in the setup's seat order, its own human seats taken. */
  function create(kinds: Record<string, SeatKind>, aa: 'solo' | 'player') {
    const host = new Host({ content, botFactory: inlineBots(content), seed: () => '0123456789abcdef0123456789abcdef' })
    const store = makeStore()
    const transport = hostTransport(host)
    const client = new HostClient(transport, store)
    const sent = seatingChoice(threePlayers, 'plane').sent
    const setup = scenarioSetup(content, { scenario: sentinel.id, variant: threePlayers.id, seating: sent })
    const seats = setup.seats.map((s) => kinds[s.id])
    client.createGame({ kind: 'scenario', scenario: sentinel.id, variant: threePlayers.id }, seats, { seating: sent, take: setup.seats.filter((s) => kinds[s.id] === 'human').map((s) => s.id), groundFire: { aa } })
    return { store, transport, client }
  }

  it('a LAN guest, a bot and a person: the host makes the variant\'s seats, with those players', async () => {
    const { store, transport } = create({ 'german-pilot': 'guest', 'german-batteries': 'bot:heuristic', allied: 'human' }, 'player')
    expect(transport.sent.find((m) => m.type === 'create-game')).toMatchObject({ seating: 'team', seats: ['guest', 'human', 'bot:heuristic'] })
    await until(() => (store.getState().lobby.current?.seats.length ?? 0) === 3, 'the lobby')
    expect(byId(store.getState().lobby.current!.seats).map((s) => [s.id, s.name, s.kind])).toEqual([
      ['allied', 'Allied (Nieuport 17)', 'human'],
      ['german-batteries', 'German AA batteries and balloon', 'bot:heuristic'],
      ['german-pilot', 'German pilot (Albatros D.III)', 'guest'],
    ])
  })

  it('a person at the batteries\' seat, bots flying: the game starts and asks that seat where its counter goes', async () => {
    const { store } = create({ 'german-pilot': 'bot:heuristic', 'german-batteries': 'human', allied: 'bot:heuristic' }, 'player')
    await until(() => store.getState().game.view?.step === 'archie', 'the archie step')
    const view = store.getState().game.view!
    expect(store.getState().game.seat).toBe('german-batteries')
    expect(byId(view.setup.seats).map((s) => s.id)).toEqual(['allied', 'german-batteries', 'german-pilot'])
    expect(gunsToAim(view, 'german-batteries').map((g) => g.id)).toEqual(['aa-left', 'aa-right'])
  })
})
