import {
  flatMouldingRgb,
  hexToRgb,
  type MouldingDrawing,
  type PreviewLayout,
} from '@fotoobraz/domain';
import type { SizedImage } from './canvas-painter';
import { css, lightBy, tracePolygon, type Context } from './canvas-light';

/** Mirrored strips sized for a band, per texture (or colour): built once, reused on every click. */
const strips = new WeakMap<object, Map<number, OffscreenCanvas>>();
const flatKeys = new Map<string, object>();

/**
 * The moulding's strip at the band's height, laid along x with its outer edge on row 0 (a
 * texture stored upright turned clockwise), followed by its mirror image: repeated, it tiles
 * without a seam, as the server tiles it.
 */
const mouldingStrip = (
  moulding: MouldingDrawing,
  texture: SizedImage | null,
  band: number,
): OffscreenCanvas => {
  let key: object | undefined = texture?.image as object | undefined;
  if (!key) {
    key = flatKeys.get(moulding.colorHex);
    if (!key) flatKeys.set(moulding.colorHex, (key = {}));
  }
  let byBand = strips.get(key);
  if (!byBand) strips.set(key, (byBand = new Map()));
  const hit = byBand.get(band);
  if (hit) return hit;
  let strip: OffscreenCanvas;
  if (texture) {
    const standing = texture.height > texture.width;
    const along = standing ? texture.height : texture.width;
    const across = standing ? texture.width : texture.height;
    const width = Math.max(1, Math.round((along * band) / across));
    strip = new OffscreenCanvas(2 * width, band);
    const ctx = strip.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    for (const mirrored of [false, true]) {
      ctx.save();
      if (mirrored) ctx.setTransform(-1, 0, 0, 1, 2 * width, 0);
      if (standing) {
        // Clockwise: the texture's left (outer) edge comes on top, its top at the strip's right.
        ctx.transform(0, band / across, -width / along, 0, width, 0);
        ctx.drawImage(texture.image, 0, 0, texture.width, texture.height);
      } else {
        ctx.drawImage(texture.image, 0, 0, texture.width, texture.height, 0, 0, width, band);
      }
      ctx.restore();
    }
  } else {
    const rgb = hexToRgb(moulding.colorHex)!;
    strip = new OffscreenCanvas(2, band);
    const ctx = strip.getContext('2d')!;
    for (let v = 0; v < band; v++) {
      ctx.fillStyle = css(flatMouldingRgb(rgb, band > 1 ? v / (band - 1) : 0.5));
      ctx.fillRect(0, v, 2, 1);
    }
  }
  byBand.set(band, strip);
  return strip;
};

/**
 * The moulding: each side the strip along itself, from its own place in it, clipped to its
 * trapezoid so the sides meet in 45° mitres (the diagonal belongs to the top and bottom sides:
 * they are painted last, over the upright sides' overlap).
 */
export const paintMoulding = (
  ctx: Context,
  layout: PreviewLayout,
  moulding: MouldingDrawing,
  texture: SizedImage | null,
): void => {
  const band = layout.frameBand;
  const strip = mouldingStrip(moulding, texture, band);
  const period = strip.width;
  const pattern = ctx.createPattern(strip, 'repeat-x');
  if (!pattern) throw new Error('No pattern');
  const { left: l, top: t, width: w, height: h } = layout.pieceRect;
  const r = l + w;
  const b = t + h;
  // (u along the strip, v across it from the outer edge) -> the canvas, per side.
  const sides: {
    side: number;
    matrix: [number, number, number, number, number, number];
    clip: [number, number][];
  }[] = [
    {
      side: 3,
      matrix: [0, 1, 1, 0, l, t],
      clip: [
        [l, t - 1],
        [l + band + 1, t + band],
        [l + band + 1, b - band],
        [l, b + 1],
      ],
    },
    {
      side: 1,
      matrix: [0, 1, -1, 0, r, t],
      clip: [
        [r, t - 1],
        [r - band - 1, t + band],
        [r - band - 1, b - band],
        [r, b + 1],
      ],
    },
    {
      side: 0,
      matrix: [1, 0, 0, 1, l, t],
      clip: [
        [l, t],
        [r, t],
        [r - band, t + band],
        [l + band, t + band],
      ],
    },
    {
      side: 2,
      matrix: [1, 0, 0, -1, l, b],
      clip: [
        [l, b],
        [r, b],
        [r - band, b - band],
        [l + band, b - band],
      ],
    },
  ];
  for (const { side, matrix, clip } of sides) {
    ctx.save();
    tracePolygon(ctx, clip);
    ctx.clip();
    ctx.setTransform(...matrix);
    const length = side === 0 || side === 2 ? w : h;
    const offset = Math.floor((moulding.sideOffsets[side] ?? 0) * (period / 2));
    const rows = (from: number, to: number) => ctx.fillRect(-1, from, length + 2, to - from);
    ctx.translate(-offset, 0);
    ctx.fillStyle = pattern;
    ctx.fillRect(offset - 1, 0, length + 2, band);
    ctx.translate(offset, 0);
    lightBy(ctx, moulding.sideLight[side], () => rows(0, band));
    lightBy(ctx, moulding.outerEdge, () => rows(0, 1));
    lightBy(ctx, moulding.innerLip, () => rows(band - 1, band));
    ctx.restore();
  }
  // The mitre joints: the diagonal's pixels, between the outer edge and the inner lip.
  ctx.fillStyle = `rgba(0,0,0,${1 - moulding.mitreJoint})`;
  for (let across = 1; across < band - 1; across++) {
    ctx.fillRect(l + across, t + across, 1, 1);
    ctx.fillRect(r - 1 - across, t + across, 1, 1);
    ctx.fillRect(l + across, b - 1 - across, 1, 1);
    ctx.fillRect(r - 1 - across, b - 1 - across, 1, 1);
  }
};
