import type { PickupPointKind } from '../entities/order.entity.ts';
import type { PickupPoint } from './pickup-point.ts';
import { withoutUnsafeCharacters } from '../validation/texts.ts';

/**
 * Packeta's JSON feeds of pick-up points, as docs.packetery.com documents them ('Branch export
 * version 5': `branch.json` and `box.json`, a top-level array; 'version 4': `branch.json`, an
 * object whose `data` holds the points by id). The fields read: id, name, place, street, city,
 * zip, country, latitude, longitude, type (boxes: 'zbox', 'alzabox'), displayFrontend,
 * maxWeight (kg) and openingHours (`regular` by weekday, or the prose `compactShort`).
 */

/** The feed is not Packeta's format (or holds no Slovak point): the last good list stays. */
export class PacketaFeedError extends Error {
  override readonly name = 'PacketaFeedError';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// What no text of the shop may hold (a bidirectional override in a point's name would reverse it
// in the picker, the order and its mails) is taken out as the feed is read.
const textOf = (value: unknown): string =>
  typeof value === 'string'
    ? withoutUnsafeCharacters(value, true).trim()
    : typeof value === 'number'
      ? String(value)
      : '';

/** The entries of either version's shape; anything else is not the feed. */
const entriesOf = (feed: unknown): unknown[] => {
  if (Array.isArray(feed)) return feed;
  if (isObject(feed) && Array.isArray(feed.data)) return feed.data;
  if (isObject(feed) && isObject(feed.data)) return Object.values(feed.data);
  throw notAPacketaFeed();
};

/** A body of another shape than a feed's: neither a list of points nor `{ data: … }`. */
export const notAPacketaFeed = (): PacketaFeedError =>
  new PacketaFeedError('not a Packeta feed: neither a list of points nor { data: … }');

const WEEKDAYS = [
  ['monday', 'Po'],
  ['tuesday', 'Ut'],
  ['wednesday', 'St'],
  ['thursday', 'Št'],
  ['friday', 'Pi'],
  ['saturday', 'So'],
  ['sunday', 'Ne'],
] as const;

/** Tags and entities of the feed's HTML forms, so a prose form reads as plain text. */
const plainText = (html: string): string =>
  html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&ndash;/g, '–')
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/**
 * A point's opening hours, one line per run of days with the same hours.
 * @example openingHoursOf({ regular: { monday: '08:00–18:00', tuesday: '08:00–18:00', wednesday: '08:00–18:00', thursday: '08:00–18:00', friday: '08:00–18:00', saturday: '09:00–12:00', sunday: '' } }) // -> 'Po–Pi 08:00–18:00\nSo 09:00–12:00\nNe zatvorené'
 */
export const openingHoursOf = (hours: unknown): string => {
  if (!isObject(hours)) return typeof hours === 'string' ? plainText(hours) : '';
  const regular = hours.regular;
  if (isObject(regular) && WEEKDAYS.some(([day]) => day in regular)) {
    const days = WEEKDAYS.map(([day, short]) => ({
      short,
      hours: plainText(textOf(regular[day])).replace(/\n/g, ', ') || 'zatvorené',
    }));
    const lines: string[] = [];
    for (let i = 0; i < days.length;) {
      let j = i;
      while (j + 1 < days.length && days[j + 1].hours === days[i].hours) j++;
      const range = i === j ? days[i].short : `${days[i].short}–${days[j].short}`;
      lines.push(`${range} ${days[i].hours}`);
      i = j + 1;
    }
    return lines.join('\n');
  }
  return plainText(textOf(hours.compactShort) || textOf(hours.compactLong));
};

/** A positive number (the feed writes numbers as strings), else null. */
const positive = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(textOf(value).replace(',', '.'));
  return textOf(value) !== '' && Number.isFinite(n) && n > 0 ? n : null;
};

const coordinate = (value: unknown): number | null => {
  const n = Number(textOf(value));
  return textOf(value) !== '' && Number.isFinite(n) ? n : null;
};

/**
 * A Slovak postcode as the post writes it: '81101' -> '811 01'.
 * @example slovakZip('81101') // -> '811 01'
 */
export const slovakZip = (zip: string): string => {
  const digits = zip.replace(/\s/g, '');
  return /^\d{5}$/.test(digits) ? `${digits.slice(0, 3)} ${digits.slice(3)}` : zip;
};

const kindOf = (entry: Json, boxes: boolean): PickupPointKind =>
  boxes || /box/i.test(textOf(entry.type)) || /^z-?box\b/i.test(textOf(entry.name))
    ? 'ZBOX'
    : 'POINT';

/** One entry as a point; undefined when it lacks what a point needs or is hidden from buyers. */
const pointOf = (entry: unknown, boxes: boolean): PickupPoint | undefined => {
  if (!isObject(entry)) return undefined;
  const id = textOf(entry.id);
  const name = textOf(entry.name) || textOf(entry.place);
  const city = textOf(entry.city);
  const zip = textOf(entry.zip);
  if (!/^\d{1,20}$/.test(id) || !name || !city || !zip) return undefined;
  if (textOf(entry.displayFrontend) === '0') return undefined;
  const maxWeightKg = positive(entry.maxWeight);
  return {
    id,
    name: name.slice(0, 200),
    street: textOf(entry.street).slice(0, 200),
    city: city.slice(0, 100),
    zip: slovakZip(zip).slice(0, 20),
    country: textOf(entry.country).toLowerCase(),
    kind: kindOf(entry, boxes),
    openingHours: openingHoursOf(entry.openingHours),
    maxWeightGrams: maxWeightKg === null ? null : Math.round(maxWeightKg * 1000),
    maxLengthCm: null,
    maxSumCm: null,
    latitude: coordinate(entry.latitude),
    longitude: coordinate(entry.longitude),
  };
};

export interface PacketaFeedOptions {
  /** The feed is Packeta's `box.json`: every entry is a box. */
  boxes?: boolean;
  /** Which country's points are kept (ISO 3166-1 alpha-2, lower case). */
  country?: string;
}

/**
 * The Slovak points of a feed read entry by entry (a download streamed in pieces): `add` each
 * entry as it comes, `points` at the end. Entries lacking an id, name, town or postcode, hidden
 * from buyers (`displayFrontend: '0'`) or of another country are left out as they come, so only
 * the kept points are held. `points` throws PacketaFeedError for a body that is not the feed's
 * shape, or keeps no point at all (a broken download never empties the list).
 * @example const c = new PacketaFeedCollector(); c.add({ id: '123', name: 'Žilina, Národná 1', street: 'Národná 1', city: 'Žilina', zip: '01001', country: 'sk' }); c.points()[0].zip // -> '010 01'
 */
export class PacketaFeedCollector {
  private entries = 0;
  private recognised = 0;
  private readonly kept: PickupPoint[] = [];
  private readonly boxes: boolean;
  private readonly country: string;

  constructor({ boxes = false, country = 'sk' }: PacketaFeedOptions = {}) {
    this.boxes = boxes;
    this.country = country;
  }

  add(entry: unknown): void {
    this.entries += 1;
    const point = pointOf(entry, this.boxes);
    if (!point) return;
    this.recognised += 1;
    if (point.country === this.country) this.kept.push(point);
  }

  points(): PickupPoint[] {
    if (this.entries > 0 && this.recognised === 0) {
      throw new PacketaFeedError('not a Packeta feed: no entry has an id, name, town and postcode');
    }
    // A country may have no boxes; it always has staffed points.
    if (this.kept.length === 0 && !this.boxes) {
      throw new PacketaFeedError(`the feed holds no point in '${this.country}'`);
    }
    return this.kept;
  }
}

/**
 * The Slovak points of a feed held whole (the dev fixture), as PacketaFeedCollector reads them.
 * @example parsePacketaFeed([{ id: '123', name: 'Žilina, Národná 1', street: 'Národná 1', city: 'Žilina', zip: '01001', country: 'sk' }])[0].zip // -> '010 01'
 */
export const parsePacketaFeed = (
  feed: unknown,
  options: PacketaFeedOptions = {},
): PickupPoint[] => {
  const collector = new PacketaFeedCollector(options);
  for (const entry of entriesOf(feed)) collector.add(entry);
  return collector.points();
};
