import {
  craftedProduct,
  globalParam,
  photo,
  printMedia,
  product as productEntity,
  productConfig,
} from '@fotoobraz/domain';
import { json, type Handler } from './fake-server';
import type {
  CraftedProduct,
  Edition,
  GlobalParam,
  MediaType,
  Photo,
  PrintMedia,
  Product,
  ProductConfig,
} from '../../src/features/configurator/api/types';
import { WIZARD_STORAGE_KEY } from '../../src/features/configurator/model/wizard-storage';
import {
  INITIAL_STATE,
  type WizardState,
} from '../../src/features/configurator/model/wizard-state';
import { modelRow } from './model-row';

/** A 4200 x 2800 photo (11.8 MP, 3:2) of the given printable status. */
export const photoOf = (printableStatus: Photo['printableStatus'] = 'Y'): Photo =>
  modelRow(photo, {
    id: 7,
    title: 'les.jpg',
    thumb: null,
    thumbContentType: 'image/jpeg',
    thumbWidth: 1000,
    thumbHeight: 667,
    width: printableStatus === 'N' ? 1200 : 4200,
    height: printableStatus === 'N' ? 800 : 2800,
    ratio: '3:2',
    orientation: 'L',
    printableStatus,
    analysis: JSON.stringify({
      megapixels: printableStatus === 'N' ? 0.96 : 11.76,
      minMegapixels: 8,
      cutSizeRatio: '3:2',
      cutSizeRatioDisp: '3:2',
    }),
    analysisDisp: '11,76 MP (4200 × 2800 px), pomer strán 3:2',
  });

export const EDITION: Edition = {
  id: 3,
  desc: 'Tatranské štíty za úsvitu',
  edition: 'Edícia 111',
  ratio: '3:2',
  width: 3600,
  height: 2400,
};

const PARAMS: GlobalParam[] = [
  modelRow(globalParam, { id: 1, name: 'WEB_DEFAULT_PRODUCT_ENUM', value: 'PHOTOCANVAS' }),
  modelRow(globalParam, { id: 2, name: 'WEB_DEFAULT_PLATNO', value: '11' }),
  modelRow(globalParam, { id: 3, name: 'WEB_DEFAULT_PAPIER', value: '3' }),
];

const product = (
  id: number,
  productEnum: Product['productEnum'],
  name: string,
  asks: Partial<Product>,
): Product =>
  modelRow(productEntity, {
    id,
    productEnum,
    poradie: id,
    name,
    askForPaper: false,
    askForCanvas: false,
    askForDesk: false,
    askForPasparta: false,
    askForFrame: false,
    askForGlass: false,
    askForLamin: false,
    ...asks,
  });

const PRODUCTS: Product[] = [
  product(1, 'PLAINPHOTO', 'Fotografia', { askForPaper: true }),
  product(5, 'PHOTOCANVAS', 'Fotoobraz na plátne', {
    askForCanvas: true,
    safetyWarnings: 'Plátno chráňte pred vlhkom.\nNeutierajte ho mokrou handrou.',
  }),
];

/** The shop as the manufacturer (GET /api/shop). */
export const SHOP_IDENTITY = {
  name: 'Fotoobraz s.r.o.',
  street: 'Obchodná 12',
  postcode: '811 06',
  city: 'Bratislava',
  country: 'Slovenská republika',
  email: 'objednavky@fotoobraz.sk',
};

const CONFIGS: ProductConfig[] = [
  modelRow(productConfig, {
    id: 21,
    productEnum: 'PHOTOCANVAS',
    ratio: '3:2',
    totalSizeCm: '45x30',
  }),
  modelRow(productConfig, {
    id: 22,
    productEnum: 'PHOTOCANVAS',
    ratio: '3:2',
    totalSizeCm: '60x40',
  }),
];

const media = (id: number, name: string, mediaTypeEnum: MediaType = 'PLATNO'): PrintMedia =>
  modelRow(printMedia, { id, name, mediaTypeEnum, mediaSurfaceEnum: 'MATNY', pricePerSqare: 40 });

/** The piece the fake server computes, for a photo of `width` x `height` pixels. */
export const craftedOf = (picture: { width: number; height: number }): CraftedProduct => ({
  ...modelRow(craftedProduct, {
    id: 5,
    productEnum: 'PHOTOCANVAS',
    price: 30.5,
    totalPrice: 30.5,
    copies: 1,
    text1: null,
    text2: 'Tlač;0,135 m² × 45,00 €/m²;6,08 €\nVýroba;0,135 m² × 35,00 €/m²;24,42 €',
    text3: 'Fotoobraz na plátne',
    finalWidth: 45,
    finalHeight: 30,
    photoOnlyWidth: null,
    photoOnlyHeight: null,
    previewThumb: 'AAAA',
    previewThumbContentType: 'image/jpeg',
    previewWidth: 1200,
    previewHeight: 800,
    cropRealWidth: picture.width,
    cropRealHeight: picture.height,
    productConfig: CONFIGS[0],
  }),
  // What the server adds to every piece it answers (answers/piece.answers.ts).
  parcel: { lengthCm: 47, widthCm: 32, depthCm: 2, weightGrams: 600, glass: false, copies: 1 },
  dispatchDate: '2026-11-27',
  standardDispatchDate: '2026-11-27',
  expressDispatchDate: null,
  expressPrice: null,
});

/** The legal pages at their newest versions: the terms at version 3. */
export const LEGAL_PAGE_LIST = [
  ['obchodne-podmienky', 'Obchodné podmienky', 3],
  ['reklamacny-poriadok', 'Reklamačný poriadok', 1],
  ['ochrana-osobnych-udajov', 'Ochrana osobných údajov', 1],
].map(([slug, title, version]) => ({
  slug,
  title,
  version,
  createdBy: 'admin',
  createdDate: '2026-11-20T10:00:00Z',
}));

/**
 * The shop's answers the wizard needs: a small catalogue (a canvas in two sizes on two canvases,
 * a plain photo on paper; print media filtered by type as the server does), the photo, an
 * edition; `craftedProduct` answers the saves.
 */
export const shopRoutes = ({
  photo = photoOf('Y'),
  craftedProduct = () => json(craftedOf(photo), { status: 201 }),
}: { photo?: Photo; craftedProduct?: Handler } = {}): Record<string, Handler> => ({
  [`GET /api/photos/${photo.id}`]: () => json(photo),
  'GET /api/internal-images': () => json([EDITION]),
  [`GET /api/internal-images/${EDITION.id}`]: () => json(EDITION),
  'GET /api/global-params': () => json(PARAMS),
  'GET /api/products': () => json(PRODUCTS),
  'GET /api/shop': () => json(SHOP_IDENTITY),
  'GET /api/product-configs': () => json(CONFIGS),
  'GET /api/print-medias': ({ url }) =>
    json(
      [
        media(1, 'Bez média'),
        media(11, 'Bavlnené plátno'),
        media(12, 'Lesklé plátno'),
        media(13, 'Fotopapier lesklý', 'PAPIER'),
      ].filter((m) => m.mediaTypeEnum === url.searchParams.get('mediaTypeEnum.equals')),
    ),
  'GET /api/legal-pages': () => json(LEGAL_PAGE_LIST),
  'POST /api/crafted-products': craftedProduct,
  'PUT /api/crafted-products': craftedProduct,
  'GET /api/crafted-products/5': () => json(craftedOf(photo)),
  'POST /api/crafted-products/price-differences': ({ body }) => {
    // Priced as the server would: the larger size adds 12,40 €, the glossy canvas 1,50 €.
    const request = body as { productConfig: { id: number }; printMedia: { id: number } };
    const extra = { productConfig: { 21: 0, 22: 1240 }, printMedia: { 11: 0, 12: 150 } };
    const sizeCents = extra.productConfig[request.productConfig.id as 21 | 22] ?? 0;
    const mediaCents = extra.printMedia[request.printMedia.id as 11 | 12] ?? 0;
    const priceCents = 3050 + sizeCents + mediaCents;
    const relativeTo = (table: Record<number, number>, own: number) =>
      Object.fromEntries(Object.entries(table).map(([id, cents]) => [id, cents - own]));
    return json({
      price: priceCents / 100,
      priceCents,
      differences: {
        productConfig: relativeTo(extra.productConfig, sizeCents),
        printMedia: relativeTo(extra.printMedia, mediaCents),
      },
    });
  },
});

/** The tab's stored progress, as a reload finds it. */
export const storeWizard = (state: Partial<WizardState>): void =>
  sessionStorage.setItem(
    WIZARD_STORAGE_KEY,
    JSON.stringify({ version: 1, state: { ...INITIAL_STATE, ...state } }),
  );
