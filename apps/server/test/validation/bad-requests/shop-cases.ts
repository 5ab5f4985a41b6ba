import { plainPrintBody } from '../../helpers/customer-factories.ts';
import { uploadBody } from '../../helpers/jpeg.ts';
import { HUGE, JUST_ABOVE, NUL, type BadRequest, type Caller, type Fixture } from './cases.ts';

/** Crafted products and their prices, bodies that are no object, photos and orders. */
export const shopCases = (f: Fixture): BadRequest[] => {
  const cp = '/api/crafted-products';
  const crafted = (overrides: Record<string, unknown>) => ({
    ...plainPrintBody(f.photo, f.paper),
    ...overrides,
  });
  const placing = (overrides: Record<string, unknown>) => ({
    email: 'jana.novakova@example.sk',
    craftedProduct: { id: f.product },
    ...overrides,
  });
  const visitorPost = (name: string, url: string, payload: unknown, field?: string) =>
    ({ name, as: 'visitor', method: 'POST', url, payload, status: 400, field }) as const;
  return [
    // Crafted products and their prices.
    ...[0, -30, 1000.01, '2x', HUGE].flatMap((size): BadRequest[] => [
      visitorPost(
        `photoOnlyWidth ${size}`,
        cp,
        crafted({ photoOnlyWidth: size }),
        'photoOnlyWidth',
      ),
      visitorPost(
        `photoOnlyHeight ${size}`,
        cp,
        crafted({ photoOnlyHeight: size }),
        'photoOnlyHeight',
      ),
    ]),
    ...[0, -1, 1.5, 'dva', 3_000_000_000].map((copies) =>
      visitorPost(`copies ${copies}`, cp, crafted({ copies }), 'copies'),
    ),
    visitorPost('photo {id} above 2^31-1', cp, crafted({ photo: { id: HUGE } }), 'photo'),
    visitorPost(
      'printMedia {id: "2147483648"}',
      cp,
      crafted({ printMedia: { id: '2147483648' } }),
      'printMedia',
    ),
    visitorPost('a NUL in text1', cp, crafted({ text1: NUL }), 'text1'),
    visitorPost('a crafted product with an id above 2^31-1', cp, crafted({ id: HUGE })),
    {
      name: `PUT ${cp}/${HUGE}`,
      as: 'visitor',
      method: 'PUT',
      url: `${cp}/${HUGE}`,
      payload: crafted({ id: HUGE }),
      status: 404,
    },
    {
      name: `PUT ${cp} with id ${HUGE}`,
      as: 'visitor',
      method: 'PUT',
      url: cp,
      payload: crafted({ id: HUGE }),
      status: 400,
    },
    visitorPost(
      'price differences of a frame above 2^31-1',
      `${cp}/price-differences`,
      {
        ...crafted({}),
        alternatives: { frame: [HUGE] },
      },
      'alternatives',
    ),
    visitorPost(
      'price differences of size 0',
      `${cp}/price-differences`,
      crafted({ photoOnlyWidth: 0 }),
      'photoOnlyWidth',
    ),
    visitorPost(
      'price differences with a NUL',
      `${cp}/price-differences`,
      crafted({ text2: NUL }),
      'text2',
    ),
    {
      name: 'a wall of a crafted product above 2^31-1',
      as: 'visitor',
      method: 'GET',
      url: `${cp}/${HUGE}/wall/0`,
      status: 404,
    },
    { name: 'wall 9', as: 'visitor', method: 'GET', url: `${cp}/${f.product}/wall/9`, status: 400 },
    {
      name: 'crafted products of photo 2^31',
      as: 'admin',
      method: 'GET',
      url: `${cp}?photoId.equals=${JUST_ABOVE}`,
      status: 400,
    },
    {
      name: 'crafted products of 3e9 copies',
      as: 'admin',
      method: 'GET',
      url: `${cp}?copies.equals=3000000000`,
      status: 400,
    },
    {
      name: 'a page beyond any offset',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames?page=${'9'.repeat(30)}`,
      status: 400,
    },
    {
      name: 'a frame filter with a NUL',
      as: 'anonymous',
      method: 'GET',
      url: '/api/frames?name.equals=%00',
      status: 400,
    },
    {
      name: 'a frame blob of id 2^31',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames/${JUST_ABOVE}/texture`,
      status: 404,
    },
    {
      name: 'a blob field with a NUL',
      as: 'anonymous',
      method: 'GET',
      url: `/api/frames/${f.frame}/tex%00ture`,
      status: 400,
    },
    {
      name: 'an edition thumbnail of id 2^31',
      as: 'anonymous',
      method: 'GET',
      url: `/api/internal-images/${JUST_ABOVE}/thumbnail`,
      status: 404,
    },
    {
      name: 'an edition thumbnail of id abc',
      as: 'anonymous',
      method: 'GET',
      url: '/api/internal-images/abc/thumbnail',
      status: 400,
    },

    {
      name: 'a price per m² beyond numeric(14,4)',
      as: 'admin',
      method: 'POST',
      url: '/api/print-medias',
      payload: { name: 'Plátno', pricePerSqare: 9_999_999_999.99995 },
      status: 400,
      field: 'pricePerSqare',
    },
    {
      name: 'print media of 10^12 per m²',
      as: 'anonymous',
      method: 'GET',
      url: '/api/print-medias?pricePerSqare.equals=1e12',
      status: 400,
    },

    // Bodies that are no object at all, sent as raw JSON.
    ...[
      ['admin', '/api/frames'],
      ['visitor', cp],
      ['visitor', `${cp}/price-differences`],
      ['visitor', '/api/orders'],
      ['visitor', '/api/photos'],
      ['anonymous', '/api/authenticate'],
      ['anonymous', '/api/register'],
      ['admin', '/api/users'],
    ].flatMap(([as, url]) =>
      ['[]', '"text"', '7'].map((json): BadRequest => ({
        name: `POST ${url} with ${json}`,
        as: as as Caller,
        method: 'POST',
        url,
        payload: json,
      })),
    ),

    // Photos.
    visitorPost(
      'a photo title with a NUL',
      '/api/photos',
      { ...uploadBody(Buffer.from('x')), title: NUL },
      'title',
    ),
    visitorPost(
      'a photo content type with a NUL',
      '/api/photos',
      { ...uploadBody(Buffer.from('x')), imageContentType: `image/jpeg${NUL}` },
      'imageContentType',
    ),
    {
      name: 'photos of user 10^20',
      as: 'admin',
      method: 'GET',
      url: `/api/photos?usrid.equals=${'9'.repeat(20)}`,
      status: 400,
    },

    // Orders.
    visitorPost(
      'an order e-mail with a NUL',
      '/api/orders',
      placing({ email: 'a\u0000@b.sk' }),
      'email',
    ),
    visitorPost(
      'an order e-mail without a domain',
      '/api/orders',
      placing({ email: 'jana@localhost' }),
      'email',
    ),
    visitorPost('an order note with a NUL', '/api/orders', placing({ userNote: NUL }), 'userNote'),
    visitorPost(
      'an order phone with an escape',
      '/api/orders',
      placing({ phone: '0900\u001b[2J' }),
      'phone',
    ),
    visitorPost(
      'an order delivery name with a NUL',
      '/api/orders',
      placing({
        handoverMethod: 'KURIER',
        deliveryName: NUL,
        deliveryStreet: 'Hlavná 1',
        deliveryCity: 'Nitra',
        deliveryPostcode: '94901',
      }),
      'deliveryName',
    ),
    visitorPost(
      'an order of crafted product 2^31',
      '/api/orders',
      placing({ craftedProduct: { id: JUST_ABOVE } }),
      'craftedProduct',
    ),
    visitorPost(
      'an order of crafted product "abc"',
      '/api/orders',
      placing({ craftedProduct: { id: 'abc' } }),
      'craftedProduct',
    ),
    {
      name: 'an admin order with an id above 2^31-1',
      as: 'admin',
      method: 'PUT',
      url: '/api/orders',
      payload: { id: HUGE, email: 'a@b.sk' },
      status: 400,
    },
    {
      name: `PUT /api/orders/${HUGE}`,
      as: 'admin',
      method: 'PUT',
      url: `/api/orders/${HUGE}`,
      payload: { id: HUGE },
      status: 404,
    },
    {
      name: 'the status of order 2^31',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${JUST_ABOVE}/status`,
      payload: { status: 'ZAPLATENA' },
      status: 404,
    },
    {
      name: 'a status with a NUL',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: `ZAPLATENA${'\u0000'}` },
      status: 400,
      field: 'status',
    },
    ...['', 'vcera', '2026-13-99', '2026-02-30'].map((paidOn): BadRequest => ({
      name: `a payment day ${JSON.stringify(paidOn)}`,
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: 'ZAPLATENA', paidOn },
      status: 400,
      field: 'paidOn',
    })),
    {
      name: 'a status note with a NUL',
      as: 'admin',
      method: 'POST',
      url: `/api/orders/${f.order}/status`,
      payload: { status: 'ZAPLATENA', note: NUL },
      status: 400,
      field: 'note',
    },
    ...['history', 'payment', 'proforma', 'print-file', 'job-ticket'].map((what): BadRequest => ({
      name: `the ${what} of order ${HUGE}`,
      as: 'admin',
      method: 'GET',
      url: `/api/orders/${HUGE}/${what}`,
      status: 404,
    })),
    {
      name: 'orders placed in year 0',
      as: 'admin',
      method: 'GET',
      url: '/api/orders?orderDate.equals=0000-01-01T00:00:00Z',
      status: 400,
    },
  ];
};
