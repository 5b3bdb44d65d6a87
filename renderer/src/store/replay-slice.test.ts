import { describe, expect, it } from 'vitest'
import { positionWords } from '../shell/replay/replay-words'
import { frameChosen, positionChosen, playToggled, replayClosed, replayOpened, replaySlice, viewerChosen, type FrameSteps } from './replay-slice'

const opened = replaySlice.reducer(undefined, replayOpened({ file: 'a.json', title: 'Duel', labels: ['Start', 'Turn 1, phase 1', 'Turn 1, phase 2'], seats: [{ id: 'allied', name: 'Allied' }] }))

describe('replay slice: "step forward and back one phase at a time, scrub a timeline, play and pause"', () => {
  it('opens at the start, watching with everything revealed', () => {
    expect(opened.index).toBe(0)
    expect(opened.viewer).toEqual({ kind: 'all' })
    expect(opened.playing).toBe(false)
  })

  it('steps and scrubs within the frames', () => {
    let s = replaySlice.reducer(opened, frameChosen(1))
    expect(s.index).toBe(1)
    s = replaySlice.reducer(s, frameChosen(-5))
    expect(s.index).toBe(0)
    s = replaySlice.reducer(s, frameChosen(99))
    expect(s.index).toBe(2)
  })

  it('plays until the last frame, then stops; it cannot start playing at the end', () => {
    let s = replaySlice.reducer(opened, playToggled())
    expect(s.playing).toBe(true)
    s = replaySlice.reducer(s, frameChosen(2))
    expect(s.playing).toBe(false)
    s = replaySlice.reducer(s, playToggled())
    expect(s.playing).toBe(false)
  })

  it('changes the point of view and closes clean', () => {
    const s = replaySlice.reducer(opened, viewerChosen({ kind: 'seat', seat: 'allied' }))
    expect(s.viewer).toEqual({ kind: 'seat', seat: 'allied' })
    expect(replaySlice.reducer(s, replayClosed()).file).toBeNull()
  })
})

const steps: FrameSteps[] = [
  { turn: 1, phase: 0, over: false, fire: false, next: ['Sopwith Camel', 'Fokker Dr.I'] },
  { turn: 1, phase: 1, over: false, fire: false, next: ['Sopwith Camel', 'Fokker Dr.I'] },
  { turn: 1, phase: 2, over: true, fire: true, next: [] },
]
const carded = replaySlice.reducer(undefined, replayOpened({ file: 'a.json', title: 'Duel', labels: ['Start', 'Turn 1, phase 1', 'Game over (turn 1, phase 2)'], seats: [], steps }))

describe('replay slice: step by card (issue 26)', () => {
  it("goes a card into a phase, within the phase's cards; a frame chosen is its end", () => {
    let s = replaySlice.reducer(carded, positionChosen({ frame: 1, card: 2 }))
    expect([s.index, s.card]).toEqual([1, 2])
    s = replaySlice.reducer(s, positionChosen({ frame: 1, card: 9 }))
    expect(s.card).toBe(2)
    s = replaySlice.reducer(s, frameChosen(0))
    expect([s.index, s.card]).toEqual([0, 0])
    s = replaySlice.reducer(s, positionChosen({ frame: 2, card: 1 }))
    expect([s.index, s.card]).toEqual([2, 0])
  })

  it('says where it stands: the card and whose, the end of a phase with or without fire, the start and the end', () => {
    expect(positionWords(steps, 0, 0)).toBe('Start')
    expect(positionWords(steps, 0, 1)).toBe('Turn 1 · phase 1 · card 1 of 2: Sopwith Camel')
    expect(positionWords(steps, 1, 2)).toBe('Turn 1 · phase 2 · card 2 of 2: Fokker Dr.I')
    expect(positionWords(steps, 1, 0)).toBe('Turn 1 · phase 1 · no shots')
    expect(positionWords(steps, 2, 0)).toBe('Game over (turn 1, phase 2)')
    expect(positionWords([{ ...steps[1], fire: true }], 0, 0, 'x')).toBe('Start')
    expect(positionWords([steps[0], { ...steps[1], fire: true }], 1, 0)).toBe('Turn 1 · phase 1 · fire')
    expect(positionWords([], 0, 0, 'Turn 1, phase 1')).toBe('Turn 1, phase 1')
  })
})
