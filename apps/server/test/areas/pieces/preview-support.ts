import { DEFAULT_PREVIEW_LONG_SIDE, previewDrawing, type PreviewSpec } from '@fotoobraz/domain';
import sharp from 'sharp';
import {
  PreviewRenderer,
  type RenderedPreview,
} from '../../../src/areas/pieces/rendering/preview.renderer.ts';
import { InteriorArtRepository } from '../../../src/areas/pieces/repositories/interior-art.repository.ts';
import { PreviewRasterRepository } from '../../../src/areas/pieces/repositories/preview-raster.repository.ts';

/** A piece of `kind` w × h cm whose photo fills it (no mat), with `more` of the spec. */
export const pieceSpec = (
  kind: PreviewSpec['kind'],
  [width, height]: [number, number],
  more: Partial<PreviewSpec> = {},
): PreviewSpec => ({ kind, outerCm: { width, height }, photoCm: { width, height }, ...more });

/** The renderer as the app wires it: sharp for the codec, the interiors from their SVG files. */
export const newPreviewRenderer = (): PreviewRenderer =>
  new PreviewRenderer(new PreviewRasterRepository(), new InteriorArtRepository());

/**
 * The preview of `spec` drawn from `photo.crop` (in the JPEG's pixels) and the moulding's texture,
 * as the app draws a configured piece: through its drawing, at the spec's long side.
 */
export const renderPiece = async (
  renderer: PreviewRenderer,
  spec: PreviewSpec,
  photo: { jpeg: Buffer; crop: { left: number; top: number; width: number; height: number } },
  frameTexture?: Buffer,
): Promise<RenderedPreview> => {
  const meta = await sharp(photo.jpeg).metadata();
  const { left, top, width, height } = photo.crop;
  const drawing = previewDrawing({
    spec,
    frameTextureId: frameTexture ? 1 : null,
    crop: { x: left, y: top, width, height },
    image: { width: meta.width!, height: meta.height! },
  });
  return renderer.render(
    drawing,
    { photo: photo.jpeg, frameTexture },
    spec.longSidePx ?? DEFAULT_PREVIEW_LONG_SIDE,
  );
};

/**
 * A landscape photo drawn in SVG (sky, sun, three mountain ridges, a lake, pines), as a JPEG of
 * the given size: something a customer might frame, with colour and detail everywhere.
 */
export const landscapeJpeg = async (width: number, height: number): Promise<Buffer> => {
  const ridge = (base: number, amp: number, phase: number, fill: string) => {
    const points: string[] = [];
    for (let i = 0; i <= 48; i++) {
      const x = (i / 48) * 1500;
      const y =
        base -
        amp * (0.55 + 0.3 * Math.sin(i * 0.45 + phase) + 0.15 * Math.sin(i * 1.7 + phase * 2));
      points.push(`${x.toFixed(0)},${y.toFixed(0)}`);
    }
    return `<polygon points="0,1000 ${points.join(' ')} 1500,1000" fill="${fill}"/>`;
  };
  const pines = Array.from({ length: 14 }, (_, i) => {
    const x = 60 + i * 103 + (i % 3) * 17;
    const h = 90 + ((i * 37) % 60);
    return `<polygon points="${x - h * 0.22},760 ${x},${760 - h} ${x + h * 0.22},760" fill="#1f3b2c"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1500 1000" preserveAspectRatio="none">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3d6fa8"/><stop offset="0.55" stop-color="#9cc3de"/><stop offset="1" stop-color="#f3d9b1"/></linearGradient>
      <linearGradient id="lake" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6d94ad"/><stop offset="1" stop-color="#27465c"/></linearGradient>
      <radialGradient id="sun"><stop offset="0" stop-color="#fff7e0"/><stop offset="0.3" stop-color="#ffe7a8" stop-opacity="0.9"/><stop offset="1" stop-color="#ffe7a8" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="1500" height="1000" fill="url(#sky)"/>
    <circle cx="1080" cy="330" r="190" fill="url(#sun)"/>
    ${ridge(600, 260, 0.3, '#7d8fa6')}
    ${ridge(680, 210, 1.9, '#5b6f62')}
    ${ridge(760, 150, 3.1, '#3e5a45')}
    ${pines}
    <rect y="760" width="1500" height="240" fill="url(#lake)"/>
    <rect y="760" width="1500" height="6" fill="#dfe9ee" opacity="0.6"/>
    <rect x="980" y="780" width="200" height="10" fill="#fff4d6" opacity="0.5"/>
    <rect x="1020" y="810" width="120" height="8" fill="#fff4d6" opacity="0.35"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
};

/**
 * An image of one colour with a block of another from (left, top) to its right and bottom edges
 * (or `width` and `height` wide and high), to be encoded by the caller.
 */
export const twoColourImage = (
  size: { width: number; height: number },
  background: string,
  block: { colour: string; left?: number; top?: number; width?: number; height?: number },
) => {
  const { left = 0, top = 0 } = block;
  const width = block.width ?? size.width - left;
  const height = block.height ?? size.height - top;
  return sharp({ create: { ...size, channels: 3, background } }).composite([
    { input: { create: { width, height, channels: 3, background: block.colour } }, left, top },
  ]);
};

/** A JPEG of one flat colour. */
export const flatJpeg = (width: number, height: number, colour: string): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 95 })
    .toBuffer();

/** The decoded pixels of a JPEG with a colour look-up. */
export const decoded = async (jpeg: Buffer) => {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number): [number, number, number] => {
      const i = (y * info.width + x) * info.channels;
      return [data[i], data[i + 1], data[i + 2]];
    },
  };
};
