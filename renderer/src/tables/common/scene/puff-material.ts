/**
 * Soft puffs: camera-facing quads with a fluffy texture, for clouds, smoke, fire and flashes, and flat ones lying
 * on the table for the clouds' shadows. Each instance's matrix gives its place and size, its instance colour the
 * tint and the `aAlpha` attribute its opacity. Clouds also thin out near the camera and wherever they stand
 * between the camera and a plane, so they never hide the planes or fill the screen.
 */
import { AdditiveBlending, CanvasTexture, InstancedBufferAttribute, NormalBlending, PlaneGeometry, ShaderMaterial, Vector2, Vector3 } from 'three'
import { squareCanvas } from './canvas-2d'

export const MAX_OCCLUDED_PLANES = 32

const vertex = /* glsl */ `
attribute float aAlpha;
uniform float uShade;
varying vec2 vUv;
varying float vAlpha;
varying vec3 vColor;
varying float vShade;
#ifdef OCCLUDE
uniform vec3 uPlanes[${MAX_OCCLUDED_PLANES}];
uniform int uPlaneCount;
uniform vec2 uNearFade;
#endif
void main() {
  vUv = uv;
  vec4 world = modelMatrix * instanceMatrix * vec4(0.0, 0.0, 0.0, 1.0);
  float sx = length(instanceMatrix[0].xyz);
  float sy = length(instanceMatrix[1].xyz);
  float alpha = aAlpha;
  // the grey underside shows from the side, not from above
  vShade = uShade * (1.0 - 0.8 * clamp(normalize(cameraPosition - world.xyz).y, 0.0, 1.0));
#ifdef USE_INSTANCING_COLOR
  vColor = instanceColor;
#else
  vColor = vec3(1.0);
#endif
#ifdef FLAT
  vec3 p = world.xyz + vec3(position.x * sx, 0.0, -position.y * sy);
  gl_Position = projectionMatrix * viewMatrix * vec4(p, 1.0);
#else
  vec4 mv = viewMatrix * world;
#ifdef OCCLUDE
  float dist = max(-mv.z, 0.001);
  alpha *= smoothstep(uNearFade.x, uNearFade.y, dist);
  alpha *= 1.0 - smoothstep(0.2, 0.36, sx / dist);
  for (int i = 0; i < ${MAX_OCCLUDED_PLANES}; i++) {
    if (i >= uPlaneCount) break;
    vec3 toPlane = uPlanes[i] - cameraPosition;
    float t = clamp(dot(world.xyz - cameraPosition, toPlane) / dot(toPlane, toPlane), 0.0, 1.0);
    float d = distance(world.xyz, cameraPosition + toPlane * t);
    alpha *= mix(0.06, 1.0, smoothstep(sx * 0.3, sx * 0.62 + 2.0, d));
  }
#endif
  mv.xy += position.xy * vec2(sx, sy);
  gl_Position = projectionMatrix * mv;
#endif
  vAlpha = alpha;
}
`

const fragment = /* glsl */ `
uniform sampler2D map;
uniform float uOpacity;
varying vec2 vUv;
varying float vAlpha;
varying vec3 vColor;
varying float vShade;
void main() {
  vec4 t = texture2D(map, vUv);
  float a = t.a * vAlpha * uOpacity;
  if (a < 0.003) discard;
  // lit from above: the underside of a puff is greyer
  float light = mix(1.0 - vShade, 1.0 + vShade * 0.15, smoothstep(0.1, 0.9, vUv.y));
  gl_FragColor = vec4(vColor * t.rgb * light, a);
  #include <tonemapping_fragment>
  #include <colorspace_fragment>
}
`

export interface PuffOptions {
  opacity?: number
  additive?: boolean
  /** how much darker the underside is, 0..1 */
  shade?: number
  flat?: boolean
  /** fade near the camera and in front of planes */
  occlude?: boolean
}

export function puffMaterial(map: CanvasTexture, o: PuffOptions = {}): ShaderMaterial {
  const defines: Record<string, string> = {}
  if (o.flat) defines.FLAT = ''
  if (o.occlude) defines.OCCLUDE = ''
  return new ShaderMaterial({
    defines,
    uniforms: {
      map: { value: map },
      uOpacity: { value: o.opacity ?? 1 },
      uShade: { value: o.shade ?? 0 },
      uPlanes: { value: Array.from({ length: MAX_OCCLUDED_PLANES }, () => new Vector3()) },
      uPlaneCount: { value: 0 },
      uNearFade: { value: new Vector2(12, 40) },
    },
    vertexShader: vertex,
    fragmentShader: fragment,
    transparent: true,
    depthWrite: false,
    blending: o.additive ? AdditiveBlending : NormalBlending,
  })
}

/** A unit quad with a per-instance opacity attribute for `count` instances. */
export function puffGeometry(count: number): PlaneGeometry {
  const g = new PlaneGeometry(1, 1)
  const alpha = new InstancedBufferAttribute(new Float32Array(count).fill(1), 1)
  g.setAttribute('aAlpha', alpha)
  return g
}

function rng(seed: number): () => number {
  let s = seed
  return () => ((s = (s * 16807) % 2147483647) / 2147483647)
}

/** A lumpy, soft-edged white blob: a cloud puff or a puff of smoke. */
export function puffTexture(seed = 7, lumps = 14): CanvasTexture {
  const s = 128
  const { canvas, g } = squareCanvas(s)
  const rnd = rng(seed)
  for (let i = 0; i < lumps; i++) {
    const a = rnd() * Math.PI * 2
    const r = rnd() * s * 0.2
    const x = s / 2 + Math.cos(a) * r
    const y = s / 2 + Math.sin(a) * r * 0.8
    const rad = s * (0.16 + rnd() * 0.16)
    const grad = g.createRadialGradient(x, y, 0, x, y, rad)
    grad.addColorStop(0, 'rgba(255,255,255,0.5)')
    grad.addColorStop(0.6, 'rgba(255,255,255,0.28)')
    grad.addColorStop(1, 'rgba(255,255,255,0)')
    g.fillStyle = grad
    g.fillRect(0, 0, s, s)
  }
  return new CanvasTexture(canvas)
}

/** A bright round glow: fire, flashes, sparks. */
export function glowTexture(): CanvasTexture {
  const s = 64
  const { canvas, g } = squareCanvas(s)
  const grad = g.createRadialGradient(s / 2, s / 2, 0, s / 2, s / 2, s / 2)
  grad.addColorStop(0, 'rgba(255,255,255,1)')
  grad.addColorStop(0.25, 'rgba(255,255,255,0.75)')
  grad.addColorStop(0.6, 'rgba(255,255,255,0.2)')
  grad.addColorStop(1, 'rgba(255,255,255,0)')
  g.fillStyle = grad
  g.fillRect(0, 0, s, s)
  return new CanvasTexture(canvas)
}
