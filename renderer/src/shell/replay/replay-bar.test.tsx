/**
 * The replay bar (issue 9, layout): fixed slots that do not jump while a replay plays. Play and Pause share one
 * slot, the position's slot is as wide as its longest text, the label is cut to its slot with the whole of it in
 * the tooltip, and the buttons' words are the part that folds away on a narrow window.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { makeStore } from '../../store'
import { framePosition, ReplayBar } from './ReplayBar'

const labels = Array.from({ length: 120 }, (_, i) => `Turn ${1 + Math.floor(i / 4)} · phase ${i % 4}`)

function bar(index: number, playing: boolean): string {
  const noop = () => undefined
  return renderToStaticMarkup(
    <Provider store={makeStore()}>
      <ReplayBar title="Duel over the trenches" labels={labels} index={index} playing={playing} viewer={{ kind: 'all' }} seats={[]} onStep={noop} onPlay={noop} onWatch={noop} onClose={noop} />
    </Provider>,
  )
}

const slotOf = (html: string, testId: string) => html.match(new RegExp(`<[^>]*class="([^"]*)"[^>]*data-testid="${testId}"`))?.[1]
const styleOf = (html: string, testId: string) => html.match(new RegExp(`<[^>]*style="([^"]*)"[^>]*data-testid="${testId}"`))?.[1]

describe('the replay bar', () => {
  it('keeps Play and Pause in one fixed slot', () => {
    expect(slotOf(bar(5, false), 'replay-play')).toContain('play-button')
    expect(slotOf(bar(5, true), 'replay-play')).toContain('play-button')
    expect(bar(5, true)).toMatch(/data-testid="replay-play">Pause</)
  })

  it('gives the position one width from the first frame to the last', () => {
    const first = styleOf(bar(0, false), 'replay-position')
    const last = styleOf(bar(119, false), 'replay-position')
    expect(first).toBe('width:9ch')
    expect(last).toBe(first)
    expect(framePosition(0, 120)).toBe('1 / 120')
    expect(framePosition(119, 120)).toBe('120 / 120')
    expect(framePosition(0, 0)).toBe('1 / 0')
  })

  it('cuts the label to its slot and keeps the whole of it in the tooltip', () => {
    const html = bar(7, false)
    expect(html).toMatch(/<span class="turn replay-label" title="Duel over the trenches: Turn 2 · phase 3" data-testid="replay-label">/)
  })

  it('steps by card (issue 26) when the screen gives it a way to: the card buttons are there, off at the start', () => {
    const noop = () => undefined
    const html = renderToStaticMarkup(
      <Provider store={makeStore()}>
        <ReplayBar title="Duel" labels={labels} index={0} card={0} position="Start" playing={false} viewer={{ kind: 'all' }} seats={[]} onStep={noop} onCard={noop} onPhase={noop} onPlay={noop} onWatch={noop} onClose={noop} />
      </Provider>,
    )
    expect(html).toMatch(/<button class="step-button card-step" disabled="" title="Left arrow: one card back[^"]*" data-testid="replay-card-back">/)
    expect(html).toMatch(/<button class="step-button card-step" title="Right arrow: one card on[^"]*" data-testid="replay-card-forward">/)
    expect(html).toMatch(/title="Duel: Start" data-testid="replay-label">Duel: Start</)
  })

  it('folds the step buttons to their arrows on a narrow window: their words are label-text', () => {
    const html = bar(7, false)
    expect(html).toMatch(/data-testid="replay-start">⇤<span class="label-text"> Start<\/span>/)
    expect(html).toMatch(/data-testid="replay-forward"><span class="label-text">Phase <\/span>▶▶/)
    expect(html).toMatch(/data-testid="replay-back">◀◀<span class="label-text"> Phase<\/span>/)
  })
})
