/**
 * The campaigns folder: atomic writes, a corrupt file reported and kept, export and import, the format's version
 * checked. These tests run the store's mechanics with a small format of their own (the store takes any format);
 * campaign-file.test.ts runs it with the campaign file format of shared/campaign.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CampaignFileError, CampaignStore, type CampaignFormat } from './campaign-store'

interface Toy {
  format: 'toy-campaign'
  version: 1
  id: string
  name: string
  sorties: number[]
}

const toyFormat: CampaignFormat<Toy> = {
  parse(text) {
    let data: unknown
    try {
      data = JSON.parse(text)
    } catch {
      throw new Error('the file is not valid JSON')
    }
    const d = data as Partial<Toy>
    if (d?.format !== 'toy-campaign') throw new Error('not a campaign file')
    if (d.version !== 1) throw new Error(`version ${String(d.version)} is not one this app reads`)
    if (typeof d.name !== 'string' || !Array.isArray(d.sorties)) throw new Error('name or sorties missing')
    return d as Toy
  },
  serialize: (c) => `${JSON.stringify(c, null, 1)}\n`,
  withId: (c, id) => ({ ...c, id }),
  name: (c) => c.name,
  sorties: (c) => c.sorties.length,
}

const toy = (name: string, sorties: number[] = []): Toy => ({ format: 'toy-campaign', version: 1, id: '', name, sorties })
const freshStore = () => new CampaignStore(join(mkdtempSync(join(tmpdir(), 'overdive-campaigns-')), 'campaigns'), toyFormat)

describe('the campaigns folder', () => {
  it('creates a campaign under a new id, reads it back and lists it, leaving no temporary file', () => {
    const store = freshStore()
    const c = store.create(toy('Bloody April'))
    expect(c.id).toMatch(/^bloody-april-[0-9a-f]{8}$/)
    expect(store.read(c.id)).toEqual(c)
    expect(readdirSync(store.dir)).toEqual([`${c.id}.json`])
    expect(store.list()).toEqual([expect.objectContaining({ id: c.id, name: 'Bloody April', sorties: 0, problem: null, interrupted: false })])
  })

  it('two campaigns of one name are two files', () => {
    const store = freshStore()
    const a = store.create(toy('Jasta 11'))
    const b = store.create(toy('Jasta 11'))
    expect(a.id).not.toBe(b.id)
    expect(store.list().map((e) => e.id).sort()).toEqual([a.id, b.id].sort())
  })

  it('writes a sortie over the campaign atomically: the file is the old campaign or the new one', () => {
    const store = freshStore()
    const c = store.create(toy('Arras'))
    store.write(c.id, { ...c, sorties: [1] })
    expect(store.read(c.id).sorties).toEqual([1])
    expect(readdirSync(store.dir)).toEqual([`${c.id}.json`])
  })

  it('a corrupt file is reported with its name and what is wrong, listed with its problem, and never written over', () => {
    const store = freshStore()
    const good = store.create(toy('Good'))
    const bad = store.create(toy('Bad'))
    writeFileSync(join(store.dir, `${bad.id}.json`), '{"format":"toy-campaign","version":1,"na')
    const before = readFileSync(join(store.dir, `${bad.id}.json`), 'utf8')
    expect(() => store.read(bad.id)).toThrow(new RegExp(`${bad.id}\\.json: the file is not valid JSON`))
    expect(() => store.write(bad.id, toy('Bad', [1]))).toThrow(CampaignFileError)
    expect(readFileSync(join(store.dir, `${bad.id}.json`), 'utf8')).toBe(before)
    const list = store.list()
    expect(list.find((e) => e.id === bad.id)).toMatchObject({ name: bad.id, sorties: null, problem: expect.stringMatching(/not valid JSON/) })
    expect(list.find((e) => e.id === good.id)).toMatchObject({ name: 'Good', problem: null })
  })

  it('a file of another version is refused by the format, and kept', () => {
    const store = freshStore()
    const c = store.create(toy('Old'))
    writeFileSync(join(store.dir, `${c.id}.json`), JSON.stringify({ ...c, version: 9 }))
    expect(() => store.read(c.id)).toThrow(/version 9 is not one this app reads/)
    expect(store.list()[0].problem).toMatch(/version 9/)
  })

  it('export and import: the text read back is the same campaign under a new id, never over another file', () => {
    const store = freshStore()
    const c = store.create(toy('Cambrai', [1, 2, 3]))
    const text = store.export(c.id)
    const other = freshStore()
    const imported = other.import(text)
    expect({ ...imported, id: '' }).toEqual({ ...c, id: '' })
    const again = store.import(text)
    expect(again.id).not.toBe(c.id)
    expect(store.read(c.id)).toEqual(c)
    expect(store.list()).toHaveLength(2)
  })

  it('an import that is not a campaign is refused with a clear error and nothing is written', () => {
    const store = freshStore()
    store.create(toy('Kept'))
    expect(() => store.import('not json')).toThrow(/not a campaign Overdive can open: the file is not valid JSON/)
    expect(() => store.import(JSON.stringify({ format: 'overdive-save', version: 3 }))).toThrow(/not a campaign file/)
    expect(store.list()).toHaveLength(1)
  })

  it('ids are names in the folder only: another path is no campaign', () => {
    const store = freshStore()
    expect(() => store.read('../saves/x')).toThrow(/is not a campaign in the campaigns folder/)
    expect(() => store.read('nothing-here')).toThrow(/there is no campaign "nothing-here"/)
    expect(() => store.remove('nothing-here')).toThrow(/there is no campaign/)
  })

  it('deletes a campaign, a corrupt one too', () => {
    const store = freshStore()
    const c = store.create(toy('Gone'))
    writeFileSync(join(store.dir, `${c.id}.json`), 'garbage')
    store.remove(c.id)
    expect(store.list()).toEqual([])
  })

  it('lists a temporary file of a live writer as an interrupted write, and sweeps those of dead ones at start', async () => {
    const store = freshStore()
    const c = store.create(toy('Messines'))
    writeFileSync(join(store.dir, `${c.id}.json.tmp-${process.pid}-0`), '{"form')
    expect(store.list().find((e) => e.interrupted)).toMatchObject({ id: c.id, interrupted: true, problem: expect.stringMatching(/campaign before it is intact/) })
    // a process that has ended: its temporary file goes when the folder is opened next
    const dead = spawn(process.execPath, ['-e', ''])
    const pid = dead.pid!
    await new Promise((ok) => dead.on('exit', ok))
    writeFileSync(join(store.dir, `${c.id}.json.tmp-${pid}-0`), '{"form')
    const reopened = new CampaignStore(store.dir, toyFormat)
    expect(reopened.swept).toEqual([`${c.id}.json.tmp-${pid}-0`])
    expect(reopened.read(c.id)).toEqual(c)
  })
})
