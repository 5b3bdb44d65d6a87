/**
 * A finished hex game's save watched as a replay (issue 30), in the renderer, from the save's text: checked as the
 * host reads it (readRulesetSave), then rebuilt command by command (shared/save/ruleset-replay.ts), one frame per
 * command with the start first, so that stepping and scrubbing never wait for the host. The frames live here, beside
 * the store; the store holds which frame is shown (the replay slice, as for a card game's replay) and the frame
 * itself as a game of the hex ruleset (the ruleset slice, under the session "replay:<file>", which the client never
 * sends to a host).
 *
 * A save of an unfinished hex game never gets here: the host refuses to read it out (its save holds both hands and
 * the order of the deck). A finished game may show everything: watched as a seat, a frame shows that seat's hand
 * and the cards it drew; as a spectator, what the stream showed.
 */
import type { SeatInfo } from '../../../../../shared/protocol/messages'
import { hexRuleset, type HexEvent, type HexView } from '../../../../../shared/rulesets/hex'
import { RulesetReplay } from '../../../../../shared/save/ruleset-replay'
import { readSave } from '../../../../../shared/save/save-file'
import type { AppStore } from '../../../store'
import { hostError } from '../../../store/game-slice'
import { frameChosen, replayFailed, replayOpened, viewerChosen, type ReplayViewer } from '../../../store/replay-slice'
import { rulesetReplayFrame } from '../../../store/ruleset-slice'
import { screenShown } from '../../../store/ui-slice'
import { hexContent } from '../hex-content'
import { hexEventText } from '../panels/hex-event-words'

interface Open {
  replay: RulesetReplay
  file: string
  seats: SeatInfo[]
  /** each viewer's events, frame by frame, worked out once it is first asked for */
  events: Map<string, HexEvent[][]>
}

let current: Open | null = null

/** The hex replay open now (tests and the test hooks). */
export function currentHexReplay(): RulesetReplay | null {
  return current?.replay ?? null
}

/** A viewer of a hex replay: a seat, or a spectator (the hex game has no secret but the hands: "all" is the spectator's). */
function seatOf(v: ReplayViewer): string | null {
  return v.kind === 'seat' ? v.seat : null
}

function eventsOf(o: Open, seat: string | null): HexEvent[][] {
  const key = seat ?? ''
  let all = o.events.get(key)
  if (!all) {
    all = Array.from({ length: o.replay.length }, (_, i) => o.replay.events(i, seat) as HexEvent[])
    o.events.set(key, all)
  }
  return all
}

/** A frame's label: the start, or the round, whose command it was and what it did first, in the event log's words. */
export function frameLabel(replay: RulesetReplay, index: number, names: ReadonlyMap<string, string>): string {
  if (index === 0) return 'The start'
  const view = replay.view(index, null) as HexView
  const round = (replay.state(index) as { round: number }).round
  const events = replay.events(index, null) as HexEvent[]
  const said = events.map((e) => hexEventText(e, view)).find((t): t is string => !!t)
  const who = events.find((e) => e.seat)?.seat
  const name = who ? (names.get(who) ?? who) : ''
  return `Round ${round}${name ? ` · ${name}` : ''}${said ? `: ${said}` : ''}`
}

/** Open a save's text as a hex replay and show its first frame; a save that does not read says why. */
export function openHexReplay(store: AppStore, file: string, text: string): void {
  try {
    const contents = { hex: hexContent }
    const { save } = readSave(contents, text)
    if (save.ruleset !== hexRuleset.id) throw new Error(`it is a game of the ${save.ruleset} game, not the hex game`)
    const replay = RulesetReplay.ofSave(contents, save)
    const seats: SeatInfo[] = save.meta.seats.map((s) => ({ id: s.id, name: s.name, kind: s.kind, team: s.team, taken: false }))
    current = { replay, file, seats, events: new Map() }
    const names = new Map(seats.map((s) => [s.id, s.name]))
    const labels = Array.from({ length: replay.length }, (_, i) => frameLabel(replay, i, names))
    store.dispatch(replayOpened({ file, title: save.meta.title, labels, seats: seats.map((s) => ({ id: s.id, name: s.name })), steps: [], ruleset: 'hex' }))
    // a hex game hides nothing but the hands: watching "everything revealed" is the spectator's view
    store.dispatch(viewerChosen({ kind: 'spectator' }))
    store.dispatch(screenShown('replay'))
    show(store, null, 0)
  } catch (e) {
    const message = `cannot replay ${file}: ${(e as Error).message}`
    store.dispatch(replayFailed(message))
    store.dispatch(hostError({ message }))
  }
}

let batch = 0

/** Put frame `to` on the table: the next frame plays its command's events (its dice); any other is jumped to. */
function show(store: AppStore, from: number | null, to: number): void {
  const o = current
  if (!o) return
  const seat = seatOf(store.getState().replay.viewer)
  const all = eventsOf(o, seat)
  const log = all.slice(0, to + 1).flat()
  store.dispatch(
    rulesetReplayFrame({
      session: `replay:${o.file}`,
      ruleset: 'hex',
      seat,
      seats: o.seats,
      view: o.replay.view(to, seat),
      events: from !== null && to === from + 1 ? all[to] : [],
      log,
      batch: ++batch,
    }),
  )
}

/** Go to a frame (clamped to the replay): one on plays it, any other jumps. */
export function hexStepTo(store: AppStore, index: number): void {
  if (!current) return
  const before = store.getState().replay.index
  store.dispatch(frameChosen(index))
  const after = store.getState().replay.index
  if (after !== before) show(store, before, after)
}

/** Watch from another seat, or as a spectator: the same frame, as that viewer saw it. */
export function hexWatchAs(store: AppStore, viewer: ReplayViewer): void {
  store.dispatch(viewerChosen(viewer.kind === 'all' ? { kind: 'spectator' } : viewer))
  show(store, null, store.getState().replay.index)
}

export function closeHexReplay(): void {
  current = null
}
