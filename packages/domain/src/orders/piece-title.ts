import type { craftedProduct } from '../entities/crafted-product.entity.ts';
import type { RowOf } from '../entities/model-types.ts';

type PieceNaming = Pick<
  Partial<RowOf<typeof craftedProduct>>,
  'text3' | 'productEnum' | 'photoOnlyWidth' | 'photoOnlyHeight' | 'finalWidth' | 'finalHeight'
>;

/**
 * '50 × 40 cm' in the spec's order-detail rule: photo-only size for PLAIN kinds, else final.
 * @example pieceSizeText({ productEnum: 'PHOTOFRAME', finalWidth: 50, finalHeight: 40 }) // -> '50 × 40 cm'
 */
export const pieceSizeText = (product: PieceNaming): string => {
  const plain = String(product.productEnum ?? '').startsWith('PLAIN');
  const w = plain ? product.photoOnlyWidth : product.finalWidth;
  const h = plain ? product.photoOnlyHeight : product.finalHeight;
  const cm = (v: number) => String(v).replace('.', ',');
  return w != null && h != null ? `${cm(w)} × ${cm(h)} cm` : '';
};

/**
 * A piece as documents and price changes name it.
 * @example pieceTitleOf({ text3: 'Fotografia v ráme', productEnum: 'PHOTOFRAME', finalWidth: 50, finalHeight: 40 }) // -> 'Fotografia v ráme 50 × 40 cm'
 */
export const pieceTitleOf = (product: PieceNaming): string =>
  `${String(product.text3 ?? '')} ${pieceSizeText(product)}`.trim();

/**
 * The name a piece of one of the shop's editions is known by: its product and its motif, so the
 * basket, the documents, the mails and the owner's order line all say which motif it is.
 * @example editionPieceName('Fotoobraz na plátne', 'Dunaj pri Devíne') // -> 'Fotoobraz na plátne – motív Dunaj pri Devíne'
 */
export const editionPieceName = (productName: string, motif: string | null | undefined): string =>
  motif?.trim() ? `${productName} – motív ${motif.trim()}` : productName;
