/**
 * A game's table talk: the lines said in its lobby and at its table, kept for people who join later. Text from
 * players is untrusted: it is cleaned by the one rule for such text (shared/protocol/clean-text.ts), and each
 * speaker is held to a few lines at a time so that nobody floods the others' screens. A speaker is a seat (its
 * player keeps the same limit after leaving and joining again) or, for a spectator, a connection; the limits are
 * kept after a speaker leaves, for the last few hundred speakers.
 */
import type { ChatLine } from '../../shared/protocol/messages'
import { cleanText } from '../../shared/protocol/clean-text'
import { MAX_CHAT_TEXT } from '../../shared/protocol/messages'
import { TokenBucket, type RateLimit } from '../server/rate-limit'
import { HostError } from './host-error'

/** lines kept for people who join later */
export const CHAT_KEPT = 100
/** lines sent to someone who joins */
export const CHAT_ON_JOIN = 50
/** five lines at once, then one every two seconds */
export const CHAT_RATE: RateLimit = { perSecond: 0.5, burst: 5, closeAfterDropped: Number.POSITIVE_INFINITY }

/** speakers whose rate is remembered after they left: the oldest is forgotten past this */
export const SPEAKERS_KEPT = 256

export class ChatLog {
  private readonly kept: ChatLine[] = []
  private said = 0
  private readonly buckets = new Map<string, TokenBucket>()

  constructor(private readonly now?: () => number) {}

  /** A line from `speaker` (a seat, or a spectator's connection): refused when empty or when the speaker is talking too fast. */
  add(speaker: string, line: Omit<ChatLine, 'n'>): ChatLine {
    const text = cleanText(line.text, MAX_CHAT_TEXT)
    if (text === '') throw new HostError('empty-chat', 'say something first')
    let bucket = this.buckets.get(speaker)
    if (!bucket) {
      this.buckets.set(speaker, (bucket = new TokenBucket(CHAT_RATE, this.now)))
      if (this.buckets.size > SPEAKERS_KEPT) this.buckets.delete(this.buckets.keys().next().value!)
    }
    if (!bucket.take()) throw new HostError('chat-too-fast', 'you are talking too fast: wait a moment')
    const said: ChatLine = { ...line, text, n: ++this.said }
    this.kept.push(said)
    if (this.kept.length > CHAT_KEPT) this.kept.splice(0, this.kept.length - CHAT_KEPT)
    return said
  }

  /** The last lines said, for someone who just joined. */
  recent(): ChatLine[] {
    return this.kept.slice(-CHAT_ON_JOIN)
  }
}
