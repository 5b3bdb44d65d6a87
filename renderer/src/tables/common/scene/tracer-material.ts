/**
 * Tracer rounds: glowing streaks, each instance a ribbon from its start to its end turned to face the camera, at
 * least a few pixels wide however far away, brightest at its head. One draw call for all of them.
 *
 * The ends and the opacity ride in the instance matrix (columns 0, 1 and 2: see `tracerMatrix`), so a round
 * needs no attributes of its own.
 */
import { AdditiveBlending, Matrix4, PlaneGeometry, ShaderMaterial } from 'three'

const vertex = /* glsl */ `
uniform float uWidth;
uniform float uPixel;
varying vec2 vUv;
varying float vAlpha;
void main() {
  vUv = uv;
  vAlpha = instanceMatrix[2].x;
  vec4 a = viewMatrix * vec4(instanceMatrix[0].xyz, 1.0);
  vec4 b = viewMatrix * vec4(instanceMatrix[1].xyz, 1.0);
  vec4 p = mix(a, b, uv.y);
  vec2 dir = b.xy - a.xy;
  dir = length(dir) > 1e-5 ? normalize(dir) : vec2(1.0, 0.0);
  // wide enough to read on a stream: never under ~4 pixels
  float width = max(uWidth, -p.z * uPixel * 4.0);
  // to the right of the direction of flight, so that the quad keeps its front face to the camera
  p.xy += vec2(dir.y, -dir.x) * position.x * width;
  gl_Position = projectionMatrix * p;
}
`

const fragment = /* glsl */ `
uniform vec3 uColour;
varying vec2 vUv;
varying float vAlpha;
void main() {
  float across = 1.0 - abs(vUv.x - 0.5) * 2.0;
  float along = smoothstep(0.0, 0.85, vUv.y);
  float core = smoothstep(0.35, 1.0, across);
  vec3 c = mix(uColour, vec3(1.0, 0.98, 0.9), core * along);
  gl_FragColor = vec4(c * vAlpha * (0.45 + 0.55 * along) * (0.25 + 0.75 * across) * 1.6, 1.0);
  #include <colorspace_fragment>
}
`

export function tracerMaterial(): ShaderMaterial {
  return new ShaderMaterial({
    uniforms: { uWidth: { value: 0.22 }, uPixel: { value: 0.001 }, uColour: { value: [1, 0.55, 0.12] } },
    vertexShader: vertex,
    fragmentShader: fragment,
    transparent: true,
    depthWrite: false,
    blending: AdditiveBlending,
  })
}

/** A ribbon quad: x across, uv.y along. */
export function tracerGeometry(): PlaneGeometry {
  return new PlaneGeometry(1, 1)
}

/** Packs a round's ends and opacity into an instance matrix. */
export function tracerMatrix(out: Matrix4, sx: number, sy: number, sz: number, ex: number, ey: number, ez: number, alpha: number): Matrix4 {
  const e = out.elements
  e.fill(0)
  e[0] = sx
  e[1] = sy
  e[2] = sz
  e[4] = ex
  e[5] = ey
  e[6] = ez
  e[8] = alpha
  e[15] = 1
  return out
}
