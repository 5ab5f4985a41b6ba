import { isNoneRow, pieceParcelOf, type PieceParcel, type ProductEnum } from '@fotoobraz/domain';

/** The catalogue rows of a piece the parcel reads, as a row, a nested row or a snapshot has them. */
export interface PieceRows {
  printMedia?: { id: number; mediaTypeEnum?: unknown } | null;
  glass?: { id: number; isLaminat?: unknown } | null;
  pasparta?: { id: number } | null;
  frameProfile?: { frameEnum?: unknown; thickness?: unknown; depth?: unknown } | null;
}

/** The crafted product's own fields the parcel reads. */
export interface PieceFields {
  productEnum?: unknown;
  finalWidth?: unknown;
  finalHeight?: unknown;
  copies?: unknown;
}

const MEDIA_TYPES = new Set(['PAPIER', 'PLATNO', 'DOSKA']);

/**
 * One copy of a crafted product in a parcel, from the product and its catalogue rows; null while
 * it has no kind or no size yet (nothing to pack).
 * @example pieceParcelOfRows({ productEnum: 'PLAINPHOTO', finalWidth: 30, finalHeight: 20, copies: 1 }, { printMedia: { id: 2, mediaTypeEnum: 'PAPIER' } })?.weightGrams // -> 15
 */
export const pieceParcelOfRows = (product: PieceFields, rows: PieceRows): PieceParcel | null => {
  const widthCm = Number(product.finalWidth);
  const heightCm = Number(product.finalHeight);
  if (!product.productEnum || !(widthCm > 0) || !(heightCm > 0)) return null;
  const media = rows.printMedia && !isNoneRow(rows.printMedia) ? rows.printMedia : null;
  const glass = rows.glass && !isNoneRow(rows.glass) ? rows.glass : null;
  const profile = rows.frameProfile;
  return pieceParcelOf({
    productEnum: product.productEnum as ProductEnum,
    widthCm,
    heightCm,
    copies: Number(product.copies ?? 1),
    mediaType: MEDIA_TYPES.has(String(media?.mediaTypeEnum))
      ? (String(media?.mediaTypeEnum) as 'PAPIER' | 'PLATNO' | 'DOSKA')
      : null,
    glass: Boolean(glass) && glass?.isLaminat !== true,
    lamination: glass?.isLaminat === true,
    mat: Boolean(rows.pasparta),
    frame: profile
      ? {
          material: profile.frameEnum === 'DREVENY' ? 'DREVENY' : 'HLINIKOVY',
          thicknessMm: Number(profile.thickness) || 0,
          depthMm: Number(profile.depth) || 0,
        }
      : null,
  });
};
