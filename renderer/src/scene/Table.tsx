/**
 * The gaming surface: a painted countryside with the front line across it, a wooden frame that makes its edges
 * plain, and each side's name at its own edge.
 */
import { useMemo } from 'react'
import { CanvasTexture, SRGBColorSpace } from 'three'
import type { SetupTeam } from '../../../shared/engine/types'

function paintSurface(width: number, depth: number, teams: SetupTeam[]): CanvasTexture {
  const scale = 8 // pixels per cm
  const canvas = document.createElement('canvas')
  canvas.width = Math.min(2048, Math.round(width * scale))
  canvas.height = Math.min(2048, Math.round(depth * scale))
  const sx = canvas.width / width
  const sy = canvas.height / depth
  const g = canvas.getContext('2d')!
  g.fillStyle = '#6f7d4a'
  g.fillRect(0, 0, canvas.width, canvas.height)
  // a patchwork of fields, the same for the same table size
  let seed = Math.round(width * 1000 + depth)
  const rnd = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff)
  const fields = ['#7d8a52', '#8f8a56', '#6a7845', '#9a9163', '#75834b', '#857a4e']
  for (let i = 0; i < (width * depth) / 120; i++) {
    g.fillStyle = fields[Math.floor(rnd() * fields.length)]
    g.globalAlpha = 0.55
    g.save()
    g.translate(rnd() * canvas.width, rnd() * canvas.height)
    g.rotate((rnd() - 0.5) * 0.5)
    g.fillRect(0, 0, (6 + rnd() * 14) * sx, (5 + rnd() * 10) * sy)
    g.restore()
  }
  g.globalAlpha = 1
  // no man's land and the trenches across the middle of the table
  const mid = canvas.height / 2
  g.fillStyle = '#7b6a4f'
  g.fillRect(0, mid - 4 * sy, canvas.width, 8 * sy)
  g.strokeStyle = '#4b3b2a'
  g.lineWidth = 0.45 * sx
  for (const off of [-3, 3]) {
    g.beginPath()
    for (let x = 0; x <= canvas.width; x += 2.5 * sx) {
      const y = mid + off * sy + ((Math.floor(x / (2.5 * sx)) % 2 === 0 ? 1 : -1) * 0.7 * sy)
      if (x === 0) g.moveTo(x, y)
      else g.lineTo(x, y)
    }
    g.stroke()
  }
  // shell craters
  for (let i = 0; i < width / 3; i++) {
    g.fillStyle = 'rgba(60,45,30,0.45)'
    g.beginPath()
    g.arc(rnd() * canvas.width, mid + (rnd() - 0.5) * 14 * sy, (0.3 + rnd() * 0.8) * sx, 0, Math.PI * 2)
    g.fill()
  }
  // a light grid every 10 cm helps to judge distances
  g.strokeStyle = 'rgba(255,255,255,0.07)'
  g.lineWidth = 1
  for (let x = 10; x < width; x += 10) {
    g.beginPath()
    g.moveTo(x * sx, 0)
    g.lineTo(x * sx, canvas.height)
    g.stroke()
  }
  for (let y = 10; y < depth; y += 10) {
    g.beginPath()
    g.moveTo(0, y * sy)
    g.lineTo(canvas.width, y * sy)
    g.stroke()
  }
  // each side's name along its edge
  g.fillStyle = 'rgba(255,255,240,0.55)'
  g.font = `bold ${Math.round(3 * sy)}px DejaVu Sans, sans-serif`
  g.textAlign = 'center'
  for (const t of teams) {
    g.save()
    if (t.edge === 'south') g.translate(canvas.width / 2, canvas.height - 1.5 * sy)
    else if (t.edge === 'north') {
      g.translate(canvas.width / 2, 1.5 * sy)
      g.rotate(Math.PI)
    } else if (t.edge === 'west') {
      g.translate(1.5 * sx, canvas.height / 2)
      g.rotate(Math.PI / 2)
    } else {
      g.translate(canvas.width - 1.5 * sx, canvas.height / 2)
      g.rotate(-Math.PI / 2)
    }
    g.fillText(t.name.toUpperCase(), 0, 0)
    g.restore()
  }
  const tex = new CanvasTexture(canvas)
  tex.colorSpace = SRGBColorSpace
  tex.anisotropy = 4
  return tex
}

export function Table({ width, depth, teams }: { width: number; depth: number; teams: SetupTeam[] }) {
  const texture = useMemo(() => paintSurface(width, depth, teams), [width, depth, teams])
  const frame = 2.5
  return (
    <group>
      {/* the room around the table */}
      <mesh rotation-x={-Math.PI / 2} position={[0, -1.2, 0]}>
        <planeGeometry args={[width * 4 + 200, depth * 4 + 200]} />
        <meshStandardMaterial color="#2d3a40" roughness={1} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position={[0, 0, 0]} receiveShadow name="table-surface">
        <planeGeometry args={[width, depth]} />
        <meshStandardMaterial map={texture} roughness={0.95} />
      </mesh>
      {/* the frame: its inner edge is the edge of the playing area */}
      <group name="table-edges">
        <mesh position={[0, -0.4, -depth / 2 - frame / 2]}>
          <boxGeometry args={[width + 2 * frame, 1.6, frame]} />
          <meshStandardMaterial color="#5b3f28" roughness={0.7} />
        </mesh>
        <mesh position={[0, -0.4, depth / 2 + frame / 2]}>
          <boxGeometry args={[width + 2 * frame, 1.6, frame]} />
          <meshStandardMaterial color="#5b3f28" roughness={0.7} />
        </mesh>
        <mesh position={[-width / 2 - frame / 2, -0.4, 0]}>
          <boxGeometry args={[frame, 1.6, depth]} />
          <meshStandardMaterial color="#5b3f28" roughness={0.7} />
        </mesh>
        <mesh position={[width / 2 + frame / 2, -0.4, 0]}>
          <boxGeometry args={[frame, 1.6, depth]} />
          <meshStandardMaterial color="#5b3f28" roughness={0.7} />
        </mesh>
      </group>
    </group>
  )
}
