/**
 * Test hooks (window.__overdive, test builds only) for a hex game in every mode (issue 30: hotseat, LAN, replays):
 * give a command as the seat on screen, as a player's click would send it. The hex table's own hooks are in
 * hex-test-hooks.ts.
 */
import type { HostClient } from '../../net/client'
import type { AppStore } from '../../store'

export function hexModeHooks(store: AppStore, client: HostClient | null) {
  return {
    /** send a command of the hex game as this screen's seat (its `seat` is filled in); false when no seat is on screen */
    hexSend: (command: { type: string; [k: string]: unknown }): boolean => {
      const g = store.getState().rulesetGame
      if (!client || !g?.seat || g.session.startsWith('replay:')) return false
      client.sendRulesetCommand(g.session, { ...command, seat: g.seat })
      return true
    },
  }
}
