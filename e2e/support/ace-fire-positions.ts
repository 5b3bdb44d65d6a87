/**
 * A scripted position for the aces' abilities at the firing (issue 28, slice C): a Camel whose pilot holds Perfect
 * aim, Chivalrous attitude, Bullet checker and Good at escaping, 15 cm behind a Dr.I (a bot), at the first fire step,
 * with Aim and Special Damage. The seed is one whose A deck gives the Camel's burst a 5 and the explosion, and a 2
 * next (found by trying seeds: a save must replay to its own snapshot, so its deck cannot be stacked by hand).
 */
import { at } from '../../electron/testing/ace-fire-helpers'
import { content, setupWith } from '../../electron/testing/fixtures'
import { Game } from '../../shared/engine/game'
import { makeSave, serializeSave } from '../../shared/save/save-file'

export function chivalrousAceSave(): string {
  const setup = setupWith([at({ id: 'a', aircraft: 'sopwith-camel', team: 'allied', aceSkills: ['perfect-aim', 'chivalrous', 'bullet-checker', 'good-at-escaping'] }, 100, 60), at({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 75)], { table: { width: 200, depth: 400 }, options: { aim: true, specialDamage: true } })
  const game = Game.start(content, setup, '0000000000000000000000000000008c')
  const first3 = (id: string) => [...game.rules.byId.get(id)!.cards.values()].filter((c) => c.card.n <= 3).map((c) => c.card.id)
  game.apply({ type: 'plan', seat: 'allied', plane: 'a', cards: first3('a') })
  game.apply({ type: 'plan', seat: 'central', plane: 't', cards: first3('t') })
  const top = game.state.decks.A.draw.slice(-3).reverse()
  if (game.state.step !== 'firing' || top.join() !== 'A44,A48,A24') throw new Error(`the scripted position is not the one expected (${game.state.step}, A deck ${top.join(' ')})`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}
