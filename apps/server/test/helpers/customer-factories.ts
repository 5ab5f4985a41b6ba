import type { FastifyInstance } from 'fastify';
import { signIn, type Headers } from './actors.ts';
import { catalogueWriter, postForId } from './catalogue-factories.ts';
import { makeJpeg, uploadBody } from './jpeg.ts';
import { buildTestApp } from './test-app.ts';
import { GLOBAL_PARAM_VALUES } from '../../src/db/seed/global-params.ts';

/**
 * The least catalogue a customer can order from: 'none' rows with id 1, a paper and a plain
 * photo print asking for it. Call it on an empty database.
 */
export const minimalCatalogue = async (app: FastifyInstance, admin: Headers) => {
  const c = catalogueWriter(app, admin);
  await c.noneRows();
  const paper = await c.printMedia('Lesklý papier', 'PAPIER', 30);
  await c.product('Fotografia', 'PLAINPHOTO', 5, { askForPaper: true });
  // The invoice data orders need (the registry's example IBAN: a valid checksum, nobody's).
  await c.param('SHOP_NAME', 'Fotoobraz s.r.o.');
  await c.param('SHOP_IBAN', 'SK3112000000198742637541');
  return { paper };
};

/** Sets a global param through the back-office, creating it when it is not there yet. */
export const setGlobalParam = async (
  app: FastifyInstance,
  admin: Headers,
  name: string,
  value: string,
) => {
  const list = await app.inject({ url: '/api/global-params?size=200', headers: admin });
  const row = (list.json() as { id: number; name: string }[]).find((p) => p.name === name);
  const res = row
    ? await app.inject({
        method: 'PUT',
        url: `/api/global-params/${row.id}`,
        headers: admin,
        payload: { ...row, value },
      })
    : await app.inject({
        method: 'POST',
        url: '/api/global-params',
        headers: admin,
        payload: { name, value },
      });
  if (res.statusCode >= 300) throw new Error(`setting ${name}: ${res.statusCode} ${res.body}`);
};

/**
 * The rest of the shop's invoice data and its postage, entered through the back-office with the
 * seed's values (the minimal catalogue has entered the name and the IBAN).
 */
export const shopParams = async (app: FastifyInstance, admin: Headers) => {
  for (const name of [
    'SHOP_STREET',
    'SHOP_CITY',
    'SHOP_POSTCODE',
    'SHOP_COUNTRY',
    'SHOP_ICO',
    'SHOP_DIC',
    'SHOP_VAT_PAYER',
    'POSTAGE_S',
    'POSTAGE_M',
  ] as const) {
    await postForId(app, admin, '/api/global-params', { name, value: GLOBAL_PARAM_VALUES[name] });
  }
};

/** A fresh app with the admin signed in and the minimal catalogue written. */
export const buildShopApp = async () => {
  const t = await buildTestApp();
  const admin = await signIn(t.app, 'admin', 'admin');
  return { t, admin, catalogue: await minimalCatalogue(t.app, admin) };
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
  return postForId(app, as, '/api/photos', uploadBody(jpeg ?? sharedJpeg));
};

/** A crafted-product body: one 30 x 20 cm print of `photo` on `paper`. */
export const plainPrintBody = (photo: number, paper: number) => ({
  productEnum: 'PLAINPHOTO',
  photo: { id: photo },
  printMedia: { id: paper },
  photoOnlyWidth: 30,
  photoOnlyHeight: 20,
  copies: 1,
});

/** A valid crafted-product body for the caller: a plain print of one of its photos. */
export const craftedProductBody = async (
  app: FastifyInstance,
  as: Headers,
  catalogue: { paper: number },
) => plainPrintBody(await uploadPhoto(app, as), catalogue.paper);

export const createCraftedProduct = async (
  app: FastifyInstance,
  as: Headers,
  catalogue: { paper: number },
) => postForId(app, as, '/api/crafted-products', await craftedProductBody(app, as, catalogue));

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
