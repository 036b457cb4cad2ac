"use client";

import { useEffect, useRef } from "react";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, isLocale } from "@/lib/i18n/locales";

/**
 * Where each language's link leads from the page being read: the page's translation where its
 * `<head>` lists one (its hreflang alternates: exactly the languages it is published in), the
 * page itself in its own language, else that language's home (the link's own address).
 */
function pointLinks(root: HTMLElement) {
  const alternates = new Map<string, string>();
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    alternates.set(link.hreflang, new URL(link.href).pathname);
  }
  const current = document.documentElement.lang;
  for (const link of root.querySelectorAll<HTMLAnchorElement>("a[hreflang]")) {
    const language = link.hreflang;
    const home = link.dataset.home ?? link.pathname;
    link.dataset.home = home;
    link.href = alternates.get(language) ?? (language === current ? location.pathname : home);
  }
}

/** Remembers the choice for the next visit to `/` (hosts that redirect by language read it). */
function rememberLanguage(language: string) {
  if (!isLocale(language)) return;
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * The script of a language menu (components/i18n/language-menu.tsx), which is plain links to
 * each language's home without it. When the visitor reaches for the menu (points at it, focuses
 * it, opens it), its links are pointed at this page's own translations, read from the page's
 * head, where a soft navigation has already put them; a click remembers the choice; Escape and
 * a click outside close the header's disclosure. No state and no markup of its own: the smallest
 * island that does it, as every page of the site loads it.
 */
export function LanguageLinks() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const root = marker.current?.parentElement;
    if (!root) return;
    const details = root instanceof HTMLDetailsElement ? root : null;
    const point = () => pointLinks(root);
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest<HTMLAnchorElement>("a[hreflang]");
      if (!link) return;
      pointLinks(root);
      rememberLanguage(link.hreflang);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onOutside = (event: PointerEvent) => {
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    root.addEventListener("pointerenter", point);
    root.addEventListener("focusin", point);
    root.addEventListener("toggle", point);
    root.addEventListener("click", onClick);
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      root.removeEventListener("pointerenter", point);
      root.removeEventListener("focusin", point);
      root.removeEventListener("toggle", point);
      root.removeEventListener("click", onClick);
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, []);
  return <span ref={marker} hidden />;
}
