/**
 * Playing a whole game of any ruleset between policies (bots, or anything else that answers a seat's view at once),
 * through the same driver the host plays its games with (shared/seats). The arena, the sim CLI and the bots' tests
 * play their games with it, whatever the ruleset.
 */
import type { BaseCommand, RulesetGame, RulesetPolicy, SeatId } from '../rulesets/contract'
import { Driver } from '../seats/driver'
import { RulesetTable } from '../seats/ruleset-table'
import type { Seat } from '../seats/seat'

/**
 * Ask every seat for its commands until the game is over or no seat has anything to give. Policies answer at once,
 * so the driver has played the game when this returns. A command the rules refuse is a bot's mistake: it throws,
 * naming the seat, the command and the rules' reason. Returns how the drive ended ('over' or 'stalled').
 */
export function drivePolicies<Cmd extends BaseCommand, View>(game: RulesetGame<Cmd, View>, policies: Record<SeatId, RulesetPolicy<Cmd, View>>): 'over' | 'stalled' {
  const seats: Seat<View, Cmd>[] = Object.values(policies).map((p) => ({ id: p.seat, decide: (view: View) => p.decide(view) }))
  const driver = new Driver<View, Cmd>(new RulesetTable<View, Cmd>(game), seats, {
    refused: (cmd, e) => {
      throw new Error(`seat ${cmd.seat} gave a command the rules refuse (${JSON.stringify(cmd)}): ${e.message}`)
    },
  })
  void driver.run()
  if (driver.error) throw driver.error
  if (driver.result !== 'over' && driver.result !== 'stalled') throw new Error('drivePolicies() needs seats that answer at once')
  return driver.result
}
