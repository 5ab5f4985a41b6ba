import sharp from 'sharp';
import type {
  EditionScene,
  FrameFinish,
  MediaSwatch,
  ProfileShape,
  ProductPart,
} from './catalogue-data.ts';
import { seededRandom, seedOf, valueNoise2d } from './seeded-random.ts';

/**
 * The demo catalogue's pictures, generated rather than downloaded: frame textures (wood grain,
 * brushed metal, lacquer, gilding), swatches, product and profile sketches, and the editions.
 * Everything is deterministic; small pictures are drawn pixel by pixel in raw buffers, large ones
 * are rendered from SVG (gradients and shapes only: SVG filters are far too slow at 8 MP).
 */

type Rgb = readonly [number, number, number];

export interface RawImage {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, rows top to bottom. */
  pixels: Uint8Array;
}

export const hexToRgb = (hex: string): Rgb => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const clampByte = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : Math.round(v));
const mix = (a: number, b: number, t: number): number => a + (b - a) * t;

const rawImage = (width: number, height: number): RawImage => ({
  width,
  height,
  pixels: new Uint8Array(width * height * 3),
});

const put = (img: RawImage, x: number, y: number, r: number, g: number, b: number): void => {
  const i = (y * img.width + x) * 3;
  img.pixels[i] = clampByte(r);
  img.pixels[i + 1] = clampByte(g);
  img.pixels[i + 2] = clampByte(b);
};

const encodeJpeg = (img: RawImage, quality = 85): Promise<Buffer> =>
  sharp(img.pixels, { raw: { width: img.width, height: img.height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();

const svgToJpeg = (svg: string, quality = 85): Promise<Buffer> =>
  sharp(Buffer.from(svg)).flatten({ background: '#ffffff' }).jpeg({ quality }).toBuffer();

/** A frame texture strip: runs along the moulding horizontally, its face width vertically. */
export const TEXTURE_WIDTH = 256;
export const TEXTURE_HEIGHT = 64;

/**
 * The surface of one finish as a strip. Gloss adds a specular band across the face; matte
 * surfaces get only a soft light fall-off from the outer edge (top) to the inner one.
 */
export const finishStrip = (f: FrameFinish): RawImage => {
  const img = rawImage(TEXTURE_WIDTH, TEXTURE_HEIGHT);
  const random = seededRandom(seedOf(f.key));
  const base = hexToRgb(f.colorCode);
  const accent = hexToRgb(f.accent ?? f.colorCode);
  const streaks = valueNoise2d(random, 3, 40);
  const warp = valueNoise2d(random, 4, 2);
  const blots = valueNoise2d(random, 32, 8);
  const fine = valueNoise2d(random, 64, 16);
  const gloss = f.surface === 'LESKLY';
  const rings = 5 + random() * 3;
  for (let y = 0; y < img.height; y++) {
    const v = y / img.height;
    const light = gloss
      ? 0.97 + 0.05 * (1 - v) + 0.35 * Math.exp(-(((v - 0.3) / 0.09) ** 2))
      : 1.05 - 0.1 * v;
    for (let x = 0; x < img.width; x++) {
      const u = x / img.width;
      let c: [number, number, number] = [base[0], base[1], base[2]];
      let l = light;
      switch (f.look) {
        case 'brushed':
          l *= 1 + 0.12 * (streaks(u, v) - 0.5) + 0.05 * (random() - 0.5);
          break;
        case 'painted':
          l *= 1 + 0.025 * (fine(u, v) - 0.5) + 0.012 * (random() - 0.5);
          break;
        case 'wood': {
          // Sawn along the trunk: grain lines run along the moulding and only undulate.
          const t = v * rings + warp(u, v) * 0.9 + 0.08 * Math.sin(u * Math.PI * 4);
          const ring = (0.5 + 0.5 * Math.sin(t * Math.PI * 2)) ** 4;
          const pores = streaks(u, v) - 0.5;
          const k = Math.max(0, Math.min(1, ring * 0.7 + pores * 0.5 + 0.08));
          c = [mix(base[0], accent[0], k), mix(base[1], accent[1], k), mix(base[2], accent[2], k)];
          l *= 1 + 0.04 * (random() - 0.5);
          break;
        }
        case 'gilded': {
          const b = blots(u, v) * 0.6 + fine(u, v) * 0.4;
          const k = 0.7 * Math.max(0, Math.min(1, (b - 0.5) / 0.3));
          c = [mix(base[0], accent[0], k), mix(base[1], accent[1], k), mix(base[2], accent[2], k)];
          l *= 1 + 0.06 * (random() - 0.5);
          break;
        }
      }
      const white = Math.max(0, l - 1);
      const dim = Math.min(1, l);
      put(
        img,
        x,
        y,
        mix(c[0] * dim, 255, white * 0.6),
        mix(c[1] * dim, 255, white * 0.6),
        mix(c[2] * dim, 255, white * 0.6),
      );
    }
  }
  return img;
};

export const frameTextureJpeg = (strip: RawImage): Promise<Buffer> => encodeJpeg(strip, 82);

const THUMB = 96;

/**
 * A frame's thumbnail: the top-left corner of the frame, mitred, with the face as wide as the
 * profile (1 px per 0.7 mm) around a pale picture, so wide and narrow mouldings look different.
 */
export const frameThumbJpeg = (strip: RawImage, thicknessMm: number): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const face = Math.max(8, Math.min(44, Math.round(thicknessMm / 0.7)));
  const sample = (along: number, across: number): Rgb => {
    const sx = Math.floor((along / THUMB) * (strip.width - 1));
    const sy = Math.min(strip.height - 1, Math.floor((across / face) * strip.height));
    const i = (sy * strip.width + sx) * 3;
    return [strip.pixels[i], strip.pixels[i + 1], strip.pixels[i + 2]];
  };
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      let c: Rgb;
      if (y < face && x >= y) c = sample(x, y);
      else if (x < face && y > x) {
        const [r, g, b] = sample(y, x);
        c = [r * 0.88, g * 0.88, b * 0.88];
      } else {
        const shadow = Math.max(0, 1 - Math.min(x - face, y - face) / 6) * 0.25;
        const sky = 1 - (y - face) / (THUMB - face);
        c = [
          mix(214, 236, sky) * (1 - shadow),
          mix(222, 240, sky) * (1 - shadow),
          232 * (1 - shadow),
        ];
      }
      if (Math.abs(x - y) < 1 && x < face) c = [c[0] * 0.8, c[1] * 0.8, c[2] * 0.8];
      put(img, x, y, c[0], c[1], c[2]);
    }
  }
  return encodeJpeg(img, 85);
};

export const MAT_TEXTURE_SIZE = 128;

/** Mat board: an even colour with paper fibres. */
export const matTextureJpeg = (key: string, colorCode: string): Promise<Buffer> => {
  const img = rawImage(MAT_TEXTURE_SIZE, MAT_TEXTURE_SIZE);
  const random = seededRandom(seedOf(`mat-${key}`));
  const fibres = valueNoise2d(random, 32, 32);
  const [r, g, b] = hexToRgb(colorCode);
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const l = 1 + 0.03 * (fibres(x / img.width, y / img.height) - 0.5) + 0.02 * (random() - 0.5);
      put(img, x, y, r * l, g * l, b * l);
    }
  }
  return encodeJpeg(img, 85);
};

/** A mat around a small picture, with the bevelled cut showing the board's core colour. */
export const matThumbJpeg = (colorCode: string, coreCode: string): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const face = hexToRgb(colorCode);
  const core = hexToRgb(coreCode);
  const border = 22;
  const bevel = 3;
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      const inset = Math.min(x, y, THUMB - 1 - x, THUMB - 1 - y);
      if (inset < border) put(img, x, y, face[0], face[1], face[2]);
      else if (inset < border + bevel)
        put(img, x, y, core[0] * 0.95, core[1] * 0.95, core[2] * 0.95);
      else {
        const t = (y - border) / (THUMB - 2 * border);
        put(img, x, y, mix(120, 70, t), mix(160, 110, t), mix(205, 80, t));
      }
    }
  }
  return encodeJpeg(img, 85);
};

const SURFACE_SHEEN: Record<string, number> = {
  MATNY: 0,
  POLOMATNY: 0.12,
  LESKLY: 0.3,
  ULTRALESKLY: 0.45,
};

/** A print medium's swatch: paper with its sheen, canvas weave, or a board showing its edge. */
export const mediaSwatchJpeg = (
  key: string,
  swatch: MediaSwatch,
  surface: string,
): Promise<Buffer> => {
  const img = rawImage(THUMB, THUMB);
  const random = seededRandom(seedOf(`media-${key}`));
  const fibres = valueNoise2d(random, 24, 24);
  const sheen = SURFACE_SHEEN[surface] ?? 0;
  const tint = hexToRgb(swatch.kind === 'board' ? '#fbfbf8' : swatch.tint);
  const edge = swatch.kind === 'board' ? hexToRgb(swatch.edge) : tint;
  const edgeFrom = swatch.kind === 'board' ? THUMB - 16 : THUMB;
  for (let y = 0; y < THUMB; y++) {
    for (let x = 0; x < THUMB; x++) {
      if (y >= edgeFrom) {
        const l = 0.8 + 0.04 * (random() - 0.5);
        put(img, x, y, edge[0] * l, edge[1] * l, edge[2] * l);
        continue;
      }
      const d = (x + y) / (2 * THUMB);
      let l = 1 - 0.05 * d + sheen * Math.exp(-(((d - 0.35) / 0.08) ** 2)) * 0.3;
      l += 0.03 * (fibres(x / THUMB, y / THUMB) - 0.5);
      if (swatch.kind === 'canvas') {
        l *=
          0.94 +
          0.06 * Math.abs(Math.sin((x * Math.PI) / 3)) * Math.abs(Math.sin((y * Math.PI) / 3));
      }
      const white = Math.max(0, l - 1);
      put(
        img,
        x,
        y,
        mix(tint[0] * Math.min(1, l), 255, white),
        mix(tint[1] * Math.min(1, l), 255, white),
        mix(tint[2] * Math.min(1, l), 255, white),
      );
    }
  }
  return encodeJpeg(img, 85);
};

const svg = (w: number, h: number, body: string, viewBox = `0 0 ${w} ${h}`): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${viewBox}">${body}</svg>`;

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
  if (has('frame')) {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#2b2b2b"/>`);
    x += 9;
    y += 9;
    w -= 18;
    h -= 18;
  }
  if (has('pasparta')) {
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#f8f7f2"/>`);
    x += 16;
    y += 14;
    w -= 32;
    h -= 28;
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

/**
 * A moulding's cross-section (front face up, picture side right): what the back-office shows
 * for profiles and their types. Sizes in mm, drawn to scale.
 */
export const profileSectionJpeg = (
  shape: ProfileShape,
  frameEnum: 'HLINIKOVY' | 'DREVENY',
  thickness: number,
  depth: number,
): Promise<Buffer> => {
  const scale = 70 / Math.max(thickness + (shape === 'canvas' ? 12 : 0), depth);
  const t = thickness * scale;
  const d = depth * scale;
  const x0 = (THUMB - t - (shape === 'canvas' ? 12 * scale : 0)) / 2;
  const y0 = (THUMB - d) / 2;
  const fill = frameEnum === 'HLINIKOVY' ? '#b9bec3' : '#b8925a';
  const rebate = Math.min(t * 0.4, 6 * scale);
  let path: string;
  switch (shape) {
    case 'canvas':
      path = `M${x0} ${y0} h${t} v${d - 5 * scale} h${12 * scale} v${5 * scale} h${-(t + 12 * scale)}Z`;
      break;
    case 'rounded':
      path = `M${x0} ${y0 + d * 0.3} Q${x0 + t / 2} ${y0 - d * 0.15} ${x0 + t} ${y0 + d * 0.3} V${y0 + d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
    case 'ornate':
      path = `M${x0} ${y0 + d * 0.2} Q${x0 + t * 0.25} ${y0 - d * 0.1} ${x0 + t * 0.45} ${y0 + d * 0.2} L${x0 + t * 0.6} ${y0 + d * 0.1} Q${x0 + t * 0.8} ${y0 + d * 0.25} ${x0 + t} ${y0 + d * 0.35} V${y0 + d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
    case 'flat':
      path = `M${x0} ${y0} h${t} v${d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
  }
  return svgToJpeg(
    svg(
      THUMB,
      THUMB,
      `<rect width="${THUMB}" height="${THUMB}" fill="#ffffff"/><path d="${path}" fill="${fill}" stroke="#333" stroke-width="1"/>`,
    ),
  );
};

/** Points of a ridge line from left to right: a random walk with peaks. */
const ridge = (
  random: () => number,
  w: number,
  baseY: number,
  rough: number,
  steps: number,
): string => {
  const pts: string[] = [];
  let y = baseY;
  for (let i = 0; i <= steps; i++) {
    y = Math.max(baseY - rough * 1.6, Math.min(baseY + rough, y + (random() - 0.5) * rough));
    pts.push(`${((i / steps) * w).toFixed(1)} ${y.toFixed(1)}`);
  }
  return pts.join(' L');
};

const gradient = (id: string, stops: readonly [number, string][], vertical = true): string =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

const glow = (id: string, colour: string): string =>
  `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="0.9"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;

/** The body of an edition's SVG, in a `w` x `h` view box. */
const sceneBody = (scene: EditionScene, w: number, h: number, random: () => number): string => {
  const parts: string[] = [];
  switch (scene) {
    case 'tatras': {
      parts.push(
        `<defs>${gradient('s', [
          [0, '#1d2b53'],
          [0.55, '#c9718a'],
          [0.8, '#f2a65a'],
          [1, '#f9dca0'],
        ])}${glow('g', '#fff3c4')}</defs>`,
      );
      parts.push(`<rect width="${w}" height="${h}" fill="url(#s)"/>`);
      parts.push(
        `<circle cx="${w * 0.68}" cy="${h * 0.56}" r="${h * 0.25}" fill="url(#g)"/><circle cx="${w * 0.68}" cy="${h * 0.56}" r="${h * 0.05}" fill="#fff6d8"/>`,
      );
      const layers = ['#6d5a8a', '#4f4170', '#352c52', '#1f1a33', '#110e1e'];
      layers.forEach((colour, i) => {
        const baseY = h * (0.5 + i * 0.1);
        parts.push(
          `<path d="M0 ${h} L${ridge(random, w, baseY, h * (0.09 - i * 0.012), 18 + i * 10)} L${w} ${h}Z" fill="${colour}"/>`,
        );
      });
      parts.push(
        `<defs><linearGradient id="mist" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d6c4" stop-opacity="0"/><stop offset="0.5" stop-color="#f3d6c4" stop-opacity="0.18"/><stop offset="1" stop-color="#f3d6c4" stop-opacity="0"/></linearGradient></defs><rect y="${h * 0.55}" width="${w}" height="${h * 0.25}" fill="url(#mist)"/>`,
      );
      break;
    }
    case 'danube': {
      const horizon = h * 0.58;
      parts.push(
        `<defs>${gradient('s', [
          [0, '#2a1f4f'],
          [0.5, '#b5485d'],
          [1, '#f6a24a'],
        ])}${gradient('w', [
          [0, '#e0864a'],
          [0.4, '#7a3a5c'],
          [1, '#1c1737'],
        ])}${glow('g', '#ffd27a')}</defs>`,
      );
      parts.push(
        `<rect width="${w}" height="${horizon}" fill="url(#s)"/><rect y="${horizon}" width="${w}" height="${h - horizon}" fill="url(#w)"/>`,
      );
      parts.push(
        `<circle cx="${w * 0.45}" cy="${horizon}" r="${h * 0.3}" fill="url(#g)"/><circle cx="${w * 0.45}" cy="${horizon}" r="${h * 0.07}" fill="#ffe3a3"/>`,
      );
      parts.push(
        `<path d="M0 ${horizon} L${ridge(random, w, horizon - h * 0.02, h * 0.015, 60)} L${w} ${horizon}Z" fill="#22183a"/>`,
      );
      for (let i = 0; i < 70; i++) {
        const yy = horizon + (h - horizon) * (i / 70) ** 1.4;
        const ww = w * (0.05 + 0.3 * (i / 70)) * (0.5 + random());
        parts.push(
          `<rect x="${w * 0.45 - ww / 2 + (random() - 0.5) * w * 0.05}" y="${yy}" width="${ww}" height="${h * 0.004 * (1 + i / 30)}" fill="#ffd9a0" fill-opacity="${(0.6 * (1 - i / 80)).toFixed(2)}"/>`,
        );
      }
      break;
    }
    case 'lavender': {
      const horizon = h * 0.45;
      parts.push(
        `<defs>${gradient('s', [
          [0, '#6f9fd8'],
          [0.7, '#f2c7c2'],
          [1, '#fbe3c6'],
        ])}</defs>`,
      );
      parts.push(`<rect width="${w}" height="${horizon}" fill="url(#s)"/>`);
      parts.push(
        `<path d="M0 ${horizon} L${ridge(random, w, horizon - h * 0.04, h * 0.03, 12)} L${w} ${horizon}Z" fill="#7d8fa6"/>`,
      );
      parts.push(`<rect y="${horizon}" width="${w}" height="${h - horizon}" fill="#4c6a3a"/>`);
      const vx = w * 0.55;
      const rows = 22;
      for (let i = 0; i < rows; i++) {
        const a = -w * 1.2 + (i / rows) * w * 3.4;
        const b = a + (w * 3.4) / rows / 2;
        parts.push(
          `<path d="M${vx} ${horizon} L${a} ${h} L${b} ${h}Z" fill="${i % 2 ? '#7b4fa6' : '#8d62b8'}"/>`,
        );
      }
      parts.push(
        `<rect x="${w * 0.17}" y="${horizon - h * 0.12}" width="${w * 0.012}" height="${h * 0.14}" fill="#2d2219"/>`,
      );
      parts.push(
        `<ellipse cx="${w * 0.176}" cy="${horizon - h * 0.15}" rx="${w * 0.06}" ry="${h * 0.07}" fill="#2f4a2a"/>`,
      );
      break;
    }
    case 'waves': {
      parts.push(`<rect width="${w}" height="${h}" fill="#0e2a3f"/>`);
      const bands = 14;
      for (let i = 0; i < bands; i++) {
        const y = (i / bands) * h * 1.1;
        const amp = h * (0.03 + random() * 0.05);
        const phase = random() * w;
        const t = i / (bands - 1);
        const colour = `rgb(${Math.round(mix(40, 240, t))},${Math.round(mix(160, 200, t))},${Math.round(mix(190, 170, t))})`;
        let d = `M0 ${h} L0 ${y}`;
        for (let k = 0; k <= 8; k++) {
          const x = (k / 8) * w;
          d += ` Q${x - w / 16} ${y + amp * Math.sin((x + phase) / (w / 5))} ${x} ${y + amp * Math.cos((x + phase) / (w / 7))}`;
        }
        parts.push(`<path d="${d} L${w} ${h}Z" fill="${colour}" fill-opacity="0.85"/>`);
      }
      break;
    }
    case 'night': {
      parts.push(
        `<defs>${gradient('s', [
          [0, '#02030b'],
          [0.7, '#0d1a3a'],
          [1, '#24335c'],
        ])}${glow('m', '#9fb6ff')}</defs>`,
      );
      parts.push(`<rect width="${w}" height="${h}" fill="url(#s)"/>`);
      parts.push(
        `<ellipse cx="${w * 0.5}" cy="${h * 0.35}" rx="${w * 0.6}" ry="${h * 0.1}" fill="url(#m)" fill-opacity="0.35" transform="rotate(-20 ${w * 0.5} ${h * 0.35})"/>`,
      );
      for (let i = 0; i < 700; i++) {
        const r = (random() ** 3 * 2.2 + 0.4) * (w / 1500);
        parts.push(
          `<circle cx="${(random() * w).toFixed(1)}" cy="${(random() * h * 0.8).toFixed(1)}" r="${r.toFixed(2)}" fill="#fff" fill-opacity="${(0.4 + random() * 0.6).toFixed(2)}"/>`,
        );
      }
      parts.push(`<circle cx="${w * 0.8}" cy="${h * 0.2}" r="${h * 0.045}" fill="#f4f1dc"/>`);
      parts.push(
        `<path d="M0 ${h} L${ridge(random, w, h * 0.78, h * 0.06, 30)} L${w} ${h}Z" fill="#05070d"/>`,
      );
      break;
    }
    case 'circles': {
      parts.push(`<rect width="${w}" height="${h}" fill="#f3eee6"/>`);
      const palette = ['#e4572e', '#29335c', '#f3a712', '#669bbc', '#a8c686', '#c1666b'];
      for (let i = 0; i < 26; i++) {
        const r = h * (0.05 + random() * 0.22);
        parts.push(
          `<circle cx="${(random() * w).toFixed(1)}" cy="${(random() * h).toFixed(1)}" r="${r.toFixed(1)}" fill="${palette[i % palette.length]}" fill-opacity="${(0.55 + random() * 0.35).toFixed(2)}"/>`,
        );
      }
      break;
    }
  }
  return parts.join('');
};

/** View box of a scene: the shapes are drawn at about 1500 units on the long side. */
const viewBoxOf = (width: number, height: number): [number, number] => {
  const k = 1500 / Math.max(width, height);
  return [Math.round(width * k), Math.round(height * k)];
};

/** A limited-edition picture at full print resolution (JPEG, quality 85). */
export const editionJpeg = (
  scene: EditionScene,
  width: number,
  height: number,
): Promise<Buffer> => {
  const [w, h] = viewBoxOf(width, height);
  return svgToJpeg(
    svg(width, height, sceneBody(scene, w, h, seededRandom(seedOf(scene))), `0 0 ${w} ${h}`),
    85,
  );
};

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
