import sharp from 'sharp';

/**
 * A real JPEG of the given size: a gradient with some structure, so that it is not trivially
 * compressible. `orientation` writes an EXIF orientation tag (the pixels stay as given).
 */
export const makeJpeg = async (
  width: number,
  height: number,
  opts: { orientation?: number; quality?: number } = {},
): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#2a6f97"/><stop offset="1" stop-color="#f4a261"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#e9c46a"/>
  </svg>`;
  let image = sharp(Buffer.from(svg)).jpeg({ quality: opts.quality ?? 80 });
  if (opts.orientation) image = image.withMetadata({ orientation: opts.orientation });
  return image.toBuffer();
};

export const uploadBody = (bytes: Buffer, title = 'Dovolenka.jpg') => ({
  image: bytes.toString('base64'),
  imageContentType: 'image/jpeg',
  title,
  fileSize: bytes.length,
});
