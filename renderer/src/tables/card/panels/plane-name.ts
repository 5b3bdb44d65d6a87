/**
 * What a plane is called on screen: its aircraft's name, numbered when several planes of the table fly the same
 * aircraft ("Sopwith Camel 2"), so that an 8v8 of Camels and Dr.Is can be told apart.
 */
import type { Content } from '../../../../../shared/content/types'

export function planeName(planes: readonly { id: string; aircraft: string }[], id: string, content: Content): string {
  const p = planes.find((q) => q.id === id)
  if (!p) return id
  const name = content.aircraft[p.aircraft]?.name ?? p.aircraft
  const same = planes.filter((q) => q.aircraft === p.aircraft)
  return same.length > 1 ? `${name} ${same.indexOf(p) + 1}` : name
}
