import type { HandoverMethod } from '@fotoobraz/domain';

/**
 * The server's answers as far as the wizard reads them (DESIGN.md §2: relations come back nested
 * one level deep, small images as base64 with a content type).
 */

export type PrintableStatus = 'Y' | 'N' | 'C' | 'X';

export type ProductEnum =
  | 'PLAINPHOTO'
  | 'PLAINPHOTOLAMIN'
  | 'PHOTOPASPARTAFRAME'
  | 'PHOTOFRAME'
  | 'PHOTOCANVAS'
  | 'PHOTOCANVASFRAME'
  | 'PHOTODESK'
  | 'PHOTODESKLAMIN'
  | 'PHOTODESKFRAME'
  | 'PHOTODESKFRAMELAMIN'
  | 'PHOTOGLASS';

export type MediaType = 'PAPIER' | 'PLATNO' | 'DOSKA';

/** An uploaded photo (POST /api/photos, GET /api/photos/{id}). */
export interface Photo {
  id: number;
  title: string | null;
  thumb: string | null;
  thumbContentType: string | null;
  thumbWidth: number;
  thumbHeight: number;
  width: number;
  height: number;
  ratio: string | null;
  orientation: 'L' | 'P' | 'S' | null;
  printableStatus: PrintableStatus;
  /** JSON text, see PhotoAnalysis. */
  analysis: string | null;
  analysisDisp: string | null;
}

/** What the server found out about a photo (the fields the wizard uses). */
export interface PhotoAnalysis {
  megapixels?: number;
  minMegapixels?: number;
  ratio?: string;
  cutSizeRatio?: string;
  cutSizeRatioDisp?: string;
}

/** An image of the limited editions (internal-image with category EDICIA). */
export interface Edition {
  id: number;
  desc: string | null;
  edition: string | null;
  ratio: string | null;
  width: number;
  height: number;
}

export interface GlobalParam {
  name: string;
  value: string | null;
}

export interface Product {
  id: number;
  productEnum: ProductEnum;
  poradie: number | null;
  name: string;
  description: string | null;
  thumb: string | null;
  thumbContentType: string | null;
  askForPaper: boolean;
  askForCanvas: boolean;
  askForDesk: boolean;
  askForPasparta: boolean;
  askForFrame: boolean;
  askForGlass: boolean;
  askForLamin: boolean;
}

export interface ProductConfig {
  id: number;
  productEnum: ProductEnum;
  ratio: string;
  totalSizeCm: string;
  photoSizeCm: string | null;
}

export interface PrintMedia {
  id: number;
  name: string;
  description: string | null;
  thumb: string | null;
  thumbContentType: string | null;
  mediaTypeEnum: MediaType;
  mediaSurfaceEnum: string | null;
  pricePerSqare: number;
}

export interface Pasparta {
  id: number;
  name: string;
  description: string | null;
  thumb: string | null;
  thumbContentType: string | null;
  colorCode: string | null;
  pricePerSqare: number;
}

export interface Glass {
  id: number;
  name: string;
  description: string | null;
  isLaminat: boolean;
  onlyForProduct: ProductEnum | null;
  colorCode: string | null;
  pricePerSqare: number;
}

export interface FrameProfileType {
  id: number;
  frameEnum: 'HLINIKOVY' | 'DREVENY' | null;
  name: string;
}

export interface Frame {
  id: number;
  name: string;
  price: string | null;
  thumb: string | null;
  thumbContentType: string | null;
  texture: string | null;
  textureContentType: string | null;
  colorCode: string | null;
  frameProfile: {
    id: number;
    name?: string;
    description?: string | null;
    thickness?: number | null;
    isForCanvas?: boolean | null;
  } | null;
}

/** A crafted product as the server computed it (POST/PUT/GET /api/crafted-products). */
export interface CraftedProduct {
  id: number;
  productEnum: ProductEnum;
  price: number;
  totalPrice: number | null;
  copies: number;
  text1: string | null;
  text2: string | null;
  text3: string | null;
  finalWidth: number;
  finalHeight: number;
  photoOnlyWidth: number | null;
  photoOnlyHeight: number | null;
  previewThumb: string | null;
  previewThumbContentType: string | null;
  previewWidth: number | null;
  previewHeight: number | null;
  cropRealWidth: number | null;
  cropRealHeight: number | null;
  productConfig: ProductConfig | null;
  frame: { id: number } | null;
}

export interface PriceDifferences {
  price: number;
  priceCents: number;
  /** Per relation, the alternative's id (as a JSON key) to its difference in cents. */
  differences: Partial<Record<AlternativeRelation, Record<string, number>>>;
}

export type AlternativeRelation = 'productConfig' | 'printMedia' | 'glass' | 'pasparta' | 'frame';

export type { HandoverMethod };

export interface Order {
  id: number;
  variableSymbol: string | null;
  invoiceNumber: string | null;
  postage: number | null;
  totalAmount: number | null;
  paymentDueDate: string | null;
  email: string | null;
  handoverMethod: HandoverMethod | null;
}

export interface Payment {
  orderNumber: string | number;
  invoiceNumber: string | null;
  beneficiary: string | null;
  iban: string | null;
  bank: string | null;
  amount: number | string | null;
  amountText: string | null;
  variableSymbol: string | null;
  dueDate: string | null;
  payBySquare: string | null;
  /** base64 PNG of the PAY by square QR. */
  qrPng: string | null;
}

/** A `data:` URL for a base64 image of the server, or undefined without one. */
export const imageDataUrl = (
  base64: string | null | undefined,
  contentType: string | null | undefined = 'image/jpeg',
): string | undefined =>
  base64 ? `data:${contentType ?? 'image/jpeg'};base64,${base64}` : undefined;
