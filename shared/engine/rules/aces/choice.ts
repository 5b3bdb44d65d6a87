/**
 * Choosing the aces' abilities when a game is set up (003 "Scenario Rules", lines 903-912; 004 "Aces", lines 346-384):
 * which planes' airmen may choose, how many abilities each, and the checks New game's choice passes before the setup
 * gives the abilities to its planes (setup.ts).
 *
 * 003 lines 903-907: "When you play a dogfight scenario where each player has a single plane, you can decide that
 * each one of them is flown by an ace. Set a number of special abilities: for example one or two. Each player can
 * freely choose that number of abilities for the pilot of his plane. The same ability can be chosen by two or more
 * pilots, if they want it. Beware that planes choosing "Chivalrous aptitude" (see list) can choose another two
 * abilities and all the three of them count as just one."
 * 003 lines 909-910: "When you design a different kind of scenario, you can decide that one or more planes can have
 * pilots with a specific ace ability".
 *
 * Decisions (docs/rules.md, "Choosing abilities"):
 * - the choice is offered in a scenario (or variant) with one aeroplane a side, no balloon nor ground piece (a
 *   dogfight) and no ability fixed by the book; in a scenario that says so (`aceChoice`, Twin Targets' third Allied
 *   choice, line 1551: "each pilot choosing two ace skills"); and in a free dogfight, which the players design;
 * - an observer of a two-seater may be given the same number of abilities as the pilots (003 lines 948-953 let
 *   observers hold the second and third sets);
 * - 004's specific abilities (its D10 table) only with the option acesD10Table004, and 004's ace mark only with
 *   acesGeneric004; the scenario's own ability (Face to Face's ace, lines 1175-1177) is not one to choose.
 */
import type { AceSkill, Content, Scenario } from '../../../content/types'
import type { RulesOptions, SetupPlane } from '../../state-types'
import { ability, abilitiesProblem, ABILITIES } from './abilities'

/** The airmen of one plane as chosen: the pilot's and the observer's abilities, and 004's ace mark. */
export interface CrewChoice {
  pilot?: AceSkill[]
  observer?: AceSkill[]
  ace?: true
}

/** New game's choice: the number of abilities each airman may choose (0 to 3), and each plane's crew. */
export interface AcesChoice {
  count: number
  crews: Record<string, CrewChoice>
}

/** The numbers of abilities New game offers (003 line 904: "for example one or two"). */
export const ABILITY_COUNTS = [0, 1, 2, 3] as const

/** Which planes may choose, and the number the scenario fixes (absent: the players set it). */
export interface AceChoiceOffer {
  planes: string[]
  count?: number
}

/** The abilities an airman may choose: 003's three sets, and 004's table with its option. */
export function choosableAbilities(d10: boolean): AceSkill[] {
  return ABILITIES.filter((a) => a.set === 'pilot' || a.set === 'individual' || a.set === 'aircraft' || (d10 && a.set === '004')).map((a) => a.id)
}

type OfferPlanes = { id: string; team: string; aceSkills?: unknown; observerSkills?: unknown; bulletChecker?: unknown; ace?: unknown }[]

/**
 * The choice a scenario (or its variant) offers, or null: its own `aceChoice`, else every plane where each side has a
 * single aeroplane, no piece and no ability fixed (003 lines 903-907).
 */
export function scenarioAceOffer(scenario: Scenario, variant: string | null): AceChoiceOffer | null {
  const v = variant ? scenario.variants.find((x) => x.id === variant) : undefined
  if (v?.aceChoice) return { planes: v.aceChoice.planes.slice(), ...(v.aceChoice.count !== undefined ? { count: v.aceChoice.count } : {}) }
  const planes: OfferPlanes = v ? v.planes : scenario.planes
  const pieces = v ? (v.pieces ?? scenario.pieces ?? []) : (scenario.pieces ?? [])
  if (pieces.length > 0) return null
  if (!scenario.teams.every((t) => planes.filter((p) => p.team === t.id).length === 1)) return null
  if (planes.some((p) => p.aceSkills || p.observerSkills || p.bulletChecker || p.ace)) return null
  return { planes: planes.map((p) => p.id) }
}

/** Why the choice cannot be made, or null. `planes`: the setup's planes before it; `offer`: null where nothing may be chosen. */
export function acesChoiceProblem(content: Content, planes: readonly SetupPlane[], choice: AcesChoice, offer: AceChoiceOffer | null, options: Partial<RulesOptions>): string | null {
  const allowed = offer?.count ?? choice.count
  if (!Number.isInteger(allowed) || allowed < 0 || allowed > 3) return `a number of abilities from 0 to 3, not ${allowed}`
  const choosable = new Set(choosableAbilities(options.acesD10Table004 === true && options.acesGeneric004 === true))
  for (const [id, crew] of Object.entries(choice.crews)) {
    const plane = planes.find((p) => p.id === id)
    if (!plane || plane.kind !== undefined) return `abilities are chosen for "${id}", which is not one of the game's aeroplanes`
    const name = content.aircraft[plane.aircraft]?.name ?? plane.aircraft
    if (crew.ace && options.acesGeneric004 !== true) return `the pilot of the ${name} is marked an ace: that is 004's rule, "Aces: generic abilities" (004 lines 346-360)`
    if (!crew.pilot && !crew.observer) continue
    if (!offer?.planes.includes(id)) return `the scenario fixes the abilities of the airmen of the ${name} (003 lines 909-910)`
    for (const who of ['pilot', 'observer'] as const) {
      const ids = crew[who]
      if (!ids) continue
      if (who === 'observer' && ids.length > 0 && !content.aircraft[plane.aircraft]?.twoSeater) return `the ${name} has no observer: it is not a two-seater`
      const not = ids.find((s) => !choosable.has(s))
      if (not) return ability(not).set === '004' ? `${ability(not).name} is in 004's table: turn on "Aces: the D10 table" (004 lines 374-424)` : `${ability(not).name} is the scenario's own, not an ability to choose (${ability(not).source})`
      const problem = abilitiesProblem(ids, who, allowed)
      if (problem) return `the ${who} of the ${name}: ${problem}`
    }
  }
  return null
}

/** The planes with the chosen crews: an offered plane's chosen airman's abilities replace the scenario's; the ace mark is added. */
export function withChosenCrews(planes: readonly SetupPlane[], choice: AcesChoice): SetupPlane[] {
  return planes.map((p) => {
    const crew = choice.crews[p.id]
    if (!crew) return p
    const out: SetupPlane = { ...p }
    for (const [who, key] of [['pilot', 'aceSkills'], ['observer', 'observerSkills']] as const) {
      const ids = crew[who]
      if (!ids) continue
      if (ids.length > 0) out[key] = ids.slice()
      else delete out[key]
    }
    if (crew.ace) out.ace = true
    return out
  })
}
