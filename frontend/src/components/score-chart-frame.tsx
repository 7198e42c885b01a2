import type { ReactNode } from 'react';
import styles from './score-chart-frame.module.css';

/** The drawing area of a small 0–100 chart, and the room kept around it for the axis labels. */
export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The y of a 0–100 value in the box, 100 at the top. */
export const scoreY = (box: ChartBox, value: number) =>
  box.top + (1 - value / 100) * (box.height - box.top - box.bottom);

/**
 * A hand-drawn 0–100 chart's frame: one SVG image whose text alternative is `summary` (the screen shows the
 * same numbers as a table too), with horizontal grid lines and their labels at `grid`; the chart draws the rest.
 */
export function ScoreChartFrame(props: {
  box: ChartBox;
  grid: readonly number[];
  summary: string;
  testId: string;
  children: ReactNode;
}) {
  const { box } = props;
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${box.width} ${box.height}`}
      role="img"
      aria-label={props.summary}
      data-testid={props.testId}
    >
      {props.grid.map((value) => {
        const y = scoreY(box, value);
        return (
          <g key={value}>
            <line className={styles.grid} x1={box.left} x2={box.width - box.right} y1={y} y2={y} />
            <text x={box.left - 4} y={y + 3} textAnchor="end">
              {value}
            </text>
          </g>
        );
      })}
      {props.children}
    </svg>
  );
}
