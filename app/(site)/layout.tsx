import { SiteChrome } from "@/components/layout/site-chrome";
import { inter } from "@/components/layout/inter-font";
import { rootMetadata, rootViewport } from "@/lib/root-metadata";
import "../globals.css";

export const metadata = rootMetadata;
export const viewport = rootViewport;

/**
 * The root layout of every page of the site, chrome included. Routes that must go without the
 * chrome (the editor in `next dev`) live in a route group with a root layout of their own; the
 * 404 document is app/global-not-found.tsx. One root layout per group rather than a bare root
 * layout with the chrome one level down: that extra level cost every page 1.9 KiB gz of
 * first-load JavaScript (e2e/byte-budget.spec.ts), which the inner pages' budget has no room for.
 */
export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <SiteChrome>{children}</SiteChrome>
      </body>
    </html>
  );
}
