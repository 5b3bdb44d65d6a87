/**
 * The shape of the next-turn value's table (next-turn.ts), in a file of its own so that the fitted table
 * (next-turn-table.ts) can name it without an import cycle: the bins (range edges in rulers, angles in equal bins of
 * PI / angleBins) and the damage share in each.
 */
export interface NextTurnTable {
  /** upper edges of the range bins (the last open) */
  ranges: number[]
  angleBins: number
  /** expected damage share dealt in the next turn, [range][a][b] flattened */
  dealt: number[]
}
