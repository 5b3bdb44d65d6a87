/**
 * The card game's version of its rules (a save names it): save-file.ts's RULES_VERSION. A module of its own so that
 * what only needs the number (protocol/compat.ts, in the app's first load) does not pull in the card game's bots
 * and the saves of every ruleset (issue 30: the first load without the tables and the rules they alone use).
 */
export const CARD_RULES_VERSION = 5
