/**
 * Placing balloons (003 Observation Balloons, lines 551-552; Balloons and Anti-Aircraft Guns, line 702).
 *
 * "Balloons are placed on the table and are never moved. If there is more than one, place them at least one ruler of
 * distance away from each other."
 *
 * "Balloons must be placed at least three rulers of distance away from enemy anti-aircraft guns, if there are any."
 *
 * Where each binds:
 * - Three rulers from enemy AA guns binds every scenario's setup (scenarioSetup refuses one that breaks it): no
 *   scenario of the book puts a balloon near an enemy gun, so none is refused.
 * - One ruler apart binds only where players place the balloons themselves, not a scenario's own placement: the book's
 *   scenarios place theirs closer. Fireworks over the Front puts each balloon "30 cm from the left or right side" of a
 *   90 cm table (lines 1255, 1257-1258: 30 cm between them, less than the 34 cm ruler); Twin Targets "30 cm from the left
 *   side or right side" of a 100 cm table (lines 1517, 1522-1523: their cards 31 cm apart). The book's placement wins,
 *   and so does a balloon barrage's line, "spaced one ruler of distance or less" (line 808).
 *
 * Judgement calls: a ruler of distance between balloons is measured between their cards (the ruler reaches "any point"
 * of a card); the distance from an AA gun from the red dot at the centre of its card, where its reach is measured from
 * (lines 681-682), to any part of the balloon's card. Anti-aircraft guns are the artillery of lines 674-708, not the AA
 * machine guns (lines 712-732), whose reach is a ruler's.
 */
import type { Content } from '../../../content/types'
import { baseCorners } from '../../../geometry/base'
import type { GameSetup, SetupPlane } from '../../state-types'
import { pointToQuad, quadGap } from '../ground-fire/reach'

/** "at least one ruler of distance away from each other" */
const BALLOONS_APART_RULERS = 1
/** "at least three rulers of distance away from enemy anti-aircraft guns" */
const FROM_ENEMY_AA_RULERS = 3
/** a placement exactly at the distance is at it: the scenarios measure in whole centimetres */
const EPS = 1e-6

function cardOf(content: Content, p: SetupPlane): Float64Array {
  return baseCorners({ x: p.x, y: p.y, h: (p.heading * Math.PI) / 180 }, content.table.bases[content.aircraft[p.aircraft].base])
}

const balloonsOf = (setup: GameSetup) => setup.planes.filter((p) => p.kind === 'balloon')
const cm = (d: number) => `${Math.round(d * 10) / 10} cm`

/** Why balloons placed by players are too close to each other (lines 551-552), or null. */
export function balloonSpacingProblem(content: Content, setup: GameSetup): string | null {
  const balloons = balloonsOf(setup)
  const ruler = setup.options.ruler
  for (let a = 0; a < balloons.length; a++) {
    for (let b = a + 1; b < balloons.length; b++) {
      const gap = quadGap(cardOf(content, balloons[a]), cardOf(content, balloons[b]))
      if (gap < BALLOONS_APART_RULERS * ruler - EPS)
        return `balloons "${balloons[a].id}" and "${balloons[b].id}" are ${cm(gap)} apart: balloons are placed at least one ruler (${ruler} cm) away from each other (003 lines 551-552)`
    }
  }
  return null
}

/** Why a balloon stands too close to an enemy AA gun (line 702), or null. */
export function balloonNearEnemyAAProblem(content: Content, setup: GameSetup): string | null {
  const ruler = setup.options.ruler
  const guns = setup.planes.filter((p) => p.kind === 'aa-gun')
  for (const b of balloonsOf(setup)) {
    const card = cardOf(content, b)
    for (const g of guns) {
      if (g.team === b.team) continue
      const d = pointToQuad(g.x, g.y, card)
      if (d < FROM_ENEMY_AA_RULERS * ruler - EPS)
        return `balloon "${b.id}" is ${cm(d)} from the enemy AA gun "${g.id}": balloons are placed at least three rulers (${FROM_ENEMY_AA_RULERS * ruler} cm) away from enemy anti-aircraft guns (003 line 702)`
    }
  }
  return null
}
