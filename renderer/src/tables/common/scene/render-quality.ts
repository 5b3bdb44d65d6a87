/**
 * How well the machine renders: software WebGL (SwiftShader in headless Chromium, llvmpipe in Mesa) gets no MSAA
 * and a pixel ratio of 1, so that tests and benchmarks run at a usable frame rate; real GPUs keep full quality.
 * The answer is also written on the page (`<html data-renderer="software">`) so that the panels can drop effects
 * that are costly over a canvas redrawn every frame, such as a backdrop blur.
 */
export interface RenderQuality {
  software: boolean
  renderer: string
  antialias: boolean
  dpr: number | [number, number]
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
    cached = { software, renderer, antialias: !software, dpr: software ? 1 : [1, 2] }
    document.documentElement.dataset.renderer = software ? 'software' : 'gpu'
  }
  return cached
}
