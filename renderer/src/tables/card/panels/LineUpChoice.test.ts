import { describe, expect, it } from 'vitest'
import { content } from '../../../../../electron/testing/fixtures'
import { Game } from '../../../../../shared/engine/game'
import { scenarioSetup } from '../../../../../shared/engine/setup'
import { viewFor } from '../../../../../shared/engine/view'
import { lineUpChosen, lineUpOptions, setLineUp } from './LineUpChoice'

describe('000 Line-up on Target in the planning panel (000 lines 556-558: "he must have played a right or left turn")', () => {
  const view = (missionRules000: boolean) => viewFor(Game.start(content, scenarioSetup(content, { scenario: 'look-up', options: { missionRules000 } }), 1).state, 'central')
  const plane = (v: ReturnType<typeof view>) => v.planes.find((p) => p.seat === 'central' && p.status === 'flying')!
  const deckOf = (v: ReturnType<typeof view>) => content.aircraft[plane(v).aircraft].manoeuvreDeck!
  const cardNamed = (v: ReturnType<typeof view>, name: string) => Object.values(content.cards).find((c) => c.deck === deckOf(v) && c.name === name)!.id

  it('offers each turn of the draft with each enemy target on the table, and nothing for straights or without the rule', () => {
    const v = view(true)
    const draft = [cardNamed(v, 'Straight'), cardNamed(v, 'Turn right'), null]
    const options = lineUpOptions(v, plane(v).id, draft)
    const targets = v.planes.filter((p) => p.team !== plane(v).team && p.status === 'standing')
    expect(options.map((o) => o.slot)).toEqual(targets.map(() => 1))
    expect(options.map((o) => o.target).sort()).toEqual(targets.map((t) => t.id).sort())
    expect(lineUpOptions(v, plane(v).id, [cardNamed(v, 'Straight'), null, null])).toEqual([])
    expect(lineUpOptions(view(false), plane(v).id, draft)).toEqual([])
  })

  it('the choice goes with the plan while the draft still has that turn, for this turn only', () => {
    const v = view(true)
    const me = plane(v).id
    const draft = [cardNamed(v, 'Straight'), cardNamed(v, 'Turn right'), null]
    const target = lineUpOptions(v, me, draft)[0].target
    expect(lineUpChosen(v, me, draft)).toBeUndefined()
    setLineUp(me, v.turn, { slot: 1, target })
    expect(lineUpChosen(v, me, draft)).toEqual([{ slot: 1, target }])
    expect(lineUpChosen(v, me, [draft[0], cardNamed(v, 'Straight'), null])).toBeUndefined()
    expect(lineUpChosen({ ...v, turn: v.turn + 1 }, me, draft)).toBeUndefined()
    setLineUp(me, v.turn, null)
    expect(lineUpChosen(v, me, draft)).toBeUndefined()
  })
})
