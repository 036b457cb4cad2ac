"use client";

import { useRouter } from "next/navigation";
import { useSitePathname } from "@/components/i18n/use-site-pathname";
import type { ComponentProps, MouseEvent } from "react";
import type { SectionId } from "@/content/navigation";
import { localePath, pathLocale, sitePath } from "@/lib/i18n/locales";

/** After navigating to / from another route, the landing page gets this long to render. */
const SCROLL_AFTER_NAVIGATION_MS = 100;
/** How long a slow phone or network may take to show the landing page after the click. */
const WAIT_FOR_SECTION_MS = 10_000;

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls a landing-page section into view and moves keyboard focus to it. */
function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", `#${id}`);
  return true;
}

/**
 * Scrolls to the section once the landing page is the page shown. Until the navigation commits,
 * the page being left is still there, and a page of blocks may have a section of the same id
 * (`/vs-clickfunnels` has its own `#pricing` and `#faq`).
 */
function scrollWhenRendered(id: string, home: string, deadline = Date.now() + WAIT_FOR_SECTION_MS) {
  const shown = sitePath(window.location.pathname.replace(/(.)\/$/, "$1")) === home;
  if ((shown && scrollToSection(id)) || Date.now() > deadline) return;
  window.requestAnimationFrame(() => scrollWhenRendered(id, home, deadline));
}

type SectionLinkProps = Omit<ComponentProps<"a">, "href"> & {
  section: SectionId;
  /** Called before scrolling, e.g. to close the mobile menu. */
  onNavigate?: () => void;
};

/**
 * A link to a section of the landing page in the language being read (`/fr` on a French page).
 * On that page it scrolls smoothly; elsewhere it navigates there and scrolls once the page is
 * there. Without JavaScript it is a plain `/#section` (`/fr#section`) link.
 */
export function SectionLink({ section, onNavigate, onClick, ...props }: SectionLinkProps) {
  const pathname = useSitePathname();
  const router = useRouter();
  const home = localePath(pathLocale(pathname), "/");

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate?.();
    if (pathname === home) {
      scrollToSection(section);
      return;
    }
    // The hash travels with the navigation: from the 404 document (app/global-not-found.tsx, a
    // document of its own) the router loads / in full, and the browser then scrolls to it.
    router.push(`${home}#${section}`);
    window.setTimeout(() => scrollWhenRendered(section, home), SCROLL_AFTER_NAVIGATION_MS);
  }

  return <a href={`${home}#${section}`} onClick={handleClick} {...props} />;
}
