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
