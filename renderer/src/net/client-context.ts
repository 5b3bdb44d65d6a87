import { createContext, useContext } from 'react'
import type { HostClient } from './client'

export const ClientContext = createContext<HostClient | null>(null)

export function useClient(): HostClient {
  const c = useContext(ClientContext)
  if (!c) throw new Error('no host client')
  return c
}
