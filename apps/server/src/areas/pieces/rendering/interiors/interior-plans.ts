import rooms from '../../../../../assets/interiors/interiors.json' with { type: 'json' };

/**
 * The nine rooms of the wall carousel (DESIGN.md §6), in the carousel's order, are assets in
 * `apps/server/assets/interiors/`: each room's artwork is two SVG files, `<key>.wall.svg` (the
 * wall, opaque) and `<key>.front.svg` (what stands in front of the wall, clear elsewhere), both an
 * elevation of one wall drawn at INTERIOR_SIZE with the furniture at its real size; its record in
 * `interiors.json` says what the renderer needs to hang a piece in that drawing at the same true
 * scale. The JSON is bundled with the code; the SVG files are read when first needed.
 */
export interface InteriorPlan {
  /** The artwork's file name stem. */
  readonly key: string;
  /** Shown to the customer. */
  readonly name: string;
  /** Pixels per centimetre of the whole drawing at INTERIOR_SIZE. */
  readonly scalePxPerCm: number;
  /** Row where the wall meets the floor. */
  readonly floorY: number;
  /**
   * Where a picture hangs: centred on `xCm`, its centre at `centreCm` above the floor (eye level),
   * but at least 20 cm above what stands below it and below `ceilingCm`. What stands below is
   * `aboveCm` high, or follows a profile of points, straight between them and level beyond the
   * ends: on the staircase, the handrail 90 cm above the pitch line of the steps.
   */
  readonly hang: {
    readonly xCm: number;
    readonly centreCm: number;
    readonly aboveCm: number | readonly { readonly xCm: number; readonly heightCm: number }[];
    readonly ceilingCm: number;
  };
  /** Where a desk piece stands: centred on `xCm`, on a surface `onCm` above the floor. */
  readonly stand: { readonly xCm: number; readonly onCm: number };
}

/** The size every room is drawn at, in pixels. */
export const INTERIOR_SIZE = { width: 1200, height: 800 } as const;

export const INTERIORS: readonly InteriorPlan[] = rooms;

export const INTERIOR_COUNT = INTERIORS.length;

/** Interior `n` (0 .. INTERIOR_COUNT - 1); a RangeError for any other number. */
export const interiorPlan = (n: number): InteriorPlan => {
  if (!Number.isInteger(n) || n < 0 || n >= INTERIOR_COUNT) {
    throw new RangeError(`interior must be 0..${INTERIOR_COUNT - 1}`);
  }
  return INTERIORS[n];
};
