import { describe, expect, it } from 'vitest'
import { guestAddresses } from './guest-addresses'

describe('guestAddresses: which address to give guests first', () => {
  it('keeps the host order for LAN addresses and puts this-computer-only ones last', () => {
    const shown = guestAddresses(['http://127.0.0.1:4317/', 'http://192.168.1.20:4317/', 'http://[::1]:4317/', 'http://localhost:4317/', 'http://10.0.0.5:4317/', 'http://localhost-box.local:4317/'])
    expect(shown.map((a) => a.url)).toEqual(['http://192.168.1.20:4317/', 'http://10.0.0.5:4317/', 'http://localhost-box.local:4317/', 'http://127.0.0.1:4317/', 'http://[::1]:4317/', 'http://localhost:4317/'])
    expect(shown.map((a) => a.thisComputerOnly)).toEqual([false, false, false, true, true, true])
  })
})
