import type { ProductEnum } from '../entities/enums.ts';

/** Products grouped by what limits their size: photo-only prints, framed, canvas, board, glass. */
export type ProductFamily = 'photo' | 'frame' | 'canvas' | 'desk' | 'glass';

/** What a product kind is made of, as far as sizing and pricing (DESIGN.md §5) are concerned. */
export interface ProductKindParts {
  readonly family: ProductFamily;
  /** Sized by the customer within the photo-only limits instead of by a product config. */
  readonly photoOnlySize: boolean;
  /** Printed on canvas wrapped round a stretcher: Tlač covers the photo plus `mirrorAddonSquare`. */
  readonly canvasWrap: boolean;
  /** The glass slot holds a laminate, priced as Laminácia over the photo area. */
  readonly lamination: boolean;
  /** The glass slot holds glass, priced as Sklo over the outer area. */
  readonly glass: boolean;
  readonly pasparta: boolean;
  readonly frame: boolean;
}

const parts = (
  family: ProductFamily,
  has: Partial<Omit<ProductKindParts, 'family' | 'canvasWrap' | 'photoOnlySize'>> = {},
): ProductKindParts => ({
  family,
  photoOnlySize: family === 'photo',
  canvasWrap: family === 'canvas',
  lamination: has.lamination ?? false,
  glass: has.glass ?? false,
  pasparta: has.pasparta ?? false,
  frame: has.frame ?? false,
});

/**
 * The parts of each of the 11 kinds. Our reading of the kind names (the spec lists them without
 * saying what they contain): only the kinds with a mat or a plain frame for paper, and the glass
 * print, carry glass; a framed canvas or board is not glazed.
 */
export const PRODUCT_KINDS: Readonly<Record<ProductEnum, ProductKindParts>> = {
  PLAINPHOTO: parts('photo'),
  PLAINPHOTOLAMIN: parts('photo', { lamination: true }),
  PHOTOPASPARTAFRAME: parts('frame', { pasparta: true, glass: true, frame: true }),
  PHOTOFRAME: parts('frame', { glass: true, frame: true }),
  PHOTOCANVAS: parts('canvas'),
  PHOTOCANVASFRAME: parts('canvas', { frame: true }),
  PHOTODESK: parts('desk'),
  PHOTODESKLAMIN: parts('desk', { lamination: true }),
  PHOTODESKFRAME: parts('desk', { frame: true }),
  PHOTODESKFRAMELAMIN: parts('desk', { lamination: true, frame: true }),
  PHOTOGLASS: parts('glass', { glass: true }),
};
