/**
 * How a game of the card game is won, in a newcomer's words: when it ends, who wins, and what scores points for each
 * side. A scenario words its own victory conditions (003 Scenarios, lines 1034-: "The Allied player scores 10 points
 * for each balloon destroyed..."); the engine holds them as data (GameSetup.score, engine/scoring), and these words
 * are read from that data, so they say what the engine counts. The basic game's end and points are 003 Victory
 * (lines 132-141): "The last player having one or more planes on the playing area after all the enemy planes have
 * been eliminated or exited wins", "1 point for each enemy aircraft leaving the gaming field, 2 points for every
 * enemy aircraft shot down, and -1 for each of your own aircraft shot down".
 *
 * Everything here is in the setup every seat is given: no seat's secret (a balloon's hidden damage, a plan) is
 * read, and no running score is said (a 'damage' term would count damage kept face down).
 *
 * Shown by New game, a campaign's sortie and the lobby under the scenario's blurb (GoalText.tsx's GoalFold; a stream
 * overlay's lobby whole, CardLobby.tsx), by the table's Goal (GoalDialog.tsx), and by the game's end beside a
 * scenario's scores.
 */
import type { PieceKind, ScenarioScore, ScoreCondition, ScoreTerm } from '../../../../../shared/content/types'
import type { GameSetup } from '../../../../../shared/engine/state-types'
import { thePeople } from '../../common/team-words'

export interface GoalWords {
  /** when the game ends */
  ends: string
  /** who wins */
  wins: string
  /**
   * what scores, side by side: each side's name ("The Italians"), its heading ("The Italians score", "Each side
   * scores") and its lines ("+2 for each enemy aeroplane shot down")
   */
  points: { team: string; name: string; heading: string; lines: string[] }[]
  /** how a plane does what the scenario gives it to do: takes its photograph, bombs the target */
  how: string[]
}

/** "The Germans", or the name as it stands ("German pilot (Albatros D.III)"). */
const sideName = (name: string): string => thePeople(name) ?? name

/** "The Germans score", "German pilot (Albatros D.III) scores" */
function scoresHeading(name: string): string {
  const people = thePeople(name)
  return people ? `${people} score` : `${name} scores`
}

const MINUS = '\u2212'
const signed = (n: number): string => (n < 0 ? `${MINUS}${-n}` : `+${n}`)

const KIND: Record<PieceKind, [string, string]> = {
  aeroplane: ['aeroplane', 'aeroplanes'],
  balloon: ['balloon', 'balloons'],
  trench: ['trench', 'trenches'],
  'aa-gun': ['AA gun', 'AA guns'],
  aamg: ['AA machine gun', 'AA machine guns'],
  target: ['target', 'targets'],
}

/** "balloon", "trench or AA machine gun"; plural: "trenches and AA machine guns" */
function kinds(term: ScoreTerm, plural = false): string {
  const ks = (term.kinds ?? ['aeroplane']).map((k) => KIND[k][plural ? 1 : 0])
  return ks.length === 1 ? ks[0] : `${ks.slice(0, -1).join(', ')} ${plural ? 'and' : 'or'} ${ks[ks.length - 1]}`
}

/** a condition that has come about, and one that has not */
const HAPPENED: Record<ScoreCondition, string> = {
  'balloons-gone': 'no balloon is left up',
  photographed: 'the photograph has been taken',
  'photo-exited': 'the photograph has left the table',
  bombed: 'bombs have hit the target',
}
const NOT_YET: Record<ScoreCondition, string> = {
  'balloons-gone': 'a balloon is still up',
  photographed: 'no photograph has been taken',
  'photo-exited': 'the photograph has not left the table',
  bombed: 'no bomb has hit the target',
}

/**
 * A piece's term is judged when the piece leaves the game (engine/scoring conditionHolds): "once" the condition has
 * come about, "while" it has not ("from this moment, Allied planes don't give points", 003 line 1156).
 */
function when(term: ScoreTerm): string {
  if (term.if) return `, once ${HAPPENED[term.if]}`
  if (term.unless) return `, while ${NOT_YET[term.unless]}`
  return ''
}

/** "by its own side's edge" / "by another edge" */
const EDGE = { own: " by its own side's edge", other: ' by another edge' } as const

/** The pieces a term counts: "each enemy aeroplane", "each own balloon"; named planes by name ("the UFAG C.I"). */
function each(term: ScoreTerm, nameOf: (id: string) => string): { one: boolean; who: string } {
  const named = (term.planes ?? []).map((id) => `the ${nameOf(id)}`)
  if (named.length === 1) return { one: true, who: named[0] }
  if (named.length > 1) return { one: false, who: `each of ${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}` }
  return { one: false, who: `each ${term.of === 'own' ? 'own' : 'enemy'} ${kinds(term)}` }
}

/** One term in words: "+2 for each enemy aeroplane shot down", "+2 if the UFAG C.I leaves the table by its own side's edge, once the photograph has been taken". */
export function termWords(term: ScoreTerm, nameOf: (id: string) => string): string {
  const n = signed(term.points)
  if (term.when === 'game') {
    const c = term.if ? HAPPENED[term.if] : term.unless ? NOT_YET[term.unless] : null
    return c ? `${n} if at the end ${c}` : `${n} at the end`
  }
  const { one, who } = each(term, nameOf)
  const lead = one ? `${n} if ${who}` : `${n} for ${who}`
  const verb = (s: string, p: string) => (one ? s : p)
  switch (term.when) {
    case 'destroyed':
      return `${lead} ${verb('is', 'that is')} shot down${when(term)}`
    case 'exited':
      return `${lead} ${verb('leaves', 'that leaves')} the table${term.edge ? EDGE[term.edge] : ''}${when(term)}`
    case 'on-fire':
      return `${lead} ${verb('is', 'still')} on fire at the end, not destroyed${when(term)}`
    case 'damaged':
      return `${lead} ${verb('is ', '')}damaged at the end, neither destroyed nor on fire${when(term)}`
    case 'silenced':
      return `${lead} ${verb('is ', '')}silenced${when(term)}`
    case 'damage':
      return `${n} for each point of damage on ${term.of === 'own' ? 'its own' : "the enemy's"} ${kinds(term, true)}${term.max ? ` (at most ${term.max} from each)` : ''}${when(term)}`
    case 'bomb-points':
      return `${n} for each point scored by the bombs of ${one ? who : who.replace(/^each (of )?/, 'every ')}${when(term)}`
    case 'photographed':
      return `${lead} ${verb('takes', 'that takes')} its photograph${when(term)}`
    case 'observer-lost':
      return `${n} for each observer lost from ${term.of === 'own' ? 'an own' : 'an enemy'} balloon${when(term)}`
    case 'manned':
      return `${lead} ${verb('is ', '')}still up at the end with an observer aboard${when(term)}`
    case 'waited':
      return `${n} for each turn ${term.of === 'own' ? 'an own' : 'an enemy'} balloon stays up with an observer aboard before it is ordered down${when(term)}`
  }
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`

/** The scenario's winning line: "The Allies win with more than 0 points: ..." or "The side with more points wins". */
function winsByScore(setup: GameSetup, score: ScenarioScore): string {
  if (score.separate) return 'Each player scores for his own plane: the one with more points wins; equal points, a draw.'
  const win = score.win
  if (!win) return 'The side with more points wins; equal points, a draw.'
  const team = setup.teams.find((t) => t.id === win.team)
  const others = setup.teams.filter((t) => t.id !== win.team).map((t) => sideName(t.name))
  const margins = [win.marginal !== undefined ? `up to ${plural(win.marginal, 'point')} is a marginal victory` : null, win.decisive !== undefined ? `${plural(win.decisive, 'point')} or more a decisive one` : null].filter(Boolean)
  return (
    `${sideName(team?.name ?? win.team)} win with more than ${plural(win.over, 'point')}` +
    (margins.length ? ` (${margins.join('; ')})` : '') +
    (win.draw ? `; exactly ${win.over} is a draw` : '') +
    `; otherwise ${others.length === 1 ? others[0].replace(/^The /, 'the ') : 'their enemies'} win.`
  )
}

const OBSERVER = 'not once its observer is out of action'

/** A card to photograph: "the target card", "the trench card"; by its name where the table has two of its kind. */
function cardName(setup: GameSetup, id: string, nameOf: (id: string) => string): string {
  const kind = setup.planes.find((p) => p.id === id)?.kind
  if (!kind || setup.planes.filter((p) => p.kind === kind).length > 1) return `the ${nameOf(id)}`
  return `the ${KIND[kind][0]} card`
}

/**
 * How a plane does what the scenario gives it to do. A photograph: "the Ufag must perform a stall manoeuvre ...
 * starting it when its centre is at half ruler distance from any point of the target card. The photo cannot be taken
 * any more if the observer is incapacitated" (003 lines 1104-1106; rules/bombing/photo.ts). A bomb run: "the aircraft
 * card or the manoeuvre card must overlap the centre of the target card to drop bombs" (lines 1146-1148;
 * rules/bombing/bomb-run.ts). Bombs without a run fall as 003 Bombing's bomb card (lines 821-838).
 */
function howWords(setup: GameSetup, nameOf: (id: string) => string, halfRuler: number): string[] {
  const out: string[] = []
  for (const p of setup.planes) {
    if (p.camera?.length) {
      const targets = p.camera.map((id) => cardName(setup, id, nameOf)).join(' or ')
      out.push(`The ${nameOf(p.id)} takes its photograph with a stall manoeuvre begun with its centre within half a ruler (${halfRuler} cm) of ${targets}${setup.options.altitude ? ', at altitude 1' : ''}; ${OBSERVER}.`)
    }
    if (p.bombs?.length && p.bombRun)
      out.push(
        `The ${nameOf(p.id)} bombs the target by passing over the centre of the target card during the card it drops its bombs after (Bombs, beside its plan)${p.bombRun.maxLevel !== undefined && setup.options.altitude ? `, at altitude ${p.bombRun.maxLevel} or lower` : ''}; ${OBSERVER}.`,
      )
    else if (p.bombs?.length)
      out.push(`The ${nameOf(p.id)} carries bombs: beside its plan, choose the card to drop them after; a bomb card that covers the target's red dot scores in full, any part of the target card half.`)
  }
  return out
}

/** When the game ends, who wins, what scores and how, for a scenario or a game's setup; `halfRuler` in cm (17 on the standard table). */
export function goalWords(setup: GameSetup, nameOf: (id: string) => string, halfRuler: number): GoalWords {
  const how = howWords(setup, nameOf, halfRuler)
  const limit = setup.options.turnLimit && setup.options.turnLimit > 0 ? `, or at the end of turn ${setup.options.turnLimit}` : ''
  const gone = setup.endsWhenGone?.length ? setup.teams.filter((t) => setup.endsWhenGone!.includes(t.id)) : []
  const ends = gone.length
    ? `The game ends when no ${gone.map((t) => t.name).join(' or ')} aeroplane is left on the table (shot down or gone off it)${limit}.`
    : `The game ends when only one side has aeroplanes on the table${limit}.`
  if (setup.victory === 'last-standing' && !setup.score)
    return { ends, wins: 'The side with the last aeroplane on the table wins; with none left, it is a draw.', points: [], how }
  if (!setup.score) {
    // 003's points, alike for every side (lines 138-141)
    const lines = ['+1 for each enemy aeroplane that leaves the table', '+2 for each enemy aeroplane that is shot down', `${MINUS}1 for each own aeroplane that is shot down`]
    return { ends, wins: 'The side with more points wins; equal points, a draw.', points: [{ team: '', name: 'Each side', heading: 'Each side scores', lines }], how }
  }
  const score = setup.score
  const points = setup.teams
    .map((t) => ({ team: t.id, name: sideName(t.name), heading: scoresHeading(t.name), lines: score.terms.filter((x) => x.team === t.id).map((x) => termWords(x, nameOf)) }))
    .filter((t) => t.lines.length > 0)
  return { ends, wins: setup.victory === 'last-standing' ? 'The side with the last aeroplane on the table wins; with none left, it is a draw.' : winsByScore(setup, score), points, how }
}
