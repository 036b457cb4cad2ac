import Link from "next/link";
import { interfaceLabelsIn } from "@/content/interface-labels";
import { pathInLocale } from "@/content/translations";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";
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

/** The brand's name and mark, a link to the home page in the page's language (`locale`). */
export function BrandLogo({
  inverted = false,
  locale = defaultLocale,
}: {
  inverted?: boolean;
  locale?: Locale;
}) {
  return (
    <Link
      href={pathInLocale(locale, "/")}
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        inverted ? "text-on-fill" : "text-ink",
      )}
    >
      <BrandMark />
      <span>{siteConfig.name}</span>
      <span className="sr-only">{interfaceLabelsIn(locale).logoHome}</span>
    </Link>
  );
}
