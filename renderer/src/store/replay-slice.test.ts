import { describe, expect, it } from 'vitest'
import { frameChosen, playToggled, replayClosed, replayOpened, replaySlice, viewerChosen } from './replay-slice'

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
