/**
 * The ace's memory of the player at this host's screen (issue 31's twenty-second pass; docs/ai.md, "How it thinks"
 * 2d; docs/playing.md, "The ace learns how you fly"): what that player flew from each stand of a duel, kept from one
 * game to the next in the user's data, so that the ace that meets them again remembers how they open.
 *
 * Kept as one file, `you.json`, in its own folder, written whole (to a temporary file, then renamed over it) after
 * every turn the ace learns, so that a game left or a host stopped loses nothing. A file that is not a memory this
 * version reads is moved aside (`you.unreadable-<time>.json`, never deleted) and the ace starts afresh; a disk that
 * refuses the file leaves the ace playing, the problem said in Settings. Whether the ace learns at all is the
 * player's choice (`settings.json` beside it), and Forget empties the memory.
 *
 * Only the host's screen: the memory is of the person playing there (a guest's name is theirs to choose, so a LAN
 * guest is never remembered), and only the screen may see or change it (host.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { isMemoryData, isRemembered, MAX_REMEMBERED, type MemoryData, type Remembered } from '../../shared/bots/search/memory'

/** What a bot is given of the memory: the turns kept, and where to say what it learnt (bot-worker.ts sends it back). */
export interface MemoryLink {
  data: MemoryData
  learnt(turns: Remembered[]): void
}

/** How the memory stands, for the screen's Settings. */
export interface MemoryStatus {
  learning: boolean
  turns: number
  /** why the memory could not be read or written, if it could not */
  problem?: string
}

/** a file larger than this is not read (a full memory is some 1.5 MB) */
const MAX_FILE_BYTES = 8 * 1024 * 1024

const empty = (): MemoryData => ({ format: 'overdive-opponent-memory', version: 1, turns: [] })

export class OpponentMemoryStore {
  private data: MemoryData | null = null
  private learningChoice: boolean | null = null
  private problem: string | undefined
  /** an unreadable file that could not be moved aside: never written over */
  private blocked = false
  /** how many times the player made the ace forget: a bot given the memory before the last Forget adds nothing */
  private forgets = 0

  constructor(readonly dir: string) {}

  private get file(): string {
    return join(this.dir, 'you.json')
  }

  /** Whether the ace learns how the screen's player flies (on unless they said otherwise). */
  get learning(): boolean {
    if (this.learningChoice === null) {
      try {
        const s = JSON.parse(readFileSync(join(this.dir, 'settings.json'), 'utf8')) as { learning?: unknown }
        this.learningChoice = s.learning !== false
      } catch {
        this.learningChoice = true
      }
    }
    return this.learningChoice
  }

  status(): MemoryStatus {
    return { learning: this.learning, turns: this.memory().turns.length, ...(this.problem ? { problem: this.problem } : {}) }
  }

  /** The link a bot is given, or null when the player chose that the ace does not learn. */
  link(): MemoryLink | null {
    if (!this.learning) return null
    const m = this.memory()
    if (this.blocked) return null
    // a copy: the bot's worker gets it as it is now, and what it learns comes back through learnt, unless the player
    // has made the ace forget since (the game under way then ends with what its ace knew, and none of it is kept)
    const forgets = this.forgets
    return { data: { ...m, turns: [...m.turns] }, learnt: (turns) => forgets === this.forgets && this.add(turns) }
  }

  /** Turns a bot learnt (checked: a worker's message is data like any other), kept, the oldest dropped beyond MAX_REMEMBERED. */
  add(turns: readonly unknown[]): void {
    if (!this.learning || this.blocked) return
    const fresh = turns.filter(isRemembered)
    if (!fresh.length) return
    const m = this.memory()
    m.turns.push(...fresh)
    if (m.turns.length > MAX_REMEMBERED) m.turns.splice(0, m.turns.length - MAX_REMEMBERED)
    this.write(this.file, m)
  }

  setLearning(on: boolean): void {
    this.learningChoice = on
    this.write(join(this.dir, 'settings.json'), { learning: on })
  }

  /** The ace forgets everything it learnt of the player. */
  forget(): void {
    this.forgets++
    this.blocked = false
    this.problem = undefined
    this.data = empty()
    this.write(this.file, this.data)
  }

  private memory(): MemoryData {
    if (this.data) return this.data
    this.data = empty()
    if (!existsSync(this.file)) return this.data
    try {
      if (statSync(this.file).size > MAX_FILE_BYTES) throw new Error('it is larger than a memory can be')
      const read: unknown = JSON.parse(readFileSync(this.file, 'utf8'))
      if (!isMemoryData(read)) throw new Error('it is not a memory this version of Overdive reads')
      this.data = read
    } catch (e) {
      const aside = join(this.dir, `you.unreadable-${new Date().toISOString().replace(/[-:.]/g, '')}.json`)
      try {
        renameSync(this.file, aside)
        this.problem = `the ace's memory of you could not be read (${(e as Error).message}): it starts afresh, and the old file is kept as ${aside}`
      } catch {
        this.blocked = true
        this.problem = `the ace's memory of you could not be read (${(e as Error).message}), nor moved aside: the ace plays without it, and ${this.file} is left as it was`
      }
      console.error(`opponent memory: ${this.problem}`)
    }
    return this.data
  }

  private write(file: string, value: unknown): void {
    try {
      mkdirSync(this.dir, { recursive: true })
      const tmp = `${file}.writing`
      writeFileSync(tmp, JSON.stringify(value))
      renameSync(tmp, file)
      if (file === this.file && this.problem?.startsWith('the ace could not keep')) this.problem = undefined
    } catch (e) {
      this.problem = `the ace could not keep its memory of you (${(e as Error).message}): it plays on, and learns again once the disk takes the file`
      console.error(`opponent memory: ${this.problem}`)
    }
  }
}
