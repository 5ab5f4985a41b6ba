import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, visitorHeaders, type Headers } from '../../helpers/actors.ts';
import {
  catalogueWriter,
  framedCatalogue,
  framedPieceBody,
} from '../../helpers/catalogue-factories.ts';
import { uploadPhoto } from '../../helpers/customer-factories.ts';
import { PIXEL_PNG } from '../../helpers/sample-input.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * POST and PUT answer with the crafted product from what they have just read and written, not by
 * reading it back: the answer is exactly what a GET of it returns next, for each kind of caller
 * (admin-only fields hidden from the others, a signed-in owner nested as the piece's user), for a
 * piece of a photo and one of an edition, with and without its images.
 */
describe(`POST and PUT /api/crafted-products answer as GET does (${TEST_DB})`, () => {
  let t: TestApp;
  const callers: Record<'visitor' | 'user' | 'admin', Headers> = {
    visitor: visitorHeaders(),
    user: {},
    admin: {},
  };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await buildTestApp();
    callers.admin = await signIn(t.app, 'admin', 'admin');
    ids.user = await createUser(t.database, 'jana');
    callers.user = await signIn(t.app, 'jana', 'jana');
    const c = catalogueWriter(t.app, callers.admin);
    Object.assign(
      ids,
      await framedCatalogue(c, {
        frame: { texture: PIXEL_PNG, textureContentType: 'image/png' },
        photoSizeCm: '45x30',
      }),
    );
    ids.edition = await c.edition(1800, 1200, { desc: 'Západ slnka nad Tatrami' });
  });
  afterAll(() => t?.close());

  const framedPiece = (source: Parameters<typeof framedPieceBody>[1]) =>
    framedPieceBody(ids, source);

  /** The answer, and what a GET by the same caller returns right after it. */
  const answerAndGet = async (as: Headers, method: 'POST' | 'PUT', payload: object, query = '') => {
    const res = await t.app.inject({
      method,
      url: `/api/crafted-products${query}`,
      headers: as,
      payload,
    });
    expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
    const answer = res.json();
    const get = await t.app.inject({
      url: `/api/crafted-products/${answer.id}${query}`,
      headers: as,
    });
    expect(get.statusCode, get.body).toBe(200);
    return { answer, get: get.json() };
  };

  /** Creates the piece, then changes it (the crop kept, so its stored thumbnail is answered). */
  const createAndChange = async (
    as: Headers,
    source: Parameters<typeof framedPieceBody>[1],
    query = '',
  ) => {
    const created = await answerAndGet(as, 'POST', framedPiece(source), query);
    expect(created.answer).toStrictEqual(created.get);
    const changed = await answerAndGet(
      as,
      'PUT',
      { ...framedPiece(source), id: created.answer.id, copies: 2 },
      query,
    );
    expect(changed.answer).toStrictEqual(changed.get);
    return changed.answer;
  };

  const photoOf = async (as: Headers) => ({ photo: { id: await uploadPhoto(t.app, as) } });

  it.each(['visitor', 'user', 'admin'] as const)('a piece of a photo, as %s', async (who) => {
    const piece = await createAndChange(callers[who], await photoOf(callers[who]));
    expect(piece.copies).toBe(2);
    expect(piece.previewThumb).toEqual(expect.any(String));
    expect(piece.cropThumb).toEqual(expect.any(String));
    expect(piece.photo.title).toEqual(expect.any(String));
    expect(piece.frame).toMatchObject({ id: ids.frame, name: 'Dub', texture: null });
  });

  it.each(['visitor', 'user', 'admin'] as const)('a piece of an edition, as %s', async (who) => {
    const piece = await createAndChange(callers[who], { internalImage: { id: ids.edition } });
    expect(piece.internalImage).toMatchObject({ id: ids.edition, image: null });
    expect(piece.photo).toBeNull();
    // Named with its motif, which the basket, documents and mails read.
    expect(piece.text3).toMatch(/ – motív Západ slnka nad Tatrami$/);
    expect(piece.text1).toContain('motív Západ slnka nad Tatrami');
  });

  it('a signed-in owner is nested as the piece’s user; a visitor’s id is for the admin only', async () => {
    const mine = await createAndChange(callers.user, await photoOf(callers.user));
    expect(mine.user).toStrictEqual({ id: ids.user, login: 'jana' });
    const visitors = await createAndChange(callers.visitor, await photoOf(callers.visitor));
    expect(visitors.sid).toBeNull();
    expect(visitors.photo.sid).toBeNull();
  });

  it('an admin changing a customer’s piece: the owner nested as the admin’s GET shows it', async () => {
    const photo = await photoOf(callers.user);
    const created = await answerAndGet(callers.user, 'POST', framedPiece(photo));
    const changed = await answerAndGet(callers.admin, 'PUT', {
      ...framedPiece(photo),
      id: created.answer.id,
      copies: 3,
    });
    expect(changed.answer).toStrictEqual(changed.get);
    expect(changed.answer.user).toStrictEqual({ id: ids.user, login: 'jana' });
  });

  it('nothumbs=true: the same answer without the images', async () => {
    const piece = await createAndChange(
      callers.visitor,
      await photoOf(callers.visitor),
      '?nothumbs=true',
    );
    expect(piece).not.toHaveProperty('previewThumb');
    expect(piece.previewThumbContentType).toBe('image/jpeg');
  });
});
