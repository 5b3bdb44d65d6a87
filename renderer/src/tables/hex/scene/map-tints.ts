/** The colours the hex map lights, by what they mean: HexMap.tsx draws them, the map's key (map-key.ts) names them. */
export const TINTS = {
  arc: '#f4f1e0',
  forwardShort: '#ff6a2b',
  forwardLong: '#ffb066',
  observerShort: '#3fb8ff',
  observerLong: '#9ad8ff',
  reachEnd: '#ffe14d',
  reachThrough: '#d9f0a0',
} as const
