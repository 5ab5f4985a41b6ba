import type { PreviewLayout, RectPx } from '@fotoobraz/domain';
import { Canvas, plainBytes } from '../canvas.ts';
import type { InteriorLayers, RawRgb, RawRgba } from '../raster.ts';

/**
 * How far a piece stands off the wall, in cm: it sets the size and softness of its shadow. A
 * frame's back and hanger, a canvas on its stretcher, glass on its spacer, a print flat on the
 * wall.
 */
export const depthCm = (layout: PreviewLayout): number =>
  layout.parts.canvasWrap ? 4 : layout.parts.frame ? 3 : layout.parts.glass ? 2.5 : 0.8;

/**
 * Paints `piece` (already at its size on the wall) into a room at `target`, at `scale` pixels per
 * cm, and returns the room's pixels. A hung piece casts its shadow on the wall and goes behind
 * whatever stands in front of the wall; a standing one goes in front of everything, with its
 * shadow behind it and a dark line where it touches the surface.
 */
export const composeWallView = (
  room: InteriorLayers,
  piece: RawRgb,
  target: RectPx,
  layout: PreviewLayout,
  scale: number,
): RawRgb => {
  const wall = Canvas.over(room.wall);
  const s = scale;
  if (layout.parts.desk) {
    overlay(wall, room.front);
    shade(wall, { ...target, height: target.height - 2 }, 1.2 * s, -0.2 * s, 1.4 * s, 0.28);
    shade(
      wall,
      { left: target.left, top: target.top + target.height - 2, width: target.width, height: 3 },
      0.2 * s,
      0.2 * s,
      0.5 * s + 1,
      0.5,
    );
    wall.paste(piece, target.left, target.top);
  } else {
    const depth = depthCm(layout);
    shade(wall, target, 0.15 * depth * s, 0.5 * depth * s, 0.35 * depth * s + 1, 0.42);
    shade(wall, target, 0, 0, 1.2, 0.25);
    wall.paste(piece, target.left, target.top);
    overlay(wall, room.front);
  }
  return wall.pixels();
};

/** Lays an RGBA layer of the canvas's size over it. */
const overlay = (canvas: Canvas, layer: RawRgba): void => {
  const { data } = canvas;
  const top = plainBytes(layer.data);
  for (let i = 0, j = 0; j < top.length; i += 3, j += 4) {
    const a = top[j + 3];
    if (a === 0) continue;
    if (a === 255) {
      data[i] = top[j];
      data[i + 1] = top[j + 1];
      data[i + 2] = top[j + 2];
    } else {
      const b = 255 - a;
      data[i] = (top[j] * a + data[i] * b + 127) / 255;
      data[i + 1] = (top[j + 1] * a + data[i + 1] * b + 127) / 255;
      data[i + 2] = (top[j + 2] * a + data[i + 2] * b + 127) / 255;
    }
  }
};

/**
 * Darkens the canvas with the soft shadow of `rect` moved by (dx, dy): a rectangle blurred by a
 * Gaussian of `sigma`, computed exactly as the product of two error-function edges, so it needs
 * no blur pass and is the same on every run.
 */
const shade = (
  canvas: Canvas,
  rect: RectPx,
  dx: number,
  dy: number,
  sigma: number,
  opacity: number,
): void => {
  const reach = Math.ceil(3 * sigma);
  const a = rect.left + dx;
  const b = rect.left + rect.width + dx;
  const c = rect.top + dy;
  const d = rect.top + rect.height + dy;
  const x0 = Math.max(0, Math.floor(a - reach));
  const x1 = Math.min(canvas.width, Math.ceil(b + reach));
  const y0 = Math.max(0, Math.floor(c - reach));
  const y1 = Math.min(canvas.height, Math.ceil(d + reach));
  const edge = (v: number, lo: number, hi: number) =>
    0.5 * (erf((v + 0.5 - lo) / (Math.SQRT2 * sigma)) - erf((v + 0.5 - hi) / (Math.SQRT2 * sigma)));
  const across = new Float64Array(x1 - x0);
  for (let x = x0; x < x1; x++) across[x - x0] = edge(x, a, b);
  const { data } = canvas;
  for (let y = y0; y < y1; y++) {
    const down = edge(y, c, d) * opacity;
    let i = (y * canvas.width + x0) * 3;
    for (let x = 0; x < across.length; x++, i += 3) {
      const k = 1 - down * across[x];
      data[i] *= k;
      data[i + 1] *= k;
      data[i + 2] *= k;
    }
  }
};

/** The error function (Abramowitz & Stegun 7.1.26, error below 1.5e-7). */
export const erf = (x: number): number => {
  const sign = x < 0 ? -1 : 1;
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return sign * y;
};
