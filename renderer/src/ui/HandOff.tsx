/**
 * The hand-off screen of a hotseat game: it covers the whole table until the next player confirms, so that no
 * secret of one player is on screen while another plans.
 */
import { useStore } from 'react-redux'
import { useEffect } from 'react'
import { confirmHandOff } from '../net/hotseat'
import { useClient } from '../net/client-context'
import { useAppSelector, type AppStore } from '../store'

export function HandOff() {
  const handOff = useAppSelector((s) => s.ui.handOff)
  const store = useStore() as AppStore
  const client = useClient()
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Enter' || e.key === ' ') confirmHandOff(store, client)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store, client])
  if (!handOff) return null
  return (
    <div className="handoff" data-testid="handoff">
      <div className="handoff-card">
        <h2>Pass the screen to {handOff.name}</h2>
        <p>Everyone else, look away: {handOff.name}'s plans and damage will be shown.</p>
        <button className="big primary" onClick={() => confirmHandOff(store, client)} data-testid="handoff-confirm">
          I am {handOff.name}: show my table
        </button>
      </div>
    </div>
  )
}
