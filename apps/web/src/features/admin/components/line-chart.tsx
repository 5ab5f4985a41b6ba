import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface ChartPoint {
  x: number;
  /** null leaves a gap in the line (no sample value, e.g. no request had a latency). */
  y: number | null;
}

export interface ChartSeries {
  name: string;
  color: string;
  points: readonly ChartPoint[];
}

export interface LineChartProps {
  /** Caption and accessible name of the chart. */
  title: string;
  series: readonly ChartSeries[];
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** Shown inside the box when no series has a value. */
  emptyText: string;
  /** The x range to show; by default that of the data. */
  xDomain?: readonly [number, number];
  /** Size of the drawing in SVG units; it scales to the width of its container. */
  width?: number;
  height?: number;
}

const X_ANCHORS = ['start', 'middle', 'end'] as const;

/** Room around the plot for the axis labels, in SVG units. */
export const CHART_PADDING = { top: 10, right: 14, bottom: 22, left: 58 } as const;

/**
 * The smallest 1, 2, 2.5 or 5 times a power of ten that is at least `value`, so the axis reads
 * 0, 5, 10, 15 rather than 0, 4.6, 9.2. Zero or less gives 0.25.
 * @example niceStep(4.62) // -> 5
 */
export const niceStep = (value: number): number => {
  if (!(value > 0)) return 0.25;
  const power = 10 ** Math.floor(Math.log10(value));
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * power >= value * (1 - 1e-9)) ?? 10;
  return nice * power;
};

/**
 * A y axis from 0 in 3 to 5 round steps that reaches `max`; all zeros get an axis up to 1.
 * @example yAxisOf(23.1) // -> { step: 5, intervals: 5 }: 0, 5, 10, 15, 20, 25
 */
export const yAxisOf = (max: number): { step: number; intervals: number } => {
  if (!(max > 0)) return { step: 0.25, intervals: 4 };
  const step = niceStep(max / 5);
  return { step, intervals: Math.ceil(max / step - 1e-9) };
};

/** Splits a series where its value is missing: each run of samples becomes one line. */
const segmentsOf = (points: readonly { px: number; py: number | null }[]): string[] => {
  const segments: string[] = [];
  let current: string[] = [];
  for (const { px, py } of points) {
    if (py === null) {
      if (current.length) segments.push(current.join(' '));
      current = [];
    } else {
      current.push(`${current.length ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`);
    }
  }
  if (current.length) segments.push(current.join(' '));
  return segments;
};

/**
 * A small SVG line chart: a y axis from 0 to a round maximum, three time labels along the
 * bottom, one line (with a dot per sample) per series, and a legend with each series' latest
 * value. With no values it still draws its box and says `emptyText`.
 */
export const LineChart = ({
  title,
  series,
  formatX,
  formatY,
  emptyText,
  xDomain,
  width = 480,
  height = 180,
}: LineChartProps) => {
  const titleId = useId();
  const left = CHART_PADDING.left;
  const right = width - CHART_PADDING.right;
  const top = CHART_PADDING.top;
  const bottom = height - CHART_PADDING.bottom;

  const all = series.flatMap((s) => s.points);
  const values = all.flatMap((p) => (p.y === null ? [] : [p.y]));
  const xs = all.map((p) => p.x);
  const [x0, x1] = xDomain ?? [Math.min(...xs), Math.max(...xs)];
  const { step, intervals } = yAxisOf(Math.max(0, ...values));
  const yMax = step * intervals;

  const scaleX = (x: number) =>
    x1 > x0 ? left + ((x - x0) / (x1 - x0)) * (right - left) : (left + right) / 2;
  const scaleY = (y: number) => bottom - (Math.max(0, y) / yMax) * (bottom - top);
  const ticks = Array.from({ length: intervals + 1 }, (_, i) => i * step);
  const empty = values.length === 0;

  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" id={titleId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <svg
        role="img"
        aria-labelledby={titleId}
        viewBox={`0 0 ${width} ${height}`}
        style={{ display: 'block', width: '100%', height: 'auto' }}
        fontFamily="inherit"
        fontSize={11}
      >
        <rect x={left} y={top} width={right - left} height={bottom - top} fill="#fff" />
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={right}
              y1={scaleY(tick)}
              y2={scaleY(tick)}
              stroke={tick === 0 ? '#8a8178' : '#e4ded6'}
            />
            {!empty && (
              <text x={left - 6} y={scaleY(tick) + 4} textAnchor="end" fill="#5f5750">
                {formatY(tick)}
              </text>
            )}
          </g>
        ))}
        {empty ? (
          <text x={(left + right) / 2} y={(top + bottom) / 2} textAnchor="middle" fill="#5f5750">
            {emptyText}
          </text>
        ) : (
          <>
            {[x0, (x0 + x1) / 2, x1].map((x, i) => (
              <text key={i} x={scaleX(x)} y={height - 6} textAnchor={X_ANCHORS[i]} fill="#5f5750">
                {formatX(x)}
              </text>
            ))}
            {series.map((s) => {
              const scaled = s.points.map((p) => ({
                x: p.x,
                y: p.y,
                px: scaleX(p.x),
                py: p.y === null ? null : scaleY(p.y),
              }));
              return (
                <g key={s.name} data-series={s.name}>
                  {segmentsOf(scaled).map((d, i) => (
                    <path key={i} d={d} fill="none" stroke={s.color} strokeWidth={2} />
                  ))}
                  {scaled.map((p) =>
                    p.py === null || p.y === null ? null : (
                      <circle key={p.x} cx={p.px} cy={p.py} r={2.5} fill={s.color}>
                        <title>{`${s.name} ${formatX(p.x)}: ${formatY(p.y)}`}</title>
                      </circle>
                    ),
                  )}
                </g>
              );
            })}
          </>
        )}
      </svg>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
        {series.map((s) => {
          const latest = s.points.findLast((p) => p.y !== null)?.y;
          return (
            <Stack key={s.name} direction="row" spacing={0.75} alignItems="center">
              <Box
                aria-hidden
                sx={{ width: 14, height: 4, borderRadius: 1, bgcolor: s.color, flexShrink: 0 }}
              />
              <Typography variant="body2">
                {s.name}
                {latest !== undefined && latest !== null && (
                  <Box component="strong" sx={{ ml: 0.75 }}>
                    {formatY(latest)}
                  </Box>
                )}
              </Typography>
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
};
