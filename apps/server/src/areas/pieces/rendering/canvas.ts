import type { RectPx } from '@fotoobraz/domain';
import type { RawRgb } from './raster.ts';

export type Rgb = readonly [number, number, number];

export const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v);

const contains = (r: RectPx, x: number, y: number): boolean =>
  x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height;

/**
 * The same bytes as a plain Uint8Array, without copying: a Buffer is a subclass V8 treats as
 * another type, and a pixel loop that sees both runs at half speed.
 */
export const plainBytes = (data: Uint8Array): Uint8Array =>
  data.constructor === Uint8Array
    ? data
    : new Uint8Array(data.buffer, data.byteOffset, data.length);

/** Part of an image: the pixels inside `rect` (`inside`), or those outside it. */
export interface Part {
  readonly rect: RectPx;
  readonly inside: boolean;
}

/**
 * The image being painted: new, black, or painted over `pixels`' own bytes. Its pixels are a
 * plain Uint8Array and every input is read through one (see plainBytes).
 */
export class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    data?: Uint8Array,
  ) {
    this.data = data ? plainBytes(data) : new Uint8Array(width * height * 3);
  }

  /** A canvas that paints on `pixels` themselves. */
  static over(pixels: RawRgb): Canvas {
    return new Canvas(pixels.width, pixels.height, pixels.data);
  }

  fill(rect: RectPx, [r, g, b]: Rgb): void {
    for (let y = rect.top; y < rect.top + rect.height; y++) {
      let i = (y * this.width + rect.left) * 3;
      for (let x = 0; x < rect.width; x++, i += 3) {
        this.data[i] = r;
        this.data[i + 1] = g;
        this.data[i + 2] = b;
      }
    }
  }

  /** Multiplies a pixel's channels by `k` (a darkening below 1, a lightening above). */
  scale(x: number, y: number, k: number): void {
    const i = (y * this.width + x) * 3;
    this.data[i] = clampByte(this.data[i] * k);
    this.data[i + 1] = clampByte(this.data[i + 1] * k);
    this.data[i + 2] = clampByte(this.data[i + 2] * k);
  }

  /** Moves a pixel towards white by `a` (0..1). */
  whiten(i: number, a: number): void {
    this.data[i] += (255 - this.data[i]) * a;
    this.data[i + 1] += (255 - this.data[i + 1]) * a;
    this.data[i + 2] += (255 - this.data[i + 2]) * a;
  }

  /**
   * Calls `visit` for every pixel of `rect` closer than `reach` to its edge, with the distances,
   * and, when a `part` is given, only for the pixels of that part.
   */
  ring(
    rect: RectPx,
    reach: number,
    visit: (x: number, y: number, dt: number, dr: number, db: number, dl: number) => void,
    part?: Part,
  ): void {
    const right = rect.left + rect.width - 1;
    const bottom = rect.top + rect.height - 1;
    for (let y = rect.top; y <= bottom; y++) {
      const dt = y - rect.top;
      const db = bottom - y;
      const full = dt < reach || db < reach;
      for (let x = rect.left; x <= right; x++) {
        if (!full && x === rect.left + reach) x = Math.max(x, right - reach + 1);
        if (part && contains(part.rect, x, y) !== part.inside) continue;
        visit(x, y, dt, right - x, db, x - rect.left);
      }
    }
  }

  /** Copies `image` onto the canvas at (left, top), clipped to the canvas. */
  paste(image: RawRgb, left: number, top: number): void {
    const from = plainBytes(image.data);
    const x0 = Math.max(0, left);
    const x1 = Math.min(this.width, left + image.width);
    if (x1 <= x0) return;
    for (let y = Math.max(0, top); y < Math.min(this.height, top + image.height); y++) {
      const at = ((y - top) * image.width + (x0 - left)) * 3;
      this.data.set(from.subarray(at, at + (x1 - x0) * 3), (y * this.width + x0) * 3);
    }
  }

  pixels(): RawRgb {
    return { data: this.data, width: this.width, height: this.height };
  }
}
