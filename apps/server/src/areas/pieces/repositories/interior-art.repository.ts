import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { INTERIOR_ASSETS } from '../../../lib/server-files.ts';

export { INTERIOR_ASSETS };

/** A room rasterised, as PNGs: its wall (RGB) and what stands in front of it (RGBA). */
interface RasterisedRoom {
  wall: Buffer;
  front: Buffer;
}

/**
 * The interiors' artwork: each room is two SVG files (`<key>.wall.svg`, `<key>.front.svg`),
 * rasterised once per size and kept as PNGs (about 60 KB a layer, where the pixels would take 3
 * to 4 MB); each view decodes them again in a couple of milliseconds, so it may paint on them.
 */
export class InteriorArtRepository {
  private readonly rasterised = new Map<string, Promise<RasterisedRoom>>();

  constructor(private readonly folder = INTERIOR_ASSETS) {}

  async layers(key: string, width: number, height: number) {
    const room = await this.room(key, width, height);
    const [wall, front] = await Promise.all([
      sharp(room.wall).removeAlpha().raw().toBuffer(),
      sharp(room.front).ensureAlpha().raw().toBuffer(),
    ]);
    return { wall: { data: wall, width, height }, front: { data: front, width, height } };
  }

  private room(key: string, width: number, height: number): Promise<RasterisedRoom> {
    if (!/^[a-z0-9-]+$/.test(key)) throw new RangeError(`no interior '${key}'`);
    const id = `${key}@${width}x${height}`;
    let room = this.rasterised.get(id);
    if (!room) {
      room = this.rasterise(key, width, height);
      this.rasterised.set(id, room);
      room.catch(() => this.rasterised.delete(id));
    }
    return room;
  }

  private async rasterise(key: string, width: number, height: number): Promise<RasterisedRoom> {
    const [wall, front] = await Promise.all([
      this.svg(key, 'wall', width).then((svg) =>
        svg
          .flatten({ background: '#ffffff' })
          .resize(width, height, { fit: 'fill' })
          .png()
          .toBuffer(),
      ),
      this.svg(key, 'front', width).then((svg) =>
        svg.resize(width, height, { fit: 'fill' }).ensureAlpha().png().toBuffer(),
      ),
    ]);
    return { wall, front };
  }

  /** A layer's SVG, opened at the density that draws it `width` pixels wide. */
  private async svg(key: string, layer: 'wall' | 'front', width: number): Promise<sharp.Sharp> {
    const file = await readFile(join(this.folder, `${key}.${layer}.svg`));
    const drawn = (await sharp(file).metadata()).width!;
    return sharp(file, { density: (72 * width) / drawn });
  }
}
