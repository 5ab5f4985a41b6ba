import { createHash } from 'node:crypto';
import { DEFAULT_FRAME_HEX, flatMouldingRgb, hexToRgb } from '@fotoobraz/domain';
import type { RawRgb, Raster } from '../raster.ts';

/**
 * Frame textures sized for a moulding band, kept in a small LRU. A catalogue texture is a strip
 * along the moulding (the seed's are 256 × 64, outer edge on top); it is decoded and resized to the
 * band's height once per band width, so re-rendering the same frame costs a hash and a lookup.
 * Without a readable texture the strip is the frame's colour shaped like a moulding
 * (flatMouldingRgb).
 */
export class FrameStrips {
  /** Map keeps insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, RawRgb>();

  constructor(
    private readonly raster: Pick<Raster, 'mouldingStrip'>,
    private readonly capacity = 64,
  ) {}

  async strip(
    band: number,
    texture: Buffer | undefined,
    colorHex: string | undefined,
  ): Promise<RawRgb> {
    const key = texture
      ? `${createHash('sha1').update(texture).digest('hex')}:${band}`
      : `flat:${colorHex ?? ''}:${band}`;
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const made =
      (texture && (await this.raster.mouldingStrip(texture, band))) || flatStrip(colorHex, band);
    this.entries.set(key, made);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
    return made;
  }

  get size(): number {
    return this.entries.size;
  }
}

const flatStrip = (colorHex: string | undefined, band: number): RawRgb => {
  const rgb = hexToRgb(colorHex) ?? hexToRgb(DEFAULT_FRAME_HEX)!;
  const data = new Uint8Array(band * 3);
  for (let v = 0; v < band; v++) {
    data.set(flatMouldingRgb(rgb, band > 1 ? v / (band - 1) : 0.5), v * 3);
  }
  return { data, width: 1, height: band };
};
