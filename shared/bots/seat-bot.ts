/**
 * What every bot does the same way: its own generator (from a seed of its own, never the game's), the rules of the
 * game compiled once from the (public) setup, and going through its planes: a plan for each one that has not
 * committed, fire orders for each one that has targets and has not given them.
 */
import type { Content } from '../content/types'
import { compileRules, type CompiledRules } from '../engine/compiled'
import { seedRng, type RngState, type Seed } from '../engine/rng'
import type { Command, DiceIntent, EnterCommand, FireCommand, FloorCommand, PlanCommand, PlaneEffects, SeatId } from '../engine/types'
import { floorChoices, situationOfView } from '../engine/rules/altitude/flying-higher'
import { winchCommandProblem } from '../engine/rules/balloons'
import type { GameState, WinchCommand } from '../engine/types'
import { awaitsTaxi, type TaxiPose } from '../engine/rules/altitude/ground-move'
import { awaitsArchie, botArchie } from '../engine/rules/ground-fire/player-aa'
import type { GameView, PlaneView } from '../engine/view'
import { seatSeed, type Policy } from './policy'
import { nextInt } from '../engine/rng'
import { cardsWanted, queueLength, queueOf, queueOptions, queueProblem } from '../engine/rules/turnless'
import { planRulesOf } from './plan-rules'
import { anticipationWants, FIRST_CARDS, thirdCardOptions } from '../engine/rules/aces/anticipation'
import { aceAnswers, withFiringChoices } from './ace-answers'
import { withAceDeclarations } from './ace-declarations'

export abstract class SeatBot implements Policy {
  protected readonly rng: RngState
  private compiled: CompiledRules | null = null

  constructor(
    protected readonly content: Content,
    readonly seat: SeatId,
    seed: Seed,
  ) {
    this.rng = seedRng(seatSeed(seed, seat))
  }

  protected rulesFor(view: GameView): CompiledRules {
    return (this.compiled ??= compileRules(this.content, view.setup))
  }

  decide(view: GameView): Command[] {
    // 003 Balloon busting: a balloon's owner winches it down and bails its observers out beside its other orders
    // the aces' answers at the firing's pause, and their bull's-eye and Tenacity declarations (ace-answers.ts)
    if (view.step === 'choosing') return aceAnswers(this.rulesFor(view), view, this.seat)
    return [...this.balloonOrders(view), ...this.orders(view)].map((c) => (c.type === 'fire' ? withFiringChoices(this.rulesFor(view), view, c) : c))
  }

  /**
   * 003 Balloon busting (lines 574-583, 787-801; A Race against Time): each of this seat's balloons is ordered down once
   * an enemy aircraft is within two rulers of it, and its observers bail out once it burns, when the rules allow.
   */
  protected balloonOrders(view: GameView): WinchCommand[] {
    const rules = this.rulesFor(view)
    const ctx = { rules, state: view as unknown as GameState, events: null }
    const out: WinchCommand[] = []
    view.planes.forEach((b, i) => {
      if (b.seat !== this.seat || b.status !== 'standing' || rules.planes[i]?.kind !== 'balloon') return
      const fx = b.effects as Partial<PlaneEffects> | undefined
      const near = view.planes.some((p, j) => p.status === 'flying' && rules.planes[j].kind === 'aeroplane' && p.team !== b.team && Math.hypot(p.x - b.x, p.y - b.y) <= 2 * rules.ruler)
      const cmd: WinchCommand = { type: 'winch', seat: this.seat, plane: b.id }
      if (near && !fx?.winch?.down && winchCommandProblem(ctx, { ...cmd, down: true }) === null) cmd.down = true
      if ((fx?.flame ?? 0) > 0 && winchCommandProblem(ctx, { ...cmd, down: undefined, bail: true }) === null) cmd.bail = true
      if (cmd.down !== undefined || cmd.bail) out.push(cmd)
    })
    return out
  }

  private orders(view: GameView): Command[] {
    const mine = view.planes.filter((p) => p.seat === this.seat && p.status === 'flying')
    if (view.step === 'planning') {
      const floor = this.floorAnswer(view)
      if (floor) return [floor]
      if (this.holdsForFloor(view)) return []
      return [...this.entries(view), ...mine.filter((p) => !p.committed).map((p) => this.planCommand(view, p))]
    }
    if (view.step === 'firing') {
      // an AA machine gun (a piece 'standing' in play) fires like an aircraft (003 lines 714-716)
      const guns = view.planes.filter((p) => p.seat === this.seat && (p.status === 'flying' || p.status === 'standing'))
      // with the aces' declarations every bot makes the same way (ace-declarations.ts: 003 Perfect aim)
      return guns.filter((p) => !view.ordered.includes(p.id) && view.fireOptions.some((o) => o.plane === p.id)).map((p) => withAceDeclarations(this.rulesFor(view), view, this.fire(view, p)))
    }
    if (view.step === 'archie') return this.archie(view)
    if (view.step === 'taxiing') {
      // 003 Planes on the Ground: every plane of this seat the game waits for is placed, or left (never a stall)
      return mine.filter(awaitsTaxi).map((p) => ({ type: 'taxi', seat: this.seat, plane: p.id, to: this.taxi(view, p) }))
    }
    if (view.step === 'tailing') {
      return mine.filter((p) => p.effects && 'reorder' in p.effects && p.effects.reorder !== null).map((p) => ({ type: 'reorder', seat: this.seat, plane: p.id, cards: this.reorder(view, p) }))
    }
    return []
  }

  /**
   * 003 Ground fire (lines 679-684): each of this seat's loaded AA guns the game waits for puts its counter where the
   * nearest enemy aircraft will likely be after two straights, or does not fire when it may not go there; a counter
   * already out (Adjusting the Aim) is left to burst.
   */
  private archie(view: GameView): Command[] {
    const rules = this.rulesFor(view)
    const ctx = { rules, state: view as unknown as GameState, events: null }
    const out: Command[] = []
    view.planes.forEach((p, g) => {
      if (p.seat !== this.seat || !awaitsArchie(p as { effects?: Partial<PlaneEffects> })) return
      const aim = (p.effects as Partial<PlaneEffects>).aa?.counter === 'placed' ? null : botArchie(ctx, g)
      out.push({ type: 'archie', seat: this.seat, plane: p.id, at: aim?.at ?? null, ...(aim?.level !== undefined ? { level: aim.level } : {}) })
    })
    return out
  }

  /**
   * Planes kept off the table (rules/entering.ts): where each of this seat's enters, chosen in secret before the first
   * card of turn 1, at random with the bot's own generator (the other side cannot guess it from the table).
   */
  private entries(view: GameView): EnterCommand[] {
    const out: EnterCommand[] = []
    view.planes.forEach((p, i) => {
      const fx = p.effects as { entry?: { chosen: boolean } } | undefined
      const places = view.setup.planes[i]?.enters?.places
      if (p.seat !== this.seat || p.status !== 'waiting' || !fx?.entry || fx.entry.chosen || !places || places.length < 2) return
      out.push({ type: 'enter', seat: this.seat, plane: p.id, place: places[nextInt(this.rng, places.length)].id })
    })
    return out
  }

  /** A plane's plan command: its cards, and with 004's dice altitude what each does with the level. */
  private planCommand(view: GameView, p: PlaneView): PlanCommand {
    const cards = this.planOrQueue(view, p)
    const cmd: PlanCommand = { type: 'plan', seat: this.seat, plane: p.id, cards }
    if (view.setup.options.diceAltitude004) cmd.dice = this.dice(view, p, cards)
    const drop = this.drop(view, p, cards)
    if (drop) cmd.drop = drop
    const intent = this.statedIntent(p, cards)
    if (intent) cmd.intent = intent
    return cmd
  }

  /** The plan just made for plane p (`cards`) in a sentence, for spectators once its turn is flown (none unless a bot says one) */
  protected statedIntent(_p: PlaneView, _cards: readonly string[]): string | undefined {
    return undefined
  }

  /** 003 Bombing: the bombs to drop with this plan's cards (none unless a bot knows better) */
  protected drop(_view: GameView, _p: PlaneView, _cards: readonly string[]): PlanCommand['drop'] {
    return undefined
  }

  /**
   * 004 dice altitude: what each planned card does with the plane's level; level everywhere unless a bot knows better
   * (a level card is always legal: rules/dice-altitude-004)
   */
  protected dice(_view: GameView, _p: PlaneView, cards: readonly string[]): DiceIntent[] {
    return cards.map(() => 'level')
  }

  /**
   * 003 Flying Higher (lines 442-447): a bot never proposes to move the floor, but it agrees to a floor another seat
   * has proposed (view.floorAgreed) whenever the engine's own check (floorChoices) says the move keeps every plane
   * between the new floor and ceiling: the one most seats have agreed to, the lowest of a tie. It sends the
   * agreement alone and plans on the next ask, with the view the agreement left (the floor may have moved).
   */
  private floorAnswer(view: GameView): FloorCommand | null {
    const agreed = view.floorAgreed
    if (!agreed) return null
    const choices = floorChoices(view.setup.options, situationOfView(view), this.seat)
    const counts = new Map<number, number>()
    for (const [seat, floor] of Object.entries(agreed)) if (seat !== this.seat && choices.includes(floor)) counts.set(floor, (counts.get(floor) ?? 0) + 1)
    const pick = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]
    if (!pick || agreed[this.seat] === pick[0]) return null
    return { type: 'floor', seat: this.seat, floor: pick[0] }
  }

  /**
   * Having agreed, a bot holds its plans while the others may still agree (no plane has planned yet and the floor
   * has not moved): its plan would close the agreement ("before planning a turn") for the seats still to answer.
   * It plans as soon as the game moves on: the floor moves, or another seat plans and so closes the agreement.
   */
  private holdsForFloor(view: GameView): boolean {
    const mine = view.floorAgreed?.[this.seat]
    if (mine === undefined) return false
    return floorChoices(view.setup.options, situationOfView(view), this.seat).includes(mine)
  }

  /**
   * 004's turn-less game: the first plan is the whole queue (the first cards of a turn's plan), and before every later
   * phase the one card to put behind it (queue). The basic game: the turn's plan.
   */
  private planOrQueue(view: GameView, p: PlaneView): string[] {
    const q = queueLength(view.setup.options)
    // 004's Anticipation: the cards of phases I and II, then the third after phase II
    const i = view.planes.indexOf(p)
    if (!q && view.setup.planes[i]?.aceSkills?.includes('anticipation')) return anticipationWants(true, p.plan, view.phase) === 1 ? [this.thirdCard(view, p)] : this.plan(view, p).slice(0, FIRST_CARDS)
    if (!q) return this.plan(view, p)
    const want = cardsWanted(p.plan, view.phase, q)
    return want >= q ? this.plan(view, p).slice(0, want) : [this.queue(view, p)]
  }

  /**
   * 004's turn-less game: the card to put behind the plane's queue, legal after the queue's last card (as flown) and
   * not in the queue. The plain bot picks one of those at random; with none, a card merely not in the queue.
   */
  protected queue(view: GameView, p: PlaneView): string {
    const legal = this.queueable(view, p)
    if (legal.length) return legal[nextInt(this.rng, legal.length)]
    // none legal: a card the rules accept, flown as a straight when revealed (or any card not in the queue)
    const rules = this.rulesFor(view)
    const plane = rules.byId.get(p.id)!
    const q = queueLength(view.setup.options)
    const queued = queueOf(p.plan, view.phase)
    const free = [...plane.cards.keys()].filter((id) => !queued.includes(id))
    const accepted = free.filter((id) => !queueProblem(plane, p, view.phase, q, [id], planRulesOf(rules, view, p)))
    const from = accepted.length ? accepted : free
    return from[nextInt(this.rng, from.length)]
  }

  /**
   * 004's Anticipation (line 388): the third card, placed after phase II. The bot's own plan from where the plane is
   * now gives it (its first card), when legal; else a legal card at random; else a card not played this turn.
   */
  protected thirdCard(view: GameView, p: PlaneView): string {
    const rules = this.rulesFor(view)
    const options = thirdCardOptions(rules.byId.get(p.id)!, p, planRulesOf(rules, view, p))
    const legal = [...options].filter(([, why]) => why === null).map(([id]) => id)
    const wanted = this.plan(view, { ...p, plan: null })[0]
    if (legal.includes(wanted)) return wanted
    if (legal.length) return legal[nextInt(this.rng, legal.length)]
    const free = [...options.keys()].filter((id) => !p.plan?.includes(id))
    return free[nextInt(this.rng, free.length)]
  }

  /** 004's turn-less game: the cards the plane may put behind its queue now, in deck order. */
  protected queueable(view: GameView, p: PlaneView): string[] {
    const rules = this.rulesFor(view)
    const options = queueOptions(rules.byId.get(p.id)!, p, view.phase, planRulesOf(rules, view, p))
    return [...options].filter(([, why]) => why === null).map(([id]) => id)
  }

  /** Three card ids for a plane that has to plan. */
  protected abstract plan(view: GameView, plane: PlaneView): string[]

  /** Fire orders for a plane that has at least one target. */
  protected abstract fire(view: GameView, plane: PlaneView): FireCommand

  /** 003 Planes on the Ground (lines 409-411): where to put a parked plane's base before the second card; the plain bot leaves it. */
  protected taxi(_view: GameView, _plane: PlaneView): TaxiPose | null {
    return null
  }

  /**
   * 003 Tailing: the plane's remaining cards in the order to fly them, once shown the tailed plane's next card
   * (effects.tailSeen). The plain bot keeps its order.
   */
  protected reorder(_view: GameView, plane: PlaneView): string[] {
    const fx = plane.effects as PlaneEffects
    return plane.plan!.slice(fx.reorder!)
  }
}
