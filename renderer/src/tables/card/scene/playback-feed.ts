/**
 * The store and the animator kept in step, without React (playback.tsx calls it on every change of the store and
 * every frame): new events are handed to the animator, the ones it has played are let go, and the store is told
 * when the table starts and stops moving.
 *
 * Events that take no time on the table (the other seat's plan committed) are let go as they arrive. Had they waited
 * for the next frame, the table would have counted as moving for that frame, the planning panel would have hidden
 * (it waits for the table), and a key the player typed in that frame would have been lost.
 */
import type { AppStore } from '../../../store'
import { eventsPlayed } from '../../../store/game-slice'
import { animationChanged } from '../../../store/ui-slice'
import { rulesFor } from '../../../content'
import type { Animator } from './animator'

export class PlaybackFeed {
  /** how many of the store's pending events the animator holds */
  private handed = 0
  /** the game and seat being played: another one starts over from its view */
  private key = ''

  constructor(
    private readonly store: AppStore,
    private readonly animator: Animator,
  ) {}

  /** The store changed: hand the animator what is new. */
  changed(): void {
    const { store, animator } = this
    const { game } = store.getState()
    const k = `${game.session}|${game.seat}`
    if (k !== this.key) {
      this.key = k
      this.handed = 0
      animator.reset()
    }
    if (!game.view) return
    if (game.pending.length > this.handed) {
      animator.enqueue(game.pending.slice(this.handed), rulesFor(game.view.setup))
      this.handed = game.pending.length
      this.letGo(animator.playInstant())
      // the table is behind the host from now: the planning and fire panels wait for it (not for the next frame)
      if (animator.busy && !store.getState().ui.animating) store.dispatch(animationChanged(true))
    }
    const now = store.getState().game
    if (!animator.busy && now.pending.length === 0 && now.view) animator.sync(now.view)
  }

  /** A frame of `delta` seconds: the animator plays on, at the chosen speed. */
  frame(delta: number): void {
    const { store, animator } = this
    const wasBusy = store.getState().ui.animating
    const done = animator.update(Math.min(delta, 0.1) * store.getState().ui.speed)
    this.letGo(done)
    const busy = animator.busy || store.getState().game.pending.length > 0
    if (busy !== wasBusy) store.dispatch(animationChanged(busy))
    if (!busy) {
      const v = store.getState().game.view
      if (v && done > 0) animator.sync(v)
    }
  }

  /** The animator has played `done` more events: the store lets them go (its log and the view shown move on). */
  private letGo(done: number): void {
    if (done <= 0) return
    this.handed -= done
    this.store.dispatch(eventsPlayed(done))
  }
}
