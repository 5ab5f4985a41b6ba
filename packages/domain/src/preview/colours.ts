import type { PASPARTA_COLOR_ENUM } from '../entities/enums.ts';

export type ColourCategory = (typeof PASPARTA_COLOR_ENUM)[number];

/**
 * A representative colour for each colour category of frames and mats, for rows that carry no
 * `colorCode` of their own. Chosen to look like the material (silver is brushed aluminium, natural
 * is light oak), not like a pure screen colour.
 * @example colourCategoryHex('BIELA') // -> '#f8f8f5'
 */
export const colourCategoryHex = (category: ColourCategory): string => CATEGORY_HEX[category];

const CATEGORY_HEX: Readonly<Record<ColourCategory, string>> = {
  CIERNA: '#1b1b1b',
  STRIEBORNA: '#c0c3c6',
  SEDA: '#8c8f92',
  HNEDA: '#5a4232',
  BIELA: '#f8f8f5',
  BEZOVA: '#e8dcc4',
  ZLATA: '#c9a54c',
  PRIRODNA: '#d8bf94',
  BRONZOVA: '#8c6239',
  BRONOZVA: '#8c6239',
  ZLTA: '#e8c547',
  ORANZOVA: '#e07a2f',
  CERVENA: '#9b2335',
  PLATINOVA: '#d9d9d6',
  MODRA: '#1f3557',
  ZELENA: '#55603f',
  FIALOVA: '#5b3a6b',
};

/** A white mat board, when a mat comes without any colour. */
export const DEFAULT_MAT_HEX = '#f8f8f5';
/** A dark moulding, when a frame comes without a colour or texture. */
export const DEFAULT_FRAME_HEX = '#2b2b2b';

/**
 * An sRGB colour from `#rgb` or `#rrggbb` (the `#` optional, case ignored); null when malformed.
 * @example hexToRgb('#f8f8f5') // -> [248, 248, 245]; hexToRgb('red') -> null
 */
export const hexToRgb = (hex: string | null | undefined): [number, number, number] | null => {
  const text = (hex ?? '').trim().replace(/^#/, '');
  const full = /^[0-9a-f]{3}$/i.test(text) ? text.replace(/./g, (c) => c + c) : text;
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
