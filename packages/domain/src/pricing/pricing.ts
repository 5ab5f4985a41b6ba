import type { ProductEnum } from '../entities/enums.ts';
import {
  decimalAdd,
  decimalMul,
  decimalOf,
  decimalShift,
  decimalSub,
  decimalToNumber,
  type Decimal,
} from '../money/decimal.ts';
import {
  NBSP,
  decimalToCents,
  formatDecimalSk,
  formatEur,
  percentOfCents,
} from '../money/money.ts';
import { orientSize, parseSizeCm, type Orientation, type SizeCm } from '../sizes/sizes.ts';
import type { ConfigSizes } from '../configuration/rows.ts';
import { sizeText } from '../configuration/size-text.ts';
import { PRODUCT_KINDS } from './product-kinds.ts';

/** A part priced per square metre (print media, laminate or glass, mat); `name` only for text1. */
export interface AreaPricedPart {
  readonly name?: string;
  /** EUR per m² (the row's `pricePerSqare`). */
  readonly perM2: number;
}

/** The chosen frame moulding. */
export interface FramePart {
  readonly name?: string;
  /** EUR per metre (the frame's `price` text, parsed). */
  readonly perMetre: number;
  /** Face width of its profile in mm (`FrameProfile.thickness`). */
  readonly thicknessMm: number;
}

/** A product config's sizes as stored, shape only (turned to the photo), and its canvas addon. */
export interface ConfigSizeInput extends ConfigSizes {
  /** m² of extra canvas for the wrapped edges (canvas kinds only). */
  readonly mirrorAddonSquare?: number | null;
}

/** A photo-only (PLAIN*) size in cm, already clamped by `clampPhotoOnlySize`. */
export interface PhotoOnlySizeInput {
  readonly photoOnlyWidthCm: number;
  readonly photoOnlyHeightCm: number;
}

/**
 * Everything that prices one crafted product, as plain numbers (the server reads the rows and
 * global params; the wizard can price alternatives the same way).
 * @example
 * const input: CraftedProductPriceInput = {
 *   kind: 'PHOTOPASPARTAFRAME',
 *   productName: 'Fotografia s paspartou v ráme',
 *   manufacturePerM2: 60,
 *   size: { totalSizeCm: '50x40', photoSizeCm: '40x30' },
 *   orientation: 'portrait',
 *   printMedia: { name: 'Fotopapier lesklý', perM2: 30 },
 *   pasparta: { perM2: 25 },
 *   glass: { perM2: 40 },
 *   frame: { perMetre: 18.5, thicknessMm: 20 },
 *   copies: 2,
 *   minimumPrice: 3,
 *   promotionPercent: 10,
 * };
 */
export interface CraftedProductPriceInput {
  readonly kind: ProductEnum;
  /** The product's `name`; becomes text3. */
  readonly productName: string;
  /** The product's `priceManufactPerSquare`, EUR per m² of outer area. */
  readonly manufacturePerM2: number;
  readonly size: ConfigSizeInput | PhotoOnlySizeInput;
  /** The photo's orientation: sizes are turned to it (square keeps the size as written). */
  readonly orientation: Orientation;
  /** Omitted when the product prints on nothing priced (the 'none' media, id 1). */
  readonly printMedia?: AreaPricedPart | null;
  /** The one glass slot: priced as Laminácia for LAMIN kinds, as Sklo for glazed kinds. */
  readonly glass?: AreaPricedPart | null;
  readonly pasparta?: AreaPricedPart | null;
  readonly frame?: FramePart | null;
  /** Whole pieces, at least 1; default 1. */
  readonly copies?: number;
  /** Global minimum price of one piece in EUR; absent or 0 means none. */
  readonly minimumPrice?: number | null;
  /** Global promotion in percent (0–100); absent or 0 means none. */
  readonly promotionPercent?: number | null;
  /**
   * Omnibus: the lowest price of this configuration in the 30 days before the promotion began, in
   * cents (see `priceWithPriceHistory`). The promotion is taken off the lower of it and today's
   * price; absent, off today's price.
   */
  readonly promotionBaseCents?: number | null;
  /**
   * Express production, when chosen and it brings the dispatch day forward: a flat fee for the
   * piece (not per copy), under the promotion like every line.
   */
  readonly express?: ExpressPriceInput | null;
}

/** The express production line: its price in EUR and the working days it saves. */
export interface ExpressPriceInput {
  readonly priceEur: number;
  readonly daysSaved: number;
}

/** One row of the price breakdown (one text2 line). */
export interface PriceLine {
  readonly label: string;
  readonly detail: string;
  readonly amountCents: number;
}

/** The priced crafted product: what the server writes into the entity. */
export interface CraftedProductPrice {
  /** In order; their amounts always sum to `priceCents`. */
  readonly lines: readonly PriceLine[];
  /** What the customer pays (entity `price` = priceCents / 100). */
  readonly priceCents: number;
  /**
   * The price the promotion is taken off (entity `totalPrice`, the struck price): today's price,
   * or the lower `promotionBaseCents`; without a promotion the same as `priceCents`.
   */
  readonly totalPriceCents: number;
  /** Outer size in cm in the photo's orientation. */
  readonly finalWidth: number;
  readonly finalHeight: number;
  /** One-line summary. */
  readonly text1: string;
  /** `label;detail;amount` lines joined by '\n', amounts as '12,50 €'. */
  readonly text2: string;
  /** The product name. */
  readonly text3: string;
}

/** text1 and text2 hold at most 1000 characters (entity model). */
const TEXT_MAX = 1000;

const fail = (message: string): never => {
  throw new RangeError(`priceCraftedProduct: ${message}`);
};

const checkAmount = (value: number, what: string): Decimal =>
  Number.isFinite(value) && value >= 0 ? decimalOf(value) : fail(`${what} must be >= 0: ${value}`);

const fits = (inner: SizeCm, outer: SizeCm): boolean =>
  Math.max(inner.widthCm, inner.heightCm) <= Math.max(outer.widthCm, outer.heightCm) &&
  Math.min(inner.widthCm, inner.heightCm) <= Math.min(outer.widthCm, outer.heightCm);

/**
 * A piece's outer size in cm in its orientation (`finalWidth` × `finalHeight`): a config's
 * `totalSizeCm` or the photo-only size, turned like the photo.
 * @example finalSizeCm({ totalSizeCm: '60x40', photoSizeCm: null, mirrorAddonSquare: 0.04 }, 'portrait') // -> { widthCm: 40, heightCm: 60 }
 */
export const finalSizeCm = (
  size: ConfigSizeInput | PhotoOnlySizeInput,
  orientation: Orientation,
): SizeCm => orientSize(resolveSizes(size).outer, orientation);

const resolveSizes = (
  size: ConfigSizeInput | PhotoOnlySizeInput,
): { outer: SizeCm; photo: SizeCm; mirrorM2: number } => {
  if ('totalSizeCm' in size) {
    const outer = parseSizeCm(size.totalSizeCm) ?? fail(`bad totalSizeCm '${size.totalSizeCm}'`);
    const photo =
      size.photoSizeCm == null || size.photoSizeCm === ''
        ? outer
        : (parseSizeCm(size.photoSizeCm) ?? fail(`bad photoSizeCm '${size.photoSizeCm}'`));
    if (!fits(photo, outer)) fail(`photo ${size.photoSizeCm} larger than ${size.totalSizeCm}`);
    const mirrorM2 = size.mirrorAddonSquare ?? 0;
    checkAmount(mirrorM2, 'mirrorAddonSquare');
    return { outer, photo, mirrorM2 };
  }
  const { photoOnlyWidthCm: widthCm, photoOnlyHeightCm: heightCm } = size;
  if (!(Number.isFinite(widthCm) && widthCm > 0 && Number.isFinite(heightCm) && heightCm > 0)) {
    fail(`bad photo-only size ${widthCm} × ${heightCm}`);
  }
  const photo = { widthCm, heightCm };
  return { outer: photo, photo, mirrorM2: 0 };
};

const areaM2 = ({ widthCm, heightCm }: SizeCm): Decimal =>
  decimalShift(decimalMul(decimalOf(widthCm), decimalOf(heightCm)), -4);

const perimeterM = ({ widthCm, heightCm }: SizeCm): Decimal =>
  decimalShift(decimalMul(decimalOf(2), decimalAdd(decimalOf(widthCm), decimalOf(heightCm))), -2);

const num = (d: Decimal | number, min = 2, max = 4): string =>
  formatDecimalSk(typeof d === 'number' ? d : decimalToNumber(d), min, max);
const m2 = (d: Decimal): string => `${num(d)}${NBSP}m²`;
const rate = (perUnit: number, unit: string): string => `${num(perUnit)}${NBSP}€/${unit}`;

/** '1 pracovný deň', '2 pracovné dni', '5 pracovných dní'. */
const workingDaysText = (days: number): string => {
  if (days === 1) return `1${NBSP}pracovný deň`;
  if (days >= 2 && days <= 4) return `${days}${NBSP}pracovné dni`;
  return `${days}${NBSP}pracovných dní`;
};

const oneLine = (text: string): string => text.replace(/[\r\n\t]+/g, ' ').trim();
const capped = (text: string): string =>
  text.length <= TEXT_MAX ? text : `${text.slice(0, TEXT_MAX - 1)}…`;

/**
 * Prices a crafted product exactly as DESIGN.md §5: per piece the lines Tlač, Laminácia, Pasparta,
 * Sklo, Rám, Výroba (those the kind has and the input supplies), each rounded half-up to cents,
 * then a Minimálna cena top-up if the piece is below the minimum; every line times `copies`;
 * then Expresná výroba once for the piece when express is given;
 * finally `Zľava p %` of the total, or of the lower `promotionBaseCents` (Omnibus: a line
 * 'Najnižšia cena za 30 dní' steps down to it first). Exact decimal arithmetic throughout. Parts the kind does not
 * use are ignored (PRODUCT_KINDS). Throws a RangeError for malformed input (bad sizes, a photo
 * larger than the outer size, negative or non-finite amounts, copies not a positive integer, a
 * promotion outside 0–100); otherwise the text2 amounts always sum to `priceCents`.
 * @example priceCraftedProduct({ kind: 'PLAINPHOTO', productName: 'Fotografia', manufacturePerM2: 5,
 *   size: { photoOnlyWidthCm: 30, photoOnlyHeightCm: 20 }, orientation: 'landscape',
 *   printMedia: { perM2: 30 }, minimumPrice: 3 })
 * // -> priceCents 300, lines Tlač 180, Výroba 30, Minimálna cena 90; finalWidth 30, finalHeight 20
 */
export const priceCraftedProduct = (input: CraftedProductPriceInput): CraftedProductPrice => {
  const kind = PRODUCT_KINDS[input.kind] ?? fail(`unknown product kind '${input.kind}'`);
  const copies = input.copies ?? 1;
  if (!Number.isInteger(copies) || copies < 1)
    fail(`copies must be a whole number >= 1: ${copies}`);
  const promotion = input.promotionPercent ?? 0;
  if (!(Number.isFinite(promotion) && promotion >= 0 && promotion <= 100)) {
    fail(`promotionPercent must be within 0–100: ${promotion}`);
  }
  const minimumCents = decimalToCents(checkAmount(input.minimumPrice ?? 0, 'minimumPrice'));

  const { outer, photo, mirrorM2 } = resolveSizes(input.size);
  const photoArea = areaM2(photo);
  const outerArea = areaM2(outer);
  const piece: PriceLine[] = [];
  const add = (label: string, detail: string, ...factors: Decimal[]): void => {
    piece.push({ label, detail, amountCents: decimalToCents(decimalMul(...factors)) });
  };

  if (input.printMedia) {
    const perM2 = checkAmount(input.printMedia.perM2, 'printMedia.perM2');
    const rateText = rate(input.printMedia.perM2, 'm²');
    if (kind.canvasWrap && mirrorM2 > 0) {
      const mirror = decimalOf(mirrorM2);
      const detail = `(${num(photoArea)} + ${num(mirror)})${NBSP}m² × ${rateText}`;
      add('Tlač', detail, decimalAdd(photoArea, mirror), perM2);
    } else {
      add('Tlač', `${m2(photoArea)} × ${rateText}`, photoArea, perM2);
    }
  }
  if (kind.lamination && input.glass) {
    const perM2 = checkAmount(input.glass.perM2, 'glass.perM2');
    add('Laminácia', `${m2(photoArea)} × ${rate(input.glass.perM2, 'm²')}`, photoArea, perM2);
  }
  if (kind.pasparta && input.pasparta) {
    const perM2 = checkAmount(input.pasparta.perM2, 'pasparta.perM2');
    const detail = `(${num(outerArea)} − ${num(photoArea)})${NBSP}m² × ${rate(input.pasparta.perM2, 'm²')}`;
    add('Pasparta', detail, decimalSub(outerArea, photoArea), perM2);
  }
  if (kind.glass && input.glass) {
    const perM2 = checkAmount(input.glass.perM2, 'glass.perM2');
    add('Sklo', `${m2(outerArea)} × ${rate(input.glass.perM2, 'm²')}`, outerArea, perM2);
  }
  if (kind.frame && input.frame) {
    const perMetre = checkAmount(input.frame.perMetre, 'frame.perMetre');
    const thicknessM = decimalShift(checkAmount(input.frame.thicknessMm, 'frame.thicknessMm'), -3);
    const perimeter = perimeterM(outer);
    const detail =
      `(${num(perimeter)}${NBSP}m + 8 × ${num(thicknessM)}${NBSP}m) × ` +
      rate(input.frame.perMetre, 'm');
    add('Rám', detail, decimalAdd(perimeter, decimalMul(decimalOf(8), thicknessM)), perMetre);
  }
  const manufacture = checkAmount(input.manufacturePerM2, 'manufacturePerM2');
  add('Výroba', `${m2(outerArea)} × ${rate(input.manufacturePerM2, 'm²')}`, outerArea, manufacture);

  const pieceCents = piece.reduce((sum, line) => sum + line.amountCents, 0);
  if (pieceCents < minimumCents) {
    piece.push({
      label: 'Minimálna cena',
      detail: `doplnenie do ${formatEur(minimumCents)}`,
      amountCents: minimumCents - pieceCents,
    });
  }

  const lines: PriceLine[] = piece.map((line) =>
    copies === 1
      ? line
      : {
          ...line,
          detail: `${line.detail} × ${copies}${NBSP}ks`,
          amountCents: line.amountCents * copies,
        },
  );
  if (input.express) {
    const fee = checkAmount(input.express.priceEur, 'express.priceEur');
    lines.push({
      label: 'Expresná výroba',
      detail: `odoslanie o ${workingDaysText(input.express.daysSaved)} skôr`,
      amountCents: decimalToCents(fee),
    });
  }
  const regularCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const base = input.promotionBaseCents;
  if (base != null && !(Number.isInteger(base) && base >= 0)) {
    fail(`promotionBaseCents must be whole cents >= 0: ${base}`);
  }
  const totalPriceCents =
    promotion > 0 && base != null ? Math.min(base, regularCents) : regularCents;
  if (totalPriceCents < regularCents) {
    // The breakdown keeps summing to the price: the step down to the earlier price is a line.
    lines.push({
      label: 'Najnižšia cena za 30 dní',
      detail: `pred zľavou ${formatEur(totalPriceCents)}`,
      amountCents: totalPriceCents - regularCents,
    });
  }
  if (promotion > 0) {
    const discount = percentOfCents(totalPriceCents, promotion);
    const percent = `${num(promotion, 0, 2)}${NBSP}%`;
    lines.push({
      label: `Zľava ${percent}`,
      detail: `${percent} z ${formatEur(totalPriceCents)}`,
      amountCents: -discount,
    });
  }
  const priceCents = lines.reduce((sum, line) => sum + line.amountCents, 0);

  const final = finalSizeCm(input.size, input.orientation);
  const parts = [
    input.printMedia?.name,
    kind.pasparta ? input.pasparta?.name : undefined,
    kind.glass || kind.lamination ? input.glass?.name : undefined,
    kind.frame ? input.frame?.name : undefined,
  ].filter((name): name is string => Boolean(name?.trim()));
  const text1 = [
    input.productName,
    sizeText(final),
    ...parts,
    `${copies}${NBSP}ks`,
    formatEur(priceCents),
  ]
    .map(oneLine)
    .join(', ');

  return {
    lines,
    priceCents,
    totalPriceCents,
    finalWidth: final.widthCm,
    finalHeight: final.heightCm,
    text1: capped(text1),
    text2: lines.map((l) => `${l.label};${l.detail};${formatEur(l.amountCents)}`).join('\n'),
    text3: input.productName,
  };
};
