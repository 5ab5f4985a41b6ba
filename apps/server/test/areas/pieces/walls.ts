import { randomBytes } from 'node:crypto';
import { homographyOf, mapPoint, type Homography, type Point } from '@fotoobraz/domain';
import sharp from 'sharp';

/** The grey of the synthetic walls (a flat wall paint). */
export const WALL_GREY = 128;

/**
 * A photo of a flat grey wall with a white A4 sheet whose corners are at `sheet` (pixels), as a
 * camera makes it: a JPEG. `orientation` stores the pixels turned, with the EXIF tag that turns
 * them upright again (6: shown turned 90° clockwise).
 */
export const wallPhoto = async (
  width: number,
  height: number,
  sheet: readonly Point[],
  opts: { orientation?: 6 } = {},
): Promise<Buffer> => {
  const points = sheet.map(([x, y]) => `${x},${y}`).join(' ');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="rgb(${WALL_GREY},${WALL_GREY},${WALL_GREY})"/>
    <polygon points="${points}" fill="#fbfbf8"/>
  </svg>`;
  const upright = sharp(Buffer.from(svg));
  if (!opts.orientation) return upright.jpeg({ quality: 90 }).toBuffer();
  // Stored turned 90° anticlockwise: orientation 6 turns it back clockwise.
  const stored = await sharp(await upright.png().toBuffer())
    .rotate(270)
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(stored).withMetadata({ orientation: 6 }).jpeg({ quality: 90 }).toBuffer();
};

/** A camera looking at the wall from its left: millimetres on the wall to photo pixels. */
export const sideCamera: Homography = homographyOf(
  [
    [0, 0],
    [2000, 0],
    [2000, 1500],
    [0, 1500],
  ],
  [
    [100, 80],
    [2900, 380],
    [2900, 1640],
    [100, 1920],
  ],
);

/** The rectangle `rect` (mm on the wall) as `camera` photographs it. */
export const seen = (camera: Homography, rect: readonly Point[]): Point[] =>
  rect.map((p) => mapPoint(camera, p));

export const rectMm = (left: number, top: number, width: number, height: number): Point[] => [
  [left, top],
  [left + width, top],
  [left + width, top + height],
  [left, top + height],
];

/** A multipart/form-data body: text fields, then the file `wall`. */
export const wallMultipart = (wall: Buffer | null, fields: Record<string, unknown> = {}) => {
  const boundary = `----fotoobraz${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n` +
          `${typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
      ),
    );
  }
  if (wall) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="wall"; filename="stena.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      wall,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

/** A grey (luminance) row of an answer's pixels. */
export const greyRows = async (jpeg: Buffer) => {
  const { data, info } = await sharp(jpeg)
    .greyscale()
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => data[y * info.width + x],
  };
};

/**
 * Where the piece's dark moulding starts and ends along row `y`: the first and the last pixel
 * darker than `below` (the wall, even in the piece's shadow, is lighter).
 */
export const darkSpan = (
  image: Awaited<ReturnType<typeof greyRows>>,
  y: number,
  below = 80,
): { left: number; right: number } => {
  let left = -1;
  let right = -1;
  for (let x = 0; x < image.width; x++) {
    if (image.at(x, y) < below) {
      if (left < 0) left = x;
      right = x + 1;
    }
  }
  return { left, right };
};

/** Where the line through `a` and `b` crosses row `y` (its pixel centre). */
export const xOnRow = (a: Point, b: Point, y: number): number =>
  a[0] + ((y + 0.5 - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
