/**
 * The nine rooms of the wall carousel (DESIGN.md §6). Each room's artwork is two SVG files under
 * `apps/server/assets/interiors/`: `<key>.wall.svg` (the wall, opaque) and `<key>.front.svg` (what
 * stands in front of the wall, clear elsewhere), both an elevation of one wall drawn at
 * INTERIOR_SIZE with the furniture at its real size. The records here are what the renderer
 * needs to hang a piece in that drawing at the same true scale.
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
   * `aboveCm` high, or, along a staircase, follows a profile of [xCm, heightCm] points (straight
   * between them, level beyond the ends).
   */
  readonly hang: {
    readonly xCm: number;
    readonly centreCm: number;
    readonly aboveCm: number | readonly (readonly [number, number])[];
    readonly ceilingCm: number;
  };
  /** Where a desk piece stands: centred on `xCm`, on a surface `onCm` above the floor. */
  readonly stand: { readonly xCm: number; readonly onCm: number };
}

/** The size every room is drawn at, in pixels. */
export const INTERIOR_SIZE = { width: 1200, height: 800 } as const;

export const INTERIORS: readonly InteriorPlan[] = [
  {
    key: 'living-room',
    name: 'Obývačka',
    scalePxPerCm: 2.4,
    floorY: 700,
    hang: { xCm: 250, centreCm: 140, aboveCm: 87, ceilingCm: 270 },
    stand: { xCm: 418, onCm: 62 },
  },
  {
    key: 'bedroom',
    name: 'Spálňa',
    scalePxPerCm: 2.4,
    floorY: 700,
    hang: { xCm: 232, centreCm: 150, aboveCm: 118, ceilingCm: 270 },
    stand: { xCm: 428, onCm: 82 },
  },
  {
    key: 'hallway',
    name: 'Chodba',
    scalePxPerCm: 2.6,
    floorY: 720,
    hang: { xCm: 247, centreCm: 150, aboveCm: 80, ceilingCm: 265 },
    stand: { xCm: 222, onCm: 80 },
  },
  {
    key: 'office',
    name: 'Pracovňa',
    scalePxPerCm: 2.6,
    floorY: 720,
    hang: { xCm: 228, centreCm: 150, aboveCm: 122, ceilingCm: 265 },
    stand: { xCm: 266, onCm: 75 },
  },
  {
    key: 'dining-room',
    name: 'Jedáleň',
    scalePxPerCm: 2.2,
    floorY: 690,
    hang: { xCm: 370, centreCm: 145, aboveCm: 82, ceilingCm: 270 },
    stand: { xCm: 334, onCm: 82 },
  },
  {
    key: 'kids-room',
    name: 'Detská izba',
    scalePxPerCm: 2.6,
    floorY: 720,
    hang: { xCm: 159, centreCm: 130, aboveCm: 92, ceilingCm: 205 },
    stand: { xCm: 330, onCm: 72 },
  },
  {
    key: 'staircase',
    name: 'Schodisko',
    scalePxPerCm: 2.0,
    floorY: 740,
    // The handrail, 90 cm above the pitch line of 15 steps (18 cm risers, 28 cm treads) that
    // rise from x = 190 cm; the picture's centre is 150 cm above the step at x = 400 cm.
    hang: {
      xCm: 400,
      centreCm: 285,
      aboveCm: [
        [190, 90],
        [610, 360],
      ],
      ceilingCm: 368,
    },
    stand: { xCm: 78, onCm: 82 },
  },
  {
    key: 'kitchen',
    name: 'Kuchyňa',
    scalePxPerCm: 2.4,
    floorY: 700,
    hang: { xCm: 372, centreCm: 145, aboveCm: 80, ceilingCm: 268 },
    stand: { xCm: 196, onCm: 92 },
  },
  {
    key: 'reading-corner',
    name: 'Čitateľský kútik',
    scalePxPerCm: 2.6,
    floorY: 720,
    hang: { xCm: 196, centreCm: 145, aboveCm: 104, ceilingCm: 265 },
    stand: { xCm: 362, onCm: 88 },
  },
];

export const INTERIOR_COUNT = INTERIORS.length;

/** Interior `n` (0 .. INTERIOR_COUNT - 1); a RangeError for any other number. */
export const interiorPlan = (n: number): InteriorPlan => {
  if (!Number.isInteger(n) || n < 0 || n >= INTERIOR_COUNT) {
    throw new RangeError(`interior must be 0..${INTERIOR_COUNT - 1}`);
  }
  return INTERIORS[n];
};
