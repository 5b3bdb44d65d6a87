/**
 * Creating a campaign: the squadrons and their rosters of named airmen with zero victories, the options, and the
 * campaign's own generator seeded for its draws.
 */
import type { Seed } from '../engine/rng'
import type { Campaign, NewCampaign } from './types'

/** A new campaign. Throws a CampaignError when the squadrons are not two or more of two sides, or a name is bad. */
export function createCampaign(input: NewCampaign, seed: Seed): Campaign {
  void input
  void seed
  throw new Error('not yet')
}
