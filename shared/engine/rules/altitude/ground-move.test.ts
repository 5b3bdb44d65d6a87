import { describe, expect, it } from 'vitest'
import { content, setupWith, type PlaneSpec } from '../../../../electron/testing/fixtures'
import { straights } from '../../../../electron/testing/rule-helpers'
import { BOTS } from '../../../bots'
import { drive } from '../../../sim/play'
import { CommandError } from '../../commands'
import { Game } from '../../game'
import type { GameEvent, LandingField, RulesOptions, TaxiCommand } from '../../types'
import { journalHeader, journalText, lineMetaOf, parseJournal, replayJournal } from '../../../save/journal'
import { makeSave, readSave, serializeSave } from '../../../save/save-file'
import { verifySave } from '../../../save/verify'

// the Camel's deck: C01 straight (14.3 cm), C02 straight, C04 stall (7.1), C05 bank left
const STRAIGHT = 'C01'
const STRAIGHT2 = 'C02'
const STALL = 'C04'
const BANK = 'C05'

/** A field 12 cm wide and 40 deep (x 34-46, y 75-115). */
const FIELD: LandingField = { id: 'field', x: 40, y: 95, width: 12, depth: 40 }

function game(camel: Partial<PlaneSpec> = {}, options: Partial<RulesOptions> = {}, more: PlaneSpec[] = [], fields: LandingField[] = [FIELD]): Game {
  const planes: PlaneSpec[] = [
    { id: 'camel', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 80, heading: 0, altitude: 0, ...camel },
    { id: 'dva', aircraft: 'albatros-d-va', team: 'central', x: 160, y: 180, heading: 90, altitude: 3 },
    ...more,
  ]
  return Game.start(content, { ...setupWith(planes, { options: { altitude: true, ...options }, table: { width: 1000, depth: 200 } }), fields }, 1)
}

/** Plans the turn and answers fire with "hold" until the game waits for something else. */
function plan(g: Game, camel: string[]): GameEvent[] {
  const from = g.events.length
  const dva = g.state.planes.find((p) => p.id === 'dva')!
  if (dva.status === 'flying') g.apply({ type: 'plan', seat: 'central', plane: 'dva', cards: straights(g, 'dva').slice(0, 3) })
  g.apply({ type: 'plan', seat: 'allied', plane: 'camel', cards: camel })
  holdFire(g)
  return g.events.slice(from)
}

function holdFire(g: Game): void {
  while (g.state.step === 'firing') for (const p of g.state.planes) if (p.status === 'flying' && !g.state.fireOrders[p.id] && g.state.fireOptions.some((o) => o.plane === p.id)) g.apply({ type: 'fire', seat: p.seat, plane: p.id, front: null, rear: null })
}

const taxi = (to: TaxiCommand['to'], plane = 'camel', seat = 'allied'): TaxiCommand => ({ type: 'taxi', seat, plane, to })
const camelOf = (g: Game) => g.state.planes[0]

function refusal(g: Game, cmd: TaxiCommand): CommandError {
  try {
    g.apply(cmd)
  } catch (e) {
    return e as CommandError
  }
  throw new Error('the command was accepted')
}

describe('003 Planes on the Ground (409-411): "During the second phase, before any manoeuvre card is revealed, the owner can move and turn the plane base freely"', () => {
  it('003 Planes on the Ground (409-411): the game waits before the second card for the owner of a parked plane; a taxi puts the base down, then the card is revealed', () => {
    const g = game()
    // a take-off from the second card: the first card is ignored, the stall is flown in phase 2
    plan(g, [BANK, STALL, STRAIGHT])
    expect(g.state.step).toBe('taxiing')
    expect(g.state.phase).toBe(2)
    expect(g.waitingFor()).toEqual(['camel'])
    expect(camelOf(g).executed, 'no second card revealed yet').toHaveLength(1)
    // everyone sees which plane the game waits for, and nothing of its plan
    const seen = g.view('central')
    expect(seen.step).toBe('taxiing')
    expect(seen.planes[0].effects!.alt!.ground).toMatchObject({ stage: 'parked', taxi: true })
    expect(seen.planes[0].plan ?? null).toBeNull()
    const events = g.apply(taxi({ x: 40, y: 78, heading: 0 }))
    expect(events.find((e) => e.type === 'ground')).toMatchObject({ what: 'taxied', moved: true, x: 40, y: 78, heading: 0 })
    // the stall is revealed from where the base was put: it starts the take-off, and the straight rolls it on
    expect(events.filter((e) => e.type === 'ground').map((e) => e.type === 'ground' && e.what)).toEqual(['taxied', 'rolled', 'rolled'])
    expect(events.filter((e) => e.type === 'manoeuvre-revealed' || e.type === 'turn-ended').length).toBeGreaterThan(0)
    holdFire(g)
    expect(camelOf(g).effects!.alt!.ground!.stage).toBe('run-up')
    expect(camelOf(g).effects!.alt!.ground!.taxi).toBeUndefined()
    // the stall (7.1 cm) and the straight (14.3 cm) were flown north from y 78
    expect(camelOf(g).y).toBeCloseTo(78 + 7.1 + 14.3, 0)
  })

  it('003 Planes on the Ground (409-411): the base may be turned to any heading; "stay" (to: null) leaves it', () => {
    const g = game()
    plan(g, [BANK, STALL, STRAIGHT])
    g.apply(taxi({ x: 40, y: 85, heading: 180 }))
    // the stall (7.1 cm) was flown facing south, from y 85
    expect(camelOf(g).h).toBeCloseTo(Math.PI, 6)
    expect(camelOf(g).y).toBeLessThan(85)
    const h = game()
    plan(h, [BANK, STALL, STRAIGHT])
    expect(h.apply(taxi(null)).find((e) => e.type === 'ground')).toMatchObject({ what: 'taxied', moved: false })
    expect(camelOf(h).x).toBe(40)
  })

  it('003 Planes on the Ground (409-411), judgement calls: on the table, clear of other bases, at most half a ruler; the seat, the step and the plane are checked', () => {
    const g = game({}, {}, [{ id: 'pup', aircraft: 'sopwith-camel', team: 'allied', x: 40, y: 100, heading: 180, altitude: 0 }])
    g.apply({ type: 'plan', seat: 'allied', plane: 'pup', cards: [STRAIGHT, STRAIGHT2, BANK] })
    const before = structuredClone(g.state)
    expect(refusal(g, taxi(null)).code, 'not yet: the planning phase').toBe('wrong-step')
    plan(g, [BANK, STALL, STRAIGHT])
    expect(g.waitingFor().sort()).toEqual(['camel', 'pup'])
    expect(refusal(g, taxi({ x: 40, y: 80, heading: 0 }, 'camel', 'central')).code).toBe('not-your-plane')
    expect(refusal(g, taxi({ x: 40, y: 80, heading: 0 }, 'dva', 'central')).message).toMatch(/not waiting to be moved/)
    const far = refusal(g, taxi({ x: 40, y: 80 + g.rules.ruler / 2 + 1, heading: 0 }))
    expect([far.code, far.message]).toEqual(['illegal-plan', expect.stringMatching(/at most half a ruler/)])
    // a field at the table's west edge: the base would hang over it
    const edge = game({ x: 6 }, {}, [], [{ ...FIELD, x: 6 }])
    plan(edge, [BANK, STALL, STRAIGHT])
    expect(refusal(edge, taxi({ x: 2, y: 80, heading: 0 })).message).toMatch(/wholly on the table/)
    expect(refusal(g, taxi({ x: 40, y: 95, heading: 0 })).message).toMatch(/overlap pup's/)
    expect(refusal(g, taxi({ x: Number.NaN, y: 80, heading: 0 })).code).toBe('malformed')
    // a refused command changes nothing
    expect(g.state.planes[0].x).toBe(before.planes[0].x)
    g.apply(taxi(null))
    expect(g.state.step, 'still waiting for the other Camel').toBe('taxiing')
    expect(refusal(g, taxi(null)).code).toBe('already-done')
    g.apply(taxi(null, 'pup'))
    expect(g.state.step).not.toBe('taxiing')
  })

  it('003 lines 391-393 and 409-411: a plane in a field that plans three non-stall cards pretends to take off: it "can\'t be moved or turned that turn", but the game waits for it all the same', () => {
    const g = game()
    plan(g, [BANK, STRAIGHT, STRAIGHT2])
    expect(g.state.step, 'the pause tells no one what it planned').toBe('taxiing')
    expect(refusal(g, taxi({ x: 40, y: 80, heading: 90 })).message).toMatch(/pretends to take off.*391-393/)
    g.apply(taxi(null))
    expect(g.state.step).not.toBe('taxiing')
    expect([camelOf(g).x, camelOf(g).y, camelOf(g).h]).toEqual([40, 80, 0])
  })

  it('003 lines 400-402 and 409-411: a plane that crashed is "completely still for all the next turn": the game does not wait for it; a plane mid-take-off is not moved by hand', () => {
    const crashed = game()
    // the turn after a crash, as the landing rules leave it
    crashed.state.planes[0].effects!.alt!.ground = { stage: 'still', field: null, knocks: 0 }
    crashed.state.planes[0].effects!.alt!.turnStart.ground = { stage: 'still', field: null, knocks: 0 }
    plan(crashed, [BANK, STRAIGHT, STRAIGHT2])
    expect(crashed.state.step).not.toBe('taxiing')
    expect(crashed.events.some((e) => e.type === 'ground' && e.what === 'taxiing')).toBe(false)
    expect(crashed.state.turn, 'the turn was flown without a pause').toBe(2)
    const rolling = game()
    plan(rolling, [STALL, STRAIGHT, 'C19'])
    expect(rolling.state.step, 'its stall was flown in phase 1: it is taking off').not.toBe('taxiing')
  })

  it('003 Planes on the Ground (409-411): a save taken while the game waits for a taxi replays to the same state; the taxi is in the command log', () => {
    const g = game()
    plan(g, [BANK, STALL, STRAIGHT])
    g.apply(taxi({ x: 41, y: 79, heading: 10 }))
    holdFire(g)
    const again = Game.start(content, g.state.setup, 1)
    for (const c of g.commands) again.apply(c)
    expect(again.state).toEqual(g.state)
    expect(g.commands.find((c) => c.type === 'taxi')).toEqual(taxi({ x: 41, y: 79, heading: 10 }))
  })

  it('003 Planes on the Ground (409-411): format 4 saves and the autosave journal hold a game waiting in its taxiing step (the step lists name it)', () => {
    const g = game()
    plan(g, [BANK, STALL, STRAIGHT])
    expect(g.state.step).toBe('taxiing')
    const saved = makeSave(g, { allied: 'human', central: 'bot:heuristic' })
    expect(saved.meta.step).toBe('taxiing')
    const { save: back } = readSave(content, serializeSave(saved))
    expect(back.snapshot).toEqual(g.state)
    expect(verifySave(content, back).state).toEqual(g.state)
    const replay = Game.start(content, g.state.setup, g.state.seed)
    let text = journalText(journalHeader(replay, { allied: 'human', central: 'bot:heuristic' }))
    g.commands.forEach((command, i) => {
      replay.apply(command)
      text += journalText({ n: i + 1, command, meta: lineMetaOf(replay.state) })
    })
    expect(replayJournal(content, parseJournal(text)).game.state).toEqual(g.state)
  })

  it('003 Planes on the Ground (409-411): bots answer the taxi step and never stall the game; the heuristic bot turns a parked plane down its field and takes off', () => {
    for (const kind of ['random', 'heuristic'] as const) {
      // parked across the field, facing east, the field's length north-south: no room ahead for a take-off
      const g = game({ x: 40, y: 80, heading: 90 }, { turnLimit: 4 })
      const policies = { allied: BOTS[kind].make(content, 'allied', 3), central: BOTS[kind].make(content, 'central', 3) }
      drive(g, policies)
      expect(g.over, `${kind}: the game ran to its end`).toBe(true)
      const taxis = g.commands.filter((c) => c.type === 'taxi')
      expect(taxis.length, `${kind}: asked at least once`).toBeGreaterThan(0)
      if (kind === 'heuristic') {
        expect(taxis[0].to, 'turned to face the far end of the field (north)').toMatchObject({ heading: 0 })
        expect(g.events.some((e) => e.type === 'ground' && e.what === 'took-off')).toBe(true)
        expect(g.events.some((e) => e.type === 'ground' && e.what === 'crashed')).toBe(false)
      }
    }
  })
})
