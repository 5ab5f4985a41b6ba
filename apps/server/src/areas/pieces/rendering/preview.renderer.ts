import { availableParallelism } from 'node:os';
import {
  DEFAULT_PREVIEW_LONG_SIDE,
  drawingLayout,
  pieceOnWall,
  PieceOutOfView,
  type PieceOnWall,
  type Point,
  type SizeCmWH,
  type WallPlane,
  previewLayout,
  type PreviewDrawing,
  type PreviewLayout,
  type PreviewSpec,
  type RectPx,
} from '@fotoobraz/domain';
import { Semaphore } from '../../../lib/semaphore.ts';
import { INTERIOR_SIZE, interiorPlan } from './interiors/interior-plans.ts';
import { composeWallView, depthCm } from './interiors/wall-compositor.ts';
import { paintOnOwnWall } from './own-wall/own-wall-painter.ts';
import { wallPlacement } from './interiors/wall-placement.ts';
import { FrameStrips } from './preview/frame-strips.ts';
import { finishPreview, paintSurround } from './preview/preview-painter.ts';
import type { InteriorArt, RawRgb, Raster } from './raster.ts';

export interface RenderedPreview {
  jpeg: Buffer;
  width: number;
  height: number;
}

export interface RenderedWall extends RenderedPreview {
  /** Where the piece (moulding included) landed on the interior, in its pixels. */
  piece: RectPx;
}

/** Preview JPEGs are looked at, not printed: good enough at 86. */
const PREVIEW_QUALITY = 86;
const WALL_QUALITY = 85;

/**
 * Renders product previews and wall views (DESIGN.md §6): the pixels are painted here, the codec
 * work (decoding the photo, resampling, JPEG) is `raster`'s and the rooms' artwork `interiors`'.
 * Never touches an original: previews are drawn from the 2400 px working copy, so a re-render
 * costs the same whatever the camera (`npm run bench:preview-render`).
 * Deterministic: the same input gives the same bytes.
 */
export class PreviewRenderer {
  /** Renders at a time: one per core; more only queue inside libvips and add memory. */
  private readonly slots = new Semaphore(Math.max(1, availableParallelism()));
  private readonly strips: FrameStrips;

  constructor(
    private readonly raster: Raster,
    private readonly interiors: InteriorArt,
  ) {
    this.strips = new FrameStrips(raster);
  }

  /**
   * Paints a drawing (previewDrawing) with its long side `longSidePx`: `images.photo` is the
   * working copy (never the original) the drawing's photo source is cut from, and
   * `images.frameTexture` the texture its moulding names; without a readable one the moulding is
   * its colour. Throws a RangeError for impossible sizes and the codec's error for a photo it
   * cannot decode.
   */
  async render(
    drawing: PreviewDrawing,
    images: { photo: Buffer; frameTexture?: Buffer },
    longSidePx = DEFAULT_PREVIEW_LONG_SIDE,
  ): Promise<RenderedPreview> {
    const layout = drawingLayout(drawing, longSidePx);
    const { width, height } = layout.photoRect;
    return this.slots.run(async () => {
      const strip =
        drawing.moulding && layout.frameBand > 0
          ? await this.strips.strip(
              layout.frameBand,
              drawing.moulding.texture ? images.frameTexture : undefined,
              drawing.moulding.colorHex,
            )
          : null;
      return composePreview(this.raster, drawing, layout, strip, () =>
        this.raster.photoWindow(images.photo, drawing.photo.source, width, height),
      );
    });
  }

  /**
   * A preview's piece (moulding included) drawn on the customer's own wall: warped onto the
   * wall's plane at `placement.pieceCm`, with its soft shadow; the answer has the kept wall's
   * size. `preview` is what render() returned for `spec`. Rejects with PieceOutOfView for a piece
   * reaching beyond the wall's horizon in the photo.
   */
  async renderOnOwnWall(
    preview: Buffer,
    spec: PreviewSpec,
    placement: OwnWallPlacement,
  ): Promise<RenderedOwnWall> {
    const layout = previewLayout(spec);
    const placed = pieceOnWall(placement.plane, placement.at, placement.pieceCm);
    if (!placed.inView) throw new PieceOutOfView();
    const [c0, c1, c2, c3] = placed.corners;
    const across = Math.max(
      Math.hypot(c1[0] - c0[0], c1[1] - c0[1]),
      Math.hypot(c2[0] - c3[0], c2[1] - c3[1]),
    );
    const down = Math.max(
      Math.hypot(c3[0] - c0[0], c3[1] - c0[1]),
      Math.hypot(c2[0] - c1[0], c2[1] - c1[1]),
    );
    // The piece at about the size it is drawn (never more than the wall), so the warp's bilinear
    // sampling neither skips pixels nor invents them.
    const cap = 4096;
    const drawnSize = (length: number) => Math.max(2, Math.min(cap, Math.round(length)));
    return this.slots.run(async () => {
      const [wall, piece] = await Promise.all([
        this.raster.decodeJpeg(placement.wall),
        this.pieceOf(preview, layout, drawnSize(across), drawnSize(down)),
      ]);
      const view = paintOnOwnWall(wall, piece, placed, placement.plane.toMm, depthCm(layout));
      const jpeg = await this.raster.encodeJpeg(view, WALL_QUALITY);
      return { jpeg, width: view.width, height: view.height, piece: placed };
    });
  }

  /** The piece (moulding included) cut from its preview, resized to `width` × `height`. */
  private pieceOf(preview: Buffer, layout: PreviewLayout, width: number, height: number) {
    return this.raster.resizedPart(
      preview,
      { rect: layout.pieceRect, drawnAt: layout.canvas },
      width,
      height,
    );
  }

  /**
   * The preview placed at true size on interior `interior` (0 .. INTERIOR_COUNT - 1): hung on the
   * wall with a soft shadow, or standing on a surface for desk pieces. `preview` is what render()
   * returned for the same spec (any long side: its scale is read from its size).
   */
  async renderOnWall(preview: Buffer, spec: PreviewSpec, interior: number): Promise<RenderedWall> {
    const layout = previewLayout(spec);
    const plan = interiorPlan(interior);
    const target = wallPlacement(plan, layout.pieceCm, layout.parts.desk);
    return this.slots.run(async () => {
      const [room, piece] = await Promise.all([
        this.interiors.layers(plan.key, INTERIOR_SIZE.width, INTERIOR_SIZE.height),
        this.pieceOf(preview, layout, target.width, target.height),
      ]);
      const view = composeWallView(room, piece, target, layout, plan.scalePxPerCm);
      const jpeg = await this.raster.encodeJpeg(view, WALL_QUALITY);
      return { jpeg, width: view.width, height: view.height, piece: target };
    });
  }
}

/** A customer's own wall and where on it the piece hangs. */
export interface OwnWallPlacement {
  /** The wall photo, upright, as kept (at most 2400 px long). */
  readonly wall: Buffer;
  readonly plane: WallPlane;
  /** The piece's centre, in the wall photo's pixels. */
  readonly at: Point;
  /** The piece's whole outer size on the wall, in cm. */
  readonly pieceCm: SizeCmWH;
}

export interface RenderedOwnWall extends RenderedPreview {
  readonly piece: PieceOnWall;
}

/**
 * Paints the layout round the photo and encodes the JPEG. `photo` is called first, so the codec
 * decodes on its threads while the moulding and mat are painted here; the photo then goes into
 * its window with what lies over it.
 */
export const composePreview = async (
  raster: Pick<Raster, 'encodeJpeg'>,
  drawing: PreviewDrawing,
  layout: PreviewLayout,
  frameStrip: RawRgb | null,
  photo: () => Promise<RawRgb>,
): Promise<RenderedPreview> => {
  const pixels = photo();
  const [canvas, decoded] = await Promise.all([
    Promise.resolve().then(() => paintSurround(drawing, layout, frameStrip)),
    pixels,
  ]);
  const painted = finishPreview(canvas, drawing, layout, decoded);
  const jpeg = await raster.encodeJpeg(painted, PREVIEW_QUALITY);
  return { jpeg, width: painted.width, height: painted.height };
};
