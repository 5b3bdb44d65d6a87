/**
 * How to play's hex chapter (issue 30): its sections come in the agreed order, each names 002 sections that exist,
 * its words are plain (no rule codes outside the folded source), and its figures are the game's own: the deck's
 * counts, hand size, ammo, speeds, ranges and minuses, the critical table, the ground units, the turn limit and the
 * aircraft's manoeuvrability, read from shared/rulesets/hex and assets/hex.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { Provider } from 'react-redux'
import { describe, expect, it } from 'vitest'
import { hexContent } from '../../../../shared/rulesets/hex/content-fixture'
import { CRITICAL_HITS } from '../../../../shared/rulesets/hex/damage'
import { GROUND_UNITS } from '../../../../shared/rulesets/hex/ground'
import { OBSERVER_MINUS } from '../../../../shared/rulesets/hex/observer'
import { DECK_002 } from '../../../../shared/rulesets/hex/setup'
import { AMMO, CARD_NAMES, CEILING, DEFAULT_TURN_LIMIT, HAND_SIZE, START_VELOCITY } from '../../../../shared/rulesets/hex/util'
import { makeStore } from '../../store'
import { rulesetGameCreated } from '../../store/ruleset-slice'
import { screenShown } from '../../store/ui-slice'
import { HexRulesChapter } from './HexRulesChapter'
import { RulesReference } from './RulesReference'
import { HEX_RULES } from './hex-rules'
import { BOOKKEEPING } from './rule-source'

const RULES_002 = readFileSync(join(__dirname, '../../../../../shared/rules/002_75f7ec0ff50ed217.txt'), 'utf8')

const words = (id: string): string => {
  const s = HEX_RULES.find((x) => x.id === id)!
  return [s.title, s.lead ?? '', ...s.items.map((i) => (typeof i === 'string' ? i : `${i.term}: ${i.text}`))].join('\n')
}

describe('How to play: the hex game chapter', () => {
  it('has its sections in order, each naming 002 sections that exist', () => {
    expect(HEX_RULES.map((s) => s.id)).toEqual(['hex-deck', 'hex-turn', 'hex-moving', 'hex-altitude', 'hex-shooting', 'hex-observers', 'hex-damage', 'hex-stalls', 'hex-obstacles', 'hex-winning'])
    for (const s of HEX_RULES) {
      expect(s.source, s.id).toMatch(/^002 /)
      for (const name of s.source.slice(4).split(', ')) expect(RULES_002, `${s.id}: 002 has no section "${name}"`).toContain(name)
    }
  })

  it('speaks plain words: rule codes only in the folded source', () => {
    for (const s of HEX_RULES) for (const re of BOOKKEEPING) expect(words(s.id), s.id).not.toMatch(re)
    const html = renderToStaticMarkup(<HexRulesChapter />)
    // every section drawn, each with its rule source folded away
    expect(html.match(/<section /g)?.length).toBe(HEX_RULES.length)
    expect(html.match(/<summary>Rule source<\/summary>/g)?.length).toBe(HEX_RULES.length)
    expect(html).not.toMatch(/undefined|\[object/)
  })

  it('gives the deck as the game deals it', () => {
    const deck = words('hex-deck')
    expect(Object.values(DECK_002).reduce((a, b) => a + b, 0)).toBe(52)
    expect(deck).toContain('52 cards')
    const move = (['left', 'right', 'slide-left', 'slide-right', 'forward', 'hard-left', 'hard-right', 'immelman'] as const).reduce((n, t) => n + DECK_002[t], 0)
    expect(deck).toContain(`Move cards (${move})`)
    for (const t of ['shoot', 'recover', 'stall', 'ace'] as const) expect(deck).toContain(`${CARD_NAMES[t]} (${DECK_002[t]})`)
    expect(deck).toContain(`Left and Right (${DECK_002.left} each), Forward (${DECK_002.forward})`)
    expect(deck).toContain(`You may keep ${HAND_SIZE}`)
    // every card of the deck is explained where the moves are
    for (const t of ['left', 'right', 'slide-left', 'slide-right', 'forward', 'hard-left', 'hard-right', 'immelman'] as const) expect(words('hex-moving')).toContain(CARD_NAMES[t])
  })

  it('gives the game’s figures: speeds, altitude, ammo, ranges, criticals, ground units, the turn limit', () => {
    expect(words('hex-turn')).toContain(`speed ${START_VELOCITY}`)
    expect(words('hex-altitude')).toContain(`No plane climbs above ${CEILING}`)
    expect(words('hex-shooting')).toContain(`${AMMO} times`)
    // 002 SHOOT SEGMENT: 1D6 at 1 space ... 1D6-5 at 6
    expect(words('hex-shooting')).toMatch(/at 1 hex the die’s number, at 2 hexes the die −1, and so on to the die −5 at 6 hexes/)
    const obs = words('hex-observers')
    for (let r = 1; r <= 3; r++) expect(obs).toContain(`${r} hex${r === 1 ? ' straight' : 'es'} behind: the die −${OBSERVER_MINUS[r]}`)
    const dmg = words('hex-damage')
    // the table's order; the names are the game's, in plainer words where it says "Gas Tank Punctured"
    const plain = ['', 'Pilot killed', 'Engine damaged', 'Fuel tank holed', 'Cables cut', 'Controls jammed', 'Struts damaged']
    for (let i = 1; i <= 6; i++) {
      expect(CRITICAL_HITS[i].split(' ')[0].toLowerCase()).toBe(i === 3 ? 'gas' : plain[i].split(' ')[0].toLowerCase())
      expect(dmg).toContain(`${i} ${plain[i]}`)
    }
    const ground = words('hex-obstacles')
    expect(ground).toContain(`riflemen ${GROUND_UNITS.rifle.range} hex and altitude ${GROUND_UNITS.rifle.altitude} (the die −${GROUND_UNITS.rifle.minus})`)
    expect(ground).toContain(`a machine gun ${GROUND_UNITS['machine-gun'].range} hex and altitude ${GROUND_UNITS['machine-gun'].altitude} or lower (the die −${GROUND_UNITS['machine-gun'].minus})`)
    expect(ground).toContain(`a flak gun ${GROUND_UNITS.flak.range} hexes at any altitude (the die −${GROUND_UNITS.flak.minus})`)
    expect(GROUND_UNITS.flak.altitude).toBe(CEILING)
    expect(words('hex-winning')).toContain(`After ${DEFAULT_TURN_LIMIT} rounds`)
    const moving = words('hex-moving')
    for (const a of Object.values(hexContent.aircraft)) expect(moving).toContain(a.name)
    const m = (name: string) => Object.values(hexContent.aircraft).find((a) => a.name === name)!.manoeuvrability
    expect(moving).toContain(`${m('Sopwith Camel')} for the Sopwith Camel and the Fokker D-VII, ${m('Bristol F2b')} for the two-seaters`)
    expect(m('Fokker D-VII')).toBe(m('Sopwith Camel'))
    expect(m('Albatros C-V')).toBe(m('Bristol F2b'))
  })

  it('How to play opens on the table’s game: the hex chapter at a hex table, the card game’s elsewhere', () => {
    const render = (prepare?: (store: ReturnType<typeof makeStore>) => void, chapter?: 'card' | 'hex') => {
      const store = makeStore()
      prepare?.(store)
      return renderToStaticMarkup(
        <Provider store={store}>
          <RulesReference onClose={() => undefined} chapter={chapter} />
        </Provider>,
      )
    }
    const hexTable = (store: ReturnType<typeof makeStore>) => {
      store.dispatch(rulesetGameCreated({ session: 's1', ruleset: 'hex', seats: [] }))
      store.dispatch(screenShown('table'))
    }
    const menu = render()
    expect(menu).toContain('data-testid="rules-turn"')
    expect(menu).not.toContain('data-testid="rules-hex-deck"')
    expect(menu).toMatch(/aria-selected="true"[^>]*data-testid="rules-chapter-card"/)
    const atHex = render(hexTable)
    for (const s of HEX_RULES) expect(atHex).toContain(`data-testid="rules-${s.id}"`)
    expect(atHex).not.toContain('data-testid="rules-turn"')
    expect(atHex).toMatch(/aria-selected="true"[^>]*data-testid="rules-chapter-hex"/)
    // the keys are in both chapters; the glossary of the card table's signs only in the card game's
    expect(atHex).toContain('data-testid="rules-keys"')
    expect(atHex).not.toContain('data-testid="rules-glossary"')
    // the hex game left (the menu again): the card game's chapter
    expect(render((store) => (hexTable(store), store.dispatch(screenShown('menu'))))).toContain('data-testid="rules-turn"')
    // a chapter asked for is opened whatever the table
    expect(render(hexTable, 'card')).toContain('data-testid="rules-turn"')
  })
})

