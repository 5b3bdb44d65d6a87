/**
 * Bots run in the host's own thread: for tests and the headless CLI, where a worker would only add start-up.
 */
import { BOTS } from '../../shared/bots'
import type { Content } from '../../shared/content/types'
import type { BotFactory } from './session'

export function inlineBots(content: Content): BotFactory {
  return (kind, seat, seed) => {
    const policy = BOTS[kind.slice('bot:'.length)].make(content, seat, seed)
    return {
      decide: async (view) => policy.decide(view),
      dispose: () => {},
    }
  }
}
