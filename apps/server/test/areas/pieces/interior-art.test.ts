import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTERIOR_SIZE,
  INTERIORS,
} from '../../../src/areas/pieces/rendering/interiors/interior-plans.ts';
import {
  INTERIOR_ASSETS,
  InteriorArtRepository,
} from '../../../src/areas/pieces/repositories/interior-art.repository.ts';

const { width, height } = INTERIOR_SIZE;

describe('the interiors’ asset files', () => {
  it('are the records and a wall and a front layer for each of the nine interiors', async () => {
    expect(INTERIORS).toHaveLength(9);
    const files = (await readdir(INTERIOR_ASSETS)).sort();
    const expected = [
      'interiors.json',
      ...INTERIORS.flatMap((r) => [`${r.key}.front.svg`, `${r.key}.wall.svg`]),
    ].sort();
    expect(files).toEqual(expected);
  });

  it.each(INTERIORS.map((r) => [r.key]))(
    '%s rasterises to an opaque wall and a front layer clear above the floor line',
    async (key) => {
      const { wall, front } = await new InteriorArtRepository().layers(key, width, height);
      expect([wall.width, wall.height, wall.data.length]).toEqual([
        width,
        height,
        width * height * 3,
      ]);
      expect(front.data.length).toBe(width * height * 4);
      // The top-left corner is wall (or ceiling) in every room: nothing stands in front of it.
      expect(front.data[3]).toBe(0);
    },
  );
});

describe('InteriorArtRepository', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'interiors-'));
    await cp(INTERIOR_ASSETS, folder, { recursive: true });
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('rasterises a room once per size, and hands out fresh pixels for every view', async () => {
    const art = new InteriorArtRepository(folder);
    const first = await art.layers('hallway', width, height);
    const copy = Buffer.from(first.wall.data);
    first.wall.data.fill(0);
    // Without its files the room still comes from memory at the size already drawn ...
    await rm(join(folder, 'hallway.wall.svg'));
    const again = await art.layers('hallway', width, height);
    expect(Buffer.from(again.wall.data).equals(copy)).toBe(true);
    // ... but not at another size.
    await expect(art.layers('hallway', width / 2, height / 2)).rejects.toThrow(/ENOENT/);
  });

  it('draws a room at any size asked for', async () => {
    const art = new InteriorArtRepository(folder);
    const small = await art.layers('office', width / 2, height / 2);
    expect([small.wall.width, small.wall.height]).toEqual([width / 2, height / 2]);
    expect(small.wall.data.length).toBe((width / 2) * (height / 2) * 3);
  });

  it('refuses a key that is not a plain name', async () => {
    await expect(
      new InteriorArtRepository(folder).layers('../secret', width, height),
    ).rejects.toThrow(RangeError);
  });
});
