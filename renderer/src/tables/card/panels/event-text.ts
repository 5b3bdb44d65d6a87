/**
 * The narration of the table: one line for each event worth telling, from the events this seat may see.
 */
import { ability } from '../../../../../shared/engine/rules/aces/abilities'
import type { GameEvent } from '../../../../../shared/engine/types'

export interface Narrator {
  /** a plane's name */
  name(plane: string): string
  /** the plane belongs to the seat on screen (its damage values come in their own event) */
  mine(plane: string): boolean
  /** the card a plane flew, in words ("card 5: Bank left"); without it the moves are not told */
  card?(plane: string, card: string): string | null
}

/** What a special damage card does to the plane, told to its own seat. */
const SPECIAL: Record<Extract<GameEvent, { type: 'special-damage' }>['effect'], string> = {
  'rudder-left': 'the rudder is jammed left: no left turns may be planned next turn',
  'rudder-right': 'the rudder is jammed right: no right turns may be planned next turn',
  'pilot-wounded': 'the pilot is wounded: no forward fire just after a steep manoeuvre, an Immelmann, a Split-S or a climb, and a second wound brings the plane down',
  'observer-wounded': 'the observer is wounded: the rear guns are silent',
  engine: 'the engine is damaged: every plan needs a stall manoeuvre, and a second engine card explodes the plane',
}

/** 000's wound tiers (Tactical Rules v6, Aircrew Wounded), by the wounds the pilot or the observer now has. */
const PILOT_TIERS = ['', 'the pilot is wounded: no aimed fire, no fire just after a steep manoeuvre, no Immelmann, and jams take a counter more', 'the pilot is badly wounded: he may not fire and must fly home by the shortest route', 'the pilot is dead: the plane crashes']
const OBSERVER_TIERS = ['', 'the observer is wounded: no aimed fire from the rear guns, and their jams take a counter more', 'the observer is badly wounded: the rear guns are silent', 'the observer is dead: the rear guns are silent']

/** What an ace's ability let the plane do (rules/aces.ts). */
const ACE_DEEDS: Partial<Record<Extract<GameEvent, { type: 'ace-ability' }>['ability'], string>> = {
  daredevil: 'Daredevil, two steep manoeuvres in a row',
  acrobatic: 'Acrobatic pilot, no straight after the Immelmann turn',
  'free-immelmann': 'no straight after the Immelmann turn',
  'daredevil-once': 'Daredevil, two steep manoeuvres in a row, once a game',
  'acrobat-once': 'Acrobat, no straight after the Immelmann turn, once a game',
}

export function describeEvent(e: GameEvent, n: Narrator): string | null {
  switch (e.type) {
    case 'turn-started':
      return `— Turn ${e.turn} —`
    // the combat log's "moves" (issue 26): each plane's card as it is flown
    case 'moved': {
      const card = n.card?.(e.plane, e.card)
      return card ? `${n.name(e.plane)} flies ${card}` : null
    }
    case 'fired':
      return `${n.name(e.plane)} fires ${e.arc === 'rear' ? 'its rear guns ' : ''}at ${n.name(e.target)} (${e.cards === 2 ? 'short range, 2 cards' : 'long range, 1 card'})`
    case 'damage-taken':
      if (n.mine(e.plane)) return null
      if (e.cause === 'stress') return `${n.name(e.plane)} takes a stress damage card`
      if (e.cause === 'flame') return `${n.name(e.plane)} takes a damage card from the flames`
      return `${n.name(e.plane)} takes ${e.cards} damage card${e.cards === 1 ? '' : 's'}`
    case 'damage-cards':
      return `${n.name(e.plane)} takes ${e.points} damage (${e.total} in all)`
    case 'jammed':
      return `${n.name(e.plane)}'s ${e.arc} guns jam`
    case 'unjammed':
      return `${n.name(e.plane)}'s ${e.arc} guns are clear again`
    case 'jam-roll':
      // 000's jams: the roll for the last counter, told to the plane's own seat
      return `${n.name(e.plane)}'s ${e.arc} guns: ${e.roll} on the die for the last jam counter, ${e.cleared ? 'clear' : e.roll >= 4 ? "still jammed: the wounded crew's extra counter goes first" : 'still jammed'}`
    case 'shot-down':
      return `${n.name(e.plane)} is shot down`
    case 'exploded':
      return `${n.name(e.plane)} explodes`
    case 'exited':
      // Flying Higher: below the floor it is out "just as if it went out of the gaming surface" (003 lines 441-442)
      return e.edge === null ? `${n.name(e.plane)} dives below the floor: out of the game, as if it had left the table` : `${n.name(e.plane)} leaves the table`
    case 'out-of-control':
      return `${n.name(e.plane)} goes out of control`
    // 003 Ground fire and Balloon busting: pieces that leave the fight without being destroyed
    case 'silenced':
      return `${n.name(e.plane)} is silenced: it fires no more`
    case 'balloon-landed':
      return `${n.name(e.plane)} is winched down: out of the game, not destroyed`
    // 003 Balloon busting (lines 561-599)
    case 'balloon-burning':
      return `${n.name(e.plane)} is on fire: ${e.counters} flame counter${e.counters === 1 ? '' : 's'}, an A damage card for each every turn`
    case 'balloon-exploded':
      return e.hit.length ? `${n.name(e.plane)} explodes: ${e.hit.map(n.name).join(' and ')} caught in the blast (a C card each)` : `${n.name(e.plane)} explodes in flames`
    case 'burning-drachens':
      return `${n.name(e.plane)} burns on as the game ends: ${e.turns} turn${e.turns === 1 ? '' : 's'} of fire, ${e.cards} A card${e.cards === 1 ? '' : 's'}`
    case 'burning-exit-draw':
      return `${n.name(e.plane)} left the table on fire: ${e.cards.length} flame card${e.cards.length === 1 ? '' : 's'} drawn as the game ends (${e.cards.join(' ')}), ${e.downed ? 'enough to bring it down: a victory for the last plane to fire at it' : 'not enough to bring it down: no victory'}`
    case 'winch-ordered':
      // 003 line 578: with the altitude rules the order is its seat's until the first card is revealed
      if (e.secret) return `${n.name(e.plane)}: ${e.down ? 'winch down' : 'stop the winch'} ordered; the others see it when the first card is revealed`
      return e.down ? `${n.name(e.plane)} is being winched down${e.lands === null ? '' : `: on the ground at the end of turn ${e.lands}`}` : `${n.name(e.plane)}'s winch stops: it stays at its altitude`
    case 'balloon-descends':
      return `${n.name(e.plane)} is winched down to altitude ${e.level}`
    case 'observers-bailed':
      return `${n.name(e.plane)}'s observer${e.observers === 1 ? '' : 's'} bail${e.observers === 1 ? 's' : ''} out, safe on the ground`
    case 'observers-lost':
      return `${n.name(e.plane)}: ${e.observers} observer${e.observers === 1 ? '' : 's'} killed`
    // 003 Le Prieur Rockets (lines 601-633)
    case 'rockets-fired':
      return `${n.name(e.plane)} fires ${e.rockets === 1 ? 'a Le Prieur rocket' : `${e.rockets} Le Prieur rockets`} at ${n.name(e.target)}: they strike after its next manoeuvre`
    case 'rockets-hit':
      return `${n.name(e.plane)}'s rocket${e.rockets === 1 ? '' : 's'} hit ${n.name(e.target)}${e.target === e.aimed ? '' : ` in the way of ${n.name(e.aimed)}`} (a D card${e.target === e.aimed && e.rockets > 1 ? ' each' : ''})`
    case 'rockets-missed':
      return `${n.name(e.plane)}'s rocket${e.rockets === 1 ? '' : 's'} at ${n.name(e.target)} miss${e.rockets === 1 ? 'es' : ''}: ${ROCKET_MISS[e.why]}`
    case 'barrage':
      return `${n.name(e.plane)} flies into the balloon barrage ${e.between.length === 2 ? `between ${n.name(e.between[0])} and ${n.name(e.between[1])}` : `at ${n.name(e.between[0])}`} and is eliminated`
    case 'infantry-fire':
      return `${n.name(e.piece)} opens infantry fire on ${n.name(e.target)} (1 A card)`
    case 'archie-burst':
      return archieText(n, e)
    case 'archie-placed':
      return `${n.name(e.gun)} ${e.adjusted ? 'adjusts its aim' : 'places its artillery counter'}${e.level !== undefined ? ` at level ${e.level}` : ''}: it bursts after the second manoeuvre`
    case 'archie-retired':
      return `${n.name(e.gun)} retires its artillery counter: it will be able to fire next round`
    // 003 Bombing (lines 826-844) and the scenarios' photographs
    case 'bombs-dropped':
      return e.markers === 0
        ? `${n.name(e.plane)} drops its bombs (${e.points} point${e.points === 1 ? '' : 's'})`
        : `${n.name(e.plane)} drops its bombs (${e.points} point${e.points === 1 ? '' : 's'}) from high up: they land after ${e.markers} more manoeuvre${e.markers === 1 ? '' : 's'}`
    case 'bombs-hit':
      if (e.result === 'miss' || e.target === null) return `${n.name(e.plane)}'s bombs miss`
      return `${n.name(e.plane)}'s bombs hit ${n.name(e.target)}${e.result === 'full' ? ' square on the red dot' : ', on the card but not the red dot (half)'}: ${e.points} point${e.points === 1 ? '' : 's'}`
    // 000 Line-up on Target (lines 556-558)
    case 'lined-up':
      return `${n.name(e.plane)} lines up on ${n.name(e.target)}, turning ${e.degrees}°`
    case 'line-up-lapsed':
      return `${n.name(e.plane)} cannot line up on ${n.name(e.target)}: ${e.why}`
    // a bot's plan in a sentence, told once its turn has been flown (issue 14)
    case 'intent':
      return `${n.name(e.plane)}'s pilot: “${e.text}”`
    case 'bombs-held':
      return `${n.name(e.plane)} keeps its bombs: ${e.why}`
    // planes that enter later (003 A Lonely Sentinel: "At the end of the second turn, he shows the card and puts the Albatros ...")
    case 'entry-chosen':
      return `${n.name(e.plane)}'s place to enter the table is chosen (secret until it enters)`
    case 'entered':
      return `${n.name(e.plane)} enters the table${e.place === 'left' || e.place === 'right' ? ` at the ${e.place}` : ''}`
    case 'photographed':
      return `${n.name(e.plane)} photographs ${n.name(e.target)}`
    // 003 Altitude
    case 'crashed':
      // 003 lines 429-430: an overdive at level 1 or 0 is a crash, not a landing
      if (e.why === 'overdive') return `${n.name(e.plane)} crashes to the ground: its overdive dive (${(e.card && n.card?.(e.plane, e.card)) || e.card}) at level 1 or 0 is not possible; the plane is eliminated`
      return `${n.name(e.plane)} crashes to the ground`
    case 'collided':
      return `${n.name(e.plane)} and ${n.name(e.other)} collide`
    // 004 Collisions: the arrows drawn for two planes that could collide
    case 'collision-draw':
      return `${n.name(e.plane)} and ${n.name(e.other)} could collide: ${e.arrows[0]} and ${e.arrows[1]} drawn${e.arrows[0] === e.arrows[1] ? '' : ', they miss'}`
    // 000 Collisions: a ramming declared with the plan, shown when it collides
    case 'ramming':
      return `${n.name(e.plane)} rams ${n.name(e.other)}`
    // 003 Flying Higher: moving the floor
    case 'floor-agreed':
      return e.floor === null ? `${e.seat} withdraws its floor` : `${e.seat} agrees to a floor at level ${e.floor}`
    case 'floor-moved':
      return `The floor moves to level ${e.floor}, the ceiling to level ${e.ceiling}`
    case 'ground':
      return groundText(n, e)
    case 'altitude':
      if (e.level > e.from) return `${n.name(e.plane)} climbs to level ${e.level}`
      if (e.level < e.from) return `${n.name(e.plane)} dives to level ${e.level}${e.climbs > 0 ? `, ${e.climbs} climb counter${e.climbs === 1 ? '' : 's'}` : ''}`
      return `${n.name(e.plane)} at level ${e.level}, ${e.climbs} climb counter${e.climbs === 1 ? '' : 's'}`
    case 'illegal-manoeuvre':
      return `${n.name(e.plane)}: illegal manoeuvre (${e.reason}): ${e.outcome === 'out-of-control' ? 'out of control' : 'flies a straight instead'}`
    // an ace's ability lets the card be flown (rules/aces.ts), told as the card is revealed
    case 'ace-ability':
      return `${n.name(e.plane)}'s ace: ${ACE_DEEDS[e.ability] ?? ability(e.ability).name}${e.again !== undefined ? ` (a blank counter: not again before turn ${e.again})` : ''}`
    // 003 Technical eye (lines 985-989): everyone learns the ace looked, and at whom; the cards only its seat
    case 'looked':
      return `${n.name(e.plane)}'s ace uses Technical eye on ${n.name(e.target)}'s damage cards (a blank counter: not again before turn ${e.again})`
    case 'looked-cards':
      return `Technical eye: ${n.name(e.target)} holds ${e.cards.length === 0 ? 'no damage cards' : `${e.cards.length} damage card${e.cards.length === 1 ? '' : 's'} (${e.cards.join(', ')}), ${e.total} point${e.total === 1 ? '' : 's'}`} (secret to you)`
    // 003 Exceptional pilot (lines 972-975): the blank "1" or "2" is shown
    case 'repeated':
      return `${n.name(e.plane)} shows the "${e.card}": ${e.card === '1' ? 'the first' : 'the second'} manoeuvre of the turn again${n.card?.(e.plane, e.repeats) ? ` (${n.card(e.plane, e.repeats)})` : ''}`
    case 'bumped':
      // 000's bumps: the dice are shown to everyone (ties rolled again)
      if (e.rolls) return `${n.name(e.plane)} rolls ${e.rolls.join(', then ')} for the way: ${e.order > 1 ? 'gives way to avoid a collision' : 'moves first, as planned'}`
      return e.order > 1 ? `${n.name(e.plane)} gives way to avoid a collision` : null
    // 003's optional rules
    case 'special-damage':
      // to the plane's own seat only: the effect is secret
      if (e.wounds !== undefined) return `${n.name(e.plane)}: ${(e.effect === 'observer-wounded' ? OBSERVER_TIERS : PILOT_TIERS)[Math.min(3, e.wounds)]} (secret to you)`
      return `${n.name(e.plane)}: ${SPECIAL[e.effect]} (secret to you)`
    case 'aim-bonus':
      // to the target's seat only: it tells that the cards did damage
      if (e.perfectAim) return `Perfect aim: ${n.name(e.plane)}'s ${e.cards === 1 ? 'damaging card does' : `${e.cards} damaging cards each do`} one more`
      return `Aim: ${n.name(e.plane)} has fired at ${n.name(e.target)} ${e.phases} phases in a row, ${e.cards === 1 ? 'its damaging card does' : `its ${e.cards} damaging cards each do`} one more`
    case 'smoke':
      if (e.counters >= 3) return `${n.name(e.plane)} is smoking (${e.counters} smoke counters, one goes at the end of each turn)`
      return e.counters > 0 ? `${n.name(e.plane)} smokes less: ${e.counters} smoke counter${e.counters === 1 ? '' : 's'} left` : `${n.name(e.plane)} stops smoking`
    case 'flame':
      if (e.counters >= 3) return `${n.name(e.plane)} is on fire (${e.counters} flame counters: each turn one goes and it takes an A damage card)`
      return `${n.name(e.plane)} burns: a flame counter goes, ${e.counters > 0 ? `${e.counters} left` : 'the fire is out'}`
    case 'tailing':
      return `${n.name(e.plane)} is on ${n.name(e.target)}'s tail`
    case 'tailing-lost':
      return `${n.name(e.plane)} is no longer on ${n.name(e.target)}'s tail`
    case 'reordered':
      return `${n.name(e.plane)} puts its cards in another order`
    // 004's house rules
    case 'out-of-ammunition':
      return `${n.name(e.plane)} is out of ammunition: its ${e.arc === 'rear' ? 'rear guns' : 'guns'} cannot fire any more`
    case 'gun-jammed':
      return `One of ${n.name(e.plane)}'s twin ${e.arc === 'rear' ? 'rear ' : ''}guns jams: the other fires at B, and three manoeuvres without firing clear it`
    case 'gun-cleared':
      return `${n.name(e.plane)}'s jammed ${e.arc === 'rear' ? 'rear ' : ''}gun is clear again`
    case 'halved':
      // to the target's seat only: it tells what the card was worth
      return `Single machinegun: ${n.name(e.plane)}'s A card counts ${e.less} less (halved, rounded up)`
    case 'fire-lost':
      if (e.firerDown) return `${n.name(e.by)} fired first and downed ${n.name(e.plane)}: its shot at ${n.name(e.target)} is never fired`
      return `${n.name(e.by)} fired first and downed ${n.name(e.target)}: ${n.name(e.plane)} does not fire`
    // 003's and 004's aces at the firing (rules/aces/)
    case 'fires-first':
      return e.why === 'itchy-trigger' ? `Itchy trigger finger: ${n.name(e.plane)} fires first at ${n.name(e.target)}, before anyone without it` : `${n.name(e.plane)}, an ace, fires first at ${n.name(e.target)}, before the non-aces`
    case 'fires-after':
      return `${n.name(e.plane)}, an ace, lets the others firing at ${n.name(e.target)} fire first`
    case 'ace-fired':
      return e.ability === 'tenacity'
        ? `Tenacity: ${n.name(e.plane)}, firing from behind, makes ${n.name(e.target)} draw one card more (once a dogfight)`
        : `Sniper: ${n.name(e.plane)} tried a bull's-eye at ${n.name(e.target)}, drawing one card more and choosing what it takes${e.again ? ` (not again before turn ${e.again})` : ' (once a dogfight)'}`
    case 'sniped-cards':
      return `${n.name(e.plane)} drew ${e.drawn.join(', ')} and gave ${n.name(e.target)} ${e.given.join(', ')}`
    case 'evaded':
      return `Good at evading: ${n.name(e.plane)} ignores one of the damage cards it drew (once a game)`
    case 'evaded-card':
      return `${n.name(e.plane)} ignored ${e.card}: it goes to the bottom of the deck`
    case 'perfect-aim':
      return `Perfect aim: ${n.name(e.plane)} takes the +1 aim bonus at ${n.name(e.target)} without having fired at it before (not again before turn ${e.again})`
    case 'chivalrous-redraw':
      return `Chivalrous attitude: ${n.name(e.by)}'s explosion card (${e.card}) on ${n.name(e.plane)} is shown, and ${e.redraw} drawn openly: ${e.eliminated ? `${e.worth === null ? 'another explosion' : 'a 0'}, ${n.name(e.plane)} is eliminated` : `a ${e.worth}, taken instead of the explosion (its jam ignored)`}`
    case 'fire-ignored':
      return `Chivalrous attitude: ${n.name(e.by)} fires no tracers, ${n.name(e.plane)} does not catch fire (${e.card})`
    case 'game-over':
      return 'The game is over'
    default:
      return null
  }
}

/** 003 Ground fire, Anti-Aircraft Guns: a shell bursts, and whom it hits (each with a C card, secret to its owner). */
function archieText(n: Narrator, e: Extract<GameEvent, { type: 'archie-burst' }>): string {
  const at = e.level !== undefined ? ` at level ${e.level}` : ''
  if (e.hit.length === 0) return e.aimCard ? `${n.name(e.gun)} fires: the shell is wasted (no symbol on the aim card)` : `${n.name(e.gun)}'s shell bursts${at}: no one is hit`
  return `${n.name(e.gun)}'s shell bursts${at}: ${e.hit.map(n.name).join(' and ')} hit (${e.cards} C card${e.cards === 1 ? '' : 's'})`
}

/** 003 Landings, Takeoffs, and Crashes; Fire on the Ground (lines 379-419). */
function groundText(n: Narrator, e: Extract<GameEvent, { type: 'ground' }>): string {
  const who = n.name(e.plane)
  switch (e.what) {
    case 'touched-down':
      return `${who} touches down on ${e.field}`
    case 'rolled':
      return `${who} rolls on the ground, on ${e.field}`
    case 'landed':
      return `${who} has landed on ${e.field}: it moves no more this turn`
    case 'crashed':
      return `${who} crashes on the ground: ${e.cards} A cards; it stays there, still all the next turn`
    case 'took-off':
      return `${who} takes off`
    case 'no-take-off':
      return `${who} cannot take off: it is on fire`
    case 'extinguish':
      return `${who}: the ground crew fight the fire (${e.card}): ${e.counters} flame counter${e.counters === 1 ? '' : 's'} left`
    case 'fire-spread':
      return `the fire of ${n.name(e.from)} spreads to ${who}: ${e.counters} flame counters`
    case 'taxiing':
      return `${who} is on the ground: its owner may move and turn it before the second card`
    case 'taxied':
      return e.moved ? `${who} is moved on the ground` : `${who} stays where it is on the ground`
  }
}

/** Why Le Prieur rockets missed (003 lines 614-621). */
const ROCKET_MISS = {
  manoeuvre: 'the next manoeuvre was not a straight or a stall',
  target: 'the target was out of the front arc',
  level: 'not at the target level or one above',
  damage: 'the firer was hit by special damage',
  gone: 'the firer or the target is gone',
} as const
