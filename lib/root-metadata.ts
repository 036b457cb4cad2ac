import type { Metadata, Viewport } from "next";
import { siteConfig } from "@/content/site";
import { APPLE_TOUCH_ICON, FAVICON, FEED_ALTERNATES, SOCIAL_IMAGE } from "@/lib/metadata";

/** What every document of the site declares: the root layout's and the 404 page's. */
export const rootMetadata: Metadata = {
  metadataBase: new URL(siteConfig.origin),
  title: {
    default: `${siteConfig.name} - ${siteConfig.tagline}`,
    template: `%s | ${siteConfig.name}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.name,
  alternates: { types: FEED_ALTERNATES },
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

export const rootViewport: Viewport = {
  themeColor: "#5f2ef0",
  width: "device-width",
  initialScale: 1,
};
