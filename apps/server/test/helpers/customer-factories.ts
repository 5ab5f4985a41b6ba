import type { FastifyInstance } from 'fastify';
import type { Headers } from './actors.ts';
import { makeJpeg, uploadBody } from './jpeg.ts';

/**
 * The least catalogue a customer can order from: 'none' rows with id 1, a paper and a plain
 * photo print asking for it. Call it on an empty database.
 */
export const minimalCatalogue = async (app: FastifyInstance, admin: Headers) => {
  const create = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload, headers: admin });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json().id as number;
  };
  await create('/api/print-medias', { name: 'Bez média', pricePerSqare: 0, enabled: true });
  await create('/api/glasses', { name: 'Bez skla', pricePerSqare: 0, enabled: true });
  const paper = await create('/api/print-medias', {
    name: 'Lesklý papier',
    mediaTypeEnum: 'PAPIER',
    pricePerSqare: 30,
    enabled: true,
  });
  await create('/api/products', {
    name: 'Fotografia',
    productEnum: 'PLAINPHOTO',
    priceManufactPerSquare: 5,
    askForPaper: true,
    enabled: true,
  });
  // The invoice data orders need (the registry's example IBAN: a valid checksum, nobody's).
  await create('/api/global-params', { name: 'SHOP_NAME', value: 'Fotoobraz s.r.o.' });
  await create('/api/global-params', { name: 'SHOP_IBAN', value: 'SK3112000000198742637541' });
  return { paper };
};

let sharedJpeg: Buffer | undefined;

/**
 * Uploads a photo as the caller and returns its id. The default is an 8.6 MP photo: printable
 * (status Y or C) and sharp enough for any photo-only size up to 60 cm.
 */
export const uploadPhoto = async (
  app: FastifyInstance,
  as: Headers,
  jpeg?: Buffer,
): Promise<number> => {
  sharedJpeg ??= await makeJpeg(3600, 2400);
  const res = await app.inject({
    method: 'POST',
    url: '/api/photos',
    payload: uploadBody(jpeg ?? sharedJpeg),
    headers: as,
  });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.body}`);
  return res.json().id;
};

/** A valid crafted-product body for the caller: a plain print of one of its photos. */
export const craftedProductBody = async (
  app: FastifyInstance,
  as: Headers,
  catalogue: { paper: number },
) => ({
  productEnum: 'PLAINPHOTO',
  photo: { id: await uploadPhoto(app, as) },
  printMedia: { id: catalogue.paper },
  photoOnlyWidth: 30,
  photoOnlyHeight: 20,
  copies: 1,
});

export const createCraftedProduct = async (
  app: FastifyInstance,
  as: Headers,
  catalogue: { paper: number },
) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/crafted-products',
    payload: await craftedProductBody(app, as, catalogue),
    headers: as,
  });
  if (res.statusCode !== 201) throw new Error(`crafted product: ${res.body}`);
  return res.json().id as number;
};

/** A valid order body for the caller, for a new crafted product of its own. */
export const orderBody = async (
  app: FastifyInstance,
  as: Headers,
  catalogue: { paper: number },
) => ({
  email: 'jana.novakova@example.sk',
  phone: '+421 900 000 000',
  userNote: 'Prosím zabaliť ako darček.',
  craftedProduct: { id: await createCraftedProduct(app, as, catalogue) },
});
