import { describe, expect, it } from 'vitest'
import { aceMark, agoText, awardText, campaignLine, creditText, crewFateText, drawShown, lossText, promotionText, sortieCreditsText, sortieResultText, sortiesFlown, statusText, victoriesText } from './roster-words'
import { sampleCampaign } from './sample-campaign'

const names: Record<string, string> = { 'sopwith-camel': 'Sopwith Camel', 'bristol-f2b': 'Bristol F2B', 'fokker-dr-i': 'Fokker Dr.I' }
const aircraftName = (id: string) => names[id] ?? id

describe('roster words: victories, the ace mark and status (003 lines 921-941)', () => {
  it('counts victories in words', () => {
    expect([0, 1, 4].map(victoriesText)).toEqual(['no victories', '1 victory', '4 victories'])
  })

  it('marks an ace at five victories and not before (003 line 939: "five or more victories is considered an ace")', () => {
    expect(aceMark({ victories: 4 })).toBeNull()
    expect(aceMark({ victories: 5 })).toBe('Ace')
    expect(aceMark({ victories: 12 })).toBe('Ace')
  })

  it('says where each airman stands: ready, wounded and back after n sorties (003 lines 935-936), lost and why, out for good', () => {
    expect(statusText({ kind: 'flying' })).toBe('Ready to fly')
    expect(statusText({ kind: 'recovering', sorties: 1, since: 3 })).toBe('Wounded: misses the next sortie, then flies again')
    expect(statusText({ kind: 'recovering', sorties: 3, since: 3 })).toBe('Wounded: misses the next 3 sorties, then flies again')
    expect(statusText({ kind: 'lost', sortie: 2, why: 'exploded' })).toBe('Lost in sortie 2: blown up')
    expect(statusText({ kind: 'wounded-out', sortie: 4 })).toBe('Out for good: badly wounded in sortie 4')
  })
})

describe("a sortie's report in words", () => {
  const c = sampleCampaign()
  const s = c.sorties[1]

  it('credits a victory to every plane that damaged the victim in the phase it fell, naming the crews (003 lines 923-924)', () => {
    expect(creditText(c, s, s.result!.credits[0], aircraftName)).toBe(
      'Fokker Dr.I (Werner Voss) shot down in turn 4: credited to Sopwith Camel (Albert Ball) and Bristol F2B (Arthur Rhys with Tom Mottershead observing), each of which damaged it in the phase it fell',
    )
  })

  it("with 004's Order of firing credits the plane whose shot downed it, and says so (004 line 278: \"no shared kills\")", () => {
    const credit = { ...s.result!.credits[0], by: ['p1'], downingShot: true as const }
    expect(creditText(c, s, credit, aircraftName)).toBe('Fokker Dr.I (Werner Voss) shot down in turn 4: credited to Sopwith Camel (Albert Ball), whose shot downed it (shots in order of firing: no shared kills)')
    expect(creditText(c, s, { ...credit, by: [] }, aircraftName)).toMatch(/: no one is credited, the shot that downed it was not an enemy's that damaged it/)
  })

  it('credits a plane burned after leaving the table to the last to fire at it (003 lines 926-928), and says when no one is credited', () => {
    expect(creditText(c, s, { victim: 'p3', how: 'burned', turn: 6, phase: 1, by: ['p1'] }, aircraftName)).toMatch(/future flame cards brought it down; credited to Sopwith Camel \(Albert Ball\), the last to fire at it/)
    expect(creditText(c, s, { victim: 'p3', how: 'crashed', turn: 6, phase: 1, by: [] }, aircraftName)).toMatch(/crashed in turn 6: no one is credited/)
  })

  it('awards, losses and promotions in words', () => {
    expect(awardText(c, s.result!.awards[0])).toBe('Albert Ball: +1 victory, 5 in all')
    expect(lossText(c, s.result!.losses[0])).toBe('Werner Voss: shot down; out of the campaign')
    expect(lossText(c, s.result!.losses[1])).toBe('Tom Mottershead: wounded in his seat; misses the next sortie, then flies again')
    expect(lossText(c, { airman: 'g1', plane: 'p3', why: 'shot-down', outcome: 'survived' })).toMatch(/came down safely and flies again$/)
    expect(promotionText(c, s.result!.promotions[0], (id) => id)).toBe('Albert Ball is an ace (five victories): an ability to choose on the roster, in force from the next sortie')
    expect(promotionText(c, { airman: 'a1', earned: 1, rolled: ['longevity'], ace: false }, () => 'Longevity')).toMatch(/another ability .*: Longevity, rolled on the D10/)
  })

  it("shows a draw as the card drawn: the deck, the card's points (✸ an explosion) and what it meant", () => {
    const points = (card: string) => (card === 'B05' ? 2 : card === 'B01' ? null : undefined)
    expect(drawShown(c, s.result!.draws[0], points)).toEqual({ deck: 'B', face: '2', who: 'Tom Mottershead, wounded observer', outcome: 'a 2: misses the next sortie, then flies again' })
    expect(drawShown(c, { ...s.result!.draws[0], card: 'B01' }, points).face).toBe('✸')
    expect(drawShown(c, { airman: 'a1', why: 'ability', deck: 'D10', card: '7', outcome: 'Sniper, once a game' }, points).face).toBe('7')
  })

  it("the sortie list's result and credits", () => {
    expect(sortieResultText(c, c.sorties[0])).toBe('Won by Jasta 11')
    expect(sortieResultText(c, s)).toBe('Won by No. 56 Squadron')
    expect(sortieResultText(c, { ...s, status: 'in-flight', result: null })).toBe('In flight')
    expect(sortieResultText(c, { ...s, result: { ...s.result!, winners: [] } })).toBe('A draw')
    expect(sortieCreditsText(c, s)).toBe('Albert Ball: 1, Arthur Rhys: 1, Tom Mottershead: 1')
    expect(sortieCreditsText(c, c.sorties[0])).toBe('no victories')
  })
})

describe("the campaign list's line", () => {
  const now = new Date('2026-11-29T12:00:00Z')
  it('says the sorties flown and when it was last played', () => {
    expect(sortiesFlown(sampleCampaign())).toBe(2)
    expect(campaignLine(0, null, now)).toBe('no sortie flown yet')
    expect(campaignLine(1, '2026-11-29T11:58:00Z', now)).toBe('1 sortie flown · last played 2 minutes ago')
    expect(campaignLine(3, '2026-11-27T12:00:00Z', now)).toBe('3 sorties flown · last played 2 days ago')
    expect(agoText(new Date('2026-11-28T10:00:00Z'), now)).toBe('yesterday')
    expect(agoText(new Date('2026-01-01T10:00:00Z'), now)).toBe('2026-01-01')
  })
})

describe("roster words: how each plane of a sortie ended (the report's Who flew)", () => {
  it('a plane downed by how and when, one whose observer was hit came home with him wounded, the others came home', () => {
    const s = sampleCampaign().sorties[1]
    expect(s.crews.map((k) => crewFateText(s, k))).toEqual(['came home', 'came home, its observer wounded', 'shot down in turn 4'])
  })

  it('a plane that crashed, no enemy to credit, is told as downed all the same', () => {
    const s = sampleCampaign().sorties[1]
    s.result!.credits = [{ victim: 'p1', how: 'crashed', turn: 6, phase: 1, by: [] }]
    s.result!.losses = []
    expect(crewFateText(s, s.crews[0])).toBe('crashed in turn 6')
    expect(crewFateText(s, s.crews[2])).toBe('came home')
  })
})
