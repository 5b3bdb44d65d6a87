/**
 * What a campaign's sortie keeps for its report of victories (003 "Campaign rules: awarding victories", lines
 * 919-928; GameSetup.campaign; the report is victories.ts).
 *
 * - "If more planes damage the same plane in the phase that it is eliminated, the victory is given to each one of
 *   them" (lines 923-924): every card a plane's fire deals another is written on the target (PlaneEffects.campaign.fire),
 *   one line a firer a phase, with the cards, their points and whether one was an explosion.
 * - "the last aircraft that shot at it (or the last planes if several fired at it in the same game phase)" (line 928):
 *   the same lines say who shot at it last, damaging or not.
 * - A plane downed by its flame counters' cards (003 Special Damage, Flame; 000's burning exit; a burning balloon) is
 *   marked: its crew's survival draw asks for a 5 (004 line 340), and its victory goes to the last to shoot at it.
 * - "Planes that exited the gaming surface do not count as victories unless they are on fire. If they are on fire,
 *   draw the damage cards that should have been taken in the future turns" (lines 926-927): once the game is over,
 *   before the scores, each plane that left the table with flame counters draws an A card for each (from the game's
 *   deck and generator, told to all: event 'burning-exit-draw'), "only damage points and explosions" counting as for
 *   any flame card (lines 186-189), until the cards would have eliminated it. The plane stays out of the table as it
 *   was (the game's own scores do not change: the rule is the campaign's); the report reads the draw.
 *
 * Secret like the damage it records: a seat sees the lines of its own plane, everyone sees all once the game is over.
 */
import { drawDamage, pointsOf } from '../damage'
import type { CampaignRecord, GameState, PlaneState } from '../state-types'
import type { HookContext, RuleModule } from '../rules/hooks'

const FLAME_DECK = 'A'

function recordOf(p: PlaneState): CampaignRecord {
  return (p.effects!.campaign ??= { fire: [] })
}

/** Whether plane i was downed just now (the game's current turn and phase) by no one's fire. */
function downedNowUnshot(state: GameState, i: number): boolean {
  const p = state.planes[i]
  if (!p.effects || (p.status !== 'shot-down' && p.status !== 'exploded') || p.out === null || p.out.turn !== state.turn || p.out.phase !== state.phase) return false
  return !(p.effects.campaign?.fire ?? []).some((f) => f.turn === state.turn && f.phase === state.phase)
}

/** Planes downed just now by their flames, where `which` says the hook's flames are theirs. */
function markBurnedNow(ctx: HookContext, which: (i: number) => boolean): void {
  const { state } = ctx
  for (let i = 0; i < state.planes.length; i++) if (which(i) && downedNowUnshot(state, i)) recordOf(state.planes[i]).byFire = true
}

/** Lines 926-927: a plane that left the table on fire draws the flame cards of its counters left. */
function drawFutureFlames(ctx: HookContext): void {
  const { rules, state, events } = ctx
  for (let i = 0; i < state.planes.length; i++) {
    const p = state.planes[i]
    const counters = p.effects?.flame ?? 0
    if (p.status !== 'exited' || counters === 0) continue
    const max = rules.planes[i].aircraft.damagePoints
    const cards: string[] = []
    let points = 0
    let isDown = false
    for (let k = 0; k < counters && !isDown; k++) {
      const card = drawDamage(rules, state, FLAME_DECK, events)
      // the game is over: the card is seen and laid aside on the discard pile
      state.decks[card.deck].discard.push(card.id)
      cards.push(card.id)
      if (card.special.includes('explosion')) isDown = true
      else points += pointsOf(card)
      if (p.damageTotal + points >= max) isDown = true
    }
    recordOf(p).exitDraw = { cards, points, downed: isDown }
    events?.push({ type: 'burning-exit-draw', to: 'all', turn: state.turn, phase: state.phase, plane: p.id, cards, points, downed: isDown })
  }
}

export const campaignRecord: RuleModule = {
  id: 'campaign-record',
  source: '003 lines 919-928 (Campaign rules: awarding victories)',

  cardTaken(ctx, dealt, points) {
    const { state } = ctx
    const t = state.planes[dealt.target]
    const by = state.planes[dealt.firer].id
    const fire = recordOf(t).fire
    const last = fire[fire.length - 1]
    const line = last && last.plane === by && last.turn === state.turn && last.phase === state.phase ? last : fire[fire.push({ plane: by, turn: state.turn, phase: state.phase, cards: 0, points: 0 }) - 1]
    line.cards++
    line.points += points
    if (dealt.card.special.includes('explosion')) line.explosion = true
  },

  // 000's burning exit: the flame cards taken as the plane leaves
  exiting(ctx, i) {
    markBurnedNow(ctx, (k) => k === i)
  },

  // 003 Special Damage, Flame (and a burning balloon): the turn's flame cards, before its first reveal
  beforeFirstReveal(ctx) {
    markBurnedNow(ctx, () => true)
  },

  beforeScoring(ctx) {
    // 003 Burning Drachens: a balloon its turns left burn down as the game ends
    markBurnedNow(ctx, (i) => ctx.rules.planes[i].kind === 'balloon' && (ctx.state.planes[i].effects?.flame ?? 0) > 0)
    drawFutureFlames(ctx)
  },
}
