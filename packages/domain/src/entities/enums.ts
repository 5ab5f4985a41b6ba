/** Enumerations of the specification, with their exact values (they are stored and sent as is). */

export const PRODUCT_ENUM = [
  'PLAINPHOTO',
  'PLAINPHOTOLAMIN',
  'PHOTOPASPARTAFRAME',
  'PHOTOFRAME',
  'PHOTOCANVAS',
  'PHOTOCANVASFRAME',
  'PHOTODESK',
  'PHOTODESKLAMIN',
  'PHOTODESKFRAME',
  'PHOTODESKFRAMELAMIN',
  'PHOTOGLASS',
] as const;
export type ProductEnum = (typeof PRODUCT_ENUM)[number];

export const MEDIA_TYPE_ENUM = ['PAPIER', 'PLATNO', 'DOSKA'] as const;
export const MEDIA_CATEGORY_ENUM = ['PREMIOVY', 'FINEART'] as const;
export const MEDIA_SURFACE_ENUM = ['MATNY', 'POLOMATNY', 'LESKLY', 'ULTRALESKLY'] as const;
export const PASPARTA_CATEGORY_ENUM = ['STANDARDNA', 'MUZEALNA'] as const;

export const FRAME_COLOR_CAT_ENUM = [
  'CIERNA',
  'STRIEBORNA',
  'SEDA',
  'HNEDA',
  'BIELA',
  'BEZOVA',
  'ZLATA',
  'PRIRODNA',
  'BRONZOVA',
  'ZLTA',
  'ORANZOVA',
  'CERVENA',
  'PLATINOVA',
  'MODRA',
  'ZELENA',
  'FIALOVA',
] as const;
export type FrameColorCatEnum = (typeof FRAME_COLOR_CAT_ENUM)[number];

/**
 * The old back-office's mat form sent BRONOZVA (a spelling slip) for bronze; rows carrying it
 * may be imported, so a mat's colour accepts it too. Our own forms offer only BRONZOVA.
 */
export const PASPARTA_COLOR_ENUM = [...FRAME_COLOR_CAT_ENUM, 'BRONOZVA'] as const;

export const FRAME_MAT_LESK_ENUM = ['MATNY', 'LESKLY'] as const;
export const FRAME_ENUM = ['HLINIKOVY', 'DREVENY'] as const;
export const PRICE_CATEGORY = ['ZAKLADNA', 'STREDNA', 'VYSSIA'] as const;
export type PriceCategory = (typeof PRICE_CATEGORY)[number];
export const GLASS_SURFACE = ['MATNY', 'LESKLY'] as const;
export const IMAGE_CATEGORY = ['EDICIA', 'POZADIE', 'BANNER'] as const;
export const EDITION = ['Edícia 111', 'Edícia 11', 'Edícia 1', '-'] as const;
export const PRINTABLE_STATUS = ['Y', 'N', 'C', 'X'] as const;
export type PrintableStatus = (typeof PRINTABLE_STATUS)[number];

export const AUTHORITIES = ['ROLE_ADMIN', 'ROLE_USER'] as const;
export type Authority = (typeof AUTHORITIES)[number];

/** Status of an order when the customer places it (customer spec §4). */
export const ORDER_STATUS_ON_CREATION = 'POTVRDENA';
