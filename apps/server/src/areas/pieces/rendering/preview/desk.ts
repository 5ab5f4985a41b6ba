import type { PreviewLayout } from '@fotoobraz/domain';
import type { Canvas, Rgb } from '../canvas.ts';

const WALL: Rgb = [240, 237, 232];
const TABLE: Rgb = [222, 211, 195];
const TABLE_EDGE: Rgb = [203, 190, 172];

/**
 * A desk piece stands on a tabletop against a pale wall; its shadow falls back and to the right
 * onto the table, and a dark contact line holds it down where it touches.
 */
export const paintDesk = (canvas: Canvas, layout: PreviewLayout): void => {
  const surface = layout.surfaceY!;
  const piece = layout.pieceRect;
  const depth = Math.max(4, Math.round(piece.top * 1.4));
  const horizon = surface - depth;
  const front = surface + Math.round((canvas.height - surface) * 0.55);
  for (let y = 0; y < canvas.height; y++) {
    let rgb: Rgb;
    if (y < horizon) {
      const k = 1.01 - (0.03 * y) / Math.max(1, horizon);
      rgb = [WALL[0] * k, WALL[1] * k, WALL[2] * k];
    } else if (y < front) {
      const k = 0.95 + (0.06 * (y - horizon)) / Math.max(1, front - horizon);
      rgb = [TABLE[0] * k, TABLE[1] * k, TABLE[2] * k];
    } else if (y === front) {
      rgb = [248, 244, 238];
    } else {
      const k = 1 - (0.08 * (y - front)) / Math.max(1, canvas.height - front);
      rgb = [TABLE_EDGE[0] * k, TABLE_EDGE[1] * k, TABLE_EDGE[2] * k];
    }
    canvas.fill({ left: 0, top: y, width: canvas.width, height: 1 }, rgb);
  }
  // The cast shadow: the piece's footprint slid back and right, softer the further it falls.
  const shift = Math.round(piece.width * 0.08);
  const reach = Math.round(depth * 0.8);
  const right = piece.left + piece.width;
  const contact = Math.max(3, Math.round(piece.height * 0.012));
  for (let y = surface - reach; y < Math.min(canvas.height, surface + contact); y++) {
    const v = Math.max(0, (surface - y) / reach);
    const soft = 1.5 + 10 * v;
    const from = piece.left + shift * v;
    const to = right + shift * v;
    const along = y >= surface ? 1 - (y - surface) / contact : 1 - v;
    for (let x = Math.max(0, Math.floor(from - soft)); x < Math.min(canvas.width, to + soft); x++) {
      const edge = Math.min(1, Math.max(0, (x - from) / soft + 0.5), (to - x) / soft + 0.5);
      const a = 0.32 * along * Math.max(0, edge);
      if (a > 0) canvas.scale(x, y, 1 - a);
    }
  }
};
