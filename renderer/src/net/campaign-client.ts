/**
 * The campaign's requests to the host (shared/protocol/campaign-messages.ts), wrapped as the saves' are in client.ts:
 * each request is sent to this screen's own host, its answer goes to the campaign slice (store/campaign-slice.ts),
 * and a refusal is said on the campaign screens (the slice's notice), not in the error toast.
 *
 * A sortie's game is a game like any other once created: the host answers start-sortie with the `game-created` a
 * New game gets, and the host client (client.ts) sits this screen at its human seats. An unfinished sortie is
 * continued from its save (HostClient.loadGame) or, still running, joined again (HostClient.joinGame).
 *
 * Use: `campaignClient(useClient(), useAppStore())` (one per host client).
 */
import type { AceSkill } from '../../../shared/content/types'
import type { RulesOptions } from '../../../shared/engine/types'
import type { NewCampaignRequest, SortieCrewRequest, SortieGame } from '../../../shared/protocol/campaign-messages'
import type { SeatKind, ServerMessage } from '../../../shared/protocol/messages'
import { campaignAnswered, campaignDeleted, campaignNotice, campaignReceived, campaignRequested, campaignsListed, type CampaignRequest } from '../store/campaign-slice'
import type { AppStore } from '../store'
import { download, type HostClient } from './client'

/** What a refusal of each request means for the player, before the host's own words. */
const FAILED: Record<CampaignRequest, string> = {
  list: 'The campaigns could not be listed',
  create: 'The campaign was not created',
  open: 'The campaign could not be opened',
  export: 'The campaign could not be exported',
  import: 'The campaign was not imported',
  delete: 'The campaign was not deleted',
  'start-sortie': 'The sortie did not start',
  'cancel-sortie': 'The sortie was not called off',
  'choose-ability': 'The ability was not chosen',
}

export class CampaignClient {
  /** requests sent and not yet answered, by request id */
  private readonly asked = new Map<string, CampaignRequest>()

  constructor(
    private readonly client: HostClient,
    private readonly store: AppStore,
  ) {
    client.localTransport.onMessage((m) => this.receive(m))
  }

  /** the campaigns in the host's campaigns folder */
  list(): void {
    this.ask('list', (re) => ({ type: 'list-campaigns', re }))
  }

  create(campaign: NewCampaignRequest): void {
    this.ask('create', (re) => ({ type: 'create-campaign', re, campaign }))
  }

  open(id: string): void {
    this.ask('open', (re) => ({ type: 'open-campaign', re, id }))
  }

  /** Download the campaign's file, to keep or to bring to another computer. */
  export(id: string): void {
    this.ask('export', (re) => ({ type: 'export-campaign', re, id }))
  }

  /** Bring in a campaign's file (checked by the host, kept under an id of its own); it opens once imported. */
  import(text: string): void {
    this.ask('import', (re) => ({ type: 'import-campaign', re, text }))
  }

  remove(id: string): void {
    this.ask('delete', (re) => ({ type: 'delete-campaign', re, id }))
  }

  /**
   * Fly a sortie: the game, the crews picked (by the setup's plane ids: a scenario's own, a free dogfight's
   * `<aircraft>-<n>`), who plays each seat in the setup's order; this screen sits at the human seats (or at `take`).
   */
  startSortie(id: string, game: SortieGame, crews: SortieCrewRequest[], seats: SeatKind[], opts: { seating?: 'team' | 'plane'; options?: Partial<RulesOptions>; title?: string; take?: string[] } = {}): void {
    this.client.expectGame(opts.take ?? 'all-human')
    this.ask('start-sortie', (re) => ({ type: 'start-sortie', re, id, game, crews, seats, ...(opts.seating ? { seating: opts.seating } : {}), ...(opts.options ? { options: opts.options } : {}), ...(opts.title ? { title: opts.title } : {}) }))
  }

  /** Call off a sortie whose game was left unfinished: nothing awarded, no one lost. */
  cancelSortie(id: string, sortie: number): void {
    this.ask('cancel-sortie', (re) => ({ type: 'cancel-sortie', re, id, sortie }))
  }

  /** A promoted airman's ability (003 lines 939-941), in force from the next sortie. */
  chooseAbility(id: string, airman: string, ability: AceSkill): void {
    this.ask('choose-ability', (re) => ({ type: 'choose-ability', re, id, airman, ability }))
  }

  private ask(what: CampaignRequest, message: (re: string) => Parameters<HostClient['localTransport']['send']>[0]): void {
    // a quiet id: the error toast leaves a refusal to the campaign screens
    const re = this.client.quietRequestId()
    this.asked.set(re, what)
    this.store.dispatch(campaignRequested(what))
    this.client.localTransport.send(message(re))
  }

  private answered(re: string | undefined): CampaignRequest | undefined {
    if (!re) return undefined
    const what = this.asked.get(re)
    if (what === undefined) return undefined
    this.asked.delete(re)
    this.store.dispatch(campaignAnswered(what))
    return what
  }

  private receive(m: ServerMessage): void {
    const dispatch = this.store.dispatch
    switch (m.type) {
      case 'campaigns':
        this.answered(m.re)
        dispatch(campaignsListed({ campaigns: m.campaigns, ...(m.problem ? { problem: m.problem } : {}) }))
        return
      case 'campaign': {
        const what = this.answered(m.re)
        dispatch(campaignReceived({ campaign: m.campaign, games: m.games, ...(m.closed !== undefined ? { closed: m.closed } : {}) }))
        if (what === 'import') dispatch(campaignNotice({ tone: 'ok', text: `Imported ${m.campaign.name}` }))
        if (what === 'create' || what === 'import') this.list()
        return
      }
      case 'campaign-text':
        this.answered(m.re)
        download(`${m.name.replace(/[^A-Za-z0-9 ._()-]+/g, '-').slice(0, 60) || 'campaign'}.campaign.json`, m.text)
        return
      case 'campaign-deleted':
        this.answered(m.re)
        dispatch(campaignDeleted(m.id))
        return
      case 'error': {
        const what = this.answered(m.re)
        if (what === undefined) return
        if (what === 'start-sortie') this.client.expectGame(null)
        dispatch(campaignNotice({ tone: 'error', text: `${FAILED[what]}: ${m.message}` }))
        return
      }
      default:
        return
    }
  }
}

const clients = new WeakMap<HostClient, CampaignClient>()

/** The campaign client of a host client (made on first use). */
export function campaignClient(client: HostClient, store: AppStore): CampaignClient {
  let c = clients.get(client)
  if (!c) {
    c = new CampaignClient(client, store)
    clients.set(client, c)
  }
  return c
}
