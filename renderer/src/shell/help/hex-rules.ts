/**
 * How to play's hex game chapter (issue 30): the hex card game of 002 in plain words, a section for each part of the
 * game in the order the brief and the rules take them (the deck and hands, turn order, moving with cards, altitude,
 * shooting, observers, damage and criticals, stalls, clouds and balloons and ground units, winning). Each section
 * names the 002 sections it follows as its folded rule source; the decisions where 002 is silent are the ones
 * docs/rules.md "The hex game (002)" records and the game plays (shared/rulesets/hex/).
 *
 * Static text, kept apart from the game's code so that the menu's help does not load the hex game: the figures in it
 * (hand size, ammo, ranges, the critical table, the ground units) are checked against the game's own constants by
 * hex-rules.test.ts.
 */

/** A line of a section: plain words, or a term and what it means. */
export type HexRuleItem = string | { term: string; text: string }

export interface HexRuleSection {
  id: string
  title: string
  /** the 002 sections it follows (shown folded as the rule source) */
  source: string
  lead?: string
  items: HexRuleItem[]
}

export const HEX_RULES: readonly HexRuleSection[] = [
  {
    id: 'hex-deck',
    title: 'The deck and your hand',
    source: '002 DECK, DRAW PHASE, CARD LIST',
    lead: 'Everyone draws from one shared deck of 52 cards. Your hand is secret: the others see only how many cards you hold.',
    items: [
      { term: 'Move cards (36)', text: 'Left and Right (6 each), Forward (9), Slide Left, Slide Right, Hard Left, Hard Right and Immelman (3 each): they steer your plane (see Moving with cards).' },
      { term: 'Shoot (9)', text: 'Fires your guns, your observer’s gun or one of your ground units.' },
      { term: 'Recover (3)', text: 'Evades an attack that hit you, or pulls you out of a stall.' },
      { term: 'Stall (3)', text: 'Played on an enemy plane that is flying too slowly or that you have just hit.' },
      { term: 'Ace (1)', text: 'Counts as any card you like, except a Stall.' },
      'Each player starts with 2 cards and draws 2 more at the start of each turn. You may keep 6; with more, you choose which to throw away.',
      'Once in your turn you may discard 2 cards to draw 1.',
      'Every card played goes face up on the discard pile. When the deck runs out, the discard pile is shuffled into a new deck.',
    ],
  },
  {
    id: 'hex-turn',
    title: 'Turn order',
    source: '002 SETUP, TURN SEQUENCE',
    lead: 'The planes start at opposite ends of the map, facing the middle, at speed 3 and an altitude rolled on a die (unless the scenario sets it).',
    items: [
      'At the start of each round every player rolls a die: the highest moves first. Ties roll again.',
      'With two players, the order rolled in the first round stays for the whole game.',
      'Your turn: draw 2 cards, then move your plane. You shoot during your move, whenever you like.',
      'A player whose plane is out of the fight has no more turns.',
    ],
  },
  {
    id: 'hex-moving',
    title: 'Moving with cards',
    source: '002 MOVE PHASE, AIRCRAFT TYPES, ACES',
    lead: 'Your plane must fly forward exactly as many hexes as its speed (0 to 6; 5 at most for a plane with an observer). The hexes a Slide or an Immelman moves come on top.',
    items: [
      { term: 'Free, once each a move', text: 'turn one hex side (60°) left or right; climb or dive one step; speed up or slow down by 1. Any time during the move.' },
      { term: 'How many cards', text: 'Each move you may play as many move cards as your plane’s manoeuvrability: 2 for the Sopwith Camel and the Fokker D-VII, 1 for the two-seaters (Bristol F2b, Albatros C-V). An ace gets one more.' },
      { term: 'Left, Right', text: 'turn one hex side; you may dive one step.' },
      { term: 'Hard Left, Hard Right', text: 'turn one hex side and speed +1 (not past the top speed); you may dive one step.' },
      { term: 'Forward', text: 'speed +1 or −1; you may climb or dive one step.' },
      { term: 'Slide Left, Slide Right', text: 'move into the hex ahead to the left or right without turning; you may dive one step.' },
      { term: 'Immelman (loop)', text: 'needs speed 5 or more: fly 4 hexes backwards without turning; you may climb or dive one step.' },
      'Pick a card and the table lights the hexes it can take you to.',
      'A plane that flies off the map leaves the fight; no one is credited with it. Two planes in one hex at the same altitude collide: both crash.',
    ],
  },
  {
    id: 'hex-altitude',
    title: 'Altitude',
    source: '002 ALTITUDE, MOVE PHASE',
    lead: 'There are six steps of altitude, 1 to 6, shown on each plane’s peg. The ground is 0.',
    items: [
      'No plane climbs above 6.',
      'Diving to the ground at speed 2 or less is a landing: the plane leaves the fight safely (this is how a plane with a holed fuel tank is saved). Faster, the dive is refused.',
      'Dropping to the ground any other way (a stall, a fall) is a crash.',
      'Altitude decides who can shoot whom: your guns reach a plane at your altitude or one step lower; an observer’s gun, one at the same altitude or one step higher.',
    ],
  },
  {
    id: 'hex-shooting',
    title: 'Shooting',
    source: '002 SHOOT SEGMENT, AMMO',
    lead: 'Once during your move, at any moment of it, you may discard a Shoot card to fire at an enemy straight ahead along your facing, up to 6 hexes away, at your altitude or one step lower.',
    items: [
      { term: 'The hits', text: 'roll a die in the open and take away one less than the distance: at 1 hex the die’s number, at 2 hexes the die −1, and so on to the die −5 at 6 hexes.' },
      { term: 'Ammunition', text: 'each plane can shoot 12 times in the whole game (its observer’s shots included).' },
      { term: 'Evading', text: 'a plane about to be hit may discard a Recover card: the attack misses.' },
      { term: 'Shot down', text: 'hits add up over the game: a plane with 6 or more is shot down.' },
      'Enemy balloons may be shot at the same way: one hit brings one down.',
    ],
  },
  {
    id: 'hex-observers',
    title: 'Observers',
    source: '002 OBSERVER SHOOTS SEGMENT',
    lead: 'The two-seaters (Bristol F2b, Albatros C-V) carry an observer with a gun covering the 60° behind the plane.',
    items: [
      'Once during your move you may discard a Shoot card for the observer to fire at an enemy behind you, at your altitude or one step higher.',
      { term: 'The hits', text: '1 hex straight behind: the die −1; 2 hexes behind: the die −3; 3 hexes behind: the die −4.' },
      'The observer’s shots come from the plane’s 12. A dead observer shoots no more.',
    ],
  },
  {
    id: 'hex-damage',
    title: 'Damage and critical hits',
    source: '002 SHOOT SEGMENT, CRITICAL HIT TABLE',
    lead: 'Every time a plane takes hits, a die is rolled for it: on a 1 a second die picks a critical hit, shown on the plane.',
    items: [
      { term: '1 Pilot killed', text: 'the observer dies first, if the plane has one; with the pilot dead, the plane goes down.' },
      { term: '2 Engine damaged', text: 'the plane’s top speed drops by 2.' },
      { term: '3 Fuel tank holed', text: 'the plane must land within as many of its turns as two dice show, or it crashes.' },
      { term: '4 Cables cut', text: 'one move card fewer each move.' },
      { term: '5 Controls jammed', text: 'the hand holds 2 cards fewer.' },
      { term: '6 Struts damaged', text: 'the plane can no longer climb or loop.' },
    ],
  },
  {
    id: 'hex-stalls',
    title: 'Stalls',
    source: '002 MOVE PHASE, SHOOT SEGMENT',
    lead: 'A plane that ends its move at speed 0 or 1 may be stalled: its opponents may play a Stall card on it. So may the attacker on a plane it has just hit.',
    items: [
      'A stalled plane must play a Recover card, or it drops 2 altitude steps at once. At 0 or below it crashes, and the plane that stalled it is credited with it.',
      'Every player is asked whether to play a Stall or evade, whatever they hold, so a question never gives away a hand.',
      'In a game over the network the host may set an answer time; when it runs out, the host answers for the player: no evade, no Stall, no Recover (and, for a hand too full, the newest cards go).',
    ],
  },
  {
    id: 'hex-obstacles',
    title: 'Clouds, balloons and ground units',
    source: '002 AERIAL OBSTACLES, CLOUDS, BALLOONS, GROUND ATTACKS',
    items: [
      { term: 'Clouds', text: 'fill one or more hexes at some altitudes. Planes fly into and through them freely, but nobody can shoot into or through a cloud.' },
      { term: 'Balloons', text: 'fill one hex at one altitude. One hit destroys a balloon; a plane that flies into one crashes.' },
      {
        term: 'Ground units',
        text: 'never move. In your move you may fire each of your side’s units once, a Shoot card each, at an enemy plane in its reach: riflemen 1 hex and altitude 1 (the die −5), a machine gun 1 hex and altitude 2 or lower (the die −4), a flak gun 3 hexes at any altitude (the die −2). Clouds do not stop them; a Recover card evades them.',
      },
    ],
  },
  {
    id: 'hex-winning',
    title: 'Winning',
    source: '002 VICTORY',
    lead: 'Shoot down your opponents: a side with no plane left flying has lost.',
    items: [
      'Scenarios add objectives: a balloon to shoot down, guns to spot, a battery to photograph, a trench to strafe, a depot to bomb, a town to drop leaflets on. A side that achieves all of its objectives wins at once.',
      'After 30 rounds (or the scenario’s own limit) each side scores a point for each plane or balloon it brought down and each objective it achieved: the higher score wins, equal scores draw.',
    ],
  },
]
