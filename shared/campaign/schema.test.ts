/**
 * The campaign file (schema.ts): written and read back the same; a file that is not a campaign this version can trust
 * is refused with a reason, its kind of fault named.
 */
import { describe, expect, it } from 'vitest'
import { bloodyApril, CREWS, DECKS, reportOf } from '../../electron/testing/campaign-fixtures'
import { closeSortie } from './close'
import { CampaignError, type CampaignErrorCode } from './errors'
import { parseCampaign, serializeCampaign } from './schema'
import { startSortie } from './sortie'
import type { Campaign } from './types'

/** a campaign with a sortie closed (a victory, a loss, a replacement) and one in flight */
function played(): Campaign {
  let c = startSortie(bloodyApril({ survivalDraw: true }), { scenario: 'free-dogfight', variant: null, title: 'Dogfight over Douai', crews: CREWS }).campaign
  c = closeSortie(c, 1, reportOf({ dr1: { status: 'shot-down', downed: 'shot-down' } }, [{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 2, by: ['bristol'] }], 'allied'), DECKS)
  return startSortie(c, { scenario: 'free-dogfight', variant: null, title: 'Second patrol', crews: [CREWS[1], { ...CREWS[3], pilot: 'a8' }] }).campaign
}

function refusal(text: string): { code: CampaignErrorCode; message: string } {
  try {
    parseCampaign(text)
  } catch (e) {
    expect(e).toBeInstanceOf(CampaignError)
    return { code: (e as CampaignError).code, message: (e as Error).message }
  }
  throw new Error('it was read')
}

const edit = (f: (c: Record<string, any>) => void) => () => { // eslint-disable-line @typescript-eslint/no-explicit-any -- a test breaks the parsed file on purpose, in any shape
  const c = JSON.parse(serializeCampaign(played()))
  f(c)
  return JSON.stringify(c)
}

describe('the campaign file', () => {
  it('is written and read back exactly, sorties and draws included', () => {
    const c = played()
    expect(parseCampaign(serializeCampaign(c))).toEqual(c)
  })

  it("keeps a credit's mark of 004's Order of firing (the plane whose shot downed it alone credited), and refuses a mark other than true", () => {
    let c = startSortie(bloodyApril(), { scenario: 'free-dogfight', variant: null, title: 'In order', crews: CREWS }).campaign
    c = closeSortie(c, 1, reportOf({ dr1: { status: 'shot-down', downed: 'shot-down' } }, [{ victim: 'dr1', how: 'shot-down', turn: 1, phase: 2, by: ['bristol'], downingShot: true }], 'allied'), DECKS)
    const read = parseCampaign(serializeCampaign(c))
    expect(read.sorties[0].result!.credits[0].downingShot).toBe(true)
    const forged = JSON.parse(serializeCampaign(c))
    forged.sorties[0].result.credits[0].downingShot = false
    expect(() => parseCampaign(JSON.stringify(forged))).toThrow(CampaignError)
  })

  const bad: [string, () => string, CampaignErrorCode, RegExp][] = [
    ['not JSON', () => '{"format": "overdive-campaign",', 'not-json', /not JSON/],
    ['a save, not a campaign', () => JSON.stringify({ format: 'overdive-save', version: 5 }), 'not-a-campaign', /not an Overdive campaign/],
    ['from a newer Overdive', edit((c) => (c.version = 9)), 'newer-version', /newer Overdive \(format 9; this one reads up to 1\)/],
    ['a field of the wrong kind', edit((c) => (c.airmen[0].victories = 'many')), 'schema', /airmen\.0\.victories/],
    ['an unknown ability', edit((c) => (c.airmen[0].abilities = ['x-ray-vision'])), 'schema', /airmen\.0\.abilities\.0/],
    ['a field this version does not know', edit((c) => (c.extra = 1)), 'schema', /extra/],
    ['victories the sorties do not give', edit((c) => (c.airmen[1].victories = 7)), 'inconsistent', /Arthur Kemp has 7 victories where the sorties give 0/],
    ['an airman of no squadron', edit((c) => (c.airmen[0].squadron = 'sq9')), 'inconsistent', /squadron "sq9", which is not in the campaign/],
    ['a crew of an airman not on the roster', edit((c) => (c.sorties[1].crews[0].pilot = 'a99')), 'inconsistent', /airman "a99" is not in the campaign/],
    ['two sorties in flight', edit((c) => Object.assign(c.sorties[0], { status: 'in-flight', result: null })), 'inconsistent', /./],
    ["a generator state that does not fit its seed", edit((c) => (c.rng = new Array(29).fill(0))), 'inconsistent', /generator/],
  ]
  for (const [what, text, code, message] of bad)
    it(`refused: ${what} (${code})`, () => {
      const r = refusal(text())
      expect(r.code).toBe(code)
      expect(r.message).toMatch(message)
    })
})
