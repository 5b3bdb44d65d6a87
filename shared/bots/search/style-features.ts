/**
 * The fitted style model's features of a plan (style.ts planFeatures, in this order), apart so that the reasoner bank
 * (reasoners.ts) reads them without a cycle of imports. What each is: style.ts, and docs/ai.md step 2b.
 */
export const FEATURES = [
  'shotsGiven',
  'shotsTaken',
  'range',
  'noseOn',
  'behind',
  'edge',
  'altitude',
  'straight',
  'turning',
  'distance',
  'givenVsOwn',
  'takenVsOwn',
  'oldDraw',
  'worstVsOwn',
  'endVsOwn',
  'givenVsSpread',
  'takenVsSpread',
  'endVsSpread',
] as const
