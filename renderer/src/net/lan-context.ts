/**
 * The LAN client (net/lan-client.ts) for the screens that host on the LAN or join a game there; main.tsx
 * provides the one the app makes.
 */
import { createContext, useContext } from 'react'
import type { LanClient } from './lan-client'

export const LanContext = createContext<LanClient | null>(null)

export function useLan(): LanClient {
  const c = useContext(LanContext)
  if (!c) throw new Error('no LAN client')
  return c
}
