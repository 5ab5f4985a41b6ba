import type { Extent } from './sizes.ts';

/** A rectangle in some image's pixels. */
export interface Region {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * Whether a crop lies inside an image of `space` pixels (up to `tolerance` px over, for clients
 * that round).
 * @example regionInside({ x: 0, y: 0, width: 1000, height: 667 }, { width: 1000, height: 667 }) // -> true
 */
export const regionInside = (r: Region, space: Extent, tolerance = 1): boolean =>
  [r.x, r.y, r.width, r.height].every(Number.isFinite) &&
  r.x >= 0 &&
  r.y >= 0 &&
  r.width > 0 &&
  r.height > 0 &&
  r.x + r.width <= space.width + tolerance &&
  r.y + r.height <= space.height + tolerance;

/**
 * The largest rectangle of the shape `aspect` centred in `region`: what is printed when the
 * customer's crop and the chosen size differ a little in shape.
 * @example fitAspect({ x: 0, y: 0, width: 1000, height: 1000 }, { width: 3, height: 2 })
 * // -> { x: 0, y: 166.67, width: 1000, height: 666.67 }
 */
export const fitAspect = (region: Region, aspect: Extent): Region => {
  const target = aspect.width / aspect.height;
  const current = region.width / region.height;
  if (!Number.isFinite(target) || target <= 0 || Math.abs(current / target - 1) < 1e-9)
    return region;
  if (current > target) {
    const width = region.height * target;
    return { ...region, x: region.x + (region.width - width) / 2, width };
  }
  const height = region.width / target;
  return { ...region, y: region.y + (region.height - height) / 2, height };
};

/**
 * A region measured in an image of size `from`, in whole pixels of the same image at size `to`
 * (thumbnail -> original, thumbnail -> working copy), kept inside `to`. One scale for both axes,
 * taken from the long sides: a thumbnail's short side is rounded, its long side is exact.
 * @example scaleRegion({ x: 100, y: 100, width: 600, height: 450 }, { width: 1000, height: 667 }, { width: 3600, height: 2400 })
 * // -> { x: 360, y: 360, width: 2160, height: 1620 }
 */
export const scaleRegion = (region: Region, from: Extent, to: Extent): Region => {
  const s = Math.max(to.width, to.height) / Math.max(from.width, from.height);
  const x = Math.max(0, Math.min(to.width - 1, Math.round(region.x * s)));
  const y = Math.max(0, Math.min(to.height - 1, Math.round(region.y * s)));
  return {
    x,
    y,
    width: Math.max(1, Math.min(to.width - x, Math.round(region.width * s))),
    height: Math.max(1, Math.min(to.height - y, Math.round(region.height * s))),
  };
};

/** The whole image as a region. */
export const wholeRegion = ({ width, height }: Extent): Region => ({ x: 0, y: 0, width, height });
