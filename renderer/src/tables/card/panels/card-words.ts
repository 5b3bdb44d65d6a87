/**
 * What a manoeuvre card does, in words, for its tooltip in the planning deck (issue 26): how far it flies, whether
 * it is steep (and so cannot follow another steep card), what an Immelmann turn needs, and what limits the card
 * itself carries. Built from the card's data (assets/manoeuvres) and the rules of 003 (the basic game's Planning,
 * lines 36-44; the Altitude rules' Dive, Climb, Immelmann Turns and Split-S, lines 315-354). Pure: the deck draws
 * it and the tests read it.
 */
import type { ManoeuvreCard } from '../../../../../shared/content/types'

/** A length in cm, to one decimal where it has one ("10", "6.5", "7.9"). */
export function cm(n: number): string {
  const r = Math.round(n * 10) / 10
  return `${r}`
}

/** How far the card flies: the arrow's length and shape, in words. */
export function cardLength(card: ManoeuvreCard): string {
  const m = card.move
  const side = card.turn === 'left' ? 'left' : 'right'
  if ('straight' in m) {
    if (card.stall) return `flies only ${cm(m.straight)} cm: a stall, the plane almost stands still`
    if (card.altitude === 'climb') return `flies only ${cm(m.straight)} cm ahead while it climbs`
    return `flies ${cm(m.straight)} cm straight ahead`
  }
  if ('arc' in m) {
    const length = (m.arc.radius * m.arc.angle * Math.PI) / 180
    return `flies ${cm(length)} cm, turning ${m.arc.angle}° to the ${side} (a curve of ${cm(m.arc.radius)} cm radius)`
  }
  if ('slip' in m) return `flies ${cm(m.slip.forward)} cm ahead and slides ${cm(m.slip.lateral)} cm to the ${side}, still facing the same way`
  return `flies ${cm(m.immelmann.forward)} cm ahead, climbing and rolling over: it ends facing back the way it came`
}

export interface CardWordsOptions {
  /** 003 Altitude is in play: climbs, dives, climb counters and the Split-S */
  altitude?: boolean
}

/** The lines of a card's tooltip after its name: its length, then what it is and what it needs. */
export function cardLines(card: ManoeuvreCard, opts: CardWordsOptions = {}): string[] {
  const lines = [`Length: ${cardLength(card)}.`]
  if (card.steep) {
    lines.push(
      `Steep (◆): it cannot follow another steep card; at least one card without the diamond must come between two steep ones, and if a turn ends with a steep card the next turn cannot begin with one.`,
    )
  } else lines.push('Not steep: it may follow a steep card.')
  if (card.stall) lines.push('A stall: a steep card with a short arrow.')
  if (card.straight) lines.push('Straight (↑): an Immelmann turn needs a straight just before it and another just after it.')
  if (card.immelmann) {
    lines.push(
      'Immelmann turn (↓): it needs a straight card just before it and another just after it. It may open a turn only if the last card of the turn before was a straight.',
    )
    if (opts.altitude) {
      lines.push('With altitude: it gives a climb counter, and it cannot be flown in the same turn as a Climb.')
      lines.push(
        'Split-S: with a stall just before it (and a straight after) it is a downward Immelmann: the plane loses a climb counter (a level if it has none), and it cannot be flown in the same turn as a Dive.',
      )
    }
  }
  if (card.altitude === 'climb') {
    lines.push('Climb: gives a climb counter; when the counters reach the plane’s climb rate it goes up a level. It cannot take the plane to level 4.')
    lines.push('It looks like a stall but does not count as one.')
  }
  if (card.altitude === 'dive') {
    lines.push('Dive: the plane goes down a level and loses its climb counters.')
    lines.push('It looks like a straight but does not count as one: an Immelmann cannot follow it.')
  }
  if (card.turn) lines.push(`Goes ${card.turn} (its little arrow): a rudder jammed to the ${card.turn} (Special Damage) forbids it for the next turn.`)
  return lines
}
