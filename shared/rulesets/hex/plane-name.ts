/**
 * A plane as the hex game names it to a player: its aircraft, numbered in table order when several planes fly the
 * same aircraft ("Sopwith Camel 1", "Sopwith Camel 2"). The setup and every seat's view carry the planes, so the
 * lobby, the table and the option words all call a plane the same.
 */
interface Named {
  id: string
  aircraft: { id: string; name: string }
}

export function hexPlaneName(holder: { planes: readonly Named[] }, id: string): string {
  const p = holder.planes.find((q) => q.id === id)
  if (!p) return id
  const same = holder.planes.filter((q) => q.aircraft.id === p.aircraft.id)
  return same.length > 1 ? `${p.aircraft.name} ${same.indexOf(p) + 1}` : p.aircraft.name
}
