/**
 * The campaigns folder with the campaign file format of shared/campaign (host-campaigns.ts campaignFormat): a campaign
 * written and read back whole, its format and version on disk, a file of a newer version or one that does not add up
 * refused with what is wrong and kept as it is.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign } from '../../shared/campaign'
import { CAMPAIGN_FORMAT, CAMPAIGN_VERSION } from '../../shared/campaign/types'
import { twoSquadrons } from '../testing/host-campaign-fixtures'
import { campaignStore } from './host-campaigns'

const fresh = () => campaignStore(join(mkdtempSync(join(tmpdir(), 'overdive-campaign-file-')), 'campaigns'))

describe('campaign files', () => {
  it('are written in the campaign format, with its version, and read back whole', () => {
    const store = fresh()
    const id = store.newId('Bloody April')
    const c = store.create(createCampaign({ ...twoSquadrons, id }, 77), id)
    expect(c.id).toBe(id)
    const onDisk = JSON.parse(readFileSync(join(store.dir, `${id}.json`), 'utf8'))
    expect(onDisk).toMatchObject({ format: CAMPAIGN_FORMAT, version: CAMPAIGN_VERSION, id, name: 'Bloody April' })
    expect(store.read(id)).toEqual(c)
    expect(store.list()).toMatchObject([{ id, name: 'Bloody April', sorties: 0, problem: null }])
  })

  it('a file of a newer version is refused with what is wrong, and kept', () => {
    const store = fresh()
    const id = store.newId('Arras')
    const c = store.create(createCampaign({ ...twoSquadrons, name: 'Arras', id }, 78), id)
    const newer = JSON.stringify({ ...c, version: CAMPAIGN_VERSION + 1 })
    writeFileSync(join(store.dir, `${id}.json`), newer)
    expect(() => store.read(id)).toThrow(new RegExp(`${id}\\.json: the campaign was saved by a newer Overdive`))
    expect(() => store.write(id, c)).toThrow(/newer Overdive/)
    expect(readFileSync(join(store.dir, `${id}.json`), 'utf8')).toBe(newer)
    expect(() => store.import(newer)).toThrow(/^not a campaign Overdive can open: the campaign was saved by a newer Overdive/)
  })

  it('a hand-edited file whose victories do not add up is reported, not opened', () => {
    const store = fresh()
    const id = store.newId('Messines')
    const c = store.create(createCampaign({ ...twoSquadrons, name: 'Messines', id }, 79), id)
    writeFileSync(join(store.dir, `${id}.json`), JSON.stringify({ ...c, airmen: c.airmen.map((a, i) => (i === 0 ? { ...a, victories: 40 } : a)) }))
    expect(store.list()[0].problem).toMatch(/has 40 victories where the sorties give 0/)
  })
})
