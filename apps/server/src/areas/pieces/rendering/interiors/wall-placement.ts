import type { RectPx, SizeCmWH } from '@fotoobraz/domain';
import { INTERIOR_SIZE, type InteriorPlan } from './interior-plans.ts';

/** A hung picture keeps this far above the furniture below it. */
const CLEARANCE_CM = 20;
/** Nothing is placed closer than this to the image's edge. */
const EDGE_PX = 4;

/**
 * How high what stands below a hung picture reaches at `xCm`, in cm above the floor.
 * @example furnitureHeightAt(INTERIORS[6].hang, 400) // -> 225 (the staircase's handrail there)
 */
export const furnitureHeightAt = (hang: InteriorPlan['hang'], xCm: number): number => {
  const profile = hang.aboveCm;
  if (typeof profile === 'number') return profile;
  if (xCm <= profile[0].xCm) return profile[0].heightCm;
  for (let n = 1; n < profile.length; n++) {
    const to = profile[n];
    if (xCm <= to.xCm) {
      const from = profile[n - 1];
      return (
        from.heightCm + ((xCm - from.xCm) * (to.heightCm - from.heightCm)) / (to.xCm - from.xCm)
      );
    }
  }
  return profile[profile.length - 1].heightCm;
};

/**
 * Where a piece of `pieceCm` (moulding included) lands on a room, in its pixels, at the room's
 * true scale. Hung: centred at eye level, raised to clear the furniture by 20 cm, lowered to stay
 * under the ceiling (a piece too tall for both keeps the ceiling and overlaps the furniture).
 * Standing: centred on the surface, its bottom on it.
 * @example wallPlacement(INTERIORS[0], { width: 60, height: 40 }, false) // -> 144 × 96 px above the sofa
 */
export const wallPlacement = (plan: InteriorPlan, pieceCm: SizeCmWH, standing: boolean): RectPx => {
  const s = plan.scalePxPerCm;
  const width = Math.round(pieceCm.width * s);
  const height = Math.round(pieceCm.height * s);
  const centreX = standing ? plan.stand.xCm : plan.hang.xCm;
  const left = clamp(
    Math.round(centreX * s - width / 2),
    EDGE_PX,
    INTERIOR_SIZE.width - width - EDGE_PX,
  );
  const rowAt = (cm: number) => plan.floorY - cm * s;
  if (standing) {
    return { left, top: Math.round(rowAt(plan.stand.onCm)) - height, width, height };
  }
  const { centreCm, ceilingCm } = plan.hang;
  const furniture = Math.max(
    furnitureHeightAt(plan.hang, left / s),
    furnitureHeightAt(plan.hang, (left + width) / s),
  );
  let top = Math.round(rowAt(centreCm) - height / 2);
  top = Math.min(top, Math.round(rowAt(furniture + CLEARANCE_CM)) - height);
  top = Math.max(top, Math.round(rowAt(ceilingCm)), EDGE_PX);
  return { left, top, width, height };
};

const clamp = (v: number, lo: number, hi: number): number => Math.max(lo, Math.min(hi, v));
