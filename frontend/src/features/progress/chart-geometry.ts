import type { ChartBox } from '../../components/score-chart-frame';

/** Plot coordinates of a 0–100 series over time, for the hand-drawn progress chart. */

export interface ChartPoint {
  x: number;
  y: number;
}

/**
 * Times map to x (spaced by real elapsed time, so a gap of months looks like one), values 0–100 to y with
 * 100 at the top. A single analysis, or several at the same instant, sit in the middle.
 */
export const plotSeries = (points: Array<{ time: number; value: number }>, box: ChartBox): ChartPoint[] => {
  const innerWidth = box.width - box.left - box.right;
  const innerHeight = box.height - box.top - box.bottom;
  const times = points.map((point) => point.time);
  const first = Math.min(...times);
  const span = Math.max(...times) - first;
  return points.map(({ time, value }) => ({
    x: box.left + (span > 0 ? ((time - first) / span) * innerWidth : innerWidth / 2),
    y: box.top + (1 - Math.min(100, Math.max(0, value)) / 100) * innerHeight,
  }));
};

/** An SVG path through the points in order. */
export const linePath = (points: ChartPoint[]) =>
  points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`)
    .join(' ');
