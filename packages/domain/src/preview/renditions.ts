/**
 * The narrower widths (px) an image field may be asked for with `?w=` (`GET {entity}/{id}/{field}`).
 * 720 covers a phone's full-width box at its device pixel ratio (380 CSS px × 1.75, or 360 × 2)
 * and a desktop column at 1x; denser screens take the stored image. A fixed list keeps the server's
 * cache of renditions small and a query string from asking it to resize at every width.
 */
export const IMAGE_RENDITION_WIDTHS = [720] as const;

/** Whether a `w` query value names one of the widths above. */
export const isImageRenditionWidth = (value: string): boolean =>
  IMAGE_RENDITION_WIDTHS.some((w) => String(w) === value);
