import type { Extent } from '../sizes/sizes.ts';
import { fitAspect, type Region } from '../sizes/crop.ts';
import { DEFAULT_FRAME_HEX, DEFAULT_MAT_HEX, hexToRgb } from './colours.ts';
import {
  layoutAt,
  previewGeometry,
  type PreviewGeometry,
  type PreviewLayout,
  type PreviewSpec,
} from './geometry.ts';

/**
 * What to draw for a configured piece (DESIGN.md §6), in millimetres of the real piece and in the
 * light every painter applies: the server's painter (sharp, pixel by pixel) and the browser's
 * (canvas 2D) both paint from this and nothing else, so the customer's instant picture and the
 * stored preview are the same picture. Plain data: it travels as JSON.
 *
 * Light comes from the upper left, as in a room with a window. Per-side values are in the order
 * top, right, bottom, left. A light factor multiplies a colour's sRGB channels (below 1 darkens,
 * above 1 lightens, clamped at 255).
 */
export interface PreviewDrawing {
  readonly geometry: PreviewGeometry;
  readonly photo: PhotoDrawing;
  readonly moulding: MouldingDrawing | null;
  readonly mat: MatDrawing | null;
  /** The moulding stands proud of what it holds and shades its edges. */
  readonly frameShadow: EdgeLight | null;
  /** A gallery-wrapped canvas rolls towards or away from the light where it turns. */
  readonly canvasWrap: EdgeLight | null;
  /** Glass or laminate reflecting the room. */
  readonly sheen: SheenDrawing | null;
  /** The fine edge of a piece without a moulding. */
  readonly outline: OutlineDrawing | null;
  readonly desk: DeskDrawing | null;
}

export type PerSide = readonly [top: number, right: number, bottom: number, left: number];
export type Rgb = readonly [number, number, number];

/** A rectangle in fractions (0..1) of an image's width and height. */
export interface UnitRect {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface PhotoDrawing {
  /**
   * The part of the upright photo that fills the window, already of the window's shape: any copy
   * of the photo (working copy, thumbnail) is cut here and scaled, never stretched.
   */
  readonly source: UnitRect;
}

export interface MouldingDrawing {
  readonly faceMm: number;
  /**
   * The frame whose texture (`GET /api/frames/{frameId}/texture`) runs along the moulding: a strip
   * along it, its outer edge on top (a strip stored upright is turned clockwise), scaled to the
   * face width and tiled mirrored. Null: the moulding is `colorHex`, shaped by flatMouldingRgb.
   */
  readonly texture: { readonly frameId: number } | null;
  readonly colorHex: string;
  /** The sides meet in 45° mitres; the diagonal pixels belong to the top and bottom sides. */
  readonly corners: 'mitre';
  readonly sideLight: PerSide;
  /** Light factors of the outermost and innermost pixel rows, and of the mitre joints. */
  readonly outerEdge: number;
  readonly innerLip: number;
  readonly mitreJoint: number;
  /** Where along the strip each side starts, in strip lengths: the four sides are not copies. */
  readonly sideOffsets: PerSide;
}

export interface MatDrawing {
  readonly colorHex: string;
  /** Light factor at the mat's top left corner and at its bottom right, linear along x + y. */
  readonly lightFrom: number;
  readonly lightTo: number;
  readonly bevel: {
    readonly widthMm: number;
    /** The board's core, lighter than its face. */
    readonly coreRgb: Rgb;
    readonly sideLight: PerSide;
    /** Light factor of the cut's row against the photo: the print lies under the board. */
    readonly hairline: number;
  };
}

/**
 * Light along the four inside edges of the picture (the mat or print inside the moulding): by
 * `gain[side]` at the edge (k = 1 + gain), fading to nothing `reachMm` in, quadratically;
 * where two sides reach, the factors multiply.
 */
export interface EdgeLight {
  readonly reachMm: number;
  readonly gain: PerSide;
}

/**
 * Whitening over the picture by position t along a diagonal: t = (0.62 x + 0.38 y) / (0.62 w +
 * 0.38 h) across the picture inside the moulding (`direction` holds the 0.62 and 0.38).
 */
export interface SheenDrawing {
  readonly direction: readonly [number, number];
  readonly strength: number;
  /** Gaussian bands: whitening `alpha` at `centre`, of width `spread` (in t). */
  readonly bands: readonly {
    readonly centre: number;
    readonly spread: number;
    readonly alpha: number;
  }[];
}

export interface OutlineDrawing {
  /** Light factor of the piece's outermost pixel ring. */
  readonly shade: number;
  /** Whitening of the ring just inside it (polished glass catches the light); null: none. */
  readonly glint: number | null;
}

export interface DeskDrawing {
  readonly wallRgb: Rgb;
  readonly tableRgb: Rgb;
  readonly tableEdgeRgb: Rgb;
  readonly frontEdgeRgb: Rgb;
  /** Darkening of the cast shadow where it meets the piece. */
  readonly shadowAlpha: number;
}

/** A configured piece as the preview needs it: its spec, the frame's texture and the photo's crop. */
export interface PreviewPiece {
  readonly spec: PreviewSpec;
  /** The frame row whose texture the moulding shows; absent: a moulding of its colour. */
  readonly frameTextureId?: number | null;
  /** The crop in the pixels of an upright copy of the photo of size `image`. */
  readonly crop: Region;
  readonly image: Extent;
}

const FRAME_SIDE_LIGHT: PerSide = [1.08, 0.9, 0.78, 0.98];
const BEVEL_SIDE_LIGHT: PerSide = [0.84, 1.0, 1.06, 0.92];
const FRAME_SHADOW_GAIN: PerSide = [-0.3, -0.08, -0.04, -0.2];
const WRAP_GAIN: PerSide = [0.12, -0.3, -0.38, 0.05];
const GLASS_SHEEN = 1;
const LAMINATE_SHEEN = 0.4;

/**
 * The part of a photo that fills a window: the crop, kept inside the image, trimmed to the
 * window's shape round its centre.
 * @example photoSourceOf({ x: 0, y: 0, width: 2400, height: 1800 }, { width: 2400, height: 1800 }, { width: 400, height: 400 })
 * // -> { left: 0.125, top: 0, width: 0.75, height: 1 }
 */
export const photoSourceOf = (crop: Region, image: Extent, window: Extent): UnitRect => {
  const x = Math.min(Math.max(0, crop.x), image.width - 1);
  const y = Math.min(Math.max(0, crop.y), image.height - 1);
  const inside = {
    x,
    y,
    width: Math.min(Math.max(1, crop.width), image.width - x),
    height: Math.min(Math.max(1, crop.height), image.height - y),
  };
  const fitted = fitAspect(inside, window);
  return {
    left: fitted.x / image.width,
    top: fitted.y / image.height,
    width: fitted.width / image.width,
    height: fitted.height / image.height,
  };
};

/**
 * The drawing of a configured piece. Throws a RangeError for impossible sizes (previewGeometry).
 * @example previewDrawing({ spec: { kind: 'PHOTOFRAME', outerCm: { width: 40, height: 30 }, photoCm: { width: 40, height: 30 }, frame: { faceWidthMm: 20, colorHex: '#5a4232' } }, frameTextureId: 7, crop: { x: 0, y: 0, width: 2400, height: 1800 }, image: { width: 2400, height: 1800 } })
 * // -> geometry.pieceMm 440 × 340; moulding { faceMm: 20, texture: { frameId: 7 }, ... }; frameShadow reachMm 3.5; sheen strength 1; mat, outline, desk null
 */
export const previewDrawing = (piece: PreviewPiece): PreviewDrawing => {
  const { spec } = piece;
  const geometry = previewGeometry(spec);
  const { parts } = geometry;
  const matHex = validHex(spec.mat?.colorHex) ?? DEFAULT_MAT_HEX;
  const matRgb = hexToRgb(matHex)!;
  return {
    geometry,
    photo: { source: photoSourceOf(piece.crop, piece.image, geometry.windowMm) },
    moulding: parts.frame
      ? {
          faceMm: geometry.faceMm,
          texture:
            piece.frameTextureId !== undefined && piece.frameTextureId !== null
              ? { frameId: piece.frameTextureId }
              : null,
          colorHex: validHex(spec.frame?.colorHex) ?? DEFAULT_FRAME_HEX,
          corners: 'mitre',
          sideLight: FRAME_SIDE_LIGHT,
          outerEdge: 0.82,
          innerLip: 0.72,
          mitreJoint: 0.72,
          sideOffsets: [0, 1 / 3, 2 / 3, 0.03],
        }
      : null,
    mat: parts.mat
      ? {
          colorHex: matHex,
          lightFrom: 1.02,
          lightTo: 0.98,
          bevel: {
            widthMm: geometry.bevelMm,
            coreRgb: matRgb.map((c) => c + (255 - c) * 0.7) as unknown as Rgb,
            sideLight: BEVEL_SIDE_LIGHT,
            hairline: 0.8,
          },
        }
      : null,
    frameShadow: parts.frame ? { reachMm: geometry.frameShadowMm, gain: FRAME_SHADOW_GAIN } : null,
    canvasWrap:
      geometry.wrapShadeMm > 0 ? { reachMm: geometry.wrapShadeMm, gain: WRAP_GAIN } : null,
    sheen:
      parts.glass || parts.laminated
        ? {
            direction: [0.62, 0.38],
            strength: parts.glass ? GLASS_SHEEN : LAMINATE_SHEEN,
            bands: [
              { centre: 0.3, spread: 0.11, alpha: 0.1 },
              { centre: 0.48, spread: 0.04, alpha: 0.05 },
            ],
          }
        : null,
    outline: parts.frame
      ? null
      : { shade: parts.glass ? 0.7 : 0.88, glint: parts.glass ? 0.45 : null },
    desk: parts.desk
      ? {
          wallRgb: [240, 237, 232],
          tableRgb: [222, 211, 195],
          tableEdgeRgb: [203, 190, 172],
          frontEdgeRgb: [248, 244, 238],
          shadowAlpha: 0.32,
        }
      : null,
  };
};

const validHex = (hex: string | undefined): string | undefined =>
  hex !== undefined && hexToRgb(hex) ? hex : undefined;

/**
 * The pixel layout of a drawing painted with its long side `longSidePx`: the one rounding both
 * painters use.
 * @example drawingLayout(previewDrawing(piece), 1200).frameBand // -> the moulding in whole pixels
 */
export const drawingLayout = (drawing: PreviewDrawing, longSidePx: number): PreviewLayout =>
  layoutAt(drawing.geometry, longSidePx);

/**
 * The whitening of a sheen at position t (0 top left, 1 bottom right).
 * @example sheenAlpha(glassSheen, 0.3) // -> about 0.1
 */
export const sheenAlpha = (sheen: SheenDrawing, t: number): number =>
  sheen.strength *
  sheen.bands.reduce((sum, b) => sum + b.alpha * Math.exp(-(((t - b.centre) / b.spread) ** 2)), 0);

/**
 * A moulding without a texture: its colour shaped like one, at t from its outer edge (0) to its
 * inner edge (1): a lit rounded outer edge, a flat face, a darker inner lip. Dark colours gain
 * light by adding, not only multiplying: black lacquer still shows a sheen.
 * @example flatMouldingRgb([43, 43, 43], 0.22) // -> [55, 55, 55]
 */
export const flatMouldingRgb = (rgb: Rgb, t: number): Rgb => {
  const k = 1 + 0.14 * Math.exp(-(((t - 0.22) / 0.14) ** 2)) - 0.12 * t;
  const lift = Math.max(0, k - 1) * 40;
  return rgb.map((c) => Math.min(255, Math.round(c * k + lift))) as unknown as Rgb;
};

/**
 * The light factor at a pixel `d` pixels in from an edge lit with `gain`, for an edge light
 * reaching `reach` pixels.
 * @example edgeLightFactor(-0.3, 0, 7) // -> 0.7
 */
export const edgeLightFactor = (gain: number, d: number, reach: number): number =>
  d < reach ? 1 + gain * (1 - d / reach) ** 2 : 1;

/** Where a desk piece's room and shadow fall, in the pixels of its layout. */
export interface DeskScene {
  /** Rows: the wall ends at `horizon`, the tabletop's front edge is the row `front`. */
  readonly horizon: number;
  readonly front: number;
  readonly surface: number;
  /** The shadow slides `shift` px right as it falls `reach` px back; `contact` px under the piece. */
  readonly shift: number;
  readonly reach: number;
  readonly contact: number;
}

/**
 * A desk piece's room at its layout's pixels: a pale wall, a tabletop seen from a little above,
 * the piece's shadow falling back and to the right.
 * @example deskScene(layout) // -> { horizon, front, surface: layout.surfaceY, shift, reach, contact }
 */
export const deskScene = (layout: PreviewLayout): DeskScene => {
  const surface = layout.surfaceY ?? layout.pieceRect.top + layout.pieceRect.height;
  const piece = layout.pieceRect;
  const depth = Math.max(4, Math.round(piece.top * 1.4));
  return {
    horizon: surface - depth,
    front: surface + Math.round((layout.canvas.height - surface) * 0.55),
    surface,
    shift: Math.round(piece.width * 0.08),
    reach: Math.round(depth * 0.8),
    contact: Math.max(3, Math.round(piece.height * 0.012)),
  };
};

/**
 * A desk row's colour: the wall's, the tabletop's, its lit front edge, or its darker front face,
 * each with its gentle fall of light.
 * @example deskRowRgb(desk, scene, 0, 900) // -> the wall at 1.01
 */
export const deskRowRgb = (desk: DeskDrawing, scene: DeskScene, y: number, height: number): Rgb => {
  const times = (rgb: Rgb, k: number): Rgb => [rgb[0] * k, rgb[1] * k, rgb[2] * k];
  if (y < scene.horizon) return times(desk.wallRgb, 1.01 - (0.03 * y) / Math.max(1, scene.horizon));
  if (y < scene.front)
    return times(
      desk.tableRgb,
      0.95 + (0.06 * (y - scene.horizon)) / Math.max(1, scene.front - scene.horizon),
    );
  if (y === scene.front) return desk.frontEdgeRgb;
  return times(
    desk.tableEdgeRgb,
    1 - (0.08 * (y - scene.front)) / Math.max(1, height - scene.front),
  );
};

/**
 * The shadow on one row of the desk: darkening `alpha` between x = `from` and `to`, fading
 * linearly over `soft` px either side of each; null where the row has none.
 * @example deskShadowRow(desk, scene, layout, scene.surface) // -> { from, to, soft: 1.5, alpha: 0.32 }
 */
export const deskShadowRow = (
  desk: DeskDrawing,
  scene: DeskScene,
  layout: PreviewLayout,
  y: number,
): { from: number; to: number; soft: number; alpha: number } | null => {
  if (y < scene.surface - scene.reach || y >= scene.surface + scene.contact) return null;
  const v = Math.max(0, (scene.surface - y) / scene.reach);
  const along = y >= scene.surface ? 1 - (y - scene.surface) / scene.contact : 1 - v;
  const piece = layout.pieceRect;
  return {
    from: piece.left + scene.shift * v,
    to: piece.left + piece.width + scene.shift * v,
    soft: 1.5 + 10 * v,
    alpha: desk.shadowAlpha * along,
  };
};
