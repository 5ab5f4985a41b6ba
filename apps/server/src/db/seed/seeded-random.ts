/**
 * Deterministic pseudo-randomness for the generated demo images: the same seed gives the same
 * bytes on every start and every machine, so textures never change under a customer's preview.
 */

/** mulberry32: a tiny 32-bit generator, plenty for image noise. Returns numbers in [0, 1). */
export const seededRandom = (seed: number): (() => number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** A stable 32-bit seed from a name, so each finish gets its own grain. */
export const seedOf = (name: string): number => {
  let h = 2166136261;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return h >>> 0;
};

const smooth = (t: number): number => t * t * (3 - 2 * t);

/**
 * Smooth 2D value noise in [0, 1] on a lattice of `cellsX` x `cellsY` cells that wraps
 * horizontally, so a strip tiles along the moulding without a visible seam.
 */
export const valueNoise2d = (random: () => number, cellsX: number, cellsY: number) => {
  const grid = Float64Array.from({ length: cellsX * (cellsY + 1) }, () => random());
  const at = (gx: number, gy: number) => grid[gy * cellsX + (gx % cellsX)];
  /** u, v in [0, 1): position along the strip and across it. */
  return (u: number, v: number): number => {
    const x = u * cellsX;
    const y = v * cellsY;
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const sx = smooth(x - x0);
    const sy = smooth(y - y0);
    const top = at(x0, y0) + (at(x0 + 1, y0) - at(x0, y0)) * sx;
    const bottom = at(x0, y0 + 1) + (at(x0 + 1, y0 + 1) - at(x0, y0 + 1)) * sx;
    return top + (bottom - top) * sy;
  };
};
