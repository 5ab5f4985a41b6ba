import {
  deskRowRgb,
  deskScene,
  deskShadowRow,
  drawingLayout,
  edgeLightFactor,
  flatMouldingRgb,
  hexToRgb,
  sheenAlpha,
  type EdgeLight,
  type MatDrawing,
  type MouldingDrawing,
  type PreviewDrawing,
  type PreviewLayout,
  type RectPx,
  type Rgb,
} from '@fotoobraz/domain';

/** An image with the size it is to be read at (an ImageBitmap's or an <img>'s natural size). */
export interface SizedImage {
  readonly image: CanvasImageSource;
  readonly width: number;
  readonly height: number;
}

export interface PainterImages {
  /** Any upright copy of the photo (thumbnail, working copy): the drawing says which part. */
  readonly photo: SizedImage;
  /** The texture the drawing's moulding names; null when it names none. */
  readonly frameTexture: SizedImage | null;
}

type Context = CanvasRenderingContext2D;

/**
 * Paints a preview drawing into a 2D canvas, its long side `longSidePx`, the canvas resized to
 * the layout: the browser's painter of the picture the server paints pixel by pixel
 * (apps/server/src/areas/pieces/rendering/preview/), with the GPU's fills, gradients and
 * compositing in place of loops. Every light factor is the drawing's: a factor below 1 is black
 * laid over at 1 - k, above 1 a colour dodge that multiplies by k, so both painters compute the
 * same colours. Synchronous: the images must be decoded.
 */
export const paintPreview = (
  canvas: HTMLCanvasElement | OffscreenCanvas,
  drawing: PreviewDrawing,
  images: PainterImages,
  longSidePx: number,
): PreviewLayout => {
  const layout = drawingLayout(drawing, longSidePx);
  if (canvas.width !== layout.canvas.width) canvas.width = layout.canvas.width;
  if (canvas.height !== layout.canvas.height) canvas.height = layout.canvas.height;
  const ctx = canvas.getContext('2d') as Context | null;
  if (!ctx) throw new Error('No 2D canvas');
  ctx.save();
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (drawing.desk) paintDesk(ctx, drawing, layout);
  if (drawing.moulding && layout.frameBand > 0)
    paintMoulding(ctx, layout, drawing.moulding, images.frameTexture);
  if (drawing.mat) paintMat(ctx, layout, drawing.mat);
  paintPhoto(ctx, layout, drawing, images.photo);
  if (drawing.frameShadow)
    lightEdges(ctx, layout.outerRect, layout.frameShadow, drawing.frameShadow);
  if (drawing.canvasWrap) lightEdges(ctx, layout.outerRect, layout.wrapShade, drawing.canvasWrap);
  if (drawing.sheen) paintSheen(ctx, layout.outerRect, drawing);
  if (drawing.outline) paintOutline(ctx, layout.pieceRect, drawing.outline);
  ctx.restore();
  return layout;
};

const css = (rgb: Rgb): string => `rgb(${rgb.map((c) => Math.max(0, Math.min(255, c))).join(',')})`;
const grey = (level: number): string => {
  const v = Math.round(Math.max(0, Math.min(255, level)));
  return `rgb(${v},${v},${v})`;
};

/**
 * Multiplies what is under the current path (or rectangle) by `k`: black over it at 1 - k, or a
 * colour dodge with grey (k - 1) / k, which divides by 1 / k.
 */
const lightBy = (ctx: Context, k: number, fill: () => void): void => {
  if (k === 1) return;
  ctx.save();
  if (k < 1) {
    ctx.fillStyle = `rgba(0,0,0,${1 - k})`;
  } else {
    ctx.globalCompositeOperation = 'color-dodge';
    ctx.fillStyle = grey((255 * (k - 1)) / k);
  }
  fill();
  ctx.restore();
};

const paintDesk = (ctx: Context, drawing: PreviewDrawing, layout: PreviewLayout): void => {
  const desk = drawing.desk!;
  const scene = deskScene(layout);
  const { width, height } = layout.canvas;
  for (let y = 0; y < height; y++) {
    ctx.fillStyle = css(deskRowRgb(desk, scene, y, height).map(Math.trunc) as unknown as Rgb);
    ctx.fillRect(0, y, width, 1);
  }
  for (let y = scene.surface - scene.reach; y < scene.surface + scene.contact; y++) {
    const row = deskShadowRow(desk, scene, layout, y);
    if (!row) continue;
    const { from, to, soft, alpha } = row;
    // The server's ramp is measured at the pixel's left edge, the gradient at its centre.
    const gradient = ctx.createLinearGradient(from - soft / 2 + 0.5, 0, to + soft / 2 + 0.5, 0);
    const span = to - from + soft;
    gradient.addColorStop(0, 'rgba(0,0,0,0)');
    gradient.addColorStop(soft / span, `rgba(0,0,0,${alpha})`);
    gradient.addColorStop(1 - soft / span, `rgba(0,0,0,${alpha})`);
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, y, width, 1);
  }
};

const tracePolygon = (ctx: Context, points: readonly (readonly [number, number])[]): void => {
  ctx.beginPath();
  points.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
  ctx.closePath();
};

/** Mirrored strips sized for a band, per texture (or colour): built once, reused on every click. */
const strips = new WeakMap<object, Map<number, OffscreenCanvas>>();
const flatKeys = new Map<string, object>();

/**
 * The moulding's strip at the band's height, laid along x with its outer edge on row 0 (a
 * texture stored upright turned clockwise), followed by its mirror image: repeated, it tiles
 * without a seam, as the server tiles it.
 */
const mouldingStrip = (
  moulding: MouldingDrawing,
  texture: SizedImage | null,
  band: number,
): OffscreenCanvas => {
  let key: object | undefined = texture?.image as object | undefined;
  if (!key) {
    key = flatKeys.get(moulding.colorHex);
    if (!key) flatKeys.set(moulding.colorHex, (key = {}));
  }
  let byBand = strips.get(key);
  if (!byBand) strips.set(key, (byBand = new Map()));
  const hit = byBand.get(band);
  if (hit) return hit;
  let strip: OffscreenCanvas;
  if (texture) {
    const standing = texture.height > texture.width;
    const along = standing ? texture.height : texture.width;
    const across = standing ? texture.width : texture.height;
    const width = Math.max(1, Math.round((along * band) / across));
    strip = new OffscreenCanvas(2 * width, band);
    const ctx = strip.getContext('2d')!;
    ctx.imageSmoothingQuality = 'high';
    for (const mirrored of [false, true]) {
      ctx.save();
      if (mirrored) ctx.setTransform(-1, 0, 0, 1, 2 * width, 0);
      if (standing) {
        // Clockwise: the texture's left (outer) edge comes on top, its top at the strip's right.
        ctx.transform(0, band / across, -width / along, 0, width, 0);
        ctx.drawImage(texture.image, 0, 0, texture.width, texture.height);
      } else {
        ctx.drawImage(texture.image, 0, 0, texture.width, texture.height, 0, 0, width, band);
      }
      ctx.restore();
    }
  } else {
    const rgb = hexToRgb(moulding.colorHex)!;
    strip = new OffscreenCanvas(2, band);
    const ctx = strip.getContext('2d')!;
    for (let v = 0; v < band; v++) {
      ctx.fillStyle = css(flatMouldingRgb(rgb, band > 1 ? v / (band - 1) : 0.5));
      ctx.fillRect(0, v, 2, 1);
    }
  }
  byBand.set(band, strip);
  return strip;
};

/**
 * The moulding: each side the strip along itself, from its own place in it, clipped to its
 * trapezoid so the sides meet in 45° mitres (the diagonal belongs to the top and bottom sides:
 * they are painted last, over the upright sides' overlap).
 */
const paintMoulding = (
  ctx: Context,
  layout: PreviewLayout,
  moulding: MouldingDrawing,
  texture: SizedImage | null,
): void => {
  const band = layout.frameBand;
  const strip = mouldingStrip(moulding, texture, band);
  const period = strip.width;
  const pattern = ctx.createPattern(strip, 'repeat-x');
  if (!pattern) throw new Error('No pattern');
  const { left: l, top: t, width: w, height: h } = layout.pieceRect;
  const r = l + w;
  const b = t + h;
  // (u along the strip, v across it from the outer edge) -> the canvas, per side.
  const sides: {
    side: number;
    matrix: [number, number, number, number, number, number];
    clip: [number, number][];
  }[] = [
    {
      side: 3,
      matrix: [0, 1, 1, 0, l, t],
      clip: [
        [l, t - 1],
        [l + band + 1, t + band],
        [l + band + 1, b - band],
        [l, b + 1],
      ],
    },
    {
      side: 1,
      matrix: [0, 1, -1, 0, r, t],
      clip: [
        [r, t - 1],
        [r - band - 1, t + band],
        [r - band - 1, b - band],
        [r, b + 1],
      ],
    },
    {
      side: 0,
      matrix: [1, 0, 0, 1, l, t],
      clip: [
        [l, t],
        [r, t],
        [r - band, t + band],
        [l + band, t + band],
      ],
    },
    {
      side: 2,
      matrix: [1, 0, 0, -1, l, b],
      clip: [
        [l, b],
        [r, b],
        [r - band, b - band],
        [l + band, b - band],
      ],
    },
  ];
  for (const { side, matrix, clip } of sides) {
    ctx.save();
    tracePolygon(ctx, clip);
    ctx.clip();
    ctx.setTransform(...matrix);
    const length = side === 0 || side === 2 ? w : h;
    const offset = Math.floor((moulding.sideOffsets[side] ?? 0) * (period / 2));
    const rows = (from: number, to: number) => ctx.fillRect(-1, from, length + 2, to - from);
    ctx.translate(-offset, 0);
    ctx.fillStyle = pattern;
    ctx.fillRect(offset - 1, 0, length + 2, band);
    ctx.translate(offset, 0);
    lightBy(ctx, moulding.sideLight[side], () => rows(0, band));
    lightBy(ctx, moulding.outerEdge, () => rows(0, 1));
    lightBy(ctx, moulding.innerLip, () => rows(band - 1, band));
    ctx.restore();
  }
  // The mitre joints: the diagonal's pixels, between the outer edge and the inner lip.
  ctx.fillStyle = `rgba(0,0,0,${1 - moulding.mitreJoint})`;
  for (let across = 1; across < band - 1; across++) {
    ctx.fillRect(l + across, t + across, 1, 1);
    ctx.fillRect(r - 1 - across, t + across, 1, 1);
    ctx.fillRect(l + across, b - 1 - across, 1, 1);
    ctx.fillRect(r - 1 - across, b - 1 - across, 1, 1);
  }
};

/** The mat board with its fall of light along x + y, and its bevelled cut round the window. */
const paintMat = (ctx: Context, layout: PreviewLayout, mat: MatDrawing): void => {
  const outer = layout.outerRect;
  const rgb = hexToRgb(mat.colorHex)!;
  const span = outer.width + outer.height;
  const gradient = ctx.createLinearGradient(
    outer.left,
    outer.top,
    outer.left + span / 2,
    outer.top + span / 2,
  );
  // Stops where a channel reaches 255 keep the clamp exact.
  const stops = 8;
  for (let i = 0; i <= stops; i++) {
    const k = mat.lightFrom + ((mat.lightTo - mat.lightFrom) * i) / stops;
    gradient.addColorStop(i / stops, css(rgb.map((c) => c * k) as unknown as Rgb));
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(outer.left, outer.top, outer.width, outer.height);
  const bevel = layout.bevel;
  if (bevel <= 0) return;
  const win = layout.photoRect;
  const wl = win.left;
  const wt = win.top;
  const wr = win.left + win.width;
  const wb = win.top + win.height;
  const trapezoids: [number, [number, number][]][] = [
    [
      3,
      [
        [wl - bevel, wt - bevel],
        [wl, wt],
        [wl, wb],
        [wl - bevel, wb + bevel],
      ],
    ],
    [
      1,
      [
        [wr + bevel, wt - bevel],
        [wr, wt],
        [wr, wb],
        [wr + bevel, wb + bevel],
      ],
    ],
    [
      0,
      [
        [wl - bevel, wt - bevel],
        [wr + bevel, wt - bevel],
        [wr, wt],
        [wl, wt],
      ],
    ],
    [
      2,
      [
        [wl - bevel, wb + bevel],
        [wr + bevel, wb + bevel],
        [wr, wb],
        [wl, wb],
      ],
    ],
  ];
  for (const [side, points] of trapezoids) {
    ctx.fillStyle = css(
      mat.bevel.coreRgb.map((c) => c * mat.bevel.sideLight[side]) as unknown as Rgb,
    );
    tracePolygon(ctx, points);
    ctx.fill();
  }
  if (bevel > 1) {
    ctx.save();
    ctx.lineWidth = 1;
    ctx.strokeStyle = `rgba(0,0,0,${1 - mat.bevel.hairline})`;
    ctx.strokeRect(wl - 0.5, wt - 0.5, win.width + 1, win.height + 1);
    ctx.restore();
  }
};

const paintPhoto = (
  ctx: Context,
  layout: PreviewLayout,
  drawing: PreviewDrawing,
  photo: SizedImage,
): void => {
  const { source } = drawing.photo;
  const win = layout.photoRect;
  ctx.save();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(
    photo.image,
    source.left * photo.width,
    source.top * photo.height,
    source.width * photo.width,
    source.height * photo.height,
    win.left,
    win.top,
    win.width,
    win.height,
  );
  ctx.restore();
};

/** Stops along an edge light's reach: enough that its quadratic fade shows no steps. */
const EDGE_STOPS = 8;

const lightEdges = (ctx: Context, rect: RectPx, reach: number, light: EdgeLight): void => {
  if (reach <= 0) return;
  const right = rect.left + rect.width;
  const bottom = rect.top + rect.height;
  // Per side: the edge's outside corner and the inward direction.
  const sides: [number, number, number, number, number, number, number][] = [
    // side, x0, y0 (edge), dx, dy (inward), band rect width, height
    [0, rect.left, rect.top, 0, 1, rect.width, reach + 1],
    [1, right, rect.top, -1, 0, reach + 1, rect.height],
    [2, rect.left, bottom, 0, -1, rect.width, reach + 1],
    [3, rect.left, rect.top, 1, 0, reach + 1, rect.height],
  ];
  for (const [side, x0, y0, dx, dy, width, height] of sides) {
    const gain = light.gain[side];
    if (gain === 0) continue;
    // Pixel d in from the edge has its centre d + 0.5 in; the fade ends at d = reach.
    const gradient = ctx.createLinearGradient(
      x0 + dx * 0.5,
      y0 + dy * 0.5,
      x0 + dx * (reach + 0.5),
      y0 + dy * (reach + 0.5),
    );
    for (let i = 0; i <= EDGE_STOPS; i++) {
      const k = edgeLightFactor(gain, (i / EDGE_STOPS) * reach, reach);
      gradient.addColorStop(
        i / EDGE_STOPS,
        gain < 0 ? `rgba(0,0,0,${1 - k})` : grey((255 * (k - 1)) / k),
      );
    }
    ctx.save();
    if (gain > 0) ctx.globalCompositeOperation = 'color-dodge';
    ctx.fillStyle = gradient;
    const left = dx < 0 ? x0 - width : x0;
    const top = dy < 0 ? y0 - height : y0;
    ctx.fillRect(left, top, width, height);
    ctx.restore();
  }
};

/** Stops along the sheen's diagonal. */
const SHEEN_STOPS = 96;

const paintSheen = (ctx: Context, rect: RectPx, drawing: PreviewDrawing): void => {
  const sheen = drawing.sheen!;
  const [along, down] = sheen.direction;
  const span = along * rect.width + down * rect.height;
  // The gradient's parameter at (x, y) is (along x + down y) / span: its vector is the direction
  // scaled by span / |direction|².
  const k = span / (along * along + down * down);
  const gradient = ctx.createLinearGradient(
    rect.left,
    rect.top,
    rect.left + along * k,
    rect.top + down * k,
  );
  for (let i = 0; i <= SHEEN_STOPS; i++) {
    const t = i / SHEEN_STOPS;
    gradient.addColorStop(t, `rgba(255,255,255,${sheenAlpha(sheen, t)})`);
  }
  ctx.fillStyle = gradient;
  ctx.fillRect(rect.left, rect.top, rect.width, rect.height);
};

const paintOutline = (
  ctx: Context,
  piece: RectPx,
  outline: NonNullable<PreviewDrawing['outline']>,
): void => {
  ctx.save();
  ctx.lineWidth = 1;
  ctx.strokeStyle = `rgba(0,0,0,${1 - outline.shade})`;
  ctx.strokeRect(piece.left + 0.5, piece.top + 0.5, piece.width - 1, piece.height - 1);
  if (outline.glint !== null && piece.width > 4 && piece.height > 4) {
    ctx.strokeStyle = `rgba(255,255,255,${outline.glint})`;
    ctx.strokeRect(piece.left + 1.5, piece.top + 1.5, piece.width - 3, piece.height - 3);
  }
  ctx.restore();
};
