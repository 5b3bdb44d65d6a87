/**
 * The hex table's part of the test hooks (window.__overdive, test builds only; test-hooks.ts spreads these in):
 * this screen's hex view, the commands its seat may give now, and a hex game started without New game (for specs
 * and screenshot scripts).
 */
import type { HostClient } from '../../net/client'
import type { AppStore } from '../../store'
import { legalCommands } from '../../../../shared/rulesets/hex/legal'
import type { HexCommand, HexView } from '../../../../shared/rulesets/hex/types'

export function hexHooks(store: AppStore, client: HostClient | null) {
  const hexView = (): HexView | null => {
    const g = store.getState().rulesetGame
    return g?.ruleset === 'hex' && g.view ? (g.view as HexView) : null
  }
  return {
    /** this screen's hex view (its seat's, or a spectator's), or null with no hex game on the table */
    hexView,
    /** the game of another ruleset in the store: seat, seats, the latest batch of events, the log, the picked card */
    rulesetGame: () => store.getState().rulesetGame,
    /** what this screen's seat may do now (shared/rulesets/hex/legal.ts), [] when nothing */
    hexLegal: (): HexCommand[] => {
      const v = hexView()
      const seat = store.getState().rulesetGame?.seat
      return v && seat ? legalCommands(v, seat) : []
    },
    /**
     * Start a hex game on this screen's host: a scenario of assets/hex/scenarios.json, the seats' kinds in the
     * scenario's seat order ('human' for this screen, 'bot:heuristic', 'bot:random'...), 001 options by name.
     * This screen sits at every human seat and, in a game of bots only, sets its pace, as New game does.
     */
    newHexGame: (scenario = 'duel', seats: string[] = ['human', 'bot:heuristic'], options?: Record<string, unknown>, seed?: string): boolean => {
      if (!client) return false
      client.expectGame('all-human')
      client.localTransport.send({ type: 'create-game', re: client.requestId(), paced: true, ruleset: 'hex', choice: { kind: 'scenario', scenario }, seats: seats as never, ...(options ? { rulesetOptions: options } : {}), ...(seed ? { seed } : {}) })
      return true
    },
  }
}
