import {
  deskRowRgb,
  deskScene,
  deskShadowRow,
  drawingLayout,
  type PreviewDrawing,
  type PreviewLayout,
  type Rgb,
} from '@fotoobraz/domain';
import { css, lightEdges, paintOutline, paintSheen, type Context } from './canvas-light';
import { paintMat } from './canvas-mat';
import { paintMoulding } from './canvas-moulding';

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
