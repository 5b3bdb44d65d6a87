import { describe, expect, it } from 'vitest'
import { content } from '../../electron/testing/fixtures'
import { BOTS } from '../bots'
import { scenarioSetup } from '../engine/setup'
import type { Command } from '../engine/types'
import { playGame } from '../sim/play'
import { checksum } from './checksum'
import { makeSave, readSave, SaveError, serializeSave, type SaveFile } from './save-file'
import { verifySave } from './verify'

const setup = scenarioSetup(content, { scenario: 'dawn-patrols' })
const policies = Object.fromEntries(setup.seats.map((s) => [s.id, BOTS.heuristic.make(content, s.id, 6)]))
const game = playGame(content, setup, 6, policies, { maxTurns: 4 })
const seats = Object.fromEntries(setup.seats.map((s) => [s.id, 'bot:heuristic' as const]))
const honest = makeSave(game, seats)

/**
 * A save edited by hand: the edit is made, then the checksum is made right again (the checksum is no defence
 * against someone who means it), and the file still reads: only replaying it can tell.
 */
function crafted(edit: (save: SaveFile) => void): SaveFile {
  const save = structuredClone(honest)
  edit(save)
  const { checksum: _c, ...body } = save
  const text = JSON.stringify({ ...body, checksum: checksum(JSON.stringify(body)) })
  return readSave(content, text).save
}

function refusal(save: SaveFile): SaveError {
  try {
    verifySave(content, save)
  } catch (e) {
    expect(e).toBeInstanceOf(SaveError)
    expect((e as SaveError).code).toBe('inconsistent')
    return e as SaveError
  }
  throw new Error('the save was accepted')
}

describe('verifySave: "the resulting state must equal the save\'s snapshot": a save is replayed, never trusted', () => {
  it('an honest save replays to its snapshot, and the game it gives carries on from there', () => {
    expect(game.commands.length).toBeGreaterThan(8)
    const replayed = verifySave(content, readSave(content, serializeSave(honest)).save)
    expect(JSON.stringify(replayed.state)).toBe(JSON.stringify(game.state))
    expect(replayed.commands).toEqual(game.commands)
  })

  it('extra plane: a plane added to the setup and the snapshot is refused, at the command the rules refuse', () => {
    const alliedPlane = honest.setup.planes.find((p) => p.team === 'allied')!
    const save = crafted((s) => {
      const extra = { ...alliedPlane, id: 'extra-camel', x: alliedPlane.x + 30 }
      s.setup.planes.push(extra)
      s.snapshot.setup.planes.push(extra)
      s.snapshot.planes.push({ ...structuredClone(s.snapshot.planes.find((p) => p.id === alliedPlane.id)!), id: 'extra-camel' })
    })
    // the extra plane never planned, so turn 1 never flew, and the next command is out of turn
    expect(refusal(save).message).toMatch(/^command \d+ of \d+ \(plane ".*" (plans|gives fire orders).*\) is refused by the rules: /)
  })

  it('extra plane: a plane flown from a seat the game does not have is refused before anything is replayed', () => {
    const save = crafted((s) => {
      const extra = { ...s.setup.planes[0], id: 'ghost', seat: 'intruder' }
      s.setup.planes.push(extra)
      s.snapshot.setup.planes.push(extra)
    })
    expect(refusal(save).message).toMatch(/plane "ghost" is flown from seat "intruder", which is not in the game/)
    const twice = crafted((s) => {
      s.setup.planes.push({ ...s.setup.planes[0] })
      s.snapshot.setup.planes.push({ ...s.setup.planes[0] })
    })
    expect(refusal(twice).message).toMatch(/plane ".*" appears twice/)
  })

  it('foreign card ids: a plan naming a card of another deck is refused, naming the command and the card', () => {
    const first = honest.commands.findIndex((c) => c.type === 'plan')
    const plan = honest.commands[first] as Extract<Command, { type: 'plan' }>
    const ownLetter = plan.cards[0][0]
    const foreign = Object.values(content.manoeuvreDecks).find((d) => d.letter !== ownLetter)!.cards[0].id
    const save = crafted((s) => {
      ;(s.commands[first] as typeof plan).cards[0] = foreign
    })
    const e = refusal(save)
    expect(e.message).toMatch(new RegExp(`^command ${first + 1} of ${honest.commands.length} \\(plane "${plan.plane}" plans ${foreign}, .*\\) is refused by the rules: `))
  })

  it('foreign card ids: a damage card slipped into the snapshot is refused: the snapshot is not what the commands make', () => {
    const save = crafted((s) => {
      s.snapshot.planes[0].damage.push('Z99')
    })
    expect(refusal(save).message).toMatch(/the snapshot is not the game its \d+ commands replay to \(they differ at snapshot\.planes\.0\.damage\.\d+\)/)
  })

  it('a snapshot that does not match the log is refused, naming where they differ', () => {
    const moved = crafted((s) => {
      s.snapshot.planes[1].x += 0.5
    })
    expect(refusal(moved).message).toMatch(/they differ at snapshot\.planes\.1\.x/)
    // the log cut short by one command, the snapshot left where it was (its command counter moved back to match)
    const cut = crafted((s) => {
      s.commands.pop()
      s.snapshot.seq--
    })
    expect(refusal(cut).message).toMatch(/the snapshot is not the game its \d+ commands replay to/)
  })

  it('the seats must be the setup\'s seats, and the summary must describe the game', () => {
    const missing = crafted((s) => {
      delete s.seats.central
    })
    expect(refusal(missing).message).toMatch(/names the seats "allied" but the game has "allied", "central"/)
    const extra = crafted((s) => {
      s.seats.stranger = 'human'
    })
    expect(refusal(extra).message).toMatch(/names the seats .*"stranger"/)
    const lying = crafted((s) => {
      s.meta.over = !s.meta.over
    })
    expect(refusal(lying).message).toMatch(/the summary \(meta\.over\) does not describe the game/)
  })
})
