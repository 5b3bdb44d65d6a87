/**
 * A stand-in for the Web Audio API in unit tests (Node has no AudioContext nor OfflineAudioContext): it records
 * every node made, what it is connected to, when sources start and stop and every parameter change.
 */
import { SoundBoard, type AudioContextLike } from './sound-board'

export class FakeParam {
  value = 0
  readonly calls: { method: string; value: number; time: number }[] = []
  private rec(method: string, value: number, time: number) {
    this.calls.push({ method, value, time })
    this.value = value
    return this
  }
  setValueAtTime(v: number, t: number) {
    return this.rec('set', v, t)
  }
  linearRampToValueAtTime(v: number, t: number) {
    return this.rec('linear', v, t)
  }
  exponentialRampToValueAtTime(v: number, t: number) {
    if (v <= 0) throw new RangeError('an exponential ramp cannot reach 0')
    return this.rec('exponential', v, t)
  }
  setTargetAtTime(v: number, t: number, _k: number) {
    return this.rec('target', v, t)
  }
}

export class FakeNode {
  readonly outputs: (FakeNode | FakeParam)[] = []
  started: number | null = null
  stopped: number | null = null
  type = ''
  buffer: unknown = null
  readonly gain = new FakeParam()
  readonly frequency = new FakeParam()
  readonly Q = new FakeParam()
  constructor(readonly kind: string) {}
  connect(n: FakeNode | FakeParam) {
    this.outputs.push(n)
    return n
  }
  start(t = 0) {
    if (this.started !== null) throw new Error('started twice')
    this.started = t
  }
  stop(t = 0) {
    this.stopped = t
  }
}

export class FakeAudioContext {
  currentTime = 0
  sampleRate = 8000
  state: 'suspended' | 'running' | 'closed' = 'suspended'
  readonly destination = new FakeNode('destination')
  readonly nodes: FakeNode[] = []
  resumes = 0
  suspends = 0
  private make(kind: string) {
    const n = new FakeNode(kind)
    this.nodes.push(n)
    return n
  }
  createOscillator() {
    return this.make('oscillator')
  }
  createGain() {
    return this.make('gain')
  }
  createBiquadFilter() {
    return this.make('filter')
  }
  createBufferSource() {
    return this.make('buffer-source')
  }
  createBuffer(_channels: number, length: number, _rate: number) {
    const data = new Float32Array(length)
    return { length, getChannelData: () => data }
  }
  async resume() {
    this.resumes++
    this.state = 'running'
  }
  async suspend() {
    this.suspends++
    this.state = 'suspended'
  }

  /** the sources (oscillators and noise) made */
  get sources(): FakeNode[] {
    return this.nodes.filter((n) => n.kind === 'oscillator' || n.kind === 'buffer-source')
  }

  /** whether a node's sound reaches the destination through its connections */
  reaches(node: FakeNode | FakeParam, seen = new Set<unknown>()): boolean {
    if (node === this.destination) return true
    if (seen.has(node)) return false
    seen.add(node)
    if (node instanceof FakeParam) {
      // a parameter is reached when the node that owns it reaches the destination
      const owner = this.nodes.find((n) => n.gain === node || n.frequency === node || n.Q === node)
      return !!owner && this.reaches(owner, seen)
    }
    return node.outputs.some((o) => this.reaches(o, seen))
  }
}

/** A sound board on fake audio contexts, and every context it made, for the sound tests. */
export function fakeSoundBoard(): { b: SoundBoard; made: FakeAudioContext[] } {
  const made: FakeAudioContext[] = []
  const b = new SoundBoard(() => {
    const c = new FakeAudioContext()
    made.push(c)
    return c as unknown as AudioContextLike
  })
  return { b, made }
}
