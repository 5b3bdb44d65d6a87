import { describe, expect, it } from 'vitest'
import { parseCampaign } from '../../../shared/campaign'
import { ACE, seededCampaignText } from '../../../e2e/support/campaign'

describe("the campaign e2e's seeded roster (e2e/support/campaign.ts)", () => {
  it("is a campaign file the campaign's own verifier takes, with its ace owed an ability (003 lines 939-941)", () => {
    const c = parseCampaign(seededCampaignText())
    const ace = c.airmen.find((a) => a.name === ACE)!
    expect([ace.victories, ace.toChoose]).toEqual([5, 1])
  })
})
