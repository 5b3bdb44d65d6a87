import { describe, expect, it } from 'vitest'
import { Object3D, PerspectiveCamera } from 'three'
import { LabelSync } from './label-sync'

function scene() {
  const camera = new PerspectiveCamera(40, 1.6, 1, 1000)
  camera.position.set(0, 50, 50)
  camera.lookAt(0, 0, 0)
  camera.updateMatrixWorld()
  const plane = new Object3D()
  plane.updateMatrixWorld()
  return { camera, plane }
}

describe('label-sync: were the labels placed from what the frame drew?', () => {
  it('counts nothing until a spec watches', () => {
    const sync = new LabelSync()
    const { camera, plane } = scene()
    sync.place(camera, plane)
    camera.position.x = 5
    camera.updateMatrixWorld()
    sync.drawn()
    expect([sync.frames, sync.late]).toEqual([0, 0])
  })

  it('a frame whose camera and objects stood still since the labels were placed is on time', () => {
    const sync = new LabelSync()
    sync.watch()
    const { camera, plane } = scene()
    sync.place(camera, plane)
    sync.place(camera)
    sync.drawn()
    expect([sync.frames, sync.late]).toEqual([1, 0])
  })

  it('a plane moved after its label was placed makes the frame late', () => {
    const sync = new LabelSync()
    sync.watch()
    const { camera, plane } = scene()
    sync.place(camera, plane)
    plane.position.x = 3
    plane.updateMatrixWorld()
    sync.drawn()
    expect([sync.frames, sync.late]).toEqual([1, 1])
  })

  it('a camera moved or shifted after the labels were placed makes the frame late', () => {
    const sync = new LabelSync()
    sync.watch()
    const { camera } = scene()
    sync.place(camera)
    camera.position.y = 60
    camera.updateMatrixWorld()
    sync.drawn()
    sync.place(camera)
    camera.setViewOffset(1600, 1000, 20, 0, 1600, 1000)
    sync.drawn()
    sync.place(camera)
    sync.drawn()
    expect([sync.frames, sync.late]).toEqual([3, 2])
  })

  it('a label placed again before the frame is drawn counts by its last placing (drei places one as it mounts, then in the frame)', () => {
    const sync = new LabelSync()
    sync.watch()
    const { camera, plane } = scene()
    // as it mounts, between frames
    sync.place(camera, plane)
    // the next frame: the camera moves first, then the label is placed again
    camera.position.x = 8
    camera.updateMatrixWorld()
    sync.place(camera, plane)
    sync.drawn()
    expect([sync.frames, sync.late]).toEqual([1, 0])
  })

  it('a frame drawn with no label placed is not counted', () => {
    const sync = new LabelSync()
    sync.watch()
    sync.drawn()
    expect(sync.frames).toBe(0)
  })
})
