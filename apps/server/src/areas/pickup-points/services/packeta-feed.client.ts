import { setImmediate } from 'node:timers/promises';
import {
  notAPacketaFeed,
  PacketaFeedCollector,
  type PacketaFeedOptions,
  type PickupPoint,
} from '@fotoobraz/domain';
import { FeedEntries } from './feed-entries.ts';

/** A download of the feed that did not bring a list (network, status, body); the list stays. */
export class FeedDownloadError extends Error {
  override readonly name = 'FeedDownloadError';
}

/**
 * Packeta's version 5 keeps Z-BOXes in `box.json` beside `branch.json`: the boxes' address of a
 * branch feed's, undefined for a feed that holds both (version 4, a fixture, a test receiver).
 * @example boxFeedUrlOf('https://pickup-point.api.packeta.com/v5/KEY/branch.json?lang=sk') // -> 'https://pickup-point.api.packeta.com/v5/KEY/box.json?lang=sk'
 */
export const boxFeedUrlOf = (feedUrl: string): string | undefined => {
  const url = new URL(feedUrl);
  if (!/\/v5\/[^/]+\/branch\.json$/.test(url.pathname)) return undefined;
  url.pathname = url.pathname.replace(/branch\.json$/, 'box.json');
  return url.toString();
};

/** The address as a log may show it: the API key in the path is Packeta's secret. */
export const maskedFeedUrl = (feedUrl: string): string =>
  feedUrl.replace(/\/(v\d+)\/[^/]+\//, '/$1/…/');

/**
 * The most a feed may weigh. Packeta's whole network in `branch.json` could not be downloaded
 * here (no network); at the dev fixture's 870 bytes a point, 120,000 points are about 105 MB, so
 * 512 MB leaves more than four times that. Read as a stream, a feed costs only its kept points.
 */
export const MAX_FEED_BYTES = 512 * 2 ** 20;

/** The longest the feed's reading holds the event loop before the requests get a turn. */
const SLICE_MS = 20;
/** About a millisecond of reading (some 30 points). */
const SLICE_CHARS = 32_768;

/**
 * The points of the feed at `url`, read as it arrives: each entry parsed alone, only the kept
 * points held. A body past `maxBytes` is cut off and refused whole.
 */
const download = async (
  url: string,
  options: PacketaFeedOptions,
  { timeoutMs, maxBytes }: FeedLimits,
): Promise<PickupPoint[]> => {
  const failed = (why: string) => new FeedDownloadError(`${maskedFeedUrl(url)}: ${why}`);
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw failed(String((error as Error).cause ?? (error as Error).message));
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw failed(`HTTP ${response.status}`);
  }
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    await response.body.cancel();
    throw failed(`the feed has ${declared} bytes, more than the ${maxBytes} allowed`);
  }
  const collector = new PacketaFeedCollector(options);
  const entries = new FeedEntries((json) => collector.add(JSON.parse(json)));
  const decoder = new TextDecoder();
  let bytes = 0;
  let since = performance.now();
  const reader = response.body.getReader();
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      const chunk = read.value;
      bytes += chunk.byteLength;
      if (bytes > maxBytes) throw failed(`the feed is longer than the ${maxBytes} bytes allowed`);
      // Pieces already received come one after another without a turn of the event loop, and
      // one may be megabytes: read in slices, the requests get a turn at least every SLICE_MS.
      const text = decoder.decode(chunk, { stream: true });
      for (let at = 0; at < text.length; at += SLICE_CHARS) {
        entries.push(text.slice(at, at + SLICE_CHARS));
        if (performance.now() - since > SLICE_MS) {
          await setImmediate();
          since = performance.now();
        }
      }
    }
    entries.push(decoder.decode());
    entries.end();
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    if (error instanceof FeedDownloadError) throw error;
    if (error instanceof SyntaxError) throw failed(error.message);
    throw failed(String((error as Error).message));
  }
  if (!entries.holdsList) throw notAPacketaFeed();
  return collector.points();
};

export interface FeedLimits {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * The Slovak points of Packeta's feed at `feedUrl` (and its boxes' feed, for version 5): the
 * whole list or an error (FeedDownloadError, PacketaFeedError), never part of it.
 */
export const fetchPacketaPoints = async (
  feedUrl: string,
  { timeoutMs = 60_000, maxBytes = MAX_FEED_BYTES }: Partial<FeedLimits> = {},
): Promise<PickupPoint[]> => {
  const limits = { timeoutMs, maxBytes };
  const boxUrl = boxFeedUrlOf(feedUrl);
  const [branches, boxes] = await Promise.all([
    download(feedUrl, {}, limits),
    boxUrl ? download(boxUrl, { boxes: true }, limits) : Promise.resolve([]),
  ]);
  const points = [...branches, ...boxes];
  // One id once: a point listed twice would break the list's unique id.
  return [...new Map(points.map((point) => [point.id, point])).values()];
};
