import {
  deskRowRgb,
  deskScene,
  deskShadowRow,
  type DeskDrawing,
  type PreviewLayout,
} from '@fotoobraz/domain';
import type { Canvas } from '../canvas.ts';

/**
 * A desk piece stands on a tabletop against a pale wall; its shadow falls back and to the right
 * onto the table, and a dark contact line holds it down where it touches.
 */
export const paintDesk = (canvas: Canvas, layout: PreviewLayout, desk: DeskDrawing): void => {
  const scene = deskScene(layout);
  for (let y = 0; y < canvas.height; y++) {
    canvas.fill(
      { left: 0, top: y, width: canvas.width, height: 1 },
      deskRowRgb(desk, scene, y, canvas.height),
    );
  }
  for (let y = scene.surface - scene.reach; y < canvas.height; y++) {
    const row = deskShadowRow(desk, scene, layout, y);
    if (!row) continue;
    const { from, to, soft, alpha } = row;
    for (let x = Math.max(0, Math.floor(from - soft)); x < Math.min(canvas.width, to + soft); x++) {
      const edge = Math.min(1, Math.max(0, (x - from) / soft + 0.5), (to - x) / soft + 0.5);
      const a = alpha * Math.max(0, edge);
      if (a > 0) canvas.scale(x, y, 1 - a);
    }
  }
};
