import { DEFAULT_PREVIEW_LONG_SIDE, IMAGE_RENDITION_WIDTHS } from '@fotoobraz/domain';
import { readToken } from '../../../lib/auth/token-storage';
import { imageDataUrl, type CraftedProduct } from '../api/types';
import { STEP } from './wizard-state';
import { loadWizardState } from './wizard-storage';

/** 32-bit FNV-1a of a text, in base 36: a short version tag for a URL. */
const versionOf = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
};

/**
 * The preview's own URL (`GET /api/crafted-products/{id}/previewThumb`, ETag), versioned by the
 * configuration last saved: every save gives a new URL, so no stale preview is ever shown, and a
 * reload asks for the same one (a 304 when the browser still has it).
 */
export const previewImageUrl = (craftedId: number, savedKey: string): string =>
  `/api/crafted-products/${craftedId}/previewThumb?v=${versionOf(savedKey)}`;

/**
 * The preview's widths for an own-URL preview (`?w=`, resized by the server), so a phone loads
 * one the size of its box; undefined for a data URL, which has only itself.
 */
export const previewSrcSet = (source: string | undefined): string | undefined =>
  source?.startsWith('/')
    ? [
        ...IMAGE_RENDITION_WIDTHS.map((w) => `${source}&w=${w} ${w}w`),
        // The stored preview: its long side is its width for a landscape piece.
        `${source} ${DEFAULT_PREVIEW_LONG_SIDE}w`,
      ].join(', ')
    : undefined;

/**
 * How wide the preview's box is: the page's width less the container's padding (16 px a side,
 * 24 from `sm`) on a phone and tablet, the step's narrower column from `md` (STEP_COLUMNS: 5 of
 * 11 parts of the 1200 px container less its gaps).
 */
export const PREVIEW_SIZES =
  '(min-width: 900px) 510px, (min-width: 600px) calc(100vw - 48px), calc(100vw - 32px)';

/**
 * Where the preview's <img> loads from. An anonymous visitor's piece is the visitor cookie's, which
 * an <img> sends: its own URL, known from the wizard's stored progress before the piece's JSON
 * arrives, fetched in parallel with it and decoded off the main thread. A signed-in
 * customer's token travels only in a header an <img> cannot send: the base64 of the JSON.
 */
export const previewSource = (
  crafted: CraftedProduct | null,
  craftedId: number | null,
  savedKey: string | null,
): string | undefined => {
  if (readToken() !== null || craftedId === null || savedKey === null)
    return imageDataUrl(crafted?.previewThumb, crafted?.previewThumbContentType);
  // A piece the server could not draw has no preview: nothing to ask for.
  if (crafted && !crafted.previewThumbContentType) return undefined;
  return previewImageUrl(craftedId, savedKey);
};

/**
 * Starts loading the preview of a piece before the step that shows it has its code: a reload at
 * steps 2 to 5 paints the preview first (Lighthouse's largest contentful paint).
 */
const preloadPreview = (craftedId: number | null, savedKey: string | null): void => {
  const href = previewSource(null, craftedId, savedKey);
  if (!href?.startsWith('/')) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  // The same candidates as the <img>, so the browser preloads the one the <img> will use.
  link.setAttribute('imagesrcset', previewSrcSet(href)!);
  link.setAttribute('imagesizes', PREVIEW_SIZES);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
};

/**
 * Called as the app starts, before React's first render: a tab reloaded on the wizard at steps 2
 * to 5 asks for the preview with the app's first requests.
 */
export const preloadResumedPreview = (): void => {
  if (typeof sessionStorage === 'undefined' || location.pathname !== '/') return;
  const { step, craftedId, savedKey } = loadWizardState();
  if (step >= STEP.configure && step < STEP.submitted) preloadPreview(craftedId, savedKey);
};
