/**
 * What the nameplate over each plane says: the plane's name in its team's colour and, where the view shows it,
 * its damage against its damage points. The view decides what is known: a seat's own planes carry their damage
 * total, the other planes only the number of damage cards they hold face down (rulebook 003: damage cards are
 * kept face down and secret), and at the end of the game every total is shown. A nameplate never shows more.
 */
import type { AceSkill, Content, PieceKind } from '../../../../../shared/content/types'
import { aceChips } from '../panels/ace-words'
import { pieceState, targetRecord } from '../panels/piece-words'
import type { SeatId } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { planeName } from '../panels/plane-name'
import { teamColour, type TeamPalette } from '../../common/team-colours'

export interface NameplateInfo {
  id: string
  name: string
  /** the team's colour */
  colour: string
  /** flown from the seat whose view this is */
  mine: boolean
  /** the damage taken against the plane's damage points: only where the view holds the total */
  damage: { total: number; of: number } | null
  /** damage cards held (public: their number, not their values) */
  cards: number
  /** 003 Special Damage: smoke and flame counters left (public: they stand beside the plane on the table) */
  smoke: number
  flame: number
  /** 003 Aim: each gun arc's run of fire at one plane (public), with the target's name */
  aim: { arc: 'front' | 'rear'; target: string; targetName: string; phases: number }[]
  /**
   * the airmen's abilities (issue 28), each a tag whose tooltip gives its words: those with a counter say when they are
   * used and until when (003 lines 962-967, public: "Use a blank counter to show when you use the ability")
   */
  ace?: { key: string; text: string; title: string; cls: string }[]
  /** the crew's names (a campaign's airmen), "pilot · observer" */
  crew?: string
  /** 003 Altitude: the level and climb counters (public: the pegs and the counters stand on the table); null without the altitude rules */
  alt: { level: number; climbs: number; climbRate: number; clouds?: true } | null
  /** a balloon or ground piece still on the table: what it is and how it stands in a word ("silenced", "burning (2 flames)") */
  piece?: { kind: Exclude<PieceKind, 'aeroplane'>; state: string }
}

/**
 * A piece's name on its plate, short: "AA MG (B) 1" for "Anti-aircraft machine gun (B) 1", "Drachen 1" for
 * "Parseval-Sigsfeld Drachen 1" (two balloons' long plates side by side pushed each other up, off their balloons;
 * the panels say it in full).
 */
export function shortPieceName(name: string): string {
  return name.replace(/^Anti-aircraft machine gun/, 'AA MG').replace(/^Anti-aircraft gun/, 'AA gun').replace(/^Parseval-Sigsfeld /, '')
}

/** Whether a piece's plate shows: while it stands on the table, silenced or not (003 lines 551, 676, 714). */
export function pieceShowsPlate(status: string): boolean {
  return status === 'standing' || status === 'silenced'
}

/**
 * The state a piece's plate names beside it, or null where it only stands as placed: a balloon up on its cable, a
 * ground piece still in the fight, a target card (its name says what it is: the plate read "target Target").
 */
export function plateStateTag(piece: { state: string } | undefined): string | null {
  if (!piece || piece.state === 'standing' || piece.state === 'up' || piece.state === 'target') return null
  return piece.state
}

/** A target card's state on its plate: what came to it once it did, else 'target' (which the plate leaves unsaid). */
function targetPlateState(view: GameView, id: string): string {
  const r = targetRecord(view, id)
  return r.done ? r.words : 'target'
}

/** The public effects of a plane's view in the tags its plate shows (none in the basic game). */
function effectsTags(view: GameView, p: GameView['planes'][number], content: Content): Pick<NameplateInfo, 'smoke' | 'flame' | 'aim'> {
  const fx = p.effects
  if (!fx) return { smoke: 0, flame: 0, aim: [] }
  const aim: NameplateInfo['aim'] = []
  for (const arc of ['front', 'rear'] as const) {
    const run = fx.aim?.[arc]
    if (run && run.phases > 0) aim.push({ arc, target: run.target, targetName: planeName(view.planes, run.target, content), phases: run.phases })
  }
  return { smoke: fx.smoke ?? 0, flame: fx.flame ?? 0, aim }
}

/** What a plate's effect tags say, short on the plate and in full in their tooltips. */
export function effectTagWords(info: Pick<NameplateInfo, 'smoke' | 'flame' | 'aim' | 'ace'>): { key: string; text: string; title: string; cls?: string }[] {
  const out: { key: string; text: string; title: string; cls?: string }[] = [...(info.ace ?? [])]
  if (info.flame > 0)
    out.push({ key: 'flame', text: `fire ${info.flame}`, title: `On fire (special damage): ${info.flame} flame counter${info.flame === 1 ? '' : 's'} left; before each turn's first manoeuvre is shown one goes and the plane takes an A damage card` })
  if (info.smoke > 0)
    out.push({ key: 'smoke', text: `smoke ${info.smoke}`, title: `Smoking (special damage): ${info.smoke} smoke counter${info.smoke === 1 ? '' : 's'} left, one goes at the end of each turn; a smoking plane cannot tail` })
  for (const a of info.aim) {
    const guns = a.arc === 'rear' ? 'rear guns' : 'guns'
    out.push({
      key: `aim-${a.arc}`,
      text: `${a.arc === 'rear' ? 'rear guns ' : ''}aiming at ${a.targetName} ×${a.phases}`,
      title: `Aim: its ${guns} have fired at ${a.targetName} ${a.phases} phase${a.phases === 1 ? '' : 's'} in a row; firing at it again next phase, every card that does damage does one more`,
    })
  }
  return out
}

/** The nameplates of a view's planes, in the view's order, coloured in `palette` (the one in use unless given). */
export function nameplatesFor(view: GameView, content: Content, palette?: TeamPalette): NameplateInfo[] {
  const sides = new Map(view.setup.teams.map((t) => [t.id, t.side]))
  const kinds = new Map(view.setup.planes.map((p) => [p.id, p.kind]))
  const crews = new Map(view.setup.planes.map((p) => [p.id, p]))
  return view.planes.map((p) => {
    const known = p.damageTotal !== undefined && p.damage !== undefined
    const kind = kinds.get(p.id)
    return {
      id: p.id,
      name: kind ? shortPieceName(planeName(view.planes, p.id, content)) : planeName(view.planes, p.id, content),
      // a target card's plate names what came to it ("bombed (4 points)"), nothing before
      ...(kind ? { piece: { kind, state: kind === 'target' ? targetPlateState(view, p.id) : pieceState(kind, p) } } : {}),
      colour: teamColour(sides.get(p.team), palette),
      mine: view.viewer !== null && p.seat === view.viewer,
      // a target card takes no damage (bombs score for the bomber): no bar
      damage: known && kind !== 'target' ? { total: p.damageTotal!, of: content.aircraft[p.aircraft]?.damagePoints ?? 0 } : null,
      cards: p.damageCount,
      ...effectsTags(view, p, content),
      ...aceTags(crews.get(p.id), p, view.turn),
      ...crewNames(crews.get(p.id)?.crew),
      alt: p.effects?.alt
        ? {
            level: p.effects.alt.level,
            climbs: p.effects.alt.climbs,
            climbRate: p.effects.alt.climbRate,
            // 003 Cloud Cover: at the cover's level the plane is in the clouds
            ...(p.effects.alt.level === view.setup.options.cloudCover ? { clouds: true as const } : {}),
          }
        : null,
    }
  })
}

/**
 * The airmen's abilities as plate tags: the ability's name while it is at hand or has no counter ("Sniper"), its
 * counter while it is on ("Daredevil used: again from turn 4"); nothing for a plane with no ace.
 */
function aceTags(crew: { aceSkills?: readonly AceSkill[]; observerSkills?: readonly AceSkill[] } | undefined, p: GameView['planes'][number], turn: number): Pick<NameplateInfo, 'ace'> {
  const chips = aceChips(crew?.aceSkills, p.aceUsed, turn, { observer: crew?.observerSkills, spent: p.aceSpent })
  if (chips.length === 0) return {}
  return {
    ace: chips.map((c) => ({
      key: `ace-${c.who ? 'observer-' : ''}${c.skill}`,
      // at hand: the name alone (the chip's ": ready" is the planning panel's)
      text: c.spent ? c.text : c.text.replace(/: ready(, once)?$/, ''),
      title: c.title,
      cls: c.spent ? 'ace spent' : 'ace',
    })),
  }
}

/** The crew's names on the plate, "Lt. Ball · Sgt. Hall", when the setup names them (a campaign's airmen). */
function crewNames(crew: { pilot?: string; observer?: string } | undefined): Pick<NameplateInfo, 'crew'> {
  const names = [crew?.pilot, crew?.observer].filter((n): n is string => !!n)
  return names.length ? { crew: names.join(' · ') } : {}
}

/** The share of a damage bar to fill, 0..1. */
export function damageShare(d: { total: number; of: number }): number {
  if (d.of <= 0) return d.total > 0 ? 1 : 0
  return Math.max(0, Math.min(1, d.total / d.of))
}

/**
 * The plane being planned: in the planning step, the seat's plane the planning panel shows (the one chosen,
 * else its first plane still to commit), or null when this seat has nothing to plan.
 */
export function plannedPlane(view: GameView, seat: SeatId | null, chosen: string | null): string | null {
  if (view.step !== 'planning' || seat === null) return null
  const mine = view.planes.filter((p) => p.seat === seat && p.status === 'flying' && !p.committed)
  return (mine.find((p) => p.id === chosen) ?? mine[0])?.id ?? null
}
