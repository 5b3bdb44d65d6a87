/**
 * A game's autosave: its journal (electron/saves/journal.ts), written after every command, and what happens when
 * the disk refuses it. A failed write never stops the game: the players are told at once why it is not being saved
 * ("not being saved: the disk is full"), the host tries again every few seconds and after every command, and once
 * the disk allows, the journal catches up with every command made meanwhile and the players are told so. A journal
 * that could not even be opened is opened again the same way.
 *
 * A game of any other ruleset (issue 29: the hex game) is autosaved the same way, its journal written through the
 * ruleset contract (electron/saves/ruleset-journal-writer.ts).
 */
import type { Game } from '../../shared/engine/game'
import type { SeatId } from '../../shared/engine/types'
import type { SeatKindName } from '../../shared/save/save-file'
import { diskTroubleIn } from '../saves/disk-errors'
import { isJournal, type SaveStore } from '../saves/save-store'
import type { JournalWriter } from '../saves/journal'
import type { RulesetJournalWriter } from '../saves/ruleset-journal-writer'
import type { SaveSource } from '../../shared/save/ruleset-save'

/** how often a failing autosave is tried again while nothing else happens */
export const AUTOSAVE_RETRY_MS = 10_000

export interface AutosaveStatus {
  /** the game is being saved (every command so far is on disk) */
  saving: boolean
  /** why not, in words, when it is not */
  message: string
}

export interface AutosaveOptions {
  store: SaveStore
  /** a card game, or a game of another ruleset with what it was started from */
  game: Game | SaveSource
  /** the game's name for its journal file */
  uid: string
  seats: Record<SeatId, SeatKindName>
  /** the save the game was loaded from, if any: its own journal is carried on, an older save is replaced */
  from?: string
  app?: string
  /** told of every change of status */
  changed(status: AutosaveStatus): void
  retryMs?: number
}

export class Autosave {
  private journal: JournalWriter | RulesetJournalWriter | null = null
  private trouble: string | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private closed = false

  constructor(private readonly opts: AutosaveOptions) {
    this.attempt()
  }

  /** Why the game is not being saved now, or null when it is. */
  get problem(): string | null {
    return this.trouble
  }

  get status(): AutosaveStatus {
    return this.trouble === null ? { saving: true, message: '' } : { saving: false, message: this.trouble }
  }

  /** After every command: write it (and whatever is still owed from a failed write). */
  afterCommand(): void {
    this.attempt()
  }

  close(): void {
    this.closed = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    this.journal?.close()
    this.journal = null
  }

  private attempt(): void {
    if (this.closed) return
    try {
      if (!this.journal) this.journal = this.open()
      else this.append(this.journal)
      this.settle(null)
    } catch (e) {
      const disk = diskTroubleIn(this.opts.store.dir, e)
      // a journal that stopped following its game cannot go on: the next try writes it afresh, whole
      if (!disk && this.journal) {
        this.journal.close()
        this.journal = null
      }
      const trouble = `not being saved: ${disk ?? (e as Error)?.message ?? String(e)}`
      // said once on the console, not at every try
      if (trouble !== this.trouble) console.error(`autosave failed: ${(e as Error)?.message ?? e}`)
      this.settle(trouble)
    }
  }

  private append(journal: JournalWriter | RulesetJournalWriter): void {
    const game = this.opts.game
    if (isSource(game)) (journal as RulesetJournalWriter).append(game.game)
    else (journal as JournalWriter).append(game)
  }

  private open(): JournalWriter | RulesetJournalWriter {
    const { store, game, uid, seats, from, app } = this.opts
    if (isSource(game)) {
      if (from && isJournal(from)) return store.resumeRulesetJournal(from, game, seats, { app })
      return store.startRulesetJournal(uid, game, seats, { app })
    }
    if (from && isJournal(from)) return store.resumeJournal(from, game, seats, { app })
    return store.startJournal(uid, game, seats, { app, ...(from ? { replaces: from } : {}) })
  }

  private settle(trouble: string | null): void {
    const was = this.trouble
    this.trouble = trouble
    if (trouble !== null && !this.timer) {
      this.timer = setTimeout(() => {
        this.timer = null
        this.attempt()
      }, this.opts.retryMs ?? AUTOSAVE_RETRY_MS)
      this.timer.unref?.()
    }
    if (was !== trouble) this.opts.changed(this.status)
  }
}

/** A game of another ruleset, given with what it was started from (a card game is its engine's Game). */
function isSource(game: Game | SaveSource): game is SaveSource {
  return 'ruleset' in game && 'setup' in game && 'seed' in game && 'game' in game
}
