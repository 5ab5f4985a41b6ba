import type { PreviewLayout, RectPx } from '@fotoobraz/domain';

/**
 * Paints a preview into one RGB buffer from its layout: the photo's pixels are copied into their
 * window, everything else (moulding, mat, bevel, shadows, sheen, tabletop) is computed here, pixel
 * by pixel, so the result is exact to the pixel, deterministic, and needs no image library. It
 * touches each pixel a small, fixed number of times: about 10 ms for 1200 × 900.
 *
 * Light comes from the upper left, as in a room with a window: the top moulding is the brightest,
 * the bottom the darkest, the moulding shades the top and left of what it holds, the lower mat
 * bevel catches the light.
 */

export type Rgb = readonly [number, number, number];

/** Pixels with 3 channels (sRGB), rows top to bottom. */
export interface RawRgb {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
}

export interface SurroundInputs {
  /** The moulding's face: runs along x, its outer edge on row 0, exactly `frameBand` rows. */
  readonly frameStrip: RawRgb | null;
  readonly matRgb: Rgb;
}

/** Brightness of each side of the moulding (top, right, bottom, left), so it reads as 3-D. */
const SIDE_LIGHT = [1.08, 0.9, 0.78, 0.98] as const;
/** The same for the mat's bevel: the lower cut faces the light, the upper one looks away. */
const BEVEL_LIGHT = [0.84, 1.0, 1.06, 0.92] as const;
/** Darkening where the moulding's shadow starts, per side of what it holds. */
const FRAME_SHADOW = [0.3, 0.08, 0.04, 0.2] as const;
/** Light on a canvas where it turns round the stretcher: top and left lit, right and bottom not. */
const WRAP_LIGHT = [0.12, -0.3, -0.38, 0.05] as const;

const clamp = (v: number): number => (v < 0 ? 0 : v > 255 ? 255 : v);

const contains = (r: RectPx, x: number, y: number): boolean =>
  x >= r.left && x < r.left + r.width && y >= r.top && y < r.top + r.height;

/** The same bytes as a plain Uint8Array (a Buffer is a subclass V8 treats as another type). */
const bytes = (data: Uint8Array): Uint8Array =>
  data.constructor === Uint8Array
    ? data
    : new Uint8Array(data.buffer, data.byteOffset, data.length);

/** Which side (0 top, 1 right, 2 bottom, 3 left) a pixel at these distances belongs to. */
const nearestSide = (dt: number, dr: number, db: number, dl: number): number => {
  const d = Math.min(dt, dr, db, dl);
  // Ties go to the top and bottom: the mitre's diagonal belongs to the horizontal sides.
  return d === dt ? 0 : d === db ? 2 : d === dl ? 3 : 1;
};

/**
 * The image being painted. Its pixels are a plain Uint8Array and every input is read through one:
 * V8 optimises a loop for the one array type it sees, and Buffers mixed in would halve its speed.
 */
export class Canvas {
  readonly data: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 3);
  }

  fill(rect: RectPx, [r, g, b]: Rgb): void {
    for (let y = rect.top; y < rect.top + rect.height; y++) {
      let i = (y * this.width + rect.left) * 3;
      for (let x = 0; x < rect.width; x++, i += 3) {
        this.data[i] = r;
        this.data[i + 1] = g;
        this.data[i + 2] = b;
      }
    }
  }

  /** Multiplies a pixel's channels by `k` (a darkening below 1, a lightening above). */
  scale(x: number, y: number, k: number): void {
    const i = (y * this.width + x) * 3;
    this.data[i] = clamp(this.data[i] * k);
    this.data[i + 1] = clamp(this.data[i + 1] * k);
    this.data[i + 2] = clamp(this.data[i + 2] * k);
  }

  /** Moves a pixel towards white by `a` (0..1). */
  whiten(i: number, a: number): void {
    this.data[i] += (255 - this.data[i]) * a;
    this.data[i + 1] += (255 - this.data[i + 1]) * a;
    this.data[i + 2] += (255 - this.data[i + 2]) * a;
  }

  /**
   * Calls `visit` for every pixel of `rect` closer than `reach` to its edge, with the distances,
   * and, when a `part` is given, only for the pixels inside it (`inside`) or outside it.
   */
  ring(
    rect: RectPx,
    reach: number,
    visit: (x: number, y: number, dt: number, dr: number, db: number, dl: number) => void,
    part?: { rect: RectPx; inside: boolean },
  ): void {
    const right = rect.left + rect.width - 1;
    const bottom = rect.top + rect.height - 1;
    for (let y = rect.top; y <= bottom; y++) {
      const dt = y - rect.top;
      const db = bottom - y;
      const full = dt < reach || db < reach;
      for (let x = rect.left; x <= right; x++) {
        if (!full && x === rect.left + reach) x = Math.max(x, right - reach + 1);
        if (part && contains(part.rect, x, y) !== part.inside) continue;
        visit(x, y, dt, right - x, db, x - rect.left);
      }
    }
  }

  paste(image: RawRgb, left: number, top: number): void {
    const row = image.width * 3;
    for (let y = 0; y < image.height; y++) {
      this.data.set(
        image.data.subarray(y * row, (y + 1) * row),
        ((top + y) * this.width + left) * 3,
      );
    }
  }
}

/**
 * Paints everything of the preview that does not depend on the photo: tabletop, moulding, mat and
 * bevel. Runs while libvips decodes the photo, so it costs no wall time on a render.
 */
export const paintSurround = (layout: PreviewLayout, inputs: SurroundInputs): Canvas => {
  const canvas = new Canvas(layout.canvas.width, layout.canvas.height);
  if (layout.parts.desk) paintDesk(canvas, layout);
  if (layout.frameBand > 0) paintMoulding(canvas, layout, inputs.frameStrip);
  if (layout.parts.mat) paintMat(canvas, layout, inputs.matRgb);
  paintOverlays(canvas, layout, false);
  return canvas;
};

/** Lays the photo into its window and adds what falls over it: shadows, wrap, sheen, outline. */
export const finishPreview = (canvas: Canvas, layout: PreviewLayout, photo: RawRgb): RawRgb => {
  if (photo.width !== layout.photoRect.width || photo.height !== layout.photoRect.height) {
    throw new Error('the photo must have the size of the photo window');
  }
  canvas.paste({ ...photo, data: bytes(photo.data) }, layout.photoRect.left, layout.photoRect.top);
  paintOverlays(canvas, layout, true);
  return { data: canvas.data, width: canvas.width, height: canvas.height };
};

/**
 * What lies over the piece: the moulding's shadow, the canvas wrap's light, the glass sheen, the
 * edge of an unframed piece. Painted in two parts that never overlap: round the photo window
 * while the photo decodes, then inside it (`photo`), so little is left once the photo arrives.
 */
const paintOverlays = (canvas: Canvas, layout: PreviewLayout, photo: boolean): void => {
  const part = { rect: layout.photoRect, inside: photo };
  if (layout.frameShadow > 0) shadeUnderMoulding(canvas, layout, part);
  if (layout.wrapShade > 0) shadeWrap(canvas, layout, part);
  if (layout.parts.glass) paintSheen(canvas, layout.outerRect, 1, part);
  else if (layout.parts.laminated) paintSheen(canvas, layout.outerRect, 0.4, part);
  if (layout.frameBand === 0) outlinePiece(canvas, layout, part);
};

/**
 * The moulding: each side samples the strip along itself, mitred at 45° in the corners. Each row
 * of the strip is first laid out along the side once (tiled, lit, edged), then copied: the top
 * and bottom sides row by row, the left and right ones pixel by pixel.
 */
const paintMoulding = (canvas: Canvas, layout: PreviewLayout, strip: RawRgb | null): void => {
  const band = layout.frameBand;
  if (!strip || strip.height !== band) throw new Error('the moulding strip must be band-high');
  const piece = layout.pieceRect;
  const { data } = canvas;
  const period = 2 * strip.width;
  // Each side starts at another place in the strip, so the four sides are not copies.
  const offsets = [0, Math.floor(strip.width / 3), Math.floor((2 * strip.width) / 3), 7];
  const texture = bytes(strip.data);
  const line = new Uint8Array(Math.max(piece.width, piece.height) * 3);
  for (let side = 0; side < 4; side++) {
    const horizontal = side === 0 || side === 2;
    const length = horizontal ? piece.width : piece.height;
    for (let across = 0; across < band; across++) {
      // A fine dark line at the moulding's inner lip and a softer one at its outer edge.
      const edge = across === band - 1 ? 0.72 : across === 0 ? 0.82 : 1;
      const k = SIDE_LIGHT[side] * edge;
      const row = across * strip.width * 3;
      for (let along = 0; along < length; along++) {
        // Mirrored tiling: no seam where the strip repeats.
        const m = (along + offsets[side]) % period;
        const s = row + (m < strip.width ? m : period - 1 - m) * 3;
        line[along * 3] = clamp(texture[s] * k);
        line[along * 3 + 1] = clamp(texture[s + 1] * k);
        line[along * 3 + 2] = clamp(texture[s + 2] * k);
      }
      if (horizontal) {
        // The diagonal belongs to the horizontal sides; its pixels are the mitre joint.
        const y = side === 0 ? piece.top + across : piece.top + piece.height - 1 - across;
        const from = across;
        const to = length - across;
        if (to <= from) continue;
        data.set(line.subarray(from * 3, to * 3), (y * canvas.width + piece.left + from) * 3);
        if (across > 0 && across < band - 1) {
          canvas.scale(piece.left + from, y, 0.72);
          canvas.scale(piece.left + to - 1, y, 0.72);
        }
      } else {
        const x = side === 3 ? piece.left + across : piece.left + piece.width - 1 - across;
        for (let along = across + 1; along < length - 1 - across; along++) {
          const i = ((piece.top + along) * canvas.width + x) * 3;
          data[i] = line[along * 3];
          data[i + 1] = line[along * 3 + 1];
          data[i + 2] = line[along * 3 + 2];
        }
      }
    }
  }
};

/** The mat board with a faint fall of light, and its bevelled cut round the window. */
const paintMat = (canvas: Canvas, layout: PreviewLayout, matRgb: Rgb): void => {
  const outer = layout.outerRect;
  const window = layout.photoRect;
  const { data } = canvas;
  // The light falls off along the diagonal: pixel (x, y) has the colour of x + y on one line.
  const span = outer.width + outer.height;
  const line = new Uint8Array(span * 3);
  for (let t = 0; t < span; t++) {
    const k = 1.02 - (0.04 * t) / span;
    line[t * 3] = clamp(matRgb[0] * k);
    line[t * 3 + 1] = clamp(matRgb[1] * k);
    line[t * 3 + 2] = clamp(matRgb[2] * k);
  }
  const windowLeft = window.left - outer.left;
  const windowRight = windowLeft + window.width;
  for (let y = 0; y < outer.height; y++) {
    const row = outer.top + y;
    const at = (row * canvas.width + outer.left) * 3;
    if (row >= window.top && row < window.top + window.height) {
      // The window is left empty: the photo covers it.
      data.set(line.subarray(y * 3, (y + windowLeft) * 3), at);
      data.set(line.subarray((y + windowRight) * 3, (y + outer.width) * 3), at + windowRight * 3);
    } else {
      data.set(line.subarray(y * 3, (y + outer.width) * 3), at);
    }
  }
  const bevel = layout.bevel;
  const cut = {
    left: window.left - bevel,
    top: window.top - bevel,
    width: window.width + 2 * bevel,
    height: window.height + 2 * bevel,
  };
  // The board's core, lighter than its face: white for light mats, pale for dark ones.
  const core = matRgb.map((c) => c + (255 - c) * 0.7) as unknown as Rgb;
  canvas.ring(cut, bevel, (x, y, dt, dr, db, dl) => {
    const side = nearestSide(dt, dr, db, dl);
    const across = side === 0 ? dt : side === 1 ? dr : side === 2 ? db : dl;
    // The cut's edge against the photo is a hairline shadow: the print lies under the board.
    const k = BEVEL_LIGHT[side] * (across === bevel - 1 && bevel > 1 ? 0.8 : 1);
    const i = (y * canvas.width + x) * 3;
    data[i] = clamp(core[0] * k);
    data[i + 1] = clamp(core[1] * k);
    data[i + 2] = clamp(core[2] * k);
  });
};

/** The moulding stands proud of what it holds and shades its top and left edges. */
type Part = { rect: RectPx; inside: boolean };

const shadeUnderMoulding = (canvas: Canvas, layout: PreviewLayout, part: Part): void => {
  const reach = layout.frameShadow;
  canvas.ring(
    layout.outerRect,
    reach,
    (x, y, dt, dr, db, dl) => {
      let k = 1;
      const distances = [dt, dr, db, dl];
      for (let side = 0; side < 4; side++) {
        const d = distances[side];
        if (d < reach) k *= 1 - FRAME_SHADOW[side] * (1 - d / reach) ** 2;
      }
      canvas.scale(x, y, k);
    },
    part,
  );
};

/** A gallery-wrapped canvas turns round its stretcher: its edges roll towards or away from the light. */
const shadeWrap = (canvas: Canvas, layout: PreviewLayout, part: Part): void => {
  const reach = layout.wrapShade;
  canvas.ring(
    layout.outerRect,
    reach,
    (x, y, dt, dr, db, dl) => {
      let k = 1;
      const distances = [dt, dr, db, dl];
      for (let side = 0; side < 4; side++) {
        const d = distances[side];
        if (d < reach) k *= 1 + WRAP_LIGHT[side] * (1 - d / reach) ** 2;
      }
      canvas.scale(x, y, k);
    },
    part,
  );
};

/**
 * Glass reflects the room: a broad soft band across the diagonal with a narrow brighter streak
 * beside it. `strength` 1 is glass; a laminate shines less. Only the band is touched: where the
 * whitening would round to nothing the loop does not go, so it costs a couple of milliseconds.
 */
const paintSheen = (canvas: Canvas, rect: RectPx, strength: number, part: Part): void => {
  // The sheen depends only on the position t along the diagonal (0 top left, 1 bottom right).
  const steps = 1024;
  const table = new Int32Array(steps + 1);
  let first = steps;
  let last = 0;
  for (let n = 0; n <= steps; n++) {
    const t = n / steps;
    const a =
      strength *
      (0.1 * Math.exp(-(((t - 0.3) / 0.11) ** 2)) + 0.05 * Math.exp(-(((t - 0.48) / 0.04) ** 2)));
    // Whitening in 1/1024: the loop below adds integers only.
    table[n] = Math.round(a * 1024);
    if (table[n] > 0) {
      first = Math.min(first, n);
      last = n;
    }
  }
  const span = 0.62 * rect.width + 0.38 * rect.height;
  // Position along the diagonal in 1/65536 of a table step.
  const step = ((0.62 * steps) / span) * 65536;
  const increment = Math.floor(step);
  const { data } = canvas;
  const run = (y: number, from: number, to: number) => {
    let position = Math.floor(((0.38 * y * steps) / span) * 65536 + from * step);
    let i = ((rect.top + y) * canvas.width + rect.left + from) * 3;
    for (let x = from; x < to; x++, i += 3, position += increment) {
      const a = table[Math.min(steps, position >> 16)];
      const white = 255 * a;
      const keep = 1024 - a;
      data[i] = (data[i] * keep + white) >> 10;
      data[i + 1] = (data[i + 1] * keep + white) >> 10;
      data[i + 2] = (data[i + 2] * keep + white) >> 10;
    }
  };
  const windowLeft = part.rect.left - rect.left;
  const windowRight = windowLeft + part.rect.width;
  for (let y = 0; y < rect.height; y++) {
    const start = ((0.38 * y * steps) / span) * 65536;
    const from = Math.max(0, Math.ceil((first * 65536 - start) / step));
    const to = Math.min(rect.width, Math.floor(((last + 1) * 65536 - start) / step) + 1);
    const row = rect.top + y;
    const windowRow = row >= part.rect.top && row < part.rect.top + part.rect.height;
    if (part.inside) {
      if (windowRow) run(y, Math.max(from, windowLeft), Math.min(to, windowRight));
    } else if (windowRow) {
      run(y, from, Math.min(to, windowLeft));
      run(y, Math.max(from, windowRight), to);
    } else {
      run(y, from, to);
    }
  }
};

/** An unframed piece ends in a fine darker edge, so a light print still shows where it stops. */
const outlinePiece = (canvas: Canvas, layout: PreviewLayout, part: Part): void => {
  const k = layout.parts.glass ? 0.7 : 0.88;
  canvas.ring(layout.pieceRect, 1, (x, y) => canvas.scale(x, y, k), part);
  // Polished glass catches the light on its edge, just inside the outline.
  if (layout.parts.glass && layout.pieceRect.width > 4 && layout.pieceRect.height > 4) {
    const p = layout.pieceRect;
    const inner = { left: p.left + 1, top: p.top + 1, width: p.width - 2, height: p.height - 2 };
    canvas.ring(inner, 1, (x, y) => canvas.whiten((y * canvas.width + x) * 3, 0.45), part);
  }
};

const WALL: Rgb = [240, 237, 232];
const TABLE: Rgb = [222, 211, 195];
const TABLE_EDGE: Rgb = [203, 190, 172];

/**
 * A desk piece stands on a tabletop against a pale wall; its shadow falls back and to the right
 * onto the table, and a dark contact line holds it down where it touches.
 */
const paintDesk = (canvas: Canvas, layout: PreviewLayout): void => {
  const surface = layout.surfaceY!;
  const piece = layout.pieceRect;
  const depth = Math.max(4, Math.round(piece.top * 1.4));
  const horizon = surface - depth;
  const front = surface + Math.round((canvas.height - surface) * 0.55);
  for (let y = 0; y < canvas.height; y++) {
    let rgb: Rgb;
    if (y < horizon) {
      const k = 1.01 - (0.03 * y) / Math.max(1, horizon);
      rgb = [WALL[0] * k, WALL[1] * k, WALL[2] * k];
    } else if (y < front) {
      const k = 0.95 + (0.06 * (y - horizon)) / Math.max(1, front - horizon);
      rgb = [TABLE[0] * k, TABLE[1] * k, TABLE[2] * k];
    } else if (y === front) {
      rgb = [248, 244, 238];
    } else {
      const k = 1 - (0.08 * (y - front)) / Math.max(1, canvas.height - front);
      rgb = [TABLE_EDGE[0] * k, TABLE_EDGE[1] * k, TABLE_EDGE[2] * k];
    }
    canvas.fill({ left: 0, top: y, width: canvas.width, height: 1 }, rgb);
  }
  // The cast shadow: the piece's footprint slid back and right, softer the further it falls.
  const shift = Math.round(piece.width * 0.08);
  const reach = Math.round(depth * 0.8);
  const right = piece.left + piece.width;
  const contact = Math.max(3, Math.round(piece.height * 0.012));
  for (let y = surface - reach; y < Math.min(canvas.height, surface + contact); y++) {
    const v = Math.max(0, (surface - y) / reach);
    const soft = 1.5 + 10 * v;
    const from = piece.left + shift * v;
    const to = right + shift * v;
    const along = y >= surface ? 1 - (y - surface) / contact : 1 - v;
    for (let x = Math.max(0, Math.floor(from - soft)); x < Math.min(canvas.width, to + soft); x++) {
      const edge = Math.min(1, Math.max(0, (x - from) / soft + 0.5), (to - x) / soft + 0.5);
      const a = 0.32 * along * Math.max(0, edge);
      if (a > 0) canvas.scale(x, y, 1 - a);
    }
  }
};
