import { slovakDateTime } from '@fotoobraz/domain';

const two = (n: number): string => String(n).padStart(2, '0');

const numberFormats = new Map<number, Intl.NumberFormat>();
const numberFormat = (maxDecimals: number): Intl.NumberFormat => {
  let format = numberFormats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat('sk-SK', { maximumFractionDigits: maxDecimals });
    numberFormats.set(maxDecimals, format);
  }
  return format;
};

/**
 * A number in Slovak notation (spec §9: 0,0.[00]), with at most `maxDecimals` decimals; a dash
 * when there is no number.
 * @example formatNumber(1234.56) // -> '1 234,6' (a no-break space between thousands)
 */
export const formatNumber = (value: number | null | undefined, maxDecimals = 1): string =>
  typeof value === 'number' && Number.isFinite(value)
    ? numberFormat(maxDecimals).format(value)
    : '–';

/**
 * An instant as the back-office shows it with seconds, the Slovak way, in Bratislava.
 * @example formatDateTime('2026-03-05T08:07:09Z') // -> '5. 3. 2026 09:07:09'
 */
export const formatDateTime = (value: string | number | Date | null | undefined): string =>
  slovakDateTime(value, 'seconds');

/** The time of day of a chart's axis label, e.g. '09:07' or with seconds '09:07:30'. */
export const formatClock = (time: number, withSeconds = false): string => {
  const d = new Date(time);
  const clock = `${two(d.getHours())}:${two(d.getMinutes())}`;
  return withSeconds ? `${clock}:${two(d.getSeconds())}` : clock;
};

/** @example formatMs(13.84) // -> '13,8 ms' */
export const formatMs = (ms: number | null | undefined): string =>
  typeof ms === 'number' ? `${formatNumber(ms, ms < 10 ? 2 : 1)} ms` : '–';

/** @example formatMegabytes(401.2) // -> '401 MB' */
export const formatMegabytes = (mb: number): string => `${formatNumber(mb, mb < 100 ? 1 : 0)} MB`;

/** Bytes as the largest unit that keeps a whole part. @example formatBytes(83622891520) // -> '77,9 GB' */
export const formatBytes = (bytes: number): string => {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (Math.abs(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, unit === 0 ? 0 : 1)} ${units[unit]}`;
};

/** A share of 0..1 as a Slovak percentage. @example formatPercent(0.383) // -> '38,3 %' */
export const formatPercent = (ratio: number): string => `${formatNumber(ratio * 100, 1)} %`;

/**
 * A duration in seconds, coarsest units first, at most two of them.
 * @example formatDuration(93784) // -> '1 d 2 h'; formatDuration(75) // -> '1 min 15 s'
 */
export const formatDuration = (seconds: number): string => {
  const parts: [number, string][] = [
    [Math.floor(seconds / 86400), 'd'],
    [Math.floor((seconds % 86400) / 3600), 'h'],
    [Math.floor((seconds % 3600) / 60), 'min'],
    [Math.floor(seconds % 60), 's'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  if (first === -1) return '0 s';
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, unit]) => `${n} ${unit}`)
    .join(' ');
};
