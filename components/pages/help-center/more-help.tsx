import Link from "next/link";
import { Icon } from "@/components/ui/icon";
import { ArrowRight } from "@/lib/brand/icons";
import type { HelpCenterContent } from "@/content/pages/help-center";
import { IconCardGrid } from "@/components/blocks/parts/icon-card-grid";
import { PageSection } from "@/components/blocks/parts/page-section";
import { pathInLocale } from "@/content/translations";
import type { Locale } from "@/lib/i18n/locales";

/** Where to go when no article answers: each card is one link, the whole card its target. */
export function MoreHelp({
  moreHelp,
  locale,
}: {
  moreHelp: HelpCenterContent["moreHelp"];
  /** The page's language: each link goes to its page in it where there is one. */
  locale: Locale;
}) {
  return (
    <PageSection
      id="more-help"
      tone="muted"
      title={moreHelp.title}
      description={moreHelp.description}
    >
      <IconCardGrid
        columns="md:grid-cols-3"
        size="sm"
        cardClassName="group relative transition-shadow focus-within:shadow-lift hover:shadow-lift"
        items={moreHelp.items.map((item) => ({
          icon: item.icon,
          title: item.title,
          text: item.text,
          extra: (
            <Link
              href={pathInLocale(locale, item.href)}
              className="mt-5 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:rounded-2xl"
            >
              {item.action}
              <Icon
                icon={ArrowRight}
                aria-hidden="true"
                className="size-4 transition-transform group-hover:translate-x-0.5"
              />
            </Link>
          ),
        }))}
      />
    </PageSection>
  );
}
