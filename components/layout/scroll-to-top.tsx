"use client";

import { useSitePathname } from "@/components/i18n/use-site-pathname";
import { useEffect, useRef } from "react";
import { MAIN_ID } from "@/lib/browser/landmarks";

/**
 * Every change of path by a link starts at the top of the new page, unless the URL names a
 * section; Back and Forward return to where the reader was.
 * The router alone leaves a Link navigation at scrollY 64 here (it scrolls the page's first
 * element, below the fixed header, into view); e2e/scroll-restoration.spec.ts checks both this
 * and that Back still returns to where the reader was.
 *
 * Keyboard focus starts there too, on `<main>` (as the skip link leaves it): the link that was
 * pressed is gone with the old page, or, in the footer, would keep the next Tab at the bottom
 * of the new one (WCAG 2.4.3). The router's announcer reads the new page's title.
 */
export function ScrollToTop() {
  const pathname = useSitePathname();
  const previous = useRef(pathname);
  // The path Back or Forward went to: there the router puts the reader back where they were, and
  // a scroll to the top first would make that a visible scroll through the whole page.
  const traversedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      traversedTo.current = window.location.pathname;
    };
    window.addEventListener("popstate", onPopState);
    return () => window.removeEventListener("popstate", onPopState);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const traversed = traversedTo.current === pathname;
    traversedTo.current = null;
    if (traversed || window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
