import type {
  ChoicePart,
  CraftedProductAnswer,
  OrderAnswer,
  PriceDifferencesAnswer,
  frame,
  frameProfileType,
  glass,
  globalParam,
  HandoverMethod,
  internalImage,
  pasparta,
  photo,
  PrintableStatus,
  PrintMediaType,
  printMedia,
  product,
  productConfig,
  ProductEnum,
  RowOf,
} from '@fotoobraz/domain';

/**
 * The server's answers as the wizard reads them: the entities' rows as the model describes them
 * (DESIGN.md §2: relations nested, small images as base64 with a content type), and the few
 * answers that are no entity.
 */

export type { HandoverMethod, PrintableStatus, ProductEnum };
export type MediaType = PrintMediaType;

/** A row whose fields `K` the server always fills where the wizard reads them. */
type Filled<T, K extends keyof T> = Omit<T, K> & { [P in K]: NonNullable<T[P]> };

/** An uploaded photo (POST /api/photos, GET /api/photos/{id}): the upload measures it. */
export type Photo = Filled<RowOf<typeof photo>, 'width' | 'height' | 'thumbWidth' | 'thumbHeight'>;

/** What the server found out about a photo (the fields the wizard uses). */
export interface PhotoAnalysis {
  megapixels?: number;
  minMegapixels?: number;
  ratio?: string;
  cutSizeRatio?: string;
  cutSizeRatioDisp?: string;
}

/**
 * An image of the limited editions (internal-image with category EDICIA), without its original's
 * bytes, which the browser never needs.
 */
export type Edition = Pick<
  RowOf<typeof internalImage>,
  'id' | 'desc' | 'edition' | 'ratio' | 'width' | 'height'
>;
export type GlobalParam = RowOf<typeof globalParam>;
export type Product = RowOf<typeof product>;
export type ProductConfig = RowOf<typeof productConfig>;
export type PrintMedia = RowOf<typeof printMedia>;
export type Pasparta = RowOf<typeof pasparta>;
export type Glass = RowOf<typeof glass>;
export type FrameProfileType = RowOf<typeof frameProfileType>;
export type Frame = RowOf<typeof frame>;
/**
 * A crafted product as the server computed it (POST/PUT/GET /api/crafted-products): one exists
 * only once its configuration is complete, so its kind, price and size are always there.
 */
export type CraftedProduct = Filled<
  CraftedProductAnswer,
  'productEnum' | 'price' | 'finalWidth' | 'finalHeight'
>;
export type Order = OrderAnswer;

/** The price, and per relation the alternative's id (a JSON key) to its difference in cents. */
export type PriceDifferences = PriceDifferencesAnswer;

export type AlternativeRelation = ChoicePart;

/**
 * A catalogue picture by its own URL (`GET /api/{entity}/{id}/{field}`, public, with an ETag), or
 * undefined when the row has none.
 */
export const catalogueImageUrl = (
  apiPath: string,
  row: { id: number } & Record<string, unknown>,
  field: string,
): string | undefined =>
  row[`${field}ContentType`] ? `/api/${apiPath}/${row.id}/${field}` : undefined;

/** A `data:` URL for a base64 image of the server, or undefined without one. */
export const imageDataUrl = (
  base64: string | null | undefined,
  contentType: string | null | undefined = 'image/jpeg',
): string | undefined =>
  base64 ? `data:${contentType ?? 'image/jpeg'};base64,${base64}` : undefined;
