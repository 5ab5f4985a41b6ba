import { DEFAULT_PREVIEW_LONG_SIDE } from '@fotoobraz/domain';
import Box from '@mui/material/Box';
import { useLayoutEffect, useRef } from 'react';
import { paintPreview, type SizedImage } from './canvas-painter';
import { frameTextureUrl, loadImage, readyImage } from './preview-images';
import type { InstantPreview } from './use-instant-drawing';

/**
 * Whether this browser can paint the preview (checked once): a 2D OffscreenCanvas, which builds
 * the moulding's strips off the page, is the mark of one that can (Safari since 16.4).
 */
let canvasSupport: boolean | undefined;
export const canPaintInBrowser = (): boolean =>
  (canvasSupport ??=
    typeof OffscreenCanvas === 'function' &&
    (() => {
      try {
        return new OffscreenCanvas(1, 1).getContext('2d') !== null;
      } catch {
        return false;
      }
    })());

/** The fewest pixels on the long side worth painting, whatever the box. */
const MIN_LONG_SIDE = 320;

/** Pixels on the painting's long side: the box's at the screen's density, at most the server's. */
const longSideFor = (canvas: HTMLCanvasElement): number => {
  const box = canvas.parentElement;
  const css = box ? Math.max(box.clientWidth, box.clientHeight) : 0;
  if (css === 0) return DEFAULT_PREVIEW_LONG_SIDE;
  const density = typeof devicePixelRatio === 'number' ? devicePixelRatio : 1;
  return Math.max(MIN_LONG_SIDE, Math.min(DEFAULT_PREVIEW_LONG_SIDE, Math.round(css * density)));
};

/**
 * Where a preview lies in its box, the canvas and the server's image alike: the canvas covers
 * the image exactly, so the one can take the other's place without the picture moving.
 */
export const PREVIEW_LAYER = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  p: { xs: 1, sm: 2 },
} as const;

/**
 * The preview painted in the browser from the configuration the page holds: in the same task as
 * the render that changed it when its images are decoded (so it is in the very next frame), else
 * as soon as they are. The canvas keeps its last picture meanwhile, so nothing flickers.
 * `data-configuration` names what it holds once painted, textures and all. `onPainted` and
 * `onUnavailable` (an image that cannot be read) tell the panel which picture to show.
 */
export const InstantCanvas = ({
  instant,
  label,
  visible,
  onPainted,
  onUnavailable,
}: {
  instant: InstantPreview;
  label: string;
  visible: boolean;
  onPainted(): void;
  onUnavailable(): void;
}) => {
  const ref = useRef<HTMLCanvasElement>(null);
  const longSide = useRef<number | null>(null);

  useLayoutEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    let current = true;
    const { drawing, photoUrl, description } = instant;
    const textureUrl = drawing.moulding?.texture
      ? frameTextureUrl(drawing.moulding.texture.frameId)
      : null;
    const paint = (photo: SizedImage, frameTexture: SizedImage | null) => {
      if (!current) return;
      longSide.current ??= longSideFor(canvas);
      paintPreview(canvas, drawing, { photo, frameTexture }, longSide.current);
      canvas.dataset.configuration = description;
      onPainted();
    };
    const photo = readyImage(photoUrl);
    const texture = textureUrl === null ? null : readyImage(textureUrl);
    if (photo === 'failed' || texture === 'failed') {
      onUnavailable();
    } else if (photo && texture !== undefined) {
      paint(photo, texture);
    } else {
      Promise.all([loadImage(photoUrl), textureUrl === null ? null : loadImage(textureUrl)]).then(
        ([p, t]) => paint(p, t),
        () => current && onUnavailable(),
      );
    }
    return () => {
      current = false;
    };
  }, [instant, onPainted, onUnavailable]);

  return (
    <Box
      component="canvas"
      ref={ref}
      role="img"
      aria-label={label}
      data-testid="instant-preview"
      sx={{ ...PREVIEW_LAYER, visibility: visible ? 'visible' : 'hidden' }}
    />
  );
};
