/**
 * Scripted positions the specs load from a save (written into the served host's saves folder): a game set up
 * plane by plane and played to the moment a spec needs.
 */
import { arriving, planNumbers } from '../../electron/testing/engine-helpers'
import { content, setupWith } from '../../electron/testing/fixtures'
import { Game } from '../../shared/engine/game'
import { makeSave, serializeSave } from '../../shared/save/save-file'

/**
 * A game at its first fire step where only the Camel has a target: one Dr.I ahead in its arc at long range, one
 * behind it flying away (out of the arc), one ahead and to the right, far away (beyond the ruler).
 */
export function fireReasonsSave(): string {
  const setup = setupWith([
    arriving({ id: 'a', aircraft: 'sopwith-camel', team: 'allied' }, 100, 100, 0),
    arriving({ id: 't', aircraft: 'fokker-dr-i', team: 'central' }, 100, 126, 0),
    arriving({ id: 'u', aircraft: 'fokker-dr-i', team: 'central' }, 100, 72, 180),
    arriving({ id: 'v', aircraft: 'fokker-dr-i', team: 'central' }, 135, 172, 90),
  ])
  const game = Game.start(content, setup, '0123456789abcdef0123456789abcdef')
  planNumbers(game, { a: [1, 2, 3], t: [1, 2, 3], u: [1, 2, 3], v: [1, 2, 3] })
  if (game.state.step !== 'firing') throw new Error(`the scripted position did not stop at a fire step (${game.state.step})`)
  const options = game.state.fireOptions.map((o) => `${o.plane}>${o.target}`)
  if (options.join() !== 'a>t') throw new Error(`the scripted position has fire options ${options.join() || 'none'}, not a>t only`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}

/**
 * 003 Altitude, turn 1's planning on a table `size` cm square with a landing field 14 cm wide and 36 deep (x 33-47,
 * y 27-63): the Allies' Camel 'a' parked in it (level 0) facing up it, and the Central Powers' Dr.I 't' flying as
 * `drI` says. The Allies are this screen, the Central Powers the bot.
 */
export function parkedCamelSave(drI: { altitude: number; x: number; y: number; heading: number }, size: number): string {
  const setup = setupWith(
    [
      { id: 'a', aircraft: 'sopwith-camel', team: 'allied', altitude: 0, x: 40, y: 40, heading: 0 },
      { id: 't', aircraft: 'fokker-dr-i', team: 'central', ...drI },
    ],
    { options: { altitude: true }, table: { width: size, depth: size } },
  )
  const game = Game.start(content, { ...setup, fields: [{ id: 'field', x: 40, y: 45, width: 14, depth: 36 }] }, '0123456789abcdef0123456789abcdef')
  const ground = game.state.planes[0].effects!.alt!.ground
  if (ground?.stage !== 'parked' || ground.field !== 'field') throw new Error(`the Camel is not parked in the field: ${JSON.stringify(ground)}`)
  return serializeSave(makeSave(game, { allied: 'human', central: 'bot:heuristic' }))
}
