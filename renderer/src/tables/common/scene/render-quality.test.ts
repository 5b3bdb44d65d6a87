/**
 * The frame cap a build may be given (render-quality.ts): the specs' build caps its frames, a player's does not,
 * and a capped build's page may still ask for every frame.
 */
import { describe, expect, it } from 'vitest'
import { frameCapFrom, isSoftwareRenderer } from './render-quality'

describe('the frame cap', () => {
  it('is none where the build was given none', () => {
    expect(frameCapFrom(undefined)).toBeNull()
    expect(frameCapFrom('')).toBeNull()
    expect(frameCapFrom('  ')).toBeNull()
  })

  it('is the frames a second the build was given', () => {
    expect(frameCapFrom('6')).toBe(6)
    expect(frameCapFrom('12.5', '?speed=10')).toBe(12.5)
  })

  it('is none where the page asks for every frame', () => {
    expect(frameCapFrom('6', '?speed=10&frames=all')).toBeNull()
    expect(frameCapFrom('6', '?frames=some')).toBe(6)
  })

  it('refuses a cap that is not a number of frames a second from 1 to 60, naming it', () => {
    for (const bad of ['0', '-3', '61', 'six', 'NaN', 'Infinity']) {
      expect(() => frameCapFrom(bad), bad).toThrow(`not "${bad}"`)
    }
  })
})

describe('a software renderer', () => {
  it('is told by its name', () => {
    expect(isSoftwareRenderer('ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero)), SwiftShader driver)')).toBe(true)
    expect(isSoftwareRenderer('llvmpipe (LLVM 15.0.6, 256 bits)')).toBe(true)
    expect(isSoftwareRenderer('ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)')).toBe(false)
  })
})
