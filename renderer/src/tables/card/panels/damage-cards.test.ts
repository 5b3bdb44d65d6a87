import { describe, expect, it } from 'vitest'
import { content } from '../../../content'
import { countedPoints, damageCardFace } from './damage-cards'
import { jamChip } from './jam-words'

describe('damageCardFace: a damage card as the panels draw it', () => {
  const cards = Object.values(content.damageCards)

  it('a plain card shows its points', () => {
    const plain = cards.find((c) => c.special.length === 0 && c.points !== null)!
    expect(damageCardFace(plain.id)).toMatchObject({ label: String(plain.points), kind: 'plain' })
  })

  it('an explosion card shows the symbol; a jam card its points and the colour of its cross', () => {
    const boom = cards.find((c) => c.special.includes('explosion'))!
    expect(damageCardFace(boom.id)).toMatchObject({ label: '✸', kind: 'explosion' })
    const red = cards.find((c) => c.special.includes('jam') && c.jam === 'red')!
    expect(damageCardFace(red.id)).toMatchObject({ label: `${red.points}✚`, kind: 'jam red' })
    const green = cards.find((c) => c.special.includes('jam') && c.jam === 'green')!
    expect(damageCardFace(green.id).kind).toBe('jam green')
  })

  it('an unknown card is drawn as unknown', () => {
    expect(damageCardFace('Z99').label).toBe('?')
  })
})

describe('infantry fire\'s cards count nothing (003 lines 662-666: "Ignore the damage points on the card and count only special damage results ... Infantry fire never jams")', () => {
  const cards = Object.values(content.damageCards)
  const three = cards.find((c) => c.special.length === 0 && c.points === 3)!
  const jam = cards.find((c) => c.special.includes('jam') && (c.points ?? 0) > 0)!

  it('is drawn struck through with why, and its tooltip never says its printed points count', () => {
    const face = damageCardFace(three.id, false)
    expect(face.kind).toBe('no-points')
    expect(face.label).toBe('3')
    expect(face.title).toContain('counts nothing')
    expect(face.title).toContain('infantry fire')
    expect(face.title).not.toMatch(/\b3 points?\b/)
    // the same card counted: its points
    expect(damageCardFace(three.id).title).toMatch(/3 points$/)
  })

  it('a jam card from infantry fire is not drawn as a jam: it jammed nothing', () => {
    const face = damageCardFace(jam.id, false)
    expect(face.kind).toBe('no-points')
    expect(face.label).not.toContain('✚')
    expect(face.title).toContain('never jams')
  })

  it('the cards not struck through add up to the total the engine keeps', () => {
    // the panel of the issue: 0 1 3 3 3 3 0 0 3 beside "6/12", the 3s at places 2-5 from infantry fire
    const ids = ['0', '1', '3', '3', '3', '3', '0', '0', '3'].map((p) => cards.find((c) => c.special.length === 0 && String(c.points) === p)!.id)
    const pts = countedPoints(ids, [2, 3, 4, 5])
    expect(pts).toEqual([0, 1, 0, 0, 0, 0, 0, 0, 3])
    expect(pts.reduce((a, b) => a + b, 0)).toBe(4)
    expect(countedPoints(ids, undefined).reduce((a, b) => a + b, 0)).toBe(16)
  })
})

describe('the jam chip in words, per the rules in force (issue 26)', () => {
  it("the rulebook's jam (003 lines 111-115): manoeuvres left, and the tooltip says what it is and how it clears", () => {
    const c = jamChip('front', 2, {})
    expect(c.text).toBe('guns jammed: 2 manoeuvres')
    expect(c.title).toContain('cross')
    expect(c.title).toContain('one goes after each manoeuvre')
    expect(jamChip('rear', 1, {}).text).toBe('rear guns jammed: 1 manoeuvre')
  })

  it("000's Jammed Guns (option jamRoll, 000 lines 255-265): counters, the last cleared on a 4+", () => {
    expect(jamChip('front', 2, { jamRoll: true }).text).toBe('guns jammed: 2 to clear')
    const last = jamChip('front', 1, { jamRoll: true })
    expect(last.text).toBe('guns jammed: clears on a 4+')
    expect(last.title).toContain('4 or more on a die')
    expect(last.title).toContain('not steep nor an Immelmann')
  })
})
