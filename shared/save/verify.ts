/**
 * Verifying a save: the file is never trusted to be the game it claims. Its commands are replayed from its setup
 * and seed through the engine, every one must be accepted, and the game they make must be exactly the snapshot
 * the file carries. A file edited to give a side an extra plane, a card its deck does not hold, or a state its
 * commands never led to is refused, and the error says which.
 */
import type { Content } from '../content/types'
import { Game } from '../engine/game'
import type { Command, GameSetup, SeatId } from '../engine/types'
import { canonicalJson, firstDifference } from './canonical'
import { checkContent, metaOf, RULES_CHANGES, RULES_VERSION, SaveError, type SaveFile, type SeatKindName } from './save-file'
import { CardGame } from '../rulesets/card'
import type { BaseCommand, RulesetGame } from '../rulesets/contract'
import { CARD_RULESET, contentFor, type AnySave, type SaveContents } from './save-format'
import { replayWith, verifyRulesetSave } from './ruleset-save'

/**
 * The setup must describe one game: seats, teams and planes each named once, every plane flown from a seat of
 * its own team, every aircraft known.
 */
export function checkSetup(content: Content, setup: GameSetup): void {
  const fail = (why: string) => {
    throw new SaveError('inconsistent', `the setup is not a game this version could have made: ${why}`)
  }
  const unique = (what: string, ids: string[]) => {
    const seen = new Set<string>()
    for (const id of ids) {
      if (seen.has(id)) fail(`${what} "${id}" appears twice`)
      seen.add(id)
    }
  }
  unique('team', setup.teams.map((t) => t.id))
  unique('seat', setup.seats.map((s) => s.id))
  unique('plane', setup.planes.map((p) => p.id))
  const teams = new Set(setup.teams.map((t) => t.id))
  const seats = new Map(setup.seats.map((s) => [s.id, s]))
  for (const s of setup.seats) if (!teams.has(s.team)) fail(`seat "${s.id}" is of team "${s.team}", which is not in the game`)
  for (const p of setup.planes) {
    const seat = seats.get(p.seat)
    if (!seat) fail(`plane "${p.id}" is flown from seat "${p.seat}", which is not in the game`)
    else if (seat.team !== p.team) fail(`plane "${p.id}" is of team "${p.team}" but its seat "${p.seat}" is of team "${seat.team}"`)
  }
  checkContent(content, setup)
}

/** The seat kinds must name exactly the setup's seats. */
export function checkSeats(setup: GameSetup, seats: Record<SeatId, SeatKindName>, where = 'the save'): void {
  const want = setup.seats.map((s) => s.id).sort()
  const have = Object.keys(seats).sort()
  if (canonicalJson(want) !== canonicalJson(have)) {
    throw new SaveError('inconsistent', `${where} names the seats ${have.map((s) => `"${s}"`).join(', ') || '(none)'} but the game has ${want.map((s) => `"${s}"`).join(', ')}`)
  }
}

function describeCommand(cmd: Command): string {
  if (cmd.type === 'floor') return `seat "${cmd.seat}" agrees to the floor ${cmd.floor}`
  return cmd.type === 'plan' ? `plane "${cmd.plane}" plans ${cmd.cards.join(', ')}` : `plane "${cmd.plane}" gives fire orders`
}

/** Start a game from a setup and seed and apply commands, turning any refusal into a SaveError that names it. */
export function replayChecked(content: Content, setup: GameSetup, seed: SaveFile['seed'], commands: readonly Command[], each?: (game: Game, n: number) => void): Game {
  return replayWith(() => Game.start(content, setup, seed), commands, describeCommand, each)
}

/**
 * Replay a save's commands from its setup and seed and check that they make exactly the game it holds. Returns
 * that game (with its commands and events), ready to play on. Throws SaveError('inconsistent') naming what
 * does not agree.
 */
export function verifySave(content: Content, save: SaveFile): Game {
  return underItsRules(save.rulesVersion, () => verifyUnderTheseRules(content, save))
}

/**
 * Replay a game played under rules version `rulesVersion` (a save's or a journal's). A game of an older version
 * whose commands no longer make the same game under the rules played now is refused as 'older-rules', naming what
 * changed; one that still does is the same game and loads.
 */
export function underItsRules<T>(rulesVersion: number, replay: () => T): T {
  try {
    return replay()
  } catch (e) {
    if (!(e instanceof SaveError) || e.code !== 'inconsistent' || rulesVersion >= RULES_VERSION) throw e
    const save = { rulesVersion }
    const changes = Object.entries(RULES_CHANGES)
      .filter(([v]) => Number(v) > save.rulesVersion && Number(v) <= RULES_VERSION)
      .map(([v, what]) => `rules ${v}: ${what}`)
    throw new SaveError(
      'older-rules',
      `this game was played under rules version ${save.rulesVersion}, and under the rules this version of Overdive plays (${RULES_VERSION}) its commands no longer make the same game (${e.message}). What changed: ${changes.join('; ')}. The file is unchanged; an Overdive of rules version ${save.rulesVersion} opens it.`,
    )
  }
}

function verifyUnderTheseRules(content: Content, save: SaveFile): Game {
  checkSetup(content, save.setup)
  checkSeats(save.setup, save.seats)
  const game = replayChecked(content, save.setup, save.seed, save.commands)
  if (canonicalJson(game.state) !== canonicalJson(save.snapshot)) {
    const at = firstDifference(game.state, save.snapshot)
    throw new SaveError('inconsistent', `the snapshot is not the game its ${save.commands.length} commands replay to (they differ at snapshot.${at}): it was edited, or written by a faulty program`)
  }
  if (canonicalJson(metaOf(game.state, save.seats)) !== canonicalJson(save.meta)) {
    throw new SaveError('inconsistent', `the summary (meta.${firstDifference(metaOf(game.state, save.seats), save.meta)}) does not describe the game the save holds`)
  }
  return game
}

/**
 * Verify a save of any ruleset (issue 29): the card game's by its own checks above, another's through the
 * contract (ruleset-save.ts: replayed with its `start` and `play`, checked against its snapshot and summary).
 */
export function verifyAnySave(contents: SaveContents, save: AnySave): RulesetGame<BaseCommand> {
  if (save.ruleset === CARD_RULESET) return new CardGame(verifySave(contentFor(contents, CARD_RULESET) as Content, save as SaveFile))
  return verifyRulesetSave(contents, save)
}
