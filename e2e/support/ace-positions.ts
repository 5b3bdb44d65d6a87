/**
 * Scripted positions for the aces' decisions at the firing (issue 28; engine/fire-choices.ts), loaded from saves: a
 * Camel 15 cm behind a Dr.I, both flying north, at the first fire step or already waiting for an answer.
 */
import { at } from '../../electron/testing/ace-fire-helpers'
import { content, setupWith } from '../../electron/testing/fixtures'
import { Game } from '../../shared/engine/game'
import type { AceSkill } from '../../shared/content/types'
import { makeSave, serializeSave } from '../../shared/save/save-file'

/** the game's seed: one whose A deck gives the explosion A48, then A23 (2 points) and A04 (0), to the Camel's first shot */
const SEED = '30303030303030303030303030303030'

function chase(camel: AceSkill[], drI: AceSkill[]): Game {
  const setup = setupWith([at({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', ...(camel.length ? { aceSkills: camel } : {}) }, 100, 60), at({ id: 't', aircraft: 'fokker-dr-i', team: 'central', ...(drI.length ? { aceSkills: drI } : {}) }, 100, 75)], { table: { width: 200, depth: 400 } })
  const game = Game.start(content, setup, SEED)
  const first3 = (id: string) => [...game.rules.byId.get(id)!.cards.values()].filter((c) => c.card.n <= 3).map((c) => c.card.id)
  game.apply({ type: 'plan', seat: 'allied', plane: 'a', cards: first3('a') })
  game.apply({ type: 'plan', seat: 'central', plane: 't', cards: first3('t') })
  if (game.state.step !== 'firing') throw new Error(`the scripted position did not stop at a fire step (${game.state.step})`)
  return game
}

/** The Allies' Camel, a Sniper (this screen), at its first fire step behind the Dr.I (a bot); its shot draws A48 (an explosion), A23 and A04. */
export function sniperSave(): string {
  const game = chase(['sniper'], [])
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

/** The Central Powers' Dr.I, Good at evading (this screen), fired at by the Camel (a bot): the game waits for its answer, A48 (an explosion) and A23 drawn. */
export function evaderSave(): string {
  const game = chase([], ['good-at-evading'])
  game.apply({ type: 'fire', seat: 'allied', plane: 'a', front: 't' })
  if (game.state.step !== 'choosing') throw new Error(`the scripted position does not wait for the evader (${game.state.step})`)
  return serializeSave(makeSave(game, { allied: 'bot:heuristic', central: 'human' }))
}
