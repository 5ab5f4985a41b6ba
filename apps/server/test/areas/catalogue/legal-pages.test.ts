import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import { postForId } from '../../helpers/catalogue-factories.ts';
import { buildShopApp } from '../../helpers/customer-factories.ts';
import { TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import {
  FIRST_WITHDRAWAL_TERMS,
  up as withdrawalTermsUp,
} from '../../../src/db/migrations/20261129-0021-withdrawal-terms.ts';
import { WITHDRAWAL_TERMS } from '../../../src/db/seed/legal-pages.sk.ts';

const TERMS = '/api/legal-pages/obchodne-podmienky';

describe(`the legal pages (${TEST_DB})`, () => {
  let t: TestApp;
  let admin: Headers;
  let user: Headers;

  beforeAll(async () => {
    ({ t, admin } = await buildShopApp());
    await createUser(t.database, 'jana');
    user = await signIn(t.app, 'jana', 'jana');
    await postForId(t.app, admin, '/api/global-params', {
      name: 'SHOP_STREET',
      value: 'Hlavná 1',
    });
  });
  afterAll(() => t?.close());

  const edit = (payload: object, headers: Headers, slug = 'obchodne-podmienky') =>
    t.app.inject({ method: 'PUT', url: `/api/legal-pages/${slug}`, payload, headers });

  describe('PUT /api/legal-pages/{slug}', () => {
    it.each([
      ['a visitor', () => visitorHeaders(), 401],
      ['a user', () => user, 403],
    ])('refuses %s, storing nothing', async (_who, as, status) => {
      const res = await edit({ title: 'Podmienky', body: 'Nové' }, as());
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect((await t.app.inject({ url: TERMS })).json().version).toBe(1);
    });

    it.each([
      [{ title: '', body: 'Text' }, 'title', 'NotNull'],
      [{ title: 'Podmienky' }, 'body', 'NotNull'],
      [{ title: 'x'.repeat(201), body: 'Text' }, 'title', 'Size'],
      [{ title: 'Podmienky', body: 'a\u0000b' }, 'body', 'Pattern'],
    ])('refuses a bad edit %j with a field error', async (payload, field, message) => {
      const res = await edit(payload, admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toContainEqual({ objectName: 'legalPage', field, message });
    });

    it('answers 404 for a page that does not exist', async () => {
      expect((await edit({ title: 'Cenník', body: 'Text' }, admin, 'cennik')).statusCode).toBe(404);
      expect((await t.app.inject({ url: '/api/legal-pages/cennik' })).statusCode).toBe(404);
    });

    it("stores the owner's edit as the next version and keeps the older one", async () => {
      const res = await edit(
        { title: 'Obchodné podmienky', body: '## 1. Úvod\nNové znenie.' },
        admin,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-fotoobrazapp-alert']).toBe('fotoobrazApp.legalPage.updated');
      expect(res.json()).toMatchObject({
        version: 2,
        createdBy: 'admin',
        text: '## 1. Úvod\nNové znenie.',
      });
      expect((await t.app.inject({ url: TERMS })).json().version).toBe(2);
      const first = (await t.app.inject({ url: `${TERMS}?version=1` })).json();
      expect(first.version).toBe(1);
      expect(first.body).toContain('§ 19 ods. 1 písm. c) zákona č. 108/2024 Z. z.');
      expect((await t.app.inject({ url: `${TERMS}?version=9` })).statusCode).toBe(404);
      const versions = await t.app.inject({ url: `${TERMS}/versions`, headers: admin });
      expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
      expect((await t.app.inject({ url: `${TERMS}/versions`, headers: user })).statusCode).toBe(
        403,
      );
    });
  });

  describe('GET /api/legal-pages', () => {
    it('lists the three pages to anyone, each at its newest version', async () => {
      const res = await t.app.inject({ url: '/api/legal-pages' });
      expect(res.statusCode).toBe(200);
      expect(res.json().map((p: { slug: string }) => p.slug)).toEqual([
        'obchodne-podmienky',
        'reklamacny-poriadok',
        'ochrana-osobnych-udajov',
      ]);
    });

    it("shows a page with the shop's data filled in, and the stored text beside it", async () => {
      const res = await t.app.inject({ url: '/api/legal-pages/reklamacny-poriadok' });
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page).toMatchObject({
        slug: 'reklamacny-poriadok',
        title: 'Reklamačný poriadok',
        version: 1,
      });
      expect(page.body).toContain('{SHOP_NAME}, {SHOP_ADDRESS}');
      expect(page.text).toContain('Fotoobraz s.r.o., Hlavná 1');
      expect(page.text).not.toContain('{SHOP_');
    });
  });

  describe('the withdrawal terms (migration 0021)', () => {
    const newest = async () => (await t.app.inject({ url: TERMS })).json();

    it('come as a new version where the first withdrawal section stands, older ones unchanged', async () => {
      const body = `## 1. Úvod\nText.\n\n${FIRST_WITHDRAWAL_TERMS}## 6. Vady\nText.`;
      expect((await edit({ title: 'Obchodné podmienky', body }, admin)).statusCode).toBe(200);
      const before = await newest();
      await withdrawalTermsUp(t.database.db as never);
      const after = await newest();
      expect(after.version).toBe(before.version + 1);
      expect(after.createdBy).toBe('system');
      expect(after.body).toBe(`## 1. Úvod\nText.\n\n${WITHDRAWAL_TERMS}## 6. Vady\nText.`);
      expect(after.body).toContain('§ 19 ods. 1 písm. c) zákona č. 108/2024 Z. z.');
      expect(after.body).toContain('/odstupenie-od-zmluvy');
      const kept = (await t.app.inject({ url: `${TERMS}?version=${before.version}` })).json();
      expect(kept.body).toBe(body);
    });

    it('leave a section the owner rewrote, and add nothing twice', async () => {
      const before = await newest();
      await withdrawalTermsUp(t.database.db as never);
      expect((await newest()).version).toBe(before.version);
      await edit({ title: 'Obchodné podmienky', body: '## 5. Odstúpenie\nVlastné znenie.' }, admin);
      const owners = await newest();
      await withdrawalTermsUp(t.database.db as never);
      expect((await newest()).version).toBe(owners.version);
    });
  });
});
