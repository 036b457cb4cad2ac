import { FOOTER_ID } from "@/lib/browser/landmarks";
import { Icon } from "@/components/ui/icon";
import { Check } from "@/lib/brand/icons";
import Link from "next/link";
import { navigationIn, type NavItem } from "@/content/navigation";
import { interfaceLabelsIn } from "@/content/interface-labels";
import type { Locale } from "@/lib/i18n/locales";
import { pathInLocale } from "@/content/translations";
import { footerContentIn } from "@/content/footer";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { BrandLogo } from "@/components/layout/brand-logo";
import { CurrentYear } from "@/components/layout/current-year";
import { ExternalLink } from "@/components/layout/external-link";
import { SectionLink } from "@/components/layout/section-link";
import { SocialIcon } from "@/components/layout/social-icon";
import { ThemeSwitch } from "@/components/layout/theme-switch";
import { SalesBandGate } from "@/components/layout/sales-band-gate";
import { legalDocuments, legalPath } from "@/content/legal";
import { fillTemplate } from "@/lib/text/fill-template";
import { mailto } from "@/lib/leads/mailto";
import { cn } from "@/components/ui/cn";

const linkClass = "rounded-sm text-sm text-on-fill-muted transition-colors hover:text-on-fill";

/** A link whose address the deployment has not configured yet is left out, not greyed. */
const listed = (item: NavItem) => item.kind !== "external" || Boolean(item.href);

function FooterLink({ item, locale }: { item: NavItem; locale: Locale }) {
  switch (item.kind) {
    case "section":
      return (
        <SectionLink section={item.section} className={linkClass}>
          {item.label}
        </SectionLink>
      );
    case "page":
      return (
        <Link href={pathInLocale(locale, item.href)} className={linkClass}>
          {item.label}
        </Link>
      );
    case "email":
      return (
        <a href={mailto(item.address)} className={linkClass}>
          {item.label}
        </a>
      );
    case "external":
      // Only a target the deployment configured (listed() leaves the others out).
      return item.href ? (
        <ExternalLink href={item.href} locale={locale} className={linkClass}>
          {item.label}
        </ExternalLink>
      ) : null;
    case "cookie-settings":
      return <CookieSettingsButton className={linkClass}>{item.label}</CookieSettingsButton>;
  }
}

export function SiteFooter({
  buildYear,
  locale,
  salesBand = true,
}: {
  buildYear: number;
  locale: Locale;
  /** False on a document that ends with its own next step whatever its address (the 404). */
  salesBand?: boolean;
}) {
  const navigation = navigationIn(locale);
  const interfaceLabels = interfaceLabelsIn(locale);
  const footerContent = footerContentIn(locale);
  const social = siteConfig.social.filter((entry) => entry.href);
  return (
    <footer id={FOOTER_ID} className="print-ink bg-surface-dark text-on-fill-muted">
      {salesBand && (
        <SalesBandGate legalPaths={legalDocuments().map((document) => legalPath(document.slug))}>
          <section
            aria-labelledby="footer-cta-heading"
            className="relative overflow-hidden border-b border-on-fill/10 print:hidden"
          >
            <div
              aria-hidden="true"
              className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_50%_-10%,color-mix(in_oklab,var(--color-brand-500)_35%,transparent),transparent)]"
            />
            <div className="relative mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 lg:px-8">
              <h2
                id="footer-cta-heading"
                className="text-3xl font-bold tracking-tight text-balance text-on-fill sm:text-4xl"
              >
                {footerContent.cta.heading}
              </h2>
              <p className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-on-fill-muted">
                {footerContent.cta.text}
              </p>
              <SectionLink
                section="pricing"
                className={cn(buttonVariants({ variant: "cta", size: "lg" }), "mt-8")}
              >
                {footerContent.cta.button}
              </SectionLink>
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-3 text-sm text-on-fill-muted">
                {footerContent.cta.badges.map((badge) => (
                  <li key={badge} className="inline-flex items-center gap-1.5">
                    <Icon icon={Check} aria-hidden="true" className="size-4 text-success-400" />
                    {badge}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </SalesBandGate>
      )}

      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1.4fr_repeat(3,1fr)] lg:px-8">
        <div className="max-w-sm">
          <BrandLogo inverted locale={locale} />
          <p className="mt-4 text-sm leading-6 text-on-fill-subtle">{footerContent.blurb}</p>
          <p className="mt-4 text-sm font-medium text-on-fill">{footerContent.trustLine}</p>
          {social.length > 0 && (
            <ul
              className="mt-6 flex gap-3 print:hidden"
              aria-label={interfaceLabels.footer.socialLabel}
            >
              {social.map((entry) => (
                <li key={entry.name}>
                  <ExternalLink
                    href={entry.href as string}
                    locale={locale}
                    aria-label={fillTemplate(interfaceLabels.footer.socialLink, {
                      network: entry.name,
                    })}
                    className="grid size-9 place-items-center rounded-md bg-on-fill/5 text-on-fill-muted hover:bg-on-fill/10 hover:text-on-fill"
                  >
                    <SocialIcon name={entry.name} />
                  </ExternalLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        {navigation.footerColumns.map((column, index) => (
          <nav
            key={column.title}
            aria-labelledby={`footer-column-${index}`}
            className="print:hidden"
          >
            <h2 id={`footer-column-${index}`} className="text-sm font-semibold text-on-fill">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.items.filter(listed).map((item) => (
                <li key={item.label}>
                  <FooterLink item={item} locale={locale} />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>

      <div className="border-t border-on-fill/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-sm text-on-fill-subtle sm:px-6 md:flex-row md:items-center md:justify-between lg:px-8">
          <p>
            © <CurrentYear buildYear={buildYear} /> {siteConfig.name}.{" "}
            {interfaceLabels.footer.rights}
          </p>
          <div className="flex flex-wrap items-center gap-x-6 gap-y-4 print:hidden">
            <nav aria-label={interfaceLabels.footer.legalLabel}>
              <ul className="flex flex-wrap gap-x-6 gap-y-2">
                {navigation.legal.filter(listed).map((item) => (
                  <li key={item.label}>
                    <FooterLink item={item} locale={locale} />
                  </li>
                ))}
              </ul>
            </nav>
            <ThemeSwitch labels={interfaceLabels.theme} />
          </div>
        </div>
      </div>
    </footer>
  );
}
