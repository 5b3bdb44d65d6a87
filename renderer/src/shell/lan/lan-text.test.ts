import { describe, expect, it } from 'vitest'
import { gameFacts, linkText, sentence } from './lan-text'

describe('the LAN screens in words', () => {
  it('a found game: where it stands, its free seats and its players', () => {
    expect(gameFacts({ title: 'Dawn Patrols', phase: 'lobby', free: 1, players: 1 })).toEqual(['in the lobby', '1 free seat', '1 player'])
    expect(gameFacts({ title: 'Dawn Patrols', phase: 'playing', free: 0, players: 3 })).toEqual(['being played', 'no free seat: watch only', '3 players'])
    expect(gameFacts({ title: null, phase: null, free: 0, players: 0 })).toEqual(['no game with guest seats yet'])
  })

  it('a link, and a problem ending as a sentence before advice follows', () => {
    expect(linkText({ state: 'connecting', link: 'k1', address: '10.0.0.5:4317' })).toBe('Connecting to 10.0.0.5:4317…')
    expect(linkText({ state: 'refused', link: 'k1', address: '10.0.0.5:4317', message: 'nothing answers there' })).toBe('10.0.0.5:4317 cannot be joined: nothing answers there.')
    expect(linkText({ state: 'closed', link: 'k1', address: '10.0.0.5:4317', message: 'Kitchen PC stopped hosting.' })).toBe('The link to 10.0.0.5:4317 closed: Kitchen PC stopped hosting.')
    expect(sentence(' multicast is blocked ')).toBe('multicast is blocked.')
    expect(sentence('Is it on?')).toBe('Is it on?')
  })
})
