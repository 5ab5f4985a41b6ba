import type { SizedImage } from './canvas-painter';

/** An image on its way, decoded, or refused; kept so that it is fetched and decoded once. */
type Entry =
  | { state: 'loading'; promise: Promise<SizedImage> }
  | { state: 'ready'; image: SizedImage }
  | { state: 'failed' };

const entries = new Map<string, Entry>();

/**
 * Loads like an <img> (the page's image sources, data URLs too, and the HTTP cache) and decodes
 * off the main thread, so that a click's paint never waits for a JPEG; a bitmap, where the
 * browser makes one, draws without decoding again.
 */
const decode = async (url: string): Promise<SizedImage> => {
  const element = new Image();
  element.src = url;
  await element.decode();
  if (typeof createImageBitmap === 'function') {
    const image = await createImageBitmap(element);
    return { image, width: image.width, height: image.height };
  }
  return { image: element, width: element.naturalWidth, height: element.naturalHeight };
};

/** The image at `url`, loading it the first time it is asked for. */
export const loadImage = (url: string): Promise<SizedImage> => {
  const entry = entries.get(url);
  if (entry?.state === 'ready') return Promise.resolve(entry.image);
  if (entry?.state === 'loading') return entry.promise;
  if (entry?.state === 'failed') return Promise.reject(new Error(`unreadable ${url}`));
  const promise = decode(url).then(
    (image) => {
      entries.set(url, { state: 'ready', image });
      return image;
    },
    (error: unknown) => {
      entries.set(url, { state: 'failed' });
      throw error;
    },
  );
  entries.set(url, { state: 'loading', promise });
  return promise;
};

/** The image at `url` if it is decoded already, 'failed' if it cannot be, else undefined. */
export const readyImage = (url: string): SizedImage | 'failed' | undefined => {
  const entry = entries.get(url);
  return entry?.state === 'ready' ? entry.image : entry?.state === 'failed' ? 'failed' : undefined;
};

/** A frame's moulding texture, served with the catalogue's images (ETag, long caching). */
export const frameTextureUrl = (frameId: number): string => `/api/frames/${frameId}/texture`;

/** Starts loading the textures of the frames on view, so that choosing one paints at once. */
export const prefetchFrameTextures = (frameIds: readonly number[]): void => {
  for (const id of frameIds) loadImage(frameTextureUrl(id)).catch(() => undefined);
};

/**
 * A ref callback for the elements of frames on offer (`data-texture-frame` holding a frame's id):
 * each frame's texture is fetched once its element comes into view. An element taken down
 * before it did is no longer watched, so a list that mounts only what is near the view leaves
 * nothing behind.
 */
export const prefetchTextureInView = (): ((element: Element | null) => (() => void) | void) => {
  if (typeof IntersectionObserver !== 'function') return () => undefined;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const id = Number((entry.target as HTMLElement).dataset.textureFrame);
      if (Number.isInteger(id)) prefetchFrameTextures([id]);
      observer.unobserve(entry.target);
    }
  });
  return (element) => {
    if (!element) return;
    observer.observe(element);
    return () => observer.unobserve(element);
  };
};

/** The working copies this tab made of its uploads, by photo id (object URLs of their JPEGs). */
const workingCopies = new Map<number, string>();

/**
 * Keeps the working copy the browser made of an upload: the preview paints from it, as the
 * server does, rather than from the 1000 px thumbnail a reload has to make do with.
 */
export const keepWorkingCopy = (photoId: number, jpeg: Blob): void => {
  if (typeof URL.createObjectURL !== 'function' || workingCopies.has(photoId)) return;
  const url = URL.createObjectURL(jpeg);
  workingCopies.set(photoId, url);
  loadImage(url).catch(() => undefined);
};

/** The working copy this tab holds of a photo, if it made one. */
export const workingCopyUrl = (photoId: number): string | undefined => workingCopies.get(photoId);
