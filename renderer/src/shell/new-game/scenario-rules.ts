/**
 * What a scenario says it needs ("Rules needed: Basic rules, Special damage optional rule, Balloons and Ground fire
 * section"), in the words New Game shows, and the optional rules it turns on when it is chosen.
 */
import type { Scenario } from '../../../../shared/content/types'

const WORDS: Record<string, string> = {
  basic: 'the basic rules',
  'special-damage': 'Special Damage',
  balloons: 'Balloon busting',
  'ground-fire': 'Ground fire',
  bombing: 'Bombing',
  reconnaissance: 'photographs',
  'bailing-out': 'Bailing out',
  altitude: 'Altitude',
}

/** "Rules: the basic rules, Special Damage, Balloon busting and Ground fire." */
export function scenarioRulesLine(s: Scenario): string {
  const words = s.rules.map((r) => WORDS[r] ?? r)
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}` : words[0]
  return `Rules: ${list}.`
}

/**
 * The optional rules ticked when the scenario (or one of its variants) is chosen: those it needs, 003's Altitude
 * included ("Rules needed: ... Altitude section"; a variant "If Altitude rules are in use"), on top of the ticks
 * already made; null when nothing changes.
 */
export function ticksForScenario<T extends Record<string, boolean>>(s: Scenario | undefined, ticked: T, variant: string | null = null): T | null {
  const v = variant ? s?.variants.find((x) => x.id === variant) : undefined
  const needs = Object.entries(v?.options ?? s?.options ?? {}).filter(([k, on]) => on && k in ticked && !ticked[k])
  if (needs.length === 0) return null
  return { ...ticked, ...Object.fromEntries(needs.map(([k]) => [k, true])) }
}
