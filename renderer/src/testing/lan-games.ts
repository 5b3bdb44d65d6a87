/**
 * A game found on the LAN, as the renderer's tests write one: Kitchen PC's duel in its lobby, one seat free,
 * with whatever the test changes.
 */
import type { LanGame } from '../../../shared/protocol/lan'

export function lanGame(over: Partial<LanGame> = {}): LanGame {
  return {
    id: 'Kitchen PC._overdive._tcp.local',
    host: 'Kitchen PC',
    address: '192.168.1.20:4317',
    title: 'Duel over the Trenches',
    phase: 'lobby',
    free: 1,
    players: 1,
    compat: { app: '0.1.0', protocol: 2, rules: '1-abcdef12' },
    problem: null,
    ...over,
  }
}
