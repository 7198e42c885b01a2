interface SkeletonProps {
  width?: string;
  height?: string;
  radius?: string;
  className?: string;
}

/** A shimmering placeholder while data loads; hidden from assistive tech (the container says it is busy). */
export function Skeleton({ width = '100%', height = '1rem', radius, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={`skeleton ${className ?? ''}`}
      style={{ width, height, borderRadius: radius }}
    />
  );
}

interface SkeletonRowsProps {
  height: string;
  radius?: string;
  testId?: string;
}

/** A loading list: two full-width placeholder rows in a busy stack. */
export function SkeletonRows({ height, radius, testId }: SkeletonRowsProps) {
  return (
    <div className="stack" data-testid={testId} aria-busy="true">
      <Skeleton height={height} radius={radius} />
      <Skeleton height={height} radius={radius} />
    </div>
  );
}
