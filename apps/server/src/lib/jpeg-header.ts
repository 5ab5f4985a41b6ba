/**
 * Reads a JPEG's frame size from its markers, without decoding anything, so that a file claiming
 * 65000 × 65000 pixels is refused before it reaches the decoder.
 */
export type JpegHeader =
  | { ok: true; width: number; height: number }
  | { ok: false; reason: 'not-jpeg' | 'truncated' | 'no-frame' };

/** Start-of-frame markers: every SOFn except DHT (C4), JPG (C8) and DAC (CC). */
const isStartOfFrame = (m: number): boolean =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/**
 * @example readJpegHeader(bytesOf3600x2400Jpeg) // -> { ok: true, width: 3600, height: 2400 }
 */
export const readJpegHeader = (buf: Uint8Array): JpegHeader => {
  if (buf.length < 4 || buf[0] !== 0xff || buf[1] !== 0xd8 || buf[2] !== 0xff) {
    return { ok: false, reason: 'not-jpeg' };
  }
  let i = 2;
  while (i < buf.length) {
    if (buf[i] !== 0xff) return { ok: false, reason: 'no-frame' };
    while (buf[i] === 0xff && i < buf.length) i++; // fill bytes
    if (i >= buf.length) break;
    const marker = buf[i++];
    if (marker === 0xd9 || marker === 0xda) return { ok: false, reason: 'no-frame' }; // EOI, SOS
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue; // no length
    if (i + 2 > buf.length) break;
    const length = (buf[i] << 8) | buf[i + 1];
    if (length < 2) return { ok: false, reason: 'no-frame' };
    if (isStartOfFrame(marker)) {
      if (i + 7 > buf.length) break;
      const height = (buf[i + 3] << 8) | buf[i + 4];
      const width = (buf[i + 5] << 8) | buf[i + 6];
      if (width === 0 || height === 0) return { ok: false, reason: 'no-frame' };
      return { ok: true, width, height };
    }
    i += length;
  }
  return { ok: false, reason: 'truncated' };
};
