/**
 * The planning panels' keys, the basic game's and the turn-less queue's: 1-9, 0 and Q-P pick the cards in deck order;
 * Left/Right choose the slot (with more than one); Backspace clears the slot and Shift+Backspace the draft; Ctrl+Z and
 * Ctrl+Y undo and redo; Tab goes to the next plane; M folds the deck; Enter commits; Escape answers a question the
 * panel asks, when it asks one.
 *
 * While the keys are heard, the panel (the element of the ref returned) says for which plane in `data-keys`: the e2e
 * specs wait for it before typing, since a key pressed before the listener is on would be lost.
 */
import { useEffect, useRef, type RefObject } from 'react'
import type { ManoeuvreCard } from '../../../../../shared/content/types'
import { useAppDispatch, useAppStore } from '../../../store'
import { cardPlaced, planCleared, planeChosen, planRedone, planUndone, slotChosen, slotCleared } from '../../../store/planning-slice'
import { deckToggled } from '../../../store/ui-slice'
import { cardIndexOfKey, keyActivatesFocused, typingIn } from '../../../shell/common/keys'

const EMPTY: (string | null)[] = [null, null, null]

export interface DeckKeys {
  /** the plane the keys plan for; undefined: no keys are heard */
  plane: string | undefined
  /** the deck, in the order of the keys */
  cards: readonly ManoeuvreCard[]
  /** the seat's planes still to plan, for Tab */
  mine: readonly { id: string }[]
  /** how many slots the draft has (a queue may ask for one card) */
  slots: number
  /** why `card` may not go in `slot` of `draft` (falsy: it may) */
  whyNot(draft: readonly (string | null)[], slot: number, card: string): string | null | undefined
  /** a card's key was pressed: the card when it is refused (its reason goes under the deck), else null */
  point(card: string | null): void
  commit(): void
  /** what Escape does now, if anything */
  escape?: () => void
}

export function useDeckKeys(keys: DeckKeys): RefObject<HTMLDivElement | null> {
  const dispatch = useAppDispatch()
  const store = useAppStore()
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const { plane, cards, mine, slots, whyNot, point, commit, escape } = keys
    if (!plane) return
    // keys typed faster than the panel draws land where the store says now, not where the last drawing did
    const slotNow = () => Math.min(slots - 1, store.getState().planning.slot[plane] ?? 0)
    const onKey = (e: KeyboardEvent) => {
      if (typingIn(e)) return
      if (e.key === 'Escape' && escape) return void (e.preventDefault(), escape())
      const k = e.key.toLowerCase()
      if ((e.ctrlKey || e.metaKey) && (k === 'y' || (k === 'z' && e.shiftKey))) return void (e.preventDefault(), dispatch(planRedone(plane)))
      if ((e.ctrlKey || e.metaKey) && k === 'z') return void (e.preventDefault(), dispatch(planUndone(plane)))
      if (e.ctrlKey || e.metaKey || e.altKey) return
      const idx = cardIndexOfKey(e.key)
      if (idx >= 0 && idx < cards.length && !e.shiftKey) {
        const id = cards[idx].id
        const slot = slotNow()
        const why = whyNot((store.getState().planning.drafts[plane] ?? EMPTY).slice(0, slots), slot, id)
        // a refused card says why in the line under the deck
        point(why ? id : null)
        if (!why) dispatch(cardPlaced({ plane, slot, card: id }))
        e.preventDefault()
      } else if ((e.key === 'ArrowLeft' || e.key === 'ArrowRight') && slots > 1) {
        e.preventDefault()
        dispatch(slotChosen({ plane, slot: Math.max(0, Math.min(slots - 1, slotNow() + (e.key === 'ArrowLeft' ? -1 : 1))) }))
      } else if (e.key === 'Backspace' || e.key === 'Delete') {
        e.preventDefault()
        dispatch(e.shiftKey ? planCleared(plane) : slotCleared({ plane, slot: slotNow() }))
      } else if (e.key === 'Enter') {
        if (keyActivatesFocused(e)) return
        e.preventDefault()
        // a key held down does not answer the panel's question (a plan leaving the table) by itself
        if (!e.repeat) commit()
      } else if (e.key === 'Tab' && mine.length > 1) {
        e.preventDefault()
        const i = mine.findIndex((p) => p.id === plane)
        dispatch(planeChosen(mine[(i + (e.shiftKey ? mine.length - 1 : 1)) % mine.length].id))
      } else if (k === 'm') dispatch(deckToggled())
    }
    window.addEventListener('keydown', onKey)
    const panel = panelRef.current
    panel?.setAttribute('data-keys', plane)
    return () => {
      window.removeEventListener('keydown', onKey)
      panel?.removeAttribute('data-keys')
    }
  })
  return panelRef
}
