/**
 * A seat as the lists show it (saves, the host's games, a game's lobby). A card game's seats are named by its
 * scenario ("German", "Allied"); the hex game's seats go by their ids ("allies", "germans-1"), which read as
 * "Allies" and "Germans 1" (the names a save keeps stay as they are: its summary is checked against the game).
 */
export function seatWords(name: string, ruleset?: string): string {
  const m = ruleset === 'hex' ? /^([a-z])([a-z]*)(?:-(\d+))?$/.exec(name) : null
  return m ? `${m[1].toUpperCase()}${m[2]}${m[3] ? ` ${m[3]}` : ''}` : name
}

/** Who plays a game, for a list: "German (bot) vs Allied (human)", "Allies (bot) vs Germans (bot)". */
export function seatsVs(s: { seats: readonly { name: string; kind: string }[]; ruleset?: string }): string {
  return s.seats.map((x) => `${seatWords(x.name, s.ruleset)} (${x.kind === 'human' ? 'human' : x.kind === 'guest' ? 'guest' : 'bot'})`).join(' vs ')
}

/** A hex side's colour key of the card table's palette (tables/common/team-colours): the Allies blue, the Germans red. */
export function sidePalette(side: string): 'allied' | 'central' | undefined {
  return side === 'allies' ? 'allied' : side === 'germans' ? 'central' : undefined
}
