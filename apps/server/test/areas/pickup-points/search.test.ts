import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB, type TestApp } from '../../helpers/test-app.ts';
import { PickupPointRepository } from '../../../src/areas/pickup-points/repositories/pickup-point.repository.ts';
import { parsePacketaFeed } from '@fotoobraz/domain';
import { feedBox, feedBranch } from './feed-server.ts';

/** A list of points in several towns, through the same parser a refresh uses. */
const POINTS = parsePacketaFeed([
  feedBranch('1', 'Žilina', {
    name: 'Žilina, Národná 12 (Kníhkupectvo)',
    street: 'Národná 12',
    zip: '010 01',
  }),
  feedBranch('2', 'Bratislava', {
    name: 'Bratislava, Obchodná 52 (Tabak)',
    street: 'Obchodná 52',
    zip: '811 06',
  }),
  feedBranch('3', 'Bratislava', {
    name: 'Bratislava, Mýtna 5 (Lienka)',
    street: 'Mýtna 5',
    zip: '811 07',
  }),
  { ...feedBox('4', 'Bratislava'), street: 'Hodžovo námestie 2', zip: '81101' },
  feedBranch('5', 'Košice', {
    name: 'Košice, Hlavná 68 (Fotoslužba)',
    street: 'Hlavná 68',
    zip: '040 01',
  }),
  { ...feedBox('6', 'Košice'), street: 'Toryská 1', zip: '040 11' },
  feedBranch('7', 'Banská Bystrica', {
    name: 'Banská Bystrica, Námestie SNP 14',
    street: 'Námestie SNP 14',
    zip: '974 01',
  }),
]);

describe(`GET /api/pickup-points (${TEST_DB})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({ profile: 'prod' });
    await new PickupPointRepository(t.database).replaceAll(POINTS);
  });
  afterAll(() => t?.close());

  const search = async (query: string) => {
    const res = await t.app.inject({ url: `/api/pickup-points?${query}` });
    return { res, ids: res.statusCode === 200 ? res.json().map((p: { id: string }) => p.id) : [] };
  };

  it.each([
    ['a town, without diacritics', 'q=zilina', ['1']],
    ['a town, with them and in capitals', 'q=KOŠICE', ['5', '6']],
    ['a street', 'q=obchodna', ['2']],
    ['a postcode with its space', 'q=811%2001', ['4']],
    ['a postcode without it', 'q=81106', ['2']],
    ['a name', 'q=lienka', ['3']],
    ['several words, each must occur', 'q=banska%20snp', ['7']],
    ['a town and street with a comma', 'q=bratislava,%20mytna', ['3']],
    ['nothing found', 'q=praha', []],
  ])('finds by %s', async (_, query, expected) => {
    expect((await search(query)).ids.sort()).toEqual(expected);
  });

  it('answers anyone, each row with its address, kind, hours and limits', async () => {
    const { res } = await search('q=hodzovo');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: '4',
        name: 'Z-BOX Bratislava, Hlavná 4',
        street: 'Hodžovo námestie 2',
        city: 'Bratislava',
        zip: '811 01',
        country: 'sk',
        kind: 'ZBOX',
        openingHours: expect.stringContaining('Po 08:00–18:00'),
        maxWeightGrams: 15_000,
        maxLengthCm: null,
        maxSumCm: null,
        latitude: 48.1,
        longitude: 17.1,
      },
    ]);
  });

  it('pages as the other lists do: X-Total-Count and Link', async () => {
    const first = await search('q=bratislava&size=2');
    expect(first.res.headers['x-total-count']).toBe('3');
    expect(first.ids).toHaveLength(2);
    expect(first.res.headers.link).toContain('rel="next"');
    const second = await search('q=bratislava&size=2&page=1');
    expect(second.ids).toHaveLength(1);
    expect([...first.ids, ...second.ids].sort()).toEqual(['2', '3', '4']);
    expect((await search('')).res.headers['x-total-count']).toBe(String(POINTS.length));
  });

  it.each([
    ['kind=ZBOX', ['4', '6']],
    ['kind=POINT&q=bratislava', ['2', '3']],
    ['kind=POINT,ZBOX&q=kosice', ['5', '6']],
    ['kind=POINT&kind=ZBOX&q=kosice', ['5', '6']],
  ])('keeps the kinds asked for: %s', async (query, expected) => {
    expect((await search(query)).ids.sort()).toEqual(expected);
  });

  it.each([
    ['an unknown kind', 'kind=LOCKER', 'kind'],
    ['a page that is no number', 'page=first', 'page'],
    ['a size of 0', 'size=0', 'size'],
    ['a size above 50', 'size=51', 'size'],
    ['a query too long', `q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with problem+json', async (_, query, field) => {
    const { res } = await search(query);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().fieldErrors).toEqual([expect.objectContaining({ field })]);
  });

  it('treats LIKE wildcards as no wildcard', async () => {
    expect((await search('q=%25')).ids).toHaveLength(POINTS.length);
    expect((await search('q=_qq_')).ids).toEqual([]);
  });
});
