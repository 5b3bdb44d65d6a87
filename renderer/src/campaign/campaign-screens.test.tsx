/**
 * The campaign screens as they render (renderToStaticMarkup) from a hand-written campaign: the roster's ace mark,
 * abilities with their words, status and the owed choice; the ability choice's barred rows; the sortie report's
 * credits, losses and cards drawn; the sortie list's replay; the sortie setup's crews from ready airmen.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../store'
import { AbilityChoice } from './AbilityChoice'
import { CampaignApiContext, type CampaignApi } from './campaign-api'
import { CampaignList } from './CampaignList'
import { RosterScreen } from './RosterScreen'
import { sampleCampaign } from './sample-campaign'
import { SortieList } from './SortieList'
import { SortieReport } from './SortieReport'
import { SortieSetup } from './SortieSetup'

const api: CampaignApi = new Proxy({} as CampaignApi, { get: () => () => undefined })
const render = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <Provider store={makeStore()}>
      <CampaignApiContext.Provider value={api}>{node}</CampaignApiContext.Provider>
    </Provider>,
  )
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ')
const noop = () => undefined

describe('the roster', () => {
  const html = render(<RosterScreen campaign={sampleCampaign()} games={[]} onChoose={noop} onSortie={noop} onSorties={noop} onBack={noop} />)
  it('marks the ace at five victories, and no one else (003 line 939)', () => {
    expect(html).toContain('data-testid="ace-a1"')
    expect(html).not.toContain('data-testid="ace-a2"')
  })
  it("shows each ability by name with its words on hover and focus, and the choice owed", () => {
    expect(html).toMatch(/title="Sniper: when firing at an enemy[^"]*Rule source: 003 lines 994-998"/)
    expect(html).toMatch(/tabindex="0"/)
    expect(text(html)).toContain('Choose an ability…')
    expect(html).toContain('data-testid="choose-a1"')
  })
  it('says who is wounded and for how long, who was lost and how (003 lines 930-936)', () => {
    const t = text(html)
    expect(t).toContain('Wounded: misses the next sortie, then flies again')
    expect(t).toContain('Lost in sortie 2: shot down')
    expect(t).toContain('2 sorties flown')
  })
})

describe('the ability choice', () => {
  it('offers an observer no pilots-only ability, and says why', () => {
    const c = sampleCampaign()
    c.airmen[2] = { ...c.airmen[2], victories: 5, toChoose: 1, status: { kind: 'flying' } }
    const t = text(render(<AbilityChoice campaign={c} airmanId="a3" onClose={noop} />))
    expect(t).toContain('Tom Mottershead: Choose an ability')
    expect(t).toMatch(/Daredevil : .*Not offered: for pilots only/)
    expect(t).toContain('It is in force from his next sortie, not before')
  })
  it('shows the D10 roll instead of a choice with 004\'s option', () => {
    const c = sampleCampaign()
    c.options.d10Abilities = true
    c.sorties[1].result!.draws.push({ airman: 'a1', why: 'ability', deck: 'D10', card: '3', outcome: 'Longevity' })
    const t = text(render(<AbilityChoice campaign={c} airmanId="a1" onClose={noop} />))
    expect(t).toContain('Rolled 3 on the D10: Longevity')
    expect(t).not.toContain('Choose Daredevil')
  })
})

describe('the sortie report and list', () => {
  it('credits the victory to both planes that damaged the victim, shows the B card drawn and the promotion', () => {
    const c = sampleCampaign()
    const html = render(<SortieReport campaign={c} sortie={c.sorties[1]} onRoster={noop} onReplay={noop} />)
    const t = text(html)
    expect(t).toContain('Won by No. 56 Squadron')
    expect(t).toMatch(/credited to Sopwith Camel \(Albert Ball\) and Bristol F\.2b Fighter \(Arthur Rhys with Tom Mottershead observing\)/)
    expect(t).toContain('Werner Voss: shot down; out of the campaign')
    expect(html).toContain('data-testid="drawn-B05"')
    expect(t).toContain('Albert Ball is an ace')
    expect(t).toContain('Kurt Wolff joins with no victories')
  })
  it('says who flew, squadron by squadron, and how each plane ended', () => {
    const c = sampleCampaign()
    const html = render(<SortieReport campaign={c} sortie={c.sorties[1]} onRoster={noop} onReplay={noop} />)
    const crews = text(html.slice(html.indexOf('data-testid="report-crews"'), html.indexOf('data-testid="report-credits"')))
    expect(crews).toMatch(/Who flew No\. 56 Squadron Sopwith Camel \(Albert Ball\): came home Bristol F\.2b Fighter \(Arthur Rhys with Tom Mottershead observing\): came home, its observer wounded Jasta 11 Fokker Dr\.I \(Werner Voss\): shot down in turn 4/)
  })
  it('lists each sortie with its result, victories and a replay', () => {
    const c = sampleCampaign()
    const html = render(<SortieList campaign={c} onReport={noop} onRoster={noop} />)
    expect(text(html)).toContain('Won by Jasta 11')
    expect(html).toContain('data-testid="sortie-replay-2"')
    expect(html).not.toMatch(/data-testid="sortie-replay-2"[^>]*disabled/)
  })
  it('the list says a file that cannot be read, and keeps it', () => {
    const t = text(render(<CampaignList list={[{ id: 'x', name: 'Broken', sorties: null, updatedAt: '2026-11-29T10:00:00Z', problem: 'not valid JSON', interrupted: false }]} problem={null} notice={null} onNew={noop} onBack={noop} />))
    expect(t).toContain('Cannot be opened: not valid JSON. The file is kept as it is.')
  })
})

describe('the sortie setup', () => {
  it('opens on a free dogfight crewed by the ready airmen, the ace bot at the enemy seat', () => {
    const html = render(<SortieSetup campaign={sampleCampaign()} onBack={noop} />)
    expect(html).toMatch(/<option value="a1" selected="">Albert Ball, 5 victories/)
    expect(html).not.toMatch(/<option value="g1"/)
    expect(html).toMatch(/<option value="bot:ace"[^>]*selected=""/)
    expect(html).not.toContain('data-testid="sortie-problem"')
  })
})
