/** A point in pixels or millimetres: [x, y]. */
export type Point = readonly [number, number];

/** A 3 × 3 projective transform, row-major: [a, b, c, d, e, f, g, h, i]. */
export type Homography = readonly number[];

/**
 * The projective transform taking each of the four points `from` to the point of `to` at the same
 * index (Hartley and Zisserman's direct linear transform with h33 = 1, solved exactly).
 * Throws a RangeError when no such transform exists (three of either four points on a line).
 * @example homographyOf([[0,0],[2,0],[2,1],[0,1]], [[0,0],[297,0],[297,210],[0,210]])
 * // -> [148.5, 0, 0, 0, 210, 0, 0, 0, 1]
 */
export const homographyOf = (from: readonly Point[], to: readonly Point[]): Homography => {
  const rows: number[][] = [];
  for (let n = 0; n < 4; n++) {
    const [x, y] = from[n];
    const [u, v] = to[n];
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solveLinear(rows);
  return [...h, 1];
};

/** Where `h` takes the point `p`. */
export const mapPoint = (h: Homography, [x, y]: Point): Point => {
  const w = h[6] * x + h[7] * y + h[8];
  return [(h[0] * x + h[1] * y + h[2]) / w, (h[3] * x + h[4] * y + h[5]) / w];
};

/** The transform that undoes `h` (its adjugate, scaled so that its last entry is 1). */
export const invertHomography = (h: Homography): Homography => {
  const [a, b, c, d, e, f, g, k, i] = h;
  const adj = [
    e * i - f * k,
    c * k - b * i,
    b * f - c * e,
    f * g - d * i,
    a * i - c * g,
    c * d - a * f,
    d * k - e * g,
    b * g - a * k,
    a * e - b * d,
  ];
  const det = a * adj[0] + b * adj[3] + c * adj[6];
  if (!Number.isFinite(det) || Math.abs(det) < 1e-12) throw new RangeError('singular transform');
  const s = adj[8] !== 0 ? adj[8] : det;
  return adj.map((v) => v / s);
};

/** Gauss–Jordan elimination with partial pivoting of an augmented n × (n + 1) system. */
const solveLinear = (augmented: number[][]): number[] => {
  const m = augmented.map((row) => [...row]);
  const n = m.length;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) {
      if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    }
    const scale = Math.max(...m.map((row) => Math.abs(row[col])), 1);
    if (Math.abs(m[pivot][col]) < 1e-10 * scale)
      throw new RangeError('no transform through these points');
    [m[col], m[pivot]] = [m[pivot], m[col]];
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const k = m[r][col] / m[col][col];
      if (k === 0) continue;
      for (let c = col; c <= n; c++) m[r][c] -= k * m[col][c];
    }
  }
  return m.map((row, r) => row[n] / row[r]);
};
