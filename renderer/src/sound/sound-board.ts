/**
 * The app's one audio output. Browsers let a page make sound only after the player has clicked or pressed a key
 * on it, so no AudioContext exists until `unlock` is called from such a gesture (and only when the volume is above
 * 0). At volume 0 nothing is scheduled and the context is suspended.
 */
import type { Cue } from './cues'
import { EngineHum, playCue, type Ctx } from './synth'

export type AudioContextLike = Ctx & Pick<AudioContext, 'destination' | 'state' | 'resume' | 'suspend'>

/** At most this many voices sound at once (a big dogfight fires many tracers in one beat). */
export const MAX_VOICES = 12

export class SoundBoard {
  private ctx: AudioContextLike | null = null
  private master: GainNode | null = null
  private hum: EngineHum | null = null
  private volume = 0
  private unlocked = false
  /** when the voices still sounding end, context seconds */
  private voices: number[] = []

  constructor(private readonly makeContext: () => AudioContextLike | null) {}

  get context(): AudioContextLike | null {
    return this.ctx
  }

  get audible(): boolean {
    return this.unlocked && this.volume > 0 && this.ctx !== null
  }

  /** The player clicked or pressed a key: sound may start (when the volume is above 0). */
  unlock(): void {
    this.unlocked = true
    this.wake()
  }

  setVolume(volume: number): void {
    this.volume = Math.max(0, Math.min(1, Number.isFinite(volume) ? volume : 0))
    if (this.volume === 0) {
      this.hum?.set(this.ctx!, 0)
      if (this.ctx && this.ctx.state === 'running') void this.ctx.suspend().catch(() => undefined)
    } else this.wake()
    if (this.ctx && this.master) this.master.gain.setTargetAtTime(this.volume * this.volume, this.ctx.currentTime, 0.05)
  }

  private wake(): void {
    if (!this.unlocked || this.volume === 0) return
    if (!this.ctx) {
      const ctx = this.makeContext()
      if (!ctx) return
      this.ctx = ctx
      this.master = ctx.createGain()
      // a perceptual volume: the slider's square
      this.master.gain.setValueAtTime(this.volume * this.volume, ctx.currentTime)
      this.master.connect(ctx.destination)
      this.hum = new EngineHum(ctx, this.master)
    }
    if (this.ctx.state !== 'running') void this.ctx.resume().catch(() => undefined)
  }

  /** Play a cue now; false when it is not heard (no gesture yet, volume 0, too many voices sounding). */
  play(cue: Cue): boolean {
    if (!this.audible || !this.ctx || !this.master) return false
    const now = this.ctx.currentTime
    this.voices = this.voices.filter((end) => end > now)
    if (this.voices.length >= MAX_VOICES) return false
    this.voices.push(playCue(this.ctx, this.master, now + 0.01, cue))
    return true
  }

  /** The engines' loudness, 0..1. */
  engines(level: number): void {
    if (!this.ctx || !this.hum) return
    this.hum.set(this.ctx, this.audible ? level : 0)
  }
}

function browserContext(): AudioContextLike | null {
  const C = typeof window !== 'undefined' ? (window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext) : undefined
  if (!C) return null
  try {
    return new C()
  } catch {
    return null
  }
}

export const soundBoard = new SoundBoard(browserContext)

/** Unlock the sound on the first click, touch or key press on the page. */
export function unlockOnGesture(board: SoundBoard, target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void {
  const kinds = ['pointerdown', 'keydown', 'touchend'] as const
  const on = () => {
    board.unlock()
    for (const k of kinds) target.removeEventListener(k, on, true)
  }
  for (const k of kinds) target.addEventListener(k, on, true)
  return () => {
    for (const k of kinds) target.removeEventListener(k, on, true)
  }
}
