import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { siteConfig } from "@/content/site";
import { CookieConsent } from "@/components/consent/cookie-consent";
import { APPLE_TOUCH_ICON, FAVICON, SOCIAL_IMAGE } from "@/lib/metadata";
import { HydrationSignal } from "@/components/layout/hydration-signal";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { SkipLink } from "@/components/layout/skip-link";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { Toaster } from "@/components/ui/toaster";
import "./globals.css";

const inter = localFont({
  // Inter cut to the characters the copy uses (scripts/subset-font.mjs): 35 KiB instead of 47.
  src: "../assets/fonts/inter-latin-subset.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
  preload: true,
});

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.origin),
  title: {
    default: `${siteConfig.name} - ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  openGraph: {
    siteName: siteConfig.name,
    locale: siteConfig.locale,
    type: "website",
    images: [SOCIAL_IMAGE],
  },
  twitter: { card: "summary_large_image", images: [SOCIAL_IMAGE] },
  icons: {
    icon: { url: FAVICON.url, type: FAVICON.type },
    apple: {
      url: APPLE_TOUCH_ICON.url,
      sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}`,
      type: "image/png",
    },
  },
  formatDetection: { telephone: false, address: false, email: false },
};

export const viewport: Viewport = {
  themeColor: "#5f2ef0",
  width: "device-width",
  initialScale: 1,
};

/** Baked in at build; the footer's island corrects it in the visitor's browser. */
const BUILD_YEAR = new Date().getFullYear();

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={inter.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <SkipLink />
        {/* The banner and the analytics behind it; early, so keyboard users reach it first. */}
        <CookieConsent />
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <SiteFooter buildYear={BUILD_YEAR} />
        <ScrollToTop />
        <IslandBoundary name="toaster">
          <Toaster />
        </IslandBoundary>
        <HydrationSignal />
      </body>
    </html>
  );
}
