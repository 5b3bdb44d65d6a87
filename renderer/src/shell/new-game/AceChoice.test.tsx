/**
 * New game's Aces part drawn (AceChoice.tsx), as a newcomer reads it: the number of abilities, each airman's abilities
 * with their words, the problem said before Start, a scenario's fixed number (Twin Targets, 003 line 1551), 004's ace
 * mark and roll with their options, and nothing at all where the rules offer no choice.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { HostClient } from '../../net/client'
import { ClientContext } from '../../net/client-context'
import { makeStore } from '../../store'
import { roleKnown } from '../../store/lobby-slice'
import { AceChoice, type AcePlane } from './AceChoice'
import type { AceChoiceState } from './ace-choice'
import { NewGame } from './NewGame'

const camel: AcePlane = { id: 'camel', name: 'Sopwith Camel', side: 'allied', twoSeater: false, fixed: { pilot: [], observer: [] } }
const dh4: AcePlane = { id: 'dh4', name: 'Airco D.H.4', side: 'allied', twoSeater: true, fixed: { pilot: [], observer: [] } }
const draw = (state: AceChoiceState, offer: { planes: string[]; count?: number } | null, options = { generic: false, d10: false }, planes = [camel, dh4]) =>
  renderToStaticMarkup(<AceChoice planes={planes} offer={offer} state={state} onChange={() => {}} options={options} />)

describe('the Aces part', () => {
  it('with no number set, only the number is asked', () => {
    const html = draw({ count: 0, crews: {} }, { planes: ['camel', 'dh4'] })
    expect(html).toContain('Abilities for each pilot')
    expect(html).not.toContain('data-testid="aces-pilot-camel"')
  })

  it("lists each airman's abilities with their words, an observer for a two-seater only, and says the problem", () => {
    const html = draw({ count: 1, crews: { camel: { pilot: ['sniper', 'daredevil'] } } }, { planes: ['camel', 'dh4'] })
    expect(html).toContain('data-testid="aces-pilot-camel"')
    expect(html).not.toContain('data-testid="aces-observer-camel"')
    expect(html).toContain('data-testid="aces-observer-dh4"')
    expect(html).toContain('<strong>Technical eye</strong>: may look at the damage cards of one plane')
    expect(html).toContain('2 of 1 chosen: Sniper, Daredevil')
    expect(html).toContain('2 abilities chosen where 1 is allowed.')
    // where each ability is written, folded away
    expect(html).toContain('Sniper: 003 lines 994-998')
  })

  it("a scenario's number is shown fixed; its data's abilities are the default until chosen", () => {
    const n16: AcePlane = { ...camel, id: 'nieuport', name: 'Nieuport 16', fixed: { pilot: ['daredevil', 'acrobatic'], observer: [] } }
    const html = draw({ count: 0, crews: {} }, { planes: ['nieuport'], count: 2 }, undefined, [n16])
    expect(html).toContain('The scenario gives its ace 2 abilities to choose.')
    expect(html).toContain("the scenario&#x27;s until chosen: Daredevil, Acrobatic pilot")
  })

  it("004: the ace mark on every plane with its option, the D10 roll for pilots with the table", () => {
    expect(draw({ count: 0, crews: {} }, null)).toBe('')
    const html = draw({ count: 1, crews: {} }, { planes: ['camel'] }, { generic: true, d10: true })
    expect(html).toContain('data-testid="ace-mark-dh4"')
    expect(html).toContain('data-testid="aces-roll-camel"')
    expect(html).toContain('Anticipation')
  })
})

describe('New game shows it where the rules offer the choice', () => {
  const render = (initial: { scenario: string; variant?: string }) => {
    const store = makeStore()
    const client = new HostClient({ send: () => {}, onMessage: () => {}, onStatus: () => {} }, store)
    store.dispatch(roleKnown({ role: 'screen' }))
    return renderToStaticMarkup(
      <Provider store={store}>
        <ClientContext.Provider value={client}>
          <NewGame initial={initial} />
        </ClientContext.Provider>
      </Provider>,
    )
  }
  it('a duel of one plane a side (003 lines 903-907) and Twin Targets\' Nieuport 16s; not a patrol of three', () => {
    expect(render({ scenario: 'duel-over-the-trenches' })).toContain('data-testid="aces-count"')
    expect(render({ scenario: 'twin-targets', variant: 'sides-reversed-aces' })).toContain('data-testid="aces-count-fixed"')
    expect(render({ scenario: 'twin-targets' })).not.toContain('data-testid="aces-choice"')
  })
})
