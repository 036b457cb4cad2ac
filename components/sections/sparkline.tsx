import { useId } from "react";

type SparklineProps = { points: number[]; className?: string };

/** An area chart of 0-100 values, drawn as SVG. */
export function Sparkline({ points, className }: SparklineProps) {
  const gradientId = useId();
  const width = 300;
  const height = 100;
  const step = width / Math.max(points.length - 1, 1);
  const line = points
    .map(
      (value, index) => `${index === 0 ? "M" : "L"}${(index * step).toFixed(1)},${height - value}`,
    )
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      preserveAspectRatio="none"
      aria-hidden="true"
      className={className}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0%" stopColor="#7046fb" stopOpacity="0.28" />
          <stop offset="100%" stopColor="#7046fb" stopOpacity="0" />
        </linearGradient>
      </defs>
      <path d={`${line} L${width},${height} L0,${height} Z`} fill={`url(#${gradientId})`} />
      <path
        d={line}
        fill="none"
        stroke="#5f2ef0"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
