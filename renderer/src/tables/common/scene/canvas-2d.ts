/** A square canvas and its 2D context, for the small textures the scene paints in code. */
export function squareCanvas(size: number): { canvas: HTMLCanvasElement; g: CanvasRenderingContext2D } {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = size
  return { canvas, g: canvas.getContext('2d')! }
}
