/**
 * 003 Ground fire, AA guns placed by their players (lines 679-706) and Adjusting the Aim (lines 744-759): what the
 * archie panel asks of a gun's owner and offers, from the seat's view. The engine's own checks (player-aa.ts
 * archieProblem) judge each answer before it is sent, as balloon-orders.ts reuses winchProblem: the positions, levels
 * and counters they read are public.
 */
import type { CompiledRules } from '../../../../../shared/engine/compiled'
import { archieProblem, awaitsArchie, COUNTER_DIAMETER, REACH_AT_HEIGHT, type ArchieAnswer } from '../../../../../shared/engine/rules/ground-fire/player-aa'
import type { GameSetup, GameState } from '../../../../../shared/engine/types'
import type { GameView, PlaneView } from '../../../../../shared/engine/view'

/** The seat's guns the game waits for now (step 'archie'), in table order. */
export function gunsToAim(view: GameView, seat: string | null): PlaneView[] {
  if (view.step !== 'archie' || !seat) return []
  return view.planes.filter((p) => p.seat === seat && awaitsArchie(p))
}

/** Why the engine would refuse this answer from gun `plane` now; null when it takes it. */
export function aimProblem(rules: CompiledRules, view: GameView, plane: string, answer: ArchieAnswer): string | null {
  const g = rules.byId.get(plane)?.index
  if (g === undefined) return `there is no "${plane}"`
  return archieProblem({ rules, state: view as unknown as GameState, events: null }, g, answer)
}

/** The reach at a height (lines 681, 696-697): how far the counter's edge may be from the red dot, rulers and cm (0: over the gun card). */
export function reachAt(rules: CompiledRules, altitude: boolean, level: number | undefined): { rulers: number; cm: number } {
  const rulers = REACH_AT_HEIGHT[altitude ? Math.min(5, Math.max(1, level ?? 1)) : 0]
  return { rulers, cm: rulers * rules.ruler }
}

const rulerWords = (n: number) => (n === 0.5 ? 'half a ruler' : `${n} ruler${n === 1 ? '' : 's'}`)

/** The reach in words, for the panel: "its edge within 2 rulers of the red dot" or "over the gun card" at height 5. */
export function reachWords(rules: CompiledRules, altitude: boolean, level: number | undefined): string {
  const { rulers } = reachAt(rules, altitude, level)
  return rulers === 0 ? 'over the gun card (height 5)' /* 003 line 697 */ : `its edge within ${rulerWords(rulers)} of the red dot${altitude ? '' : ', not over the gun card'}`
}

/** The counter's radius, cm (a disc 2.5 cm across: player-aa.ts). */
export const COUNTER_RADIUS = COUNTER_DIAMETER / 2

/** A gun's counter on the table (Adjusting the Aim asks its owner again), or null when the gun is loaded. */
export function counterOut(gun: PlaneView): { x: number; y: number; level?: number } | null {
  const aa = gun.effects?.aa
  return aa?.counter === 'placed' && aa.x !== undefined && aa.y !== undefined ? { x: aa.x, y: aa.y, ...(aa.level !== undefined ? { level: aa.level } : {}) } : null
}

/** One answer the panel offers: its button, the answer sent, and the engine's reason when it would refuse it. */
export interface AimChoice {
  id: 'fire' | 'hold' | 'move' | 'delay' | 'retire' | 'up' | 'down' | 'leave'
  label: string
  answer: ArchieAnswer
  refused: string | null
}

/**
 * What the owner of `gun` may answer now, with `pending` the place clicked on the table (null: none yet) and `level`
 * the height chosen (with altitude). A loaded gun: fire at the pending place, or hold fire. A counter out (Adjusting
 * the Aim): leave it to burst, move it to the pending place, "delayed" (it stays and the two rounds start again),
 * retire it, or (with altitude) raise or lower it a level.
 */
export function aimChoices(rules: CompiledRules, view: GameView, gun: PlaneView, pending: { x: number; y: number } | null, level: number | undefined): AimChoice[] {
  const altitude = view.setup.options.altitude === true
  const judge = (c: Omit<AimChoice, 'refused'>): AimChoice => ({ ...c, refused: aimProblem(rules, view, gun.id, c.answer) })
  const out = counterOut(gun)
  if (!out) {
    const at = pending
    return [
      {
        ...judge({ id: 'fire', label: 'Fire here', answer: { at: at ?? { x: gun.x, y: gun.y }, ...(altitude ? { level: level ?? 1 } : {}) } }),
        ...(at ? {} : { refused: 'click the table inside the ring to put the counter' }),
      },
      judge({ id: 'hold', label: 'Hold fire', answer: { at: null } }),
    ]
  }
  const choices: AimChoice[] = [judge({ id: 'leave', label: 'Leave it to burst', answer: { at: null } })]
  const moved = pending && (pending.x !== out.x || pending.y !== out.y) ? pending : null
  choices.push({ ...judge({ id: 'move', label: 'Move here', answer: { at: moved ?? { x: out.x, y: out.y } } }), ...(moved ? {} : { refused: 'click the table within a ruler of the counter to move it there' }) })
  choices.push(judge({ id: 'delay', label: 'Delayed', answer: { at: { x: out.x, y: out.y } } }))
  choices.push(judge({ id: 'retire', label: 'Retire', answer: { at: null, retire: true } }))
  if (altitude && out.level !== undefined) {
    choices.push(judge({ id: 'up', label: `Height up (${out.level + 1})`, answer: { at: null, level: out.level + 1 } }))
    choices.push(judge({ id: 'down', label: `Height down (${out.level - 1})`, answer: { at: null, level: out.level - 1 } }))
  }
  return choices
}

/** New game's "AA guns" choice: who fires them (GameSetup.groundFire.aa). */
export type AaGunners = 'solo' | 'player'

/**
 * Whether New game asks who fires the AA guns (the setup has some), and the answer it starts with: the scenario's own
 * word where it says, else the solo rules when the guns' seat is a bot (the computer aims) and their players when a
 * person (or a LAN guest) sits there.
 */
export function aaGunnersChoice(setup: Pick<GameSetup, 'planes' | 'seats' | 'groundFire'>, isBot: (seat: string) => boolean): { asked: boolean; initial: AaGunners } {
  const guns = setup.planes.filter((p) => p.kind === 'aa-gun')
  if (!guns.length) return { asked: false, initial: 'solo' }
  if (setup.groundFire) return { asked: true, initial: setup.groundFire.aa }
  return { asked: true, initial: guns.some((g) => !isBot(g.seat)) ? 'player' : 'solo' }
}
