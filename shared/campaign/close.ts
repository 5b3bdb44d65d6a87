/**
 * Closing a sortie from a game's report (the contract's GameReport: the card game's engine/scoring/victories.ts, or
 * the hex game's), in the order the rules come:
 *
 * 1. Victories (003 lines 921-924): "An airman gets a victory for each aircraft he shoots down. If the aircraft
 *    destroying the enemy is a two-seater, a victory is awarded both to the pilot and to the observer." Every plane the
 *    report credits gives one to its pilot and one to its observer.
 * 2. Shot down (lines 930-931): "If a plane is shot down, the airmen in it are out of the campaign and in the next game
 *    the plane will have a new crew with zero victories." With 004's survival draw (line 340): "the pilot takes the next
 *    card from the A damage deck. If it is a 4 or 5 then the pilot is deemed to have landed safely [...] If the plane
 *    uses up its last damage point due to fire then the pilot only lands safely when a 5 is turned"; Longevity (004
 *    line 396): "survives on a damage card of 3,4,5 [...] If downed due to fire, pilot survives on a turn of 4 or 5".
 * 3. Observers (lines 933-937): "If an observer is incapacitated, at the end of the game shuffle the B- Damage deck and
 *    draw a damage card. If the card is a 0 or an explosion, the observer is permanently incapacitated [...] If the card
 *    has a different number of damage points, the observer will be able to fly again after that number of matches (1 -
 *    next game, 2 - in the second game, 3 - in the third game)."
 * 4. Aces (lines 939-941): "Aces can freely choose a special ability for each five victories they get. The special
 *    ability is effective from the next game"; with 004's table (lines 374-375) a pilot rolls a D10 for each instead.
 * 5. Airmen recovering from an earlier sortie count it; replacements with zero victories join where the squadron has
 *    fewer airmen able to fly than before the sortie ("In the meantime, use another observer with zero victories").
 *
 * Each draw is the campaign's own generator's (Campaign.rng): a fresh deck shuffled for each card, as the table's
 * deck is shuffled anew after the game. Decisions (docs/rules.md, Campaign): 004's survival draw is the pilot's (line
 * 340 names only him): the observer of a downed plane is out; with the D10 table the pilots roll, the observers
 * choose as in 003, and a roll of an ability already held (or not his to hold) is rolled again.
 */
import type { AceSkill, DamageCard, DamageDeck } from '../content/types'
import { abilitiesProblem, ability, D10_TABLE } from '../engine/rules/aces/abilities'
import { nextInt, shuffle } from '../engine/rng'
import type { GameReport, PlaneFate } from '../rulesets/contract'
import { cloneJson } from '../util/clone'
import { refuse } from './errors'
import { joinRoster } from './replacements'
import { abilitiesEarned, airman } from './roster'
import { sortieOf } from './sortie'
import type { Airman, AirmanId, AirmanRole, Award, Campaign, CampaignDraw, Loss, Promotion, SortieResult, SquadronId } from './types'

/**
 * The campaign after sortie `sortie` (in flight) closed with the game's report. `decks`: the content's damage decks
 * (A for survival, B for observers), shuffled with the campaign's generator for each draw. Throws a CampaignError when
 * the sortie is not in flight or the report does not fit it (a plane of the sortie missing).
 */
export function closeSortie(c: Campaign, sortie: number, report: GameReport, decks: Readonly<Record<string, DamageDeck>>): Campaign {
  const s0 = sortieOf(c, sortie)
  if (s0.status !== 'in-flight') refuse(`sortie ${sortie} is already closed`)
  const fateOf = new Map<string, PlaneFate>(report.fates.map((f) => [f.plane, f]))
  for (const k of s0.crews) if (!fateOf.has(k.plane)) refuse(`the game's report has no plane "${k.plane}": it is not the game of sortie ${sortie}`)
  if ((c.options.survivalDraw && !decks.A) || !decks.B) refuse('the damage decks A and B are needed for the draws')

  const out = cloneJson(c)
  const s = sortieOf(out, sortie)
  const rng = out.rng
  const draws: CampaignDraw[] = []
  const losses: Loss[] = []
  const crewOf = new Map(s.crews.map((k) => [k.plane, k]))
  const before = new Map(out.airmen.map((a) => [a.id, a.victories]))
  // the airmen able to fly before the sortie, by squadron and role: replacements fill up to it
  const strength = new Map<string, number>()
  for (const a of out.airmen) if (a.status.kind === 'flying') strength.set(key(a.squadron, a.role), (strength.get(key(a.squadron, a.role)) ?? 0) + 1)

  // 1. victories
  const victims = new Map<AirmanId, string[]>()
  for (const credit of report.credits) {
    for (const plane of credit.by) {
      const k = crewOf.get(plane)
      if (!k) continue
      for (const id of k.observer !== undefined ? [k.pilot, k.observer] : [k.pilot]) {
        const list = victims.get(id) ?? []
        list.push(credit.victim)
        victims.set(id, list)
      }
    }
  }
  const awards: Award[] = []
  for (const [id, list] of victims) {
    const a = airman(out, id)
    a.victories += list.length
    awards.push({ airman: id, victims: list, victories: a.victories })
  }

  // 2. and 3. the crews' fates
  const drawCard = (letter: string): DamageCard => shuffle(rng, decks[letter].cards.slice())[0]
  for (const k of s.crews) {
    const fate = fateOf.get(k.plane)!
    const pilot = airman(out, k.pilot)
    const observer = k.observer !== undefined ? airman(out, k.observer) : null
    pilot.sorties++
    if (observer) observer.sorties++
    if (fate.downed !== null) {
      const how = fate.downed
      if (out.options.survivalDraw) {
        const card = drawCard('A')
        const longevity = pilot.abilities.includes('longevity')
        const lowest = fate.byFire ? (longevity ? 4 : 5) : longevity ? 3 : 4
        const safe = card.points !== null && card.points >= lowest
        draws.push({ airman: pilot.id, why: 'survival', deck: 'A', card: card.id, outcome: `${cardWords(card)}: ${safe ? 'lands safely' : 'does not come back'} (${lowest === 5 ? 'a 5' : `${lowest} to 5`} needed${fate.byFire ? ', downed by fire' : ''}${longevity ? ', Longevity' : ''})` })
        if (safe) losses.push({ airman: pilot.id, plane: k.plane, why: how, outcome: 'survived' })
        else lose(pilot, k.plane, how)
      } else lose(pilot, k.plane, how)
      if (observer) lose(observer, k.plane, how)
    } else if (observer && fate.observerOut) {
      const card = drawCard('B')
      const n = card.points ?? 0
      if (card.points === null || n === 0) {
        observer.status = { kind: 'wounded-out', sortie }
        losses.push({ airman: observer.id, plane: k.plane, why: 'observer-incapacitated', outcome: 'wounded-out' })
        draws.push({ airman: observer.id, why: 'observer', deck: 'B', card: card.id, outcome: `${cardWords(card)}: incapacitated for good` })
      } else {
        // "1 - next game": back for the next sortie; n: misses n - 1 sorties
        const wait = n - 1
        if (wait > 0) {
          observer.status = { kind: 'recovering', sorties: wait, since: sortie }
        }
        losses.push({ airman: observer.id, plane: k.plane, why: 'observer-incapacitated', outcome: 'recovering', sorties: wait })
        draws.push({ airman: observer.id, why: 'observer', deck: 'B', card: card.id, outcome: `${cardWords(card)}: ${n === 1 ? 'flies the next sortie' : `misses the next ${wait === 1 ? 'sortie' : `${wait} sorties`}, then flies again`}` })
      }
    }
  }
  function lose(a: Airman, plane: string, how: NonNullable<PlaneFate['downed']>): void {
    a.status = { kind: 'lost', sortie, why: how }
    losses.push({ airman: a.id, plane, why: how, outcome: 'lost' })
  }

  // 4. aces
  const promotions: Promotion[] = []
  for (const award of awards) {
    const a = airman(out, award.airman)
    const was = before.get(a.id) ?? 0
    const earned = abilitiesEarned(a.victories) - abilitiesEarned(was)
    if (earned <= 0) continue
    const rolled: AceSkill[] = []
    if (out.options.d10Abilities && a.role === 'pilot') {
      for (let e = 0; e < earned; e++) {
        const got = rollAbility(a, rng, draws)
        if (got) {
          a.abilities.push(got)
          rolled.push(got)
        }
      }
    } else a.toChoose += earned
    promotions.push({ airman: a.id, earned, rolled, ace: was < 5 && a.victories >= 5 })
  }

  // 5. those recovering from earlier sorties count this one; replacements
  const returned: AirmanId[] = []
  for (const a of out.airmen) {
    if (a.status.kind !== 'recovering' || a.status.since === sortie) continue
    a.status.sorties--
    if (a.status.sorties <= 0) {
      a.status = { kind: 'flying' }
      returned.push(a.id)
    }
  }
  const replacements: AirmanId[] = []
  for (const [k, want] of strength) {
    const [sq, role] = split(k)
    const able = out.airmen.filter((a) => a.squadron === sq && a.role === role && a.status.kind === 'flying').length
    for (let n = able; n < want; n++) replacements.push(joinRoster(out, sq, role, '').id)
  }
  // the replacements joined after this sortie
  for (const id of replacements) airman(out, id).joined = sortie

  const winners = report.winner === null ? [] : [...new Set(s.crews.filter((k) => fateOf.get(k.plane)!.team === report.winner).map((k) => k.squadron))]
  const result: SortieResult = { winners, credits: cloneJson(report.credits), awards, losses, draws, promotions, returned, replacements }
  s.status = 'done'
  s.result = result
  return out
}

/** 004 lines 374-375: a D10 on the table (D10_TABLE), rolled again while it gives an ability he holds or may not hold. */
function rollAbility(a: Airman, rng: number[], draws: CampaignDraw[]): AceSkill | null {
  for (let tries = 0; tries < 30; tries++) {
    const roll = nextInt(rng, 10) + 1
    const got = D10_TABLE[roll - 1]
    const fits = !a.abilities.includes(got) && abilitiesProblem([...a.abilities, got], a.role, a.abilities.length + 1) === null
    draws.push({ airman: a.id, why: 'ability', deck: 'D10', card: String(roll), outcome: fits ? `${roll}: ${ability(got).name}` : `${roll}: ${ability(got).name}, already held or not his: rolled again` })
    if (fits) return got
  }
  return null
}

function cardWords(card: DamageCard): string {
  return card.points === null ? `${card.id}, an explosion` : `${card.id}, a ${card.points}`
}

const key = (sq: SquadronId, role: AirmanRole) => `${sq}\u0000${role}`
const split = (k: string): [SquadronId, AirmanRole] => k.split('\u0000') as [SquadronId, AirmanRole]
