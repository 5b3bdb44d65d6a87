/**
 * The campaign screens' api made from the app's host client (net/campaign-client.ts, F's messages) and their data
 * read from its slice (store/campaign-slice.ts).
 */
import type { AceSkill } from '../../../shared/content/types'
import type { HostClient } from '../net/client'
import { campaignClient } from '../net/campaign-client'
import type { AppStore, RootState } from '../store'
import type { CampaignApi, CampaignData } from './campaign-api'

export function campaignApiOf(client: HostClient, store: AppStore): CampaignApi {
  const c = campaignClient(client, store)
  return {
    list: () => c.list(),
    create: (campaign) => c.create(campaign),
    open: (id) => c.open(id),
    exportCampaign: (id) => c.export(id),
    importCampaign: (text) => c.import(text),
    remove: (id) => c.remove(id),
    startSortie: (id, r) => c.startSortie(id, r.game, r.crews, r.seats, { take: r.take, ...(r.seating ? { seating: r.seating } : {}), ...(r.options ? { options: r.options } : {}), ...(r.title ? { title: r.title } : {}) }),
    cancelSortie: (id, sortie) => c.cancelSortie(id, sortie),
    chooseAbility: (id, airman, ability) => c.chooseAbility(id, airman, ability as AceSkill),
    continueSortie: (save) => client.loadGame(save),
    watchReplay: (save) => client.watchReplay(save),
  }
}

/** What the screens read of the slice. */
export function campaignData(s: RootState): CampaignData {
  const c = s.campaign
  const listing = c.pending.includes('list') && c.list.length === 0
  return {
    list: listing ? null : c.list,
    open: c.open ? { campaign: c.open, games: c.games } : null,
    problem: c.notice?.tone === 'error' ? c.notice.text : c.folderProblem,
    notice: c.notice?.tone === 'ok' ? c.notice.text : null,
  }
}

/** The game on the table is a sortie of the open campaign (its end leads back to the campaign). */
export function flyingSortie(s: RootState): boolean {
  if (s.campaignNav.flying) return true
  const session = s.game.session
  return !!session && s.campaign.games.some((g) => g.session === session)
}
