/**
 * The flowchart bot: a measuring stick in the manner of the solo-play flowcharts (issue 14's baselines). It plans
 * each card in turn by asking, from where the card before leaves the plane, the questions of a flowchart in order:
 *
 *   1. Would the card the chart wants take the plane off the table, now or with a straight after it? Turn towards
 *      the middle of the table instead.
 *   2. Is the nearest enemy behind the wing (more than 100° off the nose)? Turn hard towards it.
 *   3. Is it off the nose (more than 30°)? Turn towards it.
 *   4. Is it a little off the nose (more than 10°)? Bank towards it.
 *   5. Otherwise close: fly straight.
 *
 * A card the rules do not allow there gives way to the next gentler one the same way, then a straight, then any
 * card the rules allow. The enemy is taken where it stands now; it is not guessed forward. It fires at the nearest
 * target offered. Balloons, tailing, taxiing and the other answers are SeatBot's.
 */
import type { CompiledCard, CompiledPlane } from '../engine/compiled'
import { checkPlan, CARDS_PER_TURN } from '../engine/planning'
import type { FireCommand } from '../engine/types'
import type { GameView, PlaneView } from '../engine/view'
import { advance, bearing, DEG, wrapAngle, type Pose } from '../geometry/pose'
import { isOnTable } from '../geometry/table'
import { gunOrders } from './gun-orders'
import { planRulesOf, safePlan } from './plan-rules'
import { SeatBot } from './seat-bot'

/** The kinds of card the chart asks for, from the hardest turn to none. */
type Want = 'hard' | 'turn' | 'bank' | 'straight'
const GENTLER: Want[] = ['hard', 'turn', 'bank', 'straight']

/** How far the card turns the plane, radians (a sideslip or a straight: none). */
function turnOf(c: CompiledCard): number {
  return Math.abs(c.turn)
}

/** Whether a card is of the kind wanted, turning the way wanted (right: +1, left: -1). */
function isKind(c: CompiledCard, want: Want, side: number): boolean {
  if (c.card.immelmann || c.card.stall || c.card.altitude) return false
  if (want === 'straight') return c.card.straight
  if (Math.sign(c.turn) !== side) return false
  const t = turnOf(c)
  return want === 'hard' ? t > 100 * DEG : want === 'turn' ? t > 60 * DEG && t <= 100 * DEG : t > 0 && t <= 60 * DEG
}

export class FlowchartBot extends SeatBot {
  protected plan(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    const pr = planRulesOf(rules, view, p)
    const enemy = this.nearestEnemy(view, p)
    const chosen: string[] = []
    let at: Pose = { x: p.x, y: p.y, h: p.h }
    for (let k = 0; k < CARDS_PER_TURN; k++) {
      const card = this.nextCard(view, plane, p, chosen, at, enemy)
      if (!card) return safePlan(plane, pr)
      chosen.push(card.card.id)
      at = advance(at, card.right, card.forward, card.turn)
    }
    return chosen
  }

  /** The chart's card after the cards already chosen, from pose `at`; null when no card may follow them. */
  private nextCard(view: GameView, plane: CompiledPlane, p: PlaneView, chosen: string[], at: Pose, enemy: Pose | null): CompiledCard | null {
    const pr = planRulesOf(this.rulesFor(view), view, p)
    const fits = (c: CompiledCard) => !chosen.includes(c.card.id) && checkPlan(plane, p.last, [...chosen, c.card.id], pr).every((s) => s.reason === null)
    // on the table after the card, and still after a straight beyond it (a card that leaves no way back is no good)
    const onTable = (to: Pose) => isOnTable(view.setup.table, to.x, to.y)
    const stays = (c: CompiledCard) => onTable(advance(at, c.right, c.forward, c.turn))
    const safe = (c: CompiledCard) => {
      const to = advance(at, c.right, c.forward, c.turn)
      return onTable(to) && onTable(advance(to, plane.straight.right, plane.straight.forward, 0))
    }
    const cards = [...plane.cards.values()]
    const inOrder = (want: Want, side: number) => GENTLER.slice(GENTLER.indexOf(want)).flatMap((w) => cards.filter((c) => isKind(c, w, side)))
    // questions 2 to 5: what the enemy's bearing asks for
    const [want, side] = this.wanted(at, enemy)
    // question 1: a card that would take the plane off the table gives way to a turn towards the middle
    const [home, homeSide] = this.wanted(at, { x: view.setup.table.width / 2, y: view.setup.table.depth / 2, h: 0 })
    return inOrder(want, side).find((c) => fits(c) && safe(c)) ?? inOrder(home, homeSide).find((c) => fits(c) && safe(c)) ?? cards.find((c) => fits(c) && safe(c)) ?? cards.find((c) => fits(c) && stays(c)) ?? cards.find(fits) ?? null
  }

  /** The turn the chart asks for to bring a point onto the nose: how hard, and which way. */
  private wanted(at: Pose, to: Pose | null): [Want, number] {
    if (!to) return ['straight', 0]
    const off = wrapAngle(bearing(at.x, at.y, to.x, to.y) - at.h)
    const side = off >= 0 ? 1 : -1
    const a = Math.abs(off)
    return [a > 100 * DEG ? 'hard' : a > 30 * DEG ? 'turn' : a > 10 * DEG ? 'bank' : 'straight', side]
  }

  /** The nearest enemy aircraft in the air, or else the nearest enemy piece guns may fire at. */
  private nearestEnemy(view: GameView, p: PlaneView): Pose | null {
    const rules = this.rulesFor(view)
    const enemies = view.planes.filter((q) => q.team !== p.team && (q.status === 'flying' || (q.status === 'standing' && rules.byId.get(q.id)!.target)))
    const flying = enemies.filter((q) => q.status === 'flying')
    const from = flying.length ? flying : enemies
    let best: Pose | null = null
    for (const q of from) if (!best || Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(best.x - p.x, best.y - p.y)) best = q
    return best
  }

  /** Fire when able: each gun at the nearest target offered. */
  protected fire(view: GameView, p: PlaneView): FireCommand {
    return gunOrders(this.rulesFor(view), view, p, this.seat, (a, b) => b.distance < a.distance)
  }
}
