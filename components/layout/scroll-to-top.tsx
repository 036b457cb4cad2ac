"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Every change of path starts at the top of the new page, unless the URL names a section.
 * The router alone leaves a Link navigation at scrollY 64 here (it scrolls the page's first
 * element, below the fixed header, into view); e2e/scroll-restoration.spec.ts checks both this
 * and that Back still returns to where the reader was.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
