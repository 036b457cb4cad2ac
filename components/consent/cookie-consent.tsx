import { consentContentIn } from "@/content/consent";
import type { Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/content/site";
import { ConsentIsland } from "@/components/consent/consent-island";
import { hasAnalytics } from "@/lib/consent/analytics-config";

/**
 * The cookie banner, and the optional analytics behind it, on every page. Nothing of it is in
 * the prerendered HTML: its island loads the code after hydration and shows the banner only
 * when the visitor has to be asked. If it fails, the page stays and every optional category
 * stays denied (components/consent/consent-island.tsx).
 */
export function CookieConsent({ locale }: { locale: Locale }) {
  return (
    <ConsentIsland
      content={consentContentIn(locale)}
      geoEndpoint={siteConfig.geoEndpoint}
      analytics={hasAnalytics(siteConfig.analytics) ? siteConfig.analytics : undefined}
    />
  );
}
