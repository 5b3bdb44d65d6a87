/**
 * What of a seat's view of a game of another ruleset (the hex game of 002) anyone may see, as far as the renderer can
 * tell without that ruleset's code: the seat's hand emptied (its count stays in the view's counts), the seat
 * cleared, every option's state dropped (the hex game's 001 options keep some of it for the plane's owner only:
 * wounds, battle damage), and only the events meant for everyone.
 *
 * It errs on the side of the secret: a hotseat table that turns public (net/hotseat.ts) joins as a spectator at
 * once, and the host's spectator view, a moment later, brings back the option state everyone may see. The card
 * game's public view (public-view.ts) is exact instead: it knows that game's secrets field by field.
 */
import type { RulesetViewMessage } from './ruleset-slice'

type Loose = Record<string, unknown>

function isObject(x: unknown): x is Loose {
  return typeof x === 'object' && x !== null && !Array.isArray(x)
}

/** The view with its seat's secrets taken out (any view: fields it does not have are left alone). */
export function publicRulesetView(view: unknown): unknown {
  if (!isObject(view)) return view
  const out: Loose = { ...view }
  if ('seat' in out) out.seat = null
  if (Array.isArray(out.hand)) out.hand = []
  if ('extra' in out) out.extra = {}
  if (Array.isArray(out.planes)) out.planes = out.planes.map((p) => (isObject(p) && 'extra' in p ? { ...p, extra: {} } : p))
  return out
}

/** The events everyone may see: each names its audience ('all', or the one seat that may see it). */
export function publicRulesetEvents(events: readonly unknown[]): unknown[] {
  return events.filter((e) => isObject(e) && e.to === 'all')
}

/** A seat's view message as everyone may see it: the spectator's part of the view and the public events. */
export function publicRulesetMessage(m: RulesetViewMessage): RulesetViewMessage {
  const { re: _re, ...rest } = m
  return { ...rest, seat: null, view: publicRulesetView(m.view), events: publicRulesetEvents(m.events), ...(m.past ? { past: publicRulesetEvents(m.past) } : {}) }
}
