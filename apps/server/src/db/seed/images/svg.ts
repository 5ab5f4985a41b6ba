import sharp from 'sharp';

/**
 * Large pictures of the demo catalogue are rendered from SVG: gradients and shapes only, as SVG
 * filters are far too slow at 8 MP.
 */

export const svgToJpeg = (svg: string, quality = 85): Promise<Buffer> =>
  sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();

export const svg = (w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;

export const gradient = (id: string, stops: readonly [number, string][], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

export const glow = (id: string, colour: string): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
