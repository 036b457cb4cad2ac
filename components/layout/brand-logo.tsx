import Link from "next/link";
import { interfaceLabels } from "@/content/interface-labels";
import { siteConfig } from "@/content/site";
import { BRAND_MARK } from "@/lib/brand/brand-mark";
import { cn } from "@/components/ui/cn";

export function BrandMark({ className }: { className?: string }) {
  const { size, radius, tile, top, layers, strokeWidth } = BRAND_MARK;
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" className={cn("size-8", className)}>
      <rect width={size} height={size} rx={radius} fill={tile} />
      <path d={top.d} fill={top.fill} />
      {layers.map((layer) => (
        <path
          key={layer.d}
          d={layer.d}
          fill="none"
          stroke={layer.stroke}
          strokeOpacity={layer.opacity}
          strokeWidth={strokeWidth}
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        inverted ? "text-on-fill" : "text-ink",
      )}
    >
      <BrandMark />
      <span>{siteConfig.name}</span>
      <span className="sr-only">{interfaceLabels.logoHome}</span>
    </Link>
  );
}
