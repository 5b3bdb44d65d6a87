/**
 * The host's campaigns (issue 28): the campaign messages of its own screen (shared/protocol/campaign-messages.ts)
 * answered from the campaigns folder (campaign-store.ts) with the campaign's rules (shared/campaign), and the sorties
 * run as games on this host.
 *
 * A sortie is a game like any other: created as New game creates one, its planes crewed by the airmen picked (their
 * names and abilities on the setup's planes, from shared/campaign's startSortie), autosaved in its journal. The
 * campaign is written with the sortie in flight and the name of that journal BEFORE the game starts, and closed when
 * the game ends (the report of victories, closeSortie), so that nothing is lost whenever the host stops:
 * - between sorties, the campaign file is whole (atomic writes);
 * - during a sortie, the game's journal resumes it (Continue, or the sortie's own Continue), and its end closes the
 *   sortie; a game that ended while the host was stopping is closed from its journal the next time the campaign is
 *   opened;
 * - a sortie whose game is not wanted back (or whose save is gone) is called off by the player: nothing awarded, no
 *   one lost.
 * Once closed, the sortie's replay is kept as a save of its own, named after the campaign and the sortie.
 *
 * Every request is the screen's (host.ts checks it first); a refusal is a HostError with the campaign's words.
 */
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { CampaignError as RulesError, cancelSortie, chooseAbility, closeSortie, createCampaign, inFlight, parseCampaign, serializeCampaign, setSortieSave, startSortie, type Campaign, type Sortie, type SortieCrew } from '../../shared/campaign'
import type { Content } from '../../shared/content/types'
import { Game } from '../../shared/engine/game'
import type { Seed } from '../../shared/engine/rng'
import { victoryReport } from '../../shared/engine/scoring/victories'
import { freeDogfightSetup, scenarioSetup } from '../../shared/engine/setup'
import type { GameSetup, SetupPlane } from '../../shared/engine/types'
import type { SortieGameState } from '../../shared/protocol/campaign-messages'
import type { CampaignClientMessage, ServerMessage } from '../../shared/protocol/messages'
import type { SeatKind } from '../../shared/protocol/seat-kinds'
import { makeSave, type SeatKindName } from '../../shared/save/save-file'
import { HostError } from '../host/host-error'
import type { ClientConnection, Session } from '../host/session'
import { diskTrouble } from '../saves/disk-errors'
import { journalListing } from '../saves/journal'
import { journalFileName, type SaveStore } from '../saves/save-store'
import { CampaignFileError as StoreError, CampaignStore, type CampaignFormat } from './campaign-store'

/** The campaign file format of shared/campaign, for the store. */
export const campaignFormat: CampaignFormat<Campaign> = {
  parse: parseCampaign,
  serialize: serializeCampaign,
  withId: (c, id) => ({ ...c, id }),
  name: (c) => c.name,
  // sorties flown: closed ones (one in flight is not flown yet, as the roster counts them)
  sorties: (c) => c.sorties.filter((s) => s.status === 'done').length,
}

/** The campaigns folder of a data folder's saves: `<data>/campaigns`, beside `<data>/saves`. */
export function campaignStore(dir: string): CampaignStore<Campaign> {
  return new CampaignStore(dir, campaignFormat)
}

/** What the campaigns need of the host (host.ts gives it). */
export interface CampaignHost {
  readonly content: Content
  /** the saves folder: sorties are autosaved there, and their replays kept */
  readonly saves: SaveStore | undefined
  readonly app?: string
  /** a fresh secret (a game's, the campaign's generator's) */
  newSeed(): Seed
  /** a new game fits on the host (bots, games): throws a HostError when it does not */
  checkRoom(kinds: Record<string, SeatKind>): void
  /** host a game, with its autosave under the uid given */
  startGame(game: Game, kinds: Record<string, SeatKind>, uid: string): Session
  /** the game running under this uid, if any */
  running(uid: string): Session | undefined
  /** a message to every one of the host's own screens */
  toScreens(m: ServerMessage): void
}

/** A game's uid for its autosave, as the host's sessions make them. */
function freshUid(): string {
  return `${new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '')}-${randomBytes(4).toString('hex')}`
}

/** The uid in an autosave journal's name (autosave-<uid>.journal), or null. */
function journalUid(file: string | null): string | null {
  const m = file ? /^autosave-([A-Za-z0-9_-]{1,80})\.journal$/.exec(file) : null
  return m ? m[1] : null
}

/** A refusal of the campaign's rules or of the store, as the host answers it; a disk's refusal in words. */
function asHostError(e: unknown): unknown {
  if (e instanceof RulesError || e instanceof StoreError) return new HostError(e.code === 'bad-input' ? 'bad-campaign-request' : e.code, e.message)
  const disk = diskTrouble(e)
  if (disk) return new HostError('campaign-not-saved', `The campaign was not saved: ${disk}. Nothing was changed: try again once the disk allows.`)
  return e
}

export class HostCampaigns {
  /** games whose end has been seen (a sortie is closed once) */
  private readonly ended = new Set<string>()

  constructor(
    readonly store: CampaignStore<Campaign>,
    private readonly host: CampaignHost,
  ) {}

  /** A campaign request of the host's screen (host.ts has checked it is the screen's). */
  receive(conn: ClientConnection, msg: CampaignClientMessage): void {
    try {
      this.handle(conn, msg)
    } catch (e) {
      throw asHostError(e)
    }
  }

  private handle(conn: ClientConnection, msg: CampaignClientMessage): void {
    const re = msg.re ? { re: msg.re } : {}
    switch (msg.type) {
      case 'list-campaigns': {
        const problem = this.store.check()
        conn.send({ type: 'campaigns', ...re, campaigns: this.store.list(), ...(problem ? { problem } : {}) })
        return
      }
      case 'create-campaign': {
        const id = this.store.newId(msg.campaign.name)
        this.sendCampaign(conn, this.store.create(createCampaign({ ...msg.campaign, id }, this.host.newSeed()), id), re)
        return
      }
      case 'open-campaign':
        this.sendCampaign(conn, this.settle(msg.id), re)
        return
      case 'export-campaign': {
        const text = this.store.export(msg.id)
        conn.send({ type: 'campaign-text', ...re, id: msg.id, name: this.store.read(msg.id).name, text })
        return
      }
      case 'import-campaign': {
        const imported = this.store.import(msg.text)
        // a sortie in flight in another copy of the campaign is not this host's game: its journal is not here
        this.sendCampaign(conn, imported, re)
        return
      }
      case 'delete-campaign': {
        const playing = this.playingSortie(msg.id)
        if (playing) throw new HostError('sortie-playing', `sortie ${playing} of this campaign is being flown: finish it or leave its game before deleting the campaign`)
        this.store.remove(msg.id)
        conn.send({ type: 'campaign-deleted', ...re, id: msg.id })
        return
      }
      case 'start-sortie':
        this.startSortie(conn, msg, re)
        return
      case 'cancel-sortie': {
        const c = this.store.read(msg.id)
        const s = c.sorties.find((x) => x.number === msg.sortie)
        if (s && this.gameState(s).state === 'playing') throw new HostError('sortie-playing', `sortie ${msg.sortie} is being flown on this host: leave its game, or play it to its end`)
        this.sendCampaign(conn, this.store.write(c.id, cancelSortie(c, msg.sortie)), re)
        return
      }
      case 'choose-ability': {
        const c = this.store.read(msg.id)
        this.sendCampaign(conn, this.store.write(c.id, chooseAbility(c, msg.airman, msg.ability)), re)
        return
      }
    }
  }

  private sendCampaign(conn: ClientConnection, c: Campaign, re: { re?: string }, closed?: number): void {
    conn.send({ type: 'campaign', ...re, campaign: c, games: this.games(c), ...(closed !== undefined ? { closed } : {}) })
  }

  /** How each sortie in flight stands on this host. */
  games(c: Campaign): SortieGameState[] {
    return c.sorties.filter((s) => s.status === 'in-flight').map((s) => this.gameState(s))
  }

  private gameState(s: Sortie): SortieGameState {
    const uid = journalUid(s.save)
    const session = uid ? this.host.running(uid) : undefined
    if (session) return { sortie: s.number, state: 'playing', session: session.id, save: s.save }
    const saves = this.host.saves
    if (!s.save || !saves) return { sortie: s.number, state: 'missing', save: s.save, problem: 'the sortie has no saved game' }
    try {
      if (!existsSync(saves.path(s.save))) return { sortie: s.number, state: 'missing', save: s.save, problem: `its game's save ${s.save} is no longer in the saves folder` }
      journalListing(saves.path(s.save))
    } catch (e) {
      return { sortie: s.number, state: 'missing', save: s.save, problem: `its game's save cannot be read: ${(e as Error).message}` }
    }
    return { sortie: s.number, state: 'unfinished', save: s.save }
  }

  private playingSortie(id: string): number | null {
    let c: Campaign
    try {
      c = this.store.read(id)
    } catch {
      return null
    }
    return this.games(c).find((g) => g.state === 'playing')?.sortie ?? null
  }

  /**
   * The campaign read, with a sortie whose game ended while the host was stopping closed from its journal (the host
   * stopped between the game's last command and the campaign's write).
   */
  private settle(id: string): Campaign {
    const c = this.store.read(id)
    const s = inFlight(c)
    const saves = this.host.saves
    if (!s || !s.save || !saves) return c
    const state = this.gameState(s)
    // over on this host but not closed (the campaign could not be written then): closed now from the game itself
    const session = state.session ? this.host.running(journalUid(s.save)!) : undefined
    if (session?.game.over) return this.close(c, s.number, session.game, session.seatKinds())
    if (state.state !== 'unfinished') return c
    let over: boolean
    try {
      over = journalListing(saves.path(s.save)).meta.over
    } catch {
      return c
    }
    if (!over) return c
    const { game, save } = saves.read(s.save)
    return this.close(c, s.number, game, save.seats)
  }

  private startSortie(conn: ClientConnection, msg: Extract<CampaignClientMessage, { type: 'start-sortie' }>, re: { re?: string }): void {
    const { content } = this.host
    const saves = this.host.saves
    if (!saves) throw new HostError('no-saves', 'this host keeps no saves: a sortie needs its game saved to be part of a campaign')
    const c = this.store.read(msg.id)
    const seating = msg.seating ?? 'team'
    const choice = msg.game
    // 004 lines 346-360: with the campaign's generic aces, its ace pilots fly with the generic abilities
    const options = { ...msg.options, ...(c.options.genericAces ? { acesGeneric004: true } : {}) }
    const base: GameSetup =
      choice.kind === 'scenario'
        ? scenarioSetup(content, { scenario: choice.scenario, variant: choice.variant ?? null, seating, options })
        : freeDogfightSetup(content, { table: choice.table, planes: choice.planes, seating, options })
    const crews = this.crewsFor(c, base, msg.crews)
    const { campaign, sortie, planes } = startSortie(c, { scenario: base.scenario, variant: base.variant, title: msg.title ?? base.title, crews }, content)
    const crewed = new Map(planes.map((p) => [p.plane, p]))
    const setup: GameSetup = {
      ...base,
      campaign: true,
      planes: base.planes.map((p): SetupPlane => {
        const k = crewed.get(p.id)
        if (!k) return p
        // the campaign's airmen fly with their own abilities, in place of any a scenario gives its planes
        const { aceSkills: _a, observerSkills: _o, ace: _ace, crew: _c, ...rest } = p
        return { ...rest, crew: k.crew, ...(k.aceSkills.length ? { aceSkills: k.aceSkills } : {}), ...(k.observerSkills.length ? { observerSkills: k.observerSkills } : {}), ...(k.ace ? { ace: true as const } : {}) }
      }),
    }
    if (msg.seats.length > setup.seats.length) throw new HostError('bad-seats', `this game has ${setup.seats.length} seats, not ${msg.seats.length}`)
    const kinds: Record<string, SeatKind> = {}
    setup.seats.forEach((s, i) => (kinds[s.id] = msg.seats[i] ?? 'human'))
    this.host.checkRoom(kinds)
    const game = Game.start(content, setup, this.host.newSeed())
    // the campaign knows its sortie's game before the game starts: a host stopped at any moment after this finds it
    const uid = freshUid()
    const written = this.store.write(c.id, setSortieSave(campaign, sortie.number, journalFileName(uid)))
    const session = this.host.startGame(game, kinds, uid)
    conn.send({ type: 'game-created', ...re, session: session.id, setup, seats: session.seatInfo() })
    this.sendCampaign(conn, written, re)
  }

  /**
   * The crews asked for, checked against the game: each plane of the setup once, an aeroplane, flown by a squadron of
   * its side; every aeroplane crewed (a sortie is flown by airmen of the rosters). The airmen themselves are checked by
   * startSortie (who may fly, and for which squadron).
   */
  private crewsFor(c: Campaign, setup: GameSetup, asked: { plane: string; squadron: string; pilot: string; observer?: string }[]): SortieCrew[] {
    const { content } = this.host
    const crews: SortieCrew[] = []
    const seen = new Set<string>()
    for (const k of asked) {
      const plane = setup.planes.find((p) => p.id === k.plane)
      if (!plane) throw new HostError('bad-crews', `this game has no plane "${k.plane}"; its planes are ${setup.planes.map((p) => p.id).join(', ')}`)
      if (seen.has(k.plane)) throw new HostError('bad-crews', `plane "${k.plane}" is crewed twice`)
      seen.add(k.plane)
      const squadron = c.squadrons.find((s) => s.id === k.squadron)
      if (!squadron) throw new HostError('bad-crews', `this campaign has no squadron "${k.squadron}"`)
      const side = setup.teams.find((t) => t.id === plane.team)?.side
      if (side !== squadron.side) throw new HostError('bad-crews', `${squadron.name} flies for the ${squadron.side === 'allied' ? 'Allies' : 'Central Powers'}: it cannot crew ${k.plane}, a plane of the other side`)
      crews.push({ plane: k.plane, squadron: k.squadron, aircraft: plane.aircraft, pilot: k.pilot, ...(k.observer ? { observer: k.observer } : {}) })
    }
    const uncrewed = setup.planes.filter((p) => content.aircraft[p.aircraft]?.kind === 'aeroplane' && !seen.has(p.id)).map((p) => p.id)
    if (uncrewed.length) throw new HostError('bad-crews', `every aeroplane of a sortie is flown by airmen of the rosters: pick a crew for ${uncrewed.join(', ')}`)
    return crews
  }

  /**
   * A game ended on this host (host.ts calls it after every command of a game that is over). If it is a sortie's,
   * the sortie is closed and the campaign written; the host's screens are sent the campaign.
   */
  gameOver(session: Session): void {
    // only a sortie's game is a campaign game (GameSetup.campaign); any other ends without a look at the campaigns
    if (!session.game.state.setup.campaign || this.ended.has(session.uid)) return
    this.ended.add(session.uid)
    const file = journalFileName(session.uid)
    for (const e of this.store.list()) {
      if (e.problem) continue
      let c: Campaign
      try {
        c = this.store.read(e.id)
      } catch {
        continue
      }
      const s = c.sorties.find((x) => x.status === 'in-flight' && x.save === file)
      if (!s) continue
      try {
        const closed = this.close(c, s.number, session.game, session.seatKinds())
        this.host.toScreens({ type: 'campaign', campaign: closed, games: this.games(closed), closed: s.number })
      } catch (err) {
        // the game is over and saved in its journal: the sortie is closed from it when the campaign is opened next
        console.error(`campaign ${c.id}: sortie ${s.number} not closed yet: ${(err as Error)?.message ?? err}`)
      }
      return
    }
  }

  /**
   * Close a sortie from its finished game: the report of victories, the campaign's awards and draws (closeSortie),
   * written at once; then the game's replay kept as a save named for the campaign and the sortie, linked in the
   * sortie list, and the finished autosave it was copied from removed. A host stopped between these steps loses
   * nothing: the campaign links the journal until it links the copy.
   */
  private close(c: Campaign, sortie: number, game: Game, seats: Record<string, SeatKindName>): Campaign {
    const report = victoryReport(game.rules, game.state)
    let closed = this.store.write(c.id, closeSortie(c, sortie, report, this.host.content.damageDecks))
    const saves = this.host.saves
    const journal = closed.sorties.find((s) => s.number === sortie)?.save ?? null
    if (!saves) return closed
    try {
      const file = saves.write(saves.freeNameIfTaken(`${c.name} - sortie ${sortie}`), makeSave(game, seats, { kind: 'manual', app: this.host.app }))
      closed = this.store.write(c.id, setSortieSave(closed, sortie, file))
      if (journal && journalUid(journal) && journal !== file) saves.remove(journal)
    } catch (e) {
      // the journal stays the sortie's replay
      console.error(`campaign ${c.id}: sortie ${sortie}'s replay stays in its autosave: ${(e as Error)?.message ?? e}`)
    }
    return closed
  }
}
