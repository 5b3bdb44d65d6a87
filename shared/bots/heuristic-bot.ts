/**
 * The heuristic bot: a pilot that looks one turn ahead.
 *
 * It tries every distinct legal plan for each of its planes and flies it in its head against a few guesses of
 * what each nearby enemy might do (keep straight, bank or turn either way). A plan scores for every phase that
 * ends with an enemy in its guns (two cards at short range, one at long, weighted by the deck's average damage),
 * loses for every phase that ends in an enemy's guns (more so the more damaged the plane is), loses heavily for
 * leaving the table, and at the end of the turn prefers sitting behind an enemy, nose on, away from the edges.
 * An Exceptional pilot's plans may repeat a card with the blank "1" or "2" (003 lines 972-981, repeat-choices.ts).
 *
 * With the altitude rules (003 lines 295-377) it flies its own level and climb counters through each plan: a plan
 * that would crash it is never chosen, shots count as the levels allow (one card one level apart within half a
 * ruler, none beyond or two levels apart), and it prefers ending the turn at a level it can fight from.
 *
 * It only reads its seat's view: enemy positions, public counters and public card counts, never hidden plans
 * or damage.
 */
import type { CompiledCard, CompiledPlane, CompiledRules } from '../engine/compiled'
import { fireRefusal } from '../engine/commands'
import { rocketsLeft, rocketsProblem } from '../engine/rules/balloons/rockets'
import { barrageCatches } from '../engine/rules/balloons/barrage'
import { cardRefusals, checkPlan, counterOf, planRefusals, sequenceReason } from '../engine/planning'
import { planRulesOf, safePlan } from './plan-rules'
import { groundPlan, taxiTarget } from './ground-plan'
import type { TaxiPose } from '../engine/rules/altitude/ground-move'
import { nextInt } from '../engine/rng'
import type { DiceIntent, FireCommand, GameState, LastManoeuvre, PlanCommand, PlaneEffects } from '../engine/types'
import { chaseIntents } from './dice-intents'
import type { GameView, PlaneView } from '../engine/view'
import type { Edge } from '../content/types'
import { bombDrop, missionOf, missionValue, photoValue } from './mission'
import { baseCorners } from '../geometry/base'
import { advance, type Pose } from '../geometry/pose'
import { cardsAtDistance, rulerDistance } from '../geometry/ruler'
import { cardsAcrossLevels } from '../engine/rules/altitude/across-levels'
import { afterAltitudeCard, type Altitude } from '../engine/rules/altitude/levels'
import { altitudeCounterOf, altitudeKind, overdiveCrashes, type AltitudeCounter } from '../engine/rules/altitude/sequence'
import { SeatBot } from './seat-bot'
import { queueLength } from '../engine/rules/turnless'
import { isExceptional, repeatProblem, resolveRepeats } from '../engine/rules/aces/exceptional-pilot'
import { repeatChoices } from './repeat-choices'

interface Guess {
  plane: CompiledPlane
  view: PlaneView
  /** per guess, per phase (0..2): the enemy's pose and base corners */
  poses: Pose[][]
  corners: Float64Array[][]
}

const ENEMIES_CONSIDERED = 3
const OFF_TABLE = -1000
/** leaving over its own edge when nothing is left to fight */
const GONE_HOME = 1000

/** The edge a stand off the table has crossed. */
function offOver(p: Pose, table: { width: number; depth: number }): Edge {
  if (p.y < 0) return 'south'
  if (p.y > table.depth) return 'north'
  return p.x < 0 ? 'west' : 'east'
}

/** How far a stand is from an edge of the table, cm. */
function distanceTo(edge: Edge, p: Pose, table: { width: number; depth: number }): number {
  return edge === 'south' ? p.y : edge === 'north' ? table.depth - p.y : edge === 'west' ? p.x : table.width - p.x
}

/** Shot cards as the levels allow: the ruler's at the same level, fewer or none across levels (003 lines 367-371). */
function levelCards(cards: 1 | 2, mine: number | null, theirs: number | null): number {
  return mine === null || theirs === null ? cards : (cardsAcrossLevels(mine, theirs, cards) ?? 0)
}

function averagePoints(rules: CompiledRules, letter: string | null): number {
  if (!letter) return 0
  const cards = rules.damageDecks[letter].cards
  let sum = 0
  for (const c of cards) sum += c.points ?? 0
  return sum / cards.length
}

/** One card per distinct movement: cards that move the same way and carry the same symbols are interchangeable. */
function distinctCards(plane: CompiledPlane): CompiledCard[][] {
  const groups = new Map<string, CompiledCard[]>()
  for (const c of plane.cards.values()) {
    const k = [c.right.toFixed(4), c.forward.toFixed(4), c.turn.toFixed(4), c.card.steep, c.card.straight, c.card.immelmann].join('|')
    const g = groups.get(k)
    if (g) g.push(c)
    else groups.set(k, [c])
  }
  return [...groups.values()]
}

/** The guesses of what an enemy flies: the same kind of card three times. */
function guessCards(plane: CompiledPlane): CompiledCard[] {
  const cards = [...plane.cards.values()]
  const pick = (f: (c: CompiledCard) => boolean) => cards.find(f)
  const out = [
    pick((c) => c.card.straight),
    pick((c) => c.card.turn === 'left' && 'arc' in c.card.move && !c.card.steep),
    pick((c) => c.card.turn === 'right' && 'arc' in c.card.move && !c.card.steep),
    pick((c) => c.card.turn === 'left' && 'arc' in c.card.move && c.card.steep) ?? pick((c) => c.card.turn === 'left' && 'arc' in c.card.move),
    pick((c) => c.card.turn === 'right' && 'arc' in c.card.move && c.card.steep) ?? pick((c) => c.card.turn === 'right' && 'arc' in c.card.move),
  ]
  return out.filter((c): c is CompiledCard => !!c)
}

export class HeuristicBot extends SeatBot {
  /** 004 dice altitude: towards the nearest enemy's level (dice-intents.ts) */
  protected override dice(view: GameView, p: PlaneView, cards: readonly string[]): DiceIntent[] {
    return chaseIntents(view, p, this.rulesFor(view).byId.get(p.id)!, resolveRepeats(cards))
  }

  /** 003 Bombing: the slot whose bomb card would cover the target best (mission.ts), when the plane carries bombs */
  protected override drop(view: GameView, p: PlaneView, cards: readonly string[]): PlanCommand['drop'] {
    if (cards.length !== 3 || view.setup.options.turnless === 'three' || view.setup.options.turnless === 'two') return undefined
    const rules = this.rulesFor(view)
    return bombDrop(rules, view, p, missionOf(rules, view, p), resolveRepeats(cards))
  }

  protected plan(view: GameView, p: PlaneView): string[] {
    // on the ground (003 lines 379-411): take off as soon as it may, never crashing
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    return groundPlan(view, p, plane, planRulesOf(rules, view, p), rules) ?? this.bestPlan(view, p)
  }

  /**
   * 004's turn-less game: the card the best plan from here would fly when the card queued now is flown (the third of
   * three queued, the second of two), if it may follow the queue; else the first of that plan's cards that may.
   */
  protected override queue(view: GameView, p: PlaneView): string {
    const legal = this.queueable(view, p)
    const plan = this.plan(view, p)
    const at = Math.min(queueLength(view.setup.options), plan.length) - 1
    const pick = [plan[at], ...plan].find((id) => legal.includes(id))
    return pick ?? super.queue(view, p)
  }

  protected fire(view: GameView, p: PlaneView): FireCommand {
    const options = view.fireOptions.filter((o) => o.plane === p.id)
    const cmd: FireCommand = { type: 'fire', seat: this.seat, plane: p.id }
    const damageCount = new Map(view.planes.map((q) => [q.id, q.damageCount]))
    const rules = this.rulesFor(view)
    const i = rules.byId.get(p.id)!.index
    // 003 Le Prieur Rockets: both at a balloon when they may be fired and the next card may let them hit
    if (rules.setup.planes[i].rockets) {
      const salvo = rocketSalvo(rules, view, p, i, this.seat)
      if (salvo) return salvo
    }
    for (const arc of ['front', 'rear'] as const) {
      // a gun its own effects silence (a wounded crew) holds fire
      if (fireRefusal(rules, view.planes, i, arc)) {
        if (options.some((o) => o.arc === arc)) cmd[arc] = null
        continue
      }
      // 003 Aim: a target this arc fired at last phase takes one more point a damaging card
      const aimedAt = (p.effects as PlaneEffects | undefined)?.aim?.[arc]?.target
      const aimed = (t: string) => (t === aimedAt ? 1 : 0)
      const choices = options
        .filter((o) => o.arc === arc && o.target !== cmd.front)
        .sort((a, b) => b.cards - a.cards || aimed(b.target) - aimed(a.target) || (damageCount.get(b.target) ?? 0) - (damageCount.get(a.target) ?? 0) || a.distance - b.distance || (a.target < b.target ? -1 : 1))
      if (choices.length) cmd[arc] = choices[0].target
    }
    return cmd
  }

  /**
   * 003 Tailing: shown the tailed plane's next card, fly first the card of the remaining ones that leaves it best in
   * the front arc after both have moved (two cards beat one, one beats none), keeping the planned order on a tie and
   * never making an illegal sequence.
   */
  /** 003 Planes on the Ground (lines 409-411): turn the plane down its field, or push it towards one (ground-plan.ts). */
  protected override taxi(view: GameView, p: PlaneView): TaxiPose | null {
    return taxiTarget(this.rulesFor(view), view, p)
  }

  protected override reorder(view: GameView, me: PlaneView): string[] {
    const fx = me.effects as PlaneEffects
    const kept = me.plan!.slice(fx.reorder!)
    const rules = this.rulesFor(view)
    const mine = rules.byId.get(me.id)!
    const target = view.planes.find((q) => q.id === fx.tail?.target)
    const seen = fx.tailSeen[fx.tailSeen.length - 1]
    const arc = mine.arcs.front
    if (!target || !seen || !arc) return kept
    const tp = rules.byId.get(target.id)!
    const their = tp.cards.get(seen)
    if (!their) return kept
    const theirPose = advance({ x: target.x, y: target.y, h: target.h }, their.right, their.forward, their.turn)
    const theirCorners = baseCorners(theirPose, tp.shape)
    const prev = fx.reorder === 0 ? me.last : mine.cards.get(me.plan![fx.reorder! - 1])?.counter ?? me.last
    let best = kept
    let bestScore = -1
    const done = me.plan!.slice(0, fx.reorder!).map((id) => mine.cards.get(id)!.card)
    for (const order of permutations(kept)) {
      let last = prev
      let legal = true
      const flownBefore = [...done]
      for (const id of order) {
        const c = mine.cards.get(id)!
        if (sequenceReason(planRulesOf(rules, view, me), last, c.card, flownBefore)) legal = false
        flownBefore.push(c.card)
        last = c.counter
      }
      if (!legal) continue
      const first = mine.cards.get(order[0])!
      const pose = advance({ x: me.x, y: me.y, h: me.h }, first.right, first.forward, first.turn)
      const d = rulerDistance(pose.x, pose.y, pose.h, arc, theirCorners, rules.ruler)
      const score = d === Infinity ? 0 : cardsAtDistance(d, rules.ruler)
      if (score > bestScore) {
        bestScore = score
        best = order
      }
    }
    return best
  }

  private bestPlan(view: GameView, me: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(me.id)!
    // enemy aircraft, and the enemy pieces guns may fire at (balloons, trenches, AA guns and machine guns, issue 13)
    const enemies = view.planes
      .filter((q) => q.team !== me.team && (q.status === 'flying' || (q.status === 'standing' && rules.byId.get(q.id)!.target)))
      .sort((a, b) => Math.hypot(a.x - me.x, a.y - me.y) - Math.hypot(b.x - me.x, b.y - me.y))
      .slice(0, ENEMIES_CONSIDERED)
    // a photograph to take or bombs to drop (mission.ts); with nothing left to fight nor to do, the plane goes home over
    // its own edge (003's scenarios end when the attackers leave)
    const mission = missionOf(rules, view, me)
    const home = enemies.length === 0 && !mission ? view.setup.teams.find((t) => t.id === me.team)?.edge ?? null : null
    const guesses: Guess[] = enemies.map((e) => {
      const cp = rules.byId.get(e.id)!
      const poses: Pose[][] = []
      const corners: Float64Array[][] = []
      if (e.status === 'standing') {
        // a piece never moves: one guess, where it stands
        const at: Pose = { x: e.x, y: e.y, h: e.h }
        const c = baseCorners(at, cp.shape)
        return { plane: cp, view: e, poses: [[at, at, at]], corners: [[c, c, c]] }
      }
      for (const card of guessCards(cp)) {
        let pose: Pose = { x: e.x, y: e.y, h: e.h }
        const ps: Pose[] = []
        const cs: Float64Array[] = []
        for (let k = 0; k < 3; k++) {
          pose = advance(pose, card.right, card.forward, card.turn)
          ps.push(pose)
          cs.push(baseCorners(pose, cp.shape))
        }
        poses.push(ps)
        corners.push(cs)
      }
      return { plane: cp, view: e, poses, corners }
    })
    const myFire = averagePoints(rules, plane.guns.front)
    const myRear = averagePoints(rules, plane.guns.rear)
    const caution = 1 + (me.damageTotal ?? 0) / plane.aircraft.damagePoints
    const groups = distinctCards(plane)
    const table = view.setup.table
    const ruler = rules.ruler
    const myCorners = new Float64Array(8)

    const myAlt = me.effects?.alt ?? null
    const overdive = rules.setup.options.overdive === true
    // 003 Balloon Barrages: a pose the barrage would destroy ends the plane's game as leaving the table does
    const barrageOn = rules.hooks.afterMovement.some((m) => m.id === 'barrage')
    const myIndex = rules.byId.get(me.id)!.index
    const phaseValue = (pose: Pose, k: number, phaseIndex: number, level: number | null): number => {
      if (pose.x < 0 || pose.x > table.width || pose.y < 0 || pose.y > table.depth) return home && offOver(pose, table) === home ? GONE_HOME : OFF_TABLE
      if (barrageOn && level !== null && barrageCatches(rules, view.planes, myIndex, pose, level)) return OFF_TABLE
      baseCorners(pose, plane.shape, myCorners)
      let v = 0
      for (const g of guesses) {
        const enemyFront = averagePoints(rules, g.plane.guns.front)
        const enemyRear = averagePoints(rules, g.plane.guns.rear)
        // the enemy is guessed to keep its level
        const theirs = g.view.effects?.alt?.level ?? null
        const n = g.poses.length
        for (let s = 0; s < n; s++) {
          const ep = g.poses[s][k]
          const ec = g.corners[s][k]
          if (plane.arcs.front && me.jam.front <= phaseIndex) {
            const d = rulerDistance(pose.x, pose.y, pose.h, plane.arcs.front, ec, ruler)
            if (d < Infinity) v += levelCards(cardsAtDistance(d, ruler), level, theirs) * myFire / n
          }
          if (plane.arcs.rear && me.jam.rear <= phaseIndex) {
            const d = rulerDistance(pose.x, pose.y, pose.h, plane.arcs.rear, ec, ruler)
            if (d < Infinity) v += levelCards(cardsAtDistance(d, ruler), level, theirs) * myRear / n
          }
          if (g.plane.arcs.front && g.view.jam.front <= phaseIndex) {
            const d = rulerDistance(ep.x, ep.y, ep.h, g.plane.arcs.front, myCorners, ruler)
            if (d < Infinity) v -= levelCards(cardsAtDistance(d, ruler), theirs, level) * enemyFront * caution / n
          }
          if (g.plane.arcs.rear && g.view.jam.rear <= phaseIndex) {
            const d = rulerDistance(ep.x, ep.y, ep.h, g.plane.arcs.rear, myCorners, ruler)
            if (d < Infinity) v -= levelCards(cardsAtDistance(d, ruler), theirs, level) * enemyRear * caution / n
          }
        }
      }
      return v
    }

    const endValue = (pose: Pose, level: number | null): number => {
      let v = 0
      for (const g of guesses) {
        // an enemy two or more levels away cannot be fought this turn: being behind it counts for less
        const theirs = g.view.effects?.alt?.level
        const reach = level === null || theirs === undefined ? 1 : Math.abs(level - theirs) >= 2 ? 0.25 : 1
        for (const ps of g.poses) {
          const e = ps[2]
          const dx = pose.x - e.x
          const dy = pose.y - e.y
          const d = Math.hypot(dx, dy) || 1e-6
          // 1 when I sit straight behind the enemy, -1 straight ahead of it
          const behind = -(dx * Math.sin(e.h) + dy * Math.cos(e.h)) / d
          // 1 when my nose points at the enemy
          const aim = (-dx * Math.sin(pose.h) - dy * Math.cos(pose.h)) / d
          const close = Math.exp(-((d / ruler - 0.4) ** 2))
          v += ((0.6 * behind + 0.6 * aim) * close * reach) / g.poses.length
        }
      }
      // homeward: the nearer its own edge the better; on a mission, the nearer its target card
      if (home) v -= distanceTo(home, pose, table) / ruler
      if (mission) v += missionValue(mission, pose, ruler)
      // keep away from the edges, above all when flying towards them
      const margin = Math.min(pose.x, table.width - pose.x, pose.y, table.depth - pose.y)
      const outward = margin === pose.x ? -Math.sin(pose.h) : margin === table.width - pose.x ? Math.sin(pose.h) : margin === pose.y ? -Math.cos(pose.h) : Math.cos(pose.h)
      const edge = ruler * 0.45
      if (margin < edge && !(home && distanceTo(home, pose, table) === margin)) v -= ((edge - margin) / edge) * (1.5 + 2 * Math.max(0, outward))
      return v
    }

    let best: string[] | null = null
    let bestScore = -Infinity
    // the cards flown, and the plan as the command names them: an Exceptional pilot's blank "1" or "2" where it repeats
    // a card (003 lines 972-981, repeat-choices.ts); the ability is looked at once, not per plan
    const used: CompiledCard[] = []
    const planned: string[] = []
    const groupOf = isExceptional(plane) && !queueLength(view.setup.options) ? new Map(groups.flatMap((g) => g.map((c) => [c, g] as const))) : null
    const pr = planRulesOf(rules, view, me)
    const search = (pose: Pose, last: LastManoeuvre | null, k: number, score: number, alt: Altitude | null, counter: AltitudeCounter | null) => {
      if (k === 3) {
        if (pr && planRefusals(pr, used.map((c) => c.card)).length) return
        if (groupOf && repeatProblem(plane, planned)) return
        const total = score + endValue(pose, alt?.level ?? null)
        // ties are broken at random so that the bot is not predictable
        if (total > bestScore + 1e-9 || (Math.abs(total - bestScore) <= 1e-9 && nextInt(this.rng, 2) === 0)) {
          bestScore = total
          best = planned.slice()
        }
        return
      }
      // card `card` next, named `id` in the plan (its own id, or the blank card that repeats it: judged as the card)
      const tryCard = (card: CompiledCard, id: string) => {
        if (sequenceReason(pr, last, card.card, used.map((c) => c.card)) || cardRefusals(pr, last, card.card).length) return
        const next = advance(pose, card.right, card.forward, card.turn)
        // its level after the card: a card that would crash it is never flown
        let nextAlt = alt
        if (alt && myAlt) {
          const kind = altitudeKind(card.card, counter)
          // 003 lines 429-430: an overdive at level 1 or 0 crashes the plane
          if (kind === 'dive' && overdiveCrashes(card.card, counter, alt.level, overdive)) return
          const change = kind ? afterAltitudeCard(alt, kind, myAlt) : null
          if (change && change.event !== null && change.event !== 'above-top') return
          if (change && change.event === null) nextAlt = change.alt
        }
        const v = phaseValue(next, k, k, nextAlt?.level ?? null) + (mission ? photoValue(mission, pose, card, ruler, alt?.level ?? null) : 0)
        used.push(card)
        planned.push(id)
        if (v === OFF_TABLE || v === GONE_HOME) {
          // leaving the table ends the plane's game: judge the plan as it stands
          const total = score + v
          const whole = [...planned, ...this.fillers(plane, used)].slice(0, 3)
          if (total > bestScore && checkPlan(plane, me.last, resolveRepeats(whole), pr).every((c) => !c.refused)) {
            bestScore = total
            best = whole
          }
        } else search(next, counterOf(card.card), k + 1, score + v, nextAlt, myAlt ? altitudeCounterOf(card.card, counter, overdive) : null)
        used.pop()
        planned.pop()
      }
      for (const group of groups) {
        const card = group.find((c) => !used.includes(c))
        if (card) tryCard(card, card.card.id)
      }
      if (groupOf) for (const r of repeatChoices(planned, used, (c) => groupOf.get(c)!)) tryCard(r.card, r.id)
    }
    search({ x: me.x, y: me.y, h: me.h }, me.last, 0, 0, myAlt ? { level: myAlt.level, climbs: myAlt.climbs } : null, myAlt?.counter ?? null)
    return best ?? safePlan(plane, pr)
  }

  /** Cards to complete a plan whose first cards already leave the table: any unused straights. */
  private fillers(plane: CompiledPlane, used: CompiledCard[]): string[] {
    return [...plane.cards.values()].filter((c) => c.card.straight && !used.includes(c)).map((c) => c.card.id)
  }
}

/** Every order of a few cards, the given order first. */
function permutations(ids: readonly string[]): string[][] {
  if (ids.length <= 1) return [[...ids]]
  const out: string[][] = []
  ids.forEach((id, i) => {
    for (const rest of permutations([...ids.slice(0, i), ...ids.slice(i + 1)])) out.push([id, ...rest])
  })
  return out
}

/**
 * 003 Le Prieur Rockets (lines 608-620): plane p's rockets, as many as it has, at a balloon in its front arc, when
 * they may be fired now and its plan's next card is a straight or a stall (or a dive with altitude); else null.
 */
function rocketSalvo(rules: CompiledRules, view: GameView, p: PlaneView, i: number, seat: string): FireCommand | null {
  const next = p.plan?.[view.phase]
  const card = next ? rules.content.cards[next] : undefined
  if (!card || !(card.stall || (card.straight && card.altitude === null) || (card.altitude === 'dive' && rules.setup.options.altitude === true))) return null
  // the rule reads the cards flown, which a view calls revealed
  const state = { ...view, planes: view.planes.map((q) => ({ ...q, executed: q.revealed })) } as unknown as GameState
  const ctx = { rules, state, events: null }
  const left = rocketsLeft(ctx, i)
  if (left === 0) return null
  for (const o of view.fireOptions) {
    if (o.plane !== p.id || o.arc !== 'front' || rules.byId.get(o.target)!.kind !== 'balloon') continue
    const cmd: FireCommand = { type: 'fire', seat, plane: p.id, front: o.target, rockets: left >= 2 ? 2 : 1 }
    if (!rocketsProblem(ctx, i, cmd)) return cmd
  }
  return null
}
