import { contentTypeField, ENTITIES, entityNamed, type EntityDef } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, visitorHeaders, type Headers } from './helpers/actors.ts';
import { makeJpeg, uploadBody } from './helpers/jpeg.ts';
import { sampleInput } from './helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

/**
 * The fields the back-office spec requires of each entity's form (§3, §5): all its client ever
 * insists on. The model must require no more, or a generic client's create breaks.
 */
const SPEC_REQUIRED: Record<string, string[]> = {
  photo: ['title'],
  fullPhoto: ['image'],
  album: ['title'],
  craftedProduct: [],
  printMedia: ['name', 'pricePerSqare'],
  pasparta: ['name', 'pricePerSqare'],
  glass: ['name', 'pricePerSqare'],
  frame: ['name'],
  frameInStock: [],
  frameProfile: [],
  manufacturer: [],
  product: ['name', 'priceManufactPerSquare'],
  productConfig: ['ratio', 'totalSizeCm'],
  globalParam: ['name'],
  frameProfileType: ['name'],
  frame2: [],
  internalImage: ['image'],
  order: ['orderDate', 'status'],
};

const requiredOf = (entity: EntityDef) =>
  Object.entries(entity.fields)
    .filter(([, f]) => f.required)
    .map(([name]) => name);

/** A body with exactly the model's required fields (an image with its content type). */
const requiredOnly = (entity: EntityDef, sample: Record<string, unknown>) => {
  const body: Record<string, unknown> = {};
  for (const name of requiredOf(entity)) {
    body[name] = sample[name];
    if (entity.fields[name].kind === 'blob')
      body[contentTypeField(name)] = sample[contentTypeField(name)];
  }
  return body;
};

/**
 * The back-office's contract for each of its 18 entities, derived from the entity model: an
 * admin creates a row with exactly the required fields, then with every field (its relations
 * pointing at rows of their own entities), and updates it, as a generic client such as the one
 * generated from the spec does. A model or route that asks for more breaks here.
 */
describe(`the back-office contract of every entity (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let adminId: number;
  /** One row of each entity, created on first need, for the relations that point at it. */
  const rows = new Map<string, Promise<number>>();

  const post = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const put = (url: string, payload: object, headers: Headers = admin) =>
    t.app.inject({ method: 'PUT', url, payload, headers });

  const rowOf = (name: string): Promise<number> => {
    if (name === 'user') return Promise.resolve(adminId);
    const known = rows.get(name);
    if (known) return known;
    const entity = entityNamed(name)!;
    const created = post(`/api/${entity.apiPath}`, requiredOnly(entity, sampleInput(entity))).then(
      (res) => {
        if (res.statusCode !== 201) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        return res.json().id as number;
      },
    );
    rows.set(name, created);
    return created;
  };

  /**
   * Every field of the entity: plain ones from the model's samples (free texts other than the
   * required-only row's, for the names that must be unique), relations as {id}.
   */
  const everyField = async (entity: EntityDef) => {
    const body: Record<string, unknown> = sampleInput(entity);
    for (const [name, f] of Object.entries(entity.fields)) {
      if (f.kind === 'relation') body[name] = { id: await rowOf(f.target) };
      if (f.kind === 'string' && !f.pattern && !f.decimalText)
        body[name] = `2 ${String(body[name])}`.slice(0, f.maxLength);
    }
    return body;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await signIn(t.app, 'admin', 'admin');
    adminId = (await t.app.inject({ url: '/api/account', headers: admin })).json().id;
  });
  afterAll(() => t?.close());

  it('covers the 18 entities of the back-office', () => {
    expect(ENTITIES.map((e) => e.name).sort()).toEqual(Object.keys(SPEC_REQUIRED).sort());
  });

  describe.each(ENTITIES.map((entity) => [entity.name, entity] as const))('%s', (_name, entity) => {
    const base = `/api/${entity.apiPath}`;

    it('the model requires exactly what the spec requires', () => {
      expect(requiredOf(entity).sort()).toEqual([...SPEC_REQUIRED[entity.name]].sort());
    });

    it('an admin creates it with the required fields only', async () => {
      const body = requiredOnly(entity, sampleInput(entity));
      const res = await post(base, body);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject(body);
      expect(res.headers.location).toBe(`${base}/${res.json().id}`);
    });

    it('an admin creates it with every field, then updates it', async () => {
      const body = await everyField(entity);
      const created = await post(base, body);
      expect(created.statusCode, created.body).toBe(201);
      const row = created.json();
      for (const [name, f] of Object.entries(entity.fields)) {
        if (f.kind === 'relation')
          expect(row[name]).toMatchObject({ id: (body[name] as { id: number }).id });
      }

      const changed = { ...row };
      // A free text the entity keeps as written (a required one may drive a workflow: a status).
      const free = Object.entries(entity.fields).filter(
        ([, f]) =>
          !f.required &&
          (f.kind === 'text' || (f.kind === 'string' && !f.pattern && !f.decimalText)),
      );
      const text = (free.find(([, f]) => f.kind === 'text') ?? free[0])?.[0];
      if (text) changed[text] = String(row[text]).slice(0, 1) + 'x';
      const updated = await put(`${base}/${row.id}`, changed);
      expect(updated.statusCode, updated.body).toBe(200);
      if (text) expect(updated.json()[text]).toBe(changed[text]);
      const read = await t.app.inject({ url: `${base}/${row.id}`, headers: admin });
      expect(read.json()).toEqual(updated.json());
    });
  });

  describe('the photo: one POST for the back-office and the wizard', () => {
    it("takes the back-office form's fields without an image from an admin", async () => {
      const res = await post('/api/photos', {
        title: 'Smoke photo',
        printableStatus: 'Y',
        ratio: '3:2',
        orientation: 'L',
        usrid: 7,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        title: 'Smoke photo',
        printableStatus: 'Y',
        ratio: '3:2',
        orientation: 'L',
        usrid: 7,
        thumb: null,
      });
    });

    it("refuses a visitor's upload without its image, storing nothing", async () => {
      const visitor = visitorHeaders();
      const res = await post('/api/photos', { title: 'Bez obrázka', ratio: '3:2' }, visitor);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'error.validation',
        fieldErrors: [{ objectName: 'photo', field: 'image', message: 'NotNull' }],
      });
      const list = await t.app.inject({ url: '/api/photos', headers: visitor });
      expect(list.json()).toEqual([]);
    });

    it("still takes a visitor's upload, judged from its bytes", async () => {
      const visitor = visitorHeaders();
      const res = await post('/api/photos', uploadBody(await makeJpeg(1200, 800)), visitor);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ width: 1200, height: 800, ratio: '3:2' });
    });

    it("an admin's upload with an image is still an upload", async () => {
      const res = await post('/api/photos', uploadBody(await makeJpeg(800, 1200), 'Admin.jpg'));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ title: 'Admin.jpg', width: 800, height: 1200 });
    });
  });
});
