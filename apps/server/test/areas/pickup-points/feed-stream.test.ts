import { parsePacketaFeed } from '@fotoobraz/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedEntries } from '../../../src/areas/pickup-points/services/feed-entries.ts';
import { fetchPacketaPoints } from '../../../src/areas/pickup-points/services/packeta-feed.client.ts';
import { feedBox, feedBranch, startFeedServer } from './feed-server.ts';

/** The entries `text` is cut into when it arrives in two pieces, cut at `at`. */
const entriesOf = (text: string, at: number): unknown[] => {
  const seen: unknown[] = [];
  const cut = new FeedEntries((json) => seen.push(JSON.parse(json)));
  cut.push(text.slice(0, at));
  cut.push(text.slice(at));
  cut.end();
  return seen;
};

describe('the feed read as it arrives', () => {
  const tricky = [
    feedBranch('101', 'Bratislava', { name: 'Trafika {u "Jána"} [vchod \\\\ dvor]' }),
    feedBranch('102', 'Žilina', { openingHours: { compactShort: '<b>Po</b>–Pi', regular: {} } }),
    7,
    'text',
    feedBranch('103', 'Praha', { country: 'cz' }),
  ];

  it('cuts a version 5 array into its entries wherever a piece ends', () => {
    const text = JSON.stringify(tricky, null, 1);
    const objects = tricky.filter((e) => typeof e === 'object');
    for (let at = 0; at <= text.length; at++) expect(entriesOf(text, at)).toEqual(objects);
  });

  it("cuts a version 4 object into its data's entries", () => {
    const v4 = { version: 4, data: { '101': tricky[0], '102': tricky[1] } };
    const text = JSON.stringify(v4);
    for (let at = 0; at <= text.length; at += 7) {
      expect(entriesOf(text, at)).toEqual([tricky[0], tricky[1]]);
    }
  });

  it('refuses a body that is no JSON, or is cut short', () => {
    expect(() => entriesOf('<html>údržba</html>', 3)).toThrow('not JSON');
    expect(() => entriesOf('', 0)).toThrow('not JSON');
    expect(() => entriesOf(JSON.stringify(tricky).slice(0, -10), 50)).toThrow('ends before');
  });

  describe('from the feed on loopback', () => {
    let feed: Awaited<ReturnType<typeof startFeedServer>>;
    /** A feed of `count` Slovak points and as many Czech ones, about 870 bytes each. */
    const bigFeed = (count: number) =>
      Array.from({ length: count * 2 }, (_, n) =>
        feedBranch(String(1000 + n), n % 2 ? 'Brno' : 'Nitra', {
          country: n % 2 ? 'cz' : 'sk',
          place: 'x'.repeat(400),
        }),
      );

    beforeAll(async () => {
      feed = await startFeedServer();
      feed.answers.box.body = [feedBox('201', 'Košice')];
    });
    afterAll(() => feed?.close());

    it('reads the same points as the whole body parsed at once, in pieces', async () => {
      const points = bigFeed(500);
      feed.answers.branch = { body: points, pieces: 4096 };
      const read = await fetchPacketaPoints(feed.url);
      expect(read).toEqual([
        ...parsePacketaFeed(points),
        ...parsePacketaFeed([feedBox('201', 'Košice')], { boxes: true }),
      ]);
      expect(read).toHaveLength(501);
    });

    it('refuses a feed past the limit, declared or streamed, whole', async () => {
      const points = bigFeed(1000);
      const size = Buffer.byteLength(JSON.stringify(points));
      feed.answers.branch = { body: points };
      await expect(fetchPacketaPoints(feed.url, { maxBytes: size - 1 })).rejects.toThrow(
        `the feed has ${size} bytes, more than the ${size - 1} allowed`,
      );
      feed.answers.branch = { body: points, pieces: 65_536 };
      await expect(fetchPacketaPoints(feed.url, { maxBytes: size - 1 })).rejects.toThrow(
        'longer than',
      );
      expect(await fetchPacketaPoints(feed.url, { maxBytes: size + 1000 })).toHaveLength(1001);
    });
  });
});
