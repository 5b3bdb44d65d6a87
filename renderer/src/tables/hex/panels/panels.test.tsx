/**
 * The hex table's panels as they render (to HTML, no browser here) from views of games played by the hex game's own
 * scripts: the hand lit and greyed with its reasons, the other hands face down as counts only, the question asked
 * with its default, the answer time, and the game's end.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../../shared/rulesets/hex/content-fixture'
import { playHexScript, type HexScript } from '../../../../../shared/rulesets/hex/script'
import type { HexView } from '../../../../../shared/rulesets/hex/types'
import { decisionFor } from './decision'
import { DecisionPrompt } from './DecisionPrompt'
import { handPlays } from './hand-plays'
import { HandPanel } from './HandPanel'
import { HexGameOver, endHeadline, resultWords } from './HexGameOver'
import { HexHud, statusWords } from './HexHud'
import { TableCards } from './TableCards'
import { harmWords, PlanesPanel } from './PlanesPanel'
import { hexGoal } from './hex-goal'

type Steps = HexScript['steps']

function viewAfter(steps: Steps, seat: string | null): HexView {
  const { game, errors } = playHexScript(hexContent, { scenario: 'duel', seed: 1, steps })
  expect(errors).toEqual([])
  return game!.view(seat)
}

const faceToFace: Steps = [{ place: { camel: { hex: { col: 4, row: 4 }, facing: 0, altitude: 3, velocity: 3 }, fokker: { hex: { col: 7, row: 4 }, facing: 3, altitude: 3 } } }]
const noop = () => {}

function hand(view: HexView, seat: string | null, picked: number | null = null, aceAs: string | null = null): string {
  return renderToStaticMarkup(
    <HandPanel view={view} plays={handPlays(view, seat)} picked={picked} aceAs={aceAs} choosing={null} watching={seat === null} onPick={noop} onHover={noop} onPlay={noop} onAceAs={noop} onToggle={noop} onSendChosen={noop} onCancelChoosing={noop} />,
  )
}

describe('the hex table’s panels (issue 30)', () => {
  it('the hand: every card with its key, name, kind and words; the playable lit, the others greyed with why', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['left', 'immelman', 'recover'] } }], 'allies')
    const html = hand(view, 'allies')
    expect(html).toContain('data-testid="hex-card-0" data-playable="yes"')
    expect(html).toContain('data-testid="hex-card-1" data-playable="no"')
    expect(html).toMatch(/Immelman: Loop: fly back 4 spaces[^"]*\nNot now: You must have a speed of 5\+ to do a loop/)
    expect(html).toContain('Played when you are shot at or stalled')
    expect(html).toMatch(/<span class="key">1<\/span><div class="name">Left<\/div><div class="kind">Move card<\/div>/)
    // a picked card offers its plays, the first marked as Enter's
    const picked = hand(view, 'allies', 0)
    expect(picked).toMatch(/data-testid="hex-play-0">Turn left<kbd>Enter<\/kbd>/)
    expect(picked).toContain('Turn left, dive 1')
    expect(picked).not.toContain('hex-ace-as')
  })

  it('a picked Ace offers the card it is played as, then that card\'s ways (Enter plays the first)', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['ace'] } }], 'allies')
    const asLeft = hand(view, 'allies', 0)
    expect(asLeft).toMatch(/<select aria-label="Play the Ace as"[^>]*data-testid="hex-ace-as" data-table-keys="true">.*<option value="Left" selected="">as Left<\/option>.*<option value="Shoot">as Shoot<\/option><\/select>/)
    expect(asLeft).toMatch(/data-testid="hex-play-0">Turn left<kbd>Enter<\/kbd><\/button><button data-testid="hex-play-1">Turn left, dive 1<\/button>/)
    const asShoot = hand(view, 'allies', 0, 'Shoot')
    expect(asShoot).toMatch(/data-testid="hex-play-0">Fire at Fokker D-VII<kbd>Enter<\/kbd>/)
    expect(asShoot).not.toContain('hex-play-1')
  })

  it('the bar says "Watching" to a client at no seat (the screen watching bots, a spectator), and to no player', () => {
    const view = viewAfter(faceToFace, null)
    expect(renderToStaticMarkup(<HexHud view={view} seat={null} seats={[]} watching />)).toContain('data-testid="hex-watching"')
    expect(renderToStaticMarkup(<HexHud view={viewAfter(faceToFace, 'allies')} seat="allies" seats={[]} />)).not.toContain('hex-watching')
  })

  it("the bar names the 001 options the game plays, each in full in its tooltip, and nothing when it plays 002 alone", () => {
    const view = viewAfter(faceToFace, 'allies')
    expect(renderToStaticMarkup(<HexHud view={view} seat="allies" seats={[]} />)).not.toContain('hex-rules')
    const withOptions = { ...view, setup: { ...view.setup, options: { fuel: true, wounds: true, novicePilots: ['fokker'] } } } as HexView
    const bar = renderToStaticMarkup(<HexHud view={withOptions} seat="allies" seats={[]} />)
    expect(bar).toMatch(/<button class="rules-chip" title="Fuel: every move burns fuel[^"]*\nWounds: [^"]*\nNovice pilot \(Fokker D-VII\): a novice pilot flies no hard turn and no Immelman"/)
    expect(bar).toContain('<span class="rules-long">+ Fuel, Wounds, Novice pilot (Fokker D-VII)</span><span class="rules-short">+3 rules</span>')
  })

  it('a spectator has no hand and is told the hands are secret; the other hands show as counts only', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['shoot', 'forward'], germans: ['recover', 'stall', 'ace'] } }], null)
    expect(hand(view, null)).toContain('the players’ hands are secret')
    const cards = renderToStaticMarkup(<TableCards view={view} seat={null} />)
    expect(cards).toMatch(/data-testid="hex-hand-count-germans">.*3<\/span>/)
    for (const secret of ['Recover', 'Stall', 'Ace', 'Shoot', 'Forward']) expect(cards).not.toContain(secret)
    const mine = renderToStaticMarkup(<TableCards view={viewAfter(faceToFace, 'allies')} seat="allies" />)
    expect(mine).not.toContain('hex-hand-count-allies')
    expect(mine).toContain('hex-hand-count-germans')
  })

  it("the planes' list says each plane's hand as a count only, and the deck and the discard pile (for layouts without the table's cards), as the bar does", () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['shoot', 'forward'], germans: ['recover', 'stall', 'ace'] } }], 'allies')
    const html = renderToStaticMarkup(<PlanesPanel view={view} seat="allies" />)
    expect(html).toContain('data-testid="hex-held-camel">2</b>')
    expect(html).toContain('data-testid="hex-held-fokker">3</b>')
    for (const secret of ['Recover', 'Stall', 'Ace']) expect(html).not.toContain(secret)
    expect(html).toMatch(new RegExp(`data-testid="hex-pile">Deck <b>${view.deckCount}</b> · discard pile empty`))
    const discarded = { ...view, discard: [{ id: 90, type: 'shoot' }, { id: 91, type: 'left' }] } as HexView
    expect(renderToStaticMarkup(<PlanesPanel view={discarded} seat="allies" />)).toContain('discard pile <b>Left on top (2)</b>')
    // held upright the planes' strip has no room: the bar says them, in the same words (hex-phone.css shows one)
    const bar = renderToStaticMarkup(<HexHud view={discarded} seat="allies" seats={[]} />)
    expect(bar).toMatch(new RegExp(`data-testid="hex-bar-pile">Deck <b>${view.deckCount}</b> · discard pile <b>Left on top \\(2\\)</b>`))
    expect(bar).not.toContain('data-testid="hex-pile"')
    // the desk's table cards say the pile in the same words
    expect(renderToStaticMarkup(<TableCards view={discarded} seat="allies" />)).toContain('data-testid="hex-discard-top">Left on top (2)</span>')
  })

  it('the question: its words, the default marked Enter, the answer time counting when the host set one', () => {
    const view = viewAfter([...faceToFace, { hands: { allies: ['shoot'], germans: ['recover'] } }, { dice: [5, 6] }, { seat: 'allies', type: 'shoot', card: 'shoot', target: 'fokker' }], 'germans')
    const d = decisionFor(view, 'germans')!
    const html = renderToStaticMarkup(<DecisionPrompt decision={d} secondsLeft={12} onAnswer={noop} />)
    expect(html).toContain('role="alertdialog"')
    expect(html).toMatch(/hit your Fokker D-VII for 3 hits\. Play a Recover card to dodge the attack\?/)
    expect(html).toMatch(/data-testid="hex-answer-0">Dodge with Recover<kbd>Enter<\/kbd>/)
    expect(html).toContain('data-testid="hex-prompt-clock">12s')
    expect(renderToStaticMarkup(<DecisionPrompt decision={d} secondsLeft={null} onAnswer={noop} />)).not.toContain('hex-prompt-clock')
    expect(statusWords(view, 'germans').text).toBe('Answer the question below')
    expect(statusWords(view, 'allies').text).toBe('Waiting for Fokker D-VII to dodge or take the hits')
  })

  it('the end: who won from the seat’s side, each plane’s fate and who downed it', () => {
    const view = viewAfter([{ place: { camel: { hex: { col: 4, row: 4 }, facing: 0, altitude: 3 }, fokker: { hex: { col: 5, row: 4 }, altitude: 3, hits: 5 } } }, { hands: { allies: ['shoot'], germans: ['left'] } }, { dice: [6, 6] }, { seat: 'allies', type: 'shoot', card: 'shoot', target: 'fokker' }, { seat: 'germans', type: 'pass' }], 'allies')
    expect(view.phase).toBe('over')
    expect(endHeadline(view, 'allies')).toBe('You won')
    expect(endHeadline(view, 'germans')).toBe('You lost')
    expect(endHeadline(view, null)).toBe('The Allies won')
    const html = renderToStaticMarkup(<HexGameOver view={view} seat="allies" canSave onMenu={noop} onSave={noop} />)
    expect(html).toMatch(/Fokker D-VII \(German\): shot down, by Sopwith Camel/)
    expect(resultWords(view, 'germans')).toBe('The Allies win: no enemy plane is left flying')
    expect(resultWords(view, 'allies')).toBe('The Allies win: no enemy plane is left flying')
    // a watcher's headline names the winner already: the words give only the reason
    expect(resultWords(view, null)).toBe('No enemy plane is left flying')
    expect(renderToStaticMarkup(<HexGameOver view={view} seat={null} canSave={false} onMenu={noop} onSave={noop} />)).toMatch(/The Allies won<\/h2><p[^>]*>No enemy plane is left flying</)
    // a hotseat: one screen plays both sides, so whoever has it at the end is not told "You lost" (or won) for both
    expect(endHeadline(view, 'germans', ['allies', 'germans'])).toBe('The Allies won')
    expect(resultWords(view, 'germans', ['allies', 'germans'])).toBe('No enemy plane is left flying')
    expect(renderToStaticMarkup(<HexGameOver view={view} seat="germans" mine={['allies', 'germans']} canSave onMenu={noop} onSave={noop} />)).toContain('The Allies won</h2>')
    // behind a hand-off (no seat on screen) a screen that played one side is still told its result
    expect(endHeadline(view, null, ['germans'])).toBe('You lost')
    const draw = { ...view, result: { winner: null, words: 'A draw at the turn limit (allies 1, germans 1)' } }
    expect(endHeadline(draw, 'allies')).toBe('A draw')
    expect(resultWords(draw, 'allies')).toBe('At the turn limit (the Allies 1, the Germans 1)')
    expect(html).toContain('Back to the menu')
    expect(html).toContain('Save the game')
    expect(renderToStaticMarkup(<HexGameOver view={view} seat={null} canSave={false} onMenu={noop} onSave={noop} />)).not.toContain('Save the game')
  })

  it('critical hits in words (002 CRITICAL HIT TABLE: "Engine Damaged Max Speed –2", "Struts Damaged Plane can no longer climb or loop")', () => {
    const view = viewAfter([{ place: { camel: { crits: { engine: 1, struts: true, gasTank: 4 } } } }], 'allies')
    const camel = view.planes.find((p) => p.id === 'camel')!
    expect(harmWords(camel)).toEqual(['engine damaged (top speed −2)', 'fuel tank holed: must land within 4 turns', 'struts damaged: no climbing, no loops'])
  })

  it("the planes' list names a scenario's objectives, each side's, marked once achieved, and says how the game is won (002 VICTORY; rules.md's decisions)", () => {
    const { game, errors } = playHexScript(hexContent, { scenario: 'reconnaissance', seed: 1, steps: [] })
    expect(errors).toEqual([])
    const view = game!.view('allies')
    const goal = hexGoal(view)
    expect(goal.objectives.map((o) => [o.id, o.sideName, o.done])).toEqual([
      ['spot-guns', 'German', false],
      ['leaflets-town', 'German', false],
    ])
    expect(goal.wins).toBe('A side wins when no enemy plane is left flying, or at once when it achieves every objective it has; after round 30 the score decides: 1 for each plane or balloon a side brings down, 1 for each objective.')
    let html = renderToStaticMarkup(<PlanesPanel view={view} seat="allies" />)
    expect(html).toContain('data-testid="hex-goal"')
    expect(html).toContain('Spot the guns at (3,6): end a move within 1 hex of them at altitude 3 or lower, observer alive')
    expect(html).not.toContain('✓ done')
    html = renderToStaticMarkup(<PlanesPanel view={{ ...view, achieved: ['spot-guns'] }} seat="allies" />)
    expect(html).toMatch(/data-testid="hex-objective-spot-guns"><b>✓ done: <\/b>Spot the guns/)
    expect(html).toMatch(/data-testid="hex-objective-leaflets-town">Drop/)
    // a duel has none: nothing under the planes, and its goal is the last plane flying
    const duel = viewAfter([], 'allies')
    expect(renderToStaticMarkup(<PlanesPanel view={duel} seat="allies" />)).not.toContain('hex-goal')
    expect(hexGoal(duel).wins).toBe('A side wins when no enemy plane is left flying; after round 30 the score decides: 1 for each plane or balloon a side brings down.')
  })
})
