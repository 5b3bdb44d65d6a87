/**
 * Web permissions: Electron grants every request when no handler is set. Ours refuse them all: requests,
 * checks, device access and screen capture.
 */
import { describe, expect, it, vi } from 'vitest'
import { ALLOWED_PERMISSIONS, allowPermission, denyAllPermissions, devicePermissionHandler, displayMediaRequestHandler, permissionCheckHandler, permissionRequestHandler } from './permissions'

/** Every permission Electron 45's session handlers name (electron.d.ts), and one it does not. */
const PERMISSIONS = ['ar', 'automatic-fullscreen', 'background-fetch', 'background-sync', 'captured-surface-control', 'clipboard-read', 'clipboard-sanitized-write', 'deprecated-sync-clipboard-read', 'display-capture', 'fileSystem', 'fullscreen', 'geolocation', 'geolocation-approximate', 'hand-tracking', 'hid', 'idle-detection', 'keyboardLock', 'local-fonts', 'local-network', 'local-network-access', 'loopback-network', 'media', 'mediaKeySystem', 'midi', 'midiSysex', 'nfc', 'notifications', 'openExternal', 'payment-handler', 'periodic-background-sync', 'persistent-storage', 'pointerLock', 'screen-wake-lock', 'sensors', 'serial', 'smart-card', 'speaker-selection', 'storage-access', 'system-wake-lock', 'top-level-storage-access', 'usb', 'vr', 'web-app-installation', 'web-printing', 'window-management', 'unknown', 'something-new']

describe('web permissions', () => {
  it('allows none', () => {
    expect(ALLOWED_PERMISSIONS).toEqual([])
  })

  it.each(PERMISSIONS)('refuses a request for %s, and says no when it is checked', (permission) => {
    expect(allowPermission(permission)).toBe(false)
    const callback = vi.fn()
    permissionRequestHandler({}, permission, callback)
    expect(callback).toHaveBeenCalledExactlyOnceWith(false)
    expect(permissionCheckHandler(null, permission)).toBe(false)
  })

  it('grants no device and no screen capture', () => {
    expect(devicePermissionHandler()).toBe(false)
    const callback = vi.fn()
    displayMediaRequestHandler({}, callback)
    expect(callback).toHaveBeenCalledExactlyOnceWith(null)
  })

  it('installs all four handlers on a session, and the display-media one only where the session has it', () => {
    const full = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn(), setDisplayMediaRequestHandler: vi.fn() }
    denyAllPermissions(full)
    expect(full.setPermissionRequestHandler).toHaveBeenCalledWith(permissionRequestHandler)
    expect(full.setPermissionCheckHandler).toHaveBeenCalledWith(permissionCheckHandler)
    expect(full.setDevicePermissionHandler).toHaveBeenCalledWith(devicePermissionHandler)
    expect(full.setDisplayMediaRequestHandler).toHaveBeenCalledWith(displayMediaRequestHandler)
    const older = { setPermissionRequestHandler: vi.fn(), setPermissionCheckHandler: vi.fn(), setDevicePermissionHandler: vi.fn() }
    expect(() => denyAllPermissions(older)).not.toThrow()
  })
})
