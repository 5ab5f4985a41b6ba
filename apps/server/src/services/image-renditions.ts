import type { ImageRepository } from '../repositories/image.repository.ts';

/** How many renditions stay in memory; the newest previews are the ones asked for again. */
const CACHE_SIZE = 64;
/** A rendition is looked at on a phone, not printed: a lower quality than the stored preview's. */
const JPEG_QUALITY = 80;

interface Blob {
  data: Buffer;
  contentType: string;
  etag: string;
}

/**
 * Narrower copies of stored JPEG images, made once per image version and width and kept by the
 * stored image's ETag, so a phone loads an image the size of its box. Other types
 * and images already that narrow are answered as stored.
 */
export class ImageRenditions {
  private readonly cache = new Map<string, Buffer>();

  constructor(private readonly images: ImageRepository) {}

  async of(blob: Blob, width: number): Promise<Blob> {
    if (blob.contentType !== 'image/jpeg') return blob;
    const key = `${blob.etag}:${width}`;
    let data = this.cache.get(key);
    if (data) {
      // Map keeps insertion order: moving a hit to the end makes eviction least-recently-used.
      this.cache.delete(key);
    } else {
      data = await this.images.narrowed(blob.data, width, JPEG_QUALITY);
      if (!data) return blob;
    }
    this.cache.set(key, data);
    if (this.cache.size > CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
    return { data, contentType: blob.contentType, etag: `${blob.etag.slice(0, -1)}-w${width}"` };
  }
}
