/**
 * The win value's coefficients (win-value.ts), written by electron/bench/win-fit.ts from 36766 records of
 * 4320 training-pool games (electron/bench/value-data.ts), ridge 1, without nextDealt, nextTaken: theta for WIN_FEATURES, in order.
 * Do not edit by hand: rerun the fit (docs/ai-passes.md).
 */
export const WIN_THETA: readonly number[] = [-0.1927, -1.5338, 1.8492, -2.2680, 1.2398, 0.0000, 0.0000, 0.2032, -0.2032, 0.5032, -0.4650, -0.2387, 0.4193]
