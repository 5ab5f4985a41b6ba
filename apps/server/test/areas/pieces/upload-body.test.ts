import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorHeaders } from '../../helpers/actors.ts';
import { rowCount } from '../../helpers/row-count.ts';
import { makeJpeg } from '../../helpers/jpeg.ts';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';

/**
 * POST /api/photos reads the photo's base64 straight from the body's bytes (lib/base64-member);
 * whatever way a client writes its JSON, the answer is JSON.parse's.
 */
describe(`POST /api/photos: any JSON writing of the body (${TEST_DB})`, () => {
  let t: TestApp;
  let jpeg: Buffer;
  let other: Buffer;
  const visitor = visitorHeaders();

  const post = (payload: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/photos',
      payload,
      headers: { ...visitor, 'content-type': 'application/json' },
    });
  const photoCount = () => rowCount(t.database.db, 'photo');

  beforeAll(async () => {
    t = await buildTestApp();
    jpeg = await makeJpeg(600, 400);
    other = await makeJpeg(400, 600);
  });
  afterAll(() => t?.close());

  it.each([
    [
      'members in another order, with white space and line breaks',
      () =>
        `{\n  "title" : "Tatry",\r\n\t"image"\t:  "${jpeg.toString('base64')}" ,\n"fileSize": 1}`,
      'Tatry',
      () => jpeg,
    ],
    [
      'a title with diacritics, escaped quotes and a look-alike of the member',
      () =>
        JSON.stringify({
          title: 'Dovolenka "image":"x" v Tatrách',
          image: jpeg.toString('base64'),
        }),
      'Dovolenka "image":"x" v Tatrách',
      () => jpeg,
    ],
    [
      'base64 with its slashes escaped, as some encoders write it',
      () => `{"title":"a","image":"${jpeg.toString('base64').replaceAll('/', '\\/')}"}`,
      'a',
      () => jpeg,
    ],
    [
      'the member written twice (the last one counts, as in JSON.parse)',
      () =>
        `{"image":"${other.toString('base64')}","title":"b","image":"${jpeg.toString('base64')}"}`,
      'b',
      () => jpeg,
    ],
  ])('%s', async (_name, body, title, original) => {
    const res = await post(body());
    expect(res.statusCode, res.body).toBe(201);
    const photo = res.json();
    expect(photo).toMatchObject({ title, width: 600, height: 400 });
    const full = await t.app.inject({
      url: `/api/full-photos/${photo.fullfotoid}`,
      headers: visitor,
    });
    expect(Buffer.from(full.json().image, 'base64').equals(original())).toBe(true);
  });

  it.each([
    [
      'a body that is no JSON',
      () => `{"title":"a","image":"${jpeg.toString('base64')}"`,
      'error.http.400',
    ],
    ['an empty body', () => '', 'error.http.400'],
    [
      'a prototype-polluting member',
      () => `{"__proto__":{"x":1},"title":"a","image":"QUJD"}`,
      'error.http.400',
    ],
    ['an image of null', () => '{"title":"a","image":null}', 'error.validation'],
    ['an image that is a number', () => '{"title":"a","image":12}', 'error.validation'],
    [
      'an image with characters base64 has not',
      () => '{"title":"a","image":"Tatry čšž=="}',
      'error.validation',
    ],
  ])('%s: 400 problem, nothing stored', async (_name, body, message) => {
    const before = await photoCount();
    const res = await post(body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().message).toBe(message);
    expect(await photoCount()).toBe(before);
  });
});
