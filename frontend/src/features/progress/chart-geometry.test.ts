import { describe, expect, it } from 'vitest';
import { linePath, plotSeries } from './chart-geometry';

const box = { width: 120, height: 120, left: 10, right: 10, top: 10, bottom: 10 };

describe('plotSeries', () => {
  it('spaces points by elapsed time and puts 100 at the top', () => {
    const points = plotSeries(
      [
        { time: 0, value: 0 },
        { time: 10, value: 50 },
        { time: 40, value: 100 },
      ],
      box,
    );
    expect(points).toEqual([
      { x: 10, y: 110 },
      { x: 35, y: 60 },
      { x: 110, y: 10 },
    ]);
  });

  it('centres a single analysis and clamps values to 0–100', () => {
    expect(plotSeries([{ time: 5, value: 140 }], box)).toEqual([{ x: 60, y: 10 }]);
  });
});

describe('linePath', () => {
  it('moves to the first point and draws lines to the rest', () => {
    expect(
      linePath([
        { x: 1, y: 2 },
        { x: 3.25, y: 4 },
      ]),
    ).toBe('M1.0,2.0 L3.3,4.0');
  });
});
