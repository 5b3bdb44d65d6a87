/**
 * A request the host refuses: its code and a message for the player. The host answers it with an `error`
 * message and changes nothing.
 */
export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}
