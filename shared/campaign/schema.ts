/**
 * The campaign file: its zod schema, reading (never trusting the file: JSON, a campaign, a version this app knows,
 * the schema, and a roster that agrees with itself) and writing.
 */
import { z } from 'zod'
import type { Campaign } from './types'

export const campaignSchema: z.ZodType<Campaign> = z.any()

/** Why the campaign does not agree with itself (an airman of no squadron, a sortie naming no one), or null. */
export function campaignProblem(c: Campaign): string | null {
  void c
  throw new Error('not yet')
}

/** A campaign read from a file's text; throws a CampaignError saying what is wrong. */
export function parseCampaign(text: string): Campaign {
  void text
  throw new Error('not yet')
}

/** The file's text. */
export function serializeCampaign(c: Campaign): string {
  return JSON.stringify(c, null, 2) + '\n'
}
