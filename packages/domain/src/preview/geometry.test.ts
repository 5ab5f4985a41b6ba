import { describe, expect, it } from 'vitest';
import { PRODUCT_ENUM } from '../entities/enums.ts';
import { colourCategoryHex, hexToRgb } from './colours.ts';
import { previewLayout, previewParts, type PreviewSpec } from './geometry.ts';

const matted = (over: Partial<PreviewSpec> = {}): PreviewSpec => ({
  kind: 'PHOTOPASPARTAFRAME',
  outerCm: { width: 50, height: 40 },
  photoCm: { width: 40, height: 30 },
  frame: { faceWidthMm: 20 },
  mat: { colorHex: '#ffffff' },
  longSidePx: 1080,
  ...over,
});

describe('previewLayout: a 50 × 40 mat with a 40 × 30 window in a 20 mm moulding', () => {
  const layout = previewLayout(matted());

  it('puts the moulding outside the outer size: a 54 × 44 cm piece at 20 px/cm', () => {
    expect(layout.pieceCm).toEqual({ width: 54, height: 44 });
    expect(layout.scalePxPerCm).toBe(20);
    expect(layout.canvas).toEqual({ width: 1080, height: 880 });
    expect(layout.pieceRect).toEqual({ left: 0, top: 0, width: 1080, height: 880 });
  });

  it('draws the moulding at its face width: 2 cm = 40 px on every side', () => {
    expect(layout.frameBand).toBe(40);
    expect(layout.outerRect).toEqual({ left: 40, top: 40, width: 1000, height: 800 });
  });

  it('centres the window in the mat: 5 cm = 100 px each side', () => {
    expect(layout.photoRect).toEqual({ left: 140, top: 140, width: 800, height: 600 });
    expect(layout.matBand).toEqual({ left: 100, top: 100, right: 100, bottom: 100 });
    expect(layout.bevel).toBe(4);
  });

  it('keeps true scale: the moulding is 2/54 of the width', () => {
    expect(layout.frameBand / layout.pieceRect.width).toBeCloseTo(2 / 54, 6);
  });

  it('casts the moulding shadow 3.5 mm and has no desk or wrap', () => {
    expect(layout.frameShadow).toBe(7);
    expect(layout.wrapShade).toBe(0);
    expect(layout.surfaceY).toBeNull();
  });
});

describe('previewLayout: scale and rounding', () => {
  it('defaults to a 1200 px long side', () => {
    const layout = previewLayout(matted({ longSidePx: undefined }));
    expect(Math.abs(layout.canvas.width - 1200)).toBeLessThanOrEqual(2);
    expect(layout.scalePxPerCm).toBeCloseTo(1200 / 54, 9);
    expect(layout.frameBand).toBe(Math.round((2 * 1200) / 54));
  });

  it.each([
    // outer, window, face mm, long side
    [{ width: 74, height: 54 }, { width: 60, height: 40 }, 15, 1200],
    [{ width: 106, height: 76 }, { width: 90, height: 60 }, 35, 1200],
    [{ width: 37, height: 58 }, { width: 27, height: 48 }, 12, 1200],
    [{ width: 30, height: 25 }, { width: 20, height: 15 }, 10, 777],
  ])(
    '%j with a %j window, %s mm: every length is round(cm × scale)',
    (outerCm, photoCm, mm, long) => {
      const layout = previewLayout(
        matted({ outerCm, photoCm, frame: { faceWidthMm: mm }, longSidePx: long }),
      );
      const s = layout.scalePxPerCm;
      const px = (cm: number) => Math.round(cm * s);
      expect(s).toBeCloseTo(long / Math.max(outerCm.width + mm / 5, outerCm.height + mm / 5), 9);
      expect(layout.frameBand).toBe(px(mm / 10));
      expect(layout.outerRect.width).toBe(px(outerCm.width));
      expect(layout.outerRect.height).toBe(px(outerCm.height));
      expect(layout.photoRect.width).toBe(px(photoCm.width));
      expect(layout.photoRect.height).toBe(px(photoCm.height));
      const { matBand: m } = layout;
      expect(m.left + layout.photoRect.width + m.right).toBe(layout.outerRect.width);
      expect(m.top + layout.photoRect.height + m.bottom).toBe(layout.outerRect.height);
      expect(m.right - m.left).toBeGreaterThanOrEqual(0);
      expect(m.right - m.left).toBeLessThanOrEqual(1);
      expect(m.bottom - m.top).toBeGreaterThanOrEqual(0);
      expect(m.bottom - m.top).toBeLessThanOrEqual(1);
      expect(
        Math.abs(Math.max(layout.canvas.width, layout.canvas.height) - long),
      ).toBeLessThanOrEqual(2);
    },
  );

  it('follows the orientation it is given: a portrait 40 × 50 is taller than wide', () => {
    const portrait = previewLayout(
      matted({ outerCm: { width: 40, height: 50 }, photoCm: { width: 30, height: 40 } }),
    );
    expect(portrait.canvas).toEqual({ width: 880, height: 1080 });
    expect(portrait.photoRect).toEqual({ left: 140, top: 140, width: 600, height: 800 });
  });
});

describe('previewLayout: parts of each kind', () => {
  const plain = (kind: PreviewSpec['kind'], over: Partial<PreviewSpec> = {}) =>
    previewLayout({
      kind,
      outerCm: { width: 60, height: 40 },
      photoCm: { width: 60, height: 40 },
      frame: { faceWidthMm: 25 },
      longSidePx: 1200,
      ...over,
    });

  it('a plain photo is just the photo: no frame even when one is passed', () => {
    const layout = plain('PLAINPHOTO');
    expect(layout.frameBand).toBe(0);
    expect(layout.photoRect).toEqual({ left: 0, top: 0, width: 1200, height: 800 });
    expect(layout.outerRect).toEqual(layout.photoRect);
    expect(layout.parts).toEqual({
      frame: false,
      mat: false,
      glass: false,
      laminated: false,
      canvasWrap: false,
      desk: false,
    });
  });

  it('a canvas shades its wrapped edges 6 mm deep, a framed canvas does not', () => {
    const canvas = plain('PHOTOCANVAS');
    expect(canvas.wrapShade).toBe(12);
    expect(canvas.frameBand).toBe(0);
    const framed = plain('PHOTOCANVASFRAME');
    expect(framed.wrapShade).toBe(0);
    expect(framed.frameBand).toBe(Math.round(2.5 * (1200 / 65)));
  });

  it('a desk piece stands on a tabletop round it, its bottom on the surface row', () => {
    const layout = plain('PHOTODESKFRAME', {
      outerCm: { width: 30, height: 20 },
      photoCm: { width: 30, height: 20 },
    });
    // piece 35 × 25 cm; canvas 35 + 2 × 4.2 by 25 + 1.75 + 4.2 cm
    const s = 1200 / (35 + 2 * 0.12 * 35);
    expect(layout.scalePxPerCm).toBeCloseTo(s, 9);
    expect(layout.pieceRect.left).toBe(Math.round(0.12 * 35 * s));
    expect(layout.pieceRect.top).toBe(Math.round(0.05 * 35 * s));
    expect(layout.surfaceY).toBe(layout.pieceRect.top + layout.pieceRect.height);
    expect(layout.canvas.height).toBe(layout.surfaceY! + Math.round(0.12 * 35 * s));
    expect(layout.canvas.width).toBe(layout.pieceRect.width + 2 * layout.pieceRect.left);
  });

  it('glass and lamination follow the kind unless the spec says otherwise', () => {
    expect(plain('PHOTOFRAME').parts.glass).toBe(true);
    expect(plain('PHOTOFRAME', { glass: false }).parts.glass).toBe(false);
    expect(plain('PHOTOGLASS').parts.glass).toBe(true);
    expect(plain('PHOTODESKLAMIN').parts.laminated).toBe(true);
    expect(plain('PLAINPHOTOLAMIN').parts.laminated).toBe(true);
  });

  it.each(PRODUCT_ENUM.map((kind) => [kind]))('%s lays out inside its canvas', (kind) => {
    const layout = plain(kind);
    const inside = (outer: typeof layout.pieceRect, inner: typeof layout.pieceRect) =>
      inner.left >= outer.left &&
      inner.top >= outer.top &&
      inner.left + inner.width <= outer.left + outer.width &&
      inner.top + inner.height <= outer.top + outer.height;
    const canvasRect = { left: 0, top: 0, ...layout.canvas };
    expect(inside(canvasRect, layout.pieceRect)).toBe(true);
    expect(inside(layout.pieceRect, layout.outerRect)).toBe(true);
    expect(inside(layout.outerRect, layout.photoRect)).toBe(true);
  });

  it('a frame kind without a face width draws no moulding', () => {
    expect(
      previewParts({
        kind: 'PHOTOFRAME',
        outerCm: { width: 1, height: 1 },
        photoCm: { width: 1, height: 1 },
      }).frame,
    ).toBe(false);
  });
});

describe('previewLayout: bad input', () => {
  it.each([
    [{ outerCm: { width: 0, height: 40 } }],
    [{ photoCm: { width: 40, height: Number.NaN } }],
    [{ photoCm: { width: 60, height: 30 } }],
    [{ longSidePx: -1 }],
  ])('%j throws a RangeError', (over) => {
    expect(() => previewLayout(matted(over as Partial<PreviewSpec>))).toThrow(RangeError);
  });
});

describe('colours', () => {
  it.each([
    ['#f8f8f5', [248, 248, 245]],
    ['F8F8F5', [248, 248, 245]],
    ['#fff', [255, 255, 255]],
    ['red', null],
    ['#12345', null],
    [null, null],
  ])('hexToRgb(%j) -> %j', (hex, rgb) => {
    expect(hexToRgb(hex)).toEqual(rgb);
  });

  it('every colour category has a usable colour', () => {
    expect(hexToRgb(colourCategoryHex('BRONOZVA'))).toEqual(
      hexToRgb(colourCategoryHex('BRONZOVA')),
    );
    expect(hexToRgb(colourCategoryHex('CIERNA'))).not.toBeNull();
  });
});
