/**
 * The campaigns folder (`<data>/campaigns`, beside the saves): one file per campaign, `<id>.json`, in the campaign
 * file format of shared/campaign (format and version, checked by its verifier). The folder works as the saves folder
 * does and reuses its pieces (electron/saves): every write is atomic (atomic.ts: a temporary file, fsync, rename), the
 * temporary files of a process killed mid-write are swept at start, a disk that refuses is said in words
 * (disk-errors.ts), and one bad file never hides the others.
 *
 * Nothing is lost: a file that does not verify is listed with its problem and kept as it is. It is never written
 * over (an update first checks the file on disk is the campaign it replaces), a new or imported campaign always
 * takes a name no file has, and only the player's delete removes a file.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs'
import { join } from 'node:path'
import { sweepTemps, TEMP_MARK, writeAtomic } from '../saves/atomic'
import { checkSavesFolder } from '../saves/disk-errors'
import type { CampaignListing } from '../../shared/protocol/campaign-messages'

/** A campaign's id: its file's name without `.json`, letters, digits, "-" and "_" only. */
export const CAMPAIGN_ID = /^[A-Za-z0-9_-]{1,64}$/
const EXT = '.json'

export type CampaignFileErrorCode = 'no-campaign' | 'corrupt-campaign' | 'bad-campaign' | 'campaign-changed'

/** A campaign that cannot be found, read or written, in words that name the file and what is wrong. */
export class CampaignFileError extends Error {
  constructor(
    readonly code: CampaignFileErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'CampaignFileError'
  }
}

/**
 * The campaign file format the store keeps, given by shared/campaign: parse() reads and verifies a file's text
 * (throwing an Error that says what is wrong), serialize() writes one, name() and summary() feed the list.
 */
export interface CampaignFormat<C> {
  parse(text: string): C
  serialize(campaign: C): string
  /** the campaign with its store id set (a campaign knows its id: an export imported elsewhere is given a new one) */
  withId(campaign: C, id: string): C
  name(campaign: C): string
  sorties(campaign: C): number
}

/** A campaign in the folder, as the list shows it (and the protocol sends it). */
export type CampaignEntry = CampaignListing

/** A safe, readable id for a new campaign: its name's letters and a random tail no other file has. */
function freshId(name: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .toLowerCase()
  return `${stem || 'campaign'}-${randomBytes(4).toString('hex')}`
}

export class CampaignStore<C> {
  /** temporary files of dead writers deleted when the store opened */
  readonly swept: string[]
  /** why campaigns cannot be saved here, found when the store opened (null: they can) */
  readonly problem: string | null

  constructor(
    readonly dir: string,
    private readonly format: CampaignFormat<C>,
  ) {
    this.problem = checkSavesFolder(dir)
    let swept: string[] = []
    try {
      swept = sweepTemps(dir)
    } catch {
      // no folder to sweep
    }
    this.swept = swept
  }

  /** Whether campaigns can be saved here now: null, or why not in words. */
  check(): string | null {
    return checkSavesFolder(this.dir)
  }

  private path(id: string): string {
    if (!CAMPAIGN_ID.test(id)) throw new CampaignFileError('no-campaign', `"${id}" is not a campaign in the campaigns folder`)
    return join(this.dir, `${id}${EXT}`)
  }

  /** Every campaign in the folder, last written first, each file that does not verify listed with its problem. */
  list(): CampaignEntry[] {
    let files: string[]
    try {
      files = readdirSync(this.dir)
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw e
    }
    const out: CampaignEntry[] = []
    for (const file of files) {
      let mtime: Date
      try {
        const st = statSync(join(this.dir, file))
        if (!st.isFile()) continue
        mtime = st.mtime
      } catch {
        continue
      }
      const updatedAt = mtime.toISOString()
      if (file.includes(TEMP_MARK)) {
        const id = file.slice(0, file.indexOf(TEMP_MARK)).replace(/\.json$/, '')
        out.push({ id, name: id, sorties: null, updatedAt, problem: 'an interrupted write: the campaign was being written when the program stopped; the campaign before it is intact', interrupted: true })
        continue
      }
      if (!file.endsWith(EXT)) continue
      const id = file.slice(0, -EXT.length)
      if (!CAMPAIGN_ID.test(id)) continue
      try {
        const c = this.read(id)
        out.push({ id, name: this.format.name(c), sorties: this.format.sorties(c), updatedAt, problem: null, interrupted: false })
      } catch (e) {
        out.push({ id, name: id, sorties: null, updatedAt, problem: (e as Error).message, interrupted: false })
      }
    }
    return out.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id))
  }

  /** Read a campaign and verify it; a CampaignFileError names the file and what is wrong. */
  read(id: string): C {
    const path = this.path(id)
    let text: string
    try {
      text = readFileSync(path, 'utf8')
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code
      if (code === 'ENOENT') throw new CampaignFileError('no-campaign', `there is no campaign "${id}" in the campaigns folder`)
      throw new CampaignFileError('corrupt-campaign', `${id}${EXT}: cannot be read (${code ?? (e as Error).message})`)
    }
    try {
      return this.format.parse(text)
    } catch (e) {
      throw new CampaignFileError('corrupt-campaign', `${id}${EXT}: ${(e as Error).message}`)
    }
  }

  /** An id no file has yet, made from a campaign's name ("Bloody April" gives "bloody-april-3f9c01ab"). */
  newId(name: string): string {
    let id = freshId(name)
    while (existsSync(this.path(id))) id = freshId(name)
    return id
  }

  /** A new campaign, written under an id no file has (`id`, from newId, or a new one). Returns the campaign with its id. */
  create(campaign: C, id?: string): C {
    mkdirSync(this.dir, { recursive: true })
    const name = id !== undefined && !existsSync(this.path(id)) ? id : this.newId(this.format.name(campaign))
    const withId = this.format.withId(campaign, name)
    writeAtomic(this.path(name), this.format.serialize(withId))
    return withId
  }

  /**
   * Write a campaign over its file, atomically. The file must be there and verify: a campaign deleted meanwhile is
   * not brought back, and a file that does not verify (a corrupt or hand-edited one) is kept, never written over.
   */
  write(id: string, campaign: C): C {
    this.read(id)
    const withId = this.format.withId(campaign, id)
    writeAtomic(this.path(id), this.format.serialize(withId))
    return withId
  }

  /** The text of a campaign to keep outside the app (an export): verified, in the format written now. */
  export(id: string): string {
    return this.format.serialize(this.read(id))
  }

  /** Import a campaign's text: checked by the verifier, then written under an id of its own (never over another). */
  import(text: string): C {
    let campaign: C
    try {
      campaign = this.format.parse(text)
    } catch (e) {
      throw new CampaignFileError('bad-campaign', `not a campaign Overdive can open: ${(e as Error).message}`)
    }
    return this.create(campaign)
  }

  /** Delete a campaign's file (a corrupt one too: the player decides). */
  remove(id: string): void {
    try {
      unlinkSync(this.path(id))
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new CampaignFileError('no-campaign', `there is no campaign "${id}" in the campaigns folder`)
      throw e
    }
  }
}
