import type { FastifyInstance } from 'fastify';
import type { Headers } from './actors.ts';
import { makeJpeg } from './jpeg.ts';

/** A numbered edition's picture as the withdrawal tests order it. */
export const SUNSET_EDITION = {
  imageCategory: 'EDICIA',
  desc: 'Západ slnka nad Tatrami',
  edition: 'Edícia 111',
};

/** Whatever else a row is given: flags, colours, relations. */
type Extra = object;

/** POSTs `payload` as the caller and returns the new row's id; anything but 201 stops the test. */
export const postForId = async (
  app: FastifyInstance,
  as: Headers,
  url: string,
  payload: object,
): Promise<number> => {
  const res = await app.inject({ method: 'POST', url, payload, headers: as });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
};

/**
 * Writes catalogue rows through the API as `admin`, the way the back-office does, and returns
 * their ids; a row the server refuses stops the test with the server's answer. Rows are enabled
 * unless `extra` says otherwise.
 */
export const catalogueWriter = (app: FastifyInstance, admin: Headers) => {
  const create = (url: string, payload: object) => postForId(app, admin, url, payload);
  return {
    create,
    /** The 'none' print media and glass: on an empty database both get id 1, as the spec says. */
    noneRows: async (): Promise<[printMedia: number, glass: number]> => [
      await create('/api/print-medias', { name: 'Bez média', pricePerSqare: 0, enabled: true }),
      await create('/api/glasses', { name: 'Bez skla', pricePerSqare: 0, enabled: true }),
    ],
    printMedia: (name: string, mediaTypeEnum: string, pricePerSqare: number, extra: Extra = {}) =>
      create('/api/print-medias', { name, mediaTypeEnum, pricePerSqare, enabled: true, ...extra }),
    glass: (name: string, pricePerSqare: number, extra: Extra = {}) =>
      create('/api/glasses', { name, pricePerSqare, enabled: true, ...extra }),
    pasparta: (name: string, pricePerSqare: number, extra: Extra = {}) =>
      create('/api/paspartas', { name, pricePerSqare, enabled: true, ...extra }),
    product: (
      name: string,
      productEnum: string,
      priceManufactPerSquare: number,
      extra: Extra = {},
    ) =>
      create('/api/products', {
        name,
        productEnum,
        priceManufactPerSquare,
        enabled: true,
        ...extra,
      }),
    /** A size of `product`: `extra` adds the photo size of a mat or a canvas's mirrored edge. */
    config: (
      product: number,
      productEnum: string,
      ratio: string,
      totalSizeCm: string,
      extra: Extra = {},
    ) =>
      create('/api/product-configs', {
        productEnum,
        ratio,
        totalSizeCm,
        product: { id: product },
        ...extra,
      }),
    frameProfile: (name: string, thickness: number, extra: Extra = {}) =>
      create('/api/frame-profiles', { name, thickness, enabled: true, ...extra }),
    frame: (name: string, price: string, profile: number, extra: Extra = {}) =>
      create('/api/frames', {
        name,
        price,
        frameProfile: { id: profile },
        enabled: true,
        ...extra,
      }),
    param: (name: string, value: string) => create('/api/global-params', { name, value }),
    /** An enabled 3:2 edition picture, a JPEG of `width` × `height` px. */
    edition: async (width: number, height: number, extra: Extra = {}) =>
      create('/api/internal-images', {
        image: (await makeJpeg(width, height)).toString('base64'),
        imageContentType: 'image/jpeg',
        width,
        height,
        ratio: '3:2',
        enabled: true,
        ...extra,
      }),
  };
};

/**
 * A photo framed under a mat and glass, and all it is made of: the 'none' rows first (id 1),
 * a paper, a glass, a mat, a frame on a 20 mm profile, the product asking for each, and one size
 * of `sizes.ratio`, 50 × 40 cm outside, the photo `sizes.photoSizeCm` under the mat.
 */
export const framedCatalogue = async (
  c: ReturnType<typeof catalogueWriter>,
  { framePrice = '18.50', frame = {} as Extra, ratio = '3:2', photoSizeCm = '40x30' } = {},
) => {
  await c.noneRows();
  const paper = await c.printMedia('Lesklý papier', 'PAPIER', 30);
  const glass = await c.glass('Číre sklo', 40);
  const mat = await c.pasparta('Biela', 25);
  const frameId = await c.frame('Dub', framePrice, await c.frameProfile('Lišta 20', 20), frame);
  const product = await c.product('Obraz v ráme', 'PHOTOPASPARTAFRAME', 60, {
    askForPaper: true,
    askForPasparta: true,
    askForGlass: true,
    askForFrame: true,
  });
  const config = await c.config(product, 'PHOTOPASPARTAFRAME', ratio, '50x40', { photoSizeCm });
  return { paper, glass, mat, frame: frameId, product, config };
};

/** A crafted-product body of the framed catalogue's choices, from `source` (a photo or an edition). */
export const framedPieceBody = (
  ids: Readonly<Record<string, number>>,
  source: { photo: { id: number } } | { internalImage: { id: number } },
  copies = 1,
) => ({
  productEnum: 'PHOTOPASPARTAFRAME',
  ...source,
  productConfig: { id: ids.config },
  printMedia: { id: ids.paper },
  pasparta: { id: ids.mat },
  glass: { id: ids.glass },
  frame: { id: ids.frame },
  copies,
});
