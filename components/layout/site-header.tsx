import { interfaceLabelsIn } from "@/content/interface-labels";
import { navigationIn } from "@/content/navigation";
import type { Locale } from "@/lib/i18n/locales";
import { siteConfig } from "@/content/site";
import { buttonVariants } from "@/components/ui/button";
import { BrandLogo } from "@/components/layout/brand-logo";
import { ExternalLink } from "@/components/layout/external-link";
import { HeaderMenu } from "@/components/layout/header-menu";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { MobileMenuGroups } from "@/components/layout/mobile-menu-groups";
import { SectionLink } from "@/components/layout/section-link";
import { IslandBoundary } from "@/components/ui/island-boundary";
import { LanguageList, LanguageMenu } from "@/components/i18n/language-menu";
import { publishedLocales } from "@/components/i18n/published";

import { cn } from "@/components/ui/cn";

export function SiteHeader({ locale }: { locale: Locale }) {
  const { header, mobileMenu, newTab } = interfaceLabelsIn(locale);
  const navigation = navigationIn(locale);
  // The languages whose home exists: the switcher offers those, and with English alone there is
  // nothing to switch to.
  const languages = publishedLocales("/");
  const switcher = languages.length > 1 && { locale, languages };
  return (
    // An open mobile menu or language list lifts the header above the cookie banner's overlay (z-60), which
    // would otherwise dim the menu the visitor just opened.
    <header className="fixed inset-x-0 top-0 z-40 border-b border-line/80 bg-surface/85 backdrop-blur-md has-[button[aria-expanded=true]]:z-[62] has-[details[open]]:z-[62] supports-[backdrop-filter]:bg-surface/75 print:absolute print:backdrop-blur-none">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:px-8">
        <BrandLogo locale={locale} />
        <nav aria-label={header.navLabel} className="hidden xl:block print:hidden">
          <ul className="flex items-center gap-1">
            {navigation.header.map((item) => (
              <li key={item.section}>
                <SectionLink
                  section={item.section}
                  className="rounded-md px-3 py-2 text-sm font-medium text-ink-muted transition-colors hover:bg-surface-sunken hover:text-ink"
                >
                  {item.label}
                </SectionLink>
              </li>
            ))}
            {navigation.menus.map((menu, index) => (
              <HeaderMenu
                key={menu.label}
                id={String(index)}
                label={menu.label}
                items={menu.items}
                locale={locale}
              />
            ))}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 xl:flex print:hidden">
          {switcher ? <LanguageMenu {...switcher} /> : null}
          <ExternalLink
            href={siteConfig.links.appLogin}
            locale={locale}
            className={cn(buttonVariants({ variant: "ghost", size: "sm" }))}
          >
            {header.login}
          </ExternalLink>
          <SectionLink section="pricing" className={cn(buttonVariants({ size: "sm" }))}>
            {header.trial}
          </SectionLink>
        </div>
        <IslandBoundary name="mobile menu">
          <MobileMenu
            items={navigation.header}
            loginUrl={siteConfig.links.appLogin}
            labels={{ ...mobileMenu, login: header.login, trial: header.trial, newTab }}
          >
            <MobileMenuGroups menus={navigation.menus} locale={locale} />
            {switcher ? <LanguageList {...switcher} /> : null}
          </MobileMenu>
        </IslandBoundary>
      </div>
    </header>
  );
}
