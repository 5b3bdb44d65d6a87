/**
 * The campaign's errors: a bad request (an airman who cannot fly, an ability he may not take) or a file that is not a
 * campaign this version can read. Each says what is wrong in words; the campaign it was asked of is left untouched.
 */
export type CampaignErrorCode = 'bad-input' | 'not-json' | 'not-a-campaign' | 'newer-version' | 'schema' | 'inconsistent'

export class CampaignError extends Error {
  constructor(
    readonly code: CampaignErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'CampaignError'
  }
}

/** A bad request. */
export function refuse(message: string): never {
  throw new CampaignError('bad-input', message)
}
