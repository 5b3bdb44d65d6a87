/**
 * How well the machine renders: software WebGL (SwiftShader in headless Chromium, llvmpipe in Mesa) gets no MSAA
 * and a pixel ratio of 1, so that tests and benchmarks run at a usable frame rate; real GPUs keep full quality.
 * The answer is also written on the page (`<html data-renderer="software">`) so that the panels can drop effects
 * that are costly over a canvas redrawn every frame, such as a backdrop blur.
 *
 * A build may also cap the frame rate (`frameCap`, frames a second): the Playwright specs' build does
 * (VITE_OVERDIVE_FRAME_CAP, set in playwright.config.ts), because SwiftShader's every frame costs a core that the
 * host, its bots and the specs would rather have. A player's build draws every frame the display asks for, and
 * so does a capped build's page opened with `frames=all` in its address (the solo spec's duel, so that the players'
 * frame loop is tested too). A capped page says so on its root (`<html data-frame-cap="6">`).
 */
export interface RenderQuality {
  software: boolean
  renderer: string
  antialias: boolean
  dpr: number | [number, number]
  /** at most this many frames a second, drawn on demand in between (`<FrameCap>`); null: every frame */
  frameCap: number | null
}

/**
 * The frame cap a build was given (VITE_OVERDIVE_FRAME_CAP): a number of frames a second from 1 to 60, or none;
 * none either where the page's address (`search`) asks for every frame (`frames=all`).
 */
export function frameCapFrom(value: string | undefined, search = ''): number | null {
  if (value === undefined || value.trim() === '') return null
  if (new URLSearchParams(search).get('frames') === 'all') return null
  const fps = Number(value)
  if (!Number.isFinite(fps) || fps < 1 || fps > 60) throw new Error(`VITE_OVERDIVE_FRAME_CAP must be a number of frames a second from 1 to 60, not "${value}"`)
  return fps
}

function rendererName(): string {
  try {
    const canvas = document.createElement('canvas')
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null
    if (!gl) return ''
    const info = gl.getExtension('WEBGL_debug_renderer_info')
    const name = String(gl.getParameter(info ? info.UNMASKED_RENDERER_WEBGL : gl.RENDERER) ?? '')
    // give the probing context back at once: browsers cap how many may live
    gl.getExtension('WEBGL_lose_context')?.loseContext()
    return name
  } catch {
    return ''
  }
}

export function isSoftwareRenderer(name: string): boolean {
  return /swiftshader|llvmpipe|software/i.test(name)
}

let cached: RenderQuality | null = null

export function renderQuality(): RenderQuality {
  if (!cached) {
    const renderer = rendererName()
    const software = isSoftwareRenderer(renderer)
    cached = { software, renderer, antialias: !software, dpr: software ? 1 : [1, 2], frameCap: frameCapFrom(import.meta.env.VITE_OVERDIVE_FRAME_CAP, location.search) }
    document.documentElement.dataset.renderer = software ? 'software' : 'gpu'
    if (cached.frameCap) document.documentElement.dataset.frameCap = String(cached.frameCap)
  }
  return cached
}
