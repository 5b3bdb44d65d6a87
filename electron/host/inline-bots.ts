/**
 * Bots run in the host's own thread: for tests and the headless CLI, where a worker would only add start-up.
 */
import { BOTS } from '../../shared/bots'
import { OpponentMemory } from '../../shared/bots/search/memory'
import type { Content } from '../../shared/content/types'
import type { BotFactory } from './session'

export function inlineBots(content: Content): BotFactory {
  return (kind, seat, seed, link) => {
    // a memory of the opponent (opponent-memory.ts): the bot adds to its own copy, and what it adds is passed on
    const memory = link ? new OpponentMemory({ ...link.data, turns: [...link.data.turns] }) : null
    const policy = BOTS[kind.slice('bot:'.length)].make(content, seat, seed, memory ? { memory } : undefined)
    return {
      decide: async (view) => {
        const told = memory?.data.turns.length ?? 0
        const commands = policy.decide(view)
        if (memory && link && memory.data.turns.length > told) link.learnt(memory.data.turns.slice(told))
        return commands
      },
      dispose: () => {},
    }
  }
}
