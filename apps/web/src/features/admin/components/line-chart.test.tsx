import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_PADDING, LineChart, niceStep, yAxisOf, type ChartSeries } from './line-chart';

const WIDTH = 400;
const HEIGHT = 200;
const box = {
  left: CHART_PADDING.left,
  right: WIDTH - CHART_PADDING.right,
  top: CHART_PADDING.top,
  bottom: HEIGHT - CHART_PADDING.bottom,
};

const draw = (series: ChartSeries[], xDomain?: [number, number]) =>
  render(
    <LineChart
      title="Odozva"
      series={series}
      formatX={(x) => `t${x}`}
      formatY={(y) => `${y} ms`}
      emptyText="Zatiaľ bez údajov"
      xDomain={xDomain}
      width={WIDTH}
      height={HEIGHT}
    />,
  );

/** A series from [x, y] pairs. */
const line = (name: string, color: string, ...points: [number, number | null][]): ChartSeries => ({
  name,
  color,
  points: points.map(([x, y]) => ({ x, y })),
});

const dots = (container: HTMLElement) =>
  [...container.querySelectorAll('circle')].map((c) => ({
    cx: Number(c.getAttribute('cx')),
    cy: Number(c.getAttribute('cy')),
  }));

describe('niceStep', () => {
  it.each([
    [23.1, 25],
    [25, 25],
    [0.3, 0.5],
    [7, 10],
    [120, 200],
    [0, 0.25],
  ])('%f -> %f', (value, expected) => expect(niceStep(value)).toBeCloseTo(expected));
});

describe('yAxisOf', () => {
  it.each([
    [23.1, 5, 5],
    [100, 20, 5],
    [401, 100, 5],
    [2, 0.5, 4],
    [0.31, 0.1, 4],
    [0, 0.25, 4],
  ])('a maximum of %f: steps of %f, %i of them', (max, step, intervals) => {
    const axis = yAxisOf(max);
    expect(axis.step).toBeCloseTo(step);
    expect(axis.intervals).toBe(intervals);
  });
});

describe('LineChart', () => {
  it('scales the points into the plot box: x over the domain, y from 0 to a round maximum', () => {
    const { container } = draw([line('p95', '#a86b1d', [0, 0], [50, 50], [100, 100])]);
    expect(screen.getByRole('img', { name: 'Odozva' })).toBeInTheDocument();
    expect(dots(container)).toEqual([
      { cx: box.left, cy: box.bottom },
      { cx: (box.left + box.right) / 2, cy: (box.top + box.bottom) / 2 },
      { cx: box.right, cy: box.top },
    ]);
    // The axis goes up to 100 in steps of 20; the bottom shows the start, middle and end.
    const chart = within(screen.getByRole('img', { name: 'Odozva' }));
    for (const label of [
      '0 ms',
      '20 ms',
      '40 ms',
      '60 ms',
      '80 ms',
      '100 ms',
      't0',
      't50',
      't100',
    ]) {
      expect(chart.getByText(label)).toBeInTheDocument();
    }
  });

  it('every point stays inside the box, also with a fixed x domain and a rounded-up maximum', () => {
    const points = [3, 17, 9, 23.1, 0, 12].map((y, i) => ({ x: 600 + i * 10, y }));
    const { container } = draw([{ name: 'a', color: '#000', points }], [500, 650]);
    const found = dots(container);
    expect(found).toHaveLength(points.length);
    for (const { cx, cy } of found) {
      expect(cx).toBeGreaterThanOrEqual(box.left);
      expect(cx).toBeLessThanOrEqual(box.right);
      expect(cy).toBeGreaterThanOrEqual(box.top);
      expect(cy).toBeLessThanOrEqual(box.bottom);
    }
    // 23.1 on an axis up to 25 is 92.4 % of the way up.
    const highest = Math.min(...found.map((d) => d.cy));
    expect(highest).toBeCloseTo(box.bottom - 0.924 * (box.bottom - box.top), 1);
    // x = 500 would be the left edge; the first point (600) sits two thirds of the way along.
    expect(found[0].cx).toBeCloseTo(box.left + (2 / 3) * (box.right - box.left), 1);
  });

  it('a missing value breaks the line and draws no dot', () => {
    const { container } = draw([line('p95', '#a86b1d', [0, 1], [1, 2], [2, null], [3, 4], [4, 3])]);
    expect(container.querySelectorAll('circle')).toHaveLength(4);
    expect(container.querySelectorAll('path')).toHaveLength(2);
  });

  it('one sample is drawn as a dot in the middle', () => {
    const { container } = draw([line('a', '#000', [7, 2])]);
    expect(dots(container)).toEqual([{ cx: (box.left + box.right) / 2, cy: box.top }]);
  });

  it('with no data it draws the empty box and says so, without lines or NaN', () => {
    const { container } = draw([line('a', '#000'), line('b', '#111', [1, null])]);
    expect(screen.getByText('Zatiaľ bez údajov')).toBeInTheDocument();
    expect(container.querySelectorAll('circle, path')).toHaveLength(0);
    expect(container.innerHTML).not.toContain('NaN');
    expect(container.innerHTML).not.toContain('Infinity');
  });

  it('the legend names each series with its latest value', () => {
    draw([
      line('RSS', '#5b3a24', [0, 380], [10, 401]),
      line('Halda', '#a86b1d', [0, 62], [10, null]),
    ]);
    expect(screen.getByText('RSS').textContent).toBe('RSS401 ms');
    expect(screen.getByText('Halda').textContent).toBe('Halda62 ms');
  });
});
