/** The wall (opaque, behind a hung picture) and what stands in front of it (transparent around). */
export type RoomLayer = 'wall' | 'front';

/**
 * A small vocabulary for drawing rooms as flat illustrations in SVG, in centimetres: x from the
 * image's left edge, heights above the floor. One Sketch is one room seen straight on (an
 * elevation), so every piece of furniture has its real size at the room's scale and a picture
 * placed at the same scale is true to size beside it.
 */
export class Sketch {
  private readonly layers: Record<RoomLayer, string[]> = { wall: [], front: [] };
  private layer: RoomLayer = 'wall';
  private readonly defs: string[] = [];
  private ids = 0;

  constructor(
    /** Pixels per centimetre. */
    readonly scale: number,
    /** Row of the floor line (where the wall meets the floor), in pixels. */
    readonly floorY: number,
    readonly width: number,
    readonly height: number,
  ) {}

  /** Pixels from centimetres. */
  px(cm: number): number {
    return round(cm * this.scale);
  }

  /** Row of a height above the floor. */
  rowAt(heightCm: number): number {
    return round(this.floorY - heightCm * this.scale);
  }

  /** The visible width of the room in cm. */
  get widthCm(): number {
    return this.width / this.scale;
  }

  add(svg: string): this {
    this.layers[this.layer].push(svg);
    return this;
  }

  /** From here on, drawings stand in front of the wall: a picture hung there goes behind them. */
  furniture(): this {
    this.layer = 'front';
    return this;
  }

  /** Draws on the wall, whichever layer is current (windows, a door, a lamp's light). */
  onWall(draw: () => void): this {
    const current = this.layer;
    this.layer = 'wall';
    draw();
    this.layer = current;
    return this;
  }

  /** A vertical gradient from `top` to `bottom`; returns its `url(#…)`. */
  gradient(top: string, bottom: string, horizontal = false): string {
    const id = `g${this.ids++}`;
    const to = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"';
    this.defs.push(
      `<linearGradient id="${id}" x1="0" y1="0" ${to}><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A soft round glow (lamp light, window light); returns its `url(#…)`. */
  glow(colour: string, opacity: number): string {
    const id = `r${this.ids++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A box standing `bottomCm` above the floor, its left edge at `xCm`. */
  box(
    xCm: number,
    bottomCm: number,
    wCm: number,
    hCm: number,
    fill: string,
    rCm = 0,
    extra = '',
  ): this {
    const r = rCm > 0 ? ` rx="${this.px(rCm)}"` : '';
    return this.add(
      `<rect x="${this.px(xCm)}" y="${this.rowAt(bottomCm + hCm)}" width="${this.px(wCm)}" height="${this.px(hCm)}" fill="${fill}"${r}${extra}/>`,
    );
  }

  /** A polygon through points given as [xCm, heightCm]. */
  poly(points: readonly (readonly [number, number])[], fill: string, extra = ''): this {
    const list = points.map(([x, h]) => `${this.px(x)},${this.rowAt(h)}`).join(' ');
    return this.add(`<polygon points="${list}" fill="${fill}"${extra}/>`);
  }

  ellipse(xCm: number, hCm: number, rxCm: number, ryCm: number, fill: string, extra = ''): this {
    return this.add(
      `<ellipse cx="${this.px(xCm)}" cy="${this.rowAt(hCm)}" rx="${this.px(rxCm)}" ry="${this.px(ryCm)}" fill="${fill}"${extra}/>`,
    );
  }

  line(x1: number, h1: number, x2: number, h2: number, stroke: string, widthCm: number): this {
    return this.add(
      `<line x1="${this.px(x1)}" y1="${this.rowAt(h1)}" x2="${this.px(x2)}" y2="${this.rowAt(h2)}" stroke="${stroke}" stroke-width="${Math.max(1, this.px(widthCm))}" stroke-linecap="round"/>`,
    );
  }

  /** A path whose `d` is written with `p(x, h)` pairs in centimetres. */
  path(d: (p: (xCm: number, hCm: number) => string) => string, fill: string, extra = ''): this {
    const p = (x: number, h: number) => `${this.px(x)} ${this.rowAt(h)}`;
    return this.add(`<path d="${d(p)}" fill="${fill}"${extra}/>`);
  }

  svg(layer: RoomLayer): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.layers[layer].join('')}</svg>`;
  }
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** A deterministic sequence in [0, 1) (xorshift), so drawn books and leaves never change. */
export const sequence = (seed: number): (() => number) => {
  let x = seed || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) % 10_000) / 10_000;
  };
};

/** The room's walls, ceiling band, floor and skirting. */
export const room = (
  k: Sketch,
  c: {
    wall: string;
    wallLow: string;
    ceiling?: string;
    ceilingCm?: number;
    floor: string;
    floorFar: string;
    skirting: string;
  },
): void => {
  k.add(`<rect width="${k.width}" height="${k.floorY}" fill="${k.gradient(c.wall, c.wallLow)}"/>`);
  if (c.ceiling && c.ceilingCm) {
    const y = k.rowAt(c.ceilingCm);
    if (y > 0) {
      k.add(`<rect width="${k.width}" height="${y}" fill="${c.ceiling}"/>`);
      k.add(
        `<rect y="${y}" width="${k.width}" height="${k.px(4)}" fill="#ffffff" opacity="0.55"/>`,
      );
    }
  }
  k.add(
    `<rect y="${k.floorY}" width="${k.width}" height="${k.height - k.floorY}" fill="${k.gradient(c.floorFar, c.floor)}"/>`,
  );
  // Boards of a wooden floor, seen from slightly above: lines closer together towards the wall.
  for (let n = 1; n < 6; n++) {
    const y = k.floorY + ((k.height - k.floorY) * n * n) / 36;
    k.add(
      `<rect y="${Math.round(y)}" width="${k.width}" height="1" fill="#000000" opacity="0.05"/>`,
    );
  }
  k.box(0, 0, k.widthCm, 9, c.skirting);
  k.box(0, 8.4, k.widthCm, 0.6, '#ffffff', 0, ' opacity="0.4"');
};

/** A flat shadow on the floor in front of a piece of furniture. */
export const floorShadow = (k: Sketch, xCm: number, wCm: number, opacity = 0.12): void => {
  k.add(
    `<rect x="${k.px(xCm)}" y="${k.floorY}" width="${k.px(wCm)}" height="${k.px(3)}" fill="#000000" opacity="${opacity}" rx="${k.px(1.5)}"/>`,
  );
};

/** A potted plant, on the floor or on a surface `onCm` high. */
export const plant = (
  k: Sketch,
  xCm: number,
  heightCm: number,
  pot: string,
  leaf: string,
  seed: number,
  onCm = 0,
): void => {
  const random = sequence(seed);
  const potW = Math.max(12, heightCm * 0.28);
  const potH = Math.max(10, heightCm * 0.26);
  if (onCm === 0) floorShadow(k, xCm - potW / 2 - 2, potW + 4);
  k.add(`<g transform="translate(0 ${-k.px(onCm)})">`);
  k.line(xCm, potH, xCm, heightCm * 0.8, '#5d6b4a', 1.2);
  const leaves = 11;
  for (let n = 0; n < leaves; n++) {
    const t = n / (leaves - 1);
    const angle = -70 + 140 * t + (random() - 0.5) * 14;
    const stemH = potH + (heightCm - potH) * (0.45 + 0.5 * (1 - Math.abs(t - 0.5) * 1.6));
    const len = heightCm * (0.2 + random() * 0.08);
    const cx = k.px(xCm);
    const cy = k.rowAt(stemH);
    const shade = n % 3 === 0 ? '#ffffff' : '#000000';
    k.add(
      `<g transform="translate(${cx} ${cy}) rotate(${angle.toFixed(1)})"><ellipse cx="0" cy="${-k.px(len / 2)}" rx="${k.px(len * 0.24)}" ry="${k.px(len / 2)}" fill="${leaf}"/><ellipse cx="0" cy="${-k.px(len / 2)}" rx="${k.px(len * 0.24)}" ry="${k.px(len / 2)}" fill="${shade}" opacity="0.08"/><line x1="0" y1="0" x2="0" y2="${-k.px(len * 0.9)}" stroke="#000000" stroke-opacity="0.12" stroke-width="1"/></g>`,
    );
  }
  k.path(
    (p) =>
      `M${p(xCm - potW / 2, potH)} L${p(xCm + potW / 2, potH)} L${p(xCm + potW * 0.38, 0)} L${p(xCm - potW * 0.38, 0)} Z`,
    pot,
  );
  k.box(xCm - potW / 2 - 1, potH - 3, potW + 2, 4, pot, 1);
  k.box(xCm - potW / 2 - 1, potH - 3, potW + 2, 1.2, '#000000', 0, ' opacity="0.12"');
  k.add('</g>');
};

/** A table lamp standing on a surface `onCm` above the floor. */
export const tableLamp = (
  k: Sketch,
  xCm: number,
  onCm: number,
  base: string,
  shade: string,
  lit = true,
): void => {
  if (lit) k.onWall(() => k.ellipse(xCm, onCm + 52, 70, 55, k.glow('#fff4d6', 0.55)));
  k.ellipse(xCm, onCm + 1.5, 7, 1.5, base);
  k.path(
    (p) =>
      `M${p(xCm - 6, onCm)} Q${p(xCm - 9, onCm + 14)} ${p(xCm, onCm + 24)} Q${p(xCm + 9, onCm + 14)} ${p(xCm + 6, onCm)} Z`,
    base,
  );
  k.line(xCm, onCm + 22, xCm, onCm + 30, '#8a8175', 0.8);
  k.poly(
    [
      [xCm - 18, onCm + 29],
      [xCm + 18, onCm + 29],
      [xCm + 12, onCm + 52],
      [xCm - 12, onCm + 52],
    ],
    shade,
  );
  k.poly(
    [
      [xCm + 6, onCm + 29],
      [xCm + 18, onCm + 29],
      [xCm + 12, onCm + 52],
      [xCm + 4, onCm + 52],
    ],
    '#000000',
    ' opacity="0.06"',
  );
};

/** A floor lamp: a thin pole, a drum shade, light on the wall. */
export const floorLamp = (
  k: Sketch,
  xCm: number,
  heightCm: number,
  shade: string,
  metal: string,
): void => {
  k.onWall(() => k.ellipse(xCm, heightCm - 15, 85, 70, k.glow('#fff3d1', 0.5)));
  floorShadow(k, xCm - 16, 32);
  k.ellipse(xCm, 1.2, 15, 1.8, metal);
  k.line(xCm, 1, xCm, heightCm - 24, metal, 1.4);
  k.poly(
    [
      [xCm - 22, heightCm - 28],
      [xCm + 22, heightCm - 28],
      [xCm + 16, heightCm],
      [xCm - 16, heightCm],
    ],
    shade,
  );
  k.poly(
    [
      [xCm + 8, heightCm - 28],
      [xCm + 22, heightCm - 28],
      [xCm + 16, heightCm],
      [xCm + 6, heightCm],
    ],
    '#000000',
    ' opacity="0.06"',
  );
};

/** Books upright on a shelf: varied heights, widths and muted colours. */
export const books = (
  k: Sketch,
  xCm: number,
  onCm: number,
  wCm: number,
  seed: number,
  palette: readonly string[],
): void => {
  const random = sequence(seed);
  let x = xCm;
  while (x < xCm + wCm - 2) {
    const w = 2 + random() * 3;
    if (x + w > xCm + wCm) break;
    const h = 17 + random() * 10;
    const colour = palette[Math.floor(random() * palette.length)];
    k.box(x, onCm, w - 0.25, h, colour, 0.3);
    k.box(x, onCm + h * 0.72, w - 0.25, 1, '#ffffff', 0, ' opacity="0.25"');
    x += w;
  }
};

/** A cabinet with legs, doors or drawers and a top; `fronts` splits it into that many doors. */
export const cabinet = (
  k: Sketch,
  xCm: number,
  wCm: number,
  hCm: number,
  body: string,
  opts: {
    legCm?: number;
    fronts?: number;
    drawers?: number;
    top?: string;
    leg?: string;
    knob?: string;
  } = {},
): void => {
  const leg = opts.legCm ?? 12;
  floorShadow(k, xCm, wCm);
  if (leg > 0) {
    for (const lx of [xCm + 5, xCm + wCm - 7]) {
      k.poly(
        [
          [lx, leg],
          [lx + 2.5, leg],
          [lx + 2, 0],
          [lx + 0.8, 0],
        ],
        opts.leg ?? '#4a3b2f',
      );
    }
  }
  k.box(xCm, leg, wCm, hCm - leg, body, 0.8);
  k.box(xCm - 1, hCm - 2.5, wCm + 2, 2.5, opts.top ?? body, 0.6);
  k.box(xCm - 1, hCm - 2.5, wCm + 2, 0.7, '#ffffff', 0, ' opacity="0.25"');
  const fronts = opts.fronts ?? 2;
  const drawers = opts.drawers ?? 0;
  const inner = hCm - leg - 2.5;
  const knob = opts.knob ?? '#d9c7a3';
  if (drawers > 0) {
    const dh = inner / drawers;
    for (let n = 0; n < drawers; n++) {
      const bottom = leg + n * dh;
      k.box(xCm + 2, bottom + 1.2, wCm - 4, dh - 2.4, '#ffffff', 0.4, ' opacity="0.08"');
      k.box(xCm + wCm / 2 - 6, bottom + dh / 2 - 0.6, 12, 1.2, knob, 0.6);
    }
    return;
  }
  const fw = wCm / fronts;
  for (let n = 0; n < fronts; n++) {
    const fx = xCm + n * fw;
    k.box(fx + 1.5, leg + 1.5, fw - 3, inner - 3, '#ffffff', 0.4, ' opacity="0.08"');
    const kx = n % 2 === 0 ? fx + fw - 5 : fx + 4;
    k.box(kx, leg + inner * 0.55, 1.2, 8, knob, 0.6);
  }
};

/** A vase with a few stems, standing on a surface. */
export const vase = (k: Sketch, xCm: number, onCm: number, colour: string, stems: string): void => {
  for (const [dx, h] of [
    [-6, 44],
    [2, 52],
    [8, 40],
  ] as const) {
    k.line(xCm, onCm + 20, xCm + dx, onCm + h, '#6f7d5c', 0.5);
    k.ellipse(xCm + dx, onCm + h, 2.6, 3.4, stems);
  }
  k.path(
    (p) =>
      `M${p(xCm - 4, onCm + 24)} Q${p(xCm - 10, onCm + 9)} ${p(xCm - 5, onCm)} L${p(xCm + 5, onCm)} Q${p(xCm + 10, onCm + 9)} ${p(xCm + 4, onCm + 24)} Z`,
    colour,
  );
};

/** A window with a light frame and sky, and a pale patch of light it throws. */
export const windowPane = (
  k: Sketch,
  xCm: number,
  bottomCm: number,
  wCm: number,
  hCm: number,
  frame: string,
): void => {
  k.onWall(() => drawWindow(k, xCm, bottomCm, wCm, hCm, frame));
};

const drawWindow = (
  k: Sketch,
  xCm: number,
  bottomCm: number,
  wCm: number,
  hCm: number,
  frame: string,
): void => {
  k.box(xCm - 4, bottomCm - 4, wCm + 8, hCm + 8, frame, 0.5);
  k.box(xCm, bottomCm, wCm, hCm, k.gradient('#cfe3ef', '#eef5f6'));
  k.box(xCm + wCm / 2 - 2, bottomCm, 4, hCm, frame);
  k.box(xCm, bottomCm + hCm * 0.62, wCm, 3.5, frame);
  k.box(xCm - 7, bottomCm - 7, wCm + 14, 4, '#ffffff', 0.5);
};
