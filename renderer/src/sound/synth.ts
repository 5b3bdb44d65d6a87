/**
 * The sounds, synthesised with the Web Audio API: nothing is downloaded and no file is bundled.
 *
 * - guns: a burst of short, band-passed noise cracks (one per round), a little higher for an observer's gun
 * - hit: a dull thud of low noise with a wooden knock
 * - jam: two dry metallic clicks
 * - archie: an AA shell bursting at height, heard from afar: a soft, low crump (a falling thump in muffled noise) and its
 *   echo rolling away
 * - rifles: a trench's or AA machine gun's infantry fire: a ragged crackle of thin, distant cracks
 * - bomb: bombs on the ground, heavier than a burst: a deep thud and a long falling roar, with earth and debris
 *   rattling down after it (louder on a hit)
 * - explosion: a long low rumble of noise falling in pitch, with a sub-bass drop
 * - falling: an engine note diving in pitch
 * - engines: a low rotary hum (two detuned sawtooths through a low-pass, throbbing) whose level follows how
 *   many planes are moving
 *
 * Every voice is scheduled on the given context at time `t` and connected to `out`; they take only the parts of
 * the API that OfflineAudioContext also has, so they can be rendered offline.
 */
import type { Cue } from './cues'

export type Ctx = Pick<BaseAudioContext, 'currentTime' | 'sampleRate' | 'createOscillator' | 'createGain' | 'createBiquadFilter' | 'createBufferSource' | 'createBuffer'>

const noiseCache = new WeakMap<object, AudioBuffer>()

/** One second of white noise (made once per context, from a fixed seed so that renders repeat). */
export function noiseBuffer(ctx: Ctx): AudioBuffer {
  const cached = noiseCache.get(ctx)
  if (cached) return cached
  const n = Math.floor(ctx.sampleRate)
  const buf = ctx.createBuffer(1, n, ctx.sampleRate)
  const data = buf.getChannelData(0)
  let seed = 12345
  for (let i = 0; i < n; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff
    data[i] = (seed / 0x7fffffff) * 2 - 1
  }
  noiseCache.set(ctx, buf)
  return buf
}

/** A gain that rises to `peak` in `attack` s at t and decays exponentially to silence by t + length. */
function envelope(ctx: Ctx, t: number, peak: number, attack: number, length: number): GainNode {
  const g = ctx.createGain()
  g.gain.setValueAtTime(0.0001, t)
  g.gain.linearRampToValueAtTime(peak, t + attack)
  g.gain.exponentialRampToValueAtTime(0.0001, t + length)
  return g
}

function noise(ctx: Ctx, t: number, length: number, out: AudioNode, offset = 0): void {
  const src = ctx.createBufferSource()
  src.buffer = noiseBuffer(ctx)
  src.connect(out)
  src.start(t, offset % 0.9)
  src.stop(t + length)
}

function filtered(ctx: Ctx, type: BiquadFilterType, freq: number, q: number, out: AudioNode): BiquadFilterNode {
  const f = ctx.createBiquadFilter()
  f.type = type
  f.frequency.setValueAtTime(freq, 0)
  f.Q.setValueAtTime(q, 0)
  f.connect(out)
  return f
}

export function playGuns(ctx: Ctx, out: AudioNode, t: number, rounds: number, rear: boolean): number {
  const gap = rear ? 0.085 : 0.065
  for (let i = 0; i < rounds; i++) {
    const at = t + i * gap
    const env = envelope(ctx, at, 0.9, 0.003, 0.06)
    env.connect(out)
    noise(ctx, at, 0.07, filtered(ctx, 'bandpass', (rear ? 1900 : 1400) + (i % 3) * 180, 1.2, env), i * 0.13)
  }
  return t + (rounds - 1) * gap + 0.07
}

export function playHit(ctx: Ctx, out: AudioNode, t: number): number {
  const env = envelope(ctx, t, 1, 0.005, 0.3)
  env.connect(out)
  noise(ctx, t, 0.3, filtered(ctx, 'lowpass', 700, 0.8, env), 0.31)
  // the knock of the hit
  tone(ctx, out, t, { type: 'triangle', f0: 220, f1: 90, glide: 0.12, peak: 0.6, attack: 0.002, length: 0.15, stop: 0.16 })
  return t + 0.3
}

export function playJam(ctx: Ctx, out: AudioNode, t: number): number {
  for (const dt of [0, 0.09]) tone(ctx, out, t + dt, { type: 'square', f0: 2400, peak: 0.25, attack: 0.001, length: 0.04, stop: 0.05 })
  return t + 0.14
}

/**
 * An oscillator of `type` at `f0` Hz, gliding to `f1` by `t + glide` if given, through its envelope (`peak`, `attack`,
 * `length`: envelope()) and, if given, a node of its own (`through`) to `out`; stopped at `t + stop` (else `length`).
 */
function tone(ctx: Ctx, out: AudioNode, t: number, o: { type: OscillatorType; f0: number; f1?: number; glide?: number; peak: number; attack: number; length: number; stop?: number; through?: (env: GainNode) => AudioNode }): void {
  const osc = ctx.createOscillator()
  osc.type = o.type
  osc.frequency.setValueAtTime(o.f0, t)
  if (o.f1 !== undefined) osc.frequency.exponentialRampToValueAtTime(o.f1, t + (o.glide ?? o.length))
  const env = envelope(ctx, t, o.peak, o.attack, o.length)
  env.connect(out)
  osc.connect(o.through ? o.through(env) : env)
  osc.start(t)
  osc.stop(t + (o.stop ?? o.length))
}

/** A sine thump falling in pitch from `f0` to `f1` Hz over `length` s. */
function thump(ctx: Ctx, out: AudioNode, t: number, f0: number, f1: number, peak: number, length: number): void {
  tone(ctx, out, t, { type: 'sine', f0, f1, glide: length * 0.8, peak, attack: 0.012, length })
}

export function playArchie(ctx: Ctx, out: AudioNode, t: number): number {
  // far off: no sharp edge, only the low part of the bang
  thump(ctx, out, t, 85, 38, 0.85, 0.55)
  const crump = envelope(ctx, t, 0.9, 0.02, 0.8)
  crump.connect(out)
  noise(ctx, t, 0.8, filtered(ctx, 'lowpass', 240, 0.9, crump), 0.5)
  // its echo rolling back off the ground
  const echo = envelope(ctx, t + 0.22, 0.3, 0.08, 1.05)
  echo.connect(out)
  noise(ctx, t + 0.22, 1.05, filtered(ctx, 'lowpass', 150, 0.7, echo), 0.65)
  return t + 1.27
}

/** the rifles' cracks: a fixed, ragged pattern (s after the cue) and each one's loudness */
const RIFLE_CRACKS: readonly [number, number][] = [
  [0, 0.5],
  [0.07, 0.3],
  [0.16, 0.45],
  [0.21, 0.25],
  [0.34, 0.4],
  [0.47, 0.3],
  [0.55, 0.2],
]

export function playRifles(ctx: Ctx, out: AudioNode, t: number): number {
  RIFLE_CRACKS.forEach(([dt, peak], i) => {
    const env = envelope(ctx, t + dt, peak, 0.002, 0.045)
    env.connect(out)
    noise(ctx, t + dt, 0.05, filtered(ctx, 'bandpass', 2600 + (i % 3) * 450, 1.6, env), 0.21 + i * 0.11)
  })
  return t + RIFLE_CRACKS[RIFLE_CRACKS.length - 1][0] + 0.05
}

export function playBomb(ctx: Ctx, out: AudioNode, t: number, hit: boolean): number {
  thump(ctx, out, t, 70, 24, 1, 1.3)
  const env = envelope(ctx, t, 1, 0.008, 1.8)
  env.connect(out)
  const lp = filtered(ctx, 'lowpass', 1000, 0.9, env)
  lp.frequency.setValueAtTime(1000, t)
  lp.frequency.exponentialRampToValueAtTime(90, t + 1.6)
  noise(ctx, t, 1.8, lp, 0.37)
  // earth and debris rattling down
  const rattle = envelope(ctx, t + 0.25, hit ? 0.3 : 0.15, 0.05, 1.1)
  rattle.connect(out)
  noise(ctx, t + 0.25, 1.1, filtered(ctx, 'bandpass', 1700, 0.8, rattle), 0.83)
  return t + 1.8
}

export function playExplosion(ctx: Ctx, out: AudioNode, t: number): number {
  const env = envelope(ctx, t, 1, 0.01, 1.7)
  env.connect(out)
  const lp = filtered(ctx, 'lowpass', 1200, 0.9, env)
  lp.frequency.setValueAtTime(1200, t)
  lp.frequency.exponentialRampToValueAtTime(120, t + 1.5)
  noise(ctx, t, 1.7, lp, 0.2)
  // the boom under it
  tone(ctx, out, t, { type: 'sine', f0: 90, f1: 30, glide: 1.2, peak: 0.9, attack: 0.01, length: 1.3 })
  return t + 1.7
}

export function playFalling(ctx: Ctx, out: AudioNode, t: number): number {
  tone(ctx, out, t, { type: 'sawtooth', f0: 260, f1: 70, glide: 1.5, peak: 0.25, attack: 0.05, length: 1.5, stop: 1.55, through: (env) => filtered(ctx, 'lowpass', 900, 0.7, env) })
  return t + 1.55
}

/** Schedule a cue at time t; returns when its last node stops. */
export function playCue(ctx: Ctx, out: AudioNode, t: number, cue: Cue): number {
  switch (cue.kind) {
    case 'guns':
      return playGuns(ctx, out, t, cue.rounds, cue.rear)
    case 'hit':
      return playHit(ctx, out, t)
    case 'jam':
      return playJam(ctx, out, t)
    case 'archie':
      return playArchie(ctx, out, t)
    case 'rifles':
      return playRifles(ctx, out, t)
    case 'bomb':
      return playBomb(ctx, out, t, cue.hit)
    case 'explosion':
      return playExplosion(ctx, out, t)
    case 'falling':
      return playFalling(ctx, out, t)
  }
}

/** The engines' hum: always running while sound is on, its gain following the level (0 is silent). */
export class EngineHum {
  private readonly gain: GainNode
  private level = 0

  constructor(ctx: Ctx, out: AudioNode) {
    this.gain = ctx.createGain()
    this.gain.gain.setValueAtTime(0, ctx.currentTime)
    this.gain.connect(out)
    const lp = filtered(ctx, 'lowpass', 260, 1.5, this.gain)
    // the rotary engine's throb: a slow tremolo on the hum
    const throb = ctx.createGain()
    throb.gain.setValueAtTime(0.75, ctx.currentTime)
    throb.connect(lp)
    const lfo = ctx.createOscillator()
    lfo.frequency.setValueAtTime(11, ctx.currentTime)
    const depth = ctx.createGain()
    depth.gain.setValueAtTime(0.25, ctx.currentTime)
    lfo.connect(depth)
    depth.connect(throb.gain)
    lfo.start(ctx.currentTime)
    for (const f of [58, 58.9]) {
      const o = ctx.createOscillator()
      o.type = 'sawtooth'
      o.frequency.setValueAtTime(f, ctx.currentTime)
      o.connect(throb)
      o.start(ctx.currentTime)
    }
  }

  /** Glide to a level 0..1 (a quarter of a second, so the hum swells and fades rather than clicks). */
  set(ctx: Ctx, level: number): void {
    const v = Math.max(0, Math.min(1, level)) * 0.35
    if (Math.abs(v - this.level) < 1e-3) return
    this.level = v
    this.gain.gain.setTargetAtTime(v, ctx.currentTime, 0.25)
  }

  get target(): number {
    return this.level
  }
}
