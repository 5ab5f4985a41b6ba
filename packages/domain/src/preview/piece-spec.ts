import type { ConfigSizes } from '../configuration/rows.ts';
import { printedPhotoCm } from '../configuration/photo-window.ts';
import type { ProductEnum } from '../entities/enums.ts';
import { PRODUCT_KINDS } from '../pricing/product-kinds.ts';
import {
  colourCategoryHex,
  DEFAULT_FRAME_HEX,
  DEFAULT_MAT_HEX,
  type ColourCategory,
} from './colours.ts';
import type { PreviewSpec, SizeCmWH } from './geometry.ts';

/** What the preview reads of a frame or mat row: its colour. */
export interface ColouredRow {
  readonly colorCode?: string | null;
  readonly frameColorCatEnum?: string | null;
}

/**
 * The row's own colour code, else its colour category's colour, else `fallback`.
 * @example rowColourHex({ colorCode: null, frameColorCatEnum: 'BIELA' }, '#000000') // -> '#f8f8f5'
 */
export const rowColourHex = (row: ColouredRow | null | undefined, fallback: string): string => {
  if (!row) return fallback;
  if (row.colorCode && /^#[0-9a-f]{6}$/i.test(row.colorCode)) return row.colorCode;
  const category = row.frameColorCatEnum as ColourCategory | null | undefined;
  return (category && colourCategoryHex(category)) || fallback;
};

/**
 * The preview spec of a piece from its outer size (`finalWidth` × `finalHeight`, in the photo's
 * orientation) and its chosen rows: the one place that turns catalogue rows into what is drawn,
 * for the server's stored preview and the browser's instant one alike.
 * @example previewSpecOf('PHOTOPASPARTAFRAME', { width: 40, height: 50 }, { photoSizeCm: '40x30' }, { colorCode: '#5a4232' }, 20, { colorCode: null, frameColorCatEnum: 'BIELA' })
 * // -> { kind, outerCm: 40 × 50, photoCm: 30 × 40, frame: { faceWidthMm: 20, colorHex: '#5a4232' }, mat: { colorHex: '#f8f8f5' } }
 */
export const previewSpecOf = (
  kind: ProductEnum,
  outer: SizeCmWH,
  config: Pick<ConfigSizes, 'photoSizeCm'> | null,
  frame: ColouredRow | null,
  frameThicknessMm: number,
  pasparta: ColouredRow | null,
): PreviewSpec => {
  const photo = printedPhotoCm({ widthCm: outer.width, heightCm: outer.height }, config);
  return {
    kind,
    outerCm: { width: outer.width, height: outer.height },
    photoCm: { width: photo.widthCm, height: photo.heightCm },
    ...(frame && PRODUCT_KINDS[kind].frame
      ? {
          frame: {
            faceWidthMm: frameThicknessMm,
            colorHex: rowColourHex(frame, DEFAULT_FRAME_HEX),
          },
        }
      : {}),
    ...(pasparta ? { mat: { colorHex: rowColourHex(pasparta, DEFAULT_MAT_HEX) } } : {}),
  };
};
