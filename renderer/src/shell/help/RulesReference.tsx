/**
 * The rules in plain words, opened with `?` anywhere (and from the menu and the table's bar): the turn, what each
 * manoeuvre card allows, the range ruler's halves and what each damage symbol does. The text follows the full
 * rulebook (shared/rules 003: Turn, Planning, Movement, Overlapping, Exiting, Firing, Damage, Jammed Guns and
 * Explosions, Rest of the Turn, Victory, and the optional Special Damage) and the table's measurements
 * (assets/table.json). It is static text: it says nothing about any game being played.
 *
 * Its tabs hold a chapter for each game: the card-and-base game's above, and the hex card game's (issue 30:
 * HexRulesChapter.tsx, from hex-rules.ts). At a hex table (or its replay) it opens on the hex chapter.
 *
 * The Glossary explains the table's own words and signs (glossary.ts); the Keys section is the one key list's
 * (key-list.ts, drawn by KeyMap.tsx's KeyTable, as the keyboard map is).
 */
import { useEffect, useState } from 'react'
import { useAppDispatch, useAppSelector } from '../../store'
import { keysOpened, rulesOpened } from '../../store/settings-slice'
import { GLOSSARY } from './glossary'
import { HexRulesChapter } from './HexRulesChapter'
import { HEX_RULES } from './hex-rules'
import './rules-chapters.css'
import { KeyTable } from './KeyMap'
import { KEYMAP_KEY } from './key-list'
import { typingIn } from '../common/keys'
import { Overlay } from '../common/Overlay'

/** Opens the rules with `?` on any screen, and shows them while open. */
export function RulesOverlay() {
  const open = useAppSelector((s) => s.settings.rulesOpen)
  const dispatch = useAppDispatch()
  useEffect(() => {
    if (open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '?' || typingIn(e) || e.ctrlKey || e.metaKey || e.altKey) return
      e.preventDefault()
      dispatch(rulesOpened(true))
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open, dispatch])
  return open ? <RulesReference onClose={() => dispatch(rulesOpened(false))} /> : null
}

const CARD_SECTIONS = [
  ['rules-turn', 'The turn'],
  ['rules-cards', 'The cards'],
  ['rules-moving', 'Moving'],
  ['rules-firing', 'Firing and the ruler'],
  ['rules-damage', 'Damage'],
  ['rules-winning', 'Winning'],
  ['rules-glossary', 'Glossary'],
  ['rules-keys', 'Keys'],
] as const

/** The hex game's chapter (hex-rules.ts), then the keys, which both tables share. */
const HEX_SECTIONS: readonly (readonly [string, string])[] = [...HEX_RULES.map((x) => [x.id, x.title] as const), ['rules-keys', 'Keys']]

/** A chapter for each game (issue 30): the one a table opens is its own game's, the menu opens the card game's. */
export type RulesChapter = 'card' | 'hex'
const CHAPTERS: readonly (readonly [RulesChapter, string])[] = [
  ['card', 'The card-and-base game'],
  ['hex', 'The hex card game'],
]

function Sym({ children, title }: { children: string; title: string }) {
  return (
    <span className="rules-sym" title={title} aria-label={title}>
      {children}
    </span>
  )
}

export function RulesReference({ onClose, chapter: asked }: { onClose: () => void; chapter?: RulesChapter }) {
  const dispatch = useAppDispatch()
  const atHexTable = useAppSelector((s) => s.rulesetGame?.ruleset === 'hex' && (s.ui.screen === 'table' || s.ui.screen === 'replay'))
  const [chapter, setChapter] = useState<RulesChapter>(asked ?? (atHexTable ? 'hex' : 'card'))
  const sections = chapter === 'hex' ? HEX_SECTIONS : CARD_SECTIONS
  return (
    <Overlay title="How to play" onClose={onClose} testId="rules" wide closeKey="?">
      {/* buttons, not #links: the page's address keeps its own #fragment (the screen's token) */}
      <div className="rules-chapters" role="tablist" aria-label="games">
        {CHAPTERS.map(([id, label]) => (
          <button key={id} role="tab" aria-selected={chapter === id} className={chapter === id ? 'selected' : ''} onClick={() => setChapter(id)} data-testid={`rules-chapter-${id}`}>
            {label}
          </button>
        ))}
      </div>
      <nav className="rules-toc" aria-label="sections">
        {sections.map(([id, label]) => (
          <button key={id} className="link" onClick={() => document.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'smooth' })}>
            {label}
          </button>
        ))}
      </nav>
      <div className="rules-text">
        {chapter === 'card' ? (
          <>
          <section id="rules-turn" data-testid="rules-turn">
            <h3>The turn</h3>
            <ol>
              <li>
                <strong>Plan.</strong> Every plane secretly picks three manoeuvre cards from its own deck, in order: the first, second and third move of the turn. Nobody sees anyone
                else's plan.
              </li>
              <li>
                <strong>Move and fire, three times.</strong> All planes reveal their first card at the same moment and fly it: the base is moved along the card's arrow. Then every plane
                that can shoot may fire. The second card is revealed, moved and fired after, then the third.
              </li>
              <li>
                <strong>Start again.</strong> The next turn begins with a new plan. What the last card was (steep, Immelmann or straight) carries over into the first card of the next turn.
              </li>
            </ol>
          </section>

          <section id="rules-cards" data-testid="rules-cards">
            <h3>The cards</h3>
            <p>Each aircraft has its own deck: fast, nimble planes have tighter turns and longer straights. A few symbols limit what can follow what.</p>
            <dl>
              <dt>
                <Sym title="steep">◆</Sym> Steep manoeuvre
              </dt>
              <dd>
                Tight turns and stalls. Never two steep cards in a row: at least one card without the diamond must come between them. If the last card of a turn was steep, the next turn
                cannot begin with one. A steep card with a short arrow is a <em>stall</em>.
              </dd>
              <dt>
                <Sym title="Immelmann">↓</Sym> Immelmann turn
              </dt>
              <dd>
                The plane climbs and rolls to fly back the way it came. It needs a straight card just before it and another just after. It may open a turn only if the last card of the
                turn before was a straight.
              </dd>
              <dt>
                <Sym title="straight">↑</Sym> Straight
              </dt>
              <dd>The card an Immelmann needs on both sides.</dd>
              <dt>A card that breaks these limits</dt>
              <dd>
                It is flown as a straight when it is revealed. The planning deck greys out the cards that would break a limit and says why.
              </dd>
            </dl>
          </section>

          <section id="rules-moving" data-testid="rules-moving">
            <h3>Moving</h3>
            <ul>
              <li>All planes move at the same time. Bases may end up partly on top of one another.</li>
              <li>
                When two planes cannot both finish where they planned, they are put back and each draws a card to decide who moves first; the first lands exactly where planned, the others
                as close as they can, facing the way they planned.
              </li>
              <li>
                <strong>Planes on top of each other</strong> cannot fire at each other, though they may fire at others and others at them.
              </li>
              <li>
                <strong>Leaving the table:</strong> a plane whose base centre ends a move outside the playing area is out of the game.
              </li>
            </ul>
          </section>

          <section id="rules-firing" data-testid="rules-firing">
            <h3>Firing and the ruler</h3>
            <ul>
              <li>
                After each move, lay the range ruler from the centre of the firing plane's base. If it stays inside the plane's fire arc and reaches any point of an enemy base, that
                enemy can be fired at. Firing is never compulsory.
              </li>
              <li>
                <strong>The ruler's two halves.</strong> A target reached by the <em>first half</em> (short range) takes <strong>two</strong> damage cards. A target reached only by
                the <em>second half</em> (long range) takes <strong>one</strong>. On the standard table the ruler is 34 cm long, so short range is the first 17 cm.
              </li>
              <li>A fighter fires at one target a phase. A two-seater's observer may fire the rear gun at a second, different target.</li>
              <li>Shots cannot pass through another base, friend or foe: if every line to the target crosses a base, the aim is blocked.</li>
              <li>All firing in a phase happens at once, so a plane shot down in that phase still fires.</li>
            </ul>
          </section>

          <section id="rules-damage" data-testid="rules-damage">
            <h3>Damage</h3>
            <p>
              The target's owner draws the damage cards from the deck of the firing plane's letter (A, B, C or D) and keeps them face down: only they know the points. When the points
              reach the number on the plane's base, it is shot down.
            </p>
            <dl>
              <dt>
                <Sym title="jammed guns">✚</Sym> Jammed guns
              </dt>
              <dd>
                Shown to everyone. It hurts the plane that <em>fired</em>: its guns jam and it cannot fire after each of its next three manoeuvres. Two jams at once still last three.
              </dd>
              <dt>
                <Sym title="explosion">✸</Sym> Explosion
              </dt>
              <dd>Shown to everyone. The plane is eliminated at once: an explosion, or any other catastrophic hit to the aircraft or the pilot.</dd>
            </dl>
            <p className="rules-aside">
              The basic game counts only points, jams and explosions, and so does this table. The other symbols on the cards belong to the optional <em>Special Damage</em> rule:
            </p>
            <dl>
              <dt>
                <Sym title="rudder jammed">⤨</Sym> Rudder jammed (kept secret)
              </dt>
              <dd>For the next turn only, no turns may be planned in the direction the card shows. Cards already planned this turn are flown as planned.</dd>
              <dt>
                <Sym title="crew wounded">✙</Sym> Crew wounded (kept secret)
              </dt>
              <dd>
                The pilot cannot fire the forward guns just after a steep manoeuvre, an Immelmann, a Split-S or a climb, and jams last one manoeuvre longer. A second wound eliminates
                the plane.
              </dd>
              <dt>
                <Sym title="engine damaged">⚙</Sym> Engine damaged (kept secret)
              </dt>
              <dd>The plane must fly at least one stall every turn for the rest of the game. A second engine hit makes it explode.</dd>
              <dt>
                <Sym title="smoke">☁</Sym> Smoke (shown)
              </dt>
              <dd>The plane trails smoke for three turns and cannot tail an enemy until the smoke clears; it can still be tailed.</dd>
              <dt>
                <Sym title="fire">♨</Sym> Fire (shown)
              </dt>
              <dd>
                The plane burns for three turns: before each turn's first card it draws one more A card (only points and explosions count), and it smokes meanwhile.
              </dd>
            </dl>
          </section>

          <section id="rules-winning" data-testid="rules-winning">
            <h3>Winning</h3>
            <p>
              The last side with a plane still on the table, after every enemy has been shot down or has left, wins. To compare games: 1 point for each enemy that leaves the table, 2 for
              each enemy shot down, −1 for each of your own shot down.
            </p>
            <p>
              A scenario may end and score its own way (a balloon burnt, a photograph brought home, a target bombed): <strong>Goal</strong> on the table&rsquo;s bar says how the game
              being played is won, and New game says it under each scenario.
            </p>
          </section>

          <section id="rules-glossary" data-testid="rules-glossary">
            <h3>Glossary</h3>
            <p className="rules-aside">The words and signs the table shows, in plain words.</p>
            <dl className="rules-glossary">
              {GLOSSARY.map((g) => (
                <div key={g.term} className="glossary-entry" data-testid={`glossary-${g.term.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}>
                  <dt>
                    {g.term}
                    {g.also?.length ? <span className="glossary-also"> ({g.also.join(', ')})</span> : null}
                  </dt>
                  <dd>{g.text}</dd>
                </div>
              ))}
            </dl>
          </section>
          </>
        ) : (
          <HexRulesChapter />
        )}

        <section id="rules-keys" data-testid="rules-keys">
          <h3>Keys</h3>
          <p className="rules-aside">
            Every key the table takes (the same list as the keyboard map,{' '}
            <button className="link" onClick={() => dispatch(keysOpened(true))} data-testid="rules-open-keys">
              {KEYMAP_KEY.toUpperCase()}
            </button>
            ):
          </p>
          <KeyTable compact />
        </section>
      </div>
    </Overlay>
  )
}
