import { z } from 'zod';
import type { ProductEnum } from '../entities/enums.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';

/**
 * What one copy of a piece brings to a parcel: its outer size, its depth, its weight and whether
 * it holds glass. The figures are estimates from the catalogue's parts (see the constants below
 * for their reasoning); the carrier weighs the packed parcel again, so they need to be right to
 * the class of parcel, not to the gram.
 */
export const PieceParcelSchema = z.object({
  lengthCm: z.number().describe('The longer outer side, in cm'),
  widthCm: z.number().describe('The shorter outer side, in cm'),
  depthCm: z.number().describe('How deep the piece is, front to back, in cm'),
  weightGrams: z.number().describe("One copy's weight, unpacked, in grams"),
  glass: z.boolean(),
  copies: z.number().describe('Copies of the piece: they travel stacked in the same parcel'),
});
export type PieceParcel = z.output<typeof PieceParcelSchema>;

/** The catalogue's facts about a piece's parts, as the parcel reads them. */
export interface PieceParts {
  productEnum: ProductEnum;
  /** The outer size (the crafted product's finalWidth × finalHeight), in cm. */
  widthCm: number;
  heightCm: number;
  copies: number;
  /** The print media's type; null for the 'none' row or none at all. */
  mediaType: 'PAPIER' | 'PLATNO' | 'DOSKA' | null;
  /** The glass slot holds real glass (not the 'none' row, not a laminate). */
  glass: boolean;
  /** The glass slot holds a laminating film. */
  lamination: boolean;
  /** A mat surrounds the photo. */
  mat: boolean;
  /** The frame's profile: material, face width and depth in mm; null without a frame. */
  frame: { material: 'HLINIKOVY' | 'DREVENY'; thicknessMm: number; depthMm: number } | null;
}

/**
 * Grams per m² of each sheet, and the reasoning behind it:
 * - photo paper: 250 g/m² (the premium and fine-art papers sold are 230–310 g/m²);
 * - canvas: 450 g/m² (poly-cotton artist canvas with its ink);
 * - board (DOSKA): 5 mm foam board with its print, about 700 g/m²;
 * - laminating film: 150 g/m² (a 125 µm film at about 1.2 g/cm³);
 * - float glass 2 mm, as every glass in the catalogue is: 2.5 g/cm³ × 0.2 cm = 5 000 g/m²;
 * - mat board 1.4–1.6 mm at about 0.8 g/cm³: 1 200 g/m² (its window is not subtracted: the
 *   parcel errs on the heavy side);
 * - the back board of a frame for paper, 2.5 mm HDF at 0.85 g/cm³: 2 100 g/m².
 */
export const SHEET_GRAMS_PER_M2 = {
  paper: 250,
  canvas: 450,
  board: 700,
  lamination: 150,
  glass: 5000,
  mat: 1200,
  backBoard: 2100,
} as const;

/**
 * A canvas's stretcher: pine bars 2 cm deep and 4 cm wide (8 cm² at 0.5 g/cm³), 400 g per metre
 * of the canvas's perimeter.
 */
export const STRETCHER_GRAMS_PER_M = 400;

/**
 * A moulding's weight per metre from its face width × depth: an aluminium profile is hollow (about
 * a fifth of its outline is metal, 2.7 g/cm³), a wooden one is solid less its rebate (about 70 % at
 * 0.55 g/cm³). Alu 15 × 24 mm: 194 g/m; a wooden 40 × 30 mm lath: 462 g/m.
 */
export const MOULDING_GRAMS_PER_CM3 = { HLINIKOVY: 2.7 * 0.2, DREVENY: 0.55 * 0.7 } as const;

/** Depths in cm of the pieces without a frame: a print, a canvas on its stretcher, a board. */
export const PIECE_DEPTH_CM = { print: 0.1, canvas: 2, board: 0.5, glassPrint: 0.5 } as const;

const round = (n: number) => Math.round(n);

/**
 * One piece's contribution to a parcel, from its parts.
 * @example pieceParcelOf({ productEnum: 'PLAINPHOTO', widthCm: 30, heightCm: 20, copies: 1, mediaType: 'PAPIER', glass: false, lamination: false, mat: false, frame: null })
 * // -> { lengthCm: 30, widthCm: 20, depthCm: 0.1, weightGrams: 15, glass: false, copies: 1 }
 */
export const pieceParcelOf = (parts: PieceParts): PieceParcel => {
  const kind = PRODUCT_KINDS[parts.productEnum];
  const lengthCm = Math.max(parts.widthCm, parts.heightCm);
  const widthCm = Math.min(parts.widthCm, parts.heightCm);
  const areaM2 = (lengthCm * widthCm) / 10_000;
  const perimeterM = (2 * (lengthCm + widthCm)) / 100;
  let grams = 0;
  if (parts.mediaType === 'PAPIER') grams += areaM2 * SHEET_GRAMS_PER_M2.paper;
  if (parts.mediaType === 'PLATNO') grams += areaM2 * SHEET_GRAMS_PER_M2.canvas;
  if (parts.mediaType === 'DOSKA') grams += areaM2 * SHEET_GRAMS_PER_M2.board;
  if (kind.canvasWrap) grams += perimeterM * STRETCHER_GRAMS_PER_M;
  const glass = kind.glass && parts.glass;
  if (glass) grams += areaM2 * SHEET_GRAMS_PER_M2.glass;
  if (kind.lamination && parts.lamination) grams += areaM2 * SHEET_GRAMS_PER_M2.lamination;
  if (kind.pasparta && parts.mat) grams += areaM2 * SHEET_GRAMS_PER_M2.mat;
  let depthCm: number =
    kind.family === 'canvas'
      ? PIECE_DEPTH_CM.canvas
      : kind.family === 'desk'
        ? PIECE_DEPTH_CM.board
        : kind.family === 'glass'
          ? PIECE_DEPTH_CM.glassPrint
          : PIECE_DEPTH_CM.print;
  if (kind.frame && parts.frame) {
    const { material, thicknessMm, depthMm } = parts.frame;
    // As the price measures the moulding: the perimeter and 8 face widths for the mitres.
    const mouldingCm = perimeterM * 100 + (8 * thicknessMm) / 10;
    const sectionCm2 = (thicknessMm / 10) * (depthMm / 10);
    grams += mouldingCm * sectionCm2 * MOULDING_GRAMS_PER_CM3[material];
    if (kind.family === 'frame') grams += areaM2 * SHEET_GRAMS_PER_M2.backBoard;
    depthCm = Math.max(depthCm, depthMm / 10);
  }
  return {
    lengthCm,
    widthCm,
    depthCm,
    weightGrams: round(grams),
    glass,
    copies: Math.max(1, Math.floor(parts.copies || 1)),
  };
};
