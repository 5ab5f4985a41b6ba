import type { EditionScene } from '../catalogue-data.ts';
import { seededRandom, seedOf } from '../seeded-random.ts';
import { mix } from './raw-image.ts';
import { glow, gradient, svg, svgToJpeg } from './svg.ts';

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

/** A vertical gradient `id` from `top`, through `middle` at its offset, to `bottom`. */
const threeStops = (id: string, top: string, middle: [number, string], bottom: string): string =>
  gradient(id, [[0, top], middle, [1, bottom]]);

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
        `<defs>${threeStops('s', '#2a1f4f', [0.5, '#b5485d'], '#f6a24a')}${threeStops('w', '#e0864a', [0.4, '#7a3a5c'], '#1c1737')}${glow('g', '#ffd27a')}</defs>`,
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
      parts.push(`<defs>${threeStops('s', '#6f9fd8', [0.7, '#f2c7c2'], '#fbe3c6')}</defs>`);
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
        `<defs>${threeStops('s', '#02030b', [0.7, '#0d1a3a'], '#24335c')}${glow('m', '#9fb6ff')}</defs>`,
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
