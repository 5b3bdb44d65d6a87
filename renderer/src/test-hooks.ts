/**
 * Scene state exposed for tests and benchmarks (window.__overdive): what the table shows, not only its pixels.
 * Everything here is read on demand; nothing runs per frame except the frame counter in SceneProbe.
 *
 * Installed only in test builds (VITE_OVERDIVE_TEST_HOOKS=1 when building; main.tsx imports this module behind
 * that flag, so a production bundle has no window.__overdive). The scene's frame counter (scene/scene-probe.ts) is
 * in every build; what reads it from outside is here only.
 */
import { _roots, type RootState } from '@react-three/fiber'
import { Vector3, type InstancedMesh, type Object3D, type PerspectiveCamera } from 'three'
import type { AppStore } from './store'
import type { HostClient } from './net/client'
import { hexHooks } from './tables/hex/hex-test-hooks'
import { hexModeHooks } from './tables/hex/hex-mode-hooks'
import { labelSync } from './tables/common/scene/label-sync'
import { sceneProbe } from './tables/common/scene/scene-probe'
import type { Animator } from './tables/card/scene/animator'
import { hoverStep, planPreview, previewLineUps, previewSteps } from './tables/card/scene/ManoeuvrePreview'
import { queuedDrafts } from './tables/card/panels/queue-words'
import { ghostArcs } from './tables/card/scene/ghost-arcs'
import { content, rulesFor } from './content'
import { plannedPlane } from './tables/card/scene/nameplates'
import { selectShownView } from './store/shown-view'
import { directorProbe } from './tables/card/scene/director'


/** The R3F store of the table's canvas, if a table is on screen. */
function threeStore() {
  for (const [canvas, root] of _roots) {
    if ('isConnected' in canvas && canvas.isConnected) return root.store
  }
  return null
}

/** The three.js side of the table's canvas, if a table is on screen. */
function threeState() {
  return threeStore()?.getState() ?? null
}

/** A camera pose for the benchmarks: world units (cm, y up), the vertical field of view in degrees. */
export interface CameraPose {
  position: [number, number, number]
  target: [number, number, number]
  fov: number
}

/** Ends the hold of fixCamera, if one is on. */
let unfixCamera: (() => void) | null = null

function visibleInScene(o: Object3D): boolean {
  for (let p: Object3D | null = o; p; p = p.parent) if (!p.visible) return false
  return true
}

/** Names of the named objects of the scene that are drawn (they and all their parents visible). */
function visibleNames(scene: Object3D): string[] {
  const names: string[] = []
  scene.traverse((o) => {
    if (o.name && visibleInScene(o)) names.push(o.name)
  })
  return names
}

/** The ghost bases as drawn: the instances of the preview's mesh, back in table coordinates. */
function drawnGhosts(scene: Object3D, table: { width: number; depth: number }): { x: number; y: number; h: number }[] {
  const mesh = scene.getObjectByName('ghost-bases') as (Object3D & { count: number; instanceMatrix: { array: ArrayLike<number> } }) | undefined
  if (!mesh || !visibleInScene(mesh)) return []
  const out: { x: number; y: number; h: number }[] = []
  for (let i = 0; i < mesh.count; i++) {
    const e = Array.from(mesh.instanceMatrix.array).slice(i * 16, i * 16 + 16)
    // world x/z back to the table (see scene/coords.ts); a rotation of -h about y
    out.push({ x: e[12] + table.width / 2, y: table.depth / 2 - e[14], h: -Math.atan2(e[8], e[0]) })
  }
  return out
}

export function installTestHooks(store: AppStore, client: HostClient | null = null): void {
  const hooks = {
    // the hex table's (tables/hex/hex-test-hooks.ts): hexView, hexLegal, newHexGame...
    ...hexHooks(store, client),
    ...hexModeHooks(store, client),
    store,
    state: () => store.getState(),
    /** the view the panels show: what the table has played up to (store/shown-view.ts) */
    shownView: () => selectShownView(store.getState()),
    scene: () => {
      const s = store.getState()
      const view = s.game.view
      const three = threeState()
      const cardAnimator = sceneProbe.animator as Animator | null
      const planes = cardAnimator ? [...cardAnimator.planes.values()].map((p) => ({ ...p })) : []
      const mine = view ? view.planes.filter((p) => p.seat === s.game.seat && p.status === 'flying' && !p.committed).map((p) => p.id) : []
      const planned = view && view.step === 'planning' ? previewSteps(rulesFor(view.setup), view, queuedDrafts(view, s.planning.drafts, s.game.seat), mine, previewLineUps(view, s.planning.drafts, mine)) : []
      const drawn = three && view ? drawnGhosts(three.scene, view.setup.table) : []
      const preview = view ? planPreview(rulesFor(view.setup), view, s.planning.drafts, s.game.seat) : null
      const objects = three ? visibleNames(three.scene) : []
      const cam = three?.camera.position
      return {
        frames: sceneProbe.frames,
        drawCalls: sceneProbe.drawCalls,
        triangles: sceneProbe.triangles,
        frameTime: sceneProbe.frameTime(),
        animating: s.ui.animating,
        camera: s.ui.camera,
        /** where the camera is, in world units (cm; y is up) */
        cameraPosition: cam ? { x: cam.x, y: cam.y, z: cam.z } : null,
        /** the director camera's shot (stream mode): its kind, the planes it frames and a count of cuts */
        shot: directorProbe.shot ? { ...directorProbe.shot } : null,
        /** displayed poses (the animator's, which lag the store while events play) */
        planes,
        /** plane models drawn in the scene */
        planeModels: (view?.planes ?? []).filter((p) => objects.includes(`plane-${p.id}`)).map((p) => p.id),
        /** the planned ghost bases (from the drafts), each with where the preview mesh actually drew it */
        ghosts: planned.map((st, i) => ({ plane: st.plane, slot: st.slot, card: st.card, x: st.end.x, y: st.end.y, h: st.end.h, drawn: drawn[i] ?? null })),
        /** the card pointed at in the deck, previewed before it is placed (issue 26): where it would end, and whether the table draws it (hover-ghost) */
        hoverGhost: (() => {
          const h = view && !s.ui.animating ? hoverStep(rulesFor(view.setup), view, s.planning.drafts, s.planning.hover, s.game.seat) : null
          return h ? { plane: h.plane, slot: h.slot, card: h.card, x: h.end.x, y: h.end.y, h: h.end.h, drawn: objects.includes('hover-ghost') } : null
        })(),
        /** what the plan runs into (a card leaving the table, a likely bump), as the table and the panel say it */
        planWarnings: (preview?.warnings ?? []).map((w) => ({ kind: w.kind, plane: w.plane, slot: w.slot, label: w.label, sentence: w.sentence })),
        /** the seat's committed plans still drawn (dimmed) while another plane is planned: one per card */
        committedGhosts: preview?.committed.length ?? 0,
        /** the fire arcs shown at the ghosts while planning (Arcs on): each ghost's arcs and the enemies in arc and range there, drawn as ghost-arcs-<plane>-<slot> and ghost-ruler-<plane>-<slot>-<target> */
        ghostArcs:
          view && preview && !s.ui.animating
            ? ghostArcs(rulesFor(view.setup), view, preview.steps, s.ui.arcsFor, preview.unflown).map((g) => ({ plane: g.plane, slot: g.slot, arcs: g.arcs, x: g.pose.x, y: g.pose.y, h: g.pose.h, targets: g.targets.map((t) => ({ target: t.target, arc: t.arc, cards: t.cards, distance: t.distance })) }))
            : [],
        /** tracers on the table now, and all that have appeared since the page loaded */
        tracers: cardAnimator?.tracers.length ?? 0,
        tracersSeen: sceneProbe.tracersSeen,
        /** names of the named scene objects being drawn: arcs-<plane>, ruler-<plane>, target-<plane>, clouds... */
        objects,
        /** how many points the clouds thin in front of (scene/cloud-clearings.ts): the planes, then the plan's ghosts and paths */
        cloudClearings: ((three?.scene.getObjectByName('clouds') as { material?: { uniforms?: { uPlaneCount?: { value: number } } } } | undefined)?.material?.uniforms?.uPlaneCount?.value ?? null) as number | null,
      }
    },
    resetFrameTimes: () => sceneProbe.resetTimes(),
    /** from now on, count the frames whose labels stood where their plane or the camera had been (label-sync.ts) */
    watchLabels: () => labelSync.watch(),
    /** the frames drawn with labels since watchLabels, and how many of them were late */
    labelFrames: () => ({ frames: labelSync.frames, late: labelSync.late }),
    /**
     * Start a card game of a scenario on this screen's host, as New game does (the screen sets a bots' game's pace),
     * with a fixed seed: a spec whose bots must not end the game in its first phase chooses one that does not.
     */
    newGame: (scenario: string, seats: string[], seed?: string): boolean => {
      if (!client) return false
      client.createGame({ kind: 'scenario', scenario }, seats as never, seed ? { seed } : {})
      return true
    },
    /** For the renderer bench (issue 30): host a game of the saves folder again on this screen, as Continue does. */
    loadGame: (file: string): boolean => {
      if (!client) return false
      client.loadGame(file)
      return true
    },
    /** where a point of the table (cm, on the cloth) is on the page, in CSS pixels, from the camera now; null with no table */
    tableToScreen: (x: number, y: number): { x: number; y: number } | null => {
      const three = threeState()
      const view = store.getState().game.view
      if (!three || !view) return null
      const p = new Vector3(x - view.setup.table.width / 2, 0, -(y - view.setup.table.depth / 2)).project(three.camera)
      const r = three.gl.domElement.getBoundingClientRect()
      return { x: r.left + ((p.x + 1) / 2) * r.width, y: r.top + ((1 - p.y) / 2) * r.height }
    },
    /**
     * Where the plane being planned and its ghosts stand on the page (issue 26: no panel over them): each base's
     * box in CSS pixels, from its four corners on the cloth seen by the camera now; null with no plane to plan.
     */
    plannedBoxes: (): { plane: string; base: { left: number; top: number; right: number; bottom: number }; ghosts: { slot: number; left: number; top: number; right: number; bottom: number }[] } | null => {
      const s = store.getState()
      const view = s.game.view
      const three = threeState()
      if (!three || !view) return null
      const id = plannedPlane(view, s.game.seat, s.planning.active)
      const plane = id ? view.planes.find((p) => p.id === id) : undefined
      if (!id || !plane) return null
      const r = three.gl.domElement.getBoundingClientRect()
      const { width: tw, depth: td } = view.setup.table
      const b = content.table.bases.standard
      const box = (x: number, y: number, h: number) => {
        const out = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
        const c = Math.cos(h)
        const sn = Math.sin(h)
        for (const [rx, fy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
          const px = x + ((rx * b.width) / 2) * c + ((fy * b.depth) / 2) * sn
          const py = y - ((rx * b.width) / 2) * sn + ((fy * b.depth) / 2) * c
          const v = new Vector3(px - tw / 2, 0, -(py - td / 2)).project(three.camera)
          const sx = r.left + ((v.x + 1) / 2) * r.width
          const sy = r.top + ((1 - v.y) / 2) * r.height
          out.left = Math.min(out.left, sx)
          out.right = Math.max(out.right, sx)
          out.top = Math.min(out.top, sy)
          out.bottom = Math.max(out.bottom, sy)
        }
        return out
      }
      const mine = [id]
      const steps = view.step === 'planning' ? previewSteps(rulesFor(view.setup), view, queuedDrafts(view, s.planning.drafts, s.game.seat), mine, previewLineUps(view, s.planning.drafts, mine)) : []
      return { plane: id, base: box(plane.x, plane.y, plane.h), ghosts: steps.filter((st) => st.plane === id).map((st) => ({ slot: st.slot, ...box(st.end.x, st.end.y, st.end.h) })) }
    },
    /**
     * For the renderer benchmark: hold the table's camera at one pose, whatever the camera rig (its framing of the
     * free area, the seat's edge, the director) would do, and with no view offset; a frame callback run after the
     * rig's, every frame, until the table goes or this is called with null. False if no table is on screen.
     */
    fixCamera: (pose: CameraPose | null): boolean => {
      unfixCamera?.()
      unfixCamera = null
      const root = threeStore()
      if (!pose || !root) return false
      const hold = (s: RootState) => {
        const c = s.camera as PerspectiveCamera
        c.position.set(...pose.position)
        c.fov = pose.fov
        c.clearViewOffset()
        c.updateProjectionMatrix()
        c.lookAt(...pose.target)
      }
      unfixCamera = root.getState().internal.subscribe({ current: hold }, 0, root)
      return true
    },
    /** What the effects hold now (cheap, for sampling every frame): tracers, flashes and the instances drawn. */
    effects: () => {
      const scene = threeState()?.scene
      const count = (name: string) => (scene?.getObjectByName(name) as InstancedMesh | undefined)?.count ?? 0
      const animator = sceneProbe.animator as Animator | null
      return {
        frames: sceneProbe.frames,
        drawCalls: sceneProbe.drawCalls,
        triangles: sceneProbe.triangles,
        tracers: animator?.tracers.length ?? 0,
        flashes: (animator?.flashes ?? []).map((f) => f.kind),
        falling: animator ? [...animator.planes.values()].filter((p) => p.look === 'falling' || p.look === 'exploding').length : 0,
        smoking: animator ? [...animator.planes.values()].filter((p) => p.look === 'flying' && p.smoke > 0).length : 0,
        rounds: count('tracers'),
        smoke: count('smoke'),
        flames: count('flames'),
      }
    },
  }
  ;(window as unknown as { __overdive: typeof hooks }).__overdive = hooks
}
