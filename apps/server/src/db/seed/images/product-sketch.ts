import type { ProductPart } from '../catalogue-data.ts';
import { svg, svgToJpeg } from './svg.ts';

/** A tiny landscape standing in for the customer's photo in product sketches. */
const sketchPhoto = (x: number, y: number, w: number, h: number): string =>
  `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>` +
  `<path d="M${x} ${y + h * 0.7} L${x + w * 0.3} ${y + h * 0.4} L${x + w * 0.5} ${y + h * 0.6} L${x + w * 0.75} ${y + h * 0.35} L${x + w} ${y + h * 0.65} L${x + w} ${y + h} L${x} ${y + h}Z" fill="#3f6b4a"/>` +
  `<circle cx="${x + w * 0.78}" cy="${y + h * 0.22}" r="${h * 0.09}" fill="#fff1b8"/></g>`;

/** A product sketch from what the product is made of. */
export const productThumbJpeg = (madeOf: readonly ProductPart[]): Promise<Buffer> => {
  const has = (p: ProductPart) => madeOf.includes(p);
  const W = 240;
  const H = 180;
  const parts: string[] = [
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="1" stop-color="#dcecf7"/></linearGradient>',
    '<linearGradient id="sheen" x1="0" y1="0" x2="1" y2="1"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.45" stop-color="#fff" stop-opacity="0.45"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/></linearGradient></defs>',
    `<rect width="${W}" height="${H}" fill="#efebe4"/>`,
  ];
  let x = 50;
  let y = 25;
  let w = 140;
  let h = 105;
  if (has('desk')) {
    parts.push(`<rect x="0" y="${H - 30}" width="${W}" height="30" fill="#c9b394"/>`);
    parts.push(
      `<path d="M${x + w * 0.6} ${y + h} L${x + w * 0.75} ${H - 22} L${x + w * 0.8} ${H - 22} L${x + w * 0.7} ${y + h}Z" fill="#555"/>`,
    );
    y += 12;
  }
  parts.push(
    `<rect x="${x + 5}" y="${y + 6}" width="${w}" height="${h}" fill="#000" fill-opacity="0.18"/>`,
  );
  /** Fills the area the photo may take with a border of `fill`, and shrinks the area inside it. */
  const border = (fill: string, side: number, top: number) => {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"/>`);
    x += side;
    y += top;
    w -= 2 * side;
    h -= 2 * top;
  };
  if (has('frame')) border('#2b2b2b', 9, 9);
  if (has('pasparta')) {
    border('#f8f7f2', 16, 14);
    parts.push(
      `<rect x="${x - 1.5}" y="${y - 1.5}" width="${w + 3}" height="${h + 3}" fill="#dcd9d0"/>`,
    );
  }
  if (has('canvas') && !has('frame')) {
    parts.push(`<path d="M${x + w} ${y} l6 5 v${h} l-6 -5Z" fill="#2e5238"/>`);
    parts.push(`<path d="M${x} ${y + h} l6 5 h${w} l-6 -5Z" fill="#355e41"/>`);
  }
  if (has('desk'))
    parts.push(`<rect x="${x}" y="${y + h}" width="${w}" height="4" fill="#dedad2"/>`);
  parts.push(sketchPhoto(x, y, w, h));
  if (has('glass') || has('lamin')) {
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sheen)" fill-opacity="${has('glass') ? 1 : 0.6}"/>`,
    );
  }
  if (has('glass') && !has('frame')) {
    parts.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#bfe3e6" stroke-width="3"/>`,
    );
  }
  return svgToJpeg(svg(W, H, parts.join('')));
};
