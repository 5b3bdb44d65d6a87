/** New game's word on seats left for LAN guests (both games): where the game waits, and where the guests are told to go. */
export function GuestNote({ guests }: { guests: number }) {
  if (guests <= 0) return null
  return (
    <p className="note" data-testid="guest-note">
      {guests} seat{guests > 1 ? 's wait' : ' waits'} for LAN guests. The game waits in its lobby until you start it; the lobby shows the address guests open in a browser, and hosts on the LAN if
      this app does not yet.
    </p>
  )
}
