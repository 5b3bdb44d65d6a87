/** The seeded generator moved to shared/util/rng.ts: both rulesets draw from it. */
export * from '../util/rng'
