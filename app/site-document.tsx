import { inter } from "@/components/layout/inter-font";
import { FirstPaint } from "@/components/layout/first-paint";
import { ThemeScript } from "@/components/layout/theme-script";
import { EarlyClicksScript } from "@/components/layout/early-clicks-script";
import type { Locale } from "@/lib/i18n/locales";

/**
 * The document every page of the site is drawn in, whichever root layout draws it (the site's,
 * app/[locale]/layout.tsx; a language's 404, app/(missing)/[locale]/layout.tsx; the 404
 * document, app/global-not-found.tsx): the language, the font, and what runs before the first
 * paint (the theme, clicks made before hydration, the hold on the first screen). Beside the root
 * layouts, not in components/: Next.js's lint takes a `<head>` outside app/ for the pages router's.
 */
export function SiteDocument({ locale, children }: { locale: Locale; children: React.ReactNode }) {
  return (
    <html lang={locale} className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeScript />
        <EarlyClicksScript />
        <FirstPaint />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">{children}</body>
    </html>
  );
}
