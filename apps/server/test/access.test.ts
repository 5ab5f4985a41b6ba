import { randomBytes } from 'node:crypto';
import { ENTITIES, type EntityDef } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, visitorHeaders, type Headers } from './helpers/actors.ts';
import { craftedProductBody, minimalCatalogue, orderBody } from './helpers/customer-factories.ts';
import { makeJpeg, uploadBody } from './helpers/jpeg.ts';
import { sampleInput } from './helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from './helpers/test-app.ts';

/**
 * DESIGN.md §3, written out independently of the model's access rules: the model drives the
 * routes, this table says what they must allow. Every model entity must have a row here.
 */
type Rule =
  | { group: 'customer'; owner: 'visitor' | 'user'; anyoneCreates: boolean; ownerUpdates: boolean }
  | { group: 'catalogue' }
  | { group: 'publicPrefixes' }
  | { group: 'adminOnly' };

const DESIGN_TABLE: Record<string, Rule> = {
  photos: { group: 'customer', owner: 'visitor', anyoneCreates: true, ownerUpdates: true },
  'full-photos': { group: 'customer', owner: 'visitor', anyoneCreates: false, ownerUpdates: false },
  'crafted-products': {
    group: 'customer',
    owner: 'visitor',
    anyoneCreates: true,
    ownerUpdates: true,
  },
  // An order, once placed, is read-only for its owner.
  orders: { group: 'customer', owner: 'visitor', anyoneCreates: true, ownerUpdates: false },
  albums: { group: 'customer', owner: 'user', anyoneCreates: false, ownerUpdates: false },
  products: { group: 'catalogue' },
  'product-configs': { group: 'catalogue' },
  'print-medias': { group: 'catalogue' },
  paspartas: { group: 'catalogue' },
  glasses: { group: 'catalogue' },
  frames: { group: 'catalogue' },
  'frame-profiles': { group: 'catalogue' },
  'frame-profile-types': { group: 'catalogue' },
  'frame-2-s': { group: 'catalogue' },
  'internal-images': { group: 'catalogue' },
  'global-params': { group: 'publicPrefixes' },
  manufacturers: { group: 'adminOnly' },
  'frame-in-stocks': { group: 'adminOnly' },
};

type Actor = 'anonymous' | 'user' | 'admin' | 'anotherOwner';
const ACTORS: Actor[] = ['anonymous', 'user', 'admin', 'anotherOwner'];

/** 401 for a caller who is not signed in, 403 for one who is. */
const refused = (actor: Actor) => (actor === 'anonymous' ? 401 : 403);

interface Expectation {
  list: number;
  /** Whether the fixture row shows in the list. */
  listed: boolean;
  get: number;
  /** Catalogue and params: the row customers must not see (disabled / internal). */
  getHidden?: number;
  create: number;
  update: number;
  delete: number;
}

const expectationFor = (rule: Rule, actor: Actor): Expectation => {
  const admin = actor === 'admin';
  switch (rule.group) {
    case 'customer': {
      const isOwner = rule.owner === 'visitor' ? actor === 'anonymous' : actor === 'user';
      const sees = admin || isOwner;
      return {
        list: 200,
        listed: sees,
        get: sees ? 200 : 404,
        create: admin || rule.anyoneCreates ? 201 : refused(actor),
        update: admin ? 200 : !isOwner ? 404 : rule.ownerUpdates ? 200 : refused(actor),
        delete: admin ? 200 : !isOwner ? 404 : refused(actor),
      };
    }
    case 'catalogue':
    case 'publicPrefixes':
      return {
        list: 200,
        listed: true,
        get: 200,
        getHidden: admin ? 200 : 404,
        create: admin ? 201 : refused(actor),
        update: admin ? 200 : refused(actor),
        delete: admin ? 200 : refused(actor),
      };
    case 'adminOnly': {
      const status = admin ? 200 : refused(actor);
      return {
        list: status,
        listed: admin,
        get: status,
        create: admin ? 201 : refused(actor),
        update: status,
        delete: status,
      };
    }
  }
};

describe(`access rules of DESIGN.md §3, every base path × caller × operation (${TEST_DB})`, () => {
  let t: TestApp;
  const headers = {} as Record<Actor, Headers>;
  const ownerSid = randomBytes(32).toString('base64url');
  let userId: number;
  let catalogue: { paper: number };

  /**
   * A valid create body for `entity` sent by `as`: photos are uploads, crafted products and
   * orders need the caller's own photo and crafted product; the rest come from the model.
   */
  const bodyFor = async (
    entity: EntityDef,
    as: Headers,
    overrides: Record<string, unknown> = {},
  ) => {
    if (entity.name === 'photo') return uploadBody(await makeJpeg(300, 200));
    if (entity.name === 'craftedProduct') return craftedProductBody(t.app, as, catalogue);
    if (entity.name === 'order') return orderBody(t.app, as, catalogue);
    return catalogueSample(entity, overrides);
  };
  /** The model's sample, except that the sample product must not be the plain print orders use. */
  const catalogueSample = (entity: EntityDef, overrides: Record<string, unknown> = {}) =>
    sampleInput(entity, {
      ...(entity.name === 'product' ? { productEnum: 'PHOTOGLASS' } : {}),
      ...overrides,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    headers.anonymous = visitorHeaders(ownerSid);
    headers.user = await signIn(t.app, 'user', 'user');
    headers.admin = await signIn(t.app, 'admin', 'admin');
    await createUser(t.database, 'another');
    headers.anotherOwner = await signIn(t.app, 'another', 'another');
    userId = (await t.app.inject({ url: '/api/account', headers: headers.user })).json().id;
    catalogue = await minimalCatalogue(t.app, headers.admin);
  });
  afterAll(() => t?.close());

  it('covers every entity of the model', () => {
    expect(Object.keys(DESIGN_TABLE).sort()).toEqual(ENTITIES.map((e) => e.apiPath).sort());
  });

  /** The row every caller is tried against, owned as the rule says; and a hidden one. */
  const fixtures = async (entity: EntityDef, rule: Rule) => {
    const base = `/api/${entity.apiPath}`;
    const post = async (body: Record<string, unknown>, as: Headers) => {
      const res = await t.app.inject({ method: 'POST', url: base, payload: body, headers: as });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    if (rule.group === 'customer') {
      const id =
        rule.owner === 'user'
          ? await post(sampleInput(entity, { user: { id: userId } }), headers.admin)
          : rule.anyoneCreates
            ? await post(await bodyFor(entity, headers.anonymous), headers.anonymous)
            : await post(sampleInput(entity, { sid: ownerSid }), headers.admin);
      return { id };
    }
    const shown = entity.name === 'globalParam' ? { name: 'WEB_DEFAULT_PRODUCT_ENUM' } : {};
    const hidden =
      entity.name === 'globalParam'
        ? { name: 'MIN_PRICE' }
        : entity.fields.enabled
          ? { enabled: false }
          : undefined;
    const id = await post(catalogueSample(entity, shown), headers.admin);
    const hiddenId = hidden
      ? await post(catalogueSample(entity, hidden), headers.admin)
      : undefined;
    return { id, hiddenId };
  };

  for (const entity of ENTITIES) {
    const rule = DESIGN_TABLE[entity.apiPath];
    if (!rule) continue;
    const base = `/api/${entity.apiPath}`;

    describe(base, () => {
      let ids: { id: number; hiddenId?: number };
      beforeAll(async () => {
        ids = await fixtures(entity, rule);
      });

      for (const actor of ACTORS) {
        it(`${actor}: list, get, create, update, delete`, async () => {
          const want = expectationFor(rule, actor);
          const as = headers[actor];

          const list = await t.app.inject({ url: `${base}?size=2000`, headers: as });
          expect(list.statusCode, `list ${list.body}`).toBe(want.list);
          if (list.statusCode === 200) {
            const listedIds = (list.json() as { id: number }[]).map((r) => r.id);
            expect(listedIds.includes(ids.id), 'fixture row listed').toBe(want.listed);
            if (ids.hiddenId !== undefined) {
              expect(listedIds.includes(ids.hiddenId), 'hidden row listed').toBe(actor === 'admin');
            }
          }

          const get = await t.app.inject({ url: `${base}/${ids.id}`, headers: as });
          expect(get.statusCode, `get ${get.body}`).toBe(want.get);
          if (ids.hiddenId !== undefined && want.getHidden !== undefined) {
            const hidden = await t.app.inject({ url: `${base}/${ids.hiddenId}`, headers: as });
            expect(hidden.statusCode, `get hidden ${hidden.body}`).toBe(want.getHidden);
          }

          const extra = entity.name === 'globalParam' ? { name: `WEB_X_${actor}` } : {};
          const create = await t.app.inject({
            method: 'POST',
            url: base,
            payload: await bodyFor(entity, as, extra),
            headers: as,
          });
          expect(create.statusCode, `create ${create.body}`).toBe(want.create);

          const current = (
            await t.app.inject({ url: `${base}/${ids.id}`, headers: headers.admin })
          ).json();
          const update = await t.app.inject({
            method: 'PUT',
            url: `${base}/${ids.id}`,
            payload: current,
            headers: as,
          });
          expect(update.statusCode, `update ${update.body}`).toBe(want.update);

          if (actor !== 'admin') {
            const del = await t.app.inject({
              method: 'DELETE',
              url: `${base}/${ids.id}`,
              headers: as,
            });
            expect(del.statusCode, `delete ${del.body}`).toBe(want.delete);
          }
        });
      }

      it('admin deletes, after which the row is gone for everyone', async () => {
        const del = await t.app.inject({
          method: 'DELETE',
          url: `${base}/${ids.id}`,
          headers: headers.admin,
        });
        expect(del.statusCode, del.body).toBe(200);
        const again = await t.app.inject({ url: `${base}/${ids.id}`, headers: headers.admin });
        expect(again.statusCode).toBe(404);
      });
    });
  }
});
