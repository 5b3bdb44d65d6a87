import { describe, expect, it } from 'vitest'
import { startGame } from '../../../../../electron/testing/fixtures'
import { moveBombCard } from '../../../../../shared/engine/rules/bombing/bomb-card'
import type { GameEvent } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { Animator } from './animator'
import { modelHeight, PEG_HEIGHT, pegFloor, pegLevel } from './coords'
import { aaRings, bombAt, bombCardLanding, BOMB_FALL, BURST_FLASH, BURST_LINGER, BURST_PUFFS, burstFlash, burstHeight, burstPuff, infantryBands, offsetCard, ringLabelAngle, ringLabelAt, ringLabelOnTable, SHAKE_PIXELS, SHAKE_SECONDS, shakeOffset, threateningPieces } from './piece-effects'

const base = { to: 'all' as const, turn: 1, phase: 1 }

function game() {
  return startGame([
    { id: 'dh4', aircraft: 'airco-dh-4', team: 'allied', x: 100, y: 60, heading: 0 },
    { id: 'trench', aircraft: 'trench', team: 'central', x: 100, y: 90, heading: 180 },
    { id: 'gun', aircraft: 'aa-gun', team: 'central', x: 60, y: 100, heading: 180 },
    { id: 'factory', aircraft: 'target', team: 'central', x: 100, y: 120, heading: 180 },
  ])
}

/** Plays the animator until it has nothing queued, calling `each` after every frame. */
function play(a: Animator, each: () => void = () => undefined): void {
  for (let i = 0; i < 10_000 && a.busy; i++) {
    a.update(1 / 30)
    each()
  }
}

describe('piece-effects: what a ground piece threatens (003 Ground fire)', () => {
  it('an AA gun reaches 2 rulers at height 1, 1.5 at 2, 1 at 3 and half a ruler at 4 (lines 696-697)', () => {
    expect(aaRings(34)).toEqual([
      { radius: 68, label: 'h1' },
      { radius: 51, label: 'h2' },
      { radius: 34, label: 'h3' },
      { radius: 17, label: 'h4' },
    ])
  })

  it("infantry fire reaches a ruler from the card, and with altitude half a ruler for level 1 planes (lines 662-665, 671-672)", () => {
    expect(infantryBands(34, false).map((b) => b.radius)).toEqual([34])
    expect(infantryBands(34, true).map((b) => [b.radius, b.label])).toEqual([
      [34, 'level 0'],
      [17, 'level 1'],
    ])
  })

  it("an AA gun's ring labels run towards the table's middle, turned aside when the outer ones would be off the table", () => {
    const radii = aaRings(34).map((r) => r.radius)
    // a gun near the German edge (z < 0): straight towards the middle, all four on the table
    const a = ringLabelAngle(0, -40, 90, 60, radii)
    expect(Math.cos(a)).toBeCloseTo(0)
    expect(Math.sin(a)).toBeCloseTo(1)
    // a gun near the middle of a shallow table: 2 rulers towards either long edge is off the table, so aside
    const b = ringLabelAngle(0, -5, 90, 45, radii)
    expect(radii.every((r) => ringLabelOnTable(0, -5, 90, 45, b, r))).toBe(true)
    expect(Math.abs(Math.cos(b))).toBeGreaterThan(0.5)
    // nowhere for the outer ring: the way with the most labels still on the table
    const c = ringLabelAngle(0, 0, 30, 30, radii)
    // along an axis only half a ruler fits; along a diagonal a ruler too
    expect(radii.filter((r) => ringLabelOnTable(0, 0, 30, 30, c, r)).length).toBe(2)
    // Fireworks over the Front's middle gun (a 90 cm table, a 34 cm ruler): its 2-ruler ring is labelled where it
    // crosses the table, moved round from the column; a ring wholly off the table gets none
    const d = ringLabelAngle(0, -11, 45, 45, radii)
    const at = ringLabelAt(0, -11, 45, 45, d, radii[0])
    expect(at).not.toBeNull()
    expect(ringLabelOnTable(0, -11, 45, 45, at!, radii[0])).toBe(true)
    expect(ringLabelAt(0, -11, 45, 45, d, radii[3])).toBe(d)
    expect(ringLabelAt(0, 0, 10, 10, 0, 50)).toBeNull()
  })

  it('the Threats toggle draws every ground piece that fires (guns, trenches; not a bombing target, not a plane, not a silenced trench); without it, only a piece whose own arcs are asked for', () => {
    const g = game()
    const ids = (all: boolean, asked: string[]) => threateningPieces(g.rules, g.state.planes, all, asked).map((p) => p.id)
    expect(ids(true, [])).toEqual(['trench', 'gun'])
    expect(ids(false, [])).toEqual([])
    expect(ids(false, ['gun', 'dh4'])).toEqual(['gun'])
    // 003 Trenches (line 668): a trench with 5 points of damage is silenced and fires no more
    g.state.planes.find((p) => p.id === 'trench')!.status = 'silenced'
    expect(ids(true, [])).toEqual(['gun'])
  })

  it('the reach line around a card is everywhere a ruler from the card', () => {
    const w = 9
    const d = 6.3
    const pts = offsetCard(w, d, 34)
    for (const [x, z] of pts) {
      const dx = Math.max(0, Math.abs(x) - w / 2)
      const dz = Math.max(0, Math.abs(z) - d / 2)
      expect(Math.hypot(dx, dz)).toBeCloseTo(34, 6)
    }
    // it goes all the way round
    expect(Math.max(...pts.map((p) => p[0]))).toBeCloseTo(w / 2 + 34)
    expect(Math.min(...pts.map((p) => p[1]))).toBeCloseTo(-d / 2 - 34)
  })
})

describe('piece-effects: bursts, shake and bombs', () => {
  it("a burst is drawn at the height of a plane at its level, the basic game's level 1 without altitude", () => {
    expect(burstHeight(undefined)).toBe(modelHeight(1))
    expect(burstHeight(3)).toBe(modelHeight(3))
    // 003 Flying Higher (lines 437-438): counted from the floor as a plane's pegs are, none below it
    expect(burstHeight(5, 4)).toBe(modelHeight(1))
    expect(burstHeight(2, 4)).toBe(modelHeight(0))
  })

  it('003 Flying Higher: pegFloor is the floor the aeroplanes have now (a balloon\'s is the ground\'s), 0 without the option', () => {
    const setup = (floor?: number) => ({ options: floor === undefined ? {} : { floor }, planes: [{ id: 'a' }, { id: 'b', kind: 'balloon' as const }] }) as unknown as GameView['setup']
    const plane = (id: string, floor: number) => ({ id, effects: { alt: { floor } } }) as unknown as GameView['planes'][number]
    expect(pegFloor({ setup: setup(), planes: [plane('a', 0), plane('b', 0)] })).toBe(0)
    expect(pegFloor({ setup: setup(4), planes: [plane('a', 3), plane('b', 0)] })).toBe(3)
    expect(pegLevel(5, 3)).toBe(2)
  })

  it('an archie burst reads as a black burst with a flash at its height: an orange flash for a fraction of a second, a compact black cloud lingering a few seconds, spreading and thinning (003 lines 683-685, 695-696)', () => {
    const f = { size: 0, alpha: 0 }
    expect(burstFlash(-0.1, f).alpha, 'nothing while the shell climbs').toBe(0)
    expect(burstFlash(0, f).alpha).toBe(1)
    expect(BURST_FLASH).toBeLessThan(0.6)
    expect(burstFlash(BURST_FLASH, f).alpha).toBe(0)
    expect(BURST_LINGER).toBeGreaterThanOrEqual(3)
    const p = { x: 0, y: 0, z: 0, size: 0, alpha: 0 }
    /** the cloud at `age`: how far its puffs reach from the heart, cm, and its puffs' mean opacity */
    const cloud = (age: number) => {
      let reach = 0
      let alpha = 0
      for (let k = 0; k < BURST_PUFFS; k++) {
        burstPuff(age, k, p)
        reach = Math.max(reach, Math.hypot(p.x - 0.35 * age, p.y - 0.3 * age, p.z) + p.size / 2)
        alpha += p.alpha / BURST_PUFFS
      }
      return { reach, alpha }
    }
    expect(cloud(-0.05).alpha, 'no cloud before the burst').toBe(0)
    const fresh = cloud(0.3)
    const later = cloud(2)
    const old = cloud(BURST_LINGER * 0.95)
    expect(fresh.alpha, 'dense black at first').toBeGreaterThan(0.9)
    expect(fresh.reach, 'compact: a few cm, about a plane').toBeLessThan(6)
    expect(later.reach).toBeGreaterThan(fresh.reach)
    expect(later.alpha).toBeLessThan(fresh.alpha)
    expect(later.alpha, 'still there two seconds on').toBeGreaterThan(0.4)
    expect(old.alpha).toBeLessThan(0.1)
    expect(cloud(BURST_LINGER).alpha, 'gone after it lingered').toBe(0)
  })

  it('the camera shakes a few pixels for a moment after a burst, and not at all otherwise', () => {
    const out: [number, number] = [9, 9]
    expect(shakeOffset(Infinity, out)).toEqual([0, 0])
    expect(shakeOffset(SHAKE_SECONDS + 0.01, out)).toEqual([0, 0])
    let most = 0
    for (let t = 0; t < SHAKE_SECONDS; t += 0.01) {
      const [x, y] = shakeOffset(t, out)
      most = Math.max(most, Math.hypot(x, y))
      expect(Math.abs(x)).toBeLessThanOrEqual(SHAKE_PIXELS)
      expect(Math.abs(y)).toBeLessThanOrEqual(SHAKE_PIXELS)
    }
    expect(most).toBeGreaterThan(1)
  })

  it('a bomb card with markers comes down where the bombing module moves it: on with its card once a marker (lines 844-851)', () => {
    const g = game()
    const at = { x: 100, y: 80, h: 0 }
    expect(bombCardLanding(g.rules, 'dh4', at, 0, undefined)).toBe(at)
    const straight = g.rules.byId.get('dh4')!.straight.card
    const once = moveBombCard(at, straight.move, straight.turn)
    const twice = moveBombCard(once, straight.move, straight.turn)
    const landed = bombCardLanding(g.rules, 'dh4', at, 2, straight.id)
    expect(landed.x).toBeCloseTo(twice.x)
    expect(landed.y).toBeCloseTo(twice.y)
    expect(landed.y).toBeGreaterThan(at.y)
  })

  it('bombs fall from the plane to the card: at the plane first, on the ground at the end', () => {
    const out = { x: 0, y: 0, h: 0 }
    expect(bombAt(0, 0, 10, 20, 30, 0, out)).toEqual({ x: 0, y: 0, h: 10 })
    expect(bombAt(0, 0, 10, 20, 30, 1, out)).toEqual({ x: 20, y: 30, h: 0 })
    expect(bombAt(0, 0, 10, 20, 30, 0.5, out).h).toBeGreaterThan(0)
  })
})

describe('Animator: the pieces\' events on the table (issue 13)', () => {
  it("an AA gun's archie-burst: the shell climbs, bursts (shaking the camera), the hit plane flashes and the counter stays a while (003 lines 683-685, 695-696)", () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    const events: GameEvent[] = [
      { ...base, type: 'archie-burst', gun: 'gun', x: 100, y: 60, hit: ['dh4'], aimCard: 'A1', cards: 1 },
      { ...base, type: 'damage-taken', plane: 'dh4', from: 'gun', cards: 1, cause: 'fire' },
    ]
    a.enqueue(events, g.rules)
    a.update(1 / 60)
    expect(a.bursts).toHaveLength(1)
    expect(a.bursts[0].age, 'the shell still climbing').toBeLessThan(0)
    expect(a.shakeAge).toBe(Infinity)
    let shook = false
    let flashed = false
    let marked = false
    play(a, () => {
      shook ||= a.shakeAge < 0.1
      flashed ||= a.flashes.some((f) => f.plane === 'dh4' && f.kind === 'hit')
      marked ||= a.marks.some((m) => m.gun === 'gun' && m.x === 100 && m.y === 60 && !m.placed)
    })
    expect(shook).toBe(true)
    expect(flashed).toBe(true)
    expect(marked).toBe(true)
    // no tracer for a shell
    expect(a.tracers).toHaveLength(0)
  })

  it('a wasted shell bursts too, with no hit flash', () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    a.enqueue([{ ...base, type: 'archie-burst', gun: 'gun', x: 90, y: 70, level: 2, hit: [], aimCard: 'A2', cards: 0 }], g.rules)
    let burst = false
    play(a, () => {
      burst ||= a.bursts.some((b) => b.age >= 0 && b.level === 2)
      expect(a.flashes).toHaveLength(0)
    })
    expect(burst).toBe(true)
  })

  it("a trench's infantry fire is a rifle tracer from the trench to its target (lines 662-666)", () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    a.enqueue([{ ...base, type: 'infantry-fire', piece: 'trench', target: 'dh4' }], g.rules)
    a.update(1 / 60)
    expect(a.tracers).toEqual([expect.objectContaining({ from: 'trench', to: 'dh4', arc: 'rifle', hit: false })])
  })

  it('bombs dropped with no markers fall from the plane and blast the card at once: the target darkened, a crater left (lines 826-837)', () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    const at = { x: 100, y: 120, h: 0 }
    a.enqueue(
      [
        { ...base, type: 'bombs-dropped', plane: 'dh4', points: 6, markers: 0, at },
        { ...base, type: 'bombs-hit', plane: 'dh4', target: 'factory', points: 6, result: 'full' },
      ],
      g.rules,
    )
    a.update(1 / 60)
    expect(a.drops).toEqual([expect.objectContaining({ plane: 'dh4', from: expect.objectContaining({ x: 100, y: 60 }), to: { x: 100, y: 120, height: 0 } })])
    expect(a.blasts[0]).toMatchObject({ x: 100, y: 120, target: 'factory', result: 'full' })
    expect(a.blasts[0].age).toBeLessThan(0)
    expect(a.bombed.has('factory')).toBe(false)
    play(a)
    expect(a.bombed.has('factory')).toBe(true)
    expect(a.scorches).toEqual([expect.objectContaining({ x: 100, y: 120 })])
    a.update(BOMB_FALL)
    expect(a.scorches, 'the crater stays a while').toHaveLength(1)
  })

  it('a bomb card with markers hangs at their height, and comes down later where its card has moved it (lines 844-851)', () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    const straight = g.rules.byId.get('dh4')!.straight.card.id
    const at = { x: 100, y: 80, h: 0 }
    a.enqueue([{ ...base, type: 'moved', plane: 'dh4', card: straight, from: { x: 100, y: 60, h: 0 }, at: { x: 100, y: 70, h: 0 } }], g.rules)
    a.enqueue([{ ...base, type: 'bombs-dropped', plane: 'dh4', points: 4, markers: 2, at }], g.rules)
    play(a, () => {
      for (const d of a.drops) expect(d.to.height).toBe(2 * PEG_HEIGHT)
    })
    expect(a.blasts).toHaveLength(0)
    a.enqueue([{ ...base, phase: 3, type: 'bombs-hit', plane: 'dh4', target: null, points: 0, result: 'miss' }], g.rules)
    a.update(1 / 60)
    const landed = bombCardLanding(g.rules, 'dh4', at, 2, straight)
    expect(a.blasts[0].x).toBeCloseTo(landed.x)
    expect(a.blasts[0].y).toBeCloseTo(landed.y)
    play(a)
    expect(a.bombed.size, 'a miss darkens nothing').toBe(0)
    expect(a.scorches).toHaveLength(1)
  })

  it('a photograph taken flashes at the plane and marks it for a few seconds', () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    a.enqueue([{ ...base, type: 'photographed', plane: 'dh4', target: 'factory' }], g.rules)
    a.update(1 / 60)
    expect(a.photos).toEqual([expect.objectContaining({ plane: 'dh4', target: 'factory' })])
    play(a)
    a.update(4)
    expect(a.photos).toHaveLength(0)
  })

  it('a player-placed artillery counter stays on the table until its gun bursts', () => {
    const g = game()
    const a = new Animator()
    a.sync(g.view(null))
    a.enqueue([{ ...base, type: 'archie-placed', gun: 'gun', x: 80, y: 70, level: 2 } as unknown as GameEvent], g.rules)
    play(a)
    a.update(10)
    expect(a.marks).toEqual([expect.objectContaining({ gun: 'gun', x: 80, placed: true })])
    a.enqueue([{ ...base, type: 'archie-burst', gun: 'gun', x: 80, y: 70, level: 2, hit: [], cards: 0 }], g.rules)
    play(a)
    expect(a.marks).toEqual([expect.objectContaining({ gun: 'gun', placed: false })])
  })
})
