/**
 * Web permissions for the app's session. Without handlers Electron grants every request (camera, microphone,
 * geolocation, notifications, HID/serial/USB devices, screen capture...). The game needs none of them, so
 * every request and every check is refused; a permission the game comes to need goes on the allow-list here.
 *
 * No Electron import: index.ts installs these on the session.
 */

/** Web permissions the page may have. None: it draws a table and talks to the host over IPC. */
export const ALLOWED_PERMISSIONS: readonly string[] = []

export function allowPermission(permission: string): boolean {
  return ALLOWED_PERMISSIONS.includes(permission)
}

/** session.setPermissionRequestHandler: the page asked (getUserMedia, Notification.requestPermission...). */
export function permissionRequestHandler(_contents: unknown, permission: string, callback: (granted: boolean) => void): void {
  callback(allowPermission(permission))
}

/** session.setPermissionCheckHandler: the page (or Chromium) checks before asking. */
export function permissionCheckHandler(_contents: unknown, permission: string): boolean {
  return allowPermission(permission)
}

/** session.setDevicePermissionHandler: HID, serial and USB devices are never granted. */
export function devicePermissionHandler(): boolean {
  return false
}

/** session.setDisplayMediaRequestHandler: getDisplayMedia (screen capture) gets no stream, so it is refused. */
export function displayMediaRequestHandler(_request: unknown, callback: (streams: null) => void): void {
  callback(null)
}

/** The session methods used, as a type the tests can stand in for. */
export interface PermissionSession {
  setPermissionRequestHandler(h: typeof permissionRequestHandler): void
  setPermissionCheckHandler(h: typeof permissionCheckHandler): void
  setDevicePermissionHandler(h: typeof devicePermissionHandler): void
  setDisplayMediaRequestHandler?(h: typeof displayMediaRequestHandler): void
}

/** Installs the refusing handlers on a session. */
export function denyAllPermissions(session: PermissionSession): void {
  session.setPermissionRequestHandler(permissionRequestHandler)
  session.setPermissionCheckHandler(permissionCheckHandler)
  session.setDevicePermissionHandler(devicePermissionHandler)
  session.setDisplayMediaRequestHandler?.(displayMediaRequestHandler)
}
