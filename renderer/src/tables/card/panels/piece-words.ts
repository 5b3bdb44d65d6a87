/**
 * Balloons and ground pieces in a newcomer's words (003 Balloon busting, lines 530-560; Ground fire, lines 649-777):
 * what a piece is, how it stands ("standing", "silenced", "winched down", "burning (2 flames)") and its damage where
 * the view holds it. A ground piece's damage cards "are kept face up beside the trench" (line 668), so every seat sees
 * "3/5 (silences at 5)"; a balloon's are secret (line 559) and show only to its owner, as a plane's do. The panels
 * list the aeroplanes first, then the pieces grouped by team.
 */
import type { PieceKind } from '../../../../../shared/content/types'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'

/** What the words read of a piece: its status and its public flame counters. */
export interface PieceLike {
  status: PlaneView['status']
  effects?: { flame?: number }
}

/** What a piece of the view is: 'aeroplane' for an aeroplane (setup planes carry a kind only for pieces). */
export function pieceKind(view: Pick<GameView, 'setup' | 'planes'>, id: string): PieceKind {
  return view.setup.planes.find((p) => p.id === id)?.kind ?? 'aeroplane'
}

/** A piece's kind in words, for the tooltips and the fate column. */
export const KIND_WORDS: Record<PieceKind, string> = {
  aeroplane: 'aeroplane',
  balloon: 'observation balloon',
  trench: 'trench',
  'aa-gun': 'anti-aircraft gun',
  aamg: 'anti-aircraft machine gun',
  target: 'target',
}

/** How a piece stands now, short: the damage panel's chip and the nameplate's tag. */
export function pieceState(kind: PieceKind, p: PieceLike): string {
  const flame = p.effects?.flame ?? 0
  switch (p.status) {
    case 'standing':
      if (kind === 'balloon') return flame > 0 ? `burning (${flame} flame${flame === 1 ? '' : 's'})` : 'up'
      // a target card is bombed or photographed, never fired at: no damage of its own (003 Bombing, line 834)
      if (kind === 'target') return 'target'
      return 'standing'
    case 'silenced':
      return 'silenced'
    case 'landed':
      return 'winched down'
    case 'shot-down':
      return kind === 'balloon' ? 'shot down' : 'destroyed'
    case 'exploded':
      return kind === 'balloon' ? 'burnt out' : 'blown up'
    default:
      return p.status.replace(/-/g, ' ')
  }
}

/** The tooltip of a piece's state: what it means in the rules. */
export function pieceStateTitle(kind: PieceKind, p: PieceLike): string {
  const what = KIND_WORDS[kind]
  switch (p.status) {
    case 'standing':
      if (kind === 'balloon') return (p.effects?.flame ?? 0) > 0 ? 'an observation balloon on fire: one flame counter goes each turn, with a damage card' : 'an observation balloon up on its cable'
      return kind === 'target' ? "a target card on the ground: bombs that hit it and a photograph taken of it score as the scenario says (Goal, on the bar)" : `a ${what} still in the fight`
    case 'silenced':
      return `a ${what} silenced: it fires no more and counts as out of the fight`
    case 'landed':
      return 'the balloon was winched down: out of the game, not destroyed'
    default:
      return `${what}: ${pieceState(kind, p)}`
  }
}

/**
 * What has come to a target card (003 Bombing, lines 832-835; the scenarios' photographs, lines 1104-1106): "bombed
 * (4 points)", "photographed", both; before, what it waits for: "not bombed yet", "not photographed yet" (from the
 * setup's bombers and cameras), or "target" where no plane is given either. Every seat sees it: the bombs' fall and
 * the photograph's stall are public (state-types PublicEffects).
 */
export function targetRecord(view: Pick<GameView, 'setup' | 'planes'>, id: string): { words: string; done: boolean } {
  let points = 0
  let bombed = false
  let photographed = false
  for (const p of view.planes) {
    for (const h of p.effects?.bombs?.hits ?? []) {
      if (h.target !== id || h.result === 'miss') continue
      bombed = true
      points += h.points
    }
    if (p.effects?.photo?.target === id) photographed = true
  }
  const done = [bombed ? `bombed (${points} point${points === 1 ? '' : 's'})` : null, photographed ? 'photographed' : null].filter(Boolean)
  if (done.length) return { words: done.join(', '), done: true }
  const bombers = view.setup.planes.some((p) => p.bombs?.length)
  const camera = view.setup.planes.some((p) => p.camera?.includes(id))
  const waits = [bombers ? 'bombed' : null, camera ? 'photographed' : null].filter(Boolean)
  return { words: waits.length ? `not ${waits.join(' or ')} yet` : 'target', done: false }
}

/**
 * A piece's damage where the view holds it: a ground piece "3/5 (silences at 5)" while it stands, "7/5" once out (public), a balloon "3/12" (its own
 * seat, and everyone at the end); null when hidden (the damage panel then shows the cards face down) and for a target card,
 * which takes none.
 */
export function pieceDamage(kind: PieceKind, p: Pick<PlaneView, 'damageTotal' | 'status'>, points: number): string | null {
  if (p.damageTotal === undefined) return null
  // a target card takes no damage: bombs score for the bomber (003 line 834: "or the player scores full victory
  // points"); what came to it is targetRecord's
  if (kind === 'target') return null
  // what silences it is said only while it stands: once silenced, the total is enough
  if (kind === 'balloon' || kind === 'aeroplane' || p.status !== 'standing') return `${p.damageTotal}/${points}`
  return `${p.damageTotal}/${points} (silences at ${points})`
}

/**
 * The planes of the view in the order the panels list them: the aeroplanes first (in the view's order), then the
 * pieces grouped by team (in the setup's team order, each team's in the view's order).
 */
export function panelOrder<P extends { id: string; team: string }>(view: Pick<GameView, 'setup'>, planes: readonly P[]): P[] {
  const kinds = new Map(view.setup.planes.map((p) => [p.id, p.kind]))
  const aircraft = planes.filter((p) => !kinds.get(p.id))
  const teams = view.setup.teams.map((t) => t.id)
  const pieces = planes.filter((p) => kinds.get(p.id))
  const rank = (team: string) => (teams.includes(team) ? teams.indexOf(team) : teams.length)
  return [...aircraft, ...pieces.map((p, i) => ({ p, i })).sort((a, b) => rank(a.p.team) - rank(b.p.team) || a.i - b.i).map((x) => x.p)]
}
