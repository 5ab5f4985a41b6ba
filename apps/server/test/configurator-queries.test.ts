import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type Headers } from './helpers/actors.ts';
import { catalogueWriter } from './helpers/catalogue-factories.ts';
import { PIXEL_PNG } from './helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

/** The catalogue queries of the customer spec §7, as the wizard sends them. */
describe(`the configurator's catalogue queries (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  const ids: Record<string, number> = {};

  const get = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const namesOf = (rows: { name: string }[]) => rows.map((r) => r.name).sort();

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');

    const c = catalogueWriter(t.app, admin);

    ids.paper = await c.product('Fotografia', 'PLAINPHOTO', 5);
    ids.canvas = await c.product('Plátno', 'PHOTOCANVAS', 35);
    await c.product('Stiahnutý', 'PHOTOGLASS', 1, { enabled: false });

    await c.config(ids.canvas, 'PHOTOCANVAS', '3:2', '60x40');
    await c.config(ids.canvas, 'PHOTOCANVAS', '2:3', '40x60');
    await c.config(ids.canvas, 'PHOTOCANVAS', '4:3', '40x30');
    await c.config(ids.paper, 'PLAINPHOTO', '3:2', '30x20');

    await c.printMedia('Lesklý', 'PAPIER', 30);
    await c.printMedia('Matný', 'PAPIER', 25);
    await c.printMedia('Vypredaný', 'PAPIER', 10, { enabled: false });
    await c.printMedia('Bavlnené plátno', 'PLATNO', 45);

    await c.pasparta('Biela', 25);
    await c.pasparta('Stará', 25, { enabled: false });
    await c.glass('Číre sklo', 40);
    await c.glass('Staré sklo', 40, { enabled: false });

    ids.classic = await c.create('/api/frame-profile-types', {
      name: 'Klasický',
      frameEnum: 'DREVENY',
    });
    ids.modern = await c.create('/api/frame-profile-types', {
      name: 'Moderný',
      frameEnum: 'HLINIKOVY',
    });
    ids.wood = await c.frameProfile('Drevo 30', 30, {
      frameEnum: 'DREVENY',
      isForCanvas: true,
      frameProfileType: { id: ids.classic },
    });
    ids.alu = await c.frameProfile('Alu 10', 10, {
      frameEnum: 'HLINIKOVY',
      isForCanvas: false,
      frameProfileType: { id: ids.modern },
    });
    const frame = (name: string, price: string, profile: number, colors: [string, string?]) =>
      c.frame(name, price, profile, {
        frameColorCatEnum: colors[0],
        frameColorCatEnum2: colors[1] ?? null,
        texture: PIXEL_PNG,
        textureContentType: 'image/png',
      });
    await frame('Dub 19,99', '19.99', ids.wood, ['HNEDA']);
    await frame('Dub 20', '20', ids.wood, ['HNEDA', 'ZLATA']);
    await frame('Orech 35', '35.00', ids.wood, ['CIERNA']);
    await frame('Alu 35,01', '35.01', ids.alu, ['STRIEBORNA']);
    await frame('Alu 12', '12.00', ids.alu, ['ZLATA']);

    await c.param('WEB_DEFAULT_PRODUCT_ENUM', 'PHOTOPASPARTAFRAME');
    await c.param('WEB_DEFAULT_PAPIER', '2');
    await c.param('WEBHOOK_SECRET', 'x');
    await c.param('MIN_PRICE', '3.00');

    ids.edition = await c.create('/api/internal-images', {
      image: PIXEL_PNG,
      imageContentType: 'image/png',
      width: 3600,
      height: 2400,
      ratio: '3:2',
      enabled: true,
    });
  });
  afterAll(() => t?.close());

  it('GET api/products?enabled=true&size=100: enabled products', async () => {
    expect(namesOf(await get('/api/products?enabled=true&size=100'))).toEqual([
      'Fotografia',
      'Plátno',
    ]);
  });

  it('GET api/product-configs?productenum&ratio: sizes of a product for a ratio in either orientation', async () => {
    const landscape = await get('/api/product-configs?productenum=PHOTOCANVAS&ratio=3:2&size=100');
    expect(landscape.map((c: { totalSizeCm: string }) => c.totalSizeCm).sort()).toEqual([
      '40x60',
      '60x40',
    ]);
    const portrait = await get('/api/product-configs?productenum=PHOTOCANVAS&ratio=2:3&size=100');
    expect(portrait).toHaveLength(2);
    expect(await get('/api/product-configs?productenum=PHOTOCANVAS&ratio=16:9&size=100')).toEqual(
      [],
    );
    expect((await t.app.inject({ url: '/api/product-configs?ratio=3x2' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/product-configs?productenum=POSTER' })).statusCode,
    ).toBe(400);
  });

  it('GET api/print-medias with JHipster criteria, sorted by price', async () => {
    const papers = await get(
      '/api/print-medias?mediaTypeEnum.equals=PAPIER&enabled.equals=true&size=100&sort=pricePerSqare,asc',
    );
    expect(papers.map((m: { name: string }) => m.name)).toEqual(['Matný', 'Lesklý']);
  });

  it('GET api/paspartas?enabled=true&size=200 and api/glasses?enabled=true&size=100', async () => {
    expect(namesOf(await get('/api/paspartas?enabled=true&size=200'))).toEqual(['Biela']);
    expect(namesOf(await get('/api/glasses?enabled=true&size=100'))).toEqual(['Číre sklo']);
  });

  it('GET api/frame-profile-types?size=100', async () => {
    expect(namesOf(await get('/api/frame-profile-types?size=100'))).toEqual([
      'Klasický',
      'Moderný',
    ]);
  });

  it.each([
    ['frameenum=DREVENY', ['Dub 19,99', 'Dub 20', 'Orech 35']],
    ['frameenum=HLINIKOVY', ['Alu 12', 'Alu 35,01']],
    ['pricecategory=ZAKLADNA', ['Alu 12', 'Dub 19,99']],
    ['pricecategory=STREDNA', ['Dub 20', 'Orech 35']],
    ['pricecategory=VYSSIA', ['Alu 35,01']],
    ['framecolorcatenum=ZLATA', ['Alu 12', 'Dub 20']],
    ['iscanvas=true', ['Dub 19,99', 'Dub 20', 'Orech 35']],
    ['frameenum=DREVENY&pricecategory=STREDNA&framecolorcatenum=HNEDA', ['Dub 20']],
  ])('GET api/frames?%s', async (query, expected) => {
    expect(namesOf(await get(`/api/frames?${query}&page=0&size=70`))).toEqual(expected);
  });

  it('GET api/frames?frameprofiletype: frames whose profile has that type', async () => {
    expect(namesOf(await get(`/api/frames?frameprofiletype=${ids.modern}&size=70`))).toEqual([
      'Alu 12',
      'Alu 35,01',
    ]);
  });

  it('GET api/frames: page size 70 with a Link header telling whether a next page exists', async () => {
    const res = await t.app.inject({ url: '/api/frames?page=0&size=70&notextures=true' });
    expect(res.headers.link).not.toContain('rel="next"');
    expect(res.json()[0].texture).toBeNull();
    const paged = await t.app.inject({ url: '/api/frames?page=0&size=2' });
    expect(paged.headers.link).toContain('rel="next"');
  });

  it('takes an empty filter value as no filter', async () => {
    const all = await get('/api/frames?size=70');
    const unfiltered = await get(
      '/api/frames?frameenum=&pricecategory=&framecolorcatenum=&frameprofiletype=&size=70',
    );
    expect(namesOf(unfiltered)).toEqual(namesOf(all));
  });

  it('refuses an unknown price category', async () => {
    const res = await t.app.inject({ url: '/api/frames?pricecategory=LACNA' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });

  it('GET api/frames/{id}: a frame with its profile nested', async () => {
    const [first] = await get('/api/frames?frameenum=HLINIKOVY&sort=price,asc');
    const frame = await get(`/api/frames/${first.id}`);
    expect(frame.frameProfile).toMatchObject({ id: ids.alu, name: 'Alu 10', thickness: 10 });
    expect(frame.texture).toBe(PIXEL_PNG);
  });

  it('GET api/global-params?startswith=WEB&size=100: only public params, whatever the prefix asked', async () => {
    expect(namesOf(await get('/api/global-params?startswith=WEB&size=100'))).toEqual([
      'WEB_DEFAULT_PAPIER',
      'WEB_DEFAULT_PRODUCT_ENUM',
    ]);
    expect(namesOf(await get('/api/global-params?startswith=MIN'))).toEqual([]);
  });

  it('GET api/internal-images/{id}: an edition with its image', async () => {
    expect(await get(`/api/internal-images/${ids.edition}`)).toMatchObject({
      width: 3600,
      height: 2400,
      ratio: '3:2',
      image: PIXEL_PNG,
    });
  });
});
