import type { ProfileShape } from '../catalogue-data.ts';
import { THUMB } from './raw-image.ts';
import { svg, svgToJpeg } from './svg.ts';

/**
 * A moulding's cross-section (front face up, picture side right): what the back-office shows
 * for profiles and their types. Sizes in mm, drawn to scale.
 */
export const profileSectionJpeg = (
  shape: ProfileShape,
  frameEnum: 'HLINIKOVY' | 'DREVENY',
  thickness: number,
  depth: number,
): Promise<Buffer> => {
  const scale = 70 / Math.max(thickness + (shape === 'canvas' ? 12 : 0), depth);
  const t = thickness * scale;
  const d = depth * scale;
  const x0 = (THUMB - t - (shape === 'canvas' ? 12 * scale : 0)) / 2;
  const y0 = (THUMB - d) / 2;
  const fill = frameEnum === 'HLINIKOVY' ? '#b9bec3' : '#b8925a';
  const rebate = Math.min(t * 0.4, 6 * scale);
  let path: string;
  switch (shape) {
    case 'canvas':
      path = `M${x0} ${y0} h${t} v${d - 5 * scale} h${12 * scale} v${5 * scale} h${-(t + 12 * scale)}Z`;
      break;
    case 'rounded':
      path = `M${x0} ${y0 + d * 0.3} Q${x0 + t / 2} ${y0 - d * 0.15} ${x0 + t} ${y0 + d * 0.3} V${y0 + d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
    case 'ornate':
      path = `M${x0} ${y0 + d * 0.2} Q${x0 + t * 0.25} ${y0 - d * 0.1} ${x0 + t * 0.45} ${y0 + d * 0.2} L${x0 + t * 0.6} ${y0 + d * 0.1} Q${x0 + t * 0.8} ${y0 + d * 0.25} ${x0 + t} ${y0 + d * 0.35} V${y0 + d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
    case 'flat':
      path = `M${x0} ${y0} h${t} v${d * 0.55} h${-rebate} V${y0 + d} H${x0}Z`;
      break;
  }
  return svgToJpeg(
    svg(
      THUMB,
      THUMB,
      `<rect width="${THUMB}" height="${THUMB}" fill="#ffffff"/><path d="${path}" fill="${fill}" stroke="#333" stroke-width="1"/>`,
    ),
  );
};
