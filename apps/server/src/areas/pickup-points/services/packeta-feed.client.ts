import { parsePacketaFeed, type PickupPoint } from '@fotoobraz/domain';

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

const download = async (url: string, timeoutMs: number): Promise<unknown> => {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new FeedDownloadError(
      `${maskedFeedUrl(url)}: ${(error as Error).cause ?? (error as Error).message}`,
    );
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new FeedDownloadError(`${maskedFeedUrl(url)}: HTTP ${response.status}`);
  }
  try {
    return await response.json();
  } catch {
    throw new FeedDownloadError(`${maskedFeedUrl(url)}: the body is not JSON`);
  }
};

/**
 * The Slovak points of Packeta's feed at `feedUrl` (and its boxes' feed, for version 5): the
 * whole list or an error (FeedDownloadError, PacketaFeedError), never part of it.
 */
export const fetchPacketaPoints = async (
  feedUrl: string,
  timeoutMs = 60_000,
): Promise<PickupPoint[]> => {
  const boxUrl = boxFeedUrlOf(feedUrl);
  const [branches, boxes] = await Promise.all([
    download(feedUrl, timeoutMs),
    boxUrl ? download(boxUrl, timeoutMs) : Promise.resolve([]),
  ]);
  const points = [
    ...parsePacketaFeed(branches),
    ...(boxUrl ? parsePacketaFeed(boxes, { boxes: true }) : []),
  ];
  // One id once: a point listed twice would break the list's unique id.
  return [...new Map(points.map((point) => [point.id, point])).values()];
};
