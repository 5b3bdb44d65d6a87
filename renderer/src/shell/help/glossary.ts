/**
 * The table's own words, explained for someone who has never seen the rulebook (issue 26): How to play's Glossary
 * lists them (RulesReference.tsx). Each is a word or a sign the table shows (on the nameplates, the panels, the
 * ghosts, the HUD), said in plain words with no rule codes; glossary.test.ts checks that the signs the panels
 * print are here.
 */

export interface GlossaryEntry {
  term: string
  /** other spellings a player may look for (the sign as printed) */
  also?: string[]
  text: string
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Archie', also: ['AA gun', 'shell'], text: 'Anti-aircraft fire. An AA gun’s player puts a shell marker on the table before the cards are shown; after the next two moves every plane over it (at the height it was aimed, with altitude) takes a C damage card. The gun then takes three moves to reload.' },
  { term: 'Arcs', text: 'The fire arc: the wedge in front of a plane (and behind a two-seater) that its guns can reach. The Arcs button (A) draws it for the selected plane, and at its ghosts while you plan.' },
  { term: 'Bot', text: 'A plane flown by the computer. Its plans are as secret as a player’s.' },
  { term: 'Bump', also: ['bump likely'], text: 'Two planes planned to end on the same spot. Both are put back, a card is drawn for each to decide who goes first: the first lands where it planned, the other as close as it can. A ghost labelled “bump likely” warns you before you commit.' },
  { term: 'Climb counter', also: ['▲'], text: 'With altitude: each Climb card (and an Immelmann) gives one. When a plane has as many as its climb rate, it goes up one level and the counters are cleared. “▲1/3” means one counter of the three this plane needs.' },
  { term: 'Commit', text: 'Send your three cards. After that the plan cannot be changed; the cards are shown one at a time as the planes fly them.' },
  { term: 'Damage card', also: ['8/13', 'A, B, C, D'], text: 'A hit draws damage cards from the deck of the firing plane’s guns, A, B, C or D (each gun has its letter). Their points are secret to the plane’s owner; “8/13” means 8 points taken of the 13 that shoot it down.' },
  { term: 'Explosion', also: ['✸'], text: 'A damage card that destroys the plane at once, whatever its points. Everyone sees it.' },
  { term: 'Fire and smoke counters', also: ['♨', '☁', 'smoke', 'fire'], text: 'Optional rule. Smoke (☁): the plane trails smoke for three turns and cannot tail anyone meanwhile. Fire (♨): it burns for three turns and draws another A card at the start of each.' },
  { term: 'Ghost', text: 'The see-through base drawn where your plane will be after each card you have placed: yellow, orange and red for cards 1, 2 and 3. The white dashed one is the card under your pointer, not placed yet. Yellow and black stripes: that card takes the plane off the table. Pink: a bump is likely. Pale blue: the plans your other planes have already committed.' },
  { term: 'h1–h4', also: ['h1', 'h2', 'h3', 'h4', 'height'], text: 'The rings round an AA gun: how far from the gun its shell may be put for each height it is aimed at. h1 (the lowest) reaches two rulers, h2 one and a half, h3 one, h4 half a ruler; height 5 only straight over the gun.' },
  { term: 'Hand-off', text: 'Hot seat: when the next player must plan or choose in secret, the screen hides everything and asks that player to take it, so nobody sees another’s plan or damage.' },
  { term: 'Immelmann turn', also: ['↓'], text: 'The card with the down arrow: the plane climbs, rolls over and flies back the way it came. It needs a straight card just before it and another just after (or, as the first card of a turn, a straight at the end of the turn before).' },
  { term: 'Jam', also: ['guns jammed', '✚'], text: 'A damage card with a cross jams the guns of the plane that fired it: it cannot fire after its next three moves. The jam chip counts the moves left.' },
  { term: 'Level', also: ['L2', 'L0', 'altitude'], text: 'With altitude: how high a plane flies, 0 (just over the ground) to 3. “L2” on a nameplate is level 2. Planes a level apart can fire at each other only within the ruler’s first half, for one damage card; two or more levels apart, not at all.' },
  { term: 'Peg', text: 'With altitude: the little posts between the model and its base, one more than its level, so a plane on three pegs is at level 2.' },
  { term: 'Phase', also: ['plan 1 2 3'], text: 'One card’s move and the firing after it. A turn is the plan and then three phases; the bar at the top lights the one being played.' },
  { term: 'Ruler and its halves', also: ['short range', 'long range', 'ruler'], text: 'The range ruler, laid from the firing plane’s centre. An enemy reached by its first half is at short range and takes two damage cards; one reached only by the second half is at long range and takes one. The Ruler button (G) draws it.' },
  { term: 'Silences at 5', also: ['silenced', '3/5 (silences at 5)'], text: 'A ground piece (a trench, an AA gun) stops firing for good once it has 5 damage points, or an explosion, or (AA guns) any special damage but a jam. “3/5 (silences at 5)” means 3 points so far.' },
  { term: 'Slot', text: 'One of the three places for the turn’s cards in the planning panel. Slot 1 flies first.' },
  { term: 'Split-S', text: 'With altitude: an Immelmann card played with a stall just before it (and a straight after). The plane dives out of it instead of climbing: it loses a climb counter, or a level if it has none.' },
  { term: 'Stall', text: 'A steep card with a very short arrow: the plane almost stops. Some rules ask for one (taking off, a damaged engine).' },
  { term: 'Steep', also: ['◆'], text: 'A card with the diamond: tight turns, stalls and dives. Two steep cards may never follow each other, not even across the end of a turn.' },
  { term: 'Straight', also: ['↑'], text: 'A card with the up arrow. An Immelmann needs one just before and one just after it. A card that breaks the rules is flown as a straight.' },
  { term: 'Tailing', text: 'Optional rule. A plane right behind an enemy at the start of a turn (a ruler from its nose meets the enemy’s tail with no base between) sees the enemy’s cards one at a time before they are flown, and may change the order of its own.' },
]
