/**
 * What the nameplate over each plane says: the plane's name in its team's colour and, where the view shows it,
 * its damage against its damage points. The view decides what is known: a seat's own planes carry their damage
 * total, the other planes only the number of damage cards they hold face down (rulebook 003: damage cards are
 * kept face down and secret), and at the end of the game every total is shown. A nameplate never shows more.
 */
import type { AceSkill, Content, PieceKind } from '../../../../../shared/content/types'
import { aceChips } from '../panels/ace-words'
import { pieceState } from '../panels/piece-words'
import type { SeatId } from '../../../../../shared/engine/types'
import type { GameView } from '../../../../../shared/engine/view'
import { planeName } from '../panels/plane-name'
import { teamColour, type TeamPalette } from '../../common/team-colours'
import { withinSides } from '../../common/scene/within-sides'

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
      ...(kind ? { piece: { kind, state: pieceState(kind, p) } } : {}),
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

/** A box on the screen, px, y down. */
export interface ScreenBox {
  left: number
  top: number
  right: number
  bottom: number
}

/** A plate to place: its size and the point it stands on (the middle of its lower edge), px. */
export interface PlateToPlace {
  id: string
  x: number
  y: number
  width: number
  height: number
}

/** Something a plate must not cover: another plate's label, a ghost's warning, a plane's base; `owner` may be covered by its own plate. */
export interface ScreenObstacle extends ScreenBox {
  owner?: string
}

/** Where a plate goes: its offset from the point it stands on, px; `under`: below its own plane, pointing up at it. */
export interface PlateShift {
  dx: number
  dy: number
  under?: boolean
}

const boxAt = (p: PlateToPlace, s: PlateShift, gap: number): ScreenBox => ({
  left: p.x + s.dx - p.width / 2 - gap,
  right: p.x + s.dx + p.width / 2 + gap,
  top: p.y + s.dy - p.height - gap,
  bottom: p.y + s.dy + gap,
})

const overlapArea = (a: ScreenBox, b: ScreenBox): number =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))

/**
 * Screen-space de-overlap of the nameplates (issue 9: plates of planes close together, the ghosts' warning labels
 * and other planes' bases were drawn over each other). Plates are placed from the lowest on the screen up (the
 * nearer planes, as a rule); each stays where it stands unless its box would cover one placed before it or an
 * obstacle it does not own, and then goes to the nearest free spot among those just above, left or right of what
 * it hit (a few rounds of that, so a small cluster settles), or just under its own plane (the obstacle it owns, the
 * plane as drawn), never further than `maxShift` px nor past `sides` (the window's edges). Where nothing is free,
 * the spot that covers least. Cheap for a
 * handful of plates: at most `tries` boxes tested per plate. A plate beside another plane reads as that plane's;
 * one under its own does not.
 */
export function deOverlapPlates(
  plates: readonly PlateToPlace[],
  obstacles: readonly ScreenObstacle[] = [],
  opts: { gap?: number; maxShift?: number; tries?: number; sides?: { left: number; right: number } } = {},
): Map<string, PlateShift> {
  const gap = opts.gap ?? 3
  const sides = opts.sides ?? { left: -Infinity, right: Infinity }
  const maxShift = opts.maxShift ?? 160
  const tries = opts.tries ?? 24
  const placed: ScreenObstacle[] = []
  const out = new Map<string, PlateShift>()
  const order = [...plates].sort((a, b) => b.y - a.y || a.x - b.x || (a.id < b.id ? -1 : 1))
  for (const p of order) {
    const blocking = [...obstacles.filter((o) => o.owner !== p.id), ...placed]
    // a move up costs a little more than one aside; under its own plane costs half its length (it cannot be misread)
    const cost = (s: PlateShift) => (s.under ? 0.5 * Math.hypot(s.dx, s.dy) : Math.hypot(s.dx, s.dy * 1.2))
    const queue: PlateShift[] = [{ dx: 0, dy: 0 }]
    const own = obstacles.find((o) => o.owner === p.id)
    if (own) queue.push({ dx: 0, dy: own.bottom + 2 * gap + p.height - p.y, under: true })
    const seen = new Set<string>()
    let best: { s: PlateShift; covered: number } | null = null
    let tested = 0
    while (queue.length && tested < tries) {
      queue.sort((a, b) => cost(a) - cost(b))
      const s = queue.shift()!
      const key = `${Math.round(s.dx)},${Math.round(s.dy)}`
      if (seen.has(key) || Math.hypot(s.dx, s.dy) > maxShift) continue
      seen.add(key)
      tested++
      // not past the window's sides (a plate that starts inside them)
      const drawn = boxAt(p, s, 0)
      if ((drawn.left < sides.left - 0.5 || drawn.right > sides.right + 0.5) && p.width <= sides.right - sides.left) continue
      const box = boxAt(p, s, gap)
      let covered = 0
      let hit: ScreenBox | null = null
      for (const o of blocking) {
        const a = overlapArea(box, o)
        if (a > 0) {
          covered += a
          hit ??= o
        }
      }
      if (!best || covered < best.covered || (covered === best.covered && cost(s) < cost(best.s))) best = { s, covered }
      if (!hit) break
      // just above what it hit, or beside it on either side (the box includes the gap, so `hit` edges are exact)
      if (s.under) continue
      queue.push({ dx: s.dx, dy: s.dy - (box.bottom - hit.top) })
      queue.push({ dx: s.dx - (box.right - hit.left), dy: s.dy })
      queue.push({ dx: s.dx + (hit.right - box.left), dy: s.dy })
    }
    const s = best?.s ?? { dx: 0, dy: 0 }
    out.set(p.id, s)
    const b = boxAt(p, s, 0)
    placed.push({ ...b, owner: p.id })
  }
  return out
}

/** The point of a box nearest to (x, y): where a plate's leader line meets it. */
export function nearestOnBox(box: ScreenBox, x: number, y: number): [number, number] {
  return [Math.max(box.left, Math.min(box.right, x)), Math.max(box.top, Math.min(box.bottom, y))]
}

/** A plate's vertical offset moved down, if need be, so that its top (its point `y` + `dy` less its height) is not above `ceiling` (the HUD bar's foot), px. */
export function belowCeiling(y: number, dy: number, height: number, ceiling: number): number {
  return y + dy - height < ceiling ? ceiling + height - y : dy
}

/**
 * Where every plate goes (issue 26): the pieces' plates first, among themselves only, so that they keep their places
 * from turn to turn whatever the planes do (they stand still; placed after the planes' plates, a piece's plate was
 * pushed about by them and two pieces' plates swapped places); then the planes' plates, clear of the pieces' plates
 * and of the obstacles; no plate's top above `ceiling` (the HUD bar's foot, px), and none past `sides` (the window's
 * left and right edges, px).
 */
export function placePlates(
  plates: readonly PlateToPlace[],
  pieces: ReadonlySet<string>,
  obstacles: readonly ScreenObstacle[],
  ceiling = -Infinity,
  sides: { left: number; right: number } = { left: -Infinity, right: Infinity },
): Map<string, PlateShift> {
  // a plate the window's side would cut starts inside it, so that the others are kept clear of where it will stand
  const pre = new Map(plates.map((p) => [p.id, withinSides(p.x, 0, p.width, sides.left, sides.right)]))
  const inside = plates.map((p) => ({ ...p, x: p.x + pre.get(p.id)! }))
  const ofPieces = inside.filter((p) => pieces.has(p.id))
  const shifts = deOverlapPlates(ofPieces, [], { sides })
  const pieceBoxes: ScreenObstacle[] = ofPieces.map((p) => {
    const s = shifts.get(p.id)!
    return { left: p.x + s.dx - p.width / 2, right: p.x + s.dx + p.width / 2, top: p.y + s.dy - p.height, bottom: p.y + s.dy, owner: p.id }
  })
  for (const [id, s] of deOverlapPlates(
    inside.filter((p) => !pieces.has(p.id)),
    [...obstacles, ...pieceBoxes],
    { sides },
  ))
    shifts.set(id, s)
  for (const p of plates) {
    const s = shifts.get(p.id)
    if (s) shifts.set(p.id, { ...s, dx: withinSides(p.x, s.dx + pre.get(p.id)!, p.width, sides.left, sides.right), dy: belowCeiling(p.y, s.dy, p.height, ceiling) })
  }
  return shifts
}
