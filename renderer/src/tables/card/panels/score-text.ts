/**
 * A score as the game end writes it (GameEnd.tsx): below nothing with a true minus sign, as the legend beside it
 * writes "−1 per own plane shot down", not a hyphen.
 */
export function scoreText(n: number): string {
  return n < 0 ? `\u2212${-n}` : String(n)
}
