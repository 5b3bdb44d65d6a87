/**
 * The fields every command's schema is made of (ids, gun arcs, the seq), shared by the modules that declare commands
 * (command-kind.ts). Zod only.
 */
import { z } from 'zod'

/** a plane, seat or place id */
export const id = z.string().min(1).max(80)
export const gunArc = z.enum(['front', 'rear'])
/** the state seq the seat saw; a stale command is refused */
export const seq = z.number().int().optional()
/** a manoeuvre card id as the engine keeps it */
export const cardId = z.string().regex(/^[A-Z][0-9]{2}$/)
