import { describe, expect, it } from 'vitest'
import { content } from '../content'
import { damageCardFace } from './damage-cards'

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
