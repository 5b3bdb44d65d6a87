/**
 * The games this table can show. The host also runs games of other rulesets (issue 29: the hex game of 002, created
 * over the protocol, saved and listed like card games); until the hex table comes (issue 30) the app's lists of
 * games, saves and autosaves to resume hold only card games, so that nothing offered opens to an empty table. A
 * listing or a summary names its ruleset only when it is not the card game.
 */
export function cardGamesOnly<T extends { ruleset?: string }>(items: readonly T[]): T[] {
  return items.filter((x) => x.ruleset === undefined || x.ruleset === 'card')
}
