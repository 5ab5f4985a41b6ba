import { seededRandom, seedOf } from '../seeded-random.ts';
import { gradient, svg, svgToJpeg } from './svg.ts';

/** The home page banner: soft circles on a warm gradient, no text (fonts differ per machine). */
export const bannerJpeg = (width: number, height: number): Promise<Buffer> => {
  const random = seededRandom(seedOf('banner'));
  const body = [
    `<defs>${gradient(
      'b',
      [
        [0, '#26415f'],
        [0.6, '#b75d69'],
        [1, '#f2b880'],
      ],
      false,
    )}</defs>`,
    `<rect width="${width}" height="${height}" fill="url(#b)"/>`,
    ...Array.from({ length: 18 }, () => {
      const r = height * (0.1 + random() * 0.5);
      return `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${r.toFixed(1)}" fill="#ffffff" fill-opacity="${(0.04 + random() * 0.1).toFixed(2)}"/>`;
    }),
  ].join('');
  return svgToJpeg(svg(width, height, body), 85);
};
