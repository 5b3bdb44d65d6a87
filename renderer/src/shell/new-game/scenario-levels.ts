/**
 * 003 Altitude in a scenario whose players choose their aircraft's starting levels (the scenario's `levelsChosen`: A
 * Hard Task, "The German player chooses the altitude of the aircraft"; A Race against Time's variant, "The Allied
 * player may choose any altitude he wants for each of his planes"): the planes New game asks a level for, with the
 * level each starts at now (the one chosen, or where the scenario puts it).
 */
import type { Content } from '../../../../shared/content/types'
import { CHOSEN_LEVELS } from '../../../../shared/engine/setup'
import { planeName } from '../../tables/card/panels/plane-name'

export interface LevelChoice {
  id: string
  /** as the seats list names it */
  name: string
  team: string
  level: number
}

export const LEVELS_OFFERED: readonly number[] = CHOSEN_LEVELS

export function scenarioLevelChoices(content: Content, scenarioId: string, variantId: string | null, altitude: boolean, chosen: Readonly<Record<string, number>>): LevelChoice[] {
  const scenario = content.scenarios[scenarioId]
  if (!scenario || !altitude) return []
  const variant = variantId ? scenario.variants.find((v) => v.id === variantId) : undefined
  const teams = variant?.levelsChosen ?? scenario.levelsChosen ?? []
  const planes = variant?.planes ?? scenario.planes
  return planes
    .filter((p) => teams.includes(p.team))
    .map((p) => ({ id: p.id, name: planeName(planes, p.id, content), team: p.team, level: chosen[p.id] ?? p.altitude ?? p.enters?.altitude ?? 2 }))
}
