import type { PreviewLayout, RectPx } from '@fotoobraz/domain';

/** Pixels with 3 (RGB) or 4 (RGBA) channels, rows top to bottom. */
export interface Pixels {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

const linear = new Float64Array(256).map((_, c) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
});

/** CIE L*a*b* (D65) of an sRGB colour. */
export const labOf = (r: number, g: number, b: number): [number, number, number] => {
  const R = linear[r];
  const G = linear[g];
  const B = linear[b];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (t * 24389) / 27 / 116 + 16 / 116);
  const x = f((0.4124564 * R + 0.3575761 * G + 0.1804375 * B) / 0.95047);
  const y = f(0.2126729 * R + 0.7151522 * G + 0.072175 * B);
  const z = f((0.0193339 * R + 0.119192 * G + 0.9503041 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
};

const deg = Math.PI / 180;

/**
 * CIEDE2000 colour difference of two L*a*b* colours (kL = kC = kH = 1), after Sharma, Wu and
 * Dalal (2005), whose test pairs the unit test checks.
 */
export const deltaE2000 = (
  [L1, a1, b1]: readonly [number, number, number],
  [L2, a2, b2]: readonly [number, number, number],
): number => {
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const Cm = (C1 + C2) / 2;
  const G = 0.5 * (1 - Math.sqrt(Cm ** 7 / (Cm ** 7 + 25 ** 7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const hue = (a: number, b: number) => {
    if (a === 0 && b === 0) return 0;
    const h = Math.atan2(b, a) / deg;
    return h < 0 ? h + 360 : h;
  };
  const h1p = hue(a1p, b1);
  const h2p = hue(a2p, b2);
  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  let dhp = 0;
  if (C1p * C2p !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(C1p * C2p) * Math.sin((dhp / 2) * deg);
  const Lpm = (L1 + L2) / 2;
  const Cpm = (C1p + C2p) / 2;
  let hpm = h1p + h2p;
  if (C1p * C2p !== 0) {
    if (Math.abs(h1p - h2p) > 180) hpm += h1p + h2p < 360 ? 360 : -360;
    hpm /= 2;
  }
  const T =
    1 -
    0.17 * Math.cos((hpm - 30) * deg) +
    0.24 * Math.cos(2 * hpm * deg) +
    0.32 * Math.cos((3 * hpm + 6) * deg) -
    0.2 * Math.cos((4 * hpm - 63) * deg);
  const dTheta = 30 * Math.exp(-(((hpm - 275) / 25) ** 2));
  const Rc = 2 * Math.sqrt(Cpm ** 7 / (Cpm ** 7 + 25 ** 7));
  const Sl = 1 + (0.015 * (Lpm - 50) ** 2) / Math.sqrt(20 + (Lpm - 50) ** 2);
  const Sc = 1 + 0.045 * Cpm;
  const Sh = 1 + 0.015 * Cpm * T;
  const Rt = -Math.sin(2 * dTheta * deg) * Rc;
  return Math.sqrt(
    (dLp / Sl) ** 2 + (dCp / Sc) ** 2 + (dHp / Sh) ** 2 + Rt * (dCp / Sc) * (dHp / Sh),
  );
};

/** The mean ΔE2000 of two images of one size over `rect`. */
export const meanDeltaE = (a: Pixels, b: Pixels, rect: RectPx): number => {
  if (a.width !== b.width || a.height !== b.height) throw new Error('images of different sizes');
  // A colour's L*a*b* is computed once: a preview has far fewer colours than pixels.
  const labs = new Map<number, [number, number, number]>();
  const lab = (p: Pixels, i: number) => {
    const key = (p.data[i] << 16) | (p.data[i + 1] << 8) | p.data[i + 2];
    let found = labs.get(key);
    if (!found) labs.set(key, (found = labOf(p.data[i], p.data[i + 1], p.data[i + 2])));
    return found;
  };
  let sum = 0;
  for (let y = rect.top; y < rect.top + rect.height; y++) {
    for (let x = rect.left; x < rect.left + rect.width; x++) {
      sum += deltaE2000(
        lab(a, (y * a.width + x) * a.channels),
        lab(b, (y * b.width + x) * b.channels),
      );
    }
  }
  return sum / (rect.width * rect.height);
};

/** An edge of the preview: where along `axis` it lies, as the layout puts it. */
export interface Edge {
  readonly name: string;
  readonly axis: 'x' | 'y';
  readonly at: number;
  /** The stretch along the edge to average over (rows for an x edge, columns for a y edge). */
  readonly from: number;
  readonly to: number;
}

/**
 * The piece's outer edges, the moulding's inner edges and the photo window's, as the layout
 * places them: the boundary between pixel at - 1 and at.
 */
export const edgesOf = (layout: PreviewLayout): Edge[] => {
  const rects: [string, RectPx][] = [['outer', layout.pieceRect]];
  if (layout.frameBand > 0) rects.push(['moulding inner', layout.outerRect]);
  if (layout.parts.mat) rects.push(['window', layout.photoRect]);
  return rects.flatMap(([name, r]) => {
    // The middle third of each side: clear of the corners' mitres and shadows.
    const rows = {
      from: r.top + Math.round(r.height / 3),
      to: r.top + Math.round((2 * r.height) / 3),
    };
    const columns = {
      from: r.left + Math.round(r.width / 3),
      to: r.left + Math.round((2 * r.width) / 3),
    };
    return [
      { name: `${name} left`, axis: 'x', at: r.left, ...rows },
      { name: `${name} right`, axis: 'x', at: r.left + r.width, ...rows },
      { name: `${name} top`, axis: 'y', at: r.top, ...columns },
      { name: `${name} bottom`, axis: 'y', at: r.top + r.height, ...columns },
    ] satisfies Edge[];
  });
};

/** Outside the image: a colour no preview has, so the image's own border is an edge. */
const OUTSIDE = [255, 0, 255] as const;

/**
 * Where an image shows `edge`: the strongest change of colour, averaged along the edge, within
 * `reach` px of where the layout puts it (and never past half-way to a neighbouring edge).
 */
export const measureEdge = (image: Pixels, edge: Edge, reach: number, neighbours: number[]) => {
  const before = Math.max(...neighbours.filter((n) => n < edge.at), -Infinity);
  const after = Math.min(...neighbours.filter((n) => n > edge.at), Infinity);
  const low = Math.max(edge.at - reach, Math.floor((edge.at + before) / 2) + 1);
  const high = Math.min(edge.at + reach, Math.ceil((edge.at + after) / 2) - 1);
  const length = edge.axis === 'x' ? image.width : image.height;
  const mean = (at: number): [number, number, number] => {
    if (at < 0 || at >= length) return [...OUTSIDE];
    const sum = [0, 0, 0];
    for (let along = edge.from; along < edge.to; along++) {
      const x = edge.axis === 'x' ? at : along;
      const y = edge.axis === 'x' ? along : at;
      const i = (y * image.width + x) * image.channels;
      for (let c = 0; c < 3; c++) sum[c] += image.data[i + c];
    }
    const n = edge.to - edge.from;
    return [sum[0] / n, sum[1] / n, sum[2] / n];
  };
  let best = edge.at;
  let strongest = -1;
  let previous = mean(low - 1);
  for (let at = low; at <= high; at++) {
    const current = mean(at);
    const change = Math.hypot(
      current[0] - previous[0],
      current[1] - previous[1],
      current[2] - previous[2],
    );
    if (change > strongest) {
      strongest = change;
      best = at;
    }
    previous = current;
  }
  return best;
};
