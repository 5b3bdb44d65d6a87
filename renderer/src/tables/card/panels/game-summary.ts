/**
 * The end-of-game summary, one row per plane: its fate and what it did. Stats are all in the view once the game
 * is over (damage values included); before that only the public ones are.
 */
import { teamWins } from '../../common/team-words'
import type { Content, PieceKind, Side } from '../../../../../shared/content/types'
import { planeName } from './plane-name'
import type { GameView } from '../../../../../shared/engine/view'
import { panelOrder, pieceKind, pieceState, targetRecord } from './piece-words'

export interface SummaryRow {
  id: string
  name: string
  /** 'aeroplane', or what piece it is (balloon, trench, AA gun, AA machine gun, target) */
  kind: PieceKind
  side: Side | undefined
  status: string
  fate: string
  shots: number
  manoeuvres: number
  cardsDealt: number
  cardsTaken: number
  dealt: number
  taken: number
}

const FATES: Record<string, string> = {
  flying: 'still flying',
  'shot-down': 'shot down',
  exploded: 'exploded',
  exited: 'left the table',
  'out-of-control': 'out of control',
  crashed: 'crashed',
}

/** 003 Flying Higher (lines 441-442): out "just as if it went out of the gaming surface", by no edge */
const BELOW_FLOOR = 'dived below the floor: out, as if it left the table'

/** A piece's fate: "standing", "silenced, turn 3", "winched down, turn 2", "burning (2 flames)". */
function pieceFate(kind: PieceKind, p: GameView['planes'][number]): string {
  const words = pieceState(kind, p)
  return p.out && p.status !== 'standing' ? `${words}, turn ${p.out.turn}` : words
}

/** One row per plane, the aeroplanes first, then the balloons and ground pieces grouped by team; a target card's fate is what came to it. */
export function summaryRows(view: GameView, content: Content): SummaryRow[] {
  return panelOrder(view, view.planes).map((p) => ({
    id: p.id,
    name: planeName(view.planes, p.id, content),
    kind: pieceKind(view, p.id),
    side: view.setup.teams.find((t) => t.id === p.team)?.side,
    status: p.status,
    fate:
      pieceKind(view, p.id) === 'target'
        ? targetRecord(view, p.id).words
        : pieceKind(view, p.id) !== 'aeroplane'
        ? pieceFate(pieceKind(view, p.id), p)
        : p.out && p.status !== 'flying'
          ? `${p.status === 'exited' && p.out.edge === null ? BELOW_FLOOR : (FATES[p.status] ?? p.status)}, turn ${p.out.turn}`
          : (FATES[p.status] ?? p.status),
    shots: p.stats.shots,
    manoeuvres: p.stats.manoeuvres,
    cardsDealt: p.stats.cardsDealt,
    cardsTaken: p.stats.cardsTaken,
    dealt: p.stats.damageDealt ?? 0,
    taken: p.stats.damageTaken ?? p.damageTotal ?? 0,
  }))
}

/** A player's line of a score kept separately: the plane (its pilot's seat) and its points, the winner's marked. */
export interface PlayerScore {
  plane: string
  name: string
  seat: string
  side: Side | undefined
  points: number
  won: boolean
}

/**
 * Scores kept separately (003 Look Up!'s variant: "Scores are kept separately: The winner is the one scoring more
 * points"): each player's points by plane, most first; none when the scores are the teams'.
 */
export function playerScores(view: GameView, content: Content): PlayerScore[] {
  const players = view.result?.players
  if (!players) return []
  return Object.entries(players)
    .map(([id, points]) => {
      const p = view.planes.find((q) => q.id === id)
      const seat = view.setup.seats.find((s) => s.id === p?.seat)
      return { plane: id, name: planeName(view.planes, id, content), seat: seat?.name ?? p?.seat ?? '', side: view.setup.teams.find((t) => t.id === p?.team)?.side, points, won: view.result?.winnerPlane === id }
    })
    .sort((a, b) => b.points - a.points)
}

/**
 * The result said from where the reader sits: "You won", "You lost" or "A draw" for the player of one side (all
 * the seats at this screen on one team), "The Germans win" (team-words.ts) for a spectator or for players of both sides sharing the
 * screen (hotseat). Scores kept separately: "You won" or "You lost" for one of the players, "<plane> wins" for a
 * spectator or for both players at one screen.
 */
export function resultHeadline(view: GameView, mySeats: readonly string[], content?: Content): string {
  const winner = view.result?.winner ?? null
  if (winner === null) return 'A draw'
  // scores kept separately (003 Look Up!'s variant): the players of one side play against each other
  const players = view.result?.players
  const top = view.result?.winnerPlane
  if (players && top) {
    const flown = view.planes.filter((p) => mySeats.includes(p.seat) && p.id in players).map((p) => p.id)
    if (flown.length > 0 && flown.length < Object.keys(players).length) return flown.includes(top) ? 'You won' : 'You lost'
    return `${content ? planeName(view.planes, top, content) : top} wins`
  }
  const myTeams = new Set(view.setup.seats.filter((s) => mySeats.includes(s.id)).map((s) => s.team))
  if (myTeams.size === 1) return myTeams.has(winner) ? 'You won' : 'You lost'
  const team = view.setup.teams.find((t) => t.id === winner)
  return teamWins(team?.name ?? winner)
}
