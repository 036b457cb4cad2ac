import { SiteChrome } from "@/components/layout/site-chrome";
import { inter } from "@/components/layout/inter-font";
import { ThemeScript } from "@/components/layout/theme-script";
import { rootMetadata, rootViewport } from "@/components/seo/metadata";
import "../globals.css";

export const metadata = rootMetadata;
export const viewport = rootViewport;

/**
 * The root layout of every page of the site, chrome included. A route that must go without the
 * chrome (the editor in `next dev`) lives in a route group with a root layout of its own, so it
 * also goes without the site's stylesheet; the 404 document is app/global-not-found.tsx. (A bare
 * root layout above this group measured the same first-load JavaScript; it would only force the
 * site's CSS on the editor.)
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        <ThemeScript />
      </head>
      <body className="flex min-h-dvh flex-col font-sans">
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
