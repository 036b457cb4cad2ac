"use client";

import { usePathname } from "next/navigation";
import { sitePath } from "@/lib/i18n/locales";

/**
 * The address the visitor's browser shows, for islands: `usePathname()` renders English pages at
 * `/en/about` while the export is built (the pages are moved to `/about` afterwards) and the
 * browser then has `/about`; printed or compared, the two would disagree at hydration. This is
 * the same on both sides: English without its prefix, other languages with theirs.
 */
export function useSitePathname(): string {
  return sitePath(usePathname() ?? "/");
}
