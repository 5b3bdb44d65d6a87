/**
 * The order of a table's work in a frame. R3F runs each frame's `useFrame` callbacks by priority, the lowest first
 * (a priority above 0 would take the drawing over, so these are at or below it), and callbacks of one priority in
 * the order they were subscribed, where a child comes before its parent. The labels over a table (the card table's
 * nameplates, drei's `<Html>` over the hex table) are placed at 0 from where the pieces and the camera stand; so
 * what moves the pieces runs first, then the camera, which may follow a piece. Left at 0, a label put over a moving
 * plane stood where the plane or the camera had been a frame before (label-sync.ts checks it for the specs).
 */

/** the pieces move: the card table's animator (playback.tsx), the hex planes' glide (HexPlanes.tsx) */
export const MOVE_PIECES = -2

/** the camera moves, after the piece it may follow (CameraRig.tsx, HexCamera.tsx; drei's OrbitControls is also at -1) */
export const MOVE_CAMERA = -1
