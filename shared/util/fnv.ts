/**
 * FNV-1a, 32 bits (Fowler, Noll and Vo): a small, fast hash of a text, for a number that must follow from the text
 * alone: a bot's own generator seeded from what it keys on, or a piece's sway on the table from its id. Not a secret's
 * hash: anyone who knows the text knows the value.
 */

/** FNV-1a's offset basis */
export const FNV_BASIS = 2166136261

/** The FNV-1a hash of `text`, from `basis` (FNV_BASIS unless another is mixed in first), as an unsigned 32-bit number. */
export function fnv1a(text: string, basis = FNV_BASIS): number {
  let h = basis
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
