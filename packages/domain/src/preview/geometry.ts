import type { ProductEnum } from '../entities/enums.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';

/**
 * Where every element of a product preview lands, in pixels, from the sizes the workshop works
 * with (DESIGN.md §6). Pure: the server's renderer only paints what this decides, so the picture
 * the customer sees has the proportions of the piece the workshop makes.
 *
 * Sizes. `outerCm` is the picture's outer size WITHOUT the moulding: the config's `totalSizeCm`
 * (or the photo-only size) in the photo's orientation, i.e. `finalWidth` × `finalHeight`. A frame
 * sits outside it and adds its face width on every side, as the workshop builds it: a 50 × 40 cm
 * picture in a 20 mm moulding is a 54 × 44 cm object. `photoCm` is the visible photo window
 * (`photoSizeCm`, equal to the outer size without a mat); the mat fills the rest, centred.
 */

export interface SizeCmWH {
  readonly width: number;
  readonly height: number;
}

export interface PreviewSpec {
  /** Which parts the piece has (PRODUCT_KINDS); the optional flags below override them. */
  readonly kind: ProductEnum;
  /** The picture's outer size without the moulding, in the photo's orientation. */
  readonly outerCm: SizeCmWH;
  /** The visible photo window; equal to `outerCm` when there is no mat. */
  readonly photoCm: SizeCmWH;
  /** The frame profile: `faceWidthMm` is its `thickness`. Ignored for kinds without a frame. */
  readonly frame?: { readonly faceWidthMm: number; readonly colorHex?: string };
  /** The mat's colour (pasparta `colorCode`, or `colourCategoryHex` of its colour). */
  readonly mat?: { readonly colorHex: string };
  /** Glass over the picture (sheen). Default: the kind's glass. */
  readonly glass?: boolean;
  /** Laminate over the print (a fainter sheen). Default: the kind's lamination. */
  readonly laminated?: boolean;
  /** Canvas wrapped round a stretcher (edge shading). Default: the kind's canvasWrap. */
  readonly canvasWrap?: boolean;
  /** Stands on a desk (drawn on a tabletop with its shadow). Default: the kind's desk family. */
  readonly desk?: boolean;
  /** Long side of the whole preview image in pixels; default 1200. */
  readonly longSidePx?: number;
}

export interface RectPx {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface PreviewParts {
  readonly frame: boolean;
  readonly mat: boolean;
  readonly glass: boolean;
  readonly laminated: boolean;
  readonly canvasWrap: boolean;
  readonly desk: boolean;
}

export interface PreviewLayout {
  /** The whole preview image. */
  readonly canvas: { readonly width: number; readonly height: number };
  /** Pixels per centimetre of the real piece, the same on both axes. */
  readonly scalePxPerCm: number;
  readonly parts: PreviewParts;
  /** The whole object as it hangs or stands: moulding included (cm, then pixels). */
  readonly pieceCm: SizeCmWH;
  readonly pieceRect: RectPx;
  /** The picture's outer size inside the moulding: the mat board, or the print without a mat. */
  readonly outerRect: RectPx;
  /** The visible photo. */
  readonly photoRect: RectPx;
  /** Face width of the moulding in pixels, the same on all four sides; 0 without a frame. */
  readonly frameBand: number;
  /** Mat width on each side in pixels (bevel included); all 0 without a mat. */
  readonly matBand: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  /** The visible 45° cut of the mat, inside `matBand`, next to the photo; 0 without a mat. */
  readonly bevel: number;
  /** How far the moulding's shadow falls onto the mat or photo; 0 without a frame. */
  readonly frameShadow: number;
  /** Width of the shading where a canvas turns round its stretcher; 0 when not canvas. */
  readonly wrapShade: number;
  /** Desk pieces: the row the piece stands on (its bottom edge); null otherwise. */
  readonly surfaceY: number | null;
}

export const DEFAULT_PREVIEW_LONG_SIDE = 1200;

/** Width of a mat's bevel as seen from the front: 1.4 mm board cut at 45°, with its shadow. */
export const MAT_BEVEL_CM = 0.2;
/** Reach of the moulding's shadow on what it holds (rebate depth and a little light spread). */
export const FRAME_SHADOW_CM = 0.35;
/** Where a wrapped canvas starts to turn round its stretcher bar. */
export const CANVAS_WRAP_SHADE_CM = 0.6;
/**
 * The tabletop round a desk piece, as fractions of the piece's long side: enough to read as a
 * desk and to hold the shadow, small enough to keep the piece the subject.
 */
export const DESK_MARGIN = { side: 0.12, top: 0.05, bottom: 0.12 } as const;

const usable = (n: number): boolean => Number.isFinite(n) && n > 0;

/**
 * The parts drawn for a spec: the kind's parts (PRODUCT_KINDS), overridden by the spec's flags; a
 * frame only with a face width, a mat when the kind has one or the window is smaller than the
 * outer size.
 * @example previewParts({ kind: 'PHOTOFRAME', outerCm, photoCm: outerCm, frame: { faceWidthMm: 20 }, glass: false }) // -> { frame: true, glass: false, mat: false, ... }
 */
export const previewParts = (spec: PreviewSpec): PreviewParts => {
  const kind = PRODUCT_KINDS[spec.kind];
  const windowSmaller =
    spec.photoCm.width < spec.outerCm.width || spec.photoCm.height < spec.outerCm.height;
  return {
    frame: kind.frame && spec.frame !== undefined && spec.frame.faceWidthMm > 0,
    mat: (kind.pasparta || spec.mat !== undefined) && windowSmaller,
    glass: spec.glass ?? kind.glass,
    laminated: spec.laminated ?? kind.lamination,
    canvasWrap: spec.canvasWrap ?? kind.canvasWrap,
    desk: spec.desk ?? kind.family === 'desk',
  };
};

/** A size in millimetres of the real piece. */
export interface SizeMm {
  readonly width: number;
  readonly height: number;
}

/**
 * A preview's geometry in millimetres of the real piece, before any pixel: what every painter
 * lays out at the size it paints (layoutAt), so two painters of one piece agree to the pixel.
 */
export interface PreviewGeometry {
  readonly parts: PreviewParts;
  /** The whole image: the piece and, for a desk piece, the tabletop round it. */
  readonly canvasMm: SizeMm;
  /** The whole object as it hangs or stands, moulding included. */
  readonly pieceMm: SizeMm;
  /** The tabletop round a desk piece; all 0 otherwise. */
  readonly marginMm: { readonly side: number; readonly top: number; readonly bottom: number };
  /** The moulding's face width; 0 without a frame. */
  readonly faceMm: number;
  /** The picture inside the moulding: the mat board, or the print without a mat. */
  readonly outerMm: SizeMm;
  /** The visible photo, centred in `outerMm`; equal to it without a mat. */
  readonly windowMm: SizeMm;
  /** The mat's visible cut; 0 without a mat. */
  readonly bevelMm: number;
  /** Reach of the moulding's shadow on what it holds; 0 without a frame. */
  readonly frameShadowMm: number;
  /** Where a wrapped canvas turns round its stretcher; 0 when not an unframed canvas. */
  readonly wrapShadeMm: number;
}

/**
 * The geometry of a spec in millimetres. Throws a RangeError for sizes that are not positive or
 * a window larger than the outer size.
 * @example previewGeometry({ kind: 'PHOTOPASPARTAFRAME', outerCm: { width: 50, height: 40 }, photoCm: { width: 40, height: 30 }, frame: { faceWidthMm: 20 } })
 * // -> pieceMm 540 × 440, faceMm 20, outerMm 500 × 400, windowMm 400 × 300, bevelMm 2
 */
export const previewGeometry = (spec: PreviewSpec): PreviewGeometry => {
  const { outerCm, photoCm } = spec;
  if (![outerCm.width, outerCm.height, photoCm.width, photoCm.height].every(usable)) {
    throw new RangeError('preview sizes must be positive numbers');
  }
  if (photoCm.width > outerCm.width || photoCm.height > outerCm.height) {
    throw new RangeError('the photo window cannot be larger than the outer size');
  }
  const parts = previewParts(spec);
  const faceMm = parts.frame ? spec.frame!.faceWidthMm : 0;
  const outerMm = { width: outerCm.width * 10, height: outerCm.height * 10 };
  const pieceMm = { width: outerMm.width + 2 * faceMm, height: outerMm.height + 2 * faceMm };
  const pieceLongMm = Math.max(pieceMm.width, pieceMm.height);
  const marginMm = parts.desk
    ? {
        side: DESK_MARGIN.side * pieceLongMm,
        top: DESK_MARGIN.top * pieceLongMm,
        bottom: DESK_MARGIN.bottom * pieceLongMm,
      }
    : { side: 0, top: 0, bottom: 0 };
  return {
    parts,
    canvasMm: {
      width: pieceMm.width + 2 * marginMm.side,
      height: pieceMm.height + marginMm.top + marginMm.bottom,
    },
    pieceMm,
    marginMm,
    faceMm,
    outerMm,
    windowMm: parts.mat ? { width: photoCm.width * 10, height: photoCm.height * 10 } : outerMm,
    bevelMm: parts.mat ? MAT_BEVEL_CM * 10 : 0,
    frameShadowMm: parts.frame ? FRAME_SHADOW_CM * 10 : 0,
    wrapShadeMm: parts.canvasWrap && !parts.frame ? CANVAS_WRAP_SHADE_CM * 10 : 0,
  };
};

/**
 * Lays a geometry out to the pixel, its whole image's long side `longSidePx` (±2 px of
 * rounding). Every length is `round(cm × scalePxPerCm)`, measured once and reused, so the four
 * frame sides are equal and the mat is centred (an odd leftover pixel goes right or down).
 * Throws a RangeError for a long side that is not positive.
 * @example layoutAt(previewGeometry(spec), 1080) // for a 50 × 40 mat in a 20 mm moulding: 20 px/cm, frameBand 40
 */
export const layoutAt = (geometry: PreviewGeometry, longSidePx: number): PreviewLayout => {
  if (!usable(longSidePx)) throw new RangeError('preview sizes must be positive numbers');
  const { parts, marginMm } = geometry;
  const scale = (10 * longSidePx) / Math.max(geometry.canvasMm.width, geometry.canvasMm.height);
  const px = (mm: number) => Math.round((mm / 10) * scale);
  const frameBand = px(geometry.faceMm);
  const outerW = px(geometry.outerMm.width);
  const outerH = px(geometry.outerMm.height);
  const photoW = parts.mat ? Math.min(outerW, px(geometry.windowMm.width)) : outerW;
  const photoH = parts.mat ? Math.min(outerH, px(geometry.windowMm.height)) : outerH;
  const matLeft = Math.floor((outerW - photoW) / 2);
  const matTop = Math.floor((outerH - photoH) / 2);
  const pieceLeft = px(marginMm.side);
  const pieceTop = px(marginMm.top);
  const pieceRect = {
    left: pieceLeft,
    top: pieceTop,
    width: outerW + 2 * frameBand,
    height: outerH + 2 * frameBand,
  };
  const outerRect = {
    left: pieceLeft + frameBand,
    top: pieceTop + frameBand,
    width: outerW,
    height: outerH,
  };
  const photoRect = {
    left: outerRect.left + matLeft,
    top: outerRect.top + matTop,
    width: photoW,
    height: photoH,
  };
  const matBand = {
    left: matLeft,
    top: matTop,
    right: outerW - photoW - matLeft,
    bottom: outerH - photoH - matTop,
  };
  const narrowestMat = Math.min(matBand.left, matBand.top, matBand.right, matBand.bottom);
  return {
    canvas: {
      width: pieceRect.width + 2 * pieceLeft,
      height: pieceTop + pieceRect.height + px(marginMm.bottom),
    },
    scalePxPerCm: scale,
    parts,
    pieceCm: { width: geometry.pieceMm.width / 10, height: geometry.pieceMm.height / 10 },
    pieceRect,
    outerRect,
    photoRect,
    frameBand,
    matBand,
    bevel: parts.mat ? Math.min(narrowestMat, Math.max(1, px(geometry.bevelMm))) : 0,
    frameShadow: parts.frame ? Math.max(2, px(geometry.frameShadowMm)) : 0,
    wrapShade: geometry.wrapShadeMm > 0 ? Math.max(2, px(geometry.wrapShadeMm)) : 0,
    surfaceY: parts.desk ? pieceTop + pieceRect.height : null,
  };
};

/**
 * Lays a spec's preview out to the pixel at its `longSidePx` (default 1200): see layoutAt.
 * @example previewLayout({ kind: 'PHOTOPASPARTAFRAME', outerCm: { width: 50, height: 40 }, photoCm: { width: 40, height: 30 }, frame: { faceWidthMm: 20 }, longSidePx: 1080 })
 * // -> scale 20 px/cm; frameBand 40; outerRect 1000 × 800 at (40, 40); photoRect 800 × 600 at (140, 140); canvas 1080 × 880
 */
export const previewLayout = (spec: PreviewSpec): PreviewLayout =>
  layoutAt(previewGeometry(spec), spec.longSidePx ?? DEFAULT_PREVIEW_LONG_SIDE);
