import {
  invertHomography,
  mapPoint,
  type Homography,
  type PieceOnWall,
  type Point,
} from '@fotoobraz/domain';
import { plainBytes } from '../canvas.ts';
import { erf } from '../interiors/wall-compositor.ts';
import type { RawRgb } from '../raster.ts';

/** The most a piece's shadow darkens the wall, in grey levels: its edge stays where it is. */
export const MAX_SHADOW_LEVELS = 20;

/**
 * Paints `piece` (the preview's piece, moulding included, at about its drawn size) onto `wall`
 * at `placed`, and returns the wall's pixels (painted in place). The piece is warped by the wall
 * plane's perspective (`toMm` takes wall pixels to millimetres on the wall), its edges
 * antialiased; first its soft shadow, `depthCm` off the wall, darkens the wall by at most
 * MAX_SHADOW_LEVELS grey levels.
 */
export const paintOnOwnWall = (
  wall: RawRgb,
  piece: RawRgb,
  placed: PieceOnWall,
  toMm: Homography,
  depthCm: number,
): RawRgb => {
  const data = plainBytes(wall.data);
  shadeOnPlane(wall.width, wall.height, data, placed, toMm, depthCm);
  warpPiece(wall.width, wall.height, data, piece, placed, toMm);
  return { data, width: wall.width, height: wall.height };
};

/** The pixels round `points` (wall pixels), widened by `margin`, clipped to the wall. */
const boxOf = (points: readonly Point[], margin: number, width: number, height: number) => ({
  x0: Math.max(0, Math.floor(Math.min(...points.map((p) => p[0])) - margin)),
  x1: Math.min(width, Math.ceil(Math.max(...points.map((p) => p[0])) + margin)),
  y0: Math.max(0, Math.floor(Math.min(...points.map((p) => p[1])) - margin)),
  y1: Math.min(height, Math.ceil(Math.max(...points.map((p) => p[1])) + margin)),
});

type Box = ReturnType<typeof boxOf>;

/**
 * Calls `visit` for each wall pixel of `box` with its index in the wall's RGB bytes and the point
 * the homography `h` takes the pixel's centre to.
 */
const forEachPixelThrough = (
  box: Box,
  width: number,
  h: readonly number[],
  visit: (i: number, u: number, v: number) => void,
): void => {
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h;
  for (let y = box.y0; y < box.y1; y++) {
    const py = y + 0.5;
    let i = (y * width + box.x0) * 3;
    for (let x = box.x0; x < box.x1; x++, i += 3) {
      const px = x + 0.5;
      const w = h6 * px + h7 * py + h8;
      visit(i, (h0 * px + h1 * py + h2) / w, (h3 * px + h4 * py + h5) / w);
    }
  }
};

/**
 * The shadow, computed on the wall's plane in millimetres: the piece's rectangle moved down and
 * a little right by its depth, blurred by a Gaussian (the product of two error-function edges),
 * as the interiors' shadow is, and taken off each channel in grey levels.
 */
const shadeOnPlane = (
  width: number,
  height: number,
  data: Uint8Array,
  placed: PieceOnWall,
  toMm: Homography,
  depthCm: number,
): void => {
  const depth = depthCm * 10;
  const sigma = 0.35 * depth + 2;
  const [left, top] = placed.originMm;
  const a = left + 0.15 * depth;
  const b = a + placed.sizeMm.width;
  const c = top + 0.5 * depth;
  const d = c + placed.sizeMm.height;
  const reach = 3 * sigma;
  const toPx = invertHomography(toMm);
  const corners: Point[] = [
    [a - reach, c - reach],
    [b + reach, c - reach],
    [b + reach, d + reach],
    [a - reach, d + reach],
  ];
  const outline = corners.map((p) => mapPoint(toPx, p));
  const box = boxOf(outline, 1, width, height);
  const k = 1 / (Math.SQRT2 * sigma);
  const edge = (v: number, lo: number, hi: number) => 0.5 * (erf((v - lo) * k) - erf((v - hi) * k));
  // The piece's own rectangle less a margin of a few millimetres (several pixels at any scale a
  // photo of an A4 sheet has), so its antialiased edge still sees the shadow beneath.
  const coveredLeft = left + 3;
  const coveredRight = left + placed.sizeMm.width - 3;
  const coveredTop = top + 3;
  const coveredBottom = top + placed.sizeMm.height - 3;
  forEachPixelThrough(box, width, toMm, (i, u, v) => {
    if (u < a - reach || u > b + reach || v < c - reach || v > d + reach) return;
    // The piece covers these wholly: no shadow to compute.
    if (u > coveredLeft && u < coveredRight && v > coveredTop && v < coveredBottom) return;
    const dark = MAX_SHADOW_LEVELS * edge(u, a, b) * edge(v, c, d);
    if (dark < 0.5) return;
    data[i] = data[i] > dark ? data[i] - dark : 0;
    data[i + 1] = data[i + 1] > dark ? data[i + 1] - dark : 0;
    data[i + 2] = data[i + 2] > dark ? data[i + 2] - dark : 0;
  });
};

/**
 * Each wall pixel inside the piece's outline takes the piece's colour where the wall plane's
 * perspective puts it (bilinear between the piece's pixels); along the outline, the part of the
 * pixel the piece covers.
 */
const warpPiece = (
  width: number,
  height: number,
  data: Uint8Array,
  piece: RawRgb,
  placed: PieceOnWall,
  toMm: Homography,
): void => {
  const src = plainBytes(piece.data);
  const pw = piece.width;
  const ph = piece.height;
  const [left, top] = placed.originMm;
  const sx = pw / placed.sizeMm.width;
  const sy = ph / placed.sizeMm.height;
  // Wall pixels to the piece's pixels: the plane's millimetres, moved and scaled.
  const h = toMm.map((v, n) => {
    const row = Math.floor(n / 3);
    if (row === 0) return sx * (v - left * toMm[6 + (n % 3)]);
    if (row === 1) return sy * (v - top * toMm[6 + (n % 3)]);
    return v;
  });
  // How many wall pixels one piece pixel spans, at the piece's centre: sets the edge's softness.
  const span = Math.max(
    1e-6,
    Math.hypot(
      placed.corners[1][0] - placed.corners[0][0],
      placed.corners[1][1] - placed.corners[0][1],
    ) / pw,
  );
  const box = boxOf(placed.corners, 1, width, height);
  forEachPixelThrough(box, width, h, (i, u, v) => {
    const inside = Math.min(u, pw - u, v, ph - v) * span;
    if (inside <= -0.5) return;
    const cover = inside >= 0.5 ? 1 : inside + 0.5;
    const fu = Math.min(pw - 1, Math.max(0, u - 0.5));
    const fv = Math.min(ph - 1, Math.max(0, v - 0.5));
    const u0 = Math.floor(fu);
    const v0 = Math.floor(fv);
    const u1 = Math.min(pw - 1, u0 + 1);
    const v1 = Math.min(ph - 1, v0 + 1);
    const du = fu - u0;
    const dv = fv - v0;
    const p00 = (v0 * pw + u0) * 3;
    const p01 = (v0 * pw + u1) * 3;
    const p10 = (v1 * pw + u0) * 3;
    const p11 = (v1 * pw + u1) * 3;
    for (let ch = 0; ch < 3; ch++) {
      const top0 = src[p00 + ch] + (src[p01 + ch] - src[p00 + ch]) * du;
      const bottom0 = src[p10 + ch] + (src[p11 + ch] - src[p10 + ch]) * du;
      const colour = top0 + (bottom0 - top0) * dv;
      data[i + ch] = data[i + ch] + (colour - data[i + ch]) * cover + 0.5;
    }
  });
};
