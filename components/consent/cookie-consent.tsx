import { consentContentIn } from "@/content/consent";
import { pathInLocale } from "@/content/translations";
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
  const content = consentContentIn(locale);
  const { privacyLink, gdprLink } = content.summary;
  return (
    <ConsentIsland
      content={{
        ...content,
        // The banner's links go to the policy in the page's language where it is translated.
        summary: {
          ...content.summary,
          privacyLink: { ...privacyLink, href: pathInLocale(locale, privacyLink.href) },
          gdprLink: { ...gdprLink, href: pathInLocale(locale, gdprLink.href) },
        },
      }}
      geoEndpoint={siteConfig.geoEndpoint}
      analytics={hasAnalytics(siteConfig.analytics) ? siteConfig.analytics : undefined}
    />
  );
}
