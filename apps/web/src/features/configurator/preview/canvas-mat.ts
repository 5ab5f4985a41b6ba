import { hexToRgb, type MatDrawing, type PreviewLayout, type Rgb } from '@fotoobraz/domain';
import { css, tracePolygon, type Context } from './canvas-light';

/** The mat board with its fall of light along x + y, and its bevelled cut round the window. */
export const paintMat = (ctx: Context, layout: PreviewLayout, mat: MatDrawing): void => {
  const outer = layout.outerRect;
  const rgb = hexToRgb(mat.colorHex)!;
  const span = outer.width + outer.height;
  const gradient = ctx.createLinearGradient(
    outer.left,
    outer.top,
    outer.left + span / 2,
    outer.top + span / 2,
  );
  // Stops where a channel reaches 255 keep the clamp exact.
  const stops = 8;
  for (let i = 0; i <= stops; i++) {
    const k = mat.lightFrom + ((mat.lightTo - mat.lightFrom) * i) / stops;
    gradient.addColorStop(i / stops, css(rgb.map((c) => c * k) as unknown as Rgb));
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(outer.left, outer.top, outer.width, outer.height);
  const bevel = layout.bevel;
  if (bevel <= 0) return;
  const win = layout.photoRect;
  const wl = win.left;
  const wt = win.top;
  const wr = win.left + win.width;
  const wb = win.top + win.height;
  const trapezoids: [number, [number, number][]][] = [
    [
      3,
      [
        [wl - bevel, wt - bevel],
        [wl, wt],
        [wl, wb],
        [wl - bevel, wb + bevel],
      ],
    ],
    [
      1,
      [
        [wr + bevel, wt - bevel],
        [wr, wt],
        [wr, wb],
        [wr + bevel, wb + bevel],
      ],
    ],
    [
      0,
      [
        [wl - bevel, wt - bevel],
        [wr + bevel, wt - bevel],
        [wr, wt],
        [wl, wt],
      ],
    ],
    [
      2,
      [
        [wl - bevel, wb + bevel],
        [wr + bevel, wb + bevel],
        [wr, wb],
        [wl, wb],
      ],
    ],
  ];
  for (const [side, points] of trapezoids) {
    ctx.fillStyle = css(
      mat.bevel.coreRgb.map((c) => c * mat.bevel.sideLight[side]) as unknown as Rgb,
    );
    tracePolygon(ctx, points);
    ctx.fill();
  }
  if (bevel > 1) {
    ctx.save();
    ctx.lineWidth = 1;
    ctx.strokeStyle = `rgba(0,0,0,${1 - mat.bevel.hairline})`;
    ctx.strokeRect(wl - 0.5, wt - 0.5, win.width + 1, win.height + 1);
    ctx.restore();
  }
};
