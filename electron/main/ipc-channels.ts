/**
 * The IPC channels between the window and the main process: one that carries every message to the host, with its
 * type beside it, and one for messages from the host. The types a page may send are not listed here: they are the
 * protocol's own list (CLIENT_MESSAGE_TYPES, from the zod union in shared/protocol/messages.ts), which the main
 * process checks (security.ts, ipcMessage). Nothing but these two names: the preload imports this file, and the
 * preload carries no protocol code.
 */
export const IPC_CHANNELS = {
  toHost: 'overdive:to-host',
  fromHost: 'overdive:from-host',
} as const
