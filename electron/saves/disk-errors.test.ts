import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeAtomic } from './atomic'
import { checkSavesFolder, diskTrouble } from './disk-errors'

describe('disk errors in words', () => {
  it('names the disk’s refusals and nothing else', () => {
    expect(diskTrouble(Object.assign(new Error('x'), { code: 'ENOSPC' }))).toBe('the disk is full')
    expect(diskTrouble(Object.assign(new Error('x'), { code: 'EROFS' }))).toBe('the folder is read-only')
    expect(diskTrouble(new Error('a bug'))).toBeNull()
    expect(diskTrouble(Object.assign(new Error('x'), { code: 'toString' }))).toBeNull()
    expect(diskTrouble(null)).toBeNull()
  })

  it('checks a saves folder by writing in it, and says why it cannot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-check-'))
    expect(checkSavesFolder(join(dir, 'saves'))).toBeNull()
    expect(readdirSync(join(dir, 'saves'))).toEqual([])
    writeFileSync(join(dir, 'a-file'), 'x')
    expect(checkSavesFolder(join(dir, 'a-file'))).toMatch(/games cannot be saved in .*a-file: /)
  })
})

describe('an atomic write that fails', () => {
  it('leaves the target as it was and no temporary file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'overdive-atomic-'))
    writeAtomic(join(dir, 'ok.json'), 'fine')
    expect(existsSync(join(dir, 'ok.json'))).toBe(true)
    // the rename fails: a folder that is not empty stands where the file would go
    const blocked = join(dir, 'blocked')
    mkdirSync(join(blocked, 'inside'), { recursive: true })
    expect(() => writeAtomic(blocked, 'new')).toThrow()
    expect(readdirSync(blocked)).toEqual(['inside'])
    expect(readdirSync(dir).filter((f) => f.includes('.tmp-'))).toEqual([])
  })
})
