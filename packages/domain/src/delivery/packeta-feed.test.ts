import { describe, expect, it } from 'vitest';
import { openingHoursOf, PacketaFeedError, parsePacketaFeed, slovakZip } from './packeta-feed.ts';

/** An entry as docs.packetery.com's 'Branch export version 5' shows one, moved to Slovakia. */
const branch = (over: Record<string, unknown> = {}) => ({
  id: '1234',
  name: 'Žilina, Národná 12 (Kníhkupectvo)',
  special: '',
  place: 'Kníhkupectvo Pod Bránou',
  street: 'Národná 12',
  city: 'Žilina',
  zip: '010 01',
  country: 'sk',
  currency: 'EUR',
  status: { statusId: '1', description: 'V prevádzke' },
  displayFrontend: '1',
  latitude: '49.2233',
  longitude: '18.7401',
  maxWeight: '10',
  openingHours: {
    compactShort: 'Po–Pi 08:30–18:00, So 09:00–12:00',
    regular: {
      monday: '08:30–18:00',
      tuesday: '08:30–18:00',
      wednesday: '08:30–18:00',
      thursday: '08:30–18:00',
      friday: '08:30–18:00',
      saturday: '09:00–12:00',
      sunday: '',
    },
  },
  ...over,
});

describe('parsePacketaFeed', () => {
  it('reads a version 5 list into points with hours, limits and GPS', () => {
    expect(parsePacketaFeed([branch()])).toEqual([
      {
        id: '1234',
        name: 'Žilina, Národná 12 (Kníhkupectvo)',
        street: 'Národná 12',
        city: 'Žilina',
        zip: '010 01',
        country: 'sk',
        kind: 'POINT',
        openingHours: 'Po–Pi 08:30–18:00\nSo 09:00–12:00\nNe zatvorené',
        maxWeightGrams: 10_000,
        maxLengthCm: null,
        maxSumCm: null,
        latitude: 49.2233,
        longitude: 18.7401,
      },
    ]);
  });

  it('takes out of names and addresses what no text may hold (a reversed name, a lone surrogate)', () => {
    const [point] = parsePacketaFeed([
      branch({ name: 'Žilina\u202E (Kníhkupectvo)\uFFFE', street: 'Národná\u2066 12\uD800' }),
    ]);
    expect([point!.name, point!.street]).toEqual(['Žilina (Kníhkupectvo)', 'Národná 12']);
  });

  it('reads a version 4 object keyed by id', () => {
    const points = parsePacketaFeed({ data: { '1234': branch(), '99': branch({ id: '99' }) } });
    expect(points.map((p) => p.id).sort()).toEqual(['1234', '99']);
  });

  it('keeps Slovak points only, and none hidden from buyers', () => {
    const points = parsePacketaFeed([
      branch(),
      branch({ id: '2', country: 'cz', city: 'Praha', zip: '110 00' }),
      branch({ id: '3', displayFrontend: '0' }),
    ]);
    expect(points.map((p) => p.id)).toEqual(['1234']);
  });

  it("takes a box feed's entries, a 'zbox' type or a Z-BOX name as Z-BOXes", () => {
    expect(parsePacketaFeed([branch({ type: 'zbox' })])[0].kind).toBe('ZBOX');
    expect(parsePacketaFeed([branch({ name: 'Z-BOX Žilina, Národná 1' })])[0].kind).toBe('ZBOX');
    expect(parsePacketaFeed([branch()], { boxes: true })[0].kind).toBe('ZBOX');
  });

  it('falls back to the compact hours and leaves out unknown limits and GPS', () => {
    const [point] = parsePacketaFeed([
      branch({
        openingHours: { compactShort: 'Po–Pi 8:00–16:00<br>So zatvorené' },
        maxWeight: '',
        latitude: null,
        longitude: undefined,
      }),
    ]);
    expect(point.openingHours).toBe('Po–Pi 8:00–16:00\nSo zatvorené');
    expect(point.maxWeightGrams).toBeNull();
    expect(point.latitude).toBeNull();
    expect(point.longitude).toBeNull();
  });

  it('skips an entry without id, name, town or postcode', () => {
    const points = parsePacketaFeed([branch(), branch({ id: '' }), branch({ id: '7', city: '' })]);
    expect(points).toHaveLength(1);
  });

  it.each([
    ['an HTML error page', '<html>Service unavailable</html>'],
    ['null', null],
    ['an error object', { error: 'Invalid API key' }],
    ['an empty list', []],
    ['entries of another shape', [{ foo: 1 }, { bar: 2 }]],
    ['points of other countries only', [branch({ country: 'cz' })]],
  ])('refuses %s, so the last good list stays', (_, body) => {
    expect(() => parsePacketaFeed(body)).toThrow(PacketaFeedError);
  });

  it('accepts a box feed with no Slovak box', () => {
    expect(parsePacketaFeed([branch({ country: 'hu' })], { boxes: true })).toEqual([]);
  });
});

describe('openingHoursOf', () => {
  it('joins days of the same hours and names split hours', () => {
    const all = (h: string) => ({
      monday: h,
      tuesday: h,
      wednesday: h,
      thursday: h,
      friday: h,
      saturday: h,
      sunday: h,
    });
    expect(openingHoursOf({ regular: all('00:00–23:59') })).toBe('Po–Ne 00:00–23:59');
    expect(openingHoursOf({ regular: { ...all(''), monday: '08:00–12:00, 13:00–17:00' } })).toBe(
      'Po 08:00–12:00, 13:00–17:00\nUt–Ne zatvorené',
    );
  });
});

describe('slovakZip', () => {
  it('writes a postcode with its space', () => {
    expect(slovakZip('81101')).toBe('811 01');
    expect(slovakZip('811 01')).toBe('811 01');
    expect(slovakZip('A-1010')).toBe('A-1010');
  });
});
