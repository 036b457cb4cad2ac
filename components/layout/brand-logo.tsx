import Link from "next/link";
import { siteConfig } from "@/content/site";
import { cn } from "@/lib/cn";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-8", className)}>
      <rect width="32" height="32" rx="8" fill="#5f2ef0" />
      <path d="M8 12.5 16 8l8 4.5-8 4.5z" fill="#fff" />
      <path
        d="m8 16.5 8 4.5 8-4.5"
        fill="none"
        stroke="#fff"
        strokeOpacity=".75"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="m8 20.5 8 4.5 8-4.5"
        fill="none"
        stroke="#fff"
        strokeOpacity=".45"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Link
      href="/"
      className={cn(
        "inline-flex items-center gap-2.5 rounded-md text-lg font-bold tracking-tight",
        inverted ? "text-white" : "text-ink",
      )}
    >
      <BrandMark />
      <span>{siteConfig.name}</span>
      <span className="sr-only">home</span>
    </Link>
  );
}
