/**
 * The campaign's screens, one at a time (campaign-nav.ts): the list, New campaign, the roster (with the ability
 * choice over it), the sortie setup, a sortie's report and the sortie list. Their data is the host's, through the
 * campaign client (campaign-host.ts).
 */
import { useEffect, useMemo } from 'react'
import { useClient } from '../net/client-context'
import { useAppDispatch, useAppSelector, useAppStore } from '../store'
import { campaignClosed, reportSeen } from '../store/campaign-slice'
import { screenShown } from '../store/ui-slice'
import { AbilityChoice } from './AbilityChoice'
import { CampaignApiContext } from './campaign-api'
import { campaignApiOf, campaignData } from './campaign-host'
import { abilityChoiceOpened, campaignPageShown } from './campaign-nav'
import { CampaignList } from './CampaignList'
import { NewCampaign } from './NewCampaign'
import { RosterScreen } from './RosterScreen'
import { SortieList } from './SortieList'
import { SortieReport } from './SortieReport'
import { SortieSetup } from './SortieSetup'
import './campaign.css'

export function CampaignScreen() {
  const client = useClient()
  const store = useAppStore()
  const api = useMemo(() => campaignApiOf(client, store), [client, store])
  const dispatch = useAppDispatch()
  const nav = useAppSelector((s) => s.campaignNav)
  const data = useAppSelector(campaignData)
  const closed = useAppSelector((s) => s.campaign.report)
  const connection = useAppSelector((s) => s.ui.connection)
  const busy = useAppSelector((s) => s.campaign.pending.length > 0)
  const open = data.open
  // the list, asked for each time the screen shows it (and again when the host is back)
  useEffect(() => {
    if (nav.page === 'list' && connection === 'open') api.list()
  }, [api, nav.page, connection])
  // a campaign created, imported or opened: its roster
  const openId = open?.campaign.id ?? null
  useEffect(() => {
    if (openId && (nav.page === 'list' || nav.page === 'new')) dispatch(campaignPageShown({ page: 'roster', campaign: openId }))
  }, [openId, nav.page, dispatch])
  // a sortie closed: its report
  useEffect(() => {
    if (closed !== null && nav.page === 'roster') dispatch(campaignPageShown({ page: 'report', report: closed }))
  }, [closed, nav.page, dispatch])
  // the open campaign's id, for reopening it where the host has it
  useEffect(() => {
    if (nav.campaign && !open && nav.page !== 'list' && nav.page !== 'new' && connection === 'open') api.open(nav.campaign)
  }, [api, nav.campaign, nav.page, open, connection])
  const toList = () => (dispatch(campaignClosed()), dispatch(campaignPageShown({ page: 'list', campaign: null })))
  const toRoster = () => (dispatch(reportSeen()), dispatch(campaignPageShown({ page: 'roster' })))
  const page = (() => {
    if (nav.page === 'new') return <NewCampaign onBack={() => dispatch(campaignPageShown({ page: 'list' }))} refused={data.problem} busy={busy} />
    if (nav.page === 'list' || !open) return <CampaignList list={data.list} problem={data.problem} notice={data.notice} onNew={() => dispatch(campaignPageShown({ page: 'new' }))} onBack={() => dispatch(screenShown('menu'))} />
    const c = open.campaign
    if (nav.page === 'sortie') return <SortieSetup campaign={c} onBack={toRoster} refused={data.problem} busy={busy} />
    if (nav.page === 'sorties') return <SortieList campaign={c} onReport={(n) => dispatch(campaignPageShown({ page: 'report', report: n }))} onRoster={toRoster} />
    const shown = nav.page === 'report' ? c.sorties.find((s) => s.number === (nav.report ?? closed)) : undefined
    if (shown) return <SortieReport campaign={c} sortie={shown} onRoster={toRoster} onReplay={shown.save ? () => api.watchReplay(shown.save!) : undefined} />
    return (
      <>
        <RosterScreen
          campaign={c}
          games={open.games}
          onChoose={(id) => dispatch(abilityChoiceOpened(id))}
          onSortie={() => dispatch(campaignPageShown({ page: 'sortie' }))}
          onSorties={() => dispatch(campaignPageShown({ page: 'sorties' }))}
          onBack={toList}
        />
        {data.problem && (
          <p className="saves-notice error campaign-toast" role="alert" data-testid="campaign-problem">
            {data.problem}
          </p>
        )}
        {nav.choosing && <AbilityChoice campaign={c} airmanId={nav.choosing} onClose={() => dispatch(abilityChoiceOpened(null))} />}
      </>
    )
  })()
  return (
    <CampaignApiContext.Provider value={api}>
      <div className="menu-screen campaign-screen">{page}</div>
    </CampaignApiContext.Provider>
  )
}
