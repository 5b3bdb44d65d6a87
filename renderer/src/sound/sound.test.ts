import { describe, expect, it } from 'vitest'
import type { BombBlast, Burst, DisplayedPlane, Flash, Tracer } from '../tables/card/scene/animator'
import { CueWatch, engineLevel, roundsFor, type Cue } from './cues'
import { FakeAudioContext, fakeSoundBoard } from './fake-audio'
import { MAX_VOICES, unlockOnGesture } from './sound-board'
import { EngineHum, playCue, type Ctx } from './synth'

const plane = (id: string, x: number, look: DisplayedPlane['look'] = 'flying'): DisplayedPlane => ({ id, x, y: 10, h: 0, roll: 0, lift: 0, level: 1, look, fate: 0, smoke: 0 })
const tracer = (cards: number, arc: 'front' | 'rear' = 'front'): Tracer => ({ from: 'a', to: 'b', arc, age: 0, cards, hit: cards > 0 })
const flash = (kind: Flash['kind']): Flash => ({ plane: 'b', kind, age: 0 })

describe('what the table shows → sounds', () => {
  it('sounds each new tracer once as a gun burst, longer at short range (two cards) and with the rear gun marked', () => {
    const w = new CueWatch()
    const planes = [plane('a', 0), plane('b', 20)]
    w.observe({ tracers: [], flashes: [], planes })
    const short = tracer(2)
    const long = tracer(1, 'rear')
    const r = w.observe({ tracers: [short, long], flashes: [], planes })
    expect(r.cues).toEqual([
      { kind: 'guns', rounds: roundsFor(2), rear: false },
      { kind: 'guns', rounds: roundsFor(1), rear: true },
    ])
    expect(roundsFor(2)).toBeGreaterThan(roundsFor(1))
    // the same tracers, still flying, are not heard again
    expect(w.observe({ tracers: [short, long], flashes: [], planes }).cues).toEqual([])
  })

  it('sounds hits, jams and explosions as their flashes appear, and a plane starting to fall', () => {
    const w = new CueWatch()
    w.observe({ tracers: [], flashes: [], planes: [plane('b', 0)] })
    const r = w.observe({ tracers: [], flashes: [flash('hit'), flash('jam'), flash('explosion')], planes: [plane('b', 0, 'falling')] })
    expect(r.cues.map((c) => c.kind)).toEqual(['hit', 'jam', 'explosion', 'falling'])
    expect(w.observe({ tracers: [], flashes: [], planes: [plane('b', 0, 'falling')] }).cues).toEqual([])
  })

  it("003 Ground fire and Bombing: an AA shell is heard as it bursts (not while it climbs), infantry fire as rifles, bombs as they land", () => {
    const w = new CueWatch()
    const planes = [plane('a', 0)]
    const shell: Burst = { gun: 'gun', x: 10, y: 10, hit: [], age: -0.3 }
    const bombs: BombBlast = { plane: 'a', x: 5, y: 5, h: 0, target: 't', result: 'full', age: -0.5 }
    const missed: BombBlast = { ...bombs, result: 'miss', age: 0 }
    w.observe({ tracers: [], flashes: [], planes })
    expect(w.observe({ tracers: [], flashes: [], planes, bursts: [shell], blasts: [bombs] }).cues, 'the shell still climbing, the bombs still falling').toEqual([])
    shell.age = 0.01
    bombs.age = 0.02
    const rifles: Tracer = { from: 'trench', to: 'a', arc: 'rifle', age: 0, cards: 1, hit: false }
    expect(w.observe({ tracers: [rifles], flashes: [], planes, bursts: [shell], blasts: [bombs, missed] }).cues).toEqual([{ kind: 'rifles' }, { kind: 'archie' }, { kind: 'bomb', hit: true }, { kind: 'bomb', hit: false }])
    // the black cloud lingering and the blast burning are not heard again
    shell.age = 2
    expect(w.observe({ tracers: [rifles], flashes: [], planes, bursts: [shell], blasts: [bombs, missed] }).cues).toEqual([])
  })

  it('hums the engines while planes move along their cards and falls silent when they stop', () => {
    const w = new CueWatch()
    w.observe({ tracers: [], flashes: [], planes: [plane('a', 0), plane('b', 0)] })
    expect(w.observe({ tracers: [], flashes: [], planes: [plane('a', 1), plane('b', 0)] }).moving).toBe(1)
    expect(w.observe({ tracers: [], flashes: [], planes: [plane('a', 2), plane('b', 1)] }).moving).toBe(2)
    expect(w.observe({ tracers: [], flashes: [], planes: [plane('a', 2), plane('b', 1)] }).moving).toBe(0)
    expect(engineLevel(0)).toBe(0)
    expect(engineLevel(1)).toBeGreaterThan(0)
    expect(engineLevel(2)).toBeGreaterThan(engineLevel(1))
    expect(engineLevel(50)).toBe(1)
  })

  it('stays quiet about what was already on the table when it starts watching (a scene mounted mid-play), and after a reset', () => {
    const w = new CueWatch()
    const shown = { tracers: [tracer(2)], flashes: [flash('hit')], planes: [plane('a', 0)] }
    expect(w.observe(shown).cues).toEqual([])
    w.reset()
    expect(w.observe({ ...shown, tracers: [tracer(1)] }).cues).toEqual([])
  })
})

const ALL: Cue[] = [{ kind: 'guns', rounds: 7, rear: false }, { kind: 'guns', rounds: 3, rear: true }, { kind: 'hit' }, { kind: 'jam' }, { kind: 'archie' }, { kind: 'rifles' }, { kind: 'bomb', hit: true }, { kind: 'bomb', hit: false }, { kind: 'explosion' }, { kind: 'falling' }]

describe('the synthesised voices', () => {
  for (const cue of ALL) {
    it(`${cue.kind}${cue.kind === 'guns' ? ` (${cue.rounds} rounds)` : cue.kind === 'bomb' ? (cue.hit ? ' (a hit)' : ' (a miss)') : ''}: every source starts at the cue's time, stops by the end it reports, and reaches the output`, () => {
      const ctx = new FakeAudioContext()
      const out = ctx.createGain()
      out.connect(ctx.destination)
      const t = 2.5
      const end = playCue(ctx as unknown as Ctx, out as unknown as AudioNode, t, cue)
      expect(end).toBeGreaterThan(t)
      expect(end - t).toBeLessThan(2)
      expect(ctx.sources.length).toBeGreaterThan(0)
      for (const s of ctx.sources) {
        expect(s.started).not.toBeNull()
        expect(s.started!).toBeGreaterThanOrEqual(t)
        expect(s.stopped).not.toBeNull()
        expect(s.stopped!).toBeLessThanOrEqual(end + 1e-9)
        expect(ctx.reaches(s), `${s.kind} reaches the output`).toBe(true)
      }
    })
  }

  it('fires one noise crack per round of a gun burst', () => {
    const ctx = new FakeAudioContext()
    playCue(ctx as unknown as Ctx, ctx.destination as unknown as AudioNode, 0, { kind: 'guns', rounds: 5, rear: false })
    expect(ctx.sources.filter((s) => s.kind === 'buffer-source')).toHaveLength(5)
  })

  it('an archie burst is a low, distant crump and a bomb a heavier, longer blast; rifles crack thin and quick', () => {
    const voice = (cue: Cue) => {
      const ctx = new FakeAudioContext()
      const end = playCue(ctx as unknown as Ctx, ctx.destination as unknown as AudioNode, 0, cue)
      const cutoffs = ctx.nodes.filter((n) => n.kind === 'biquad').map((n) => ({ type: n.type, f: n.frequency.value }))
      return { end, ctx, cutoffs }
    }
    const archie = voice({ kind: 'archie' })
    const bomb = voice({ kind: 'bomb', hit: true })
    const rifles = voice({ kind: 'rifles' })
    // far off: only low-passed, low sound, no crack
    expect(archie.cutoffs.every((c) => c.type === 'lowpass' && c.f <= 300)).toBe(true)
    expect(archie.ctx.sources.some((s) => s.kind === 'oscillator')).toBe(true)
    expect(bomb.end).toBeGreaterThan(archie.end)
    expect(rifles.end).toBeLessThan(1)
    expect(rifles.ctx.sources.filter((s) => s.kind === 'buffer-source').length).toBeGreaterThanOrEqual(5)
    expect(rifles.cutoffs.every((c) => c.type === 'bandpass' && c.f >= 2000)).toBe(true)
  })

  it('runs the engine hum silent until planes move, then glides its gain to the level', () => {
    const ctx = new FakeAudioContext()
    const hum = new EngineHum(ctx as unknown as Ctx, ctx.destination as unknown as AudioNode)
    const gain = ctx.nodes[0].gain
    expect(gain.value).toBe(0)
    hum.set(ctx as unknown as Ctx, 1)
    expect(gain.calls.at(-1)).toMatchObject({ method: 'target' })
    expect(gain.value).toBeGreaterThan(0)
    hum.set(ctx as unknown as Ctx, 0)
    expect(gain.value).toBe(0)
  })
})

describe('the sound board', () => {
  const board = fakeSoundBoard

  it('makes no audio context and plays nothing before a click or key press (browser autoplay rules)', () => {
    const { b, made } = board()
    b.setVolume(0.8)
    expect(b.play({ kind: 'hit' })).toBe(false)
    expect(made).toHaveLength(0)
    b.unlock()
    expect(made).toHaveLength(1)
    expect(made[0].resumes).toBe(1)
    expect(b.play({ kind: 'hit' })).toBe(true)
  })

  it('makes nothing at volume 0, and suspends the context when the volume goes to 0', () => {
    const { b, made } = board()
    b.setVolume(0)
    b.unlock()
    expect(made).toHaveLength(0)
    expect(b.play({ kind: 'explosion' })).toBe(false)
    b.setVolume(0.5)
    expect(made).toHaveLength(1)
    const before = made[0].sources.length
    b.setVolume(0)
    expect(made[0].suspends).toBe(1)
    expect(b.play({ kind: 'explosion' })).toBe(false)
    expect(made[0].sources.length).toBe(before)
  })

  it('sets the master gain from the volume (squared, for an even feel) and caps the voices sounding at once', () => {
    const { b, made } = board()
    b.setVolume(0.5)
    b.unlock()
    const master = made[0].nodes[0]
    expect(master.gain.value).toBeCloseTo(0.25)
    let heard = 0
    for (let i = 0; i < MAX_VOICES + 5; i++) if (b.play({ kind: 'guns', rounds: 7, rear: false })) heard++
    expect(heard).toBe(MAX_VOICES)
    // once they have finished, new ones are heard again
    made[0].currentTime = 10
    expect(b.play({ kind: 'hit' })).toBe(true)
  })

  it('unlocks on the first pointer or key event and then stops listening', () => {
    const { b, made } = board()
    b.setVolume(1)
    const listeners = new Map<string, () => void>()
    const target = { addEventListener: (k: string, f: () => void) => listeners.set(k, f), removeEventListener: (k: string) => listeners.delete(k) }
    unlockOnGesture(b, target as unknown as EventTarget)
    expect([...listeners.keys()].sort()).toEqual(['keydown', 'pointerdown', 'touchend'])
    listeners.get('keydown')!()
    expect(made).toHaveLength(1)
    expect(listeners.size).toBe(0)
  })
})
