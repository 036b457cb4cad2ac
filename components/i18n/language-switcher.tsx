"use client";

import { clsx } from "clsx";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "@/components/ui/icon";
import { useSitePathname } from "@/components/i18n/use-site-pathname";
import { Check, ChevronDown, Globe } from "@/lib/brand/icons";
import {
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  languageNames,
  localePath,
  locales,
  splitLocalePath,
  type Locale,
} from "@/lib/i18n/locales";

/**
 * Where each language leads from the page being read: the page itself in its own language, the
 * page's translation where its `<head>` lists one (its hreflang alternates: exactly the
 * languages it is published in), else that language's home. Before hydration, and without
 * JavaScript, the other languages lead home.
 */
function languageTargets(pathname: `/${string}`, readHead: boolean): Record<Locale, string> {
  const { locale: current, path } = splitLocalePath(pathname);
  const targets = Object.fromEntries(
    locales.map((locale) => [locale, localePath(locale, "/")]),
  ) as Record<Locale, string>;
  targets[current] = localePath(current, path);
  if (!readHead) return targets;
  for (const link of document.head.querySelectorAll<HTMLLinkElement>(
    'link[rel="alternate"][hreflang]',
  )) {
    const language = link.getAttribute("hreflang");
    if (isLocale(language)) targets[language] = new URL(link.href).pathname;
  }
  return targets;
}

/** Remembers the choice for the next visit to `/` (hosts that redirect by language read it). */
function rememberLanguage(locale: Locale) {
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}

/**
 * The links' targets, read from the page's head when the visitor reaches for the switcher
 * (opens it, points at or focuses it): by then the page and its head are in place, a soft
 * navigation's included.
 */
function useLanguageTargets() {
  const pathname = useSitePathname();
  const [fromHead, setFromHead] = useState<{ pathname: string; targets: Record<Locale, string> }>();
  const targets =
    fromHead?.pathname === pathname ? fromHead.targets : languageTargets(pathname, false);
  const refresh = () => setFromHead({ pathname, targets: languageTargets(pathname, true) });
  const targetNow = (locale: Locale) => languageTargets(pathname, true)[locale];
  return { current: splitLocalePath(pathname).locale, targets, refresh, targetNow };
}

type Links = ReturnType<typeof useLanguageTargets> & {
  languages: readonly Locale[];
  className: string;
};

function LanguageLinks({ languages, current, targets, targetNow, className }: Links) {
  return languages.map((locale) => (
    <li key={locale}>
      <a
        href={targets[locale]}
        hrefLang={locale}
        lang={locale}
        aria-current={locale === current ? "true" : undefined}
        onClick={(event) => {
          rememberLanguage(locale);
          // The page's own translation, even if the links were drawn before the head was read.
          event.currentTarget.href = targetNow(locale);
        }}
        className={className}
      >
        {languageNames[locale].name}
        {locale === current ? <Icon icon={Check} className="size-4 text-brand-700" /> : null}
      </a>
    </li>
  ));
}

/**
 * What the switchers are given: the languages whose home the site has (the others have no page
 * to offer). With English alone there is nothing to switch to, and no switcher.
 */
type SwitcherProps = { languages: readonly Locale[] };

/**
 * The header's language switcher: a native disclosure (opens by keyboard and without
 * JavaScript), offering each language of the page being read (docs/languages.md).
 */
export function LanguageSwitcher({ languages }: SwitcherProps) {
  const switcher = useLanguageTargets();
  const { current, refresh } = switcher;
  const details = useRef<HTMLDetailsElement>(null);
  const label = languageNames[current].switcher;

  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (event: Event) => {
      if (!element.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        element.open = false;
        element.querySelector("summary")?.focus();
        return;
      }
      if (!element.contains(event.target as Node)) element.open = false;
    };
    document.addEventListener("keydown", close);
    document.addEventListener("pointerdown", close);
    return () => {
      document.removeEventListener("keydown", close);
      document.removeEventListener("pointerdown", close);
    };
  }, []);

  if (languages.length < 2) return null;
  return (
    <details
      ref={details}
      onToggle={refresh}
      onPointerEnter={refresh}
      onFocus={refresh}
      className="group relative print:hidden"
    >
      <summary
        aria-label={`${label}: ${languageNames[current].name}`}
        className="flex cursor-pointer list-none items-center gap-1 rounded-md px-2 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink [&::-webkit-details-marker]:hidden"
      >
        <Icon icon={Globe} className="size-4" />
        <span aria-hidden="true">{current.toUpperCase()}</span>
        <Icon icon={ChevronDown} className="size-3.5 transition-transform group-open:rotate-180" />
      </summary>
      <ul
        aria-label={label}
        className="absolute right-0 z-50 mt-2 w-44 rounded-lg border border-line bg-surface p-1 shadow-lift"
      >
        <LanguageLinks
          {...switcher}
          languages={languages}
          className="flex items-center justify-between rounded-md px-3 py-2 text-sm text-ink hover:bg-surface-sunken aria-[current]:font-semibold"
        />
      </ul>
    </details>
  );
}

/** The same choice in the mobile menu: the languages as a list under their name. */
export function LanguageList({ languages, className }: SwitcherProps & { className?: string }) {
  const switcher = useLanguageTargets();
  const { current, refresh } = switcher;
  const labelId = useId();
  if (languages.length < 2) return null;
  return (
    <div className={clsx("border-t border-line pt-4", className)}>
      <p id={labelId} className="px-3 text-sm font-medium text-ink-muted">
        {languageNames[current].switcher}
      </p>
      <ul
        aria-labelledby={labelId}
        onPointerEnter={refresh}
        onFocus={refresh}
        className="mt-1 grid grid-cols-2 gap-1"
      >
        <LanguageLinks
          {...switcher}
          languages={languages}
          className="flex items-center justify-between rounded-md px-3 py-3 text-base text-ink hover:bg-surface-sunken aria-[current]:font-semibold"
        />
      </ul>
    </div>
  );
}
