import { describe, expect, it } from 'vitest'
import { content, setupWith } from '../../../../../electron/testing/fixtures'
import { BOTS } from '../../../../../shared/bots'
import { Game } from '../../../../../shared/engine/game'
import type { GameEvent } from '../../../../../shared/engine/types'
import { eventsFor } from '../../../../../shared/engine/view'
import { drive } from '../../../../../shared/sim/play'
import { Animator } from './animator'
import { direct, MIN_HOLD, shotCamera, startDirector, wantedShot, type Action, type DirectorState } from './director'

const plane = (id: string, x: number, y: number, look: 'flying' | 'falling' | 'exploding' | 'gone' = 'flying', fate = 0) => ({ id, x, y, h: 0, look, fate })
const LENS = { fovY: 40, aspect: 16 / 9 }

describe('the director camera of stream mode (issue 9: "follows each phase\'s action and cuts between them")', () => {
  const quiet: Action = { planes: [plane('a1', 40, 20), plane('c1', 50, 70)], tracers: [], flashes: [] }
  const firing: Action = { ...quiet, tracers: [{ from: 'a1', to: 'c1', hit: false, age: 0 }] }
  const shotDown: Action = { ...quiet, planes: [plane('a1', 40, 20), plane('c1', 50, 70, 'falling', 0.2)], tracers: [{ from: 'a1', to: 'c1', hit: true, age: 0.6 }] }

  it('shows the planes wide while they move and nothing else happens', () => {
    expect(wantedShot(quiet)).toMatchObject({ kind: 'wide', subject: null })
    const cam = shotCamera({ id: 1, kind: 'wide', subject: null, other: null }, quiet.planes, 0, LENS, 4)!
    // from the south (the neutral edge), looking at the middle of the planes
    expect(cam.eye.y).toBeLessThan(cam.look.y)
    expect(cam.look).toMatchObject({ x: 45, y: 45 })
  })

  it('a fire event gives a shot of the firing plane and its target, from behind the shooter', () => {
    const s = direct(startDirector(), firing, 1 / 30)
    expect(s.shot).toMatchObject({ kind: 'fire', subject: 'a1', other: 'c1' })
    expect(s.shot.id).toBe(1)
    const cam = shotCamera(s.shot, firing.planes, 0, LENS, 4)!
    // the shooter lies between the eye and the target, and the camera looks towards the target
    const toShooter = { x: 40 - cam.eye.x, y: 20 - cam.eye.y }
    const toTarget = { x: 50 - cam.eye.x, y: 70 - cam.eye.y }
    expect(Math.hypot(toShooter.x, toShooter.y)).toBeLessThan(Math.hypot(toTarget.x, toTarget.y))
    expect(toShooter.x * toTarget.x + toShooter.y * toTarget.y).toBeGreaterThan(0)
    expect(Math.hypot(cam.look.x - 50, cam.look.y - 70)).toBeLessThan(Math.hypot(cam.look.x - 40, cam.look.y - 20) + 1)
  })

  it('a plane shot down gives a closer shot of the victim, from the side the fire came from', () => {
    const s = direct(startDirector(), shotDown, 1 / 30)
    expect(s.shot).toMatchObject({ kind: 'victim', subject: 'c1', other: 'a1' })
    const cam = shotCamera(s.shot, shotDown.planes, 0, LENS, 4)!
    expect(Math.hypot(cam.eye.x - 50, cam.eye.y - 70)).toBeLessThan(30)
    expect(cam.eye.y).toBeLessThan(70)
    const wide = shotCamera({ id: 9, kind: 'wide', subject: null, other: null }, shotDown.planes, 0, LENS, 4)!
    expect(Math.hypot(cam.eye.x - cam.look.x, cam.eye.y - cam.look.y, cam.eye.z - cam.look.z)).toBeLessThan(Math.hypot(wide.eye.x - wide.look.x, wide.eye.y - wide.look.y, wide.eye.z - wide.look.z))
  })

  it(`holds every shot at least ${MIN_HOLD} s of play, then cuts to what happened meanwhile`, () => {
    let s = direct(startDirector(), firing, 0.1)
    expect(s.shot.kind).toBe('fire')
    // the target goes down 1 s into the fire shot: remembered, not cut to yet
    for (let t = 0; t < 1; t += 0.1) s = direct(s, firing, 0.1)
    s = direct(s, shotDown, 0.1)
    expect(s.shot.kind).toBe('fire')
    for (let t = 0; t < 1.2; t += 0.1) s = direct(s, quiet, 0.1)
    expect(s.shot.kind).toBe('fire')
    for (let t = 0; t < 0.4; t += 0.1) s = direct(s, quiet, 0.1)
    expect(s.shot).toMatchObject({ kind: 'victim', subject: 'c1' })
    // then back to the wide shot once that has been held too
    for (let t = 0; t < MIN_HOLD + 0.2; t += 0.1) s = direct(s, quiet, 0.1)
    expect(s.shot.kind).toBe('wide')
  })

  it('scales the hold by the animation speed: at speed 2 a shot lasts half as long on the clock', () => {
    let s = direct(startDirector(), firing, 0.05, 2)
    const id = s.shot.id
    for (let t = 0; t < MIN_HOLD / 2 - 0.1; t += 0.05) s = direct(s, quiet, 0.05, 2)
    expect(s.shot.id).toBe(id)
    for (let t = 0; t < 0.2; t += 0.05) s = direct(s, quiet, 0.05, 2)
    expect(s.shot.kind).toBe('wide')
  })

  it('over a whole bot duel, played from the events a spectator receives: fire and victim shots, each of a plane those events name, none held under the minimum', () => {
    const setup = setupWith([
      { id: 'a1', aircraft: 'sopwith-camel', team: 'allied', x: 100, y: 60, heading: 0 },
      { id: 'c1', aircraft: 'fokker-dr-i', team: 'central', x: 100, y: 140, heading: 180 },
    ])
    const game = Game.start(content, setup, 5)
    const animator = new Animator()
    animator.sync(game.view(null))
    drive(game, Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 5)])))
    // what a spectator receives: no seat's plans, no hidden damage
    const events: GameEvent[] = eventsFor(game.events, null)
    expect(game.events.some((e) => e.type === 'plan-recorded')).toBe(true)
    expect(events.some((e) => e.type === 'plan-recorded'), 'no plan reaches a spectator before it is revealed').toBe(false)
    animator.enqueue(events, game.rules)
    const fired = new Set(events.filter((e) => e.type === 'fired').map((e) => `${(e as { plane: string }).plane}>${(e as { target: string }).target}`))
    const struck = new Set(events.filter((e) => e.type === 'damage-taken' || e.type === 'shot-down' || e.type === 'exploded').map((e) => (e as { plane: string }).plane))
    let s: DirectorState = startDirector()
    const cuts: { at: number; kind: string; subject: string | null; other: string | null }[] = []
    let t = 0
    for (let i = 0; i < 200_000 && animator.busy; i++) {
      const dt = 1 / 30
      animator.update(dt)
      t += dt
      const before = s.shot.id
      s = direct(s, { planes: [...animator.planes.values()], tracers: animator.tracers, flashes: animator.flashes }, dt)
      if (s.shot.id !== before) cuts.push({ at: t, kind: s.shot.kind, subject: s.shot.subject, other: s.shot.other })
    }
    expect(cuts.length).toBeGreaterThan(4)
    expect(cuts.some((c) => c.kind === 'fire'), 'the duel has a fire shot').toBe(true)
    expect(cuts.some((c) => c.kind === 'victim'), 'the duel has a victim shot').toBe(true)
    for (const c of cuts) {
      if (c.kind === 'fire') expect(fired.has(`${c.subject}>${c.other}`), `${c.subject} fired at ${c.other}`).toBe(true)
      if (c.kind === 'victim') expect(struck.has(c.subject!), `${c.subject} was hit`).toBe(true)
    }
    for (let i = 1; i < cuts.length; i++) expect(cuts[i].at - cuts[i - 1].at).toBeGreaterThanOrEqual(MIN_HOLD - 1e-9)
  })
})
